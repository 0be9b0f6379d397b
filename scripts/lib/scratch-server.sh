# Starts a freshly built debug server on a free port against a scratch database, for the test
# scripts that drive the server from outside (browser tests, the README walk-throughs). Sourced
# after common.sh. `start_scratch_server NAME LOG` builds the server, creates database
# NAME_<pid> on DATABASE_URL's server (else the project's cluster), migrates it, starts the
# server with generous rate limits and waits until it is ready; it sets BIN, PORT, BASE,
# SCRATCH_URL and SERVER_PID, and an EXIT trap stops the server and drops the database.
# Extra environment for the server can be exported before the call. CAMELOT_SKIP_BUILD=1 uses
# the debug binary already built (debug builds read the web client's files from disk).

scratch_psql() {
  local psql
  psql="$(command -v psql || ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n1 || true)"
  [ -n "$psql" ] && [ -x "$psql" ] || { echo "psql not found (it comes with PostgreSQL's client package)" >&2; return 1; }
  echo "$psql"
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

start_scratch_server() {
  local name="$1" log="$2"
  need_database
  BIN="$ROOT/target/debug/camelot-server"
  if [ "${CAMELOT_SKIP_BUILD:-}" = 1 ] && [ -x "$BIN" ]; then
    echo "CAMELOT_SKIP_BUILD=1: using the server already built at $BIN" >&2
  else
    need_cargo
    echo "building camelot-server" >&2
    cargo build --locked -p camelot-server >&2
  fi
  SCRATCH_PSQL="$(scratch_psql)"
  SCRATCH_DB="${name}_$$"
  SCRATCH_ADMIN_URL="$DATABASE_URL"
  local base query authority prefix
  case "$DATABASE_URL" in
    *\?*) base="${DATABASE_URL%%\?*}"; query="?${DATABASE_URL#*\?}" ;;
    *) base="$DATABASE_URL"; query="" ;;
  esac
  authority="${base#*://}"
  if [[ "$authority" == */* ]]; then prefix="${base%/*}"; else prefix="$base"; fi
  SCRATCH_URL="$prefix/$SCRATCH_DB$query"
  SERVER_PID=""
  trap stop_scratch_server EXIT
  "$SCRATCH_PSQL" -q -v ON_ERROR_STOP=1 "$SCRATCH_ADMIN_URL" -c "CREATE DATABASE $SCRATCH_DB" >/dev/null
  PORT="$(free_port)"
  BASE="http://127.0.0.1:$PORT"
  mkdir -p "$(dirname "$log")"
  DATABASE_URL="$SCRATCH_URL" "$BIN" migrate >/dev/null
  DATABASE_URL="$SCRATCH_URL" BIND_ADDR="127.0.0.1:$PORT" LOG_LEVEL="${LOG_LEVEL:-warn}" \
    RATE_LIMIT_PER_IP_PER_MINUTE=10000 RATE_LIMIT_PER_USERNAME_PER_MINUTE=10000 \
    "$BIN" serve >"$log" 2>&1 &
  SERVER_PID=$!
  local _
  for _ in $(seq 1 150); do
    if curl -sf -o /dev/null "$BASE/health/ready"; then return 0; fi
    kill -0 "$SERVER_PID" 2>/dev/null || { echo "the server did not start; see $log" >&2; return 1; }
    sleep 0.2
  done
  echo "the server is not ready; see $log" >&2
  return 1
}

stop_scratch_server() {
  if [ -n "${SERVER_PID:-}" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ -n "${SCRATCH_DB:-}" ]; then
    "$SCRATCH_PSQL" -q "$SCRATCH_ADMIN_URL" -c "DROP DATABASE IF EXISTS $SCRATCH_DB WITH (FORCE)" >/dev/null 2>&1 || true
  fi
}
