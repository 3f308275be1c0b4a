"""Briscan and Brisque as a player sees them: the observation, the log's wording, the score sheet
and the labels of the declarations.  Presentation only: nothing here changes play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...extras import BriscanExtra
from ...narration import also, his, subj
from ...sheet import sheet as make_sheet, signed, spread, term
from ...types import JSONObject, Observation, Seat, Sheet
from . import legal as L, melds as M
from .codes import LIVE, PLAY, is_card, is_meld

if TYPE_CHECKING:
    from .game import Briscan


def describe(st: Briscan, seat: int, code: int) -> str:
    if is_card(code):
        return f"{subj(seat, 'plays')} the {C.long_name(code)}"
    if is_meld(code):
        kind, cards = M.split(code)
        name = {M.BLANCHE: "a carte blanche", M.ACE: "the ace of trumps", M.QUARTET: "a quartet"}.get(
            kind, "a " + M.KINDS[kind]
        )
        return f"{subj(seat, 'declares')} {name}: {' '.join(C.name(c) for c in cards)}"
    w = st.decode(code)
    return {
        "deal": f"{subj(seat, 'deals')} the next hand",
        "exchange": f"{subj(seat, 'exchanges')} the seven of trumps for the turn-up",
        "draw": f"{subj(seat, 'ends')} {his(seat)} declarations and {also(seat, 'draws')}",
    }[w]


def meld_dict(st: Briscan, seat: int, code: int, pts: int, trick: int) -> dict[str, Any]:
    kind, cards = M.split(code)
    return {
        "seat": seat,
        "action": M.decode(code),
        "kind": M.KINDS[kind],
        "cards": [C.name(c) for c in cards],
        "points": pts,
        "label": M.label(kind, cards, st.trump),
        "trick": trick,
    }


def deal_sheet(st: Briscan, result: dict[str, Any], names: list[str]) -> Sheet:
    terms = [
        term(f"{names[s]}: {why}", spread(2, [(s, p)]), None, rule)
        for why, s, p, rule in result.get("terms", [])
    ]
    p = result["points"]
    summary = f"{names[0]} {signed(p[0])}, {names[1]} {signed(p[1])} in deal {result['hand']}."
    if st.winners is not None and result is st.hand_results[-1]:
        summary += f" {names[st.winners[0]]} wins the game."
    return make_sheet(result["hand"], "points", summary, terms, p)


def observe(st: Briscan, seat: Seat, obs: Observation) -> None:
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
        "variant": st.NAME,
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


def action_label(st: Briscan, action: str) -> str | None:
    """An English label for a declaration, with its value now (used by the bridge)."""
    if not action.startswith("meld:"):
        return None
    try:
        code = st.encode(action)
    except ValueError:
        return None
    kind, cards = M.split(code)
    what = M.label(kind, cards, st.trump)
    if st.QUARTETS_WIN and kind == M.QUARTET:
        return f"declare {what} (wins the game)"
    text = f"declare {what}: {' '.join(C.name(c) for c in cards)} ({st.meld_value(code)} points)"
    gone = st.same_window_overlap(st.window, code) if st.window is not None else []
    if gone:
        text += "; withdraws the " + ", ".join(f"{M.label(*M.split(m[1]), st.trump)} ({m[2]})" for m in gone)
    return text
