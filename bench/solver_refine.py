"""How exact the analysis gets when the reader lets it solve on (issue 38; not a test).

For ``deals`` seeded deals of each game and count, a hand played by the game's rollout policy,
then the analysis of it for seat 0 as the page runs it: the stream (``HandAnalysis.next``, every
decision valued, the solver giving up past its node limits), then the refinement
(``HandAnalysis.refine``, one step of ``analysis.REFINE_NODES`` nodes at a time) until nothing is
left to refine, a pass stops, or ``--cap`` CPU seconds of refinement have passed.  Counts, per
game: the reader's card-play decisions, how many are exact (hindsight) and graded (what they
could know) after the stream and after 2, 5, 10 and 20 CPU seconds of refinement (and at the
end), the CPU seconds until every card decision of a hand was exact (median over the hands that
got there, and how many did), and why the passes stopped.  CPU seconds of this process (the
machine may be shared).  Writes bench/results/solver_refine.json.

    python bench/solver_refine.py [--deals 20] [--cap 20] [--only tarot]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import time
from typing import Any

import tapisvert
from tapisvert import analysis

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("francion", 3, {}),
    ("francion", 4, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("triomphe", 4, {}),
    ("tarot", 3, {}),
    ("tarot", 4, {}),
    ("tarot", 5, {}),
]
MARKS = (2.0, 5.0, 10.0, 20.0)


def card_decisions(st: Any, s: analysis.HandAnalysis) -> list[int]:
    """The orders of the reader's card-play decisions (a card played with a choice)."""
    return [k for k, (index, _) in enumerate(s.decisions) if st.history[index] < 128]


def counts(s: analysis.HandAnalysis, cards: list[int]) -> dict[str, int]:
    recs = [s.records[k] for k in cards]
    return {
        "exact": sum(r is not None and r["method"] == "exact" for r in recs),
        "graded": sum(r is not None and r["could_know"] is not None for r in recs),
    }


def one_hand(game: str, players: int, options: dict[str, Any], seed: int, cap: float) -> dict[str, Any]:
    st: Any = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not st.hand_results and not st.is_over:
        st.apply_trusted(st.rollout_code(rng))
    c0 = time.process_time()
    s = analysis.HandAnalysis(st, 0)
    while not s.done:
        s.next()
    stream = time.process_time() - c0
    cards = card_decisions(st, s)
    row: dict[str, Any] = {"seed": seed, "cards": len(cards), "stream_cpu_s": round(stream, 3)}
    row["stream"] = counts(s, cards)
    marks = list(MARKS)
    at: dict[str, dict[str, int]] = {}
    all_exact: float | None = 0.0 if row["stream"]["exact"] == len(cards) else None
    stopped: dict[str, Any] = {}
    c1 = time.process_time()
    steps = 0
    while s.refinable:
        out = s.refine()
        steps += 1
        stopped.update(out["stopped"])
        spent = time.process_time() - c1
        while marks and spent >= marks[0]:
            at[f"{marks.pop(0):g}s"] = counts(s, cards)
        if all_exact is None and counts(s, cards)["exact"] == len(cards):
            all_exact = spent
        if spent >= cap:
            break
    spent = time.process_time() - c1
    for m in marks:  # the marks not reached: what it had when it finished
        at[f"{m:g}s"] = counts(s, cards)
    row.update(
        {
            "refine": at,
            "end": counts(s, cards),
            "refine_cpu_s": round(spent, 3),
            "steps": steps,
            "finished": not s.refinable,
            "all_exact_cpu_s": None if all_exact is None else round(all_exact, 3),
            "stopped": stopped,
            "entries": s.solver.entries() if s.solver is not None else 0,
        }
    )
    return row


def measure(game: str, players: int, options: dict[str, Any], deals: int, cap: float) -> dict[str, Any]:
    hands = [one_hand(game, players, options, seed, cap) for seed in range(deals)]
    total = sum(h["cards"] for h in hands)

    def tally(get: Any) -> dict[str, int]:
        return {k: sum(get(h)[k] for h in hands) for k in ("exact", "graded")}

    reached = [h["all_exact_cpu_s"] for h in hands if h["all_exact_cpu_s"] is not None]
    why: dict[str, int] = {}
    for h in hands:
        for kind, v in h["stopped"].items():
            why[f"{kind}:{v['why']}"] = why.get(f"{kind}:{v['why']}", 0) + 1
    return {
        "game": game,
        "players": players,
        "options": options,
        "deals": deals,
        "card_decisions": total,
        "stream": tally(lambda h: h["stream"]),
        "refine": {m: tally(lambda h, m=m: h["refine"][m]) for m in (f"{x:g}s" for x in MARKS)},
        "end": tally(lambda h: h["end"]),
        "hands_all_exact": len(reached),
        "all_exact_median_cpu_s": round(statistics.median(reached), 3) if reached else None,
        "stream_median_cpu_s": round(statistics.median(h["stream_cpu_s"] for h in hands), 3),
        "stopped": why,
        "max_entries": max(h["entries"] for h in hands),
        "hands": hands,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--cap", type=float, default=20.0, help="CPU seconds of refinement per hand")
    ap.add_argument("--only", default=None, help="these games' configurations only (comma-separated)")
    ap.add_argument("--out", default=os.path.join(HERE, "results", "solver_refine.json"))
    args = ap.parse_args()
    try:
        with open(args.out) as f:
            out = json.load(f)
    except FileNotFoundError:
        out = {}
    out["what"] = __doc__.split("\n\n")[0]
    out["python"] = platform.python_version()
    out["refine_nodes"], out["table_limit"] = analysis.REFINE_NODES, analysis.TABLE_LIMIT
    out["cap_cpu_s"] = args.cap
    rows = {(r["game"], r["players"], json.dumps(r["options"])): r for r in out.get("rows", [])}
    for game, players, options in CONFIGS:
        if args.only and game not in args.only.split(","):
            continue
        t = time.time()
        r = measure(game, players, options, args.deals, args.cap)
        r["wall_s"] = round(time.time() - t, 1)
        r["load_average"] = [round(x, 2) for x in os.getloadavg()]
        rows[(game, players, json.dumps(options))] = r
        out["rows"] = sorted(
            rows.values(), key=lambda r: [c[:2] for c in CONFIGS].index((r["game"], r["players"]))
        )
        with open(args.out, "w") as f:
            json.dump(out, f, indent=1)
            f.write("\n")
        print(
            game,
            players,
            {k: r[k] for k in ("card_decisions", "stream", "end", "hands_all_exact")},
            flush=True,
        )


if __name__ == "__main__":
    main()
