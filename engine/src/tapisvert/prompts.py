"""What the player to act is asked to do, in one sentence (issue 13): "Bid higher than Garde, or
pass.", "Choose 4 more cards for your discard: no king, no bout, a trump only if you must.",
"Follow suit: play a heart.".  The observation carries it as ``prompt`` for the player to act
(``None`` for the others).  It is built from the player's own legal actions and the public state
only, so that it reveals nothing the player cannot see.

Games refine it with a ``_prompt(seat, legal)`` hook (declared as the ``prompt`` capability;
``None``: this generic wording).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import capabilities as K, cards as C
from .types import Action, Seat
from .words import Text, card as wcard, listing, plain, words as W

if TYPE_CHECKING:  # state.py imports this module
    from .protocols import PromptedGame


def _sentence(text: Text) -> str:
    text = plain(text).strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def card_prompt(state: PromptedGame, seat: Seat, cards: list[Action]) -> str:
    """ "Play a card", with the constraint the legal cards show: follow suit, or trump."""
    obs_trick = K.trick_in_progress(state)
    if not obs_trick:
        if len(cards) > 1:
            return plain(W("common.prompt.lead-any"))
        return plain(W("common.prompt.lead-only", c=wcard(C.card(cards[0]))))
    if len(cards) == 1:
        return plain(W("common.prompt.play-only", c=wcard(C.card(cards[0]))))
    suits = {c[-1] for c in cards if c[-1] in "SHDC"}
    if len(suits) == 1 and all(c[-1] in "SHDC" for c in cards):
        s = suits.pop()
        return plain(W("common.prompt.only-suit", suit=W(f"common.suits.{s}")))
    return plain(W("common.prompt.play"))


def generic(state: PromptedGame, seat: Seat, legal: list[Action]) -> str:
    words = [a for a in legal if not C.is_card(a)]
    cards = [a for a in legal if C.is_card(a)]
    labels = K.action_label(state)
    helps = state.ACTION_HELP

    # a game's label as its message record, so that the prompt is worded in one language
    label_words = getattr(state, "_label_words", None)

    def label(a: Action) -> Text:
        text: Text | None = label_words(a) if label_words else None
        return (
            text
            or (labels(a) if labels else None)
            or helps.get(a)
            or helps.get(a.split(":", 1)[0] + ":<card>")
            or a
        )

    if cards and not words:
        return card_prompt(state, seat, cards)
    if len(words) == 1 and not cards:
        return _sentence(label(words[0]))
    said: list[Text] = list(dict.fromkeys(label(w) for w in words))  # one line per kind of action
    if cards:
        return _sentence(W("common.prompt.card-or", choices=listing(said, "; ")))
    return _sentence(W("common.prompt.choose", choices=listing(said, "; ")))


def prompt(state: PromptedGame, seat: Seat) -> str | None:
    if seat != state.current_player or state.is_over:
        return None
    legal = state._legal_actions_now()  # the position's codes, computed once (state._legal_now)
    if not legal:
        return None
    hook = K.custom_prompt(state)
    text = hook(seat, legal) if hook else None
    return _sentence(text) if text else generic(state, seat, legal)
