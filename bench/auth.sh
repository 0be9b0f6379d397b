#!/usr/bin/env bash
# What the token check and the rate limits cost. Figures go to BENCHMARKS.md.
#
#   bench/auth.sh
#
# 1. The token check of every authenticated request (crates/camelot-server/examples/auth_cost.rs):
#    JWT verification alone, the full check from the process's cache, the full check from
#    PostgreSQL.
# 2. The rate-limit count of a login, registration or refresh: pgbench runs the upsert that
#    ratelimit.rs sends (bench/pgbench-ratelimit.sql) at 32 clients for DURATION seconds.
# Uses DATABASE_URL's server (else the project's own cluster) with a scratch database,
# camelot_bench_auth, recreated on every run.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
need_cargo
need_database
DURATION="${DURATION:-20}"

cargo build --release --locked -q -p camelot-server --example auth_cost
server_url="${DATABASE_URL%/*}"
url="$server_url/camelot_bench_auth"
psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS camelot_bench_auth WITH (FORCE)" \
  -c "CREATE DATABASE camelot_bench_auth" >/dev/null
DATABASE_URL="$url" "$ROOT/target/release/examples/auth_cost"
pgbench -n -f "$ROOT/bench/pgbench-ratelimit.sql" -c 32 -j 2 -T "$DURATION" "$url" 2>&1 |
  sed -n 's/^tps = \([0-9.]*\).*/ratelimit_upserts_per_second \1/p; s/^latency average = \(.*\)/ratelimit_latency_average \1/p'
