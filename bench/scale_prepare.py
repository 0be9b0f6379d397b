#!/usr/bin/env python3
"""Prepares the requests bench/scale.sh measures, through the public API of a running server:
signs in the players it needs, writes the move benchmark's per-connection files, and walks the
paginated lists to the deep pages measured (leaderboard page 500, a user's games page 50, the
middle of a 20,000-event log), writing their URLs to requests.json. Standard library only."""
import argparse
import http.client
import json
import os
import sys
import urllib.parse

PASSWORD = "scale benchmark password"


class Api:
    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)

    def call(self, method, path, body=None, token=None):
        headers = {"content-type": "application/json"}
        if token:
            headers["authorization"] = "Bearer " + token
        self.conn.request(method, path, body=json.dumps(body) if body is not None else None,
                          headers=headers)
        res = self.conn.getresponse()
        raw = res.read()
        if res.status not in (200, 201):
            sys.exit(f"{method} {path} -> {res.status}: {raw[:300]!r}")
        return json.loads(raw)

    def login(self, user):
        return self.call("POST", "/api/v1/auth/login",
                         {"username": user, "password": PASSWORD})["access_token"]

    def walk(self, path, pages, token=None, limit=20):
        """The URL of page `pages + 1` of a cursor-paginated list (`limit` per page)."""
        cursor = None
        sep = "&" if "?" in path else "?"
        for _ in range(pages):
            url = f"{path}{sep}limit={limit}"
            if cursor:
                url += "&cursor=" + urllib.parse.quote(cursor)
            cursor = self.call("GET", url, token=token)["next_cursor"]
            if cursor is None:
                sys.exit(f"{path} has fewer than {pages + 1} pages of {limit}")
        return f"{path}{sep}limit={limit}&cursor={urllib.parse.quote(cursor)}"


def write_conns(directory, players, games, lines, first, last, tokens):
    """Per connection: its players' tokens, its line of moves, its games from `first` to `last`
    plies (the whole line when `last` is None)."""
    os.makedirs(directory, exist_ok=True)
    for c, ((w, b), ids, line) in enumerate(zip(players, games, lines)):
        end = len(line) if last is None else last
        with open(os.path.join(directory, f"conn-{c + 1}.txt"), "w") as f:
            f.write(f"{tokens[w]} {tokens[b]}\n{' '.join(line)}\n")
            f.writelines(f"{g} {first} {end}\n" for g in ids)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    meta = json.load(open(os.path.join(a.work, "meta.json")))
    lines = json.load(open(os.path.join(a.work, "templates.json")))
    api = Api(a.port)
    names = {meta["subject"]} | {p for pair in meta["movers"] + meta["long_players"] for p in pair}
    tokens = {n: api.login(n) for n in sorted(names)}

    tpl = lines["templates"]
    lines_per_conn = [tpl[t] for t in meta["move_templates"]]
    write_conns(os.path.join(a.work, "moves"), meta["movers"], meta["move_games"],
                lines_per_conn, 10, None, tokens)
    for start in ("10", "300"):
        write_conns(os.path.join(a.work, f"long{start}"), meta["long_players"],
                    meta["long_games"][start], [lines["long"]] * len(meta["long_players"]),
                    int(start), int(start) + 20, tokens)

    subject = tokens[meta["subject"]]
    # The middle of the subject's event log, paged through as a client would.
    after, seen = 0, 0
    while seen < 10_000:
        page = api.call("GET", f"/api/v1/me/events?after={after}&limit=500", token=subject)
        seen += len(page["items"])
        after = page["next_cursor"]
        if not page["items"]:
            sys.exit("the subject's event log is shorter than 10,000 events")
    requests = {
        "subject_token": subject,
        "inbox": "/api/v1/me/games?status=active",
        "events_deep": f"/api/v1/me/events?after={after}",
        "leaderboard_1": "/api/v1/ratings/leaderboard",
        "leaderboard_500": api.walk("/api/v1/ratings/leaderboard", 499),
        "user_games_50": api.walk(f"/api/v1/users/{meta['subject']}/games", 49),
        "standings": f"/api/v1/tournaments/{meta['swiss_id']}/standings",
        "crosstable": f"/api/v1/tournaments/{meta['swiss_id']}/crosstable",
    }
    with open(os.path.join(a.work, "requests.json"), "w") as f:
        json.dump(requests, f, indent=1)
    # For EXPLAIN: the decoded cursors of the deep pages.
    print(json.dumps({k: v for k, v in requests.items() if k != "subject_token"}), file=sys.stderr)


if __name__ == "__main__":
    main()
