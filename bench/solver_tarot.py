"""Tarot's exact analysis (issue 38): how many of the reader's decisions the solver values exactly.

Over seeded hands played by the baseline bots (as ``bench/solver_bench.py``'s analysis row), the
hindsight part of ``analysis.HandAnalysis`` (``worlds=0``: no "what you could know") for seat 0:
exact decisions / total, median CPU seconds per analysis (process_time: the machine is
shared), nodes per exact decision (median, total).

    .venv/bin/python bench/solver_tarot.py --players 4,3,5 --deals 20 [--limit N] [--plain] [--label L] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

import tapisvert
from tapisvert import analysis
from tapisvert.solver.lean_tarot import LeanTarot

HERE = os.path.dirname(os.path.abspath(__file__))


def row(players: int, deals: int, worlds: int) -> dict[str, Any]:
    secs: list[float] = []
    nodes: list[int] = []
    exact = total = 0
    per_hand: list[tuple[int, int]] = []
    for seed in range(deals):
        st: Any = tapisvert.new_game("tarot", players=players, seed=seed)
        rng = random.Random(seed)
        while not st.hand_results and not st.is_over:
            st.apply_trusted(st.rollout_code(rng))
        t = time.process_time()
        a = analysis.HandAnalysis(st, 0, worlds=worlds)
        ex = 0
        while not a.done:
            before = a.last_exact
            rec = a.next()
            if rec["method"] == "exact":
                ex += 1
                if a.last_exact is not before:
                    nodes.append(a.last_exact[1])
        secs.append(time.process_time() - t)
        n = len(a.decisions)
        exact += ex
        total += n
        per_hand.append((ex, n))
    return {
        "players": players,
        "deals": deals,
        "worlds": worlds,
        "decisions": total,
        "exact": exact,
        "median_s": round(statistics.median(secs), 3),
        "max_s": round(max(secs), 3),
        "total_s": round(sum(secs), 2),
        "nodes_per_exact_median": statistics.median(nodes) if nodes else None,
        "nodes_exact_total": sum(nodes),
        "per_hand": per_hand,
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="4")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--worlds", type=int, default=0)
    ap.add_argument("--label", default="")
    ap.add_argument("--out", default="")
    ap.add_argument("--limit", type=int, default=0, help="LEAN_NODE_LIMITS['tarot'] (default: the module's)")
    ap.add_argument(
        "--plain", action="store_true", help="the search as before issue 38's tuning (bisection from 0)"
    )
    args = ap.parse_args(argv)
    if args.limit:
        analysis.LEAN_NODE_LIMITS["tarot"] = args.limit
    if args.plain:
        LeanTarot.mtdf_steps, LeanTarot.reuse_guess = 0, False
    rows = []
    for p in [int(x) for x in args.players.split(",")]:
        r = row(p, args.deals, args.worlds)
        r["label"] = args.label
        r["plain"] = args.plain
        r["limit"] = analysis.LEAN_NODE_LIMITS["tarot"]
        r["load_average"] = [round(x, 2) for x in os.getloadavg()]
        print(json.dumps({k: v for k, v in r.items() if k != "per_hand"}), flush=True)
        rows.append(r)
    if args.out:
        data: dict[str, Any] = {
            "what": "bench/solver_tarot.py: Tarot's exact analysis (issue 38)",
            "runs": [],
        }
        if os.path.exists(args.out):
            with open(args.out) as f:
                data = json.load(f)
        data["python"] = sys.version.split()[0]
        data["runs"].extend(rows)
        with open(args.out, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
