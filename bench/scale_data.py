#!/usr/bin/env python3
"""Writes the SQL that fills a scratch database for bench/scale.sh. Standard library only.

Two parts, both written into WORK:

* fixture.sql: what the measured requests read, the same in the small and the full database:
  12,000 rated players (the leaderboard's first 500 pages), a player with 300 active games and
  1,500 finished ones and 20,000 events, 32 x 60 games for the move benchmark, a running Swiss
  of 2,000 players (4 rounds played, round 5 in progress), 4 small running Swisses, 200
  finished round robins, and the long-game games (ply 10 and ply 300).
* bulk (only with --bulk): 100,000 more players, 1,000,000 finished games, 50,000 active
  games, 10,000,000 events and 1,000,000 rating-history rows, times --scale. The fixture's
  finished games and events are interleaved with the bulk ones (ids spread through the
  table), as they would be on a real server.
* overdue.sql: 1,000 active games already past their deadline, loaded just before the
  deadline-job measurement.

Every game holds a real move list: the moves come from random playouts of the rules engine
(`camelot moves`, never a decided position), and each game's position is the engine's position
after its stored moves, so the benchmark can go on playing them. Ids are given explicitly so
the SQL can refer to them; the identity sequences are moved past them at the end.
"""
import argparse
import json
import os
import random
import subprocess

# Fixture users: id = F0 + n, username f000000 + n.
F0 = 1000
F_USERS = 12_000
SUBJECT = F0 + 1
ORGANIZER = F0 + 2
MOVER0 = F0 + 11          # 64 players: 32 pairs, one per wrk connection
LONG0 = F0 + 75           # 64 players for the long-game games
SWISS0 = F0 + 2000        # Swiss players F0+2001 .. F0+4000 (tpn = id - SWISS0)
ACTIVE_OPP0 = F0 + 5000   # the subject's 300 active opponents
FIN_OPP0 = F0 + 6000      # the subject's 1,500 finished opponents
OVERDUE0 = F0 + 8000      # 2,000 players of the overdue games
SMALL0 = F0 + 10_000      # 4 x 16 players of the small Swisses
RR0 = F0 + 10_100         # 200 x 8 players of the finished round robins
B0 = F0 + F_USERS         # bulk users: id = B0 + n

CONNECTIONS = 32
# Games per connection, enough for the measured seconds (--duration) at well above the pace
# measured: the move benchmark's games from ply 10 (130 moves each, 8 a second), the long
# games from ply 10 and from ply 300 (20 moves each, 25 a second).
MOVE_GAMES_PER_SEC = 8
LONG_GAMES_PER_SEC = 25
SUBJECT_ACTIVE = 300
SUBJECT_FINISHED = 1_500
SUBJECT_EVENTS = 20_000
SWISS_PLAYERS = 2_000
SWISS_DONE = 4            # rounds played; round 5 in progress
TEMPLATES = 8
TEMPLATE_PLIES = 140
LONG_PLIES = 320


def playout(camelot, plies, seed):
    """Moves and positions of a game that stays undecided for `plies` plies, or None."""
    rng = random.Random(seed)
    pos, paths, positions = "start", [], []
    start = subprocess.run([camelot, "apply", "start"], capture_output=True, text=True,
                           check=True).stdout.strip()
    positions.append(start)
    while len(paths) < plies:
        out = subprocess.run([camelot, "moves", pos], capture_output=True, text=True, check=True)
        rows = [line.split("\t") for line in out.stdout.splitlines() if line]
        ongoing = [r for r in rows if r[2] == "*"]
        if not ongoing:
            return None
        move = rng.choice(ongoing)
        paths.append(move[0])
        pos = move[1]
        positions.append(pos)
    return paths, positions


def games_of(camelot, count, plies, seed0):
    found, seed = [], seed0
    while len(found) < count:
        g = playout(camelot, plies, seed)
        seed += 1
        if g:
            found.append(g)
        if seed - seed0 > 500:
            raise SystemExit(f"no undecided playout of {plies} plies found")
    return found


def sql_array(items):
    return "ARRAY[" + ",".join("'" + s.replace("'", "''") + "'" for s in items) + "]::TEXT[]"


