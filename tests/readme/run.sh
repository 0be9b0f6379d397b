#!/usr/bin/env bash
# Runs the README's walk-throughs exactly as written: every ```sh block of its "Walk-throughs"
# section, in order, as one bash script (set -euo pipefail), with the section's ```python block
# saved as webhook_receiver.py beside it, against a freshly started server on a scratch
# database. `scripts/serve create-admin` in the walk-through runs the same debug binary on the
# same database (CAMELOT_SERVER_BIN, DATABASE_URL); CAMELOT_API points the walk-through at the
# server's port. Fails when any command fails; the transcript is in target/readme/transcript.txt.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib/common.sh"
source "$ROOT/scripts/lib/scratch-server.sh"

say() { echo "README walk-throughs: $*" >&2; }
for tool in curl jq python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    say "$tool not found; installing it"
    apt_install "$tool" || { say "could not install $tool (need root or passwordless sudo)"; exit 1; }
  fi
done

WORK="$ROOT/target/readme"
rm -rf "$WORK"
mkdir -p "$WORK"
ln -s "$ROOT/scripts" "$WORK/scripts"

# The section's code blocks, by language.
python3 - "$ROOT/README.md" "$WORK" <<'PY'
import re, sys
readme, work = sys.argv[1], sys.argv[2]
text = open(readme, encoding="utf-8").read()
start = text.index("\n## Walk-throughs\n")
end = text.find("\n## ", start + 1)
section = text[start:end if end != -1 else len(text)]
blocks = re.findall(r"^```(\w+)\n(.*?)^```$", section, flags=re.S | re.M)
sh = [body for lang, body in blocks if lang == "sh"]
py = [body for lang, body in blocks if lang == "python"]
assert len(sh) >= 8, f"only {len(sh)} sh blocks in the walk-throughs"
assert len(py) == 1, "the walk-throughs hold one python block (the webhook receiver)"
with open(f"{work}/walkthrough.sh", "w") as f:
    f.write("set -euo pipefail\n")
    for i, body in enumerate(sh, 1):
        f.write(f"echo '--- block {i}'\n{body}\n")
with open(f"{work}/webhook_receiver.py", "w") as f:
    f.write(py[0])
PY

start_scratch_server camelot_readme "$WORK/server.log"
say "running $(grep -c '^echo .--- block' "$WORK/walkthrough.sh") blocks against $BASE"
cd "$WORK"
if ! CAMELOT_API="$BASE/api/v1" CAMELOT_SERVER_BIN="$BIN" DATABASE_URL="$SCRATCH_URL" \
     HOOK_PORT="$(free_port)" bash walkthrough.sh >transcript.txt 2>&1; then
  tail -n 40 transcript.txt >&2
  say "FAILED (transcript: $WORK/transcript.txt, server log: $WORK/server.log)"
  exit 1
fi
# What the walk-through says happens, happened.
grep -q '^verified msg_' webhook.log || { say "the webhook receiver verified nothing"; exit 1; }
grep -q '"conditional":true' transcript.txt || { say "no conditional reply was played"; exit 1; }
grep -q 'BEGIN:VCALENDAR' transcript.txt || { say "the calendar feed did not answer"; exit 1; }
[ "$(tail -n 1 transcript.txt)" = "401" ] || { say "the revoked bot token still works"; exit 1; }
say "passed (transcript: $WORK/transcript.txt)"
