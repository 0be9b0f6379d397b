#!/usr/bin/env bash
# Scale benchmark: the same requests on a small database and on a full one (a service that has
# been running for years), in the same run, each at 32 connections with wrk.
#
#   bench/scale.sh                     # full size: 100,000 players, 1,000,000 finished games...
#   SCALE=0.01 bench/scale.sh          # a hundredth of the bulk (a smoke run of a few minutes)
#   SCALE=0.1 DURATION=20 bench/scale.sh
#
# Both databases hold the same fixture: what the measured requests read (a player with 300
# active games, 1,500 finished ones and 20,000 events; 12,000 rated players; a running Swiss of
# 2,000 players; the games the move benchmark plays). The full one adds the bulk, times SCALE:
# 100,000 players, 1,000,000 finished games with full move lists, 50,000 active games,
# 10,000,000 events, 1,000,000 rating-history rows, interleaved with the fixture's rows (see
# bench/scale_data.py). Tournaments: 200 finished and 5 running in both.
#
# Measured on each database (DURATION seconds each, after a 2 s warm-up of the same request):
# POST a move; GET a game, twice: the same 1,500 games on both databases, then any finished
# game at random (on the full one mostly a game this process has not rendered lately, read
# from its stored move list: the script stores them after loading, as the jobs would); the
# inbox of the 300-game player, their event log from the middle, leaderboard pages 1 and 500,
# the player's games page 50, standings and crosstable of the Swiss; then one pass of the
# deadline job over 1,000 overdue games (`camelot-server run-jobs`, timed inside the process).
# On the full database also a 320-ply game: moves at plies 10-30 against plies 300-320.
#
# Prints one table and keeps everything in bench/.work-scale/ (wrk output, EXPLAIN (ANALYZE,
# BUFFERS) of the key queries per database, server logs). Exits non-zero if any request
# failed. Uses DATABASE_URL's server (else the project's cluster) with two scratch databases,
# camelot_scale_small and camelot_scale_full, recreated on every run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
source "$ROOT/bench/lib.sh"
need_cargo
need_database

SCALE="${SCALE:-1}"
DURATION="${DURATION:-10}"
CONNECTIONS=32  # the fixture holds games for 32 move-playing connections
PORT="${BENCH_PORT:-18090}"
OUT="$ROOT/bench/.work-scale"

if ! command -v wrk >/dev/null 2>&1; then
  echo "installing wrk..." >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get install -y -q wrk >&2 || { $SUDO apt-get update -q >&2 && $SUDO apt-get install -y -q wrk >&2; }
fi

cargo build --release --locked -q -p camelot-server -p camelot-rules
BIN="$ROOT/target/release/camelot-server"

server_url="${DATABASE_URL%/*}"
rm -rf "$OUT"; mkdir -p "$OUT"
bench_env
# The server keeps its default pool (3 connections per core, at least 6).
export RUN_JOBS=false RUN_DELIVERIES=false

log() { echo "[$(date -u +%H:%M:%S)] $*" >&2; }

stop_server() {
  if [ -n "${SERVER:-}" ]; then
    kill "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    SERVER=""
  fi
}

# wrk_phase NAME DIR ARGS...: a 2 s warm-up, then the measured run into DIR/wrk-NAME.txt.
# A request counts as failed when it is answered with a non-2xx status or not at all within
# 30 s (wrk's own 2 s default would count a slow answer as a failure; slowness is in the p99).
wrk_phase() {
  local name=$1 dir=$2; shift 2
  wrk -t2 -c"$CONNECTIONS" -d2s --timeout 30s "$@" >/dev/null 2>&1 || true
  wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s --latency "$@" >"$dir/wrk-$name.txt" 2>&1
}

