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
source "$ROOT/bench/lib.sh"
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

bench_env
export DATABASE_URL="$bench_url"
ADMIN_PASSWORD="tournament benchmark admin"
"$ROOT/target/release/camelot-server" migrate >/dev/null
CAMELOT_ADMIN_PASSWORD="$ADMIN_PASSWORD" "$ROOT/target/release/camelot-server" create-admin benchadmin >/dev/null
start_server "$PORT" "$WORK/tournament-server.log"

python3 "$ROOT/bench/tournament.py" --port "$PORT" --players "$PLAYERS" --rounds "$ROUNDS" \
  --admin benchadmin --admin-password "$ADMIN_PASSWORD"
echo "server peak RSS: $(( $(grep VmHWM /proc/$SERVER/status | awk '{print $2}') / 1024 )) MiB"
