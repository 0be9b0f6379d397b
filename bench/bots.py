#!/usr/bin/env python3
"""Bot benchmark: many games at once against the computer opponents, beside the same load of
people playing people. Driven by bench/bots.sh; standard library only (threads + http.client).

  bots.py setup  --port P --accounts N --out accounts.json
      registers and signs in N scripted players (in parallel; each costs two password hashes).
  bots.py run    --port P --mode people|bots --accounts accounts.json --out result.json ...
      keeps --games games going and plays the humans' side at --rate moves/s in total;
      measures a window of --duration seconds after --warmup seconds.
  bots.py report people.json bots.json
      prints the Markdown tables comparing the two runs.

A run:
  * mode `people`: game i is played by players i (White) and i+1 (Black), both scripted.
    mode `bots`: player i (White) plays camelot-bot-L, L taken round-robin from --levels.
  * Each human move is one turn: GET /games/{id} (the "read"), GET /games/{id}/legal-moves,
    then POST /games/{id}/moves with a random legal move (captures weighted 3:1) and
    expected_ply. Turns are handed out by a token bucket at --rate per second to worker
    threads, taking the games whose human is to move in first-come order, so each game gets at
    most one human move per cycle through the games; a game waiting for its bot is skipped
    (and a token that finds no game ready is counted as missed, not saved up).
  * A game that ends (or reaches --max-plies, when the human to move resigns) is replaced by
    a new one between the same players at once.
  * How the humans learn that a bot has answered: one watcher thread reads the public list of
    games (`GET /games?status=active` and `?status=finished`, 100 a page, most recently moved
    first) every --watch-ms, down to a little before its previous read. The watcher runs in
    both modes, so both carry the same extra load (a few list pages a second).
  * The bot's answer time is taken from the server's own timestamps: the human move's
    `played_at` (in the POST's answer) to the bot move's time (`last_move_at` in the list, the
    same clock as `played_at`), counted for bot moves made inside the window. The time until
    the client noticed (acknowledgement to the watcher's sighting) is kept as a cross-check.
"""
import argparse
import collections
import concurrent.futures as cf
import http.client
import json
import math
import os
import queue
import random
import resource
import sys
import threading
import time
import urllib.parse
from datetime import datetime

API = "/api/v1"
PASSWORD = "bots benchmark password"
RACES = (409, 412)  # not your turn / game over / stale ply: a game that moved meanwhile

local = threading.local()


class Api:
    """Requests over one keep-alive connection per thread; every request is recorded."""

    def __init__(self, host, port):
        self.host, self.port = host, port
        self.lock = threading.Lock()
        self.samples = collections.defaultdict(list)      # kind -> [(start, seconds)]
        self.statuses = collections.defaultdict(list)     # kind -> [(start, status)]
        self.error_bodies = []

    def call(self, kind, method, path, body=None, token=None):
        """(status, parsed body or None). Status 0: no answer (connection failed)."""
        headers = {"content-type": "application/json"}
        if token:
            headers["authorization"] = "Bearer " + token
        data = json.dumps(body) if body is not None else None
        status, raw, t_wall, took = 0, b"", time.time(), 0.0
        for attempt in (1, 2, 3):
            conn = getattr(local, "conn", None)
            if conn is None:
                conn = local.conn = http.client.HTTPConnection(self.host, self.port, timeout=120)
            t_wall, t0 = time.time(), time.perf_counter()
            try:
                conn.request(method, API + path, body=data, headers=headers)
                res = conn.getresponse()
                raw = res.read()
                took = time.perf_counter() - t0
                status = res.status
                break
            except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected,
                    http.client.CannotSendRequest, http.client.ResponseNotReady):
                # The server closed an idle keep-alive connection: reconnect and resend (a
                # resent move carries expected_ply, so it is never played twice).
                conn.close()
                local.conn = None
            except OSError as e:
                conn.close()
                local.conn = None
                raw = repr(e).encode()
                if attempt == 3:
                    break
                time.sleep(0.2)
        with self.lock:
            if status:
                self.samples[kind].append((t_wall, took))
            self.statuses[kind].append((t_wall, status))
            if not (200 <= status < 300) and status not in RACES and len(self.error_bodies) < 20:
                self.error_bodies.append(f"{method} {path} -> {status}: {raw[:300]!r}")
        parsed = None
        if raw[:1] in (b"{", b"["):
            try:
                parsed = json.loads(raw)
            except ValueError:
                pass
        return status, parsed


