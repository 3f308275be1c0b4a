"""The search bot in the browser's runtime (not a test): French Tarot decisions under Pyodide.

Runs ``measure`` below in Pyodide (bench/in_pyodide.py: Pyodide from node_modules, in Node, with
the engine wheel) and in this CPython, for 4-player Tarot with the
200 ms budget of the "standard" level: time per decision and rollouts per decision, overall
and in the first trick.  Writes bench/results/search_pyodide.json.

    python bench/search_pyodide.py [--budget 0.2] [--decisions 40] [--players 4]

The file is also the driver that runs inside Pyodide (it imports only the engine and the
standard library at module level).
"""

import json
import random
import statistics
import time
from typing import Any


def measure(budget=0.2, decisions=40, players=4, seed=10_000):
    """Play seeded deals with baseline bots and one PIMC seat (rotating with the deal); time
    the PIMC seat's decisions that have a choice.  Returns a JSON summary."""
    import tapisvert
    from tapisvert import bots
    from tapisvert.search import pimc_action

    decisions, players = int(decisions), int(players)
    rows: list[dict[str, Any]] = []
    s = seed
    while len(rows) < decisions:
        st = tapisvert.new_game("tarot", players=players, seed=s)
        rng, srng = random.Random(s), random.Random(s + 17)
        me = s % players
        while st.hand_number == 1 and len(rows) < decisions:
            if st.current_player == me and len(st.legal_codes()) > 1:
                obs = st.observation(me)
                stats: dict[str, Any] = {}
                t = time.perf_counter()
                a = pimc_action(st, srng, budget_s=budget, stats=stats)
                ms = 1000 * (time.perf_counter() - t)
                rows.append(
                    {
                        "phase": obs["phase"],
                        "first_trick": obs["extra"]["first_trick"],
                        "legal": len(st.legal_codes()),
                        "ms": ms,
                        **stats,
                    }
                )
            else:
                a = bots.choose(st, "baseline", rng)
            st.apply(a)
        s += 1
    play = [r for r in rows if r["phase"] == "play"]
    first = [r for r in play if r["first_trick"]]
    mean = lambda xs: round(statistics.mean(xs), 1) if xs else None
    return json.dumps(
        {
            "game": "tarot",
            "players": players,
            "budget_s": budget,
            "decisions": len(rows),
            "decision_ms_mean": mean([r["ms"] for r in rows]),
            "decision_ms_max": round(max(r["ms"] for r in rows), 1),
            "rollouts_per_decision_mean": mean([r["rollouts"] for r in rows]),
            "worlds_per_decision_mean": mean([r["worlds"] for r in rows]),
            "play_decisions": len(play),
            "play_rollouts_per_decision_mean": mean([r["rollouts"] for r in play]),
            "first_trick_decisions": len(first),
            "first_trick_rollouts_per_decision_mean": mean([r["rollouts"] for r in first]),
            "legal_per_decision_mean": mean([r["legal"] for r in rows]),
        }
    )


def main(argv=None):
    import argparse
    import os
    import platform

    from in_pyodide import run

    here = os.path.dirname(os.path.abspath(__file__))

    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=float, default=0.2)
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)

    load = os.getloadavg()[0]
    pyo = run(
        __file__, "measure", timeout=900, budget=args.budget, decisions=args.decisions, players=args.players
    )
    cpy = json.loads(measure(args.budget, args.decisions, args.players))
    cpy["python"] = platform.python_version()
    ratio = (
        cpy["rollouts_per_decision_mean"] / pyo["rollouts_per_decision_mean"]
        if pyo["rollouts_per_decision_mean"]
        else None
    )
    out = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "cpus": os.cpu_count(),
        "loadavg_1min_start": load,
        "loadavg_1min_end": os.getloadavg()[0],
        "pyodide": pyo,
        "cpython": cpy,
        "cpython_to_pyodide_rollouts_ratio": round(ratio, 2) if ratio else None,
    }
    os.makedirs(os.path.join(here, "results"), exist_ok=True)
    with open(os.path.join(here, "results", "search_pyodide.json"), "w") as f:
        json.dump(out, f, indent=2)
    for name, r in (("Pyodide " + pyo["python"], pyo), ("CPython " + cpy["python"], cpy)):
        print(
            f"{name:16} tarot {r['players']}p budget {1000 * r['budget_s']:.0f} ms: "
            f"{r['decisions']} decisions, {r['decision_ms_mean']:.0f} ms mean "
            f"(max {r['decision_ms_max']:.0f}), {r['rollouts_per_decision_mean']:.0f} rollouts "
            f"per decision ({r['first_trick_rollouts_per_decision_mean']} in the first trick, "
            f"{r['play_rollouts_per_decision_mean']} in the play)",
            flush=True,
        )


if __name__ == "__main__":
    main()
