"""Nodes and CPU seconds of the exact solver on one fixed set of positions per game (not a test):
what a change of the search's code (not of its choices) must leave alone.

Each case's positions are ``tests/engine/solver_positions.position``'s (seeded play by the game's
policy to at most ``tricks`` tricks left, dealt again from the acting seat's view); each is valued
card by card (``Solver.values``) by a fresh solver for the seat to act, as the analysis does.  The
node counts are the search's (the same search gives the same counts, to the node); the CPU
seconds (``time.process_time``: the machine may be shared) are each case's mean over
``--repeat`` rounds.  ``sides``: "seat" values it for the seat against the rest (alpha-beta on a
table of each for himself, as a caller may ask); ``lean=False``: the engine's walk only.

``--packages solver,solver_before``: several copies of the solver side by side in one process
(each a package ``tapisvert.<name>``: copy an older ``engine/src/tapisvert/solver`` there as
``solver_before``), position by position, which goes first rotated: a burst of load on a shared
machine then hits each alike, which separate runs do not (their CPU seconds differ by 10-20%
between two runs of one code).  The node counts must agree; the seconds are given against the
first package's.

    python bench/solver_nodes.py [--repeat 3] [--games tarot,briscan] [--packages solver,...] [--label L] [--out FILE]
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))
from solver_positions import position  # type: ignore[import-not-found]  # noqa: E402

# game, players, options, tricks left at most, seeds, sides ("table": the game's own; "seat"), lean
CASES: list[tuple[str, int, dict[str, Any], int, int, str, bool]] = [
    ("tarot", 4, {}, 5, 12, "table", True),
    ("tarot", 3, {}, 6, 8, "table", True),
    ("tarot", 5, {}, 5, 8, "table", True),
    ("tarot", 4, {"goulash": True}, 4, 8, "table", True),
    ("tarot", 4, {}, 3, 12, "table", False),
    ("briscan", 2, {}, 5, 400, "table", True),
    ("brisque", 2, {}, 6, 400, "table", True),
    ("briscan", 2, {}, 7, 8, "table", True),
    ("triomphe", 4, {"form": "team"}, 5, 48, "table", True),
    ("triomphe", 2, {}, 7, 64, "table", True),
    ("triomphe", 4, {}, 4, 16, "table", True),
    ("francion", 4, {}, 5, 48, "seat", True),
    ("francion", 4, {}, 5, 16, "table", True),
]


def case_name(case: tuple[Any, ...]) -> str:
    game, players, options, tricks, _, sides, lean = case
    opts = ",".join(f"{k}={v}" for k, v in options.items())
    return (
        f"{game} {players}p{' ' + opts if opts else ''} <={tricks} tricks {sides}{'' if lean else ' engine'}"
    )


def positions(case: tuple[Any, ...]) -> list[Any]:
    game, players, options, tricks, seeds, _, _ = case
    out = [position(game, players, options, seed, tricks) for seed in range(seeds)]
    return [w for w in out if w is not None]


def solve(solver: Any, case: tuple[Any, ...], w: Any) -> tuple[int, float]:
    """The nodes and CPU seconds of valuing every card of ``w`` with the package ``solver``."""
    sides_rule, lean = case[5], case[6]
    ref = w.current_player
    sides: Any = True if sides_rule == "table" else [0 if s == ref else 1 for s in range(w.players)]
    b = solver.Budget(5_000_000)
    t = time.process_time()
    solver.Solver(w, ref, b, sides=sides, lean=lean).values()
    return b.spent, time.process_time() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--games", default="")
    ap.add_argument("--packages", default="solver", help="tapisvert.<name> packages compared")
    ap.add_argument("--label", default="")
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    games = set(args.games.split(",")) if args.games else None
    names = args.packages.split(",")
    packages = [importlib.import_module(f"tapisvert.{name}") for name in names]
    rows = []
    for case in CASES:
        if games is not None and case[0] not in games:
            continue
        worlds = positions(case)
        nodes = [0] * len(names)
        cpu = [0.0] * len(names)
        for r in range(args.repeat):
            for i, w in enumerate(worlds):
                for j in range(len(names)):
                    k = (i + r + j) % len(names)
                    n, s = solve(packages[k], case, w)
                    nodes[k] += n
                    cpu[k] += s
        assert len(set(nodes)) == 1, f"{case_name(case)}: the packages' node counts differ: {nodes}"
        row: dict[str, Any] = {
            "case": case_name(case),
            "positions": len(worlds),
            "nodes": nodes[0] // args.repeat,
        }
        for k, name in enumerate(names):
            row[f"{name}_cpu_s"] = round(cpu[k] / args.repeat, 3)
            if k:
                row[f"{name}_pct"] = round(100 * (cpu[k] / cpu[0] - 1), 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    if args.out:
        data: dict[str, Any] = {"what": __doc__.split("\n\n")[0], "runs": {}}
        if os.path.exists(args.out):
            with open(args.out) as f:
                data = json.load(f)
        data["runs"][args.label] = {
            "python": sys.version.split()[0],
            "repeat": args.repeat,
            "packages": names,
            "load_average": [round(x, 2) for x in os.getloadavg()],
            "rows": rows,
        }
        with open(args.out, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
