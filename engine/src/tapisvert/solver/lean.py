"""The solver's compact models, by game: which one (if any) takes over a position.

The engine's own state costs a full ``apply``/snapshot per node (``solver.core``); a compact model
restates one game's card play on small ints (bitmasks per seat) with its own exact search, and
``solver.core`` hands it the positions it covers.  Each model module exposes the same interface
(``solver.lean_tarot``; ``solver.lean_briscan``, Briscan's and Brisque's final phase):

* ``eligible(world)``: can the model take over ``world`` (its game, its phase, no feature left
  that it does not model);
* a class with ``fixed_of(world)`` (static: the terms fixed for the rest of the hand, one model
  object per set of them, its tables kept between calls), the constructor
  ``(world, ref, budget, sides)``, ``load(world)``, ``ab(alpha, beta)``, ``maxn()``,
  ``card_values(codes, two_sides)``, ``entries()`` (the positions its tables hold: what the
  analysis's refinement caps) and the attributes ``ref`` and ``budget``.

``MODELS`` registers them by the game's name (``type(world).FACTS.name``); ``model_for`` is what
``solver.core`` and ``analysis`` ask.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

from ..types import Code
from . import lean_briscan, lean_francion, lean_tarot, lean_triomphe
from .budget import Budget


class Model(Protocol):
    """One compact model object (see the module docstring)."""

    ref: int
    budget: Budget

    def load(self, world: Any) -> None: ...

    def ab(self, alpha: float, beta: float) -> float: ...

    def maxn(self) -> tuple[float, ...]: ...

    def card_values(self, codes: list[Code], two_sides: bool) -> list[float]: ...

    def entries(self) -> int: ...


class ModelClass(Protocol):
    """A compact model's class: its fixed terms and its constructor."""

    def __call__(self, world: Any, ref: int, budget: Budget, team: list[int] | None = None) -> Model: ...

    def fixed_of(self, world: Any) -> Hashable: ...


@dataclass(frozen=True)
class Lean:
    """A registered model: its module's ``eligible`` and its class."""

    game: str
    eligible: Callable[[Any], bool]
    model: ModelClass
    tail: bool = False
    """The model covers the tail of every hand (Briscan's final phase): a search from any earlier
    position of the hand reaches it, so that most of its nodes are the model's."""


MODELS: dict[str, Lean] = {
    "tarot": Lean("tarot", lean_tarot.eligible, lean_tarot.LeanTarot),
    "briscan": Lean("briscan", lean_briscan.eligible, lean_briscan.LeanBriscan, tail=True),
    "brisque": Lean("brisque", lean_briscan.eligible, lean_briscan.LeanBriscan, tail=True),
    "triomphe": Lean("triomphe", lean_triomphe.eligible, lean_triomphe.LeanTriomphe),
    "francion": Lean("francion", lean_francion.eligible, lean_francion.LeanFrancion),
}
"""The compact models by game name (``type(world).FACTS.name``)."""


def model_for(world: Any) -> Lean | None:
    """The compact model that covers ``world`` now, or None (no model of its game, or the model
    refuses the position)."""
    entry = MODELS.get(type(world).FACTS.name)
    if entry is None or not entry.eligible(world):
        return None
    return entry


def eligible(world: Any) -> bool:
    """Does a compact model cover ``world`` now?"""
    return model_for(world) is not None


def model_reached(world: Any) -> Lean | None:
    """The compact model that a search from ``world`` runs on: the one covering ``world`` now,
    or its game's when that model covers the tail of every hand (``Lean.tail``); else None.
    What ``analysis`` sizes its node limits by."""
    entry = MODELS.get(type(world).FACTS.name)
    if entry is None or not (entry.tail or entry.eligible(world)):
        return None
    return entry
