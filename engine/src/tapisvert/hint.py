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

When the rest of the hand is small enough, the hint also gives the figure of "what you could
know" (``analysis.could_know``): each choice's mean over ``EXACT_WORLDS`` worlds dealt from the
player's view, each solved exactly by ``tapisvert.solver``, and then it names the best card by
that figure (the bot's own choice when it is among the best).  The sentence names cards and
actions in words (``grading.words``), never by their codes.
"""

from __future__ import annotations

import random
from typing import Any

from . import analysis, capabilities as K, cards as C, grading as G, search, solver
from .errors import sentence
from .state import GameState
from .types import Seat
from .words import failure, plain, words as W

STANDARD_BUDGET = 0.2
"""The Standard bot's time budget (``bots.POLICIES['standard']``), in seconds."""
EXACT_WORLDS = 8
"""Worlds of the hint's exact figure ("what you could know")."""
EXACT_NODES = 12_000
"""Nodes of the exact figure, all its worlds together: past them the hint keeps the bot's figure."""
EXACT_TRICKS = 4
"""The exact figure is tried only this many tricks from the end of the card play (earlier, a
world is far past ``EXACT_NODES`` and the attempt would only cost its nodes)."""


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
        raise failure(ValueError, "error.hint-over")
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
    exact = _exact(state, seat, v.legal, v.choice, rng) if len(v.legal) > 1 else None
    choice = exact["action"] if exact is not None else v.choice
    rows.sort(key=lambda r: (r["action"] != choice, -(r["value"] or 0.0)))
    refused = limits(state, seat)
    text = (
        _text(state, v.choice, rows, n, v.solved, refused, v.fallback)
        if exact is None
        else _exact_text(state, exact, refused)
    )
    return {
        "seat": seat,
        "action": choice,
        "worlds": n,
        "exact_worlds": v.solved,
        "forced": len(v.legal) == 1,
        "actions": rows,
        "limits": refused,
        "exact": exact,
        "text": text,
    }


def _exact(
    state: GameState, seat: Seat, legal: list[int], bot: str, rng: random.Random
) -> dict[str, Any] | None:
    """The exact figure by what the player could know, or None when a world is too large."""
    left = K.tricks_left(state)
    if K.declared(state).endgame and (left is None or left > EXACT_TRICKS):
        return None
    try:
        means = analysis.could_know(state, seat, rng.randrange(1 << 30), EXACT_WORLDS, EXACT_NODES)
    except solver.TooLarge:
        return None
    vals = [round(m, 3) for m in means]
    top = max(vals)
    best = [state.decode(c) for c, x in zip(legal, vals) if x == top]
    order = sorted(range(len(legal)), key=lambda k: -vals[k])
    return {
        "worlds": EXACT_WORLDS,
        "action": bot if bot in best else best[0],
        "best": best,
        "values": [{"action": state.decode(legal[k]), "value": vals[k]} for k in order],
    }


def _gap(state: GameState, best: float, other: dict[str, Any]) -> Any:
    """ ", as well as X" or ", 2.50 better than X": the next choice after the advised one."""
    if best - other["value"] < 0.005:
        return W("hint.gap.same", other=G.words(state, other["action"]))
    return W("hint.gap.better", d=best - other["value"], other=G.words(state, other["action"]))


def _exact_text(state: GameState, exact: dict[str, Any], refused: list[dict[str, Any]]) -> str:
    rows = exact["values"]
    choice = exact["action"]
    best = rows[0]["value"]
    others = [r for r in rows if r["action"] != choice]
    gap = _gap(state, best, others[0]) if others else W("common.empty")
    text = sentence(
        plain(W("hint.play-exact", advice=G.advice(state, choice), n=exact["worlds"], best=best, gap=gap))
    )
    return text + _refusals(state, refused)


def _refusals(state: GameState, refused: list[dict[str, Any]]) -> str:
    """The cards of the hand the rules refuse now, by rule: said while cards are played (in an
    auction or a discard, no card of the hand is played, and the list would only hide the advice)."""
    if not refused or not any(C.is_card(a) for a in state.legal_actions()):
        return ""
    return " " + " ".join(
        sentence(
            plain(
                W(
                    "hint.refused",
                    cards=", ".join(G.words(state, c) for c in r["cards"]),
                    reason=r["reason"].rstrip("."),
                )
            )
        )
        for r in refused
    )


def _text(
    state: GameState,
    choice: str,
    rows: list[dict[str, Any]],
    n: int,
    solved: int,
    refused: list[dict[str, Any]],
    fallback: bool,
) -> str:
    if len(rows) == 1:
        said = W("hint.only-legal", name=G.words(state, choice))
    elif fallback or not n:
        said = W("hint.policy", advice=G.advice(state, choice))
    else:
        how = W("hint.how.all" if solved == n else "hint.how.some" if solved else "hint.how.none", k=solved)
        best = rows[0]["value"]
        gap = _gap(state, best, rows[1]) if rows[1]["value"] is not None else W("common.empty")
        said = W("hint.play", advice=G.advice(state, choice), n=n, how=how, best=best, gap=gap)
    return sentence(plain(said)) + _refusals(state, refused)
