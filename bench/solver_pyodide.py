"""The exact solver in the browser's runtime (issue 38; not a test): the same measurements under
Pyodide (bench/in_pyodide.py: in Node, with the engine wheel) and in this CPython.

For ``deals`` seeded deals of one game (a hand played by the baseline bots): the whole analysis
of the hand for seat 0 (``analysis.analyse``: seconds, decisions, exact, graded), and the exact
values of every card four tricks from the end (seconds, nodes).  Medians; writes
bench/results/solver_pyodide.json with the load average.

    python bench/solver_pyodide.py [--deals 5] [--game tarot] [--players 4]

The file is also the driver that runs inside Pyodide (engine and standard library only).
"""

import json
import random
import statistics
import time
from typing import Any


def measure(deals=5, game="tarot", players=4):
    import tapisvert
    from tapisvert import analysis, capabilities as K, solver as S

    deals, players = int(deals), int(players)
    an: list[float] = []
    counts = {"decisions": 0, "exact": 0, "graded": 0}
    solve_s: list[float] = []
    solve_nodes: list[float] = []
    for seed in range(deals):
        st: Any = tapisvert.new_game(game, players=players, seed=seed)
        rng = random.Random(seed)
        near = None
        while not st.hand_results and not st.is_over:
            left = K.tricks_left(st)
            if near is None and left is not None and left <= 4 and len(st.legal_codes()) > 1:
                near = st.clone()
            st.apply_trusted(st.rollout_code(rng))
        t = time.perf_counter()
        a = analysis.analyse(st, 0)
        an.append(time.perf_counter() - t)
        ds = a["decisions"]
        counts["decisions"] += len(ds)
        counts["exact"] += sum(d["method"] == "exact" for d in ds)
        counts["graded"] += sum(d["could_know"] is not None for d in ds)
        if near is not None:
            s = S.Solver(near, near.current_player, S.Budget(200_000))
            t = time.perf_counter()
            try:
                s.values()
                solve_s.append(time.perf_counter() - t)
                solve_nodes.append(s.nodes)
            except S.TooLarge:
                pass
    return json.dumps(
        {
            "game": game,
            "players": players,
            "deals": deals,
            "analysis_median_s": round(statistics.median(an), 3),
            "analysis_max_s": round(max(an), 3),
            **counts,
            "solve4_median_s": round(statistics.median(solve_s), 4) if solve_s else None,
            "solve4_median_nodes": statistics.median(solve_nodes) if solve_nodes else None,
            "solve4_solved": len(solve_s),
        }
    )


def main():
    import argparse
    import os
    import platform

    from in_pyodide import run

    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=5)
    ap.add_argument("--game", default="tarot")
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    load = os.getloadavg()[0]
    pyo = run(__file__, "measure", timeout=3000, deals=args.deals, game=args.game, players=args.players)
    cpy = json.loads(measure(args.deals, args.game, args.players))
    cpy["python"] = platform.python_version()
    out = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "loadavg_1min_start": load,
        "loadavg_1min_end": os.getloadavg()[0],
        "pyodide": pyo,
        "cpython": cpy,
    }
    os.makedirs(os.path.join(here, "results"), exist_ok=True)
    with open(os.path.join(here, "results", "solver_pyodide.json"), "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