# A game row: the columns given for every generated game (the rest take their defaults).
GAME_COLUMNS = ("id, white_id, black_id, white_rating_centi, black_rating_centi, rated, "
                "days_per_move, start_position, position, ply, to_move_id, status, result, "
                "termination, deadline, created_at, updated_at, ended_at, tournament_id, "
                "tournament_round, move_paths, move_times, turn_started_at, white_bank, "
                "black_bank")


def finished_select(src, ids_expr, white, black, template, created, result_expr, tour="NULL",
                    round_="NULL"):
    """SELECT of finished games over `src`, each the whole template game, ended 30 days on."""
    return f"""
SELECT {ids_expr}, {white}, {black}, 150000, 150000, TRUE, 3, t.positions[1],
       t.positions[t.n + 1], t.n, NULL::BIGINT, 'finished', zr.result,
       CASE WHEN zr.result = '1/2-1/2' THEN 'agreement' ELSE 'resignation' END,
       NULL::TIMESTAMPTZ, zc.created, zc.created + interval '30 days', zc.created + interval '30 days',
       {tour}, {round_}, t.paths,
       ARRAY(SELECT zc.created + k * (interval '30 days' / t.n) FROM generate_series(1, t.n) k),
       zc.created + interval '30 days', 259200, 259200
  FROM {src}
  CROSS JOIN LATERAL (SELECT {template} AS tid) zt
  JOIN scale_templates t ON t.t = zt.tid
  CROSS JOIN LATERAL (SELECT {created} AS created) zc
  CROSS JOIN LATERAL (SELECT {result_expr} AS result) zr"""


def active_select(src, ids_expr, white, black, template, ply, deadline):
    """SELECT of active games over `src` at `ply` plies of the template game. Three days per
    move: the turn began three days before the deadline (the clock decides timeouts from the
    turn's start and the bank, the deadline column is only its index)."""
    return f"""
SELECT {ids_expr}, {white}, {black}, 150000, 150000, TRUE, 3, t.positions[1],
       t.positions[zp.ply + 1], zp.ply,
       CASE WHEN zp.ply % 2 = 0 THEN {white} ELSE {black} END, 'active', NULL, NULL,
       {deadline}, now() - interval '20 days', now() - interval '1 hour', NULL::TIMESTAMPTZ,
       NULL::BIGINT, NULL::INTEGER, t.paths[1:zp.ply],
       ARRAY(SELECT now() - interval '20 days' + k * interval '1 minute'
               FROM generate_series(1, zp.ply) k),
       ({deadline}) - interval '3 days', 259200, 259200
  FROM {src}
  CROSS JOIN LATERAL (SELECT {template} AS tid, {ply} AS ply) zp
  JOIN scale_templates t ON t.t = zp.tid"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--camelot", default="target/release/camelot")
    ap.add_argument("--work", required=True)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--bulk", action="store_true")
    ap.add_argument("--password-hash", required=True)
    ap.add_argument("--duration", type=int, default=10, help="seconds of each measured run")
    a = ap.parse_args()
    global MOVE_GAMES, LONG_GAMES
    MOVE_GAMES = max(60, MOVE_GAMES_PER_SEC * (a.duration + 2))
    LONG_GAMES = max(80, LONG_GAMES_PER_SEC * (a.duration + 2))
    s = a.scale if a.bulk else 0.0
    nb_users = int(100_000 * s)
    nb_finished = int(1_000_000 * s)
    nb_active = int(50_000 * s)
    nb_events = int(10_000_000 * s)
    nb_ratings = int(1_000_000 * s)
    if a.bulk and nb_users < 2:
        raise SystemExit("SCALE too small for the bulk data")

    templates = games_of(a.camelot, TEMPLATES, TEMPLATE_PLIES, 1)
    long_game = games_of(a.camelot, 1, LONG_PLIES, 1000)[0]
    with open(os.path.join(a.work, "templates.json"), "w") as f:
        json.dump({"templates": [p for p, _ in templates], "long": long_game[0]}, f)

    out = []
    w = out.append
    w("\\set ON_ERROR_STOP on\nSET synchronous_commit = off;\n")
    w("CREATE UNLOGGED TABLE scale_templates (t INT PRIMARY KEY, n INT, paths TEXT[], "
      "positions TEXT[]);")
    for i, (paths, positions) in enumerate(templates + [long_game]):
        w(f"INSERT INTO scale_templates VALUES ({i}, {len(paths)}, {sql_array(paths)}, "
          f"{sql_array(positions)});")
    long_t = TEMPLATES
    pw = a.password_hash.replace("'", "''")

    # Users: fixture then bulk. Everyone shares one password (hash of a registered account).
    w(f"""
