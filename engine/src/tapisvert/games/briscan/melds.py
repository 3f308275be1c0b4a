"""Briscan and Brisque: card orders, the scoring table, and the meld actions.

Two orders (dossier B3, B4): the *trick order* A 10 K Q J 9 8 7 decides tricks; the
*natural order* 7 8 9 10 J Q K A makes sequences (8-9-10 is a tierce "au dix").

Meld actions are written ``meld:<kind>:<cards>`` with the cards run together in notation,
e.g. ``meld:marriage:KHQH``, ``meld:sequence:THJHQH``, ``meld:quartet:KSKHKDKC``,
``meld:blanche:KSQSJHKDQC``, ``meld:ace:AH`` (only when the ace of trumps is a declared
meld).  Their int codes form a static table: ``(1 + kind) << 32 | mask``, where ``mask``
has one bit per card of the 32-card pack.  Codes are stable across states and versions,
round-trip through ``decode``/``encode``, and stay clear of card codes (< 128), prefixed
actions (< 4096) and words (4096 + i).
"""

from collections.abc import Iterable

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...errors import clip
from ...types import Card, Code
from ...words import Words, failure, suit as wsuit, words

# Trick strength (B3): 7 < 8 < 9 < J < Q < K < 10 < A.
TRICK = {C.RANK_VALUE[r]: i for i, r in enumerate("789JQKTA")}
# Natural order for sequences (B4): 7 8 9 10 J Q K A.
NATURAL = {C.RANK_VALUE[r]: i for i, r in enumerate("789TJQKA")}
NATURAL_RANKS = tuple(NATURAL)
COURTS = (11, 13, 14)  # J, Q, K (B5): the ace and the ten are pips

KINDS = ("marriage", "sequence", "quartet", "blanche", "ace")
MARRIAGE, SEQUENCE, QUARTET, BLANCHE, ACE = range(5)
KIND_SHIFT = 32  # a meld code is (1 + kind) << KIND_SHIFT | the mask of its cards
CARDS_MASK = (1 << KIND_SHIFT) - 1
MELD_MIN = 1 << KIND_SHIFT

# ¶22 table (seed lines 46-51): (length, top card rank value) -> points.
SEQUENCE_POINTS = {
    (5, C.ACE): 300,
    (5, 14): 150,
    (5, 13): 100,
    (5, 11): 50,
    (4, C.ACE): 100,
    (4, 14): 80,
    (4, 13): 60,
    (4, 11): 40,
    (4, 10): 30,
    (3, C.ACE): 60,
    (3, 14): 50,
    (3, 13): 40,
    (3, 11): 30,
    (3, 10): 20,
    (3, 9): 20,
}
# ¶22 table (seed lines 54-58).
QUARTET_POINTS = {C.ACE: 150, C.TEN: 100, C.KING: 80, C.QUEEN: 60, C.JACK: 40}
MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS = 20, 40
BLANCHE_COURTS_POINTS, BLANCHE_PIPS_POINTS = 20, 10
ACE_OF_TRUMPS_POINTS = 30

SEQ_NAMES = {3: "tierce", 4: "quatrième", 5: "quinte"}
TOP_NAMES = {
    C.ACE: "majeure",
    C.KING: "au roi",
    C.QUEEN: "à la dame",
    C.JACK: "au valet",
    C.TEN: "au dix",
    C.NINE: "au neuf",
}
TOP_ENGLISH = {C.ACE: "ace", C.KING: "king", C.QUEEN: "queen", C.JACK: "jack", C.TEN: "ten", C.NINE: "nine"}
QUARTET_NAMES = {
    C.ACE: "aces",
    10: "tens",
    14: "kings",
    13: "queens",
    11: "jacks",
    9: "nines",
    8: "eights",
    7: "sevens",
}


def bit(card: Card) -> int:
    return (card >> SUIT_SHIFT) * 8 + NATURAL[card & C.RANK_MASK]


