"""Triomphe's word actions, one legality function each: ``concede``, ``lay-down``, ``accept`` /
``refuse`` and ``pillage`` / ``stop``.  Each returns (allowed, rule id, reason) and is read by both
the legal actions (``Triomphe._legal_codes``) and the refusal (``Triomphe._why_illegal``), so that
what is legal and why an action is not cannot drift apart (tests/engine/test_legality_path.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...types import Seat
from ...words import Text, rule, words
from .codes import CONCEDE, PILLAGE, PLAY

if TYPE_CHECKING:
    from .fields import TriompheFields

LAY_DOWN_WHEN = words("triomphe.refuse.lay-down-when")
CONCEDE_WHEN = words("triomphe.refuse.concede-when")


def lay_down_rule(st: TriompheFields) -> tuple[bool, str, Text]:
    """May the player to act lay his cards down now: (allowed, rule id, reason), read by both
    the legal actions and the refusal (one legality path)."""
    side = st.side_of[st.leader]
    allowed = (
        st.phase == PLAY
        and not st.trick
        and st.committed is None
        and st.burden is None
        and sum(st.side_tricks) < st.total_tricks
        and not any(t for o, t in enumerate(st.side_tricks) if o != side)
        and st._enough(side)
    )
    return allowed, "triomphe.vole.commit", "" if allowed else LAY_DOWN_WHEN


def answer_rule(st: TriompheFields) -> tuple[bool, str, Text]:
    """May the player to act accept or refuse a concession now (the concede phase)."""
    if st.phase == CONCEDE:
        return True, "triomphe.concede.when", ""
    return False, "triomphe.concede.when", words("triomphe.refuse.no-concession")


def pillage_rule(st: TriompheFields) -> tuple[bool, str, Text]:
    """May the player to act pillage or stop pillaging now (the pillage phase)."""
    if st.phase == PILLAGE:
        return True, "triomphe.pillage.optional", ""
    return False, "triomphe.pillage.optional", words("triomphe.refuse.nothing-to-pillage")


def concede_rule(st: TriompheFields, seat: Seat) -> tuple[bool, str, Text]:
    """May ``seat`` offer to concede now: (allowed, rule id, reason), read by both the legal
    actions and the refusal (one legality path)."""
    if not st.can_concede:
        return (
            False,
            "triomphe.concede.who",
            words("common.refuse.rule", r=rule(st.FACTS.book, "triomphe.concede.who")),
        )
    if st.phase != PLAY or st.concession is not None or st.side_played[st.side_of[seat]]:
        return False, "triomphe.concede.when", CONCEDE_WHEN
    return True, "triomphe.concede.when", ""


# each word -> its one legality function, as (state, seat) -> (allowed, rule id, reason): the
# refusal of a word reads it (Triomphe._word_refusal)
RULE_OF_WORD: dict[str, Callable[[TriompheFields, Seat], tuple[bool, str, Text]]] = {
    "concede": concede_rule,
    "lay-down": lambda st, seat: lay_down_rule(st),
    "accept": lambda st, seat: answer_rule(st),
    "refuse": lambda st, seat: answer_rule(st),
    "pillage": lambda st, seat: pillage_rule(st),
    "stop": lambda st, seat: pillage_rule(st),
}
