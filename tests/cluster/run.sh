#!/usr/bin/env bash
# Failover test of the reference cluster (scripts/cluster): starts it from scratch, plays many
# games at once through HAProxy, and meanwhile kills the primary's postmaster, then the primary's
# whole node (pg_autoctl with it: a real failover, after which the old primary is started again
# and must rejoin as a standby), then one camelot-server process. See tests/cluster/load.py for
# what is checked. Prints a summary (also in target/cluster-test/summary.txt, with every request
# in requests.jsonl and the cluster's logs in logs/) and exits non-zero when a check fails; a
# failed run also prints the end of each PostgreSQL node's log.
#
# It takes the project's cluster for itself: a cluster already in .data/cluster is removed
# first, and the one it starts is removed at the end (KEEP_CLUSTER=1 keeps it). The server
# binary is the one scripts/cluster picks (CAMELOT_SERVER_BIN to choose). Takes about 3 minutes.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"

say() { echo "cluster test: $*" >&2; }
for tool in curl python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    say "$tool not found; installing it"
    apt_install "$tool" || { say "could not install $tool (need root or passwordless sudo)"; exit 1; }
  fi
done

WORK="$ROOT/target/cluster-test"
rm -rf "$WORK"
mkdir -p "$WORK"

finish() {
  local rc=$?
  if [ -d "$ROOT/.data/cluster/logs" ]; then cp -r "$ROOT/.data/cluster/logs" "$WORK/logs"; fi
  # A failed run says why where it is read (CI keeps only the output): the end of each
  # PostgreSQL node's log, pg_autoctl's and PostgreSQL's lines together.
  if [ "$rc" -ne 0 ] && [ -d "$WORK/logs" ]; then
    local name
    for name in monitor node1 node2; do
      [ -f "$WORK/logs/$name.log" ] || continue
      say "the last 40 lines of $name.log:"
      tail -n 40 "$WORK/logs/$name.log" | sed 's/^/    /' >&2
    done
  fi
  # The server log lines of every request that answered 500, if any.
  if [ -s "$WORK/500-request-ids.txt" ] && [ -d "$WORK/logs" ]; then
    say "server log lines of the requests that answered 500:"
    grep -h -F -f "$WORK/500-request-ids.txt" "$WORK"/logs/server*.log >&2 || true
  fi
  if [ "${KEEP_CLUSTER:-}" = 1 ]; then
    say "KEEP_CLUSTER=1: the cluster keeps running (scripts/cluster down removes it)"
  else
    "$ROOT/scripts/cluster" down || rc=1
  fi
  exit "$rc"
}
trap finish EXIT

say "starting a fresh cluster"
"$ROOT/scripts/cluster" down
"$ROOT/scripts/cluster" up
"$ROOT/scripts/cluster" status >&2
python3 "$ROOT/tests/cluster/load.py" "$ROOT" "$WORK"
