"""The flow of a match of hands, shared by every game: after a hand is scored either the next
dealer deals (``hand-over``) or the match is over (``match-over``).

A game subclasses :class:`MatchState` (or :class:`tapisvert.tricks.TrickGame`) and

* in ``_setup``, after its tables, calls ``self._first_hand(deal)``: an explicit deal
  (``_deal_explicit(deal)``) or the draw for the first deal (``_draw_first_dealer()``, usually
  :func:`tapisvert.first_dealer.draw_first_dealer`) then ``_deal_hand()``;
* implements ``_deal_hand()`` (deal hand ``hand_number``, dealt by ``dealer``);
* when a hand is scored, calls ``self._match_over(winners)`` or ``self._hand_over()`` (the next
  dealer is ``_next_dealer()``: by default the seat after the dealer);
* handles its own phases in ``current_player``, ``_legal_codes``, ``_why_illegal`` and ``_do``,
  and hands the others to ``super()``, which knows ``hand-over`` (the ``deal`` action) and
  ``match-over``.
"""

from typing import Any, cast

from .phase import HAND_OVER, MATCH_OVER, PhaseEnum
from .position import PositionTemplate
from .state import GameState
from .types import Sheet
from .words import Text, failure, seat as wseat, words


class MatchState(PositionTemplate, GameState):
    """A game state whose match is a sequence of hands with a rotating deal."""

    dealer: int
    next_dealer: int | None
    phase: PhaseEnum
    points_before: list[int] | None = None
    """The points of a match set up from a position, scored before it: the sheets' totals count
    them (``_set_position`` sets them with the position's scores)."""

    # ----------------------------------------------------------- the first hand
    def _first_hand(self, deal: Any) -> None:
        """Deal the first hand: the explicit ``deal`` if given, else after the draw for the deal."""
        if deal is not None:
            self._deal_explicit(deal)
        else:
            self.dealer = self._draw_first_dealer()
            self._deal_hand()

    def _deal_explicit(self, deal: Any) -> None:
        raise failure(ValueError, "error.no-explicit-deal", game=self.FACTS.name)

    def _draw_first_dealer(self) -> int:
        raise NotImplementedError

    def _deal_hand(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------- end of a hand
    def _next_dealer(self) -> int:
        """Who deals the next hand (default: the seat after the dealer)."""
        return (self.dealer + 1) % self.players

    def _hand_over(self) -> None:
        """The hand is scored and the match goes on: the next dealer is to deal."""
        self.next_dealer = self._next_dealer()
        self.phase = HAND_OVER

    def _match_over(self, winners: list[int]) -> None:
        """The match is over, won by ``winners``."""
        self.winners = list(winners)
        self.phase = MATCH_OVER

    def _full_sheet(self, result: dict[str, Any], names: list[str], totals: list[int]) -> Sheet:
        if self.points_before is not None:
            totals = [t + b for t, b in zip(totals, self.points_before)]
        return super()._full_sheet(result, names, totals)

    # ------------------------------------------------------ the shared phases' hooks
    @property
    def current_player(self) -> int | None:
        return self.next_dealer if self.phase == HAND_OVER else None

    def _legal_codes(self) -> list[int]:
        return [self.word("deal")] if self.phase == HAND_OVER else []

    def _why_illegal(self, code: int) -> tuple[str, Text]:
        if self.phase == HAND_OVER:
            return (
                f"{self.FACTS.name}.{self.FACTS.hand_over_rule}",
                words(f"common.refuse.{self.FACTS.hand}-over", p=wseat(cast(int, self.next_dealer))),
            )
        return f"{self.FACTS.name}.play.phase", words("common.refuse.not-now", action=repr(self.decode(code)))

    def _do(self, code: int) -> None:
        if self.phase != HAND_OVER:
            raise AssertionError(f"no action in phase {self.phase}")
        self._log(self.next_dealer, "action", code)
        self.hand_number += 1
        assert self.next_dealer is not None
        self.dealer = self.next_dealer
        self._deal_hand()