INSERT INTO users (id, username, password_hash, roles, created_at, password_changed_at,
                   rating_centi, peak_rating_centi, rated_games, last_rated_at)
OVERRIDING SYSTEM VALUE
SELECT {F0} + n, 'f' || lpad(n::TEXT, 6, '0'), '{pw}',
       CASE WHEN {F0} + n = {ORGANIZER} THEN ARRAY['player', 'organizer'] ELSE ARRAY['player'] END,
       now() - interval '2 years', now() - interval '2 years',
       100000 + (n * 7919) % 140000, 100000 + (n * 7919) % 140000 + 500, 40,
       now() - (n % 90) * interval '1 day'
  FROM generate_series(1, {F_USERS}) n;""")
    if nb_users:
        w(f"""
INSERT INTO users (id, username, password_hash, created_at, password_changed_at,
                   rating_centi, peak_rating_centi, rated_games, last_rated_at)
OVERRIDING SYSTEM VALUE
SELECT {B0} + n, 'b' || lpad(n::TEXT, 7, '0'), '{pw}', now() - interval '2 years',
       now() - interval '2 years', 100000 + (n::BIGINT * 2654435761) % 150000,
       100000 + (n::BIGINT * 2654435761) % 150000 + 700, 1 + n % 60,
       now() - (n % 240) * interval '1 day'
  FROM generate_series(1, {nb_users}) n;""")

    # Tournaments: 1 the big Swiss, 2-5 small Swisses (running), 6-205 finished round robins.
    w(f"""
INSERT INTO tournaments (id, name, organizer_id, system, rounds, days_per_move, rated, scoring,
                         tiebreaks, status, current_round, initial_colour, created_at, started_at,
                         finished_at)
OVERRIDING SYSTEM VALUE
SELECT n,
       CASE WHEN n = 1 THEN 'Open Swiss 2000' WHEN n <= 5 THEN 'Weekend Swiss ' || n
            ELSE 'Club round robin ' || n END,
       {ORGANIZER}, CASE WHEN n <= 5 THEN 'swiss' ELSE 'round_robin' END,
       CASE WHEN n <= 5 THEN 9 ELSE 7 END, 3, TRUE, '1-½-0',
       CASE WHEN n <= 5 THEN ARRAY['BH/C1', 'BH', 'SB', 'DE'] ELSE ARRAY['DE', 'SB', 'WIN'] END,
       CASE WHEN n <= 5 THEN 'running' ELSE 'finished' END,
       CASE WHEN n = 1 THEN 5 WHEN n <= 5 THEN 1 ELSE 7 END, 'white',
       now() - interval '1 year' + n * interval '1 day',
       now() - interval '1 year' + n * interval '1 day' + interval '7 days',
       CASE WHEN n > 5 THEN now() - interval '1 year' + n * interval '1 day' + interval '90 days' END
  FROM generate_series(1, 205) n;
