"""Triomphe's action codes, named from the state's packing (``tapisvert.state``): a card is its
card code (below ``CARD_CODES``), ``discard:<card>`` is ``DISCARD + card``, a word is ``WORD_BASE``
plus its index in ``WORDS``; and the phases of a hand (the shared ``hand-over`` and ``match-over``
are the core's)."""

from ...phase import PhaseEnum
from ...state import CARD_CODES as CARD_CODES, WORD_BASE as WORD_BASE, prefix_base

WORDS = ("deal", "concede", "accept", "refuse", "lay-down", "pillage", "stop")
PREFIXED = ("discard",)
DISCARD = prefix_base(PREFIXED, "discard")  # discard:<card>, after pillaging


class Phase(PhaseEnum):
    PLAY = "play"
    CONCEDE = "concede"
    PILLAGE = "pillage"
    PILLAGE_DISCARD = "pillage-discard"


PLAY, CONCEDE, PILLAGE, PILLAGE_DISCARD = Phase
