"""What a Francion state shows: the observation (the purses, the stake, the beasts, the Welche's
events), the log's descriptions of actions and the label of its one word action (presentation
only: nothing here changes the state)."""

from __future__ import annotations

from typing import Any, cast

from ... import cards as C
from ...cards import SUIT_SHIFT
from ...extras import FrancionExtra
from ...phase import HAND_OVER
from ...seats import precedence
from ...state import CARD_CODES
from ...types import Card, Code, JSONObject, Observation, Seat
from ...words import Text, card as wcard, seat as wseat, words as Wd
from . import economy as E, legal as L
from .codes import PLAY
from .fields import FrancionFields

W = L.WELCHE


def card_name(code: Card) -> Any:
    """A card as a message parameter: the Welche by its name (and its card), any other by its own."""
    return Wd("francion.welche") if code == W else wcard(code)


def describe(st: FrancionFields, seat: Seat, code: Code, secret: bool) -> Text:
    if code < CARD_CODES:
        return Wd("common.log.plays", p=wseat(seat), c=card_name(code))
    return Wd("francion.log.deal-next", p=wseat(seat))


def label_words(action: str) -> Text | None:
    """The label of the one word action: stake and deal the next hand."""
    return Wd("francion.label.deal") if action == "deal" else None


def observe(st: FrancionFields, seat: Seat, obs: Observation) -> None:
    n = st.players
    o = st.options
    playing = st.phase == PLAY
    obs.update(
        {
            "phase": str(st.phase),
            "dealer": st.dealer,
            "leader": st.leader if playing else None,
            "trump": C.SUITS[st.trump],
            "turnup": C.name(st.turnup),
            "hand": [
                C.name(c) for c in sorted(st.hands[seat], key=lambda c: (c >> SUIT_SHIFT, -(c & C.RANK_MASK)))
            ],
            "hand_sizes": [len(h) for h in st.hands],
            "trick": st._trick_view(),
            "last_trick": st._last_trick_view(),
            "tricks_won": list(st.tricks_won),
            "target": E.TARGET,
        }
    )
    stake_now = sum(a for _, a, _ in st.stake_paid)
    extra: FrancionExtra = {
        "welche": "AH",
        "welche_turned_up": st.turnup == W,
        "pack_size": len(st.pack),
        "purses": [
            {
                "counters": st.counters[s],
                "tokens": st.tokens[s],
                "value": st.counters[s] * E.TOKENS_PER_COUNTER + st.tokens[s],
            }
            for s in range(n)
        ],
        "start_purse": {"counters": o["start_counters"], "tokens": o["start_tokens"]},
        "tokens_per_counter": E.TOKENS_PER_COUNTER,
        "stake": st.stake,
        "hand_stake": stake_now,
        "per_trick": stake_now // 9,
        "stake_paid": [{"seat": s, "tokens": a, "for": why} for s, a, why in st.stake_paid],
        "beasts_carried": [{"seat": s, "tokens": a, "hand": h} for s, a, h in st.beasts],
        "next_stake": (
            E.stake(E.DEALER_STAKE, [(s, a) for s, a, _ in st.beasts]) if st.phase == HAND_OVER else None
        ),
        "hand_tokens": list(st.hand_tokens),
        "points": list(st.scores),
        "precedence": sorted(range(n), key=lambda s: precedence(s, st.dealer, n)),
        "next_dealer": st.next_dealer,
        "voids": [[C.SUITS[x] for x in range(4) if v >> x & 1] for v in st.voids],
        "welche_events": [dict(e) for e in st.welche_events],
        "settlement": settlement_copy(st.settlement),
        "totals": {"tokens": sum(st.tokens) + st.stake, "counters": sum(st.counters)},
    }
    obs["extra"] = cast(JSONObject, extra)  # a TypedDict is a JSON object


def settlement_copy(s: JSONObject | None) -> JSONObject | None:
    if s is None:
        return None
    return {
        "winner": s["winner"],
        "counters": [dict(x) for x in s["counters"]],
        "beasts": [dict(x) for x in s["beasts"]],
        "beasts_rule": s["beasts_rule"],
    }
