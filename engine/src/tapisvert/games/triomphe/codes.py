"""Triomphe's action codes, named from the state's packing (``tapisvert.state``): a card is its
card code (below ``CARD_CODES``), ``discard:<card>`` is ``DISCARD + card``, a word is ``WORD_BASE``
plus its index in ``WORDS``."""

from ...state import CARD_CODES as CARD_CODES, WORD_BASE as WORD_BASE, prefix_base

WORDS = ("deal", "concede", "accept", "refuse", "lay-down", "pillage", "stop")
PREFIXED = ("discard",)
DISCARD = prefix_base(PREFIXED, "discard")  # discard:<card>, after pillaging
