"""Nodes to value every card of one of the reader's decisions k tricks from the end (Tarot),
fresh tables, over seeded hands played by the baseline bots: the solver's own cost, without
the analysis's sharing (CPU seconds).  ``--k 5 --deals 20 --players 4 --cap 2000000 [--plain]
[--out bench/results/solver_tarot.json]``."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

import tapisvert
from tapisvert import analysis, capabilities as K, solver as S
from tapisvert.solver.lean_tarot import LeanTarot


def run(players: int, deals: int, k: int, cap: int) -> dict[str, Any]:
    nodes: list[int] = []
    secs: list[float] = []
    failed = 0
    for seed in range(deals):
        st: Any = tapisvert.new_game("tarot", players=players, seed=seed)
        rng = random.Random(seed)
        while not st.hand_results and not st.is_over:
            st.apply_trusted(st.rollout_code(rng))
        ds = [w for _, w in analysis._decisions(st, 0, 1) if K.tricks_left(w) == k]
        if not ds:
            continue
        w = ds[-1]
        b = S.Budget(cap)
        t = time.process_time()
        try:
            S.Solver(w, 0, b).values()
        except S.TooLarge:
            failed += 1
            continue
        secs.append(time.process_time() - t)
        nodes.append(b.spent)
    return {
        "players": players,
        "k": k,
        "solved": len(nodes),
        "failed": failed,
        "median_nodes": statistics.median(nodes) if nodes else None,
        "total_nodes": sum(nodes),
        "total_s": round(sum(secs), 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--cap", type=int, default=2_000_000)
    ap.add_argument("--plain", action="store_true", help="the search as before issue 38's tuning")
    ap.add_argument("--out", default="", help="add the row to this JSON file's 'nodes' list")
    a = ap.parse_args()
    if a.plain:
        LeanTarot.mtdf_steps, LeanTarot.reuse_guess, LeanTarot.fast_last = 0, False, False
    r = run(a.players, a.deals, a.k, a.cap)
    r["plain"] = a.plain
    print(json.dumps(r))
    if a.out:
        with open(a.out) as f:
            data = json.load(f)
        data.setdefault("nodes", []).append(r)
        with open(a.out, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
