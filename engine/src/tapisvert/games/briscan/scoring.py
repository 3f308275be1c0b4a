"""Briscan and Brisque: scoring points, the end of a deal and the end of the match.

Every score goes through ``score``, which also writes the term of the deal's sheet
(``hand_terms``) and checks the target at once under ``win_check='immediate'``.  The bonuses
that only Briscan scores (¶15–¶21: brisque scores only the last trick) are its variant hooks
``_score_exhausted_talon`` and ``_score_deal_end``, written here as ``five_trumps`` and
``deal_end_bonuses``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import cards as C, events as E
from ...cards import SUIT_SHIFT
from ...words import Text, seat as wseat, words as W
from . import melds as M

if TYPE_CHECKING:
    from .fields import BriscanFields

TRICKS = 16  # tricks in a deal: 32 cards, two a trick


def score(st: BriscanFields, seat: int, pts: int, why: Text, rule: str | None = None) -> None:
    """Credit ``seat`` with ``pts`` for ``why`` (nothing once the match is won)."""
    if pts <= 0 or st.winners is not None:
        return
    st.hand_terms.append([why, seat, pts, rule and st._r(rule)])  # for the score sheet
    st.scores[seat] += pts
    st.hand_points[seat] += pts
    st._event(
        "score",
        W("briscan.log.scores", p=wseat(seat), n=pts, why=why, total=st.scores[seat]),
        (seat,),
        amounts=(pts, st.scores[seat]),
        rule=rule and st._r(rule),
    )
    if st.options["win_check"] == "immediate" and st.scores[seat] >= st.options["target"]:
        finish_match(st, seat, W("briscan.log.reaches", p=wseat(seat), n=st.scores[seat]))


def withdraw(st: BriscanFields, meld: list[Any]) -> None:
    """Take back a meld of the open window whose cards a sequence now uses (meld.sequence-cards)."""
    seat, code, pts, _ = meld
    st.melds.remove(meld)
    st.scores[seat] -= pts
    st.hand_points[seat] -= pts
    st.hand_terms.append(
        [
            W("briscan.why.withdrawn", what=M.label(*M.split(code), st.trump)),
            seat,
            -pts,
            st._r("meld.sequence-cards"),
        ]
    )
    kind, cards = M.split(code)
    st._event(
        "meld-withdrawn",
        W(
            "briscan.log.withdraws",
            p=wseat(seat),
            what=M.label(kind, cards, st.trump),
            n=pts,
            total=st.scores[seat],
        ),
        (seat,),
        tuple(cards),
        (-pts, st.scores[seat]),
        st._r("meld.sequence-cards"),
    )


def record_deal(st: BriscanFields, text: Text) -> None:
    """The deal's entry in ``hand_results`` (once)."""
    if st.hand_results and st.hand_results[-1]["hand"] == st.hand_number:
        return
    st.hand_results.append(
        {
            "hand": st.hand_number,
            "points": list(st.hand_points),
            "text": text,
            "tricks": list(st.tricks_won),
            "terms": [list(t) for t in st.hand_terms],
        }
    )


def finish_match(st: BriscanFields, seat: int, text: Text) -> None:
    st._event(E.MATCH_OVER, text, (seat,))
    record_deal(
        st,
        W(
            "briscan.result.deal-won",
            n=st.hand_number,
            p=wseat(0),
            a=st.hand_points[0],
            q=wseat(1),
            b=st.hand_points[1],
            then=text,
        ),
    )
    st.window = None
    st._match_over([seat])


def five_trumps(st: BriscanFields, w: int) -> None:
    """¶17: a hand of five trumps as the talon is exhausted scores 30 (shown to the opponent)."""
    for s in (w, 1 - w):
        hand = st.hands[s]
        if all(c >> SUIT_SHIFT == st.trump for c in hand) and st.winners is None:
            for c in hand:
                if c not in st.known[s]:
                    st.known[s].append(c)
            score(st, s, 30, W("briscan.why.five-trumps"), "bonus.last-five-cards")


def deal_end_bonuses(st: BriscanFields, w: int) -> None:
    """Briscan's bonuses at the end of a deal won last by ``w`` (¶19–¶21), the vole included."""
    final_tricks = TRICKS - st.free_tricks
    if st.final_won[w] == final_tricks:
        # DB39: 20 on top of the last trick's 10, or 20 in all including it
        extra = 20 if st.options["last_five_tricks"] == "additional" else 10
        score(st, w, extra, W("briscan.why.last-tricks", n=final_tricks), "bonus.last-five-tricks")
    for s in range(2):
        if len(st.won[s]) > TRICKS:
            score(st, s, 10, W("briscan.why.most-cards", n=len(st.won[s])), "bonus.most-cards")
    per = st.options["brisque_points"]
    if per:
        for s in range(2):
            k = sum(1 for c in st.won[s] if c & C.RANK_MASK in (C.TEN, C.ACE))
            score(st, s, per * k, W("briscan.why.brisques", n=k), "bonus.card-points")
    if st.winners is None and st.tricks_won[w] == TRICKS:
        finish_match(st, w, W("briscan.log.vole", p=wseat(w)))


def end_deal(st: BriscanFields) -> None:
    """Score the end of the deal; then the match is won, or the next dealer is named."""
    assert st.last_trick is not None  # a deal ends on its sixteenth trick
    w = st.last_trick[2]
    score(st, w, 10, W("briscan.why.last-trick"), "bonus.last-trick")
    st._score_deal_end(w)
    if st.winners is not None:
        return
    s0, s1 = st.scores
    text = W(
        "briscan.result.deal",
        n=st.hand_number,
        p=wseat(0),
        a=st.hand_points[0],
        q=wseat(1),
        b=st.hand_points[1],
        s0=s0,
        s1=s1,
    )
    record_deal(st, text)
    st._event(E.HAND_OVER, text, amounts=(*st.hand_points, s0, s1))
    target = st.options["target"]
    if max(s0, s1) >= target:
        if s0 != s1:
            win = 0 if s0 > s1 else 1
            st.window = None
            st._match_over([win])
            st._event(
                E.MATCH_OVER,
                W("briscan.log.game-won", p=wseat(win), n=max(s0, s1)),
                (win,),
                amounts=(max(s0, s1),),
            )
            return
        st._event("tie-at-target", W("briscan.log.tie-at-target"))
    st.window = None
    st._hand_over()


def next_dealer(st: BriscanFields) -> int:
    """DB11: the deals alternate, or (option next_dealer='loser') the player who scored less deals."""
    hp = st.hand_points
    if st.options["next_dealer"] == "loser" and hp[0] != hp[1]:
        return 0 if hp[0] < hp[1] else 1
    return 1 - st.dealer
