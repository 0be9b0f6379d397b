#!/usr/bin/env bash
# Browser tests of the web client, as scripts/test runs them (they can also run alone).
#
# Installs what they need when it is missing: Debian's Chromium (as root or with passwordless
# sudo, like scripts/postgres does for PostgreSQL) and the npm packages pinned in
# tests/web/package-lock.json (npm ci). Type-checks the client's scripts (tsc --checkJs), builds
# the server, starts it on a free port against a fresh scratch database (on DATABASE_URL's
# server, else the project's own cluster), runs the tests with Node's test runner, then stops
# the server and drops the database. Screenshots go to target/web-artifacts/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"

WEB="$ROOT/tests/web"
ARTIFACTS="$ROOT/target/web-artifacts"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
say() { echo "web tests: $*" >&2; }
die() { say "$*"; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@";
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo "$@";
  else return 1; fi
}

apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

# 1. Chromium and Node.js.
if [ ! -x "$CHROMIUM" ]; then
  say "Chromium not found at $CHROMIUM; installing Debian's chromium package"
  apt_install chromium ||
    die "could not install Chromium (need root or passwordless sudo). Install the 'chromium' package, or set CHROMIUM to a Chromium binary."
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  say "Node.js not found; installing Debian's nodejs and npm packages"
  apt_install nodejs npm || die "could not install Node.js (need root or passwordless sudo). Install Node.js 18 or later."
fi

# 2. The npm packages (playwright-core, axe-core, typescript), when missing or stale.
cd "$WEB"
STAMP="node_modules/.camelot-lock-sha256"
LOCK_SUM="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$LOCK_SUM" ]; then
  say "installing the test packages (npm ci)"
  npm ci --no-audit --no-fund >&2
  echo "$LOCK_SUM" > "$STAMP"
fi

# 3. The client's scripts type-check.
say "type-checking the web client (tsc --checkJs)"
npx --no-install tsc -p tsconfig.json

# 4. The server, on a scratch database.
cd "$ROOT"
need_cargo
need_database
say "building camelot-server"
cargo build --locked -p camelot-server >&2
BIN="$ROOT/target/debug/camelot-server"

PSQL="$(command -v psql || ls /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -n1 || true)"
[ -n "$PSQL" ] && [ -x "$PSQL" ] || die "psql not found (it comes with PostgreSQL's client package)"
DB="camelot_web_$$"
case "$DATABASE_URL" in
  *\?*) URL_BASE="${DATABASE_URL%%\?*}"; URL_QUERY="?${DATABASE_URL#*\?}" ;;
  *) URL_BASE="$DATABASE_URL"; URL_QUERY="" ;;
esac
AUTHORITY="${URL_BASE#*://}"
if [[ "$AUTHORITY" == */* ]]; then URL_PREFIX="${URL_BASE%/*}"; else URL_PREFIX="$URL_BASE"; fi
SCRATCH_URL="$URL_PREFIX/$DB$URL_QUERY"

SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  "$PSQL" -q "$DATABASE_URL" -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
}
trap cleanup EXIT
"$PSQL" -q -v ON_ERROR_STOP=1 "$DATABASE_URL" -c "CREATE DATABASE $DB" >/dev/null

mkdir -p "$ARTIFACTS"
rm -f "$ARTIFACTS"/*.png
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
ADMIN_PASSWORD="web-tests-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export DATABASE_URL="$SCRATCH_URL" BIND_ADDR="127.0.0.1:$PORT" LOG_LEVEL=warn \
  RATE_LIMIT_BURST=10000 RATE_LIMIT_PER_IP_PER_MINUTE=10000 RATE_LIMIT_PER_USERNAME_PER_MINUTE=10000
"$BIN" migrate >/dev/null
CAMELOT_ADMIN_PASSWORD="$ADMIN_PASSWORD" "$BIN" create-admin webadmin >/dev/null
"$BIN" serve >"$ARTIFACTS/server.log" 2>&1 &
SERVER_PID=$!
ready() {
  node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$PORT/health/ready"
}
for _ in $(seq 1 100); do
  if ready; then break; fi
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server did not start; see $ARTIFACTS/server.log"
  sleep 0.2
done
ready || die "the server is not ready; see $ARTIFACTS/server.log"

# 5. The browser tests.
say "running the browser tests against http://127.0.0.1:$PORT (screenshots in target/web-artifacts/)"
cd "$WEB"
CAMELOT_WEB_BASE="http://127.0.0.1:$PORT" CAMELOT_WEB_ARTIFACTS="$ARTIFACTS" \
  CAMELOT_WEB_ADMIN=webadmin CAMELOT_WEB_ADMIN_PASSWORD="$ADMIN_PASSWORD" CHROMIUM="$CHROMIUM" \
  node --test --test-concurrency=2 tests/*.test.mjs