# Plans of the key queries, with the values the measured requests use.
explain() {
  local url=$1 dir=$2 subject=$3
  local q
  {
    for q in \
      "SELECT count(*) FROM games WHERE to_move_id = $subject AND status = 'active'" \
      "(SELECT id, deadline FROM games g WHERE g.to_move_id = $subject AND g.status = 'active' ORDER BY g.deadline, g.id LIMIT 21) UNION ALL (SELECT id, deadline FROM games g WHERE (CASE WHEN g.to_move_id = g.white_id THEN g.black_id ELSE g.white_id END) = $subject AND g.status = 'active' ORDER BY g.deadline, g.id LIMIT 21)" \
      "(SELECT id, ended_at FROM games g WHERE g.white_id = $subject AND g.status <> 'active' ORDER BY g.ended_at DESC, g.id DESC LIMIT 21) UNION ALL (SELECT id, ended_at FROM games g WHERE g.black_id = $subject AND g.status <> 'active' ORDER BY g.ended_at DESC, g.id DESC LIMIT 21)" \
      "$(psql -Atq "$url" -c "SELECT format('(SELECT id FROM games g WHERE g.white_id = %s AND TRUE AND g.id < %s ORDER BY g.id DESC LIMIT 21) UNION ALL (SELECT id FROM games g WHERE g.black_id = %s AND TRUE AND g.id < %s ORDER BY g.id DESC LIMIT 21)', $subject, id, $subject, id) FROM (SELECT id FROM games WHERE white_id = $subject OR black_id = $subject ORDER BY id DESC OFFSET 979 LIMIT 1) x")" \
      "$(psql -Atq "$url" -c "SELECT format('SELECT id, username FROM users WHERE deleted_at IS NULL AND rated_games > 0 AND last_rated_at >= now() - interval ''180 days'' AND (-rating_centi, id) > (%s, %s) ORDER BY -rating_centi, id LIMIT 21', -rating_centi, id) FROM users WHERE deleted_at IS NULL AND rated_games > 0 AND last_rated_at >= now() - interval '180 days' ORDER BY -rating_centi, id OFFSET 9979 LIMIT 1")" \
      "$(psql -Atq "$url" -c "SELECT format('SELECT id, kind FROM events WHERE user_id = $subject AND id > %s ORDER BY id LIMIT 101', id) FROM events WHERE user_id = $subject ORDER BY id OFFSET 9999 LIMIT 1")" \
      "SELECT id FROM games WHERE status = 'active' AND deadline <= now() ORDER BY deadline LIMIT 1 FOR UPDATE SKIP LOCKED" \
      "SELECT * FROM tournament_pairings WHERE tournament_id = 1 ORDER BY round, board" \
      "SELECT t.xmin::text || '/' || t.revision FROM tournaments t WHERE t.id = 1" \
      "$(psql -Atq "$url" -c "SELECT format('SELECT ARRAY(SELECT u.item FROM move_chunks c, unnest(c.paths) WITH ORDINALITY AS u (item, i) WHERE c.game_id = games.id ORDER BY c.first_ply, u.i) || games.move_paths FROM games WHERE id = %s', id) FROM games WHERE status = 'active' ORDER BY ply DESC LIMIT 1")"; do
      echo "== $q"
      psql -Atq "$url" -c "EXPLAIN (ANALYZE, BUFFERS) $q"
      echo
    done
    # The server prepares the list reads once per connection, and after five executions
    # PostgreSQL may keep a generic plan (parameters unknown): those plans, with the same values.
    local ev lb ug
    ev=$(psql -Atq "$url" -c "SELECT id FROM events WHERE user_id = $subject ORDER BY id OFFSET 9999 LIMIT 1")
    lb=$(psql -Atq "$url" -c "SELECT rating_centi || ', ' || id FROM users WHERE deleted_at IS NULL AND rated_games > 0 AND last_rated_at >= now() - interval '180 days' ORDER BY -rating_centi, id OFFSET 9979 LIMIT 1")
    ug=$(psql -Atq "$url" -c "SELECT id FROM games WHERE white_id = $subject OR black_id = $subject ORDER BY id DESC OFFSET 979 LIMIT 1")
    for q in \
      "(bigint) AS SELECT count(*) FROM games WHERE to_move_id = \$1 AND status = 'active'|$subject" \
      "(bigint, bigint, bigint) AS SELECT e.id, e.kind, e.inserted_at < (SELECT COALESCE(min(a.xact_start), 'infinity') FROM pg_stat_get_activity(NULL) a WHERE a.datid = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database()) AND a.backend_xid IS NOT NULL AND a.pid <> pg_backend_pid()) AS settled FROM (SELECT ev.id, ev.kind, ev.inserted_at FROM events ev WHERE ev.user_id = \$1 AND ev.id > \$2 ORDER BY ev.id LIMIT \$3) e ORDER BY e.id|$subject, $ev, 101" \
      "(timestamptz, bigint, bigint, bigint) AS SELECT id, username FROM users WHERE deleted_at IS NULL AND rated_games > 0 AND last_rated_at >= \$1 AND (-rating_centi, id) > (-\$3::bigint, \$4) ORDER BY -rating_centi, id LIMIT \$2|now() - interval '180 days', 21, $lb" \
      "(bigint, bigint, bigint) AS (SELECT id FROM games g WHERE g.white_id = \$1 AND TRUE AND g.id < \$3 ORDER BY g.id DESC LIMIT \$2) UNION ALL (SELECT id FROM games g WHERE g.black_id = \$1 AND TRUE AND g.id < \$3 ORDER BY g.id DESC LIMIT \$2)|$subject, 21, $ug"; do
      echo "== generic plan: PREPARE q${q%%|*}; EXECUTE q(${q#*|})"
      psql -Atq "$url" -c "SET plan_cache_mode = force_generic_plan" -c "PREPARE q${q%%|*}" \
        -c "EXPLAIN (ANALYZE, BUFFERS) EXECUTE q(${q#*|})"
      echo
    done
    # The game read, run as the server runs it (the binary prints the plan of its own
    # statement): the subject's newest finished game and the oldest finished game of all.
    local g
    for g in $(psql -Atq "$url" -c "SELECT max(id) FROM games WHERE (white_id = $subject OR black_id = $subject) AND status = 'finished'") \
      $(psql -Atq "$url" -c "SELECT min(id) FROM games WHERE status = 'finished'"); do
      echo "== the view read of game $g (camelot-server explain-game-read $g)"
      DATABASE_URL="$url" "$BIN" explain-game-read "$g"
      echo
    done
  } >"$dir/explain.txt" 2>&1
}

