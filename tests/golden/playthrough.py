"""Golden playthroughs (issue 15, item 6), in the manner of OpenSpiel's playthrough files.

One committed file per game and main variant (``tests/golden/<name>.json``): a seeded match played by
the Novice bots for two hands, with every action (who played what, out of how many legal actions), each
hand's score sheet (terms, points, totals) and the engine's record. ``tests/engine/test_golden.py``
plays every file again and compares it line by line, so that any change of behaviour (a rule, a
default, a bot, a score term, the record format) shows in review as a diff of these files.

Regenerate after an intended change, and read the diff before committing it::

    .venv/bin/python -m tests.golden.playthrough
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import tapisvert
from tapisvert import bots

HERE = Path(__file__).resolve().parent
HANDS = 2  # enough to cover a hand-over (next dealer, running totals) and stay readable
MAX_ACTIONS = 5000  # a bound, never reached by a two-hand match of any game

# name: (game, players, seed, options)
VARIANTS: dict[str, tuple[str, int, int, dict[str, Any]]] = {
    "triomphe-individual-4p-forcee": ("triomphe", 4, 11, {"form": "individual", "regime": "forcee"}),
    "triomphe-individual-3p-plaisant": ("triomphe", 3, 12, {"form": "individual", "regime": "plaisant"}),
    "triomphe-team-4p-forcat": ("triomphe", 4, 13, {"form": "team", "regime": "forcat"}),
    "triomphe-team-6p-general": ("triomphe", 6, 14, {"form": "team", "regime": "general"}),
    "triomphe-pillage-5p": ("triomphe", 5, 15, {"form": "pillage"}),
    "francion-4p": ("francion", 4, 21, {}),
    "francion-3p-heart-welche": ("francion", 3, 22, {"welche_suit": "heart", "welche_lead": "heart"}),
    "briscan-2p": ("briscan", 2, 31, {}),
    "brisque-2p": ("brisque", 2, 32, {}),
    "tarot-3p": ("tarot", 3, 41, {}),
    "tarot-4p": ("tarot", 4, 42, {}),
    "tarot-5p": ("tarot", 5, 43, {}),
    "tarot-4p-miseres-goulash": ("tarot", 4, 44, {"miseres": True, "goulash": True}),
    "emprunt-3p": ("emprunt", 3, 51, {}),
    "emprunt-6p-stop": ("emprunt", 6, 52, {"after_king": "stop"}),
}


def play(name: str) -> dict[str, Any]:
    """Play one variant's golden match and describe it (deterministic: seed and bot rng)."""
    game, players, seed, options = VARIANTS[name]
    state = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(f"golden:{name}")
    steps: list[str] = []
    while not state.is_over and len(state.score_sheets()) < HANDS and len(steps) < MAX_ACTIONS:
        seat = state.current_player
        legal = state.legal_actions()
        action = bots.choose(state, "baseline", rng)
        steps.append(f"{seat} {action} /{len(legal)}")
        state.apply(action, seat)
    return {
        "name": name,
        "game": game,
        "players": players,
        "seed": seed,
        "options": options,
        "bots": "baseline (Novice)",
        "hands": HANDS,
        "steps": steps,
        "sheets": state.score_sheets(),
        "record": json.loads(state.to_json()),
    }


def path_of(name: str) -> Path:
    return HERE / f"{name}.json"


def dump(data: dict[str, Any]) -> str:
    # One step per line: a change of behaviour is a readable diff.
    return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"


def main(argv: list[str]) -> int:
    names = argv or list(VARIANTS)
    for name in names:
        path_of(name).write_text(dump(play(name)), encoding="utf-8")
        print(f"wrote {path_of(name).relative_to(HERE.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
