"""The analysis of Francion and Triomphe hands before and after their compact models (issue 38;
not a test): for ``deals`` seeded deals of Francion (4 players), Triomphe (4, each for himself)
and team Triomphe (2 v 2), a hand played by the game's rollout policy, then the whole analysis of
it for seat 0 (``analysis.analyse``, as the page asks it: hindsight and what the player could
know).  Counts the reader's card-play decisions (a card played with a choice) and how many of them
are exact (solved, not rolled out), the decisions graded by what the player could know, and the
median and largest analysis seconds, wall and CPU (the process's: the machine may be shared).
``--engine``: the two games' models unregistered, the solver on the engine's state (the figures
before them).  Merges its figures into bench/results/solver_fr_tri.json under ``--label``.

    python bench/solver_fr_tri.py [--deals 20] [--engine] [--label after]
"""

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

import tapisvert
from tapisvert import analysis
from tapisvert.solver import lean

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("francion", 4, {}),
    ("triomphe", 4, {}),
    ("triomphe", 4, {"form": "team"}),
]


def measure(game: str, players: int, options: dict[str, Any], deals: int) -> dict[str, Any]:
    secs: list[float] = []
    cpu: list[float] = []
    counts = {"card_decisions": 0, "exact": 0, "graded": 0, "decisions": 0}
    for seed in range(deals):
        st: Any = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.hand_results and not st.is_over:
            st.apply_trusted(st.rollout_code(rng))
        t, c = time.perf_counter(), time.process_time()
        a = analysis.analyse(st, 0)
        secs.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        for d in a["decisions"]:
            counts["decisions"] += 1
            counts["graded"] += d["could_know"] is not None
            if st.history[d["index"]] < 128:
                counts["card_decisions"] += 1
                counts["exact"] += d["method"] == "exact"
    return {
        "game": game,
        "players": players,
        "options": options,
        "deals": deals,
        **counts,
        "median_s": round(statistics.median(secs), 3),
        "max_s": round(max(secs), 3),
        "median_cpu_s": round(statistics.median(cpu), 3),
        "max_cpu_s": round(max(cpu), 3),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--engine", action="store_true", help="the solver on the engine's state only")
    ap.add_argument("--label", default="after")
    args = ap.parse_args()
    if args.engine:  # the two games' models unregistered: the solver walks the engine's state
        for game in ("francion", "triomphe"):
            lean.MODELS.pop(game, None)
    path = os.path.join(HERE, "results", "solver_fr_tri.json")
    try:
        with open(path) as f:
            out = json.load(f)
    except FileNotFoundError:
        out = {"what": __doc__.split("\n\n")[0]}
    rows = []
    for game, players, options in CONFIGS:
        row = measure(game, players, options, args.deals)
        print(json.dumps(row), flush=True)
        rows.append(row)
    out[args.label] = {"engine_only": args.engine, "rows": rows}
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
