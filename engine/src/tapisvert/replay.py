"""Replay these cards: the same deal again from its start, for a duplicate of a hand.

``deal_start(state, hand)`` replays ``state``'s record up to where ``hand`` was dealt: the seed,
the options and every action before that deal, so the same cards come out in the same seats.
A match that began at a position (a figure played on) has no deal to replay from; its first
state, ``origin``, is replayed instead.  The bridge opens a new table from it (the old one stays
open, so that the two score sheets can be compared side by side).
"""

from __future__ import annotations

from .errors import clip
from .state import GameState
from .types import Seat
from .words import failure


def start_index(state: GameState, hand: int, origin: GameState | None = None) -> int:
    """The number of actions of ``state``'s record played before ``hand`` was dealt."""
    first = origin.hand_number if origin is not None else 1
    if isinstance(hand, bool) or not isinstance(hand, int) or not first <= hand <= state.hand_number:
        raise failure(ValueError, "error.replay-hand", first=first, last=state.hand_number, value=clip(hand))
    if hand == first:
        return 0
    fresh = origin.clone() if origin is not None else state._fresh()
    for i, code in enumerate(state.history):
        fresh.apply_trusted(code)
        if fresh.hand_number == hand:
            return i + 1
    raise ValueError(f"hand {hand} was never dealt")  # pragma: no cover - hand_number says it was


def deal_start(
    state: GameState, hand: int | None = None, origin: GameState | None = None
) -> tuple[GameState, list[Seat | None]]:
    """A new state at the start of ``hand`` of ``state``'s match (default: the hand in progress,
    or the one just scored when the table is between hands or the match is over), and the seat
    that made each action of its record: the same deal, the same seats, the same scores before
    it.  ``origin``: the match's first state when it did not start with a deal.  ``state`` is
    not changed."""
    index = start_index(state, state.hand_number if hand is None else hand, origin)
    again = origin.clone() if origin is not None else state._fresh()
    actors: list[Seat | None] = []
    for code in state.history[:index]:
        actors.append(again.current_player)
        again.apply(again.decode(code))  # validated, so that undo has its records
    return again, actors
