"""The base of the trick games: the trick in progress, who leads, the suits a player has shown
he lacks, the tricks each seat has won, and the completion of a trick by the game's winner rule.

A trick game subclasses :class:`TrickGame`, calls ``_start_tricks(leader)`` when a hand's play
begins, implements ``_trick_winner_index(trick)`` (the index in ``trick`` of the card winning it
so far; it also answers ``trick_winner`` for a position, with ``trump`` from the position), and
calls ``_close_trick()`` when the last card of a trick is played.
"""

from . import cards as C, events as E
from .match import MatchState
from .types import LastTrick as LastTrickSeen, TrickCard
from .words import Text, seat, words

LastTrick = tuple[int, list[int], int]
"""A completed trick: (leader, cards in the order played, winner)."""


class TrickGame(MatchState):
    """A match of hands played in tricks."""

    trick: list[int]
    leader: int
    tricks_won: list[int]
    voids: list[int]
    """Per seat, a bitmask of the suits (bit = suit index) the seat has shown it lacks."""
    last_trick: LastTrick | None
    trump: int

    def _start_tricks(self, leader: int) -> None:
        """A hand's play begins: no trick yet, ``leader`` to lead, nothing won, no void shown."""
        n = self.players
        self.trick = []
        self.leader = leader
        self.tricks_won = [0] * n
        self.voids = [0] * n
        self.last_trick = None

    @property
    def to_play(self) -> int:
        """The seat whose card is next in the trick."""
        return (self.leader + len(self.trick)) % self.players

    def _close_trick(self) -> tuple[int, list[int]]:
        """The trick is complete: its winner takes it and leads next.  Returns the winner and the
        trick's cards (for the game's own piles and counts)."""
        trick = self.trick
        i = self._trick_winner_index(trick)
        w = (self.leader + i) % self.players
        self.last_trick = (self.leader, trick, w)
        self.trick = []
        self.tricks_won[w] += 1
        self.leader = w
        self._event(E.TRICK, self._taken_text(w, i, trick), (w, self.last_trick[0]), tuple(trick), seat=w)
        return w, trick

    def _taken_text(self, winner: int, index: int, trick: list[int]) -> Text:
        """The log line of a trick taken (a game may name the winning card)."""
        return words("common.log.takes-trick", p=seat(winner))

    # ------------------------------------------------ public helpers for the bots
    def wins_so_far(self, card: str) -> bool:
        """Would ``card``, played now by the player to move, be winning the trick so far?"""
        return self._trick_winner_index(self.trick + [C.card(card)]) == len(self.trick)

    def trick_leader_so_far(self) -> int | None:
        """The seat whose card is winning the current trick so far (None if it is empty)."""
        if not self.trick:
            return None
        return (self.leader + self._trick_winner_index(self.trick)) % self.players

    # ------------------------------------------------------------- observations
    def _trick_view(self) -> list[TrickCard]:
        """The trick in progress as observations show it: each card with its seat."""
        n = self.players
        return [{"seat": (self.leader + i) % n, "card": C.name(c)} for i, c in enumerate(self.trick)]

    def _last_trick_view(self) -> LastTrickSeen | None:
        """The last completed trick as observations show it, or None."""
        if self.last_trick is None:
            return None
        leader, cards, winner = self.last_trick
        n = self.players
        return {
            "cards": [{"seat": (leader + i) % n, "card": C.name(c)} for i, c in enumerate(cards)],
            "winner": winner,
        }
