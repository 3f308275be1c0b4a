"""The attributes of a Briscan (and Brisque) state, declared once with their types.

A Briscan state is ``game.Briscan`` (``brisque.Brisque`` for Brisque); the legality (``legal.py``),
the policy, the positions, the scoring and the view work on the same attributes and call the
methods declared at the end, so they read this class, not the game's module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from ...tricks import TrickGame
from ...words import Text

Refusal = tuple[str, Text]  # (rule suffix, reason)


class BriscanFields(TrickGame):
    # the variant, as data (set by game.Briscan and brisque.Brisque)
    SIZE: ClassVar[int]
    MELD_KINDS: ClassVar[tuple[int, ...]]
    QUARTETS_WIN: ClassVar[bool]
    EXCHANGE_DEADLINE: ClassVar[int]

    # The state of a deal (set by _start_hand, or by from_position), besides the trick game's
    # trick, leader, tricks_won, voids (revealed in the final phase) and last_trick.
    hands: list[list[int]]
    upcard: int | None
    turnup_dealt: int
    talon: list[int]
    final_won: list[int]
    won: list[list[int]]
    trick_no: int
    window: int | None  # seat that may declare now
    window_count: int  # melds declared in the open window
    melds: list[list[int]]  # [seat, code, points, trick number]
    seq_cards: list[int]  # cards declared in a sequence (B27)
    known: list[list[int]]  # cards of each hand shown to the opponent
    exchanged: int | None  # seat that exchanged the seven
    ace_by_exchange: int | None  # seat that took the ace of trumps by the exchange
    hand_points: list[int]
    hand_terms: list[list[Any]]  # [what, seat, points, rule] scored this deal (the sheet)

    @property
    def free_tricks(self) -> int:
        """Tricks played while the talon has cards (11 in Briscan, 10 in Brisque)."""
        return (32 - 2 * self.SIZE) // 2

    # methods of game.py (and brisque.py) that the others call (declared so that each type-checks alone)
    _r: Callable[[str], str]
    meld_kinds: Callable[[], tuple[int, ...]]
    talon_count: Callable[[], int]
    meld_value: Callable[[int], int]
    same_window_overlap: Callable[[int | None, int], list[list[int]]]
    _kind_problem: Callable[[int, list[int]], Refusal | None]
    _reuse_or_run_problem: Callable[[int, int, int, list[int]], Refusal | None]
    _score_deal_end: Callable[[int], None]
