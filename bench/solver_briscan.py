"""Briscan and Brisque's analyses before and after the compact model (``solver.lean_briscan``;
issue 38, not a test).

For ``deals`` seeded deals of each, a hand is played by the baseline policy (``rollout_code``);
then the whole analysis of the hand for seat 0 (``analysis.analyse``, its default limits):
seconds (wall and this process's CPU: the machine may be shared), the reader's decisions, how
many valued exactly (``method == "exact"``, the rest by rollouts) and how many graded by what
the player could know.  Also the card-play decisions once
the talon is exhausted (the model's positions) and how many of them are exact.

    python bench/solver_briscan.py [--deals 20] [--label after] [--limit N] [--out bench/results/solver_briscan.json]

``--label``: the key under which the figures are written in the JSON file (it keeps the others),
so that a run on the code before the model (``PYTHONPATH=<old engine/src>``) and one after sit
side by side.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import time
from typing import Any


def measure(game: str, deals: int, limit: int | None = None) -> dict[str, Any]:
    import tapisvert
    from tapisvert import analysis

    if limit is not None:
        analysis.LEAN_NODE_LIMITS[game] = limit

    secs: list[float] = []
    cpu: list[float] = []
    c = {"decisions": 0, "exact": 0, "graded": 0, "final_decisions": 0, "final_exact": 0}
    for seed in range(deals):
        st: Any = tapisvert.new_game(game, players=2, seed=seed)
        rng = random.Random(seed)
        while not st.hand_results and not st.is_over:
            st.apply_trusted(st.rollout_code(rng))
        # the final phase (talon exhausted), read off the state so that the code before the model runs this too
        replayed: list[tuple[int, Any]] = analysis._decisions(st, 0, 1)
        final = {i for i, w in replayed if w.upcard is None and not w.talon}
        t, c0 = time.perf_counter(), time.process_time()
        a = analysis.analyse(st, 0)
        secs.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c0)
        for d in a["decisions"]:
            c["decisions"] += 1
            c["exact"] += d["method"] == "exact"
            c["graded"] += d["could_know"] is not None
            if d["index"] in final:
                c["final_decisions"] += 1
                c["final_exact"] += d["method"] == "exact"
    return {
        "deals": deals,
        "median_s": round(statistics.median(secs), 3),
        "max_s": round(max(secs), 3),
        "mean_s": round(statistics.fmean(secs), 3),
        "median_cpu_s": round(statistics.median(cpu), 3),
        "max_cpu_s": round(max(cpu), 3),
        **c,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--label", default="after")
    ap.add_argument("--games", default="briscan,brisque")
    ap.add_argument("--limit", type=int, default=None, help="LEAN_NODE_LIMITS of the games measured")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(here, "results", "solver_briscan.json"))
    args = ap.parse_args()
    import tapisvert

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=here, capture_output=True, text=True)
    run: dict[str, Any] = {
        "engine": os.path.dirname(tapisvert.__file__),
        "commit_of_worktree": commit.stdout.strip(),
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "loadavg_1min_start": os.getloadavg()[0],
        "limit": args.limit,
        "rows": {},
    }
    for game in args.games.split(","):
        run["rows"][game] = measure(game, args.deals, args.limit)
        print(game, json.dumps(run["rows"][game]), flush=True)
    run["loadavg_1min_end"] = os.getloadavg()[0]
    out: dict[str, Any] = {}
    if os.path.exists(args.out):
        with open(args.out) as f:
            out = json.load(f)
    out.setdefault("what", __doc__.split("\n\n")[0])
    out[args.label] = run
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
