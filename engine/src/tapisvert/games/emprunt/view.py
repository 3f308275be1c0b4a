"""What an Emprunt state shows: the observation (the run, the table, the jetons and the pool), the
prompt, the log's descriptions, the buttons' labels and the head of a refusal (presentation only:
nothing here changes the state)."""

from __future__ import annotations

from typing import cast

from ... import cards as C
from ...extras import EmpruntExtra
from ...state import CARD_CODES, WORD_BASE
from ...types import Code, JSONObject, Observation, Seat
from ...words import Text, card as wcard, seat as wseat, words as W
from .codes import BORROW, PLAY
from .fields import EmpruntFields

_SRC = ("hand", "borrow", "talon", "lead")


def prompt(st: EmpruntFields, seat: Seat) -> Text | None:
    # Only what the player knows: whether he holds the card needed (not who else does).
    if st.phase != PLAY:
        return None
    if st.need < 0:
        return W("emprunt.prompt.open")
    if st.need in st.hands[seat]:
        return W("emprunt.prompt.put-down", c=wcard(st.need))
    return W("emprunt.prompt.borrow-or-draw", c=wcard(st.need))


def refusal_head(st: EmpruntFields, action: str) -> Text | None:
    """The head of a refusal of ``action`` on a card, with the verb of its case (issue 40):
    a card of the reader's own hand is played, a card another player holds is borrowed, a card
    nobody holds (on the table, in the talon) may be played by nobody now."""
    kind, _, arg = action.rpartition(":")
    if not C.is_card(arg):
        return None
    card = C.card(arg)
    seat = st.turn if st.phase == PLAY else None
    if seat is not None and card in st.hands[seat]:
        return W("common.head.play", c=wcard(card))
    if any(card in h for h in st.hands):
        return W("common.head.borrow", c=wcard(card))
    return W("emprunt.head.nobody", c=wcard(card))


def label_words(action: str) -> Text | None:
    """The label of a button (the word actions: borrow, draw, deal)."""
    kind = action.split(":", 1)[0]
    return W(f"emprunt.label.{kind}") if kind in ("borrow", "draw", "deal") else None


def describe(seat: Seat, code: Code) -> Text:
    if code < CARD_CODES:
        return W("emprunt.log.puts-down", p=wseat(seat), c=wcard(code))
    if code < WORD_BASE:
        return W("emprunt.log.borrows", p=wseat(seat), c=wcard(code - BORROW))
    return W("emprunt.log.deal-next" if code == WORD_BASE else "emprunt.log.draws", p=wseat(seat))


def observe(st: EmpruntFields, seat: Seat, obs: Observation) -> None:
    n = st.players
    play = st.phase == PLAY
    obs.update(
        {
            "phase": st.phase.value,
            "dealer": st.dealer,
            "leader": st.leader if play else None,
            "hand": [C.name(c) for c in sorted(st.hands[seat], key=st._sort_key)],
            "hand_sizes": [len(h) for h in st.hands],
            "tricks_won": [0] * n,
            "target": None,
        }
    )
    lm = st.last_move
    extra: EmpruntExtra = {
        "jetons": list(st.scores),
        "pool": st.pool,
        "ante": st.options["ante"],
        "need": C.name(st.need) if play and st.need >= 0 else None,
        "opening": play and st.need < 0,
        "run": [{"seat": s, "card": C.name(c), "source": _SRC[k], "from": q} for s, c, k, q in st.run],
        "table": [C.name(c) for c in st.table],
        "talon_size": len(st.talon),
        "ranks": st.ranks,
        "deals_played": st.deals_played,
        "deals_total": st.deals_total,
        "next_dealer": st.next_dealer,
        "last_move": None
        if lm is None
        else {"seat": lm[0], "card": C.name(lm[1]), "source": _SRC[lm[2]], "from": lm[3]},
    }
    obs["extra"] = cast(JSONObject, extra)  # a TypedDict is a JSON object
