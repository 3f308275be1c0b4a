"""A hint for the player to act: what the Standard bot would play, and why.

The hint is the Standard bot's own decision (``search.pimc_values``: the same worlds, the same
rollouts, the same choice) laid open: every legal action with its mean result over the worlds
the search sampled, how many worlds it sampled, the rule that narrows the choice (the cards of
the player's hand the rules refuse now, by rule), and one sentence saying it.

It sees only what the player sees: the worlds are dealt by ``state.resample(seat, …)``, which
keeps nothing of the hidden cards but their number and what the seat knows of them, and the
refusals are of the player's own cards.  ``tests/engine/test_hint.py`` moves the hidden cards
and checks that the hint does not change.

A value is the player's result for the hand relative to the table's mean (what the search
maximises: ``endgame.hand_utilities``), in the game's points.
"""

from __future__ import annotations

import random
from typing import Any

from . import cards as C, search
from .errors import sentence
from .state import GameState
from .types import Seat

STANDARD_BUDGET = 0.2
"""The Standard bot's time budget (``bots.POLICIES['standard']``), in seconds."""


def limits(state: GameState, seat: Seat) -> list[dict[str, Any]]:
    """The rules that refuse cards of ``seat``'s hand now: ``[{"rule_id", "reason", "cards"}]``,
    one entry per rule, in the order of the hand (empty when every card may be played)."""
    out: dict[str, dict[str, Any]] = {}
    hand: list[str] = state.observation(seat).get("hand") or []
    for card in hand:
        if not C.is_card(card):
            continue
        why = state.explain(card)
        if why is None:
            continue
        entry = out.setdefault(why[0], {"rule_id": why[0], "reason": why[1], "cards": []})
        entry["cards"].append(card)
    return list(out.values())


def hint(
    state: GameState,
    rng: random.Random,
    budget_s: float = STANDARD_BUDGET,
    max_worlds: int = 400,
    node_limit: int | None = None,
) -> dict[str, Any]:
    """The Standard bot's decision for ``state.current_player``, with its reasons.

    Returns ``{"seat", "action", "worlds", "exact_worlds", "forced", "actions": [{"action",
    "value", "error"}], "limits", "text"}``: ``actions`` best first (``value`` the mean over the
    worlds, ``error`` its standard error, None below two worlds).  ``max_worlds`` with a budget
    that never runs out (and ``node_limit``) makes it independent of the clock, as in the tests.
    """
    seat = state.current_player
    if seat is None:
        raise ValueError("the match is over: there is nothing to hint")
    v = search.pimc_values(state, rng, budget_s=budget_s, max_worlds=max_worlds, node_limit=node_limit)
    n = v.worlds
    rows: list[dict[str, Any]] = []
    for i, code in enumerate(v.legal):
        mean = v.sums[i] / n if n else None
        err = None
        if n >= 2 and mean is not None:
            err = round(max(v.squares[i] / n - mean * mean, 0.0) ** 0.5 / (n - 1) ** 0.5, 3)
        rows.append(
            {"action": state.decode(code), "value": None if mean is None else round(mean, 3), "error": err}
        )
    rows.sort(key=lambda r: (r["action"] != v.choice, -(r["value"] or 0.0)))
    refused = limits(state, seat)
    return {
        "seat": seat,
        "action": v.choice,
        "worlds": n,
        "exact_worlds": v.solved,
        "forced": len(v.legal) == 1,
        "actions": rows,
        "limits": refused,
        "text": _text(v.choice, rows, n, v.solved, refused, v.fallback),
    }


def _text(
    choice: str,
    rows: list[dict[str, Any]],
    n: int,
    solved: int,
    refused: list[dict[str, Any]],
    fallback: bool,
) -> str:
    parts: list[str] = []
    if len(rows) == 1:
        parts.append(f"{choice} is the only legal action")
    elif fallback or not n:
        parts.append(
            f"Play {choice}: no world could be searched in the time, so this is the game's own policy"
        )
    else:
        how = (
            "all solved exactly" if solved == n else (f"{solved} solved exactly" if solved else "played out")
        )
        best = rows[0]["value"]
        nxt = rows[1]["value"] if len(rows) > 1 else None
        if nxt is None:
            gap = ""
        elif best - nxt < 0.005:
            gap = f", as well as {rows[1]['action']}"
        else:
            gap = f", {best - nxt:.2f} better than {rows[1]['action']}"
        parts.append(
            f"Play {choice}: over {n} sampled deals of the hidden cards ({how}) it scores {best:+.2f} "
            f"against the table's mean{gap}"
        )
    text = sentence(parts[0])
    if refused:
        text += " " + " ".join(
            sentence(f"{', '.join(r['cards'])} may not be played: {r['reason'].rstrip('.')}") for r in refused
        )
    return text
