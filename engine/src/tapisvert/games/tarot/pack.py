"""The 78-card tarot pack as small ints, and the tables the play runs on.

Suit cards are ``suit << SUIT_SHIFT | rank`` (rank 2..15, the ace 15 as in ``tapisvert.cards``), the trumps
65..85 (the Petit is 65, the 21 is 85) and the Excuse 96.  A hand is six sorted lists: the four
suits, the trumps, the Excuse (``SIX[card]`` is the list a card goes to).
"""

from bisect import bisect_left

from ... import cards as C
from ...cards import SUIT_SHIFT

Card = int
Hand = list[list[Card]]  # six sorted lists: suits 0-3, trumps, the Excuse

EXCUSE = C.EXCUSE  # 96
PETIT = 65
TWENTY_ONE = 85
SUIT_CARDS = [s << SUIT_SHIFT | r for s in range(4) for r in range(2, 16)]
TRUMPS = list(range(65, 86))
PACK = SUIT_CARDS + TRUMPS + [EXCUSE]
PACK_SET = frozenset(PACK)
BOUTS = frozenset((PETIT, TWENTY_ONE, EXCUSE))
TRUMP_KIND, EXCUSE_KIND = 4, 5  # SIX values of a trump and of the Excuse

SIX = [-1] * C.CARD_CODES  # 0-3 suits, 4 trumps, 5 the Excuse
HP = [0] * C.CARD_CODES  # card value in half points
STR = [0] * C.CARD_CODES  # strength within its kind: suit 1 (ace) .. 14 (king), trumps 101..121
for _c in SUIT_CARDS:
    _r = _c & C.RANK_MASK
    SIX[_c] = _c >> SUIT_SHIFT
    STR[_c] = 1 if _r == C.ACE else _r
    HP[_c] = {14: 9, 13: 7, 12: 5, 11: 3}.get(_r, 1)
for _c in TRUMPS:
    SIX[_c] = 4
    STR[_c] = 100 + _c - C.TRUMP_BASE
    HP[_c] = 9 if _c in (PETIT, TWENTY_ONE) else 1
SIX[EXCUSE] = 5
HP[EXCUSE] = 9
HONOURS = frozenset(c for c in SUIT_CARDS if C.JACK <= (c & C.RANK_MASK) <= C.KING)
KINGS = frozenset(c for c in SUIT_CARDS if c & C.RANK_MASK == C.KING)
SUIT_SETS = [frozenset(c for c in SUIT_CARDS if c >> SUIT_SHIFT == s) for s in range(4)]
TRUMP_SET = frozenset(TRUMPS)

# players -> (cards per hand, packet, chien)
PARAMS = {3: (24, 4, 6), 4: (18, 3, 6), 5: (15, 3, 3)}


def sort_key(c: Card) -> tuple[int, int]:
    """The order in which a hand is shown: suits, then trumps, then the Excuse."""
    return (SIX[c], STR[c])


def card_names(cards: list[Card]) -> list[str]:
    return [C.name(c) for c in cards]


_HEARTS, _DIAMONDS, _CLUBS = (C.code(s, 0) for s in (1, 2, 3))  # where each suit's codes start


def split(cards: list[Card]) -> Hand:
    """A list of cards as a hand: six sorted lists (see the module docstring)."""
    s = sorted(cards)
    # each kind is a range of codes: cut the sorted cards where the next kind starts
    a = bisect_left(s, _HEARTS)
    b = bisect_left(s, _DIAMONDS, a)
    c = bisect_left(s, _CLUBS, b)
    d = bisect_left(s, C.TRUMP_BASE, c)
    e = bisect_left(s, EXCUSE, d)
    return [s[:a], s[a:b], s[b:c], s[c:d], s[d:e], s[e:]]


def held(h: Hand) -> list[Card]:
    """Every card of hand ``h``, in its order (suits, trumps, the Excuse)."""
    return [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]]
