#!/usr/bin/env python3
"""Creates the players and games the load benchmark plays, through the public API.

Writes into WORK: moves.txt (a legal game, one path per line, from the `camelot` CLI),
conn-<n>.txt (per wrk connection: `game_id white_token black_token` per line) and
game-ids.txt. Standard library only.
"""
import argparse
import http.client
import json
import os
import random
import subprocess
import sys
import time


class Api:
    def __init__(self, host, port):
        self.conn = http.client.HTTPConnection(host, port, timeout=60)

    def call(self, method, path, body=None, token=None, expect=(200, 201)):
        headers = {"content-type": "application/json"}
        if token:
            headers["authorization"] = "Bearer " + token
        data = json.dumps(body) if body is not None else None
        self.conn.request(method, "/api/v1" + path, body=data, headers=headers)
        res = self.conn.getresponse()
        raw = res.read()
        if res.status not in expect:
            sys.exit(f"{method} {path} -> {res.status}: {raw[:300]!r}")
        return json.loads(raw) if raw else None


def playout(camelot, plies, seed):
    """A legal game of up to `plies` plies that stays undecided until its last move."""
    rng = random.Random(seed)
    pos, path = "start", []
    while len(path) < plies:
        out = subprocess.run([camelot, "moves", pos], capture_output=True, text=True, check=True)
        rows = [line.split("\t") for line in out.stdout.splitlines() if line]
        ongoing = [r for r in rows if r[2] == "*"]
        if not ongoing:
            break
        move = rng.choice(ongoing)
        path.append(move[0])
        pos = move[1]
    return path


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8080)
    p.add_argument("--connections", type=int, default=32)
    p.add_argument("--games-per-connection", type=int, default=40)
    p.add_argument("--plies", type=int, default=120)
    p.add_argument("--camelot", default="target/release/camelot")
    p.add_argument("--work", default="bench/.work")
    a = p.parse_args()
    os.makedirs(a.work, exist_ok=True)

    moves = playout(a.camelot, a.plies, seed=7)
    with open(os.path.join(a.work, "moves.txt"), "w") as f:
        f.write("\n".join(moves) + "\n")

    api = Api(a.host, a.port)
    tag = f"b{int(time.time()) % 100000}"
    tokens = []
    for i in range(2 * a.connections):
        user = {"username": f"{tag}p{i}", "password": "load benchmark password"}
        api.call("POST", "/auth/register", user)
        tokens.append(api.call("POST", "/auth/login", user)["access_token"])

    ids = []
    for c in range(a.connections):
        white, black = tokens[2 * c], tokens[2 * c + 1]
        lines = []
        for _ in range(a.games_per_connection):
            ch = api.call("POST", "/challenges", {"opponent": f"{tag}p{2 * c + 1}", "color": "white",
                                                  "rated": True, "days_per_move": 3}, white)
            game = api.call("POST", f"/challenges/{ch['id']}/accept", token=black)
            ids.append(game["id"])
            lines.append(f"{game['id']} {white} {black}")
        with open(os.path.join(a.work, f"conn-{c + 1}.txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(a.work, "game-ids.txt"), "w") as f:
        f.write("\n".join(map(str, ids)) + "\n")
    print(f"{len(tokens)} players, {len(ids)} games, a {len(moves)}-ply game to play", file=sys.stderr)


if __name__ == "__main__":
    main()
