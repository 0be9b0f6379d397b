#!/usr/bin/env python3
"""A book of won endings that were drawn: the final positions of Camelot games (files written by
`camelot-match play --games-out`) that ended in a fifty-move draw with one side a Man or more
ahead (a Knight counting 1.6), the quiet-move count set back to 0, each board once; COUNT of them
chosen at random with SEED. Played both ways with `camelot-match play --book`, it measures how
often each engine wins an ending it is ahead in.

    python3 bench/engine/endings_book.py [--variant camelot] [--count 50] [--seed 7] \
        GAMES.jsonl... > book.txt

Needs the rules CLI (cargo build --release -p camelot-rules), which replays the games. Give it
games of the one variant named: a game record does not name its variant, and Anti is played on
Camelot's board. bench/engine/book-endings.txt was made from the Camelot games kept before
552029b:

    python3 bench/engine/endings_book.py $(ls bench/engine/games/*/*.jsonl \
      | grep -v -i "552029b\|1cb8568\|progress-\|anti\|cam-\|camette\|chivalry\|river") \
      > bench/engine/book-endings.txt"""
import argparse, json, pathlib, random, subprocess, sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
RULES = ROOT / "target/release/camelot"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--variant", default="camelot", help="the games' variant")
    ap.add_argument("games", nargs="+")
    a = ap.parse_args()
    seen, endings = set(), []
    for path in a.games:
        for line in open(path):
            game = json.loads(line)
            if "fifty" not in game["why"]:
                continue
            replay = subprocess.run(
                [str(RULES), "--variant", a.variant, "apply", game["start"], *game["moves"]],
                capture_output=True, text=True)
            if replay.returncode != 0:
                continue
            fields = replay.stdout.split()
            board = fields[0]
            white = board.count("M") + 1.6 * board.count("K")
            black = board.count("m") + 1.6 * board.count("k")
            # In floating point, as the book was made: a few leads of exactly one Man (three
            # Men and a Knight against two Men and a Knight) come out just short and are left out.
            if abs(white - black) < 1.0 or board in seen:
                continue
            seen.add(board)
            fields[4] = "0"
            endings.append(" ".join(fields))
    random.seed(a.seed)
    random.shuffle(endings)
    print(f"# {min(a.count, len(endings))} of {len(endings)} endings drawn by the fifty-move rule "
          "with one side a Man or more ahead "
          + ("" if a.variant == "camelot" else f"in {a.variant} ")
          + "(bench/engine/endings_book.py)")
    for e in endings[:a.count]:
        print(e)


if __name__ == "__main__":
    sys.exit(main())
