"""Tarot: what the player to act is asked to do (see tapisvert.prompts), phase by phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import cards as C
from ...types import Action, Seat
from ...words import Text, Words, words
from .bidding import contract_words
from .codes import ANNOUNCE, BID, CALLP, ECART, HIDEP, OVER, PLAY

if TYPE_CHECKING:
    from .fields import TarotFields

RANK_KEYS = {"K": "king", "Q": "queen", "N": "knight", "J": "jack"}


def tarot_prompt(st: TarotFields, seat: Seat, legal: list[Action]) -> Text | None:
    ph = st.phase
    if ph == BID:
        if st.best < 0:
            return words("tarot.prompt.bid")
        if st.best == 3:
            return words("tarot.prompt.bid-pass-only")
        return words("tarot.prompt.bid-higher", contract=contract_words(st.best))
    if ph == CALLP:
        rank = RANK_KEYS.get(legal[0].split(":", 1)[1][0], "card")
        return words(f"tarot.prompt.call-{rank}")
    if ph == ECART:
        need = st.chien_size - len(st.discard)
        with_trumps = any(a.split(":", 1)[1][-1] not in "SHDC" for a in legal)
        return words(
            ("tarot.prompt.discard-more" if st.discard else "tarot.prompt.discard")
            + ("-trumps" if with_trumps else ""),
            n=need,
        )
    if ph == ANNOUNCE:
        return words("tarot.prompt.announce")
    if ph == HIDEP:
        hd = st.hiding
        k = hd["need"] - len(hd["hidden"])
        return words("tarot.prompt.hide", n=k, shown=st.thresholds[hd["level"]])
    if ph == OVER:
        return words("tarot.prompt.deal")
    if ph != PLAY:
        return None
    cards = [a for a in legal if C.is_card(a)]
    extra = [a for a in legal if not C.is_card(a)]
    first: Words = words("common.empty")
    if extra:
        poignee = any(a.startswith("poignee") for a in extra)
        misere = any(a.startswith("misere") for a in extra)
        first = words(
            "tarot.prompt.before-"
            + ("poignee-misere" if poignee and misere else "poignee" if poignee else "misere")
        )
    if not st.trick:
        if (
            st.players == 5
            and st.called >= 0
            and st.tricks_done == 0
            and not any(a.endswith(C.name(st.called)[-1]) for a in cards if a[-1] in "SHDC")
        ):
            return words(
                "tarot.prompt.lead-but", suit=words(f"common.suit1.{C.name(st.called)[-1]}"), first=first
            )
        return words("tarot.prompt.lead", first=first)
    if "EX" in cards and len(cards) > 1:
        first = words("tarot.prompt.or-excuse", first=first)
    led = st.led
    suits = {a[-1] for a in cards if a[-1] in "SHDC"}
    trumps = [a for a in cards if a != "EX" and a[-1] not in "SHDC"]
    if 0 <= led < 4:
        s = C.SUITS[led]
        if suits == {s} and not trumps:
            return words("tarot.prompt.follow", suit=words(f"common.suit1.{s}"), first=first)
        if trumps and not suits:
            higher = st.top and all(int(t) > st.top - C.TRUMP_BASE for t in trumps) and st.top > C.TRUMP_BASE
            if higher:
                return words(
                    "tarot.prompt.no-suit-trump-higher",
                    suit=words(f"common.suits.{s}"),
                    top=st.top - C.TRUMP_BASE,
                    first=first,
                )
            return words("tarot.prompt.no-suit-trump", suit=words(f"common.suits.{s}"), first=first)
        return words("tarot.prompt.no-suit-no-trump", suit=words(f"common.suits.{s}"), first=first)
    if led == 4 and trumps and not suits:
        higher = st.top > C.TRUMP_BASE and all(int(t) > st.top - C.TRUMP_BASE for t in trumps)
        if higher:
            return words("tarot.prompt.trump-led-higher", top=st.top - C.TRUMP_BASE, first=first)
        return words("tarot.prompt.trump-led", first=first)
    return words("tarot.prompt.play", first=first)