UPDATE tournaments SET started_at = now() - interval '50 days' WHERE id = 1;""")

    # Finished games: the subject's interleaved with the bulk ones (ids 1 .. total).
    total_fin = nb_finished + SUBJECT_FINISHED
    step = max(1, total_fin // SUBJECT_FINISHED)
    subject_game = f"(i % {step} = 0 AND i / {step} <= {SUBJECT_FINISHED})"
    j = f"(i / {step})"
    nbu = max(nb_users, 2)
    woff = f"((i::BIGINT * 2654435761) % {nbu})"
    boff = f"(({woff} + 1 + i % {nbu - 1}) % {nbu})"
    white = (f"CASE WHEN {subject_game} THEN CASE WHEN {j} % 2 = 0 THEN {SUBJECT} "
             f"ELSE {FIN_OPP0} + {j} END ELSE {B0} + 1 + {woff} END")
    black = (f"CASE WHEN {subject_game} THEN CASE WHEN {j} % 2 = 0 THEN {FIN_OPP0} + {j} "
             f"ELSE {SUBJECT} END ELSE {B0} + 1 + {boff} END")
    w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + finished_select(
        f"generate_series(1, {total_fin}) i", "i", white, black, f"i % {TEMPLATES}",
        f"now() - interval '400 days' + i * (interval '360 days' / {total_fin})",
        "(ARRAY['1-0', '0-1', '1/2-1/2'])[1 + i % 3]") + ";")
    next_id = total_fin + 1

    # The Swiss: rounds 1-4 played (finished games), round 5 in progress (active games).
    # Round r, board b: tpn (b + r) mod 1000 meets tpn 1000 + (b + 3r) mod 1000, colours
    # alternating by round: a perfect matching every round, no pair twice.
    pair_a = "(((b - 1 + r) % 1000) + 1)"
    pair_b = "(((b - 1 + 3 * r) % 1000) + 1001)"
    sw_white = f"{SWISS0} + CASE WHEN r % 2 = 1 THEN {pair_a} ELSE {pair_b} END"
    sw_black = f"{SWISS0} + CASE WHEN r % 2 = 1 THEN {pair_b} ELSE {pair_a} END"
    swiss_fin0 = next_id
    w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + finished_select(
        "generate_series(1, 4) r CROSS JOIN generate_series(1, 1000) b",
        f"{swiss_fin0} + (r - 1) * 1000 + b - 1", sw_white, sw_black, f"(r + b) % {TEMPLATES}",
        "now() - interval '50 days' + r * interval '8 days'",
        "(ARRAY['1-0', '0-1', '1/2-1/2'])[1 + (b * 7 + r) % 3]", "1", "r") + ";")
    next_id += 4000
    swiss_act0 = next_id
    w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
        "(SELECT 5 AS r, b FROM generate_series(1, 1000) b) x",
        f"{swiss_act0} + b - 1", sw_white, sw_black, f"b % {TEMPLATES}", "10 + b % 60",
        "now() + interval '3 days' + b * interval '1 minute'") + ";")
    w(f"UPDATE games SET tournament_id = 1, tournament_round = 5 "
      f"WHERE id BETWEEN {swiss_act0} AND {swiss_act0 + 999};")
    next_id += 1000

    # The subject's 300 active games, half of them their move (the ply's parity).
    subj_act0 = next_id
    w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
        f"generate_series(1, {SUBJECT_ACTIVE}) j", f"{subj_act0} + j - 1",
        f"CASE WHEN j % 2 = 0 THEN {SUBJECT} ELSE {ACTIVE_OPP0} + j END",
        f"CASE WHEN j % 2 = 0 THEN {ACTIVE_OPP0} + j ELSE {SUBJECT} END",
        f"j % {TEMPLATES}", "10 + 2 * (j % 50) + (j / 2) % 2",
        "now() + interval '2 days' + j * interval '13 minutes'") + ";")
    next_id += SUBJECT_ACTIVE

    # Move benchmark: connection c plays its 60 games from ply 10 (white to move).
    move0 = next_id
    n_move = CONNECTIONS * MOVE_GAMES
    w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
        f"generate_series(0, {n_move - 1}) k", f"{move0} + k",
        f"{MOVER0} + 2 * (k / {MOVE_GAMES})", f"{MOVER0} + 2 * (k / {MOVE_GAMES}) + 1",
        f"(k / {MOVE_GAMES}) % {TEMPLATES}", "10",
        "now() + interval '3 days'") + ";")
    next_id += n_move

    # Long games: the 320-ply game at ply 10 and at ply 300.
    long0 = {}
    for start in (10, 300):
        long0[start] = next_id
        n_long = CONNECTIONS * LONG_GAMES
        w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
            f"generate_series(0, {n_long - 1}) k", f"{next_id} + k",
            f"{LONG0} + 2 * (k / {LONG_GAMES})", f"{LONG0} + 2 * (k / {LONG_GAMES}) + 1",
            str(long_t), str(start), "now() + interval '3 days'") + ";")
        next_id += n_long

    # Small running Swisses 2-5: 16 players, round 1 in progress.
    small0 = next_id
    w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
        "generate_series(0, 3) s CROSS JOIN generate_series(1, 8) b",
        f"{small0} + s * 8 + b - 1", f"{SMALL0} + s * 16 + b", f"{SMALL0} + s * 16 + 8 + b",
        f"b % {TEMPLATES}", "10 + b", "now() + interval '4 days'") + ";")
    w(f"UPDATE games SET tournament_id = 2 + (id - {small0}) / 8, tournament_round = 1 "
      f"WHERE id BETWEEN {small0} AND {small0 + 31};")
    next_id += 32

    # Bulk active games between bulk players.
    if nb_active:
        w(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
            f"generate_series(1, {nb_active}) i", f"{next_id} + i - 1",
            f"{B0} + 1 + {woff}", f"{B0} + 1 + {boff}", f"i % {TEMPLATES}", "10 + i % 120",
            "now() + interval '2 days' + (i % 5000) * interval '1 minute'") + ";")
        next_id += nb_active
    overdue0 = next_id
    next_id += 1000

    w(f"""
