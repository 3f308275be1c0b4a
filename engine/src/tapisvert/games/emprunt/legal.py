"""Emprunt: what the player to act may do in the play, and the rule that forbids the rest.

Every turn of a run but its opening has exactly one legal move, forced by the rules (``forced``):
the legal actions and the refusals read the same function (one legality path).
"""

from __future__ import annotations

from ...state import CARD_CODES, WORD_BASE
from ...types import Code
from ...words import Text, card as wcard, cards as wcards, seat as wseat, words as W
from .codes import BORROW, DRAW
from .fields import EmpruntFields


def play_codes(st: EmpruntFields) -> list[Code]:
    """The legal actions in the play: any card of his hand to open a run, else the one forced move."""
    need = st.need
    if need < 0:
        return list(st.hands[st.turn])
    return [forced(st)[0]]


def forced(st: EmpruntFields, words: bool = False) -> tuple[Code, str, Text]:
    """The one move of a run under way: (its code, the rule that forces it, and with ``words``
    that rule's words for a refusal), read by both the legal actions and the refusal (one
    legality path; the legal actions skip the words)."""
    seat, need = st.turn, st.need
    if need in st.hands[seat]:
        code, rule = need, "emprunt.play.from-hand"
    elif need in st.talon:
        code, rule = DRAW, "emprunt.play.talon"
    else:
        code, rule = BORROW + need, "emprunt.play.borrow"
    if not words:
        return code, rule, ""
    key = {
        "emprunt.play.from-hand": "emprunt.refuse.from-hand",
        "emprunt.play.talon": "emprunt.refuse.talon",
        "emprunt.play.borrow": "emprunt.refuse.borrow",
    }[rule]
    return code, rule, W(key, p=wseat(seat), c=wcard(need))


def why_illegal(st: EmpruntFields, code: Code) -> tuple[str, Text]:
    """The rule that refuses ``code`` in the play, and its words."""

    def rid(s: str) -> str:
        return f"emprunt.{s}"

    if code == WORD_BASE:
        return rid("play.phase"), W("emprunt.refuse.deal-in-progress")
    seat = st.turn
    need = st.need
    if need < 0:
        what = rid("play.lead") if not st.table else rid("play.new-run")
        return what, W("emprunt.refuse.open-run", p=wseat(seat), cs=wcards(st.hands[seat]))
    card = code - BORROW if BORROW <= code < WORD_BASE else (code if code < CARD_CODES else need)
    if card != need:
        return rid("play.successor"), W("emprunt.refuse.successor", c=wcard(need))
    _, rule, reason = forced(st, words=True)
    return rule, reason