_CARD_OF_BIT = [s << SUIT_SHIFT | r for s in range(4) for r in NATURAL_RANKS]


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << bit(c)
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask in canonical order: by suit (S H D C), then natural order."""
    return [_CARD_OF_BIT[b] for b in range(32) if mask >> b & 1]


def make(kind: int, cards: Iterable[Card]) -> Code:
    return (1 + kind) << KIND_SHIFT | mask_of(cards)


def kind_of(code: Code) -> int:
    """The kind of a meld code (MARRIAGE, SEQUENCE, ...)."""
    return (code >> KIND_SHIFT) - 1


def cards_mask(code: Code) -> int:
    """The mask of a meld code's cards (one bit per card of the pack)."""
    return code & CARDS_MASK


def split(code: Code) -> tuple[int, list[Card]]:
    """(kind, cards) of a meld code, cards in canonical order."""
    kind = kind_of(code)
    cards = cards_of(cards_mask(code))
    if kind == MARRIAGE:
        cards.reverse()  # KHQH: the king first
    return kind, cards


def decode(code: Code) -> str:
    kind, cards = split(code)
    return f"meld:{KINDS[kind]}:" + "".join(C.name(c) for c in cards)


def encode(action: str, game: str) -> Code:
    parts = action.split(":")
    fmt = words("error.meld-format", kinds=", ".join(KINDS))
    said = clip(action)
    if len(parts) != 3 or parts[1] not in KINDS:
        raise failure(ValueError, "error.meld-action", action=said, game=game, fmt=fmt)
    text = parts[2].replace(" ", "").replace(",", "").replace("-", "").upper()
    if not text or len(text) % 2 or len(text) > 10:
        raise failure(ValueError, "error.meld-count", action=said, fmt=fmt)
    cards = []
    for i in range(0, len(text), 2):
        t = text[i : i + 2]
        if not C.is_card(t) or t[0] not in C.PIQUET_32:
            raise failure(ValueError, "error.meld-card", action=said, text=repr(t))
        cards.append(C.card(t))
    if len(set(cards)) != len(cards):
        raise failure(ValueError, "error.meld-twice", action=said)
    return make(KINDS.index(parts[1]), cards)


# ----------------------------------------------------------------- shapes and values
def shape_problem(kind: int, cards: list[Card]) -> Words | None:
    """None if the cards have the shape of the meld kind, else a reason (one line)."""
    n = len(cards)
    suits = {c >> SUIT_SHIFT for c in cards}
    ranks = sorted(c & C.RANK_MASK for c in cards)
    if kind == MARRIAGE:
        if n != 2 or len(suits) != 1 or ranks != [13, 14]:
            return words("briscan.refuse.shape-marriage")
    elif kind == SEQUENCE:
        if not 3 <= n <= 5 or len(suits) != 1:
            return words("briscan.refuse.shape-sequence")
        idx = sorted(NATURAL[r] for r in ranks)
        if idx != list(range(idx[0], idx[0] + n)):
            return words("briscan.refuse.shape-sequence-gap")
    elif kind == QUARTET:
        if n != 4 or len(set(ranks)) != 1:
            return words("briscan.refuse.shape-quartet")
        if ranks[0] not in QUARTET_POINTS:
            return words("briscan.refuse.shape-quartet-rank")
    elif kind == BLANCHE:
        if n != 5:
            return words("briscan.refuse.shape-blanche")
        courts = sum(1 for r in ranks if r in COURTS)
        if courts not in (0, 5):
            return words("briscan.refuse.shape-blanche-kind")
    elif kind == ACE:
        if n != 1 or ranks[0] != C.ACE:
            return words("briscan.refuse.shape-ace")
    return None


def is_court_blanche(cards: Iterable[Card]) -> bool:
    return all((c & C.RANK_MASK) in COURTS for c in cards)


def value(kind: int, cards: list[Card], trump: int, quartets_doubled: bool = False) -> int:
    if kind == MARRIAGE:
        return TRUMP_MARRIAGE_POINTS if cards[0] >> SUIT_SHIFT == trump else MARRIAGE_POINTS
    if kind == SEQUENCE:
        top = max(cards, key=lambda c: NATURAL[c & C.RANK_MASK]) & C.RANK_MASK
        v = SEQUENCE_POINTS[(len(cards), top)]
        return 2 * v if cards[0] >> SUIT_SHIFT == trump else v
    if kind == QUARTET:
        v = QUARTET_POINTS[cards[0] & C.RANK_MASK]
        return 2 * v if quartets_doubled else v
    if kind == BLANCHE:
        return BLANCHE_COURTS_POINTS if is_court_blanche(cards) else BLANCHE_PIPS_POINTS
    return ACE_OF_TRUMPS_POINTS