INSERT INTO tournament_players (tournament_id, user_id, pairing_number, rating_centi, joined_at)
SELECT 1, {SWISS0} + tpn, tpn, u.rating_centi, now() - interval '60 days'
  FROM generate_series(1, {SWISS_PLAYERS}) tpn JOIN users u ON u.id = {SWISS0} + tpn;
INSERT INTO tournament_players (tournament_id, user_id, pairing_number, rating_centi, joined_at)
SELECT 2 + s, {SMALL0} + s * 16 + p, p, 150000, now() - interval '10 days'
  FROM generate_series(0, 3) s CROSS JOIN generate_series(1, 16) p;
INSERT INTO tournament_players (tournament_id, user_id, pairing_number, rating_centi, joined_at)
SELECT 6 + r, {RR0} + r * 8 + p, p, 150000, now() - interval '1 year'
  FROM generate_series(0, 199) r CROSS JOIN generate_series(1, 8) p;
INSERT INTO tournament_rounds (tournament_id, number, paired_at, completed_at)
SELECT 1, r, now() - interval '50 days' + (r - 1) * interval '8 days',
       CASE WHEN r <= {SWISS_DONE} THEN now() - interval '50 days' + r * interval '8 days' END
  FROM generate_series(1, {SWISS_DONE + 1}) r;
INSERT INTO tournament_rounds (tournament_id, number, paired_at)
SELECT 2 + s, 1, now() - interval '2 days' FROM generate_series(0, 3) s;
INSERT INTO tournament_pairings (tournament_id, round, board, white_id, black_id, kind, game_id,
                                 result)
SELECT 1, g.tournament_round, g.id - CASE WHEN g.tournament_round <= {SWISS_DONE}
                                          THEN {swiss_fin0} + (g.tournament_round - 1) * 1000
                                          ELSE {swiss_act0} END + 1,
       g.white_id, g.black_id, 'game', g.id, g.result
  FROM games g WHERE g.tournament_id = 1;
INSERT INTO tournament_pairings (tournament_id, round, board, white_id, black_id, kind, game_id)
SELECT g.tournament_id, 1, g.id - {small0} - (g.tournament_id - 2) * 8 + 1, g.white_id,
       g.black_id, 'game', g.id
  FROM games g WHERE g.tournament_id BETWEEN 2 AND 5;""")

    # Events: the subject's interleaved with everyone else's, spread over 300 days.
    total_ev = nb_events + SUBJECT_EVENTS
    estep = max(1, total_ev // SUBJECT_EVENTS)
    all_users = F_USERS + nb_users
    w(f"""
ALTER TABLE events DISABLE TRIGGER events_queue_deliveries;
INSERT INTO events (user_id, kind, data, created_at, inserted_at)
SELECT CASE WHEN i % {estep} = 0 THEN {SUBJECT}
            ELSE {F0} + 1 + (i::BIGINT * 2654435761) % {all_users} END,
       'opponent_moved',
       jsonb_build_object('game_id', 1 + i % {total_fin}, 'ply', 1 + i % 100, 'path', 'C6-B5',
                          'by', 'f000002'),
       e.at, e.at
  FROM generate_series(1, {total_ev}) i
  CROSS JOIN LATERAL (SELECT now() - interval '300 days' + i * (interval '299 days' / {total_ev})
                      AS at) e;
ALTER TABLE events ENABLE TRIGGER events_queue_deliveries;""")

    # Rating history: both players of the first bulk finished games.
    if nb_ratings:
        w(f"""
