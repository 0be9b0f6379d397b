#!/usr/bin/env bash
# Bot benchmark: 1,000 games at once against the computer opponents, humans moving at 50
# moves/s in total, against the same load of people playing people (see BENCHMARKS.md).
#
#   bench/bots.sh                                  # 1,000 games, 50 moves/s, 20 s + 120 s a run
#   GAMES=100 RATE=10 DURATION=30 WARMUP=5 SKIP_BUILD=1 bench/bots.sh   # a smoke run
#   BOT_LEVELS=1,2,3,4,5,6,7,8 bench/bots.sh       # every level (see below)
#
# Two runs, each on a fresh copy of the same database and a freshly started server, with the
# same scripted humans and the same settings:
#   A "people only": GAMES games between scripted players (player i White, player i+1 Black),
#     both sides scripted; RATE moves/s in total.
#   B "with bots":   GAMES games of scripted players (White) against the bots, levels given
#     round-robin from BOT_LEVELS; the humans make RATE moves/s in total, the bots answer.
# A game that ends (or reaches MAX_PLIES, 200, when the human to move resigns) is replaced at
# once, so GAMES games are always in play. Each human move is a turn: GET /games/{id} (the
# read), GET /games/{id}/legal-moves, POST the move (a random legal one, captures weighted).
# Turns come from a token bucket at RATE/s, each game at most once per cycle through them; a
# game waiting for its bot is skipped. WARMUP seconds first, then DURATION seconds measured.
#
# Measured in the window (bench/bots.py): p50/p95/p99/max of the reads, the legal-move reads
# and the human moves, and their errors (any non-2xx; 409/412 races counted apart); in run B
# the bots' answer time: from the human move's `played_at` to the bot move's time, both the
# server's own timestamps (the move list's `played_at`; the public game list's
# `last_move_at`), overall and per level, against BOT_MOVE_MS (the cap on a bot's thinking,
# 1000 ms by default); bot moves per second; the server's CPU time in the window and its peak
# RSS. The humans learn that a bot has moved from the public game list, which one watcher
# thread reads twice a second in both runs. The two runs end in one Markdown table with the
# ratio of the p99s (B/A), and the answer times per level.
#
# Levels and what they cost (release build, 2 cores): a bot's answer takes its search plus the
# move's write; the worker starts it as soon as the human's move is committed (a move that
# leaves a bot to move wakes the worker of the process that took it; the BOT_POLL_MS poll
# catches what other replicas saw). Levels 1-3 search next to nothing, level 4 about 10 ms,
# level 5 about 25 ms, level 6 (20,000 nodes) about 15 ms: about 10 ms of CPU per bot move on
# average. Level 7 (200,000 nodes) takes about 0.2 s and level 8 thinks for all of
# BOT_MOVE_MS (1 s) a move, so its answers can never come within that budget; with 50 human
# moves/s spread over 8 levels they alone would want about 1.5 + 6 cores on a 2-core machine
# that also serves the API and PostgreSQL (engine threads run in the idle scheduling class,
# so the bots fall behind while the API keeps its CPU). They are left out by default;
# BOT_LEVELS=1,2,3,4,5,6,7,8 measures them too.
#
# Reading run B: humans only move in games whose bot has answered, so if the bots cannot keep
# up, run B shows the human move rate it reached (and the turns that found no game ready)
# beside the target, and answer times that are mostly time queued. BOT_POLL_MS and
# ENGINE_THREADS pass through to the server to measure other settings.
#
# Settings (environment): GAMES (1000), RATE (50 human moves/s), WARMUP (20 s), DURATION
# (120 s), BOT_LEVELS (1,2,3,4,5,6), MAX_PLIES (200), THREADS (32 client threads playing
# turns), BENCH_PORT (18095), SKIP_BUILD=1 (use the release binary as it is), MODES ("people
# bots"; MODES=bots runs B alone and reports it against the last A kept in bench/.work). The server's
# own settings pass through (ENGINE_THREADS, BOT_POLL_MS, BOT_MOVE_MS, DATABASE_POOL_SIZE...).
#
# Set-up: GAMES players are registered and signed in once (two argon2id hashes each; about
# 20 ms of wall time per player here, 8 at a time: 20-30 s for 1,000; printed) on
# camelot_bench_bots, which then serves as the template of camelot_bench_bots_run, recreated
# for each run. Uses DATABASE_URL's server (else the project's own cluster). Server logs and
# each run's figures (JSON) are kept in bench/.work/bots/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
source "$ROOT/bench/lib.sh"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  need_cargo
  cargo build --release --locked -q -p camelot-server
fi
need_database

GAMES="${GAMES:-1000}"
RATE="${RATE:-50}"
WARMUP="${WARMUP:-20}"
DURATION="${DURATION:-120}"
BOT_LEVELS="${BOT_LEVELS:-1,2,3,4,5,6}"
MAX_PLIES="${MAX_PLIES:-200}"
THREADS="${THREADS:-32}"
PORT="${BENCH_PORT:-18095}"
WORK="$ROOT/bench/.work/bots"
BIN="$ROOT/target/release/camelot-server"
mkdir -p "$WORK"
[ -x "$BIN" ] || { echo "$BIN is missing: build it (drop SKIP_BUILD)" >&2; exit 1; }

server_url="${DATABASE_URL%/*}"
pg() { PGOPTIONS="-c client_min_messages=warning" psql -q "$server_url/postgres" "$@" >/dev/null; }
template=camelot_bench_bots
rundb=camelot_bench_bots_run
pg -c "DROP DATABASE IF EXISTS $rundb WITH (FORCE)" -c "DROP DATABASE IF EXISTS $template WITH (FORCE)" \
  -c "CREATE DATABASE $template"

bench_env
stop_server() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
}

# Set-up, once: the players (the bots come with the migrations).
export DATABASE_URL="$server_url/$template"
"$BIN" migrate >/dev/null
start_server "$PORT" "$WORK/setup-server.log"
python3 "$ROOT/bench/bots.py" setup --port "$PORT" --accounts "$GAMES" --out "$WORK/accounts.json"
stop_server

for mode in ${MODES:-people bots}; do
  pg -c "DROP DATABASE IF EXISTS $rundb WITH (FORCE)" -c "CREATE DATABASE $rundb TEMPLATE $template"
  export DATABASE_URL="$server_url/$rundb"
  start_server "$PORT" "$WORK/$mode-server.log"
  python3 "$ROOT/bench/bots.py" run --mode "$mode" --port "$PORT" --accounts "$WORK/accounts.json" \
    --games "$GAMES" --rate "$RATE" --warmup "$WARMUP" --duration "$DURATION" \
    --levels "$BOT_LEVELS" --bot-move-ms "${BOT_MOVE_MS:-1000}" --max-plies "$MAX_PLIES" \
    --threads "$THREADS" --server-pid "$SERVER" --out "$WORK/$mode.json"
  stop_server
  problems=$(grep -c -E ' (WARN|ERROR) ' "$WORK/$mode-server.log" || true)
  if [ "$problems" != 0 ]; then
    echo "[$mode] the server logged $problems warnings/errors ($WORK/$mode-server.log):" >&2
    grep -E ' (WARN|ERROR) ' "$WORK/$mode-server.log" | sed -E 's/^[^ ]+ +//; s/[0-9]+/N/g' | sort | uniq -c | sort -rn | head -5 >&2
  fi
done
pg -c "DROP DATABASE IF EXISTS $rundb WITH (FORCE)"

echo
python3 "$ROOT/bench/bots.py" report "$WORK/people.json" "$WORK/bots.json"
