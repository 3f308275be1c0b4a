"""Golden playthroughs (issues 15 and 23), in the manner of OpenSpiel's ``playthroughs/*.txt``.

One committed text file per game and main variant (``tests/golden/<name>.txt``): a seeded match played
by the Novice bots for two hands, one block per step, showing what the acting seat sees:

* its prompt, and its legal actions with the labels the table shows (a card is its own label);
* one refusal, sampled among the actions that are not legal: the rule's id and the sentence;
* the observation's public fields (phase, dealer, trick, counts, scores, the game's ``extra``…),
  each one when it changes (all of them at the first step);
* the action the bot chose, and the log lines it added, worded for the acting seat.

The file ends with each hand's score sheet and the engine's record.  ``tests/engine/test_golden.py``
plays every file again and compares it line by line, so that any change of behaviour or of wording
(a rule, a default, a bot, a score term, a log line, a prompt, the record format) shows in review as a
diff of these files.

Regenerate after an intended change, and read the diff before committing it::

    .venv/bin/python -m tests.golden.playthrough --regenerate      (or: make golden)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, cast

import tapisvert
from tapisvert import bots, cards as C
from tapisvert.bridge import _labels
from tapisvert.state import GameState
from tapisvert.types import Observation

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

# The observation's fields a block shows: what every seat may see (the hand shows as the legal
# cards, the log as the lines added, the results as the sheets at the end).
PUBLIC = (
    "phase",
    "hand_number",
    "dealer",
    "current_player",
    "leader",
    "trump",
    "turnup",
    "hand_sizes",
    "trick",
    "tricks_won",
    "teams",
    "scores",
    "target",
    "winners",
    "extra",
)


def _public(obs: Observation) -> dict[str, Any]:
    """The public fields of an observation, the game's ``extra`` one key per line."""
    fields = cast(dict[str, Any], obs)
    out = {k: fields[k] for k in PUBLIC if k != "extra"}
    out.update({f"extra.{k}": v for k, v in sorted(obs["extra"].items())})
    return out


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _candidates(state: GameState) -> list[str]:
    """Every action the game could name now: each card of the pack, bare and with each prefix,
    and each word (in a fixed order, so that the sampled refusal is reproducible)."""
    cards = sorted(C.name(c) for c in set(state.all_cards()))
    out = list(cards)
    for p in state.FACTS.prefixed:
        out += [f"{p}:{c}" for c in cards]
    return out + list(state.FACTS.words)


def _refusal(state: GameState, legal: list[str], rng: random.Random) -> str:
    allowed = set(legal)
    illegal = [a for a in _candidates(state) if a not in allowed]
    if not illegal:
        return "(every action is legal)"
    action = rng.choice(illegal)
    why = state.explain(action)
    if why is None:  # named but legal under another spelling (Briscan's melds)
        return f"{action}: legal"
    rule_id, reason = why
    return f"{action} -> [{rule_id}] {reason}"


def _legal_line(state: GameState, legal: list[str]) -> str:
    labels = _labels(state, legal)
    return " | ".join(f"{a} {_json(labels[a])}" if a in labels else a for a in legal)


def _sheets(state: GameState) -> list[str]:
    return [_json(sh) for sh in state.score_sheets()]


def play(name: str) -> str:
    """Play one variant's golden match and write what each acting seat saw (deterministic: the
    seed, the bots' rng and the refusals' rng)."""
    game, players, seed, options = VARIANTS[name]
    state = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(f"golden:{name}")
    refusals = random.Random(f"golden-refusals:{name}")
    lines = [
        f"# Golden playthrough {name}: what the acting seat sees at each step",
        f"# regenerate: python -m tests.golden.playthrough --regenerate {name}",
        f"game: {game}",
        f"players: {players}",
        f"seed: {seed}",
        f"options: {_json(options)}",
        "bots: baseline (Novice)",
        f"hands: {HANDS}",
    ]
    step = 0
    shown: dict[str, Any] = {}
    while not state.is_over and len(state.hand_results) < HANDS and step < MAX_ACTIONS:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        obs = state.observation(seat)
        before = len(obs["log"])
        public = _public(obs)
        changed = {k: v for k, v in public.items() if k not in shown or shown[k] != v}
        shown = public
        lines += [
            "",
            f"## step {step}: seat {seat}, hand {state.hand_number}",
            f"prompt: {obs['prompt']}",
            f"legal ({len(legal)}): {_legal_line(state, legal)}",
            f"refused: {_refusal(state, legal, refusals)}",
        ]
        lines.append("observation (fields that changed):" if step else "observation:")
        lines += [f"  {k} = {_json(v)}" for k, v in changed.items()]
        action = bots.choose(state, "baseline", rng)
        state.apply(action, seat)
        lines.append(f"action: {action}")
        added = state.observation(seat)["log"][before:]
        lines += [f"log: {e['text']}" for e in added]
        step += 1
    lines += ["", "## sheets"]
    lines += _sheets(state)
    lines += ["", "## record", state.to_json()]
    return "\n".join(lines) + "\n"


def path_of(name: str) -> Path:
    return HERE / f"{name}.txt"


def record_of(text: str) -> str:
    """The record (JSON) a golden file ends with."""
    return text.rstrip("\n").rsplit("\n", 1)[1]


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "--regenerate"]
    if "--regenerate" not in argv:
        print("usage: python -m tests.golden.playthrough --regenerate [NAME…]", file=sys.stderr)
        return 2
    unknown = [a for a in args if a not in VARIANTS]
    if unknown:
        print(f"unknown variants: {unknown}; variants are {sorted(VARIANTS)}", file=sys.stderr)
        return 2
    for name in args or list(VARIANTS):
        path_of(name).write_text(play(name), encoding="utf-8")
        print(f"wrote {path_of(name).relative_to(HERE.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
