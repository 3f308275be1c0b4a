"""Briscan and Brisque: the game's own playing policy (the baseline bot and the search's rollouts).

The best meld, the exchange and the draw whenever offered; a low card to lead (a random one three
times in ten); a trick won with the cheapest winning card seven times in ten.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ... import cards as C
from ...cards import SUIT_SHIFT
from . import melds as M
from .codes import DRAW, EXCHANGE, is_card, is_meld

if TYPE_CHECKING:
    from .fields import BriscanFields


def meld_gain(st: BriscanFields, code: int) -> int:
    """What declaring ``code`` now adds: its value less the melds of the window it withdraws."""
    return st.meld_value(code) - sum(m[2] for m in st.same_window_overlap(st.window, code))


def rollout_code(st: BriscanFields, rng: random.Random, legal: list[int] | None = None) -> int:
    """The policy's move; ``legal``: the position's legal codes when the caller has them."""
    if legal is None:
        legal = st._legal_codes()
    if len(legal) == 1:
        return legal[0]
    # a sequence that would withdraw melds of its window worth as much is no gain
    melds = [c for c in legal if is_meld(c) and meld_gain(st, c) > 0]
    if melds:
        # a quartet that wins the game (Brisque) first; else the best meld, sequences last
        def key(c: int) -> tuple[bool, int]:
            kind = M.kind_of(c)
            return (kind != M.SEQUENCE, 10**6 if kind == M.QUARTET and st.QUARTETS_WIN else meld_gain(st, c))

        return max(melds, key=key)
    if EXCHANGE in legal:
        return EXCHANGE
    if DRAW in legal:
        return DRAW
    cards = [c for c in legal if is_card(c)]
    trump = st.trump

    def strength(c: int) -> int:
        return M.TRICK[c & C.RANK_MASK] + (8 if c >> SUIT_SHIFT == trump else 0)

    if not st.trick:
        return rng.choice(cards) if rng.random() < 0.3 else min(cards, key=strength)
    lead = st.trick[0]
    win = [c for c in cards if M.trick_winner(lead, c, trump) == 1]
    return min(win, key=strength) if win and rng.random() < 0.7 else min(cards, key=strength)