def label(kind: int, cards: list[Card], trump: int) -> Words:
    """The name of a meld, e.g. 'tierce au roi (to the king) in hearts (trumps)' (a message)."""
    suit = wsuit(C.SUITS[cards[0] >> SUIT_SHIFT])
    if kind == MARRIAGE:
        return (
            words("briscan.meld.trump-marriage")
            if cards[0] >> SUIT_SHIFT == trump
            else words("briscan.meld.marriage", s=suit)
        )
    if kind == SEQUENCE:
        top = max(cards, key=lambda c: NATURAL[c & C.RANK_MASK]) & C.RANK_MASK
        t = words("briscan.meld.in-trumps" if cards[0] >> SUIT_SHIFT == trump else "common.empty")
        return words(
            "briscan.meld.sequence",
            seq=words(f"briscan.seq.{len(cards)}"),
            top=words(f"briscan.top.{top}"),
            s=suit,
            t=t,
        )
    if kind == QUARTET:
        return words(f"briscan.quartet.{cards[0] & C.RANK_MASK}")
    if kind == BLANCHE:
        return words(
            "briscan.meld.blanche-courts" if is_court_blanche(cards) else "briscan.meld.blanche-pips"
        )
    return words("briscan.meld.ace")


def candidates(hand: list[Card], trump: int, kinds: tuple[int, ...]) -> list[Code]:
    """Every meld code whose cards are in ``hand`` and have a valid shape (legality aside)."""
    out = []
    by_suit: dict[int, list[int]] = {}
    for c in hand:
        by_suit.setdefault(c >> SUIT_SHIFT, []).append(c)
    if MARRIAGE in kinds:
        for s, cs in by_suit.items():
            k, q = s << SUIT_SHIFT | C.KING, s << SUIT_SHIFT | C.QUEEN
            if k in cs and q in cs:
                out.append(make(MARRIAGE, (k, q)))
    if SEQUENCE in kinds:
        for s, cs in by_suit.items():
            if len(cs) < 3:
                continue
            have = sorted(NATURAL[c & C.RANK_MASK] for c in cs)
            present = set(have)
            for lo in have:
                for n in (3, 4, 5):
                    run = range(lo, lo + n)
                    if all(i in present for i in run):
                        out.append(make(SEQUENCE, [s << SUIT_SHIFT | NATURAL_RANKS[i] for i in run]))
    if QUARTET in kinds:
        for r in QUARTET_POINTS:
            four = [s << SUIT_SHIFT | r for s in range(4)]
            if all(c in hand for c in four):
                out.append(make(QUARTET, four))
    if BLANCHE in kinds and len(hand) == 5:
        courts = sum(1 for c in hand if (c & C.RANK_MASK) in COURTS)
        if courts in (0, 5):
            out.append(make(BLANCHE, hand))
    if ACE in kinds:
        ace = C.code(trump, C.ACE)
        if ace in hand:
            out.append(make(ACE, (ace,)))
    return out


def trick_winner(lead: Card, follow: Card, trump: int) -> int:
    """0 if the leader's card wins the trick, 1 if the follower's (B21)."""
    if follow >> SUIT_SHIFT == lead >> SUIT_SHIFT:
        return 1 if TRICK[follow & C.RANK_MASK] > TRICK[lead & C.RANK_MASK] else 0
    return 1 if follow >> SUIT_SHIFT == trump else 0


def final_legal(hand: list[Card], led: Card, trump: int) -> tuple[list[Card], str]:
    """Legal answers to ``led`` once the talon is exhausted (B20), with the deciding rule."""
    ls = led >> SUIT_SHIFT
    same = [c for c in hand if c >> SUIT_SHIFT == ls]
    if same:
        t = TRICK[led & C.RANK_MASK]
        higher = [c for c in same if TRICK[c & C.RANK_MASK] > t]
        return (higher, "final.follow-and-beat") if higher else (same, "final.follow-and-beat")
    trumps = [c for c in hand if c >> SUIT_SHIFT == trump]
    if trumps:
        return trumps, "final.trump"
    return list(hand), "final.any-card"
