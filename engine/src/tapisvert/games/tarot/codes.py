"""Tarot's actions as int codes, and its phases.

The packing is the state's (``tapisvert.state``): a card is its code, ``call:KH`` /
``discard:5S`` / ``hide:7`` are a per-prefix base plus the card, and the bare words are
``WORD_BASE + i``.  Every constant here is read from that packing, never retyped.
"""

from ...state import WORD_BASE, GameState

WORDS = ("deal", "pass", "prise", "garde", "garde-sans", "garde-contre", "chelem", "no-chelem",
         "poignee:simple", "poignee:double", "poignee:triple", "misere:atout", "misere:honneurs")
PREFIXED = ("call", "discard", "hide")
CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")
LEVELS = ("simple", "double", "triple")


class _Vocabulary:
    """Tarot's words and prefixes, for reading the state's packing (``GameState.encode``)."""
    NAME = "tarot"
    WORDS = WORDS
    PREFIXED = PREFIXED


def _prefix_base(prefix: str) -> int:
    """The code of ``prefix:<card>`` less the card, as ``GameState.encode`` packs it."""
    encode = GameState.encode.__func__        # type: ignore[attr-defined]
    return int(encode(_Vocabulary, f"{prefix}:2C") - encode(_Vocabulary, "2C"))


CALL = _prefix_base("call")          # call:<card>     the taker calls a card (5 players)
DISCARD = _prefix_base("discard")    # discard:<card>  the taker's discard
HIDE = _prefix_base("hide")          # hide:<trump>    a trump kept hidden in a poignée
CARD_CODES = CALL                    # a code below the first prefix is a card

W = {w: WORD_BASE + i for i, w in enumerate(WORDS)}
W_DEAL, W_PASS = W["deal"], W["pass"]
W_BIDS = tuple(W[c] for c in CONTRACTS)
W_CHELEM, W_NOCHELEM = W["chelem"], W["no-chelem"]
W_POIGNEE = tuple(W["poignee:" + lv] for lv in LEVELS)
W_MISERE = (W["misere:atout"], W["misere:honneurs"])

# Phases, in the order a deal goes through them (the play compares them: ``phase < OVER``).
BID, CALLP, ECART, ANNOUNCE, PLAY, HIDEP, OVER, MATCH = range(8)
PHASE_NAMES = ("bidding", "call", "discard", "chelem", "play", "poignee", "hand-over", "match-over")
