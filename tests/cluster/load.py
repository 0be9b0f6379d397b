#!/usr/bin/env python3
"""Failover test of the cluster of scripts/cluster, driven through HAProxy (run by run.sh).

Players play random legal moves in many games at once, one thread per game, every move a
POST /games/{id}/moves with an Idempotency-Key that stays the same on every retry of that move.
While they play:

  A. "postmaster crash": kill -9 of the primary's postmaster (CLUSTER_PRIMARY_PID); pg_autoctl,
     still running there, may restart it in place or the monitor may fail over (then the old
     primary must rejoin as a standby by itself);
  B. "node loss": kill -9 of the primary's pg_autoctl and postmaster together (nothing is left
     on that node to restart PostgreSQL), so the monitor fails over to the standby; then
     `scripts/cluster up` starts pg_autoctl on the old primary again and it must rejoin as a
     standby;
  C. "server loss": kill -9 of one camelot-server process (frozen for 1.5 s with SIGSTOP first, so
     that requests are surely under way in it); HAProxy must mark it down, and its clients'
     retries with the same Idempotency-Key must apply each move once; `scripts/cluster up`
     starts it again.

Every answer is recorded (status, problem type, Retry-After, latency). Checks: no 500, no
request without an answer within the client timeout, writes again within a minute of each kill,
every acknowledged move (201) present afterwards in GET /games/{id} at its place, every move
applied exactly once (a game's move list is exactly its acknowledged moves), the old primary a
standby again. Prints a summary and exits non-zero when a check fails.

usage: load.py ROOT WORK
"""

import collections
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid

ROOT, WORK = sys.argv[1], sys.argv[2]
CLUSTER = os.path.join(ROOT, "scripts", "cluster")
CLIENT_TIMEOUT = float(os.environ.get("CLUSTER_TEST_CLIENT_TIMEOUT", "30"))
GAMES = int(os.environ.get("CLUSTER_TEST_GAMES", "10"))
THINK = float(os.environ.get("CLUSTER_TEST_THINK_SECONDS", "0.05"))  # pause between moves
RECOVERY_LIMIT = 60.0  # writes must work again within this many seconds of a kill
PASSWORD = "correct horse battery staple"

random.seed(int(os.environ.get("CLUSTER_TEST_SEED", "1")))
T_START = time.monotonic()


def now():
    return time.monotonic() - T_START


