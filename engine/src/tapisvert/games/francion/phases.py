"""Francion's own phase, the play of a hand's nine tricks; the hand-over and the match-over are
the shared layer's (``tapisvert.phase``)."""

from ...phase import PhaseEnum


class Phase(PhaseEnum):
    PLAY = "play"


PLAY = Phase.PLAY
