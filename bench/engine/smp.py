#!/usr/bin/env python3
"""Lazy SMP speed-up: time to reach a fixed depth with 1 and with N threads, over the speed
benchmark's middlegame positions (crates/camelot-engine/src/bench.rs) and the start position.

    python3 bench/engine/smp.py [--depth 10] [--threads 2] [--runs 3] [--engine PATH]
                                [--per-position]

Needs target/release/camelot-engine (cargo build --release -p camelot-engine) and an otherwise
idle machine: N threads can only be faster with N free cores. Each position is searched with 1
and with N threads in turn. Prints, per thread count, the total time over all positions (median
of the runs) and the speed-up, overall and run by run; then the geometric mean of the positions'
own speed-ups, which a few positions where the threads part ways weigh less on. --per-position
also prints each position's times and nodes (medians of the runs)."""
import argparse, json, pathlib, re, statistics, subprocess, sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
ENGINE = ROOT / "target/release/camelot-engine"


def positions():
    text = (ROOT / "crates/camelot-engine/src/bench.rs").read_text()
    return ["start"] + re.findall(r'^\s*"([^"]+ [wb] [^"]+)",', text, re.M)


def search(pos, depth, threads):
    out = subprocess.run([str(ENGINE), "bestmove", pos, "--depth", str(depth),
                          "--threads", str(threads), "--hash", "64"],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    return d["time_ms"], d["nodes"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--engine", default=None, help="the engine binary to measure")
    ap.add_argument("--per-position", action="store_true",
                    help="print each position's times and nodes")
    a = ap.parse_args()
    if a.engine:
        global ENGINE
        ENGINE = pathlib.Path(a.engine)
    ps = positions()
    # Each position is searched with 1 and with N threads back to back, so that the machine's
    # drift over the minutes a run takes falls on both alike.
    runs = {1: [], a.threads: []}
    # Each position's (time, nodes) by thread count, one entry a run.
    each = [{1: [], a.threads: []} for _ in ps]
    for _ in range(a.runs):
        ms = {1: 0, a.threads: 0}
        for i, p in enumerate(ps):
            for threads in (1, a.threads):
                t, nodes = search(p, a.depth, threads)
                ms[threads] += t
                each[i][threads].append((t, nodes))
        for threads in ms:
            runs[threads].append(ms[threads])
    totals = {}
    for threads in (1, a.threads):
        totals[threads] = statistics.median(runs[threads])
        print(f"{threads} thread(s): {len(ps)} positions to depth {a.depth}: "
              f"median {totals[threads]} ms (runs: {runs[threads]})", flush=True)
    ratios = [one / many for one, many in zip(runs[1], runs[a.threads])]
    print(f"speed-up with {a.threads} threads: {totals[1] / totals[a.threads]:.2f}x "
          f"(run by run: {', '.join(f'{r:.2f}x' for r in ratios)})")
    own = []
    for i, e in enumerate(each):
        t1 = statistics.median(t for t, _ in e[1])
        tn = statistics.median(t for t, _ in e[a.threads])
        n1 = statistics.median(n for _, n in e[1])
        nn = statistics.median(n for _, n in e[a.threads])
        own.append(max(t1, 1) / max(tn, 1))
        if a.per_position:
            print(f"position {i:2}: {t1:6.0f} ms {n1:10.0f} nodes with 1 thread, "
                  f"{tn:6.0f} ms {nn:10.0f} nodes with {a.threads}: {own[-1]:.2f}x")
    print(f"geometric mean of the positions' speed-ups: {statistics.geometric_mean(own):.2f}x")

if __name__ == "__main__":
    sys.exit(main())
