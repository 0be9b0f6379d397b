#!/usr/bin/env bash
# Browser tests of the web client, as scripts/test runs them (they can also run alone).
#
# Installs what they need when it is missing: Debian's Chromium (as root or with passwordless
# sudo, like scripts/postgres does for PostgreSQL) and the npm packages pinned in
# tests/web/package-lock.json (npm ci). Type-checks the client's scripts (tsc --checkJs), runs
# the unit tests of its pure modules (tests/web/unit, Node alone), builds
# the server, starts it on a free port against a fresh scratch database (on DATABASE_URL's
# server, else the project's own cluster), runs the tests with Node's test runner, then stops
# the server and drops the database. Screenshots go to target/web-artifacts/.
# CAMELOT_WEB_TESTS (e.g. "tests/game.test.mjs") runs only those browser test files.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
source "$ROOT/scripts/lib/scratch-server.sh"

WEB="$ROOT/tests/web"
ARTIFACTS="$ROOT/target/web-artifacts"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
say() { echo "web tests: $*" >&2; }
die() { say "$*"; exit 1; }

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

# 2. The npm packages (playwright-core, axe-core, typescript, openapi-typescript), when missing or stale.
cd "$WEB"
STAMP="node_modules/.camelot-lock-sha256"
LOCK_SUM="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$LOCK_SUM" ]; then
  say "installing the test packages (npm ci)"
  npm ci --no-audit --no-fund >&2
  echo "$LOCK_SUM" > "$STAMP"
fi

# 3. The client's scripts type-check, against the API's types generated from the committed
# OpenAPI document (a field renamed there fails the check where the client uses it).
say "generating the API types from openapi/openapi.json (openapi-typescript)"
mkdir -p .generated
npx --no-install openapi-typescript "$ROOT/openapi/openapi.json" --output .generated/api.d.ts >&2
say "type-checking the web client (tsc --checkJs)"
npx --no-install tsc -p tsconfig.json

# 3b. The unit tests of the client's pure modules (Node alone: no browser, no server).
say "unit tests of the web client's pure modules (tests/web/unit)"
node --test unit/

# 4. The server, on a scratch database.
cd "$ROOT"
mkdir -p "$ARTIFACTS"
rm -f "$ARTIFACTS"/*.png
start_scratch_server camelot_web "$ARTIFACTS/server.log"
ADMIN_PASSWORD="web-tests-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
DATABASE_URL="$SCRATCH_URL" CAMELOT_ADMIN_PASSWORD="$ADMIN_PASSWORD" "$BIN" create-admin webadmin >/dev/null

# 5. The browser tests.
say "running the browser tests against http://127.0.0.1:$PORT (screenshots in target/web-artifacts/)"
cd "$WEB"
CAMELOT_WEB_BASE="$BASE" CAMELOT_WEB_ARTIFACTS="$ARTIFACTS" \
  CAMELOT_WEB_ADMIN=webadmin CAMELOT_WEB_ADMIN_PASSWORD="$ADMIN_PASSWORD" CHROMIUM="$CHROMIUM" \
  node --test --test-concurrency=2 ${CAMELOT_WEB_TESTS:-tests/*.test.mjs}
