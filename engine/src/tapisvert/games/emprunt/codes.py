"""Emprunt's action codes, named from the state's packing (``tapisvert.state``): a card is its card
code, ``borrow:<card>`` is ``BORROW + card``, a word is ``WORD_BASE`` plus its index in ``WORDS``;
and its own phase, the play (the hand-over and the match-over are the shared layer's)."""

from ...phase import PhaseEnum
from ...state import WORD_BASE, prefix_base

WORDS = ("deal", "draw")
PREFIXED = ("borrow",)
BORROW = prefix_base(PREFIXED, "borrow")  # borrow:<card>
DRAW = WORD_BASE + WORDS.index("draw")


class Phase(PhaseEnum):
    PLAY = "play"


PLAY = Phase.PLAY
