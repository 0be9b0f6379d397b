#!/usr/bin/env bash
# The long schemathesis run: every operation as a player, an organizer, an admin and without a
# token, with many more generated requests per operation than the test suite's run
# (tests/schema/run.sh), against a freshly started server on a scratch database. Prints the
# requests the server answered and the time taken; any finding fails the run. Figures go to
# BENCHMARKS.md.
#
#   bench/schemathesis.sh                   # 100 examples per operation and phase
#   MAX_EXAMPLES=300 SEED=7 bench/schemathesis.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
source "$ROOT/tests/schema/lib.sh"

MAX_EXAMPLES="${MAX_EXAMPLES:-100}"
SEED="${SEED:-20261124}"
schema_venv
schema_server debug
before="$(schema_requests)"
SECONDS=0
status=0
SCHEMA_SCOPE=full schema_runs --seed "$SEED" --max-examples "$MAX_EXAMPLES" "$@" || status=1
elapsed=$SECONDS
requests=$(( $(schema_requests) - before ))
echo "schemathesis: $requests requests in ${elapsed}s ($MAX_EXAMPLES examples per operation, seed $SEED, 4 identities), $( [ $status -eq 0 ] && echo 'no findings' || echo 'FINDINGS: see above')"
exit "$status"
