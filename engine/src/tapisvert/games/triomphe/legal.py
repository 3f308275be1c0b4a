"""Triomphe: card orders, legal cards under the four regimes, and the trick winner.

Cards are int codes (see ``tapisvert.cards``).  ``legal`` returns the legal cards
together with the ID of the rule that decided them, so that an illegal card can
be answered with the rule that forbids it.
"""

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...types import Card

ORDER_A = "AKQJT987"  # ¶9, Piquet order
ORDER_B = "KQJAT987"  # ¶9, from 1725


def rank_table(order: str) -> dict[Card, int]:
    """card code -> strength within its suit (higher is stronger)."""
    letters = ORDER_A if order == "A" else ORDER_B
    table: dict[Card, int] = {}
    for s in range(4):
        for i, r in enumerate(letters):
            table[s << SUIT_SHIFT | C.RANK_VALUE[r]] = len(letters) - i
    return table


def legal(
    hand: list[Card],
    trick: list[Card],
    trump: int,
    rank: dict[Card, int],
    regime: str,
    is_last: bool,
    dt3: str = "overtrump",
    dt4: str = "follow",
) -> tuple[list[Card], str]:
    """Legal cards of a player holding ``hand`` after ``trick`` (cards already played).

    Returns ``(cards, rule_id_suffix)``: the rule that decided the set (without the
    ``triomphe.`` prefix).  ``regime`` is forcee | forcat | plaisant | general.
    """
    if not trick:
        return list(hand), "play.lead"
    if regime == "plaisant":
        if not is_last:
            led = trick[0] >> SUIT_SHIFT
            suit_l = [c for c in hand if c >> SUIT_SHIFT == led]
            return (suit_l, "plaisant.others-follow") if suit_l else (list(hand), "plaisant.others-follow")
        regime = "forcat"
    led = trick[0] >> SUIT_SHIFT
    suit_l = [c for c in hand if c >> SUIT_SHIFT == led]
    trumps = [c for c in hand if c >> SUIT_SHIFT == trump]
    best_l = max((rank[c] for c in trick if c >> SUIT_SHIFT == led), default=-1)
    best_t = max((rank[c] for c in trick if c >> SUIT_SHIFT == trump), default=-1)

    if led == trump:
        if trumps:
            if regime == "general":
                return trumps, "general.follow-suit"
            over = [c for c in trumps if rank[c] > best_t]
            if over:
                return over, f"{regime}.higher-trump"
            return trumps, "general.follow-suit"
        return list(hand), "general.any-card"

    trumped = best_t >= 0
    if not trumped:
        if suit_l:
            if regime == "general":
                return suit_l, "general.follow-suit"
            over = [c for c in suit_l if rank[c] > best_l]
            if over:
                return over, f"{regime}.head-the-trick"
            if regime == "forcat":
                if dt4 == "trump-in" and trumps:
                    return trumps, "forcat.cannot-head"
                return suit_l, "forcat.cannot-head"
            return suit_l, "general.follow-suit"
        if trumps:
            return trumps, "general.must-trump"
        return list(hand), "general.any-card"

    # A trump has been played on a plain-suit lead.
    if regime == "forcat":
        over = [c for c in trumps if rank[c] > best_t]
        if over:
            return over, "forcat.overtrump"
        if suit_l:
            return suit_l, "general.follow-after-trump"
        if trumps:
            return trumps, "general.trump-after-trump"
        return list(hand), "general.any-card"
    if suit_l:
        return suit_l, ("forcee.follow-after-trump" if regime == "forcee" else "general.follow-after-trump")
    if trumps:
        if regime == "forcee":
            if dt3 == "overtrump":
                over = [c for c in trumps if rank[c] > best_t]
                if over:
                    return over, "forcee.void-after-trump"
            return trumps, "forcee.void-after-trump"
        return trumps, "general.trump-after-trump"
    return list(hand), "general.any-card"


def winner(trick: list[Card], trump: int, rank: dict[Card, int]) -> int:
    """Index in ``trick`` of the card that wins it (so far, if incomplete)."""
    best: tuple[int, int] | None = None
    best_i = 0
    led = trick[0] >> SUIT_SHIFT
    for i, c in enumerate(trick):
        s = c >> SUIT_SHIFT
        key = (2 if s == trump else 1 if s == led else 0, rank[c])
        if best is None or key > best:
            best, best_i = key, i
    return best_i
