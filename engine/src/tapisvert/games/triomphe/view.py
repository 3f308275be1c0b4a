"""What a Triomphe state shows: observations, the log's descriptions of actions, the prompt and
the score sheet of a hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...extras import TriompheExtra
from ...narration import his, render, subj
from ...sheet import sheet as make_sheet, signed, term
from ...types import JSONObject, Observation, Seat, Sheet
from .codes import CARD_CODES, DISCARD, WORD_BASE
from .phases import CONCEDE, PILLAGE, PILLAGE_DISCARD, PLAY

if TYPE_CHECKING:
    from .game import Triomphe


SHEET_LABELS: dict[str | None, str] = {
    "triomphe.score.most-tricks": "Most tricks",
    "triomphe.score.precedence": "Most tricks, the tie going by precedence",
    "triomphe.score.vole": "The vole: every trick",
    "triomphe.vole.failed": "The vole undertaken and failed",
    "triomphe.vole.lay-down": "Cards laid down: the point without playing on",
    "triomphe.concede.accept": "Concession accepted",
}


def prompt(st: Triomphe, seat: int, legal: list[str]) -> str | None:
    ph = st.phase
    if ph == PILLAGE:
        assert st.exposed is not None
        return (
            f"Take the exposed {C.long_name(st.exposed)} into your hand (then discard "
            f"a card), or stop pillaging"
        )
    if ph == PILLAGE_DISCARD:
        return "Discard one card face down"
    if ph == CONCEDE:
        return "Accept the concession (the other side scores 1 point), or refuse it"
    return None


def sheet(st: Triomphe, result: dict[str, Any], names: list[str]) -> Sheet:
    n = st.players
    side = result.get("side")
    tricks = ", ".join(f"{names[s]} {t}" for s, t in enumerate(result.get("tricks") or []))
    summary = render(result["text"], names, None) + (f" Tricks: {tricks}." if tricks else "")
    if side is None:
        return make_sheet(result["hand"], "points", summary, [], result["points"])
    members = [s for s in range(n) if st.side_of[s] == side]
    who = " and ".join(names[s] for s in members)
    label = SHEET_LABELS.get(result.get("rule"), "The point")
    detail = f"{signed(result['score'])} to {who}" + (" each" if len(members) > 1 else "")
    return make_sheet(
        result["hand"],
        "points",
        summary,
        [term(label, result["points"], detail, result.get("rule"))],
        result["points"],
    )


def describe(st: Triomphe, seat: int, code: int, secret: bool) -> str:
    if code < CARD_CODES:
        return f"{subj(seat, 'plays')} the {C.long_name(code)}"
    if code < WORD_BASE:
        card = "a card" if secret else f"the {C.long_name(code - DISCARD)}"
        return f"{subj(seat, 'discards')} {card}"
    w = st.WORDS[code - WORD_BASE]
    return {
        "deal": f"{subj(seat, 'deals')} the next hand",
        "concede": f"{subj(seat, 'offers')} to concede the point",
        "accept": f"{subj(seat, 'accepts')} the concession",
        "refuse": f"{subj(seat, 'refuses')} the concession",
        "lay-down": f"{subj(seat, 'lays')} {his(seat)} cards down",
        "pillage": f"{subj(seat, 'pillages')}",
        "stop": f"{subj(seat, 'stops')} pillaging",
    }[w]


def observe(st: Triomphe, seat: Seat, obs: Observation) -> None:
    n = st.players
    obs.update(
        {
            "phase": st.phase.value,
            "dealer": st.dealer,
            "leader": st.leader if st.phase == PLAY else None,
            "trump": C.SUITS[st.trump],
            "turnup": C.name(st.turnup),
            "hand": [C.name(c) for c in sorted(st.hands[seat], key=lambda c: (c >> SUIT_SHIFT, -st.rank[c]))],
            "hand_sizes": [len(h) for h in st.hands],
            "trick": st._trick_view(),
            "last_trick": st._last_trick_view(),
            "tricks_won": list(st.tricks_won),
            "teams": (
                [[s for s in range(n) if st.side_of[s] == t] for t in range(2)] if st.form == "team" else None
            ),
            "target": st.options["target"],
        }
    )
    extra: TriompheExtra = {
        "form": st.form,
        "regime": st.regime,
        "order": st.order,
        "total_tricks": st.total_tricks,
        "side_tricks": list(st.side_tricks),
        "vole_committed": st.committed,
        "burden": st.burden,
        "concession": dict(st.concession) if st.concession else None,
        "next_dealer": st.next_dealer,
        "voids": [[C.SUITS[x] for x in range(4) if v >> x & 1] for v in st.voids],
    }
    if st.form == "team":
        mine = st.side_of[seat]
        extra["partner_hands"] = {
            str(s): [C.name(c) for c in st.hands[s]] for s in range(n) if s != seat and st.side_of[s] == mine
        }
    if st.form == "pillage":
        extra["pillage"] = {
            "pillager": st.pillager,
            "exposed": C.name(st.exposed) if st.exposed is not None else None,
            "taken": [C.name(c) for c in st.taken],
            "turned": [C.name(c) for c in st.turned],
            "discards": ([C.name(c) for c in st.discards] if seat == st.pillager else len(st.discards)),
        }
    obs["extra"] = cast(JSONObject, extra)  # a TypedDict is a JSON object
