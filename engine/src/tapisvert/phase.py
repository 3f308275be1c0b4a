"""The phases of a match, and the convention every game follows for its own.

A game lists its own phases as a ``StrEnum`` named ``Phase`` in its game module::

    class Phase(StrEnum):
        PLAY = "play"
        CONCEDE = "concede"

and declares it as ``PHASES = Phase``.  The two phases every match shares are defined once, here:
``HAND_OVER`` (the hand is scored; the next dealer deals) and ``MATCH_OVER``; the shared
hand flow (``tapisvert.match``) sets them.  Members are strings that compare equal to their
values, so observations and records carry the same words as before (``"play"``, ``"hand-over"``).
"""

from enum import StrEnum


class MatchPhase(StrEnum):
    """The phases the shared hand flow sets, common to every game."""

    HAND_OVER = "hand-over"
    MATCH_OVER = "match-over"


HAND_OVER = MatchPhase.HAND_OVER
MATCH_OVER = MatchPhase.MATCH_OVER


def phase_names(own: type[StrEnum]) -> list[str]:
    """Every phase of a game: its own (``own``, in order), then the shared ones."""
    return [p.value for p in own] + [p.value for p in MatchPhase]
