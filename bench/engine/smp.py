#!/usr/bin/env python3
"""Lazy SMP speed-up: time to reach a fixed depth with 1 and with N threads, over the speed
benchmark's middlegame positions (crates/camelot-engine/src/bench.rs) and the start position.

    python3 bench/engine/smp.py [--depth 10] [--threads 2] [--runs 3] [--engine PATH]

Needs target/release/camelot-engine (cargo build --release -p camelot-engine) and an otherwise
idle machine: N threads can only be faster with N free cores. Prints, per thread count, the
total time over all positions (median of the runs) and the speed-up."""
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
    a = ap.parse_args()
    if a.engine:
        global ENGINE
        ENGINE = pathlib.Path(a.engine)
    ps = positions()
    totals = {}
    for threads in (1, a.threads):
        runs = []
        for _ in range(a.runs):
            ms = sum(search(p, a.depth, threads)[0] for p in ps)
            runs.append(ms)
        totals[threads] = statistics.median(runs)
        print(f"{threads} thread(s): {len(ps)} positions to depth {a.depth}: "
              f"median {totals[threads]} ms (runs: {runs})", flush=True)
    print(f"speed-up with {a.threads} threads: {totals[1] / totals[a.threads]:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
