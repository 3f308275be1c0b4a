"""Briscan and Brisque as a player sees them: the observation, the log's wording, the score sheet
and the labels of the declarations.  Presentation only: nothing here changes play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...extras import BriscanExtra
from ...sheet import sheet as make_sheet, signed, spread, term
from ...types import JSONObject, Observation, Seat, Sheet
from ...words import (
    Text,
    card as wcard,
    cards as wcards,
    listing,
    plain,
    say as render_words,
    seat as wseat,
    words as W,
)
from . import legal as L, melds as M
from .codes import LIVE, PLAY, is_card, is_meld

if TYPE_CHECKING:
    from .fields import BriscanFields


def describe(st: BriscanFields, seat: int, code: int) -> Text:
    p = wseat(seat)
    if is_card(code):
        return W("common.log.plays", p=p, c=wcard(code))
    if is_meld(code):
        kind, cards = M.split(code)
        what = W(f"briscan.declared.{M.KINDS[kind]}")
        return W("briscan.log.declares", p=p, what=what, cs=wcards(cards))
    w = st.decode(code)
    return W(f"briscan.log.{'deal-next' if w == 'deal' else w}", p=p)


def meld_dict(st: BriscanFields, seat: int, code: int, pts: int, trick: int) -> dict[str, Any]:
    kind, cards = M.split(code)
    return {
        "seat": seat,
        "action": M.decode(code),
        "kind": M.KINDS[kind],
        "cards": [C.name(c) for c in cards],
        "points": pts,
        "label": plain(M.label(kind, cards, st.trump)),
        "trick": trick,
    }


def deal_sheet(st: BriscanFields, result: dict[str, Any], names: list[str]) -> Sheet:
    def say(w: Any) -> str:
        return render_words(w, names, None)

    terms = [
        term(say(W("briscan.sheet.term", p=wseat(s), why=why)), spread(2, [(s, p)]), None, rule)
        for why, s, p, rule in result.get("terms", [])
    ]
    p = result["points"]
    summary = say(
        W("briscan.sheet.summary", p=wseat(0), a=signed(p[0]), q=wseat(1), b=signed(p[1]), n=result["hand"])
    )
    if st.winners is not None and result is st.hand_results[-1]:
        summary += say(W("briscan.sheet.wins", p=wseat(st.winners[0])))
    return make_sheet(result["hand"], "points", summary, terms, p)


def observe(st: BriscanFields, seat: Seat, obs: Observation) -> None:
    live = st.phase in LIVE
    obs.update(
        {
            "phase": str(st.phase),
            "dealer": st.dealer,  # a plain string, as JSON will carry it
            "leader": st.leader if st.phase == PLAY else None,
            "trump": C.SUITS[st.trump],
            "turnup": C.name(st.upcard) if st.upcard is not None else None,
            "hand": [
                C.name(c)
                for c in sorted(st.hands[seat], key=lambda c: (c >> SUIT_SHIFT, -M.NATURAL[c & C.RANK_MASK]))
            ],
            "hand_sizes": [len(h) for h in st.hands],
            "trick": st._trick_view(),
            "last_trick": st._last_trick_view(),
            "tricks_won": list(st.tricks_won),
            "target": st.options["target"],
        }
    )
    mine = seat == st.current_player and live
    options = []
    if mine and st.window == seat and not st.trick:
        for code in L.meld_codes(st, seat):
            d = meld_dict(st, seat, code, st.meld_value(code), st.trick_no)
            if st.QUARTETS_WIN and d["kind"] == "quartet":
                d["points"] = None
                d["wins_game"] = True
            del d["trick"], d["seat"]
            options.append(d)
    talon = st.talon_count()
    extra: BriscanExtra = {
        "variant": st.FACTS.name,
        "talon": talon,
        "stage": "talon" if talon else "final",
        "trick_number": st.trick_no + (1 if live else 0),
        "free_tricks": st.free_tricks,
        "turnup_dealt": C.name(st.turnup_dealt),
        "exchanged_by": st.exchanged,
        "window": st.window,
        "melds": [meld_dict(st, *m) for m in st.melds],
        "meld_options": options,
        "exchange_allowed": bool(
            mine and st.upcard is not None and st.exchanged is None and L.exchange_problem(st, seat) is None
        ),
        "known": [[C.name(c) for c in k] for k in st.known],
        "sequence_cards": [C.name(c) for c in st.seq_cards],
        "hand_points": list(st.hand_points),
        "cards_won": [len(p) for p in st.won],
        "final_tricks": list(st.final_won),
        "next_dealer": st.next_dealer,
    }
    obs["extra"] = cast(JSONObject, extra)  # a TypedDict is a JSON object


def label_words(st: BriscanFields, action: str) -> Text | None:
    """The label of a button: a declaration with its cards by name and its value now (never the
    cards' codes), the exchange, the draw, the deal."""
    if action in ("exchange", "draw", "deal"):
        return W(f"briscan.label.{action}")
    if not action.startswith("meld:"):
        return None
    try:
        code = st.encode(action)
    except ValueError:
        return None
    kind, cards = M.split(code)
    what = M.label(kind, cards, st.trump)
    if st.QUARTETS_WIN and kind == M.QUARTET:
        return W("briscan.label.meld-wins", what=what)
    gone = st.same_window_overlap(st.window, code) if st.window is not None else []
    text = W("briscan.label.meld", what=what, cs=wcards(cards), n=st.meld_value(code))
    if gone:
        withdrawn = listing(
            W("briscan.label.withdrawn-one", what=M.label(*M.split(m[1]), st.trump), n=m[2]) for m in gone
        )
        text = W("briscan.label.meld-withdraws", meld=text, gone=withdrawn)
    return text
