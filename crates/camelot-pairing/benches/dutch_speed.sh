#!/usr/bin/env bash
# Dutch engine speed: round 5 of a 9-round synthetic tournament through the CLI, several
# seeds per size, with wall time, CPU time and peak memory (GNU time), and the load average
# before each run (the development machine is shared, so figures are only comparable at
# similar load).
#
#   crates/camelot-pairing/benches/dutch_speed.sh [DIR] [SIZES] [SEEDS]
#
# DIR (default /tmp/dutch-speed) keeps the generated tournaments (`pN_sS.trf`, rounds 1–4
# paired by the engine; generating the big ones takes minutes) and the pairings
# (`pN_sS.out`). SIZES defaults to "2000 5000", SEEDS to "1 2 3"; 9999 is the largest field
# the synthetic generator and the engine take.
#
# Uses the release builds of the CLI and of the example (build them first:
# `cargo build --release -p camelot-pairing --bin camelot-pairing --example dutch_synthetic`).
# Set COMPARE_WITH=/path/to/another/camelot-pairing to also pair every file with that binary
# (e.g. a build of an earlier commit) and check that both pairings are byte for byte the same.
set -euo pipefail

dir=${1:-/tmp/dutch-speed}
sizes=${2:-"2000 5000"}
seeds=${3:-"1 2 3"}
root=$(cd "$(dirname "$0")/../../.." && pwd)
mkdir -p "$dir"

engine="$root/target/release/camelot-pairing"
generator="$root/target/release/examples/dutch_synthetic"
if [ ! -x "$engine" ] || [ ! -x "$generator" ]; then
    echo "build first: cargo build --release -p camelot-pairing --bin camelot-pairing --example dutch_synthetic" >&2
    exit 2
fi

printf '%-8s %-5s %-10s %-10s %-10s %-14s %s\n' players seed wall_s user_s peak_MB load_1min identical
for n in $sizes; do
    for s in $seeds; do
        file="$dir/p${n}_s${s}.trf"
        if [ ! -s "$file" ]; then
            # players, total rounds, rounds to play, seed, output file
            "$generator" "$n" 9 4 "$s" "$file" >/dev/null
        fi
        load=$(cut -d' ' -f1 /proc/loadavg)
        stats=$(/usr/bin/time -f '%e %U %M' "$engine" pair --dutch "$file" 2>&1 >"$dir/p${n}_s${s}.out" | tail -n 1)
        read -r wall user kb <<<"$stats"
        same=-
        if [ -n "${COMPARE_WITH:-}" ]; then
            "$COMPARE_WITH" pair --dutch "$file" >"$dir/p${n}_s${s}.compare.out"
            if cmp -s "$dir/p${n}_s${s}.out" "$dir/p${n}_s${s}.compare.out"; then
                same=yes
            else
                same=NO
            fi
        fi
        printf '%-8s %-5s %-10s %-10s %-10s %-14s %s\n' "$n" "$s" "$wall" "$user" "$((kb / 1024))" "$load" "$same"
    done
done