INSERT INTO rating_history (user_id, game_id, opponent_id, score_centi, expected_centi, k,
                            before_centi, after_centi, created_at)
SELECT CASE WHEN s = 0 THEN g.white_id ELSE g.black_id END, g.id,
       CASE WHEN s = 0 THEN g.black_id ELSE g.white_id END, 50, 50, 20, 150000, 150000,
       g.ended_at
  FROM (SELECT * FROM games WHERE status = 'finished' AND tournament_id IS NULL
          AND white_id >= {B0} AND black_id >= {B0} ORDER BY id LIMIT {(nb_ratings + 1) // 2}) g
  CROSS JOIN (VALUES (0), (1)) v (s)
 LIMIT {nb_ratings};""")

    # Active games' move lists as the server keeps them (migration 000010): all but the newest
    # 1-32 moves in chunks of 32. Finished games keep the whole list in the row, as games that
    # ended before that migration do (the server reads both).
    w("""
INSERT INTO move_chunks (game_id, first_ply, paths, times)
SELECT g.id, k * 32 + 1, g.move_paths[k * 32 + 1 : k * 32 + 32],
       g.move_times[k * 32 + 1 : k * 32 + 32]
  FROM games g CROSS JOIN LATERAL generate_series(0, (g.ply - 1) / 32 - 1) k
 WHERE g.status = 'active' AND g.ply > 32;
UPDATE games
   SET move_paths = move_paths[(ply - 1) / 32 * 32 + 1 : ply],
       move_times = move_times[(ply - 1) / 32 * 32 + 1 : ply],
       chunked_plies = (ply - 1) / 32 * 32
 WHERE status = 'active' AND ply > 32;""")

    w(f"""
SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users));
SELECT setval(pg_get_serial_sequence('games', 'id'), {next_id});
SELECT setval(pg_get_serial_sequence('tournaments', 'id'), 205);
VACUUM ANALYZE;""")
    with open(os.path.join(a.work, "fixture.sql"), "w") as f:
        f.write("\n".join(out) + "\n")

    # The overdue games, loaded just before the deadline job is timed.
    with open(os.path.join(a.work, "overdue.sql"), "w") as f:
        f.write("\\set ON_ERROR_STOP on\n")
        f.write(f"INSERT INTO games ({GAME_COLUMNS}) OVERRIDING SYSTEM VALUE" + active_select(
            "generate_series(0, 999) k", f"{overdue0} + k", f"{OVERDUE0} + 2 * k + 1",
            f"{OVERDUE0} + 2 * k + 2", f"k % {TEMPLATES}", "10 + k % 100",
            "now() - interval '1 hour' - k * interval '1 second'") + ";\nANALYZE games;\n")

    # What the driver needs: who plays which game, from which ply, of which template.
    meta = {
        "subject": "f000001",
        "subject_id": SUBJECT,
        "swiss_id": 1,
        "finished_ids": [1, total_fin],
        # The subject's finished games, the same 1,500 on both databases: ids step, 2 step, ...
        "subject_finished": [step, SUBJECT_FINISHED],
        "movers": [[f"f{(MOVER0 - F0) + 2 * c:06d}", f"f{(MOVER0 - F0) + 2 * c + 1:06d}"]
                   for c in range(CONNECTIONS)],
        "move_games": [[move0 + c * MOVE_GAMES + g for g in range(MOVE_GAMES)]
                       for c in range(CONNECTIONS)],
        "move_templates": [c % TEMPLATES for c in range(CONNECTIONS)],
        "long_players": [[f"f{(LONG0 - F0) + 2 * c:06d}", f"f{(LONG0 - F0) + 2 * c + 1:06d}"]
                         for c in range(CONNECTIONS)],
        "long_games": {str(st): [[g0 + c * LONG_GAMES + g for g in range(LONG_GAMES)]
                                 for c in range(CONNECTIONS)] for st, g0 in long0.items()},
        "sizes": {"users": F_USERS + nb_users, "finished_games": total_fin + 4000,
                  "active_games": nb_active + 1000 + SUBJECT_ACTIVE + n_move + 2 * CONNECTIONS
                  * LONG_GAMES + 32, "events": total_ev, "rating_history": nb_ratings},
    }
    with open(os.path.join(a.work, "meta.json"), "w") as f:
        json.dump(meta, f)


if __name__ == "__main__":
    main()
