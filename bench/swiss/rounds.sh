#!/usr/bin/env bash
# Every round of a 9-round Swiss on several seeds, paired by the Dutch engine: the synthetic
# generator pairs round after round (release build, one thread) and reports each round's CPU
# time; GNU time adds the run's peak memory. One line per round and seed, as CSV:
#
#   bench/swiss/rounds.sh [PLAYERS] [SEEDS] [DIR] > rounds.csv
#
# PLAYERS defaults to 9999 (the largest field the engine takes), SEEDS to "1 2 3 4 5 6 7 8",
# DIR (default /tmp/swiss-rounds) keeps each seed's tournament and log. Build first:
#   cargo build --release -p camelot-pairing --example dutch_synthetic
# A 9,999-player seed takes 3-5 minutes; run two scripts with different SEEDS to use both
# cores of a 2-core machine.
set -euo pipefail

players=${1:-9999}
seeds=${2:-"1 2 3 4 5 6 7 8"}
dir=${3:-/tmp/swiss-rounds}
root=$(cd "$(dirname "$0")/../.." && pwd)
generator="$root/target/release/examples/dutch_synthetic"
if [ ! -x "$generator" ]; then
    echo "build first: cargo build --release -p camelot-pairing --example dutch_synthetic" >&2
    exit 2
fi
mkdir -p "$dir"

echo "players,seed,round,pairs,wall_s,cpu_s,run_peak_mb"
for s in $seeds; do
    log="$dir/p${players}_s${s}.log"
    # players, total rounds, rounds to play, seed, output file
    /usr/bin/time -f 'peak %M' "$generator" "$players" 9 9 "$s" "$dir/p${players}_s${s}.trf" \
        >/dev/null 2>"$log"
    peak_kb=$(awk '/^peak/ {print $2}' "$log")
    # "round 3: 4999 pairs in 21.231 s (CPU 20.96 s)"
    sed -n 's/^round \([0-9]*\): \([0-9]*\) pairs in \([0-9.]*\) s (CPU \([0-9.]*\) s)$/\1 \2 \3 \4/p' "$log" |
        while read -r round pairs wall cpu; do
            echo "$players,$s,$round,$pairs,$wall,$cpu,$((peak_kb / 1024))"
        done
done
