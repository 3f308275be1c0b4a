"""Tarot's actions as int codes, and its phases.

The packing is the state's (``tapisvert.state``): a card is its code, ``call:KH`` /
``discard:5S`` / ``hide:7`` are a per-prefix base plus the card, and the bare words are
``WORD_BASE + i``.  Every constant here is read from that packing, never retyped.
"""

from ...phase import HAND_OVER, MATCH_OVER, PhaseEnum
from ...state import (
    CARD_CODES as CARD_CODES,  # a code below the first prefix is a card
    WORD_BASE,
    prefix_base,
)

WORDS = (
    "deal",
    "pass",
    "prise",
    "garde",
    "garde-sans",
    "garde-contre",
    "chelem",
    "no-chelem",
    "poignee:simple",
    "poignee:double",
    "poignee:triple",
    "misere:atout",
    "misere:honneurs",
)
PREFIXED = ("call", "discard", "hide")
CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")
LEVELS = ("simple", "double", "triple")

CALL = prefix_base(PREFIXED, "call")  # call:<card>     the taker calls a card (5 players)
DISCARD = prefix_base(PREFIXED, "discard")  # discard:<card>  the taker's discard
HIDE = prefix_base(PREFIXED, "hide")  # hide:<trump>    a trump kept hidden in a poignée

W = {w: WORD_BASE + i for i, w in enumerate(WORDS)}
W_DEAL, W_PASS = W["deal"], W["pass"]
W_BIDS = tuple(W[c] for c in CONTRACTS)
W_CHELEM, W_NOCHELEM = W["chelem"], W["no-chelem"]
W_POIGNEE = tuple(W["poignee:" + lv] for lv in LEVELS)
W_MISERE = (W["misere:atout"], W["misere:honneurs"])


class Phase(PhaseEnum):
    """A deal's own phases, in the order it goes through them (then tapisvert.phase's
    ``hand-over`` and ``match-over``)."""

    BIDDING = "bidding"
    CALL = "call"
    DISCARD = "discard"
    CHELEM = "chelem"
    PLAY = "play"
    POIGNEE = "poignee"


# short names for the play's code
BID, CALLP, ECART, ANNOUNCE = Phase.BIDDING, Phase.CALL, Phase.DISCARD, Phase.CHELEM
PLAY, HIDEP = Phase.PLAY, Phase.POIGNEE
OVER, MATCH = HAND_OVER, MATCH_OVER

IN_DEAL = frozenset(Phase)
"""A deal is in progress (its scoring, or its cancellation, moves it to ``hand-over``/``match-over``)."""
BEFORE_PLAY = frozenset({BID, CALLP, ECART, ANNOUNCE})
"""Before the play of the cards: the hands are still those dealt (the taker's with the chien)."""
