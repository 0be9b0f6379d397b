#!/usr/bin/env bash
# Tournament scale benchmark: a 1,000-player Swiss through the API (see BENCHMARKS.md).
#
#   bench/tournament.sh                 # 1,000 players, rounds 1-5 paired
#   PLAYERS=2000 ROUNDS=3 bench/tournament.sh
#
# Uses DATABASE_URL's server (else the project's own cluster) with a scratch database,
# camelot_bench_tournament, recreated on every run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
need_cargo
need_database

PLAYERS="${PLAYERS:-1000}"
ROUNDS="${ROUNDS:-5}"
PORT="${BENCH_PORT:-18081}"
WORK="$ROOT/bench/.work"
mkdir -p "$WORK"

cargo build --release --locked -q -p camelot-server

server_url="${DATABASE_URL%/*}"
bench_url="$server_url/camelot_bench_tournament"
psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS camelot_bench_tournament WITH (FORCE)" \
  -c "CREATE DATABASE camelot_bench_tournament" >/dev/null

export DATABASE_URL="$bench_url" BIND_ADDR="127.0.0.1:$PORT" LOG_LEVEL=warn \
  ACCESS_TOKEN_TTL_SECS=86400 RATE_LIMIT_PER_IP_PER_MINUTE=1000000 \
  RATE_LIMIT_PER_USERNAME_PER_MINUTE=1000000 RATE_LIMIT_BURST=1000000
ADMIN_PASSWORD="tournament benchmark admin"
"$ROOT/target/release/camelot-server" migrate >/dev/null
CAMELOT_ADMIN_PASSWORD="$ADMIN_PASSWORD" "$ROOT/target/release/camelot-server" create-admin benchadmin >/dev/null
"$ROOT/target/release/camelot-server" >"$WORK/tournament-server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$PORT/health/ready" >/dev/null && break
  sleep 0.2
done

python3 "$ROOT/bench/tournament.py" --port "$PORT" --players "$PLAYERS" --rounds "$ROUNDS" \
  --admin benchadmin --admin-password "$ADMIN_PASSWORD"
echo "server peak RSS: $(( $(grep VmHWM /proc/$SERVER/status | awk '{print $2}') / 1024 )) MiB"
