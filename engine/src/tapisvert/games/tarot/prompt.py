"""Tarot: what the player to act is asked to do (see tapisvert.prompts), phase by phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import cards as C
from ...types import Action, Seat
from .codes import ANNOUNCE, BID, CALLP, ECART, HIDEP, OVER, PLAY

if TYPE_CHECKING:
    from .fields import TarotFields

CONTRACT_NAMES = ("Prise", "Garde", "Garde sans le chien", "Garde contre le chien")
RANK_WORDS = {"K": "king", "Q": "queen", "N": "knight", "J": "jack"}


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'s' if k != 1 else ''}"


def tarot_prompt(st: TarotFields, seat: Seat, legal: list[Action]) -> str | None:
    ph = st.phase
    if ph == BID:
        if st.best < 0:
            return "Bid a contract (Prise, Garde, Garde sans or contre le chien) or pass"
        if st.best == 3:
            return "Pass: nothing is higher than a Garde contre le chien"
        return f"Bid higher than {CONTRACT_NAMES[st.best]}, or pass"
    if ph == CALLP:
        rank = RANK_WORDS.get(legal[0].split(":", 1)[1][0], "card")
        why = "" if rank == "king" else f" (you hold every card above the {rank}s)"
        return f"Call a {rank}{why}: whoever holds it is your partner, secretly until it is played"
    if ph == ECART:
        need = st.chien_size - len(st.discard)
        with_trumps = any(a.split(":", 1)[1][-1] not in "SHDC" for a in legal)
        more = "more " if st.discard else ""
        return f"Choose {_plural(need, more + 'card')} for your discard: no king, no bout" + (
            "; you have to put trumps in, and they are shown to everybody" if with_trumps else ""
        )
    if ph == ANNOUNCE:
        return "Announce a chelem (you undertake to win every trick), or start the play"
    if ph == HIDEP:
        hd = st.hiding
        k = hd["need"] - len(hd["hidden"])
        return (
            f"Choose {_plural(k, 'trump')} to keep hidden: your poignée shows exactly "
            f"{st.thresholds[hd['level']]}"
        )
    if ph == OVER:
        return "Deal the next hand"
    if ph != PLAY:
        return None
    cards = [a for a in legal if C.is_card(a)]
    extra = [a for a in legal if not C.is_card(a)]
    first = ""
    if extra:
        what = []
        if any(a.startswith("poignee") for a in extra):
            what.append("show a poignée")
        if any(a.startswith("misere") for a in extra):
            what.append("announce a misère")
        first = " (before it you may " + " or ".join(what) + ")"
    if not st.trick:
        if (
            st.players == 5
            and st.called >= 0
            and st.tricks_done == 0
            and not any(a.endswith(C.name(st.called)[-1]) for a in cards if a[-1] in "SHDC")
        ):
            return f"Your lead: any card but a {C.SUIT_NAMES[C.name(st.called)[-1]][:-1]}{first}"
        return f"Your lead: play any card{first}"
    if "EX" in cards and len(cards) > 1:
        first = " (or the Excuse)" + first
    led = st.led
    suits = {a[-1] for a in cards if a[-1] in "SHDC"}
    trumps = [a for a in cards if a != "EX" and a[-1] not in "SHDC"]
    if 0 <= led < 4:
        name = C.SUIT_NAMES[C.SUITS[led]]
        if suits == {C.SUITS[led]} and not trumps:
            return f"Follow suit: play a {name[:-1]}{first}"
        if trumps and not suits:
            higher = st.top and all(int(t) > st.top - C.TRUMP_BASE for t in trumps) and st.top > C.TRUMP_BASE
            return (
                f"You have no {name}: play a trump"
                + (f" higher than the {st.top - C.TRUMP_BASE}" if higher else "")
                + first
            )
        return f"You have neither {name} nor trumps: play any card{first}"
    if led == 4 and trumps and not suits:
        higher = st.top > C.TRUMP_BASE and all(int(t) > st.top - C.TRUMP_BASE for t in trumps)
        return (
            "Trumps were led: play a trump"
            + (f" higher than the {st.top - C.TRUMP_BASE}" if higher else "")
            + first
        )
    return f"Play a card{first}"
