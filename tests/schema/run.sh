#!/usr/bin/env bash
# Checks that the OpenAPI document says exactly what the server does, as scripts/test runs it
# (it can also run alone), against a freshly started server on a scratch database. First a client
# generated from openapi/openapi.json by openapi-python-client plays a tournament game and reads
# the standings (tests/schema/client_game.py). Then schemathesis, pinned in
# tests/schema/requirements.txt and installed into target/schema-venv, sends generated requests
# (valid and invalid) with every check, a fixed seed and a bounded budget, as a player, an
# organizer, an admin and without a token. Any finding fails the run. Reports go to
# target/schema-artifacts/. The longer run is bench/schemathesis.sh.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
source "$ROOT/tests/schema/lib.sh"

schema_venv
schema_server debug
# A client generated from the committed document, without hand edits, plays a game. It plays
# first: the admin's schemathesis run may change any account's roles (it can take the organizer's
# role away), and this game needs the accounts as the fixtures made them.
CLIENT_DIR="$ROOT/target/schema-client"
rm -rf "$CLIENT_DIR"
mkdir -p "$CLIENT_DIR"
schema_say "generating a Python client from openapi/openapi.json (openapi-python-client)"
"$VENV/bin/openapi-python-client" generate --path "$ROOT/openapi/openapi.json" --meta none \
  --output-path "$CLIENT_DIR/camelot_client" >"$ROOT/target/schema-artifacts/client-generation.log" 2>&1 ||
  schema_die "the client could not be generated; see target/schema-artifacts/client-generation.log"
"$VENV/bin/python" "$SCHEMA_DIR/client_game.py" --base "$BASE" --client "$CLIENT_DIR" \
  --organizer-token "$ORGANIZER_TOKEN"

before="$(schema_requests)"
SECONDS=0
schema_runs --seed 20261124 --max-examples "${SCHEMA_MAX_EXAMPLES:-5}" "$@"
schema_say "schemathesis passed: $(( $(schema_requests) - before )) requests in ${SECONDS}s"