def must(result, what):
    status, body = result
    if not (200 <= status < 300):
        raise RuntimeError(f"{what}: HTTP {status}: {json.dumps(body)[:300] if body else ''}")
    return body


def ts(text):
    """RFC 3339 time of the API -> seconds since the epoch."""
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def pct(values, p):
    if not values:
        return None
    s = sorted(values)  # nearest rank
    return s[min(len(s) - 1, max(0, math.ceil(p / 100 * len(s)) - 1))]


def summary(values):
    return {"n": len(values), "p50": pct(values, 50), "p95": pct(values, 95),
            "p99": pct(values, 99), "max": max(values) if values else None}


def proc_cpu(pid):
    """CPU seconds (user + system) used so far by process `pid`."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def proc_peak_rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return None


# ---------------------------------------------------------------------------------------------
# set-up: the accounts


def setup(a):
    api = Api(a.host, a.port)
    names = [f"{a.prefix}{i}" for i in range(a.accounts)]

    def one(name):
        user = {"username": name, "password": PASSWORD}
        status, body = api.call("register", "POST", "/auth/register", user)
        if status not in (201, 409):  # 409: registered by an earlier set-up
            raise RuntimeError(f"register {name}: HTTP {status}: {body}")
        tokens = must(api.call("login", "POST", "/auth/login", user), f"login {name}")
        return [name, tokens["access_token"]]

    t0 = time.perf_counter()
    with cf.ThreadPoolExecutor(a.threads) as pool:
        users = list(pool.map(one, names))
    took = time.perf_counter() - t0
    with open(a.out, "w") as f:
        json.dump({"users": users, "setup_seconds": took}, f)
    print(f"set-up: {len(users)} players registered and signed in in {took:.1f} s "
          f"({took / max(1, len(users)) * 1000:.0f} ms each, {a.threads} at a time)", file=sys.stderr)


# ---------------------------------------------------------------------------------------------
# a run


class Slot:
    """One of the games kept going: its players and where it stands."""
    __slots__ = ("i", "white", "black", "tok_w", "tok_b", "level", "gid", "state", "human_ply",
                 "human_at", "ack", "cid", "since")

    def __init__(self, i):
        self.i = i
        self.level = None
        self.gid = None
        self.state = "new"   # ready | busy | waiting (for the bot) | accepting (challenge)
        self.human_ply = self.human_at = self.ack = self.cid = self.since = None


class Run:
    def __init__(self, a):
        self.a = a
        self.api = Api(a.host, a.port)
        self.rng = random.Random(a.seed)
        self.lock = threading.Lock()
        self.ready = collections.deque()
        self.by_game = {}
        self.stop = threading.Event()
        self.counts = collections.Counter()
        self.human_moves = []     # times (client clock) of acknowledged human moves
        self.tokens = []          # (time, found a game?)
        self.bot_answers = []     # (level, seconds by the server's clock, bot move time, noticed)
        self.bot_endings = []     # (level, time): the bot ended the game without a move
        self.exceptions = []

    # -- games ------------------------------------------------------------------------------

    def new_game(self, slot, kind="new game"):
        """Starts the slot's next game. People: challenge + accept (ready at once). Bots: the
        challenge; the bot worker accepts it and the watcher picks the game up."""
        a = self.a
        draft = {"opponent": slot.black, "color": "white", "rated": False, "days_per_move": 3}
        if a.mode == "people":
            ch = must(self.api.call(kind, "POST", "/challenges", draft, slot.tok_w), "challenge")
            game = must(self.api.call(kind, "POST", f"/challenges/{ch['id']}/accept",
                                      token=slot.tok_b), "accept")
            with self.lock:
                self.by_game.pop(slot.gid, None)
                slot.gid = game["id"]
                self.by_game[slot.gid] = slot
                slot.state = "ready"
                self.counts["games started"] += 1
            return True
        ch = must(self.api.call(kind, "POST", "/challenges", draft, slot.tok_w), "challenge")
        with self.lock:
            self.by_game.pop(slot.gid, None)
            slot.gid, slot.cid, slot.since, slot.state = None, ch["id"], time.time(), "accepting"
        return False

    def make_ready(self, slot):
        with self.lock:
            slot.state = "ready"
            self.ready.append(slot)

    # -- one human turn ---------------------------------------------------------------------

    def turn(self, slot):
        """GET the game, GET its legal moves, POST one. Returns once the slot is handed on."""
        a = self.a
        if slot.gid is None and not self.new_game(slot):  # its last challenge failed
            return
        for _ in range(3):  # a finished game is replaced and the new one played at once
            # The read is made as White; either side may read any game.
            status, game = self.api.call("read", "GET", f"/games/{slot.gid}", token=slot.tok_w)
            if status != 200 or game is None:
                self.counts["turns failed"] += 1
                self.make_ready(slot)
                return
            if game["status"] != "active":
                self.counts["games ended (seen by the human)"] += 1
                if not self.new_game(slot):
                    return
                continue
            white = game["side_to_move"] == "white"
            if a.mode == "bots" and not white:
                # Still the bot's move (the watcher saw something else): wait again.
                self.counts["read found the bot still to move"] += 1
                with self.lock:
                    slot.state = "waiting"
                return
            token = slot.tok_w if white else slot.tok_b
            ply = game["ply"]
            if ply >= a.max_plies:
                self.api.call("resign", "POST", f"/games/{slot.gid}/resign", token=token)
                self.counts[f"games resigned at {a.max_plies} plies"] += 1
                if not self.new_game(slot):
                    return
                continue
            status, legal = self.api.call("legal moves", "GET", f"/games/{slot.gid}/legal-moves",
                                          token=token)
            moves = (legal or {}).get("moves") or []
            if status != 200 or not moves:
                self.counts["turns failed"] += 1
                self.make_ready(slot)
                return
            weights = [3 if m.get("captures") else 1 for m in moves]
            path = self.rng.choices(moves, weights)[0]["path"]
            status, after = self.api.call("move", "POST", f"/games/{slot.gid}/moves",
                                          {"path": path, "expected_ply": ply}, token)
            now = time.time()
            if status in RACES:
                self.counts["move races (409/412)"] += 1
                self.make_ready(slot)
                return
            if status != 201 or after is None:
                self.counts["turns failed"] += 1
                self.make_ready(slot)
                return
            with self.lock:
                self.human_moves.append(now)
            if after["status"] != "active":
                self.counts["games ended by a human move"] += 1
                if self.new_game(slot):
                    self.make_ready(slot)
                return
            if a.mode == "people":
                self.make_ready(slot)   # the other scripted side moves next, a cycle later
                return
            with self.lock:
                slot.state = "waiting"
                slot.human_ply = after["ply"]
                slot.human_at = ts(after["moves"][-1]["played_at"])
                slot.ack = now
            return
        self.make_ready(slot)

    def worker(self, work):
        while True:
            slot = work.get()
            if slot is None:
                return
            try:
                self.turn(slot)
            except Exception as e:  # noqa: BLE001 - counted and shown, the run goes on
                with self.lock:
                    self.counts["turns failed"] += 1
                    if len(self.exceptions) < 10:
                        self.exceptions.append(repr(e))
                self.make_ready(slot)

    # -- the watcher ------------------------------------------------------------------------

    def seen(self, item, noticed):
        """A game of the public list: a bot that answered hands the game back to its human."""
        slot = self.by_game.get(item["id"])
        if slot is None or slot.state != "waiting":
            return
        ended = item["status"] != "active"
        if item["ply"] > slot.human_ply:
            bot_at = ts(item["last_move_at"])
            self.bot_answers.append((slot.level, bot_at - slot.human_at, bot_at, noticed - slot.ack))
        elif ended:
            self.bot_endings.append((slot.level, noticed))   # resigned, or claimed a draw
        else:
            return
        slot.state = "ready"
        self.ready.append(slot)

    def watch_once(self, cutoff):
        """Reads both public lists down to `cutoff` (epoch seconds). Returns when it began."""
        began = time.time()
        for shown, key in (("active", "last_move_at"), ("finished", "ended_at")):
            cursor = None
            for _ in range(self.a.watch_pages):
                q = f"/games?status={shown}&limit=100"
                if cursor:
                    q += "&cursor=" + urllib.parse.quote(cursor)
                status, page = self.api.call("watch list", "GET", q)
                if status != 200 or page is None:
                    break
                noticed = time.time()
                items = page.get("items", [])
                with self.lock:
                    for item in items:
                        self.seen(item, noticed)
                cursor = page.get("next_cursor")
                if not cursor or not items or not items[-1].get(key) or ts(items[-1][key]) < cutoff:
                    break
        return began

    def poll_challenges(self):
        """Binds the games of accepted challenges (bots mode)."""
        now = time.time()
        with self.lock:
            due = [s for s in self.by_slot if s.state == "accepting" and now - s.since > 0.2]
        for slot in due[:200]:
            status, ch = self.api.call("challenge poll", "GET", f"/challenges/{slot.cid}", token=slot.tok_w)
            if status != 200 or ch is None:
                continue
            if ch.get("game_id"):
                with self.lock:
                    slot.gid = ch["game_id"]
                    self.by_game[slot.gid] = slot
                    slot.state = "ready"
                    self.ready.append(slot)
                    self.counts["games started"] += 1
            elif ch.get("status") not in (None, "open"):
                self.counts[f"challenges {ch.get('status')}"] += 1
                self.new_game(slot)

    def watcher(self):
        a = self.a
        previous = time.time() - 5
        n = 0
        while not self.stop.is_set():
            t0 = time.time()
            n += 1
            # Each read goes down to a little before the previous one began (moves commit a
            # moment after their timestamp); every 20th read looks further back.
            margin = a.watch_margin * (8 if n % 20 == 0 else 1)
            try:
                previous = self.watch_once(previous - margin)
                if a.mode == "bots":
                    self.poll_challenges()
            except Exception as e:  # noqa: BLE001
                with self.lock:
                    self.counts["watcher errors"] += 1
                    if len(self.exceptions) < 10:
                        self.exceptions.append("watcher: " + repr(e))
            self.stop.wait(max(0.0, a.watch_ms / 1000 - (time.time() - t0)))

    # -- the run ----------------------------------------------------------------------------

    def main(self):
        a = self.a
        users = json.load(open(a.accounts))["users"]
        if a.games > len(users):
            sys.exit(f"{a.games} games need {a.games} players; the set-up made {len(users)}")
        users = users[:a.games]
        slots = []
        if a.mode == "people":
            if a.games < 2:
                sys.exit("people mode needs at least 2 games")
            for i in range(a.games):
                s = Slot(i)
                (s.white, s.tok_w), (s.black, s.tok_b) = users[i], users[(i + 1) % a.games]
                slots.append(s)
        else:
            bots = {b["level"]: b["username"] for b in must(self.api.call("bots", "GET", "/bots"), "bots")}
            levels = [int(x) for x in a.levels.split(",")]
            for lv in levels:
                if lv not in bots:
                    sys.exit(f"no bot of level {lv} (the server has {sorted(bots)})")
            for i in range(a.games):
                s = Slot(i)
                s.white, s.tok_w = users[i]
                s.level = levels[i % len(levels)]
                s.black, s.tok_b = bots[s.level], None
                slots.append(s)
        self.by_slot = slots

        # Start every game (in parallel), then wait for the bots to accept theirs.
        t0 = time.perf_counter()
        with cf.ThreadPoolExecutor(16) as pool:
            list(pool.map(self.new_game, slots))
        if a.mode == "bots":
            deadline = time.time() + 300
            while any(s.state == "accepting" for s in slots):
                if time.time() > deadline:
                    sys.exit("the bots did not accept every challenge within 300 s")
                self.poll_challenges()
                time.sleep(0.2)
        with self.lock:
            self.ready.clear()
            for s in slots:
                s.state = "ready"
                self.ready.append(s)
        games_setup = time.perf_counter() - t0
        print(f"[{a.mode}] {a.games} games started in {games_setup:.1f} s; warm-up {a.warmup:g} s, "
              f"then {a.duration:g} s measured at {a.rate:g} human moves/s", file=sys.stderr)

        work = queue.Queue()
        workers = [threading.Thread(target=self.worker, args=(work,), daemon=True)
                   for _ in range(a.threads)]
        for w in workers:
            w.start()
        watcher = threading.Thread(target=self.watcher, daemon=True)
        watcher.start()

        start = time.time()
        w0, w1 = start + a.warmup, start + a.warmup + a.duration
        marks = {}

        def mark(name, at):
            time.sleep(max(0.0, at - time.time()))
            ru = resource.getrusage(resource.RUSAGE_SELF)
            marks[name] = {"t": time.time(), "server_cpu": proc_cpu(a.server_pid) if a.server_pid else None,
                           "client_cpu": ru.ru_utime + ru.ru_stime}

        m0 = threading.Thread(target=mark, args=("w0", w0), daemon=True)
        m1 = threading.Thread(target=mark, args=("w1", w1), daemon=True)
        m0.start()
        m1.start()

        # The token bucket: one turn every 1/rate s, to the game that has been ready longest.
        interval = 1.0 / a.rate
        next_at = start
        last_report = start
        while True:
            now = time.time()
            if now >= w1:
                break
            if next_at > now:
                time.sleep(min(next_at - now, w1 - now))
                continue
            next_at += interval
            with self.lock:
                slot = self.ready.popleft() if self.ready else None
                if slot is not None:
                    slot.state = "busy"
            self.tokens.append((now, slot is not None))
            if slot is not None:
                work.put(slot)
            if now - last_report >= 10:
                last_report = now
                with self.lock:
                    waiting = sum(1 for s in slots if s.state == "waiting")
                    ready = len(self.ready)
                phase = "warm-up" if now < w0 else "measuring"
                print(f"[{a.mode}] {now - start:5.0f} s ({phase}): {len(self.human_moves)} human moves, "
                      f"{len(self.bot_answers)} bot moves; games ready {ready}, waiting for a bot "
                      f"{waiting}, turns queued {work.qsize()}", file=sys.stderr)
        m1.join()
        end = time.time()
        with self.lock:
            waiting_ages = [end - s.ack for s in slots if s.state == "waiting" and s.ack]
        self.stop.set()
        for _ in workers:
            work.put(None)
        for w in workers:
            w.join(timeout=30)
        watcher.join(timeout=30)

        self.write(w0, w1, marks, games_setup, waiting_ages)

    def write(self, w0, w1, marks, games_setup, waiting_ages):
        a = self.a
        inside = lambda t: w0 <= t < w1  # noqa: E731
        api = self.api
        requests = {}
        for kind in sorted(set(api.statuses)):
            times = [d for t, d in api.samples[kind] if inside(t)]
            codes = collections.Counter(s for t, s in api.statuses[kind] if inside(t))
            requests[kind] = {
                **summary(times),
                "errors": {str(k): v for k, v in codes.items() if not (200 <= k < 300) and k not in RACES},
                "races": sum(v for k, v in codes.items() if k in RACES),
                "errors_total": {str(k): v for k, v in collections.Counter(
                    s for _, s in api.statuses[kind]).items() if not (200 <= k < 300) and k not in RACES},
            }
        answers = [x for x in self.bot_answers if inside(x[2])]
        per_level = {}
        for lv in sorted({x[0] for x in answers}):
            per_level[str(lv)] = summary([x[1] for x in answers if x[0] == lv])
        tokens = [f for t, f in self.tokens if inside(t)]
        result = {
            "mode": a.mode, "games": a.games, "rate": a.rate, "warmup": a.warmup,
            "duration": a.duration, "levels": a.levels if a.mode == "bots" else None,
            "bot_move_ms": a.bot_move_ms, "games_setup_seconds": games_setup,
            "requests": requests,
            "human_moves_per_s": sum(1 for t in self.human_moves if inside(t)) / a.duration,
            "tokens": len(tokens), "tokens_missed": sum(1 for f in tokens if not f),
            "bot_answer": summary([x[1] for x in answers]),
            "bot_answer_noticed": summary([x[3] for x in answers]),
            "bot_answer_per_level": per_level,
            "bot_answers_within_budget": (sum(1 for x in answers if x[1] * 1000 <= a.bot_move_ms)
                                          / len(answers)) if answers else None,
            "bot_moves_per_s": len(answers) / a.duration,
            "bot_endings": sum(1 for x in self.bot_endings if inside(x[1])),
            "waiting_for_bot_at_end": len(waiting_ages),
            "longest_wait_at_end": max(waiting_ages) if waiting_ages else None,
            "counts": dict(self.counts),
            "exceptions": self.exceptions,
            "error_bodies": api.error_bodies,
        }
        if "w0" in marks and "w1" in marks:
            span = marks["w1"]["t"] - marks["w0"]["t"]
            if a.server_pid:
                cpu = marks["w1"]["server_cpu"] - marks["w0"]["server_cpu"]
                result["server_cpu_seconds"] = cpu
                result["server_cores_used"] = cpu / span
                result["server_peak_rss_mib"] = proc_peak_rss_mib(a.server_pid)
            result["client_cores_used"] = (marks["w1"]["client_cpu"] - marks["w0"]["client_cpu"]) / span
        with open(a.out, "w") as f:
            json.dump(result, f, indent=1)
        print_run(result)


# ---------------------------------------------------------------------------------------------
# output


def ms(v):
    return "—" if v is None else f"{v * 1000:.1f}"


def row4(s):
    return f"{ms(s.get('p50'))} / {ms(s.get('p95'))} / {ms(s.get('p99'))} / {ms(s.get('max'))}"


def print_run(r):
    out = sys.stderr
    print(f"\n[{r['mode']}] measured {r['duration']:g} s: {r['human_moves_per_s']:.1f} human moves/s "
          f"(target {r['rate']:g}; {r['tokens_missed']} of {r['tokens']} turns found no game ready)",
          file=out)
    for kind, s in r["requests"].items():
        if not s["n"] and not s["errors"]:
            continue
        extra = ""
        if s["errors"]:
            extra += f"  errors {s['errors']}"
        if s["races"]:
            extra += f"  races {s['races']}"
        print(f"  {kind:<16} n={s['n']:<6} p50/p95/p99/max ms {row4(s)}{extra}", file=out)
    if r["mode"] == "bots":
        print(f"  bot answers      n={r['bot_answer']['n']:<6} p50/p95/p99/max ms {row4(r['bot_answer'])}"
              f"  ({r['bot_moves_per_s']:.1f} bot moves/s; noticed by the client p50/p99 "
              f"{ms(r['bot_answer_noticed']['p50'])}/{ms(r['bot_answer_noticed']['p99'])} ms)", file=out)
        for lv, s in r["bot_answer_per_level"].items():
            print(f"    level {lv:<3}      n={s['n']:<6} p50/p95/p99/max ms {row4(s)}", file=out)
        print(f"  still waiting for a bot at the end: {r['waiting_for_bot_at_end']} games"
              f" (longest {ms(r['longest_wait_at_end'])} ms)", file=out)
    if r.get("server_cpu_seconds") is not None:
        print(f"  server: {r['server_cpu_seconds']:.1f} CPU s in the window "
              f"({r['server_cores_used']:.2f} cores), peak RSS {r['server_peak_rss_mib']:.0f} MiB; "
              f"client {r['client_cores_used']:.2f} cores", file=out)
    if r["counts"]:
        print(f"  {r['counts']}", file=out)
    for e in r["exceptions"] + r["error_bodies"][:10]:
        print(f"  ! {e}", file=out)


def report(a):
    A = json.load(open(a.people))
    B = json.load(open(a.bots))

    def ratio(kind):
        pa = A["requests"].get(kind, {}).get("p99")
        pb = B["requests"].get(kind, {}).get("p99")
        return f"**{pb / pa:.2f}×**" if pa and pb else "—"

    def errors(r):
        n = sum(sum(s["errors"].values()) for s in r["requests"].values())
        races = sum(s["races"] for s in r["requests"].values())
        return f"{n} ({races} races)" if races else str(n)

    print(f"{A['games']:,} games at once, humans at {A['rate']:g} moves/s in total; "
          f"{A['warmup']:g} s warm-up, {A['duration']:g} s measured; bot levels {B['levels']}, "
          f"BOT_MOVE_MS {B['bot_move_ms']}. Latencies in ms, p50 / p95 / p99 / max.\n")
    print("| | people only (A) | with bots (B) | p99 B/A |")
    print("|---|---:|---:|---:|")
    for kind, label in (("read", "GET the game (read)"), ("legal moves", "GET its legal moves"),
                        ("move", "POST a human move")):
        sa, sb = A["requests"].get(kind, {}), B["requests"].get(kind, {})
        print(f"| {label} | {row4(sa)} | {row4(sb)} | {ratio(kind)} |")
    print(f"| human moves/s made (target {A['rate']:g}) | {A['human_moves_per_s']:.1f} | "
          f"{B['human_moves_per_s']:.1f} | |")
    print(f"| bot moves/s | — | {B['bot_moves_per_s']:.1f} | |")
    print(f"| bot answer, human move to bot move (server clock) | — | {row4(B['bot_answer'])} | |")
    print(f"| errors (non-2xx) in the window | {errors(A)} | {errors(B)} | |")

    def cpu(r):
        return (f"{r['server_cpu_seconds']:.1f} s ({r['server_cores_used']:.2f} cores)"
                if r.get("server_cpu_seconds") is not None else "—")

    def rss(r):
        return f"{r['server_peak_rss_mib']:.0f} MiB" if r.get("server_peak_rss_mib") else "—"

    print(f"| server CPU time in the window | {cpu(A)} | {cpu(B)} | |")
    print(f"| server peak RSS | {rss(A)} | {rss(B)} | |")
    print()
    budget = B["bot_move_ms"] / 1000
    print(f"Bot answer time by level (from the human move's `played_at` to the bot's move, "
          f"budget {B['bot_move_ms']} ms):\n")
    print("| level | bot moves | p50 | p95 | p99 | max | p99 within budget |")
    print("|---:|---:|---:|---:|---:|---:|:---:|")
    for lv, s in list(B["bot_answer_per_level"].items()) + [("all", B["bot_answer"])]:
        ok = "—" if s["p99"] is None else ("yes" if s["p99"] <= budget else "**no**")
        print(f"| {lv} | {s['n']:,} | {ms(s['p50'])} | {ms(s['p95'])} | {ms(s['p99'])} | "
              f"{ms(s['max'])} | {ok} |")
    print()
    if B["waiting_for_bot_at_end"]:
        print(f"At the end of the window {B['waiting_for_bot_at_end']} games were still waiting for "
              f"their bot (the longest for {B['longest_wait_at_end']:.1f} s): their answers are not "
              f"in the percentiles above.")
    ra = [A["requests"].get(k, {}).get("p99") for k in ("read", "move")]
    rb = [B["requests"].get(k, {}).get("p99") for k in ("read", "move")]
    if all(ra) and all(rb):
        worst = max(rb[0] / ra[0], rb[1] / ra[1])
        verdict = "met" if worst <= 1.5 and B["bot_answer"]["p99"] is not None and \
            B["bot_answer"]["p99"] <= budget and B["human_moves_per_s"] >= 0.95 * B["rate"] else "not met"
        print(f"Target (reads' and moves' p99 within 1.5× of run A at the same move rate, bots' "
              f"p99 within {B['bot_move_ms']} ms): **{verdict}** — worst p99 ratio {worst:.2f}×, "
              f"bots' p99 {ms(B['bot_answer']['p99'])} ms, human moves {B['human_moves_per_s']:.1f}/s "
              f"of {B['rate']:g}.")


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("setup")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, required=True)
    s.add_argument("--accounts", type=int, required=True)
    s.add_argument("--prefix", default="bb")
    s.add_argument("--threads", type=int, default=8)
    s.add_argument("--out", required=True)
    r = sub.add_parser("run")
    r.add_argument("--host", default="127.0.0.1")
    r.add_argument("--port", type=int, required=True)
    r.add_argument("--mode", choices=("people", "bots"), required=True)
    r.add_argument("--accounts", required=True)
    r.add_argument("--games", type=int, default=1000)
    r.add_argument("--rate", type=float, default=50, help="human moves per second, in total")
    r.add_argument("--warmup", type=float, default=20)
    r.add_argument("--duration", type=float, default=120)
    r.add_argument("--levels", default="1,2,3,4,5,6")
    r.add_argument("--bot-move-ms", type=int, default=1000, help="the server's BOT_MOVE_MS")
    r.add_argument("--max-plies", type=int, default=200, help="the human to move resigns here")
    r.add_argument("--threads", type=int, default=32, help="worker threads playing turns")
    r.add_argument("--watch-ms", type=int, default=500)
    r.add_argument("--watch-margin", type=float, default=1.5)
    r.add_argument("--watch-pages", type=int, default=20)
    r.add_argument("--server-pid", type=int)
    r.add_argument("--seed", type=int, default=7)
    r.add_argument("--out", required=True)
    rep = sub.add_parser("report")
    rep.add_argument("people")
    rep.add_argument("bots")
    a = p.parse_args()
    if a.cmd == "setup":
        setup(a)
    elif a.cmd == "run":
        Run(a).main()
    else:
        report(a)


if __name__ == "__main__":
    main()
