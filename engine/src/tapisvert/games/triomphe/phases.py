"""The phases of a Triomphe hand (the shared ``hand-over`` and ``match-over`` are the core's)."""

from typing import Any

from ...clicks import read_click
from ...phase import PhaseEnum
from ...words import Text, words
from .codes import DISCARD


class Phase(PhaseEnum):
    PLAY = "play"
    CONCEDE = "concede"
    PILLAGE = "pillage"
    PILLAGE_DISCARD = "pillage-discard"


PLAY, CONCEDE, PILLAGE, PILLAGE_DISCARD = Phase


# A concession waiting for its answer and the pillage's choice take no card: a card clicked then
# is refused by the rule of that phase, saying what is awaited.
NO_CARD = {
    CONCEDE: ("triomphe.concede.when", words("triomphe.refuse.concession-waits")),
    PILLAGE: ("triomphe.pillage.optional", words("triomphe.refuse.pillage-buttons")),
}


def card_click(st: Any, card: int) -> int | tuple[str, Text]:
    """What a card clicked stands for (GameState._card_click): played in the play, discarded
    after pillaging (discard:<card>); the concession's answer and the pillage take no card."""
    if st.phase in NO_CARD:
        return NO_CARD[st.phase]
    if st.phase == PILLAGE_DISCARD:
        return DISCARD + card
    return read_click(st, card)
