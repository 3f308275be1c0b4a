"""What a Triomphe state shows: observations, the log's descriptions of actions, the prompt, what a
card clicked stands for, and the score sheet of a hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...clicks import read_click
from ...extras import TriompheExtra
from ...phase import PhaseEnum
from ...sheet import sheet as make_sheet, signed, term
from ...types import JSONObject, Observation, Seat, Sheet
from ...words import Text, card as wcard, listing, say as render_words, seat as wseat, words
from .codes import CARD_CODES, CONCEDE, DISCARD, PILLAGE, PILLAGE_DISCARD, PLAY, WORD_BASE

if TYPE_CHECKING:
    from .fields import TriompheFields


# A concession waiting for its answer and the pillage's choice take no card: a card clicked then
# is refused by the rule of that phase, saying what is awaited.
NO_CARD: dict[PhaseEnum, tuple[str, Text]] = {
    CONCEDE: ("triomphe.concede.when", words("triomphe.refuse.concession-waits")),
    PILLAGE: ("triomphe.pillage.optional", words("triomphe.refuse.pillage-buttons")),
}


def card_click(st: TriompheFields, card: int) -> int | tuple[str, Text]:
    """What a card clicked stands for (GameState._card_click): played in the play, discarded
    after pillaging (discard:<card>); the concession's answer and the pillage take no card."""
    if st.phase in NO_CARD:
        return NO_CARD[st.phase]
    if st.phase == PILLAGE_DISCARD:
        return DISCARD + card
    return read_click(st, card)


# the rule that scored a hand -> its line on the sheet (triomphe.sheet.<rule's last words>)
SHEET_LABELS = (
    "score.most-tricks",
    "score.precedence",
    "score.vole",
    "vole.failed",
    "vole.lay-down",
    "concede.accept",
)


def prompt(st: TriompheFields, seat: int, legal: list[str]) -> Text | None:
    ph = st.phase
    if ph == PILLAGE:
        assert st.exposed is not None
        return words("triomphe.prompt.pillage", c=wcard(st.exposed))
    if ph == PILLAGE_DISCARD:
        return words("triomphe.prompt.discard")
    if ph == CONCEDE:
        return words("triomphe.prompt.answer")
    return None


def sheet(st: TriompheFields, result: dict[str, Any], names: list[str]) -> Sheet:
    n = st.players
    side = result.get("side")

    def say(w: Any) -> str:
        return render_words(w, names, None)

    tricks = result.get("tricks") or []
    summary = say(result["text"]) + (
        say(
            words(
                "triomphe.sheet.tricks",
                tricks=listing(words("common.seat-points", p=wseat(s), x=t) for s, t in enumerate(tricks)),
            )
        )
        if tricks
        else ""
    )
    if side is None:
        return make_sheet(result["hand"], "points", summary, [], result["points"])
    members = [s for s in range(n) if st.side_of[s] == side]
    rule = result.get("rule")
    short = rule.split(".", 1)[1] if isinstance(rule, str) and rule.split(".", 1)[1] in SHEET_LABELS else None
    label = say(words(f"triomphe.sheet.{short}" if short else "triomphe.sheet.point"))
    detail = say(
        words(
            "triomphe.sheet.to-each" if len(members) > 1 else "triomphe.sheet.to",
            x=signed(result["score"]),
            who=listing((words("common.seat", p=wseat(s)) for s in members), "common.and"),
        )
    )
    return make_sheet(
        result["hand"],
        "points",
        summary,
        [term(label, result["points"], detail, result.get("rule"))],
        result["points"],
    )


def describe(st: TriompheFields, seat: int, code: int, secret: bool) -> Text:
    p = wseat(seat)
    if code < CARD_CODES:
        return words("common.log.plays", p=p, c=wcard(code))
    if code < WORD_BASE:
        if secret:
            return words("triomphe.log.discards-secret", p=p)
        return words("triomphe.log.discards", p=p, c=wcard(code - DISCARD))
    w = st.FACTS.words[code - WORD_BASE]
    return words(f"triomphe.log.{'deal-next' if w == 'deal' else w}", p=p)


def observe(st: TriompheFields, seat: Seat, obs: Observation) -> None:
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
