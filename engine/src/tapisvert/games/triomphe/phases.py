"""The phases of a Triomphe hand (the shared ``hand-over`` and ``match-over`` are the core's)."""

from ...phase import PhaseEnum


class Phase(PhaseEnum):
    PLAY = "play"
    CONCEDE = "concede"
    PILLAGE = "pillage"
    PILLAGE_DISCARD = "pillage-discard"


PLAY, CONCEDE, PILLAGE, PILLAGE_DISCARD = Phase
