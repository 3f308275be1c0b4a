"""What the core's helpers read of a game state, as protocols (issue 39: no import cycle).

``state.py`` calls the clicks (:mod:`tapisvert.clicks`), the log (:mod:`tapisvert.events`), the
prompts (:mod:`tapisvert.prompts`), the observer (:mod:`tapisvert.observer`) and undo
(:mod:`tapisvert.undo`); they read the state back
through these protocols, so none of them imports ``state.py``.  ``GameState`` satisfies each of them
(mypy checks it where ``state.py`` passes itself), and each names only what its helper reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeAlias

if TYPE_CHECKING:
    from .facts import GameFacts
    from .types import Code, Observation, Seat
    from .words import Text

LogTuple: TypeAlias = "tuple[int, int | None, str, Any, int | None]"
"""A log line: (hand, seat or None, kind, data, seat it is private to or None)."""


class ClickedGame(Protocol):
    """What :mod:`tapisvert.clicks` reads: the seat to act, the legal codes and why others are not."""

    NAME: ClassVar[str]
    winners: list[int] | None

    @property
    def current_player(self) -> Seat | None: ...

    def decode(self, code: Code) -> str: ...

    def _card_click(self, card: int) -> int | tuple[str, Text]: ...

    def _legal_now(self) -> list[Code]: ...

    def _reason(self, reason: Text, seat: Seat | None) -> str: ...

    def _why_illegal(self, code: Code) -> tuple[str, Text]: ...


class LoggedGame(Protocol):
    """What :mod:`tapisvert.events` reads to word the log and the hands' results."""

    players: int
    hand_number: int
    hand_results: list[dict[str, Any]]
    log: list[LogTuple]

    def decode(self, code: Code) -> str: ...

    def _describe(self, seat: Seat, code: Code, secret: bool) -> Text: ...


class PromptedGame(Protocol):
    """What :mod:`tapisvert.prompts` reads to ask the player to act."""

    ACTION_HELP: ClassVar[dict[str, str]]

    @property
    def current_player(self) -> Seat | None: ...

    @property
    def is_over(self) -> bool: ...

    def _legal_actions_now(self) -> list[str]: ...


class UndoneGame(Protocol):
    """What :mod:`tapisvert.undo` keeps and puts back: a snapshot, and the actions since it."""

    UNDO_EVERY: ClassVar[int]
    history: list[int]

    def _untracked(self) -> frozenset[str]: ...

    def _snapshot(self) -> dict[str, Any]: ...

    def _restore(self, snap: dict[str, Any]) -> None: ...

    def apply_trusted(self, code: Code) -> None: ...


class ObservedGame(LoggedGame, PromptedGame, Protocol):
    """What :mod:`tapisvert.observer` reads to build a seat's observation: the game's facts, the
    public state every game has, and the game's ``_observe`` hook for its own fields."""

    FACTS: ClassVar[GameFacts]
    scores: list[int]
    winners: list[int] | None
    options: dict[str, Any]

    def _observe(self, seat: Seat, obs: Observation) -> None: ...