def log(msg):
    print(f"[{now():7.2f}s] {msg}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------------
# The cluster


def cluster_env():
    out = subprocess.run([CLUSTER, "env"], capture_output=True, text=True, check=True).stdout
    env = {}
    for line in out.splitlines():
        key, _, value = line.partition("=")
        if len(value) >= 2 and value[0] == "'" and value[-1] == "'":
            value = value[1:-1].replace("'\\''", "'")
        env[key] = value
    return env


def monitor_state():
    """pg_autoctl show state, as the monitor sees it: {name: (reported, assigned)}."""
    env = CLUSTER_ENV
    port = env["CLUSTER_MONITOR_URL"].split("@127.0.0.1:")[1].split("/")[0]
    psql = sorted(
        p for p in (f"/usr/lib/postgresql/{v}/bin/psql" for v in os.listdir("/usr/lib/postgresql"))
        if os.path.exists(p)
    )[-1]
    out = subprocess.run(
        [psql, "-XAtq", "-h", "127.0.0.1", "-p", port, "-U", "postgres", "-d", "pg_auto_failover",
         "-c", "SELECT nodename, reportedstate, goalstate FROM pgautofailover.node ORDER BY nodeid"],
        capture_output=True, text=True, timeout=10,
        env=dict(os.environ, PGCONNECT_TIMEOUT="3"),
    ).stdout
    state = {}
    for line in out.splitlines():
        name, reported, goal = line.split("|")
        state[name] = (reported, goal)
    return state


def show_state():
    return subprocess.run([CLUSTER, "status"], capture_output=True, text=True).stdout


def haproxy_servers():
    """{server name: status} from HAProxy's statistics (CSV)."""
    url = CLUSTER_ENV["CLUSTER_HAPROXY_STATS"] + ";csv"
    with urllib.request.urlopen(url, timeout=5) as r:
        rows = r.read().decode().splitlines()
    header = rows[0].lstrip("# ").split(",")
    out = {}
    for row in rows[1:]:
        cols = dict(zip(header, row.split(",")))
        if cols.get("pxname") == "camelot" and cols.get("svname") not in ("FRONTEND", "BACKEND"):
            out[cols["svname"]] = cols["status"]
    return out


def process_tree(root_pid):
    """root_pid and all its descendants."""
    out = subprocess.run(["ps", "-e", "-o", "pid=,ppid="], capture_output=True, text=True).stdout
    children = collections.defaultdict(list)
    for line in out.split("\n"):
        if line.strip():
            pid, ppid = map(int, line.split())
            children[ppid].append(pid)
    tree, todo = [], [root_pid]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        todo.extend(children[pid])
    return tree


def node_processes(keeper_pid, postmaster_pid):
    """Every process of a node, for a kill of the whole node at once: its pg_autoctl with the
    `runuser` that started it (left alive, it would hold the killed pg_autoctl as a zombie, which
    still counts as running), and its postgres. The postmaster is stopped (SIGSTOP) before the
    processes are listed, so that it cannot fork a backend for a new connection in between:
    such a backend outlives the kill, waits for ever on a lock a killed process held and keeps
    the old shared memory attached, and PostgreSQL then refuses to start on the node again."""
    try:
        os.kill(postmaster_pid, signal.SIGSTOP)
    except ProcessLookupError:
        pass
    root = keeper_pid
    try:
        with open(f"/proc/{keeper_pid}/stat") as f:
            parent = int(f.read().rsplit(")", 1)[1].split()[1])
        with open(f"/proc/{parent}/comm") as f:
            if f.read().strip() == "runuser":
                root = parent
    except (OSError, ValueError, IndexError):
        pass
    victims = process_tree(root)
    for p in process_tree(postmaster_pid):
        if p not in victims:
            victims.append(p)
    return victims


CLUSTER_ENV = cluster_env()
API = CLUSTER_ENV["CLUSTER_API"]

# --------------------------------------------------------------------------------------------
# Requests, every one recorded

RECORDS = []  # dicts: t0, t1, kind, status, type, retry_after, error, request_id
RECORDS_LOCK = threading.Lock()


def call(method, path, token=None, body=None, headers=None, kind="read"):
    """Returns (status, headers, parsed body or None); status 0 when there was no answer."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(API + path, data=data, method=method)
    if data is not None:
        req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", f"Bearer {token}")
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    t0 = now()
    status, hdrs, raw, error = 0, {}, b"", None
    try:
        with urllib.request.urlopen(req, timeout=CLIENT_TIMEOUT) as r:
            status, hdrs, raw = r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        status, hdrs = e.code, dict(e.headers)
        try:
            raw = e.read()
        except Exception:  # the connection broke while reading the body
            raw = b""
    except Exception as e:  # no answer: refused, reset, timed out
        error = f"{type(e).__name__}: {e}"
    t1 = now()
    parsed = None
    if raw:
        try:
            parsed = json.loads(raw)
        except ValueError:
            parsed = None
    hdrs = {k.lower(): v for k, v in hdrs.items()}
    rec = {
        "t0": t0, "t1": t1, "kind": kind, "method": method, "path": path, "status": status,
        "type": parsed.get("type") if isinstance(parsed, dict) and status >= 400 else None,
        "retry_after": hdrs.get("retry-after"), "error": error,
        "request_id": hdrs.get("x-request-id"),
        "timeout": error is not None and "timed out" in error,
    }
    if status >= 500 and status not in (502, 503, 504):
        rec["body"] = raw[:500].decode(errors="replace")
    with RECORDS_LOCK:
        RECORDS.append(rec)
    return status, hdrs, parsed


def backoff(hdrs):
    """Waits before a retry: Retry-After, but at most half a second (to measure the outage
    finely rather than the clients' patience)."""
    try:
        secs = float(hdrs.get("retry-after", "0.2"))
    except ValueError:
        secs = 0.2
    time.sleep(min(max(secs, 0.1), 0.5))


RETRYABLE = (0, 502, 503, 504)


def must(method, path, token=None, body=None, ok=(200, 201), kind="setup", limit=120):
    """A setup request, retried while the cluster cannot answer."""
    deadline = now() + limit
    while True:
        status, hdrs, parsed = call(method, path, token, body, kind=kind)
        if status in ok:
            return parsed
        if status not in RETRYABLE or now() > deadline:
            raise RuntimeError(f"{method} {path}: {status} {parsed}")
        backoff(hdrs)


# --------------------------------------------------------------------------------------------
# Players and games


class Player:
    def __init__(self, name):
        self.name = name
        self.token = None
        self.lock = threading.Lock()

    def register(self):
        must("POST", "/auth/register", body={"username": self.name, "password": PASSWORD})
        self.login()

    def login(self):
        with self.lock:
            self.token = must("POST", "/auth/login", ok=(200,),
                              body={"username": self.name, "password": PASSWORD})["access_token"]


class Table:
    """Two players and their current game; the driver thread plays both sides."""

    def __init__(self, n, white, black):
        self.n, self.white, self.black = n, white, black
        self.game = None
        self.ply = 0
        # game id -> [(index, path, replayed, attempts, time acknowledged)]
        self.acked = collections.defaultdict(list)
        self.known_games = set()
        self.lock = threading.Lock()
        self.anomalies = []
        self.stale_reads = 0
        self.unresolved = []

    def new_game(self):
        white, black = self.white, self.black
        challenge = must("POST", "/challenges", white.token, kind="setup", body={
            "opponent": black.name, "color": "white", "rated": False, "days_per_move": 3})
        deadline = now() + 120
        tried = False
        while True:
            status, hdrs, parsed = call("POST", f"/challenges/{challenge['id']}/accept",
                                        black.token, kind="setup")
            if status == 201:
                game = parsed["id"]
                break
            if status in RETRYABLE and now() < deadline:
                tried = True
                backoff(hdrs)
                continue
            if tried and status in (404, 409):
                # An earlier attempt was accepted but its answer was lost: find the game.
                games = must("GET", "/me/games?status=active&limit=100", black.token)["items"]
                fresh = [g["id"] for g in games if g["id"] not in self.known_games]
                if fresh:
                    game = max(fresh)
                    break
            raise RuntimeError(f"accept challenge {challenge['id']}: {status} {parsed}")
        with self.lock:
            self.game, self.ply = game, 0
            self.known_games.add(game)

    def play_one(self, stop):
        """Plays one move of the current game (until it is acknowledged or refused)."""
        game = self.game
        status, hdrs, legal = call("GET", f"/games/{game}/legal-moves", kind="read")
        if status != 200:
            backoff(hdrs)
            return
        if legal["ply"] != self.ply:
            # A replica answered from a state older than a move already acknowledged.
            self.stale_reads += 1
            time.sleep(0.05)
            return
        moves = legal["moves"]
        if not moves:
            self.new_game()
            return
        quiet = [m for m in moves if not m.get("result")]
        move = random.choice(quiet or moves)
        player = self.white if legal["side_to_move"] == "white" else self.black
        key = f"t{self.n}-g{game}-p{self.ply}-{uuid.uuid4().hex[:8]}"
        body = {"path": move["path"], "expected_ply": self.ply}
        first = now()
        attempts = 0
        while True:
            attempts += 1
            status, hdrs, parsed = call("POST", f"/games/{game}/moves", player.token, body,
                                        {"Idempotency-Key": key}, kind="move")
            if status == 201:
                with self.lock:
                    self.acked[game].append((self.ply, move["path"],
                                             hdrs.get("idempotent-replayed") == "true",
                                             attempts, now()))
                    self.ply = parsed["ply"]
                if parsed["status"] != "active":
                    self.new_game()
                return
            if status in RETRYABLE:
                if now() - first > 2 * RECOVERY_LIMIT:
                    self.unresolved.append((game, self.ply, move["path"], key))
                    self.anomalies.append(f"move {key} unresolved after {attempts} attempts")
                    stop.set()
                    return
                backoff(hdrs)
                continue
            if status == 401:
                player.login()
                continue
            self.anomalies.append(
                f"game {game} ply {self.ply} {move['path']} key {key}: {status} {parsed}")
            if status == 409:  # over after all: a new game
                self.new_game()
            else:  # resynchronise from the game itself
                view = must("GET", f"/games/{game}")
                with self.lock:
                    self.ply = view["ply"]
            return

    def run(self, stop):
        try:
            while not stop.is_set():
                if self.game is None:
                    self.new_game()
                self.play_one(stop)
                time.sleep(THINK)
        except Exception as e:  # recorded; the checks fail on it
            self.anomalies.append(f"driver stopped: {type(e).__name__}: {e}")


# --------------------------------------------------------------------------------------------
# Checks

RESULTS = []  # (passed, text)


def check(ok, text):
    RESULTS.append((bool(ok), text))
    log(("PASS " if ok else "FAIL ") + text)
    return ok


def verify_moves(tables, exact):
    """Every acknowledged move is in its game at its place; with exact, the game holds
    nothing else (each move applied once)."""
    missing, extra, checked = [], [], 0
    for t in tables:
        with t.lock:
            acked = {g: list(v) for g, v in t.acked.items()}
        for game, moves in acked.items():
            view = must("GET", f"/games/{game}")
            stored = [m["path"] for m in view["moves"]]
            for index, path, *_ in moves:
                checked += 1
                if index >= len(stored) or stored[index] != path:
                    missing.append((game, index, path, stored[index] if index < len(stored) else None))
            if exact and len(stored) != len(moves):
                extra.append((game, len(stored), len(moves)))
    return checked, missing, extra


def writes_resumed_after(t_kill):
    """Time of the first acknowledged move sent after t_kill (None if none yet)."""
    with RECORDS_LOCK:
        ok = [r["t1"] for r in RECORDS if r["kind"] == "move" and r["status"] == 201 and r["t0"] >= t_kill]
    return min(ok) if ok else None


def wait_writes(t_kill, limit):
    while now() - t_kill < limit:
        t = writes_resumed_after(t_kill)
        if t is not None:
            return t
        time.sleep(0.1)
    return None


def tally(t_from, t_to):
    """Answers of the requests under way in [t_from, t_to) (sent before t_to, answered after
    t_from): counts by (kind, status, problem type, Retry-After)."""
    counts = collections.Counter()
    with RECORDS_LOCK:
        window = [r for r in RECORDS if r["t0"] < t_to and r["t1"] >= t_from]
    for r in window:
        what = r["status"] if r["status"] else ("timeout" if r["timeout"] else "no answer")
        extra = ""
        if r["type"]:
            extra += f" {r['type']}"
        if r["status"] >= 500:
            extra += " Retry-After: " + (r["retry_after"] or "none")
        if r["error"] and not r["timeout"]:
            extra += f" ({r['error'].split(':')[0]})"
        counts[f"{r['kind']:5} {what}{extra}"] += 1
    return counts, window


def retried_moves(tables, t_from, t_to):
    """Moves acknowledged in [t_from, t_to) after more than one attempt, and how many of those
    the server answered from the stored result of an earlier attempt (Idempotency-Key replay)."""
    retried = replayed = 0
    for t in tables:
        with t.lock:
            for moves in t.acked.values():
                for _, _, was_replayed, attempts, t_ack in moves:
                    if t_from <= t_ack < t_to and attempts > 1:
                        retried += 1
                        replayed += was_replayed
    return retried, replayed


def wait_formation(primary_wanted=None, standby_wanted=None, limit=180):
    """Waits until the monitor shows a settled primary and secondary."""
    deadline = now() + limit
    state = {}
    while now() < deadline:
        try:
            state = monitor_state()
        except Exception:
            state = {}
        prim = [n for n, s in state.items() if s == ("primary", "primary")]
        sec = [n for n, s in state.items() if s == ("secondary", "secondary")]
        if prim and sec and (primary_wanted in (None, prim[0])) and (standby_wanted in (None, sec[0])):
            return prim[0], sec[0], state
        time.sleep(0.5)
    return None, None, state


def cluster_up(logname):
    """`scripts/cluster up`, its messages in WORK/LOGNAME; whether it succeeded. A failure is
    shown at once with the script's last messages (the checks then say what it left undone), so
    that a run that fails says why without its work directory."""
    path = os.path.join(WORK, logname)
    with open(path, "w") as err:
        rc = subprocess.run([CLUSTER, "up"], stdout=subprocess.DEVNULL, stderr=err).returncode
    if rc != 0:
        log(f"scripts/cluster up exited with status {rc}; its last messages ({path}):")
        with open(path, errors="replace") as f:
            for line in f.readlines()[-30:]:
                print("    " + line.rstrip(), file=sys.stderr, flush=True)
    return rc == 0


# --------------------------------------------------------------------------------------------
# Scenarios

SCENARIOS = []


def scenario_kill_db(name, kill_node_too, tables):
    global CLUSTER_ENV
    CLUSTER_ENV = cluster_env()
    env = CLUSTER_ENV
    old_primary, old_standby = env["CLUSTER_PRIMARY_NODE"], env["CLUSTER_STANDBY_NODE"]
    pid = int(env["CLUSTER_PRIMARY_PID"])
    time.sleep(5)  # load before the kill
    if kill_node_too:
        victims = node_processes(int(env["CLUSTER_PRIMARY_KEEPER_PID"]), pid)
        what = f"pg_autoctl and postgres of {old_primary} ({len(victims)} processes)"
    else:
        victims = [pid]
        what = f"the postmaster of {old_primary} (pid {pid})"
    log(f"{name}: kill -9 {what}")
    t_kill = now()
    for v in victims:
        try:
            os.kill(v, signal.SIGKILL)
        except ProcessLookupError:
            pass
    t_back = wait_writes(t_kill, RECOVERY_LIMIT * 2)
    unavailable = (t_back - t_kill) if t_back is not None else None
    log(f"{name}: writes acknowledged again after "
        + (f"{unavailable:.2f}s" if unavailable is not None else "NEVER"))
    rejoin = None
    restarted = False
    if kill_node_too:
        # Nothing runs on the old primary's node any more: wait for the standby's promotion,
        # then start pg_autoctl there again (what an operator, or systemd, would do).
        deadline = now() + 120
        while now() < deadline:
            st = monitor_state()
            if st.get(old_standby, ("", ""))[0] in ("wait_primary", "primary"):
                break
            time.sleep(0.5)
        log(f"{name}: monitor says {monitor_state()}; restarting {old_primary} with scripts/cluster up")
        t_restart = now()
        restarted = cluster_up("cluster-up-rejoin.log")
        primary, standby, state = wait_formation(old_standby, old_primary, limit=180)
        if standby == old_primary:
            rejoin = now() - t_restart
    else:
        primary, standby, state = wait_formation(limit=180)
    t_settled = now()
    time.sleep(5)  # load after recovery
    counts, window = tally(t_kill, (t_back or now()) + 3)
    max_latency = max((r["t1"] - r["t0"] for r in window), default=0)
    retried, replayed = retried_moves(tables, t_kill, now())
    status_text = show_state()
    SCENARIOS.append({
        "name": name, "what": what, "old_primary": old_primary, "old_standby": old_standby,
        "unavailable": unavailable, "primary": primary, "standby": standby, "state": state,
        "rejoin": rejoin, "restarted": restarted, "counts": counts, "max_latency": max_latency,
        "settled": t_settled - t_kill, "status": status_text,
        "retried": retried, "replayed": replayed,
    })
    check(unavailable is not None and unavailable <= RECOVERY_LIMIT,
          f"{name}: writes work again within {RECOVERY_LIMIT:.0f}s of the kill "
          f"({'%.2fs' % unavailable if unavailable is not None else 'never'})")
    check(primary is not None and standby is not None,
          f"{name}: the monitor shows a primary and a secondary again "
          f"(primary {primary}, secondary {standby}, {t_settled - t_kill:.1f}s after the kill)")
    if not kill_node_too:
        if primary == old_primary:
            check(True, f"{name}: {old_primary} was restarted in place by its pg_autoctl and is "
                  f"the primary again (no failover)")
        else:
            check(primary == old_standby and standby == old_primary,
                  f"{name}: failover to {old_standby}; the old primary {old_primary} rejoined as a "
                  f"standby by itself (its pg_autoctl rewound it)")
    if kill_node_too:
        check(restarted, f"{name}: scripts/cluster up started {old_primary}'s pg_autoctl again "
              f"and saw the nodes settle")
        check(primary == old_standby and standby == old_primary,
              f"{name}: failover to {old_standby}; the old primary {old_primary} rejoined as a "
              f"standby after its pg_autoctl was started again"
              + (f" ({rejoin:.1f}s after the restart)" if rejoin is not None else ""))
    checked, missing, _ = verify_moves(tables, exact=False)
    check(not missing, f"{name}: all {checked} acknowledged moves so far are in their games"
          + (f"; MISSING {missing[:5]}" if missing else ""))


def scenario_kill_server(tables):
    global CLUSTER_ENV
    CLUSTER_ENV = cluster_env()
    victim = "server2"
    pid = int(CLUSTER_ENV["CLUSTER_SERVER2_PID"])
    time.sleep(5)
    # Frozen first for a moment, so that requests are surely under way in it when it dies
    # (some not started, some in the middle of their transaction, some committed but not yet
    # answered): their clients get 502 and retry with the same Idempotency-Key.
    log(f"C. server loss: kill -STOP, 1.5 s later kill -9, {victim} (pid {pid})")
    t_kill = now()
    os.kill(pid, signal.SIGSTOP)
    time.sleep(1.5)
    os.kill(pid, signal.SIGKILL)
    marked_down = None
    while now() - t_kill < 30:
        try:
            if haproxy_servers().get(victim, "").startswith("DOWN"):
                marked_down = now() - t_kill
                break
        except Exception:
            pass
        time.sleep(0.2)
    log(f"C. server loss: HAProxy marked {victim} down after "
        + (f"{marked_down:.1f}s" if marked_down is not None else "NEVER"))
    time.sleep(8)  # load on two servers
    counts, window = tally(t_kill, now())
    max_latency = max((r["t1"] - r["t0"] for r in window), default=0)
    retried, replayed = retried_moves(tables, t_kill, now())
    t_back = writes_resumed_after(t_kill)
    # Bring it back the way an operator would.
    cluster_up("cluster-up-server.log")
    back_up = None
    t_restart = now()
    while now() - t_restart < 60:
        if haproxy_servers().get(victim, "").startswith("UP"):
            back_up = now() - t_restart
            break
        time.sleep(0.2)
    time.sleep(3)
    SCENARIOS.append({
        "name": "C. server loss", "what": f"{victim} (pid {pid}; frozen 1.5 s with kill -STOP first)",
        "marked_down": marked_down, "retried": retried, "replayed": replayed,
        "back_up": back_up, "counts": counts, "max_latency": max_latency,
        "unavailable": (t_back - t_kill) if t_back is not None else None,
    })
    check(marked_down is not None, f"C. server loss: HAProxy marked {victim} down by its health "
          f"check ({'%.1fs' % marked_down if marked_down is not None else 'never'})")
    check(back_up is not None, f"C. server loss: after scripts/cluster up, {victim} is up again in HAProxy")


# --------------------------------------------------------------------------------------------


def main():
    os.makedirs(WORK, exist_ok=True)
    log(f"API {API}; {GAMES} games, one client thread each")
    players = [Player(f"p{i:02d}") for i in range(2 * GAMES)]
    for p in players:
        p.register()
    tables = [Table(i, players[2 * i], players[2 * i + 1]) for i in range(GAMES)]
    stop = threading.Event()
    threads = [threading.Thread(target=t.run, args=(stop,), daemon=True) for t in tables]
    for th in threads:
        th.start()

    scenario_kill_db("A. postmaster crash", False, tables)
    scenario_kill_db("B. node loss (failover)", True, tables)
    scenario_kill_server(tables)

    stop.set()
    for th in threads:
        th.join(timeout=2 * CLIENT_TIMEOUT + 10)
    check(not any(th.is_alive() for th in threads), "every client thread finished")

    # ---- whole-run checks
    with RECORDS_LOCK:
        records = list(RECORDS)
    errors500 = [r for r in records if r["status"] >= 500 and r["status"] not in (502, 503, 504)]
    hangs = [r for r in records if r["timeout"]]
    no_retry_after = [r for r in records if r["status"] in (502, 503, 504) and not r["retry_after"]]
    checked, missing, extra = verify_moves(tables, exact=True)
    anomalies = [a for t in tables for a in t.anomalies]
    unresolved = [u for t in tables for u in t.unresolved]
    replays = sum(1 for t in tables for moves in t.acked.values() for m in moves if m[2])
    stale = sum(t.stale_reads for t in tables)
    games = sum(len(t.known_games) for t in tables)

    check(not errors500, f"no 500 (or other unexpected 5xx) answer in {len(records)} requests"
          + (f": {len(errors500)} of them" if errors500 else ""))
    check(not hangs, f"no request went unanswered for the client timeout ({CLIENT_TIMEOUT:.0f}s)"
          + (f": {len(hangs)} did" if hangs else ""))
    check(not no_retry_after, "every 502/503/504 carried Retry-After"
          + (f": {len(no_retry_after)} did not" if no_retry_after else ""))
    check(not missing, f"every acknowledged move ({checked}) is in its game at its place"
          + (f"; MISSING {missing[:5]}" if missing else ""))
    check(not extra, "each move applied exactly once: every game holds exactly its acknowledged "
          "moves" + (f"; DIFFER (game, stored, acknowledged) {extra[:5]}" if extra else ""))
    check(not unresolved and not anomalies, "no client saw an unexpected answer"
          + (f": {anomalies[:5]}" if anomalies else ""))

    # ---- summary
    lines = ["", "=" * 78, "Cluster failover test: summary", "=" * 78,
             f"games: {games} in {GAMES} client threads; requests: {len(records)}; "
             f"acknowledged moves: {checked} (of which {replays} answered by an "
             f"Idempotency-Key replay); stale game reads retried: {stale}",
             f"max request latency over the run: {max((r['t1'] - r['t0'] for r in records), default=0):.2f}s"]
    for s in SCENARIOS:
        lines.append("")
        lines.append(f"--- {s['name']}: kill -9 {s['what']}")
        if s.get("unavailable") is not None:
            lines.append(f"    writes unavailable through HAProxy: {s['unavailable']:.2f}s "
                         f"(kill -> first acknowledged move sent after it)")
        if "old_primary" in s:
            moved = "failover" if s["primary"] != s["old_primary"] else "no failover (restarted in place)"
            lines.append(f"    primary before: {s['old_primary']}; after: {s['primary']} ({moved}); "
                         f"settled primary+secondary {s['settled']:.1f}s after the kill")
            if s["rejoin"] is not None:
                lines.append(f"    old primary {s['old_primary']} back as secondary "
                             f"{s['rejoin']:.1f}s after its pg_autoctl was restarted")
        if "marked_down" in s:
            lines.append(f"    HAProxy marked it down after "
                         f"{s['marked_down']:.1f}s" if s["marked_down"] is not None else "    never marked down")
            if s["back_up"] is not None:
                lines.append(f"    back UP in HAProxy {s['back_up']:.1f}s after scripts/cluster up")
        lines.append(f"    longest request in the window: {s['max_latency']:.2f}s")
        lines.append(f"    moves acknowledged only after a retry with the same Idempotency-Key: "
                     f"{s['retried']} (answered from the stored result, i.e. the lost attempt had "
                     f"been applied: {s['replayed']})")
        lines.append("    answers in the window (kind status [problem type] [Retry-After]):")
        for key, n in sorted(s["counts"].items()):
            lines.append(f"      {n:6d}  {key}")
    if errors500:
        lines.append("")
        lines.append("500 answers (request ids are in the server logs):")
        for r in errors500[:20]:
            lines.append(f"    {r['method']} {r['path']} at {r['t0']:.2f}s: {r['status']} "
                         f"x-request-id {r['request_id']} {r.get('body', '')}")
    if anomalies:
        lines.append("")
        lines.append("unexpected answers:")
        lines.extend(f"    {a}" for a in anomalies[:20])
    lines.append("")
    lines.append("scripts/cluster status after scenario B:")
    lines.extend("    " + l for l in next(s for s in SCENARIOS if s["name"].startswith("B"))["status"].splitlines())
    passed = sum(1 for ok, _ in RESULTS if ok)
    failed = len(RESULTS) - passed
    lines.append("")
    for ok, text in RESULTS:
        lines.append(("  PASS  " if ok else "  FAIL  ") + text)
    lines.append("")
    lines.append(f"cluster: {passed} passed, {failed} failed")
    summary = "\n".join(lines)
    print(summary, flush=True)
    with open(os.path.join(WORK, "summary.txt"), "w") as f:
        f.write(summary + "\n")
    with open(os.path.join(WORK, "requests.jsonl"), "w") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")
    with open(os.path.join(WORK, "500-request-ids.txt"), "w") as f:
        for r in errors500:
            f.write(f"{r['request_id']}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
