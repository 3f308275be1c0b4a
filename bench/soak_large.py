"""The large soak (not part of `make test`): 100,000 random hands by default across Triomphe's
main configurations (every form and regime), with the same checks as the test soak.

    python bench/soak_large.py [--hands 100000]
"""

import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))

from soak import soak  # noqa: E402
from test_triomphe_soak import MAIN  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=100_000)
    args = ap.parse_args(argv)
    per = max(1, args.hands // len(MAIN))
    rows = []
    t0 = time.perf_counter()
    for players, options in MAIN:
        t = time.perf_counter()
        n = soak("triomphe", players, options, hands=per, deep=20)
        rows.append({"game": "triomphe", "players": players, "options": options, "hands": n,
                     "seconds": time.perf_counter() - t})
        print(f"triomphe {players}p {options}: {n} hands clean in {rows[-1]['seconds']:.1f} s", flush=True)
    out = {"total_hands": sum(r["hands"] for r in rows), "seconds": time.perf_counter() - t0,
           "results": rows}
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "soak_large.json"), "w") as f:
        json.dump(out, f, indent=2)
    print(f"{out['total_hands']} hands, no violation, {out['seconds']:.0f} s")


if __name__ == "__main__":
    main()