run_database() {
  local kind=$1 db="camelot_scale_$1" dir="$OUT/$1"
  local url="$server_url/$db"
  mkdir -p "$dir"
  psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null
  DATABASE_URL="$url" "$BIN" migrate >/dev/null
  DATABASE_URL="$url" start_server "$PORT" "$dir/server.log"
  # Everyone shares the password of one account registered through the API.
  curl -sf -X POST -H 'content-type: application/json' \
    -d '{"username":"scale_seed","password":"scale benchmark password"}' \
    "http://127.0.0.1:$PORT/api/v1/auth/register" >/dev/null
  local hash
  hash=$(psql -Atq "$url" -c "SELECT password_hash FROM users WHERE username = 'scale_seed'")
  local bulk=()
  [ "$kind" = full ] && bulk=(--bulk)
  log "$kind: generating the data (SCALE=$SCALE)"
  python3 "$ROOT/bench/scale_data.py" --camelot "$ROOT/target/release/camelot" --work "$dir" \
    --scale "$SCALE" --duration "$DURATION" "${bulk[@]}" --password-hash "$hash"
  local t0 t1
  t0=$(date +%s.%N)
  psql -q "$url" -f "$dir/fixture.sql" >"$dir/load.log" 2>&1 || { cat "$dir/load.log" >&2; return 1; }
  t1=$(date +%s.%N)
  psql -Atq "$url" -c "SELECT pg_size_pretty(pg_database_size(current_database()))" >"$dir/size.txt"
  log "$kind: loaded in $(python3 -c "print(round($t1 - $t0))") s, $(cat "$dir/size.txt")"
  # Finished games' move lists, stored as a server stores them once a game ends (the generator
  # inserts the games already over, which queues them).
  DATABASE_URL="$url" "$BIN" store-move-lists >"$dir/store-move-lists.txt"
  log "$kind: $(cat "$dir/store-move-lists.txt")"
  python3 "$ROOT/bench/scale_prepare.py" --port "$PORT" --work "$dir" 2>/dev/null
  # A service that has run for years has its tables vacuumed and analysed and its pages written
  # out; a database loaded a moment ago has not, and autovacuum and the checkpoint of the load
  # would otherwise land inside the measured runs (as pgbench, vacuum before measuring).
  psql -q "$url" -c "VACUUM (ANALYZE)" -c "CHECKPOINT" >/dev/null
  log "$kind: vacuumed and analysed"

  local base="http://127.0.0.1:$PORT" token subject
  token=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['subject_token'])" "$dir/requests.json")
  subject=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['subject_id'])" "$dir/meta.json")
  req() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])" "$dir/requests.json" "$1"; }
  local auth=(-H "Authorization: Bearer $token")

  log "$kind: measuring"
  SCALE_MOVES="$dir/moves" wrk -t"$CONNECTIONS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s --latency \
    -s "$ROOT/bench/scale_moves.lua" "$base" >"$dir/wrk-move.txt" 2>&1
  # Game reads twice: the subject's 1,500 finished games, the same ones on both databases (on the
  # full one spread among the bulk's); then any finished game, which on the full database is
  # mostly one this process has not rendered lately.
  local step n lo hi
  read -r step n < <(python3 -c "import json,sys; m=json.load(open(sys.argv[1])); print(*m['subject_finished'])" "$dir/meta.json")
  SCALE_GAME_STEP=$step SCALE_GAME_LO=1 SCALE_GAME_HI=$n \
    wrk_phase game "$dir" -s "$ROOT/bench/scale_get_game.lua" "$base"
  read -r lo hi < <(python3 -c "import json,sys; m=json.load(open(sys.argv[1])); print(*m['finished_ids'])" "$dir/meta.json")
  SCALE_GAME_LO=$lo SCALE_GAME_HI=$hi \
    wrk_phase game_any "$dir" -s "$ROOT/bench/scale_get_game.lua" "$base"
  wrk_phase inbox "$dir" "${auth[@]}" "$base$(req inbox)"
  wrk_phase events "$dir" "${auth[@]}" "$base$(req events_deep)"
  wrk_phase leaderboard1 "$dir" "$base$(req leaderboard_1)"
  wrk_phase leaderboard500 "$dir" "$base$(req leaderboard_500)"
  wrk_phase usergames50 "$dir" "$base$(req user_games_50)"
  wrk_phase standings "$dir" "$base$(req standings)"
  wrk_phase crosstable "$dir" "$base$(req crosstable)"
  if [ "$kind" = full ]; then
    log "$kind: a 320-ply game, moves at plies 10-30 and 300-320"
    SCALE_MOVES="$dir/long10" wrk -t"$CONNECTIONS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s --latency \
      -s "$ROOT/bench/scale_moves.lua" "$base" >"$dir/wrk-long10.txt" 2>&1
    SCALE_MOVES="$dir/long300" wrk -t"$CONNECTIONS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s --latency \
      -s "$ROOT/bench/scale_moves.lua" "$base" >"$dir/wrk-long300.txt" 2>&1
  fi
  stop_server

  log "$kind: the deadline job over 1,000 overdue games"
  psql -q "$url" -f "$dir/overdue.sql" >/dev/null
  DATABASE_URL="$url" "$BIN" run-jobs >"$dir/deadline.txt" 2>&1
  psql -Atq "$url" -c "SELECT count(*) FROM games WHERE status = 'active' AND deadline <= now()" \
    >"$dir/overdue-left.txt"
  explain "$url" "$dir" "$subject"
}

