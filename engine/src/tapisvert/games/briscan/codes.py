"""Briscan's action codes, named: cards, the three words and the meld codes; and its phases.

The state's encoding (``tapisvert.state``): a card is its card code, below ``CARD_END``; a bare
word is ``WORD_BASE`` plus its index in ``WORDS``; meld codes (``melds.py``) start at
``melds.MELD_MIN``, above every word.
"""

from ... import cards as C
from ...phase import PhaseEnum
from ...state import WORD_BASE
from .melds import MELD_MIN


class Phase(PhaseEnum):
    """Briscan's own phases (hand-over and match-over are the shared ones, tapisvert.phase)."""

    PLAY = "play"  # the play of the cards (declarations on lead included)
    DECLARE = "declare"  # the winner declares before the draw (meld_after_draw='no')


PLAY, DECLARE = Phase
LIVE = (PLAY, DECLARE)  # the phases of a deal in play

CARD_END = C.CARD_CODES  # card codes are 0..127
WORDS = ("deal", "exchange", "draw")
DEAL = WORD_BASE + WORDS.index("deal")
EXCHANGE = WORD_BASE + WORDS.index("exchange")  # the seven of trumps for the turn-up
DRAW = WORD_BASE + WORDS.index("draw")  # end the declarations and draw


def is_card(code: int) -> bool:
    return code < CARD_END


def is_meld(code: int) -> bool:
    return code >= MELD_MIN
