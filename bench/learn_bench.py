"""Learning-by-playing benchmark (issue 25; not a test): the time of a hint and of the analysis of
a hand, per game and player count, on CPython.

* hint: ``tapisvert.hint.hint`` at the Standard budget (0.2 s) at every decision with a choice of
  seat 0 in the first hand of seeded matches (the other seats play the baseline bot); the time per
  hint and the worlds it sampled;
* analysis: ``tapisvert.analysis.analyse`` of seat 0's decisions in that hand once it is scored;
  the time per hand and how many decisions were solved exactly or rolled out.

Writes bench/results/learn.json and prints a table.  ``in_pyodide.run("bench/learn_bench.py",
"measure_json", game=…, players=…)`` runs ``measure_json`` inside Pyodide (``table_json``: the
bridge ops as the table sends them).  The machine is shared: the figures are
medians, with the load average at the start.

    python bench/learn_bench.py [--deals 2]
"""

import argparse
import json
import os
import platform
import random
import statistics
import time

import tapisvert
from tapisvert import analysis, bots, hint


def one_deal(game, players, seed):
    st = tapisvert.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    hints: list[float] = []
    worlds: list[int] = []
    while not st.hand_results:
        if st.current_player == 0 and len(st.legal_codes()) > 1 and len(hints) < 6:
            t = time.perf_counter()
            h = hint.hint(st, random.Random(len(st.history)))
            hints.append(time.perf_counter() - t)
            worlds.append(h["worlds"])
        st.apply(bots.choose(st, "baseline", rng))
    t = time.perf_counter()
    a = analysis.analyse(st, 0)
    spent = time.perf_counter() - t
    methods = [d["method"] for d in a["decisions"]]
    return hints, worlds, spent, methods.count("exact"), methods.count("rollouts")


def measure_json(game, players, deals=1):
    """One configuration's figures as JSON text (what bench/in_pyodide.py runs in Pyodide)."""
    hints, analyses = [], []
    for seed in range(int(deals)):
        h, _w, a, _e, _r = one_deal(game, int(players), seed)
        hints += h
        analyses.append(a)
    return json.dumps(
        {
            "game": game,
            "players": int(players),
            "hints": len(hints),
            "hint_median_s": round(statistics.median(hints), 3) if hints else None,
            "hint_max_s": round(max(hints), 3) if hints else None,
            "analysis_median_s": round(statistics.median(analyses), 3),
        }
    )


def table_json(game, players, deals=1):
    """What the table asks, through the bridge as the worker sends it (issue 25): the ``hint`` op at
    each of seat 0's decisions with a choice in the first hand (the hint's choice is then played,
    the other seats by the baseline bot, as at the table), then the ``analyse`` op of that hand with
    the table's 4 playouts per action (playground/table/table-learn.mjs).  JSON text."""
    from tapisvert import bridge

    def call(**req):
        out = json.loads(bridge.call(json.dumps(req)))
        assert out["ok"], out
        return out

    hints, worlds, analyses, decisions = [], [], [], []
    for seed in range(int(deals)):
        tid = call(op="new", game=game, players=int(players), seed=seed, humans=[0])["table"]
        view = call(op="view", table=tid)["view"]
        while not view.get("sheet"):
            if view["legal"]:
                if len(view["legal"]) > 1:
                    t = time.perf_counter()
                    h = call(op="hint", table=tid)["hint"]
                    hints.append(time.perf_counter() - t)
                    worlds.append(h["worlds"])
                    action = h["action"]
                else:
                    action = view["legal"][0]
                view = call(op="play", table=tid, action=action)["view"]
            else:
                view = call(op="bot", table=tid, level="baseline")["view"]
        t = time.perf_counter()
        a = call(op="analyse", table=tid, hand=view["sheet"]["hand"], rollouts=4)["analysis"]
        analyses.append(time.perf_counter() - t)
        decisions.append(len(a["decisions"]))
        call(op="close", table=tid)
    return json.dumps(
        {
            "game": game,
            "players": int(players),
            "via": "bridge ops hint and analyse (rollouts 4), as the table sends them",
            "hints": len(hints),
            "hint_median_s": round(statistics.median(hints), 3) if hints else None,
            "hint_max_s": round(max(hints), 3) if hints else None,
            "worlds_median": statistics.median(worlds) if worlds else None,
            "hands": len(analyses),
            "decisions": decisions,
            "analysis_median_s": round(statistics.median(analyses), 3),
            "analysis_max_s": round(max(analyses), 3),
        }
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=2)
    args = ap.parse_args()
    rows = []
    for game in tapisvert.list_games():
        for players in tapisvert.game_info(game)["players"]:
            hints, worlds, analyses = [], [], []
            exact = rolled = 0
            for seed in range(args.deals):
                h, w, a, e, r = one_deal(game, players, seed)
                hints += h
                worlds += w
                analyses.append(a)
                exact += e
                rolled += r
            row = {
                "game": game,
                "players": players,
                "hints": len(hints),
                "hint_median_s": round(statistics.median(hints), 3) if hints else None,
                "hint_max_s": round(max(hints), 3) if hints else None,
                "worlds_median": statistics.median(worlds) if worlds else None,
                "hands": len(analyses),
                "analysis_median_s": round(statistics.median(analyses), 3),
                "analysis_max_s": round(max(analyses), 3),
                "decisions_exact": exact,
                "decisions_rollouts": rolled,
            }
            rows.append(row)
            print(
                f"{game:9} {players}p  hint {row['hint_median_s']} s (max {row['hint_max_s']}, "
                f"{row['worlds_median']} worlds)  analysis {row['analysis_median_s']} s/hand "
                f"(max {row['analysis_max_s']}; {exact} exact, {rolled} rolled out)",
                flush=True,
            )
    out = {
        "what": "hint (Standard budget) and analysis time on CPython, seat 0, first hand of seeded deals",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "load_average_at_start": os.getloadavg()[0],
        "deals_per_config": args.deals,
        "node_limit": analysis.NODE_LIMIT,
        "rollouts": analysis.ROLLOUTS,
        "rows": rows,
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results", "learn.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    print(f"written {path}")


if __name__ == "__main__":
    main()
