#!/usr/bin/env python3
"""Tournament scale benchmark: a 1,000-player Swiss run through the public API.

Times, end to end as a client sees them: the start (pairing round 1 and creating its games),
the request that completes each later round (it pairs the next round and creates its games),
and the standings with every tie-break. Standard library only.
"""
import argparse
import concurrent.futures as cf
import http.client
import json
import random
import statistics
import sys
import threading
import time

local = threading.local()


def call(a, method, path, body=None, token=None, expect=(200, 201)):
    headers = {"content-type": "application/json"}
    if token:
        headers["authorization"] = "Bearer " + token
    data = json.dumps(body) if body is not None else None
    for attempt in (1, 2):
        conn = getattr(local, "conn", None)
        if conn is None:
            conn = local.conn = http.client.HTTPConnection(a.host, a.port, timeout=300)
        try:
            conn.request(method, "/api/v1" + path, body=data, headers=headers)
            res = conn.getresponse()
            break
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            # The server closed an idle keep-alive connection: open a new one and resend.
            conn.close()
            local.conn = None
            if attempt == 2:
                raise
    raw = res.read()
    if res.status not in expect:
        sys.exit(f"{method} {path} -> {res.status}: {raw[:300]!r}")
    return json.loads(raw) if raw and raw[:1] in b"[{" else raw


def timed(f, *args, **kw):
    t = time.perf_counter()
    out = f(*args, **kw)
    return out, time.perf_counter() - t


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8080)
    p.add_argument("--players", type=int, default=1000)
    p.add_argument("--rounds", type=int, default=5, help="rounds to pair (the Swiss has 9)")
    p.add_argument("--admin", required=True)
    p.add_argument("--admin-password", required=True)
    p.add_argument("--threads", type=int, default=4)
    p.add_argument("--tiebreaks", default="BH/C1,BH,SB,DE,BH/C2,BH/M1,SB/C1,WIN,BPG,PS,ARO,TPR",
                   help="the standings' tie-breaks (at most 12, the server's limit)")
    a = p.parse_args()
    rng = random.Random(11)
    pool = cf.ThreadPoolExecutor(a.threads)

    admin = call(a, "POST", "/auth/login", {"username": a.admin, "password": a.admin_password})["access_token"]
    tag = f"t{int(time.time()) % 100000}"

    def join_player(i):
        user = {"username": f"{tag}p{i}", "password": "tournament benchmark"}
        me = call(a, "POST", "/auth/register", user)
        token = call(a, "POST", "/auth/login", user)["access_token"]
        return me["username"], token

    t0 = time.perf_counter()
    players = dict(pool.map(join_player, range(a.players)))
    print(f"{a.players} players registered in {time.perf_counter() - t0:.1f} s", file=sys.stderr)

    t = call(a, "POST", "/tournaments", {"name": f"{a.players}-player Swiss", "system": "swiss",
                                         "rounds": 9, "days_per_move": 3, "rated": True,
                                         "tiebreaks": a.tiebreaks.split(",")}, admin)
    tid = t["id"]
    list(pool.map(lambda tok: call(a, "POST", f"/tournaments/{tid}/join", token=tok), players.values()))

    _, took = timed(call, a, "POST", f"/tournaments/{tid}/start", token=admin)
    rows = [("start: pair round 1 and create its games", took)]

    for rnd in range(1, a.rounds):
        boards = call(a, "GET", f"/tournaments/{tid}/rounds/{rnd}")["boards"]
        games = [b for b in boards if b["game_id"] and b["result"] is None]

        def resign(b):
            loser = b["white"] if rng.random() < 0.5 else b["black"]
            call(a, "POST", f"/games/{b['game_id']}/resign", token=players[loser])

        list(pool.map(resign, games[:-1]))
        t0 = time.perf_counter()
        resign(games[-1])
        answered = time.perf_counter() - t0
        # The pairing job (any replica) pairs the next round: wait until it is published.
        while True:
            paired = call(a, "GET", f"/tournaments/{tid}/rounds/{rnd + 1}", expect=(200, 404))
            if isinstance(paired, dict) and "boards" in paired:
                break
            time.sleep(0.05)
        published = time.perf_counter() - t0
        n = sum(1 for b in paired["boards"] if b["game_id"])
        rows.append((f"last result of round {rnd}: the request answers", answered))
        rows.append((f"  round {rnd + 1} published by the pairing job ({n} games)", published))

    times = []
    for _ in range(20):
        _, took = timed(call, a, "GET", f"/tournaments/{tid}/standings")
        times.append(took)
    body = call(a, "GET", f"/tournaments/{tid}/standings")
    tbs = ",".join(body.get("tiebreaks", []))
    rows.append((f"standings, {a.players} players, tie-breaks {tbs} (median of 20)", statistics.median(times)))
    rows.append(("standings (slowest of 20)", max(times)))

    width = max(len(r[0]) for r in rows)
    for label, secs in rows:
        print(f"{label:<{width}}  {secs * 1000:9.1f} ms")


if __name__ == "__main__":
    main()
