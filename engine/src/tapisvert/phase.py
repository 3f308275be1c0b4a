"""The phases of a match, and the convention every game follows for its own.

A game lists its own phases as a :class:`PhaseEnum` named ``Phase`` in its game module::

    class Phase(PhaseEnum):
        PLAY = "play"
        CONCEDE = "concede"

and declares it as ``PHASES = Phase``.  The two phases every match shares are defined once, here:
``HAND_OVER`` (the hand is scored; the next dealer deals) and ``MATCH_OVER``; the shared
hand flow (``tapisvert.match``) sets them.  Members are strings that compare equal to their
values, so observations and records carry the same words as before (``"play"``, ``"hand-over"``);
they are shown as those words too (``'play'``), and observations carry the plain string (``.value``).
"""

from enum import StrEnum


class PhaseEnum(StrEnum):
    """The base of every game's ``Phase``: a member is its word, and is shown as the word."""

    def __repr__(self) -> str:
        return repr(self.value)


class MatchPhase(PhaseEnum):
    """The phases the shared hand flow sets, common to every game."""

    HAND_OVER = "hand-over"
    MATCH_OVER = "match-over"


HAND_OVER = MatchPhase.HAND_OVER
MATCH_OVER = MatchPhase.MATCH_OVER


def phase_names(own: type[PhaseEnum]) -> list[str]:
    """Every phase of a game: its own (``own``, in order), then the shared ones."""
    return [p.value for p in own] + [p.value for p in MatchPhase]
