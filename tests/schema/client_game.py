#!/usr/bin/env python3
"""A client generated from openapi/openapi.json plays a short tournament game and reads standings.

Run by tests/schema/run.sh after generating the client with openapi-python-client (pinned in
requirements.txt) into the directory given as --client. No hand edits: the generated package is
imported as it is. Four new players join a round robin the organizer creates and starts; on the
first board of round 1 they play a few legal moves (the first legal move each turn, at the
current ply) until the side to move resigns, and on the other board White resigns at once. The
standings of the completed round then list the four, each winner with one point.
"""
import argparse
import os
import sys


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--base", required=True)
    p.add_argument("--client", required=True, help="directory holding the generated package")
    p.add_argument("--organizer-token", required=True)
    p.add_argument("--plies", type=int, default=6)
    a = p.parse_args()
    sys.path.insert(0, a.client)

    from camelot_client import AuthenticatedClient, Client
    from camelot_client.api.auth import login, register
    from camelot_client.api.games import get_game, legal_moves, play_move, resign
    from camelot_client.api.tournaments import create, join, round_, standings, start
    from camelot_client.models import Credentials, Draft, MoveRequest, TournamentSystem

    def ok(value, what):
        """The generated client returns a Problem model for documented errors."""
        if value is None or type(value).__name__ == "Problem":
            sys.exit(f"client game: {what} failed: {value!r}")
        return value

    anonymous = Client(base_url=a.base, raise_on_unexpected_status=True)
    suffix = os.getpid()
    players = {}
    for name in (f"cplayer{i}x{suffix}" for i in range(4)):
        credentials = Credentials(username=name, password="a generated client's password")
        ok(register.sync(client=anonymous, body=credentials), f"registering {name}")
        tokens = ok(login.sync(client=anonymous, body=credentials), f"logging in {name}")
        players[name] = AuthenticatedClient(
            base_url=a.base, token=tokens.access_token, raise_on_unexpected_status=True
        )
    organizer = AuthenticatedClient(
        base_url=a.base, token=a.organizer_token, raise_on_unexpected_status=True
    )

    draft = Draft(name=f"Client Cup {suffix}", rated=False,
                  system=TournamentSystem.ROUND_ROBIN, days_per_move=3)
    tournament = ok(create.sync(client=organizer, body=draft), "creating the tournament")
    for name, client in players.items():
        ok(join.sync(tournament.id, client=client), f"{name} joining")
    ok(start.sync(tournament.id, client=organizer), "starting the tournament")
    pairing = ok(round_.sync(tournament.id, 1, client=organizer), "reading round 1")
    board = pairing.boards[0]
    game_id = board.game_id

    for _ in range(a.plies):
        game = ok(get_game.sync(game_id, client=anonymous), "reading the game")
        mover = board.white if game.side_to_move.value == "white" else board.black
        moves = ok(legal_moves.sync(game_id, client=anonymous), "reading the legal moves")
        if not moves.moves:
            break
        body = MoveRequest(path=moves.moves[0].path, expected_ply=game.ply)
        ok(play_move.sync(game_id, client=players[mover], body=body), f"{mover} moving")

    game = ok(get_game.sync(game_id, client=anonymous), "reading the game")
    loser = board.white if game.side_to_move.value == "white" else board.black
    winner = board.black if loser == board.white else board.white
    ended = ok(resign.sync(game_id, client=players[loser]), f"{loser} resigning")
    assert ended.status.value == "finished", ended.status

    # Standings count completed rounds: the other board ends too, White resigning at once.
    other = pairing.boards[1]
    ok(resign.sync(other.game_id, client=players[other.white]), f"{other.white} resigning")

    table = ok(standings.sync(tournament.id, client=anonymous), "reading the standings")
    points = {row.player: row.points for row in table.rows}
    assert sorted(points) == sorted(players), points
    assert points[winner] == 1.0 and points[loser] == 0.0, points
    assert points[other.black] == 1.0 and points[other.white] == 0.0, points
    print(f"client game: {game.ply} plies, {loser} resigned; standings {points}")


if __name__ == "__main__":
    main()