run_database small
run_database full
trap - EXIT

python3 - "$OUT" "$SCALE" "$DURATION" <<'PY'
import json, os, re, sys
out, scale, duration = sys.argv[1], sys.argv[2], sys.argv[3]

def ms(v):
    m = re.match(r"([\d.]+)(us|ms|s|m)$", v)
    f = float(m.group(1))
    return {"us": f / 1000, "ms": f, "s": f * 1000, "m": f * 60000}[m.group(2)]

def wrk(kind, name):
    path = os.path.join(out, kind, f"wrk-{name}.txt")
    text = open(path).read()
    p = {k: ms(v) for k, v in re.findall(r"^\s+(50|99)%\s+(\S+)", text, re.M)}
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    bad = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses: (\d+)", text))
    sock = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    if sock:
        bad += sum(map(int, sock.groups()))
    refused = re.search(r"refused: (\d+), connections out of games: (\d+)", text)
    if refused:
        bad += int(refused.group(1))
    return p.get("50"), p.get("99"), rps, bad, path

rows = [("POST /games/{id}/moves", "move"), ("GET /games/{id} (the same 1,500)", "game"),
        ("GET /games/{id} (any finished game)*", "game_any"),
        ("GET /me/games?status=active (300)", "inbox"), ("GET /me/events?after= (deep)", "events"),
        ("GET leaderboard page 1", "leaderboard1"), ("GET leaderboard page 500", "leaderboard500"),
        ("GET /users/{name}/games page 50", "usergames50"),
        ("GET Swiss standings (2,000)", "standings"), ("GET Swiss crosstable (2,000)", "crosstable")]
