"""The exact solver's figures for every game and count, in CPython and in Pyodide (issue 38, §5;
not a test).

For ``deals`` seeded deals of each covered game and count (``solver.COVERED``, the plain rules of
each count), a hand is played by the baseline bots; then, for seat 0:

* **first lead**: every card of the hand's first lead valued exactly by the solver
  (``Solver.values``) within a cap of nodes and seconds: solved or not, nodes, seconds;
* **analysis**: the whole analysis of the hand (``analysis.analyse``): seconds, decisions, how
  many exact (solved) and how many graded by what the player could know;
* **hint** and **bot**: at seat 0's first card decision with a choice, the hint
  (``hint.hint``) and the Standard bot's choice (``bots.choose``): seconds.

Medians per game and count, the analysis also in CPU seconds (the only figure comparable between
runs on a loaded machine); the load average at start and end (the machine is shared: wall figures
under load are slower than on an idle one, never faster). Writes bench/results/solver_figures.json.

    python bench/solver_figures.py [--deals 20] [--cap-nodes 100000] [--cap-s 5] [--only tarot:4]

This file is also the driver that runs inside Pyodide (bench/in_pyodide.py; ``measure``: engine
and standard library only).
"""

import json
import random
import statistics
import time
from typing import Any


def _cpu_clock() -> Any:
    """The process's CPU seconds: ``time.process_time`` in CPython; in Pyodide, where that clock
    is the wall clock, Node's ``process.cpuUsage()`` (user and system time of the whole Node
    process, its garbage-collector threads included: a little more than the Python alone)."""
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript

        usage = js.process.cpuUsage

        def node_cpu() -> float:
            u = usage()
            return float(u.user + u.system) / 1e6

        return node_cpu
    except (ImportError, AttributeError):
        return time.process_time


def _median(xs: list[float], digits: int = 4) -> float | None:
    return round(statistics.median(xs), digits) if xs else None


def measure(
    game: str, players: int, options: dict[str, Any], deals: int, cap_nodes: int, cap_s: float
) -> str:
    import tapisvert
    from tapisvert import analysis, bots, capabilities as K, hint, solver as S

    cpu = _cpu_clock()
    first_s: list[float] = []
    first_nodes: list[float] = []
    first_spent: list[float] = []
    an_s: list[float] = []
    an_cpu: list[float] = []
    hint_s: list[float] = []
    bot_s: list[float] = []
    counts = {"decisions": 0, "exact": 0, "graded": 0}
    for seed in range(deals):
        st: Any = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        first = mine = None
        while not st.hand_results and not st.is_over:
            left = K.tricks_left(st)
            if left is not None and first is None and not K.trick_in_progress(st):
                first = st.clone()
            if left is not None and mine is None and st.current_player == 0 and len(st.legal_codes()) > 1:
                mine = st.clone()
            st.apply_trusted(st.rollout_code(rng))
        if first is not None:
            solver = S.Solver(first, first.current_player, S.Budget(cap_nodes, time.perf_counter() + cap_s))
            t = time.perf_counter()
            try:
                solver.values()
                first_s.append(time.perf_counter() - t)
                first_nodes.append(solver.nodes)
            except S.TooLarge:
                first_spent.append(solver.nodes)
        t, c = time.perf_counter(), cpu()
        a = analysis.analyse(st, 0)
        an_s.append(time.perf_counter() - t)
        an_cpu.append(cpu() - c)
        ds = a["decisions"]
        counts["decisions"] += len(ds)
        counts["exact"] += sum(d["method"] == "exact" for d in ds)
        counts["graded"] += sum(d["could_know"] is not None for d in ds)
        if mine is not None:
            t = time.perf_counter()
            hint.hint(mine.clone(), random.Random(seed))
            hint_s.append(time.perf_counter() - t)
            t = time.perf_counter()
            bots.choose(mine.clone(), "standard", random.Random(seed))
            bot_s.append(time.perf_counter() - t)
    return json.dumps(
        {
            "game": game,
            "players": players,
            "options": options,
            "deals": deals,
            "first_lead": {
                "cap_nodes": cap_nodes,
                "cap_s": cap_s,
                "solved": len(first_s),
                "of": len(first_s) + len(first_spent),
                "median_s": _median(first_s),
                "median_nodes": _median(first_nodes, 1),
                "median_nodes_spent_unsolved": _median(first_spent, 1),
            },
            "analysis": {
                "median_s": _median(an_s, 3),
                "max_s": round(max(an_s), 3),
                # CPU seconds beside wall seconds: the machine is shared, and under load only the
                # CPU figure stays comparable between runs.
                "median_cpu_s": _median(an_cpu, 3),
                **counts,
            },
            "hint_median_s": _median(hint_s),
            "standard_bot_median_s": _median(bot_s),
        }
    )


def configs() -> list[tuple[str, int, dict[str, Any]]]:
    """Each covered game and count once, with its plain rules (the variants share its search)."""
    from tapisvert.solver import COVERED

    return [(g, n, o) for g, n, o in COVERED if not o]


def main() -> None:
    import argparse
    import os
    import platform
    import subprocess

    from in_pyodide import run

    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--cap-nodes", type=int, default=100_000)
    ap.add_argument("--cap-s", type=float, default=5.0)
    ap.add_argument("--only", default="", help="game:players[,game:players…]")
    ap.add_argument("--runtimes", default="cpython,pyodide")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    chosen = configs()
    if args.only:
        wanted = {tuple(x.split(":")) for x in args.only.split(",")}
        chosen = [c for c in chosen if (c[0], str(c[1])) in wanted]
    runtimes = args.runtimes.split(",")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True)
    out: dict[str, Any] = {
        "what": __doc__.split("\n\n")[0],
        "commit": commit.stdout.strip(),
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "loadavg_1min_start": os.getloadavg()[0],
        "rows": [],
    }
    for game, players, options in chosen:
        kwargs = {
            "game": game,
            "players": players,
            "options": options,
            "deals": args.deals,
            "cap_nodes": args.cap_nodes,
            "cap_s": args.cap_s,
        }
        row: dict[str, Any] = {"game": game, "players": players}
        if "cpython" in runtimes:
            row["cpython"] = {"python": platform.python_version(), **json.loads(measure(**kwargs))}
        if "pyodide" in runtimes:
            row["pyodide"] = run(__file__, "measure", **kwargs)
        out["rows"].append(row)
        print(json.dumps(row), flush=True)
    out["loadavg_1min_end"] = os.getloadavg()[0]
    os.makedirs(os.path.join(here, "results"), exist_ok=True)
    with open(os.path.join(here, "results", "solver_figures.json"), "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
