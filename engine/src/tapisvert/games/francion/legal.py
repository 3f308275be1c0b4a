"""Francion: the Welche, legal cards and the trick winner (dossier §1.4–1.6).

Cards are int codes (see ``tapisvert.cards``); within a suit the natural order is the
rank value itself (``code & C.RANK_MASK``: ace 15 high, two 2 low).  ``legal`` returns the legal
cards with the suffix of the rule that decided them, so that an illegal card can be
answered with the rule that forbids it.
"""

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...types import Card

WELCHE = C.card("AH")
HEARTS = C.SUITS.index("H")

DECKS = {3: C.PIQUET_32, 4: C.QUADRILLE_40, 5: C.FULL_52}


def pack(players: int) -> list[Card]:
    """The pack for ``players`` (restored from the French original: 32, 40 or 52 cards)."""
    return C.pack(DECKS[players])


def legal(
    hand: list[Card],
    trick: list[Card],
    trump: int,
    void_rule: str = "free",
    welche_suit: str = "trump",
    compelled: str = "never",
    welche_lead: str = "trump",
) -> tuple[list[Card], str]:
    """Legal cards of a player holding ``hand`` after ``trick`` (cards already played).

    Returns ``(cards, rule_suffix)``.  Options: DF2 ``void_rule`` free | must-trump;
    DF3 ``welche_suit`` trump | heart; DF4 ``compelled`` never | only-card;
    DF5 ``welche_lead`` trump | heart | free.
    """
    if not trick:
        return list(hand), "play.lead"
    lead = trick[0]
    if lead == WELCHE:
        if welche_lead == "free":
            return list(hand), "welche.lead"
        led = trump if welche_lead == "trump" else HEARTS
    else:
        led = lead >> SUIT_SHIFT
    has_w = WELCHE in hand
    # The Welche counts as a card of its suit for the obligations only if it can be compelled (DF4).
    w_suit = (trump if welche_suit == "trump" else HEARTS) if (has_w and compelled == "only-card") else -1
    out = [c for c in hand if c >> SUIT_SHIFT == led and c != WELCHE]
    if w_suit == led:
        out.append(WELCHE)
    rule = "play.follow-suit"
    if not out:
        if void_rule != "must-trump":
            return list(hand), "play.void"
        out = [c for c in hand if c >> SUIT_SHIFT == trump and c != WELCHE]
        if w_suit == trump:
            out.append(WELCHE)
        if not out:
            return list(hand), "play.void-trump"
        rule = "play.void-trump"
    if out == [WELCHE]:
        return out, "welche.compelled"
    if has_w and WELCHE not in out:
        out.append(WELCHE)  # ¶13–14: playable at its holder's discretion
    return out, rule


def winner(trick: list[Card], trump: int, cycle: str = "king") -> int:
    """Index in ``trick`` of the card that takes it (or is taking it so far).

    DF6: with the Welche, the king of trumps if present (the ace of trumps instead when all
    three fall together and ``cycle == "ace"``), else the Welche; otherwise the highest trump,
    otherwise the highest card of the suit led.
    """
    if WELCHE in trick:
        kt = trump << SUIT_SHIFT | C.KING
        if kt in trick:
            if cycle == "ace":
                at = C.code(trump, C.ACE)
                if at != WELCHE and at in trick:
                    return trick.index(at)
            return trick.index(kt)
        return trick.index(WELCHE)
    led = trick[0] >> SUIT_SHIFT
    best_i, best = 0, -1
    for i, c in enumerate(trick):
        s = c >> SUIT_SHIFT
        key = (32 if s == trump else 16 if s == led else 0) + (c & C.RANK_MASK)
        if key > best:
            best, best_i = key, i
    return best_i
