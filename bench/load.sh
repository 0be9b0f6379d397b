#!/usr/bin/env bash
# HTTP load benchmark: moves submitted as fast as the server takes them, and game reads, each
# compared with pgbench on the same PostgreSQL in the same run. Figures go to BENCHMARKS.md.
#
#   bench/load.sh                      # 30 s per phase, 32 connections
#   DURATION=60 CONNECTIONS=32 bench/load.sh
#
# Uses DATABASE_URL's server (else the project's own cluster) with two scratch databases,
# camelot_bench and camelot_pgbench, recreated on every run. Installs wrk if it is missing.
# The server gets one pooled connection per load connection (DATABASE_POOL_SIZE).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
source "$ROOT/bench/lib.sh"
need_cargo
need_database

DURATION="${DURATION:-30}"
CONNECTIONS="${CONNECTIONS:-32}"
PORT="${BENCH_PORT:-18080}"
WORK="$ROOT/bench/.work"
export BENCH_WORK="$WORK"

if ! command -v wrk >/dev/null 2>&1; then
  echo "installing wrk..." >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get install -y -q wrk >&2 || { $SUDO apt-get update -q >&2 && $SUDO apt-get install -y -q wrk >&2; }
fi

cargo build --release --locked -q -p camelot-server -p camelot-rules

server_url="${DATABASE_URL%/*}"
admin_url="$server_url/postgres"
bench_url="$server_url/camelot_bench"
pgbench_url="$server_url/camelot_pgbench"
for db in camelot_bench camelot_pgbench; do
  psql -q "$admin_url" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null
done
pgbench -i -q -s 10 "$pgbench_url" >/dev/null 2>&1

rm -rf "$WORK"; mkdir -p "$WORK"
bench_env
DATABASE_URL="$bench_url" DATABASE_POOL_SIZE="$CONNECTIONS" start_server "$PORT" "$WORK/server.log"

# Enough games that no connection runs out at 10,000 moves/s (77 plies each).
games_per_conn=$(( DURATION * 10000 / 77 / CONNECTIONS + 20 ))
python3 "$ROOT/bench/setup.py" --port "$PORT" --connections "$CONNECTIONS" \
  --games-per-connection "$games_per_conn" --work "$WORK"

rss_max=0
sample_rss() {  # largest resident set of the server while the given command runs (KiB)
  "$@" &
  local pid=$! r
  while kill -0 "$pid" 2>/dev/null; do
    r=$(ps -o rss= -p "$SERVER" | tr -d ' ')
    [ -n "$r" ] && [ "$r" -gt "$rss_max" ] && rss_max=$r
    sleep 0.5
  done
  wait "$pid"
}

checkpoint() { psql -q "$1" -c CHECKPOINT >/dev/null; }
tps() { sed -n 's/^tps = \([0-9.]*\).*/\1/p' "$1" | tail -1; }
rps() { sed -n 's/^Requests\/sec: *\([0-9.]*\)/\1/p' "$1"; }
p99() { sed -n 's/^ *99% *\([0-9.]*[a-z]*\)/\1/p' "$1"; }

echo "phase 1/4: pgbench single-row update, $CONNECTIONS clients, ${DURATION}s" >&2
checkpoint "$pgbench_url"
pgbench -n -f "$ROOT/bench/pgbench-update.sql" -c "$CONNECTIONS" -j 2 -T "$DURATION" "$pgbench_url" >"$WORK/pgbench-update.txt" 2>&1
echo "phase 2/4: move submissions, $CONNECTIONS connections, ${DURATION}s" >&2
checkpoint "$bench_url"
sample_rss wrk -t"$CONNECTIONS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$ROOT/bench/moves.lua" \
  "http://127.0.0.1:$PORT" >"$WORK/wrk-moves.txt"
echo "phase 3/4: pgbench -S, $CONNECTIONS clients, ${DURATION}s" >&2
pgbench -n -S -c "$CONNECTIONS" -j 2 -T "$DURATION" "$pgbench_url" >"$WORK/pgbench-select.txt" 2>&1
echo "phase 4/4: GET /games/{id}, $CONNECTIONS connections, ${DURATION}s" >&2
sample_rss wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$ROOT/bench/get_game.lua" \
  "http://127.0.0.1:$PORT" >"$WORK/wrk-get.txt"

cat "$WORK/wrk-moves.txt" "$WORK/wrk-get.txt" >&2
update_tps=$(tps "$WORK/pgbench-update.txt"); select_tps=$(tps "$WORK/pgbench-select.txt")
move_rps=$(rps "$WORK/wrk-moves.txt"); get_rps=$(rps "$WORK/wrk-get.txt")
python3 - "$update_tps" "$move_rps" "$(p99 "$WORK/wrk-moves.txt")" "$select_tps" "$get_rps" \
  "$(p99 "$WORK/wrk-get.txt")" "$rss_max" "$CONNECTIONS" "$DURATION" <<'PY'
import sys
upd, mv, mv99, sel, get, get99, rss, conns, dur = sys.argv[1:]
upd, mv, sel, get = map(float, (upd, mv, sel, get))
print(f"connections {conns}, {dur} s per phase")
print(f"pgbench single-row update  {upd:10.0f} tps")
print(f"POST /games/{{id}}/moves     {mv:10.0f} req/s  p99 {mv99:>8}  ratio {mv / upd:.2f}")
print(f"pgbench -S                 {sel:10.0f} tps")
print(f"GET /games/{{id}}            {get:10.0f} req/s  p99 {get99:>8}  ratio {get / sel:.2f}")
print(f"server peak RSS            {int(rss) / 1024:10.1f} MiB")
PY
if grep -q "Non-2xx" "$WORK/wrk-moves.txt" "$WORK/wrk-get.txt"; then
  echo "warning: some requests were refused (see $WORK)" >&2
fi
