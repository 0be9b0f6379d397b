#!/usr/bin/env bash
# The engine's strength ladder: each level against the one below, on the fixed book of 100
# balanced openings (bench/engine/book-camelot.txt, made by `camelot-match book --count 100
# --plies 8 --seed 2026`), each opening played with both colours: 200 games a pair. Level 8
# (full strength) plays with MOVETIME_MS per move. Then full strength at 10×MOVETIME_MS against
# itself at MOVETIME_MS ("time buys strength"). Elo with 95 % intervals from fishtest's
# pentanomial formulas, printed by camelot-match.
#
#   bench/engine/ladder.sh [FIRST_LEVEL [LAST_LEVEL]]     env: GAMES (200), CONCURRENCY (1),
#                                                          MOVETIME_MS (100), TIME_GAMES (200),
#                                                          FIRST_PAIR (0), OUT (a directory)
#
# A long pair can be played in parts: FIRST_PAIR=50 GAMES=100 plays openings 50-99; each game is
# written to $OUT/ladder-<level>-<first pair>.jsonl, and `camelot-match stats FILE...` reports
# the parts as one match.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -q -p camelot-engine
E="$PWD/target/release/camelot-engine serve"
M=target/release/camelot-match
BOOK=bench/engine/book-camelot.txt
GAMES="${GAMES:-200}"
CONCURRENCY="${CONCURRENCY:-1}"
MOVETIME_MS="${MOVETIME_MS:-100}"
FIRST_PAIR="${FIRST_PAIR:-0}"
OUT="${OUT:-${TMPDIR:-/tmp}}"
mkdir -p "$OUT"
first="${1:-2}"
last="${2:-9}"
limits() {
  if [ "$1" = 8 ]; then echo "{\"level\":8,\"movetime_ms\":$MOVETIME_MS}"; else echo "{\"level\":$1}"; fi
}
for level in $(seq "$first" "$last"); do
  if [ "$level" -le 8 ]; then
    echo "== level $level against level $((level - 1)), $GAMES games"
    "$M" play --a "$E" --b "$E" --a-limits "$(limits "$level")" --b-limits "$(limits $((level - 1)))" \
      --book "$BOOK" --games "$GAMES" --concurrency "$CONCURRENCY" --adjudicate 1000 --max-plies 400 \
      --first-pair "$FIRST_PAIR" --games-out "$OUT/ladder-$level-$FIRST_PAIR.jsonl"
  else
    echo "== full strength at $((MOVETIME_MS * 10)) ms against itself at $MOVETIME_MS ms, ${TIME_GAMES:-200} games"
    "$M" play --a "$E" --b "$E" --a-limits "{\"movetime_ms\":$((MOVETIME_MS * 10))}" \
      --b-limits "{\"movetime_ms\":$MOVETIME_MS}" --book "$BOOK" --games "${TIME_GAMES:-200}" \
      --concurrency "$CONCURRENCY" --adjudicate 1000 --max-plies 400 \
      --first-pair "$FIRST_PAIR" --games-out "$OUT/ladder-$level-$FIRST_PAIR.jsonl"
  fi
done