failed = []
sizes = json.load(open(os.path.join(out, "full", "meta.json")))["sizes"]
print(f"SCALE={scale}, {duration} s per request at 32 connections; full database: "
      + ", ".join(f"{v:,} {k.replace('_', ' ')}" for k, v in sizes.items())
      + f" ({open(os.path.join(out, 'full', 'size.txt')).read().strip()}; small: "
      + f"{open(os.path.join(out, 'small', 'size.txt')).read().strip()})")
print(f"{'endpoint':38} {'small p50/p99 ms':>18} {'req/s':>7}   {'full p50/p99 ms':>18} {'req/s':>7}  {'p99 ratio':>9}")
for label, name in rows:
    e, f = wrk("small", name), wrk("full", name)
    for r in (e, f):
        if r[3]:
            failed.append(f"{label}: {r[3]} failed requests ({r[4]})")
    print(f"{label:38} {e[0]:8.2f} /{e[1]:8.2f} {e[2]:7.0f}   {f[0]:8.2f} /{f[1]:8.2f} {f[2]:7.0f}  {f[1] / e[1]:8.2f}x")
dl = {}
for kind in ("small", "full"):
    text = open(os.path.join(out, kind, "deadline.txt")).read()
    m = re.search(r"ended (\d+) overdue game\(s\) in ([\d.]+) ms", text)
    left = int(open(os.path.join(out, kind, "overdue-left.txt")).read().strip() or 0)
    if not m or int(m.group(1)) < 1000 or left:
        failed.append(f"deadline job ({kind}): {text.strip()!r}, {left} overdue left")
        dl[kind] = float("nan")
    else:
        dl[kind] = float(m.group(2))
print(f"{'deadline job, 1,000 overdue games':38} {dl['small']:14.0f} ms {'':7}   {dl['full']:14.0f} ms {'':7}  {dl['full'] / dl['small']:8.2f}x")
l10, l300 = wrk("full", "long10"), wrk("full", "long300")
for r in (l10, l300):
    if r[3]:
        failed.append(f"long game: {r[3]} failed requests ({r[4]})")
print(f"{'move at ply 10-30 vs 300-320 (full)':38} {l10[0]:8.2f} /{l10[1]:8.2f} {l10[2]:7.0f}   {l300[0]:8.2f} /{l300[1]:8.2f} {l300[2]:7.0f}  {l300[1] / l10[1]:8.2f}x")
print("* not like for like: the small database's finished games are few enough for the server to keep\n"
      "  them all rendered; on the full one a read often finds nothing kept (at SCALE=1 nearly always)\n"
      "  and is read and rendered afresh")
print(f"plans: {out}/small/explain.txt, {out}/full/explain.txt")
if failed:
    print("FAILED:\n  " + "\n  ".join(failed), file=sys.stderr)
    sys.exit(1)
PY
