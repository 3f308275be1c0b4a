"""The attributes of a Francion state, declared once with their types.

A Francion state is ``game.Francion``; the position step (``positions.py``) works on the same
attributes and calls the hand's set-up steps below, so it reads this class, not the game's module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...tricks import TrickGame
from ...types import Card, JSONObject


class FrancionFields(TrickGame):
    # The state of a game (set up by _setup, _start_hand and _set_position), besides the trick
    # game's (trick, leader, tricks_won, voids, last_trick, trump) and the match's (dealer, phase).
    pack: list[Card]
    tokens: list[int]  # each box's tokens (below zero: a debt, DF10)
    counters: list[int]
    stake: int  # tokens on the table
    beasts: list[list[int]]  # [seat, tokens, hand] carried into the next hand's stake
    welche_events: list[JSONObject]
    settlement: JSONObject | None
    cut: int | None
    hand_tokens: list[int]  # tokens each box gained (lost) in this hand
    stake_paid: list[list[Any]]  # [seat, tokens, what for] that made up the stake
    hands: list[list[Card]]
    turnup: Card
    talon: list[Card]
    played: list[Card]

    # the hand's set-up steps of game.py that positions.py calls (declared so that it type-checks alone)
    _stake_hand: Callable[[], None]
    _log_cut: Callable[[int | None], None]
    _turn_up: Callable[[Card], None]
