"""Cards, suits and packs.

Cards are small integers inside the engine (fast to compare, hash and copy) and
short strings at the API edge: rank then suit, e.g. ``KH`` (king of hearts),
``TS`` (ten of spades), ``NC`` (knight of clubs, Tarot).  Tarot trumps are
``1``..``21`` and the Excuse is ``EX``.  Symbols such as ♥ or "10" are a display
concern and never appear in the notation.

Encoding: ``code = suit << 4 | rank`` for the four suits, with ranks
2..9, T=10, J=11, N=12 (knight), Q=13, K=14, A=15.  Tarot trumps are
``64 + n`` (n = 1..21) and the Excuse is ``96``.  Every game ranks cards by its
own order; the codes carry no game meaning beyond suit and rank.

>>> card("KH"), name(card("KH")), long_name(card("KH"))
(30, 'KH', 'king of hearts')
>>> name(trump(21)), long_name(EXCUSE)
('21', 'the Excuse')
>>> parse_cards(["AS", "as"], what="hand")
Traceback (most recent call last):
...
tapisvert.cards.CardInputError: hand: a card appears twice
"""

from .errors import clip
from .types import Card, CardName

SUITS = "SHDC"
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = "23456789TJNQKA"
RANK_VALUE = {
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "T": 10,
    "J": 11,
    "N": 12,
    "Q": 13,
    "K": 14,
    "A": 15,
}
RANK_NAMES = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "knight",
    13: "queen",
    14: "king",
    15: "ace",
}

# The encoding, named once: a suit card is ``suit << SUIT_SHIFT | rank`` (``code(suit, rank)``),
# its rank ``c & RANK_MASK`` and its suit ``c >> SUIT_SHIFT``; a Tarot trump is ``TRUMP_BASE + n``;
# every card code is below ``CARD_CODES``.  The games read these names, never the numbers
# (tests/engine/test_encodings.py).
SUIT_SHIFT = 4
RANK_MASK = 15
CARD_CODES = 128
TRUMP_SUIT = 4  # Tarot trumps
TRUMP_BASE = TRUMP_SUIT << SUIT_SHIFT  # trump n is TRUMP_BASE + n
EXCUSE = 96

# The ranks by name (``RANK_VALUE`` by letter).
TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE = 2, 3, 4, 5, 6, 7, 8, 9
TEN, JACK, KNIGHT, QUEEN, KING, ACE = 10, 11, 12, 13, 14, 15

_NAME: list[CardName | None] = [None] * CARD_CODES
_CODE: dict[CardName, Card] = {}

for _s, _sl in enumerate(SUITS):
    for _rl, _rv in RANK_VALUE.items():
        _c = _s << SUIT_SHIFT | _rv
        _NAME[_c] = _rl + _sl
        _CODE[_rl + _sl] = _c
for _n in range(1, 22):
    _NAME[TRUMP_BASE + _n] = str(_n)
    _CODE[str(_n)] = TRUMP_BASE + _n
_NAME[EXCUSE] = "EX"
_CODE["EX"] = EXCUSE


def suit_of(code: Card) -> int:
    return code >> SUIT_SHIFT


def rank_of(code: Card) -> int:
    """A suit card's rank (2..15, ace high), a Tarot trump's number (1..21)."""
    return code & RANK_MASK if code < TRUMP_BASE else code - TRUMP_BASE


def code(suit: int, rank: int) -> Card:
    """The code of the card of ``rank`` (2..15) in ``suit`` (0..3, the index in ``SUITS``)."""
    return suit << SUIT_SHIFT | rank


def trump(n: int) -> Card:
    """The code of Tarot's trump ``n`` (1..21)."""
    return TRUMP_BASE + n


def name(code: Card) -> CardName:
    """The notation of a card code (``name(card('KH')) == 'KH'``)."""
    return _NAME[code]  # type: ignore[return-value]  # every code the engine makes has a name


def card(text: CardName) -> Card:
    """The code of a card in notation; raises ValueError for anything else."""
    code = _CODE.get(text) if isinstance(text, str) else None
    if code is None and isinstance(text, str):
        code = _CODE.get(text.strip().upper())
    if code is None:
        raise _bad("position.card.not-a-card", text=clip(text))
    return code


def is_card(text: object) -> bool:
    return isinstance(text, str) and text in _CODE


def make(rank: str, suit: str) -> Card:
    return SUITS.index(suit) << SUIT_SHIFT | RANK_VALUE[rank]


def long_name(code: Card) -> str:
    """English name for screen readers and logs: 'king of hearts', 'trump 21', 'the Excuse'."""
    if code == EXCUSE:
        return "the Excuse"
    if code >= TRUMP_BASE:
        return f"trump {code - TRUMP_BASE}"
    return f"{RANK_NAMES[code & RANK_MASK]} of {SUIT_NAMES[SUITS[code >> SUIT_SHIFT]]}"


def pack(ranks: str) -> list[Card]:
    """A pack with the given ranks in each of the four suits, in a fixed order."""
    return [s << SUIT_SHIFT | RANK_VALUE[r] for s in range(4) for r in ranks]


PIQUET_32 = "AKQJT987"
QUADRILLE_40 = "AKQJ765432"
FULL_52 = "AKQJT98765432"


# The English of bad card input; the catalogues (tapisvert.words.en) take these very templates,
# and the French is keyed there. Kept here so that this module, which the words module reads to
# name cards, never imports the words module back (tests/engine/test_import_cycles.py).
INPUT_ERRORS_EN = {
    "position.card.not-a-card": (
        "{text} is not a card: write rank then suit, ranks A K Q N J T 9 8 7 6 5 4 3 2, suits S H D C "
        "(Tarot: trumps 1-21, Excuse EX)"
    ),
    "position.card.list": "{what} must be a list of card names, got {got}",
    "position.card.not-a-name": "{what}: {text} is not a card name",
    "position.card.twice": "{what}: a card appears twice",
}


class CardInputError(ValueError):
    """Bad card input: ``key`` and ``params`` are the sentence as data (the bridge words it in the
    reader's language through :func:`tapisvert.words.record_of`); ``str()`` is its English."""

    def __init__(self, key: str, **params: str) -> None:
        super().__init__(INPUT_ERRORS_EN[key].format(**params))
        self.key, self.params = key, params


def _bad(key: str, **params: str) -> CardInputError:
    """The error of bad card input by its message key (so read by test_position_errors' scan)."""
    return CardInputError(key, **params)


def parse_cards(items: object, what: str = "cards") -> list[Card]:
    """Parse a list of card names, rejecting duplicates, with a clear error."""
    if not isinstance(items, (list, tuple)):
        raise _bad("position.card.list", what=what, got=type(items).__name__)
    out: list[Card] = []
    for it in items:
        if not isinstance(it, str):
            raise _bad("position.card.not-a-name", what=what, text=clip(it))
        out.append(card(it))
    if len(set(out)) != len(out):
        raise _bad("position.card.twice", what=what)
    return out
