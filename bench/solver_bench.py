"""The exact solver's figures (issue 38; not a test): time and nodes, CPython.

For each game and player count, over ``--deals`` seeded deals (medians; the issue asks for at
least 20 — run smaller while developing, the machine is shared):

* ``solve_k``: valuing every legal card of the player to act, exactly, ``k`` tricks from the
  end of the hand (k = 3, 4, 5, 6), every card known, with the solver (``tapisvert.solver``:
  "new", on its compact models where it has one — Tarot —, and "engine", the same search on the
  engine's own state, as before the compact model) on the same worlds (the old endgame search,
  ``tapisvert.endgame``, is gone: its figures are in bench/results/solver.json of the commit
  that removed it): median seconds and
  nodes, and how many solves stayed under the node cap.  Nodes are the solvers' own charge: a
  choice node counts its legal actions (the old search also counts each forced move).
* ``first_lead``: the same from the hand's first lead: solved or not under the cap (the goal of
  the issue: every card of a whole hand exact; reported, never asserted).
* ``analysis``: the whole analysis of a hand played by the baseline bots (``analysis.analyse``,
  seat 0): seconds, decisions, exact decisions, decisions graded by what the player could know.
* ``hint``: the hint's decision time at its Standard budget (the bots' search, unchanged).

Writes bench/results/solver.json with the machine's load average beside the figures.

    python bench/solver_bench.py [--deals 20] [--games tarot,briscan,...] [--cap 200000]
                                 [--tricks 3,4,5,6] [--out solver.json]
"""

import argparse
import json
import os
import platform
import random
import statistics
import time
from typing import Any

import tapisvert
from tapisvert import analysis, capabilities as K, hint, solver as S

HERE = os.path.dirname(os.path.abspath(__file__))


def position(game, players, options, seed, tricks):
    """A world of the first hand at most ``tricks`` tricks from its end (Emprunt: cards in the
    largest hand) with a choice to make, reached by the baseline policy and dealt again from the
    acting seat's view (as tests/engine/solver_positions.py does), or None."""
    st: Any = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while st.hand_number == 1 and not st.is_over:
        n = K.tricks_left(st)
        if n is None and game == "emprunt" and str(st.phase) == "play":
            n = max(len(h) for h in st.hands)
        if n is not None and n <= tricks and len(st.legal_codes()) > 1:
            return st.resample(st.current_player, rng)
        st.apply_trusted(st.rollout_code(rng))
    return None


CONFIGS = [
    ("tarot", 4, {}),
    ("tarot", 3, {}),
    ("tarot", 5, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("triomphe", 4, {}),
    ("triomphe", 4, {"form": "team"}),
    ("francion", 4, {}),
    ("emprunt", 4, {}),
]


def med(xs: list[float]) -> float | None:
    return round(statistics.median(xs), 4) if xs else None


def new_solve(w, cap, lean=True):
    b = S.Budget(cap)
    t = time.perf_counter()
    try:
        S.Solver(w, w.current_player, b, lean=lean).values()
    except S.TooLarge:
        return None, b.spent
    return time.perf_counter() - t, b.spent


def engine_solve(w, cap):
    return new_solve(w, cap, lean=False)


def solve_row(game, players, options, deals, k, cap):
    row: dict[str, Any] = {"tricks": k}
    for name, fn in (("new", new_solve), ("engine", engine_solve)):
        times, nodes, solved, tried = [], [], 0, 0
        for seed in range(deals):
            w = position(game, players, options, seed, k)
            if w is None or (K.tricks_left(w) is not None and K.tricks_left(w) != k):
                continue
            tried += 1
            dt, n = fn(w, cap)
            if dt is not None:
                solved += 1
                times.append(dt)
                nodes.append(n)
        row[name] = {"positions": tried, "solved": solved, "median_s": med(times), "median_nodes": med(nodes)}
    return row


def first_lead(game, players, options, deals, cap):
    times: list[float] = []
    spent: list[float] = []
    positions = solved = 0
    for seed in range(deals):
        w = position(game, players, options, seed, 99)
        if w is None:
            continue
        positions += 1
        dt, n = new_solve(w, cap)
        spent.append(n)
        if dt is not None:
            solved += 1
            times.append(dt)
    return {
        "positions": positions,
        "solved": solved,
        "median_s": med(times),
        "median_nodes_spent": med(spent),
    }


def analysis_row(game, players, options, deals):
    secs, exact, total, graded = [], [], [], []
    for seed in range(deals):
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.hand_results and not st.is_over:
            st.apply_trusted(st.rollout_code(rng))
        t = time.perf_counter()
        a = analysis.analyse(st, 0)
        secs.append(time.perf_counter() - t)
        ds = a["decisions"]
        total.append(len(ds))
        exact.append(sum(d["method"] == "exact" for d in ds))
        graded.append(sum(d["could_know"] is not None for d in ds))
    return {
        "median_s": med(secs),
        "max_s": round(max(secs), 3) if secs else None,
        "decisions": sum(total),
        "exact": sum(exact),
        "graded": sum(graded),
    }


def hint_row(game, players, options, deals):
    secs = []
    for seed in range(deals):
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.is_over and len(st.legal_codes()) < 2:
            st.apply_trusted(st.rollout_code(rng))
        for _ in range(rng.randrange(0, 8)):
            if st.is_over or st.hand_results:
                break
            st.apply_trusted(st.rollout_code(rng))
        if st.is_over or st.current_player is None:
            continue
        t = time.perf_counter()
        hint.hint(st, random.Random(seed))
        secs.append(time.perf_counter() - t)
    return {"median_s": med(secs), "max_s": round(max(secs), 3) if secs else None}


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--games", default="")
    ap.add_argument("--cap", type=int, default=200_000)
    ap.add_argument("--tricks", default="3,4,5,6")
    ap.add_argument("--parts", default="solve,first,analysis,hint")
    ap.add_argument("--out", default="solver.json")
    args = ap.parse_args(argv)
    games = set(args.games.split(",")) if args.games else None
    parts = set(args.parts.split(","))
    rows = []
    for game, players, options in CONFIGS:
        if games and game not in games:
            continue
        row: dict[str, Any] = {"game": game, "players": players, "options": options}
        if "solve" in parts and game != "emprunt":
            row["solve"] = [
                solve_row(game, players, options, args.deals, int(k), args.cap)
                for k in args.tricks.split(",")
            ]
        if "first" in parts:
            row["first_lead"] = first_lead(game, players, options, args.deals, args.cap)
        if "analysis" in parts:
            row["analysis"] = analysis_row(game, players, options, args.deals)
        if "hint" in parts:
            row["hint"] = hint_row(game, players, options, args.deals)
        print(json.dumps(row), flush=True)
        rows.append(row)
        _write(args, rows, complete=False)  # a run stopped half-way keeps what it measured
    _write(args, rows, complete=True)


def _write(args: argparse.Namespace, rows: list[dict[str, Any]], complete: bool) -> None:
    out = {
        "what": "exact solver figures (bench/solver_bench.py), CPython",
        "python": platform.python_version(),
        "deals": args.deals,
        "cap_nodes": args.cap,
        "load_average": os.getloadavg(),
        "complete": complete,
        "rows": rows,
    }
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", args.out), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
