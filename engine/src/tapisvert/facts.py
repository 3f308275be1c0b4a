"""A game's facts, in one value: what it is called, who plays it, its options, rule book, words,
capabilities, phases, score-sheet unit and trick review.

A game class declares ``FACTS = GameFacts(...)`` and nothing else of the kind; the engine reads
each fact where it needs it, from the one value (``type(state).FACTS.words``,
``game_class(name).FACTS.book``): nothing is copied onto class attributes, so nothing can disagree
with it.  A variant of a game
(Brisque of Briscan) is ``dataclasses.replace(Parent.FACTS, ...)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .capabilities import NOTHING, Capabilities

if TYPE_CHECKING:
    from .options import Option
    from .phase import PhaseEnum
    from .rulebook import RuleBook

Config = tuple[int, dict[str, Any]]  # (players, options) of a benchmark or a search test


@dataclass(frozen=True)
class GameFacts:
    name: str
    """The registry name (``triomphe``); rule ids start with it."""
    title: str
    """The game's title for a reader (``French Tarot``)."""
    players: tuple[int, ...]
    """The player counts the rules allow."""
    default_players: int
    options: tuple[Option, ...]
    """The variant switches (``tapisvert.options``)."""
    book: RuleBook
    """The rule book: every rule with its id, words and authority (``tapisvert.rulebook``)."""
    words: tuple[str, ...] = ("deal",)
    """The bare action words, packed ``WORD_BASE + index`` (``tapisvert.state``)."""
    prefixed: tuple[str, ...] = ()
    """The ``prefix:<card>`` actions, packed ``prefix_base(prefixed, prefix) + card``."""
    action_help: Mapping[str, str] = field(default_factory=dict)
    """Each action's notation and a line of help (``game_info``'s ``actions``)."""
    capabilities: Capabilities = NOTHING
    """What the game implements, for the search, the bots and the bridge."""
    phases: type[PhaseEnum] | None = None
    """The game's own phases (its ``Phase`` enum); ``hand-over`` and ``match-over`` are shared."""
    hand: str = "hand"
    """What the rules call a hand, for the refusal after one ("the deal is over")."""
    hand_over_rule: str = "deal.rotation"
    """The rule (after ``name.``) that says who deals next, for the refusal after a hand."""
    sheet_unit: str = "points"
    """What a hand's points count on the score sheet (``jetons`` in Emprunt)."""
    sheet_totals: bool = True
    """The hands' points add up to the match totals."""
    tricks_review: str | None = "all"
    """What a player may look back at of the hand's tricks: ``all``, ``last`` or None (no tricks)."""
    tricks_review_rule: str | None = None
    """The rule that limits the review, when it is limited."""
    position_keys: frozenset[str] | None = None
    """The keys ``from_position`` reads (None: the shared layer's)."""
    bench_configs: tuple[Config, ...] = ()
    """The configurations ``make bench`` and the soak tests play (empty: the default players)."""
    search_bench_configs: tuple[Config, ...] = ()

    def __post_init__(self) -> None:
        if self.default_players not in self.players:
            raise ValueError(f"{self.name}: default_players {self.default_players} is not in {self.players}")
