# Shared by tests/schema/run.sh and bench/schemathesis.sh (sourced after scripts/lib/common.sh):
# the pinned Python tools in their own virtual environment, and a freshly started server on a
# scratch database with a player, an organizer, an admin and some games and tournaments.

SCHEMA_DIR="$ROOT/tests/schema"
VENV="$ROOT/target/schema-venv"
schema_say() { echo "schema tests: $*" >&2; }
schema_die() { schema_say "$*"; exit 1; }

# Creates target/schema-venv and installs tests/schema/requirements.txt into it, when missing or
# stale.
schema_venv() {
  command -v python3 >/dev/null 2>&1 || schema_die "python3 not found (Debian: apt-get install python3 python3-venv)"
  local stamp="$VENV/.camelot-requirements-sha256" sum
  sum="$(sha256sum "$SCHEMA_DIR/requirements.txt" | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
    schema_say "installing the pinned Python tools into target/schema-venv"
    python3 -m venv "$VENV" || schema_die "could not create a virtual environment (Debian: apt-get install python3-venv)"
    "$VENV/bin/pip" install -q --disable-pip-version-check -r "$SCHEMA_DIR/requirements.txt" >&2
    echo "$sum" > "$stamp"
  fi
}

# Builds the server (debug, or release with $1 = release), creates a scratch database on
# DATABASE_URL's server, starts the server on a free port, and creates the fixtures. Sets PORT,
# BASE, SERVER_LOG, PLAYER_TOKEN, ORGANIZER_TOKEN and ADMIN_TOKEN; stops the server and drops
# the database on exit.
schema_server() {
  local profile="${1:-debug}" psql url_base url_query authority url_prefix admin_password
  need_cargo
  need_database
  SCHEMA_BIN="$ROOT/target/$profile/camelot-server"
  if [ "$profile" = debug ] && [ "${CAMELOT_SKIP_BUILD:-}" = 1 ] && [ -x "$SCHEMA_BIN" ]; then
    schema_say "CAMELOT_SKIP_BUILD=1: using the server already built at $SCHEMA_BIN"
  elif [ "$profile" = release ]; then
    schema_say "building camelot-server ($profile)"
    cargo build --locked --release -p camelot-server >&2
  else
    schema_say "building camelot-server ($profile)"
    cargo build --locked -p camelot-server >&2
  fi

  psql="$(command -v psql || ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n1 || true)"
  [ -n "$psql" ] && [ -x "$psql" ] || schema_die "psql not found (it comes with PostgreSQL's client package)"
  SCHEMA_PSQL="$psql"
  SCHEMA_DB="camelot_schema_$$"
  SCHEMA_ADMIN_URL="$DATABASE_URL"
  case "$DATABASE_URL" in
    *\?*) url_base="${DATABASE_URL%%\?*}"; url_query="?${DATABASE_URL#*\?}" ;;
    *) url_base="$DATABASE_URL"; url_query="" ;;
  esac
  authority="${url_base#*://}"
  if [[ "$authority" == */* ]]; then url_prefix="${url_base%/*}"; else url_prefix="$url_base"; fi

  SERVER_PID=""
  trap schema_cleanup EXIT
  "$psql" -q -v ON_ERROR_STOP=1 "$DATABASE_URL" -c "CREATE DATABASE $SCHEMA_DB" >/dev/null

  mkdir -p "$ROOT/target/schema-artifacts"
  SERVER_LOG="$ROOT/target/schema-artifacts/server.log"
  PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
  BASE="http://127.0.0.1:$PORT"
  admin_password="schema-tests-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  # Rate limits out of the way of tens of thousands of requests, tokens that outlive the run.
  (
    export DATABASE_URL="$url_prefix/$SCHEMA_DB$url_query" BIND_ADDR="127.0.0.1:$PORT" \
      LOG_LEVEL=warn ACCESS_TOKEN_TTL_SECS=86400 RATE_LIMIT_BURST=10000000 \
      RATE_LIMIT_PER_IP_PER_MINUTE=10000000 RATE_LIMIT_PER_USERNAME_PER_MINUTE=10000000
    "$SCHEMA_BIN" migrate >/dev/null
    CAMELOT_ADMIN_PASSWORD="$admin_password" "$SCHEMA_BIN" create-admin schemaadmin >/dev/null
    exec "$SCHEMA_BIN" serve >"$SERVER_LOG" 2>&1
  ) &
  SERVER_PID=$!
  local _
  for _ in $(seq 1 150); do
    if curl -sf "$BASE/health/ready" >/dev/null 2>&1; then break; fi
    kill -0 "$SERVER_PID" 2>/dev/null || schema_die "the server did not start; see $SERVER_LOG"
    sleep 0.2
  done
  curl -sf "$BASE/health/ready" >/dev/null || schema_die "the server is not ready; see $SERVER_LOG"
  eval "$(python3 "$SCHEMA_DIR/fixtures.py" --port "$PORT" --admin schemaadmin --admin-password "$admin_password")"
}

schema_cleanup() {
  if [ -n "${SERVER_PID:-}" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ -n "${SCHEMA_DB:-}" ]; then
    "$SCHEMA_PSQL" -q "$SCHEMA_ADMIN_URL" -c "DROP DATABASE IF EXISTS $SCHEMA_DB WITH (FORCE)" >/dev/null 2>&1 || true
  fi
}

# Runs schemathesis against the served document as each of the three accounts and once without
# a token (SCHEMA_AS may name fewer); extra arguments go to every run. What the document cannot
# say is in tests/schema/schemathesis.toml. With SCHEMA_SCOPE=full every run covers every
# operation; by default (the test suite's budget) the player covers them all, the organizer the
# tournaments, the admin the users, and the run without a token signing in and out.
# Returns non-zero if any run found anything.
schema_runs() {
  local status=0 who token
  for who in ${SCHEMA_AS:-player organizer admin anonymous}; do
    local auth=() scope=() exclude=()
    case "$who" in
      player) token="$PLAYER_TOKEN" ;;
      organizer) token="$ORGANIZER_TOKEN"; scope=(--include-tag tournaments) ;;
      admin) token="$ADMIN_TOKEN"; scope=(--include-tag users) ;;
      anonymous) token=""; scope=(--include-tag auth) ;;
    esac
    [ "${SCHEMA_SCOPE:-quick}" = full ] && scope=()
    if [ -n "$token" ]; then
      auth=(-H "Authorization: Bearer $token")
      # Signing out everywhere would revoke the token the rest of the run uses; the run without
      # a token covers the operation.
      exclude=(--exclude-path /api/v1/auth/logout)
    fi
    schema_say "schemathesis as $who"
    # One worker: hypothesis parses source with Python's ast module, which is not thread-safe
    # (with two, runs failed with "AST constructor recursion depth mismatch").
    "$VENV/bin/schemathesis" --config-file "$SCHEMA_DIR/schemathesis.toml" \
      run "$BASE/api/v1/openapi.json" --url "$BASE" \
      --checks all --workers 1 --no-color \
      --report junit --report-junit-path "$ROOT/target/schema-artifacts/junit-$who.xml" \
      "${auth[@]}" "${scope[@]}" "${exclude[@]}" "$@" || status=1
  done
  return "$status"
}

# How many HTTP requests the server has answered (its own counter, from /metrics).
schema_requests() {
  curl -sf "$BASE/metrics" | awk '/^camelot_http_requests_total[ {]/ { n += $NF } END { printf "%d\n", n }'
}
