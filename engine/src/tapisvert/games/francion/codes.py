"""Francion's action codes and phases: its actions are the cards played (a card is its card code,
``tapisvert.state``) and the word ``deal``; its own phase is the play of a hand's nine tricks (the
hand-over and the match-over are the shared layer's, ``tapisvert.phase``)."""

from ...phase import PhaseEnum


class Phase(PhaseEnum):
    PLAY = "play"


PLAY = Phase.PLAY
