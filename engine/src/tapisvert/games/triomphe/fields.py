"""The attributes of a Triomphe state, declared once with their types.

A Triomphe state is ``game.Triomphe``; the position step (``positions.py``), the view
(``view.py``) and the word actions (``words.py``) work on the same attributes, so they read this
class, not the game's module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...tricks import TrickGame


class TriompheFields(TrickGame):
    # the state, besides GameState's and TrickGame's
    form: str
    order: str
    rank: dict[int, int]
    regime: str
    size: int
    side_of: list[int]
    sides: int
    can_concede: bool
    hands: list[list[int]]
    turnup: int
    stock: list[int]
    played: list[int]
    side_tricks: list[int]
    total_tricks: int
    side_played: list[bool]
    concession: dict[str, Any] | None
    burden: int | None
    committed: int | None
    responder: int | None
    pillager: int | None
    exposed: int | None
    taken: list[int]
    turned: list[int]
    discards: list[int]
    _FIXED = TrickGame._FIXED | {"form", "order", "rank", "regime", "size", "side_of", "sides", "can_concede"}

    # the method of game.py that the others call (declared so that each module type-checks alone)
    _enough: Callable[[int], bool]
