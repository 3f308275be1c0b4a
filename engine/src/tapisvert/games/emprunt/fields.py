"""The attributes of an Emprunt state, declared once with their types.

An Emprunt state is ``game.Emprunt``; the legality (``legal.py``), the view (``view.py``) and the
position step (``positions.py``) read the same attributes, so they read this class, not the game's
module.
"""

from __future__ import annotations

from typing import Any

from ...cards import SUIT_SHIFT
from ...match import MatchState
from ...types import Card


class EmpruntFields(MatchState):
    # the state, besides GameState's and MatchState's
    ranks: str
    pack: list[int]
    order: dict[int, int]
    succ: dict[int, int]
    hand_size: int
    talon_size: int
    pool: int
    deals_played: int
    deals_total: int
    hands: list[list[int]]
    talon: list[int]
    table: list[int]
    run: list[list[Any]]
    leader: int
    turn: int
    need: int
    last_move: list[Any] | None
    start_scores: list[int]
    ledger: dict[str, Any]
    _FIXED = MatchState._FIXED | {"ranks", "pack", "order", "succ", "hand_size", "talon_size"}

    def _sort_key(self, c: Card) -> tuple[int, int]:
        return (c >> SUIT_SHIFT, self.order.get(c, 0))
