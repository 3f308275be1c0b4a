"""What a game declares it can do, instead of the core probing it with ``getattr``.

Every game class carries a :class:`Capabilities` record (its ``FACTS.capabilities``), like OpenSpiel's
``GameType``: the base declares nothing, each game declares what it implements, and
``tests/engine/test_shared_layer.py`` checks that each declaration matches the class.  The
search, the endgame solver, the bots, the prompts and the bridge read the record, and reach the
optional hooks through the typed accessors below (one place that knows their signatures).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Protocol, cast, runtime_checkable


@dataclass(frozen=True)
class Capabilities:
    """The optional parts of the game API a game implements (all off by default)."""

    tricks: bool = False
    """A trick game: ``trick`` (the cards of the trick in progress), ``trick_winner``,
    ``wins_so_far`` and ``trick_leader_so_far``."""
    positions: bool = False
    """``from_position`` sets up a state from a JSON position."""
    rollout_policy: bool = False
    """``rollout_code(rng, legal=None)`` is the game's own playing policy (else a uniformly random
    move); ``legal``: the position's legal codes when the caller has them already."""
    rollout_hand: bool = False
    """``rollout_hand(rng)``: the same policy as one fused loop to the end of the hand."""
    policy_code: bool = False
    """``policy_code(rng, legal=None)``: the policy on what the acting seat knows (the rollout's may
    read more); ``legal`` as ``rollout_code``'s."""
    endgame: bool = False
    """``tricks_left()``: the exact endgame search may finish the hand."""
    endgame_sides: bool = False
    """``endgame_sides()``: two opposed sides, so the endgame search may use alpha-beta."""
    endgame_tricks: int | None = None
    """Tricks left at which the search turns to exact search (None: the search's default)."""
    action_label: bool = False
    """``action_label(action)``: the game words the label of each of its actions itself."""
    prompt: bool = False
    """``_prompt(seat, legal)``: the game words what the player to act is asked to do."""

    def names(self) -> list[str]:
        """The capabilities declared (for messages and tests)."""
        return [f.name for f in fields(self) if getattr(self, f.name) not in (False, None)]


NOTHING = Capabilities()


def declared(state_or_class: object) -> Capabilities:
    """The capabilities a game class (or the class of a state) declares in its facts (``FACTS.capabilities``); a
    class that declares none (``MatchState``, or a game outside the shared layer) has none."""
    cls = state_or_class if isinstance(state_or_class, type) else type(state_or_class)
    facts = getattr(cls, "FACTS", None)  # (the facts module imports this one)
    caps = NOTHING if facts is None else facts.capabilities
    if not isinstance(caps, Capabilities):
        raise TypeError(f"{cls.__name__}.FACTS.capabilities must be a Capabilities record")
    return caps


# ----------------------------------------------------------- the optional hooks, typed
class _Tricks(Protocol):
    trick: list[int]


class _Endgame(Protocol):
    def tricks_left(self) -> int | None: ...


class _Sides(Protocol):
    def endgame_sides(self) -> list[int] | None: ...


class _FusedRollout(Protocol):
    def rollout_hand(self, rng: random.Random) -> object: ...


class _SeatPolicy(Protocol):
    def policy_code(self, rng: random.Random, legal: list[int] | None = None) -> int: ...


class _Labels(Protocol):
    def action_label(self, action: str) -> str | None: ...


class _Prompt(Protocol):
    def _prompt(self, seat: int, legal: list[str]) -> str | None: ...


@runtime_checkable
class TrickHelpers(Protocol):
    """What a trick game tells the generic bot about the trick in progress (``TrickGame`` has
    both; Tarot, a trick game on its own bookkeeping, defines its own)."""

    def wins_so_far(self, card: str) -> bool: ...

    def trick_leader_so_far(self) -> int | None: ...


def trick_helpers(state: object) -> TrickHelpers | None:
    """The trick helpers of a game that declares tricks (``FACTS.capabilities.tricks``), or None
    for a game without tricks (Emprunt), which says so in its facts and defines no stand-ins.
    A game that declares tricks without the helpers is a TypeError, not a silent None."""
    if not declared(state).tricks:
        return None
    if not isinstance(state, TrickHelpers):  # checked, not cast: the declaration may be wrong
        raise TypeError(f"{type(state).__name__} declares tricks but lacks wins_so_far/trick_leader_so_far")
    return state


def trick_in_progress(state: object) -> list[int] | None:
    """The cards of the trick in progress, or None for a game without tricks."""
    return cast(_Tricks, state).trick if declared(state).tricks else None


def tricks_left(state: object) -> int | None:
    """The tricks still to play in the hand (None outside the card play, or for a game that
    does not offer the endgame search)."""
    return cast(_Endgame, state).tricks_left() if declared(state).endgame else None


def endgame_sides(state: object) -> list[int] | None:
    """Each seat's side when the table is two opposed sides, else None."""
    return cast(_Sides, state).endgame_sides() if declared(state).endgame_sides else None


def rollout_hand(state: object) -> Callable[[random.Random], object] | None:
    """The game's fused rollout loop, or None."""
    return cast(_FusedRollout, state).rollout_hand if declared(state).rollout_hand else None


def policy_code(state: object) -> Callable[[random.Random, list[int] | None], int] | None:
    """The game's policy on what the acting seat knows, or None (then ``rollout_code`` is it)."""
    return cast(_SeatPolicy, state).policy_code if declared(state).policy_code else None


def action_label(state: object) -> Callable[[str], str | None] | None:
    """The game's own labelling of its actions, or None."""
    return cast(_Labels, state).action_label if declared(state).action_label else None


def custom_prompt(state: object) -> Callable[[int, list[str]], str | None] | None:
    """The game's own wording of the prompt, or None (then the generic wording is used)."""
    return cast(_Prompt, state)._prompt if declared(state).prompt else None
