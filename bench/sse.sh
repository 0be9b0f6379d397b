#!/usr/bin/env bash
# Live streams at scale: one server process holds STREAMS concurrent event streams (one per
# account) while GAMES games are played at RATE moves per second for DURATION seconds; reports
# the server's peak resident memory and the delivery time of each move to the opponent's
# stream (p50/p99). Figures go to BENCHMARKS.md.
#
#   bench/sse.sh                                        # 10,000 streams, 1,000 moves/s, 30 s
#   STREAMS=2000 GAMES=500 RATE=500 DURATION=20 bench/sse.sh
#
# Uses DATABASE_URL's server (else the project's own cluster) with a scratch database,
# camelot_bench_sse, recreated on every run. The accounts are inserted in SQL and their tokens
# minted by the load client (crates/camelot-server/examples/sse_load.rs) with the secret this
# script gives the server. Raises the open-file limit (both ends of every stream are on this
# machine). Exits non-zero if a stream was refused, a move failed or an event went missing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
source "$ROOT/bench/lib.sh"
need_cargo
need_database

STREAMS="${STREAMS:-10000}"
GAMES="${GAMES:-1000}"
RATE="${RATE:-1000}"
DURATION="${DURATION:-30}"
PORT="${BENCH_PORT:-18081}"
WORK="$ROOT/bench/.work-sse"
[ "$STREAMS" -ge $(( 2 * GAMES )) ] || { echo "STREAMS must be at least 2 × GAMES" >&2; exit 1; }

need_fds=$(( STREAMS + 4096 ))   # per process: the server and the client each hold one end of every stream
if [ "$(ulimit -Hn)" != unlimited ] && [ "$(ulimit -Hn)" -lt "$need_fds" ]; then
  echo "the open-file limit is $(ulimit -Hn); $need_fds are needed (raise the hard limit)" >&2
  exit 1
fi
ulimit -n "$need_fds"

cargo build --release --locked -q -p camelot-server -p camelot-rules --bin camelot-server --bin camelot --example sse_load

server_url="${DATABASE_URL%/*}"
bench_url="$server_url/camelot_bench_sse"
psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS camelot_bench_sse WITH (FORCE)" \
  -c "CREATE DATABASE camelot_bench_sse" >/dev/null
rm -rf "$WORK"; mkdir -p "$WORK"
python3 -c "import sys; sys.path.insert(0, '$ROOT/bench'); from setup import playout; print('\n'.join(playout('$ROOT/target/release/camelot', 120, 7)))" >"$WORK/moves.txt"

bench_env
SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export JWT_SECRET="$SECRET"
DATABASE_URL="$bench_url" "$ROOT/target/release/camelot-server" migrate >/dev/null
# Accounts sse1 … sseN with ids 1 … N; the hash is not a valid one, so nobody can log in.
psql -q -v ON_ERROR_STOP=1 "$bench_url" -c \
  "INSERT INTO users (username, password_hash) SELECT 'sse' || i, 'none' FROM generate_series(1, $STREAMS) i" >/dev/null
# The server keeps its default pool (3 connections per core, at least 6).
DATABASE_URL="$bench_url" start_server "$PORT" "$WORK/server.log"

rss_max=0
SSE_BASE="http://127.0.0.1:$PORT" SSE_SECRET="$SECRET" SSE_USERS="$STREAMS" SSE_GAMES="$GAMES" \
  SSE_RATE="$RATE" SSE_SECONDS="$DURATION" SSE_MOVES="$WORK/moves.txt" \
  "$ROOT/target/release/examples/sse_load" >"$WORK/result.txt" 2>"$WORK/client.log" &
client=$!
while kill -0 "$client" 2>/dev/null; do
  r=$(ps -o rss= -p "$SERVER" | tr -d ' ')
  [ -n "$r" ] && [ "$r" -gt "$rss_max" ] && rss_max=$r
  sleep 0.5
done
status=0
wait "$client" || status=$?
cat "$WORK/client.log" >&2
cat "$WORK/result.txt"
echo "server_peak_rss_mib $(( rss_max / 1024 ))"
[ "$status" -eq 0 ] || echo "FAILED: see $WORK/client.log and $WORK/server.log" >&2
exit "$status"
