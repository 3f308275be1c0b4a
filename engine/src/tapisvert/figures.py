"""Play on from a worked example: a figure's position completed into a whole deal.

A figure of the site is set up from data the engine reads anyway: a position (the keys of
``from_position``), or a new game (``players``, ``options``, an explicit ``deal``) with the
actions the figure plays through.  ``complete`` builds that state with the cards the figure does
not show dealt from ``seed`` (the same seed deals the same cards: ``from_position`` fills the
hands it is not given from its ``seed``), then plays the figure's actions, every one checked by
the rules.  A start the engine cannot complete is refused with a ValueError that says why;
nothing is ever changed silently.
"""

from __future__ import annotations

from typing import Any

from . import from_position, new_game
from .errors import IllegalAction, clip
from .state import GameState
from .types import Seat
from .words import failure, record_of, words


class FigureRefused(ValueError):
    """A figure whose position or deal the engine refuses: the message names the figure, and
    ``cause`` is the refusal itself (the bridge sends it apart, worded, as ``error.cause``, so that
    a page says it in its own sentence without cutting the message)."""

    def __init__(self, cause: ValueError) -> None:
        super().__init__(f"this figure's position cannot be played on: {cause}")
        self.cause = cause
        said = record_of(cause)
        if said is not None:  # worded in the reader's language by the bridge, like its cause
            self.words = words("error.figure-refused", cause=said)


START_KEYS = frozenset({"position", "players", "options", "deal", "actions"})


def complete(
    game: str, start: object, seed: object = 0, actors: list[Seat | None] | None = None
) -> GameState:
    """The state a figure's ``start`` describes, its hidden cards dealt from ``seed``; ``actors``,
    if given, receives the seat that made each of the figure's actions."""
    state = start_state(game, start, seed)
    assert isinstance(start, dict)  # start_state refuses anything else
    for k, action in enumerate(start.get("actions", []), 1):
        seat = state.current_player
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise failure(
                ValueError, "error.figure-action", k=k, action=clip(action), rule=exc.rule_id, why=exc.reason
            ) from None
        if actors is not None:
            actors.append(seat)
    if state.current_player is None:
        raise failure(ValueError, "error.figure-over")
    return state


def start_state(game: str, start: object, seed: object = 0) -> GameState:
    """The state a figure's ``start`` sets up, before its actions (checked, not played)."""
    if not isinstance(start, dict):
        raise failure(ValueError, "error.figure-start")
    unknown = set(start) - START_KEYS
    if unknown:
        raise failure(ValueError, "error.figure-keys", keys=", ".join(sorted(unknown)))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise failure(ValueError, "error.seed", value=clip(seed))
    actions = start.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise failure(ValueError, "error.figure-actions")
    try:
        if "position" in start:
            if {"players", "options", "deal"} & set(start):
                raise failure(ValueError, "error.figure-both")
            position = start["position"]
            if not isinstance(position, dict):
                raise failure(ValueError, "error.position-object")
            state = from_position(game, {**position, "seed": seed})
        else:
            opts = start.get("options") or {}
            if not isinstance(opts, dict):
                raise failure(ValueError, "error.options-object")
            state = new_game(game, players=start.get("players"), seed=seed, deal=start.get("deal"), **opts)
    except ValueError as exc:
        raise FigureRefused(exc) from None
    return state


def request(game: str, start: dict[str, Any], seed: int = 0) -> dict[str, Any]:
    """The bridge request that opens a table on a figure's position (what a page's link carries)."""
    return {"op": "from_figure", "game": game, "start": start, "seed": seed}
