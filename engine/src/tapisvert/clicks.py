"""A card clicked at a table: which action of the phase it stands for, decided by the engine.

A table sends the card the reader clicked, never a guess at an action: ``card_action`` answers
with the phase's card action on it (the card played, ``discard:KS``, ``call:KH``, ``hide:…``,
``borrow:…``) when that action is legal, and otherwise raises IllegalAction naming the rule of
this phase that refuses it: the rule of the phase's card action (a king refused in Tarot's discard
names the discard's rule), or, in a phase that takes no card (the bidding), the phase's own rule,
saying which action is awaited.  Games say what a click means in their phases by overriding
``GameState._card_click``; ``read_click`` is the default, read from the phase's legal actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards as C
from .errors import IllegalAction, clip
from .words import failure, words

if TYPE_CHECKING:
    from .protocols import ClickedGame

WORD_BASE = 4096  # the codes of words (state.WORD_BASE): a click never stands for one
CARD_CODES = 128  # card codes are 0..127; prefixed actions are 128 * (1 + i) + card


def card_action(state: ClickedGame, card: str) -> str:
    """The action a click on ``card`` stands for now, when legal (IllegalAction otherwise)."""
    if not isinstance(card, str) or not C.is_card(card.strip().upper()):
        raise failure(ValueError, "error.card-click", value=clip(card))
    card = card.strip()
    if state.winners is not None:
        over = words("common.refuse.match-over")
        raise IllegalAction(f"{state.NAME}.match.target", state._reason(over, None), card, over)
    click = state._card_click(C.card(card))
    if isinstance(click, tuple):
        rule_id, reason = click
        raise IllegalAction(rule_id, state._reason(reason, state.current_player), card, reason)
    action = state.decode(click)
    if click not in state._legal_now():  # the codes read_click read: computed once
        rule_id, reason = state._why_illegal(click)
        raise IllegalAction(rule_id, state._reason(reason, state.current_player), action, reason)

    return action


def read_click(state: ClickedGame, card: int) -> int:
    """The default reading of a click, from the phase's legal actions: the card played when
    cards are played, else the legal action that takes this card, else the one ``prefix:card``
    kind the phase takes (``discard:``); else the bare card, whose refusal ``_why_illegal``
    words for the phase."""
    legal = state._legal_now()
    kinds = {c // CARD_CODES for c in legal if c < WORD_BASE}
    if 0 in kinds:
        return card
    for c in legal:
        if c < WORD_BASE and c % CARD_CODES == card:
            return c
    if len(kinds) == 1:
        kind = kinds.pop()
        # a kind that takes only cards the player does not hold (Emprunt's borrow): a card of his
        # own hand clicked then is a card played, refused as such ("You cannot play…"), never a
        # borrow of his own card (issue 40)
        hands = getattr(state, "hands", None)
        seat = state.current_player
        if isinstance(hands, list) and isinstance(seat, int) and 0 <= seat < len(hands):
            own = hands[seat]
            if (
                isinstance(own, list)
                and card in own
                and not any(c % CARD_CODES in own for c in legal if c < WORD_BASE)
            ):
                return card
        return kind * CARD_CODES + card
    return card
