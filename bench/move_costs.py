"""What one move costs the engine, per kind of move (issue 39): a clicked card, a button, a bot move.

    .venv/bin/python bench/move_costs.py --label before|after [--out bench/results/move_costs.json]

Every game is played through the bridge exactly as the page plays it (playground/table/table-api.mjs:
one ``play`` or ``bot`` request per move, ``record: true``), seat 0 human: when the human is to
act, a click on the first card of the view's ``card_actions`` when there is one, else the first
legal action as a button; the computer seats play with ``bot`` (level baseline). For each move
the script counts, by wrapping the engine's functions here (production code is not changed):

* ``round_trips``: calls of ``bridge.call`` (the page's requests);
* ``observations``: observations built (outermost calls of a game's ``_observe`` hook: every
  observation fills it in once, wherever it is built);
* ``views``: the bridge's views built (``bridge._view``);
* ``legal_computations``: the game's legal codes computed (outermost calls of ``_legal_codes``).

Counts only (no timings): they do not depend on the machine. The JSON keeps one entry per label
("before", "after"), each per game and move kind (and ``all``: every move of the game, since a
view computes the legal codes the next click may reuse): moves seen and the counts per move (mean).
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine" / "src"))

from tapisvert import bridge  # noqa: E402
from tapisvert.registry import CLASSES  # noqa: E402

GAMES = ("triomphe", "briscan", "brisque", "francion", "tarot", "emprunt")
SEED = 39
MOVES = 150  # moves played per game (or until the match is over)
COUNTS = ("round_trips", "observations", "views", "legal_computations")

counter: dict[str, int] = defaultdict(int)


def _outermost(name: str, key: str, f: Any) -> Any:
    """``f`` counting under ``key`` only when not already inside a counted call (super() chains)."""
    depth = [0]

    @functools.wraps(f)
    def wrapped(*a: Any, **k: Any) -> Any:
        if depth[0] == 0:
            counter[key] += 1
        depth[0] += 1
        try:
            return f(*a, **k)
        finally:
            depth[0] -= 1

    return wrapped


def instrument() -> None:
    bridge.call = _outermost("call", "round_trips", bridge.call)
    bridge._view = _outermost("_view", "views", bridge._view)
    # one depth counter per hook across all classes: a subclass's hook calling its parent's counts once
    seen: set[type] = set()
    wrappers: dict[str, Any] = {}
    for name in GAMES:
        for klass in type.mro(CLASSES[name]):
            if klass in seen or klass is object:
                continue
            seen.add(klass)
            for hook, key in (("_observe", "observations"), ("_legal_codes", "legal_computations")):
                if hook in klass.__dict__:
                    wrappers.setdefault(hook, _shared_depth(key))
                    setattr(klass, hook, wrappers[hook](klass.__dict__[hook]))


def _shared_depth(key: str) -> Any:
    depth = [0]

    def wrap(f: Any) -> Any:
        @functools.wraps(f)
        def wrapped(*a: Any, **k: Any) -> Any:
            if depth[0] == 0:
                counter[key] += 1
            depth[0] += 1
            try:
                return f(*a, **k)
            finally:
                depth[0] -= 1

        return wrapped

    return wrap


def ask(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(bridge.call(json.dumps(req)))
    return out


def play(game: str) -> dict[str, dict[str, Any]]:
    opened = ask({"op": "new", "game": game, "seed": SEED, "humans": [0]})
    assert opened["ok"], opened
    table, view = opened["table"], opened["view"]
    totals: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for _ in range(MOVES):
        if view["is_over"]:
            break
        if view["current_player"] == 0:
            cards = view["card_actions"]
            if cards:
                kind, req = "card", {"op": "play", "table": table, "card": next(iter(cards))}
            else:
                kind, req = "button", {"op": "play", "table": table, "action": view["legal"][0]}
        else:
            kind, req = "bot", {"op": "bot", "table": table, "level": "baseline"}
        req["record"] = True
        counter.clear()
        answer = ask(req)
        assert answer["ok"], answer
        view = answer["view"]
        for k in (kind, "all"):
            totals[k]["moves"] += 1
            for c in COUNTS:
                totals[k][c] += counter[c]
    ask({"op": "close", "table": table})
    return {
        kind: {"moves": t["moves"], **{c: round(t[c] / t["moves"], 3) for c in COUNTS}}
        for kind, t in sorted(totals.items())
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True, choices=("before", "after"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "move_costs.json"))
    args = ap.parse_args()
    instrument()
    figures = {game: play(game) for game in GAMES}
    out = Path(args.out)
    data = json.loads(out.read_text()) if out.exists() else {}
    data["about"] = (
        "Per move, as the page plays (one bridge request per move, seat 0 human, baseline bots, "
        f"seed {SEED}, up to {MOVES} moves per game): bridge round trips, observations built, the "
        "bridge's views built, the legal codes computed (bench/move_costs.py)."
    )
    data[args.label] = figures
    out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    for game, kinds in figures.items():
        for kind, f in kinds.items():
            print(game, kind, f)


if __name__ == "__main__":
    main()
