"""The canonical key of a position, for the solver's transposition table.

Two positions with the same key must have the same future: the same legal actions from here to
the end of the hand and the same results.  The key is built from the state's own attributes
(everything a snapshot holds), so that it is complete for every game without a second model
of its rules, less:

* what a snapshot leaves out: the fixed attributes and the append-only lists (history, log,
  results) — the hand's result is scored from the other attributes;
* the attributes ``solver.games`` says only the views or the bots read (the last trick shown,
  Tarot's voids and trump ceilings, which the bots' worlds honour), never the rules;

and with the piles ``solver.games`` names sorted (cards won: their order never changes a count),
so that the same cards won in another order are the same position.
``tests/engine/test_solver.py`` checks completeness where it matters: the solver with its table
gives the values of a brute-force walk without one, on positions of every game.
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import Enum
from typing import Any

from ..state import GameState
from .games import GameKnowledge

_ATOMS = (int, str, float, bool, type(None))


def freeze(v: Any) -> Hashable:
    """``v`` as a hashable value: lists and tuples as tuples, dicts by sorted items, sets frozen."""
    t = type(v)
    if t in _ATOMS or isinstance(v, Enum):
        return v  # type: ignore[no-any-return]
    if t is list or t is tuple:
        flat = tuple(v)
        try:  # a flat list of numbers (the common case) is its own key: one C-level pass
            hash(flat)
            return flat
        except TypeError:
            return tuple([freeze(x) for x in v])
    if t is dict:
        return tuple(sorted((k, freeze(x)) for k, x in v.items()))
    if t is set or t is frozenset:
        return frozenset(v)
    return repr(v)


def _sorted_piles(v: Any) -> Hashable:
    # a list of piles (one per side or seat), or one pile: each pile sorted
    if v and isinstance(v[0], list):
        return tuple(tuple(sorted(p)) for p in v)
    return tuple(sorted(v))


def position_key(world: GameState, game: GameKnowledge) -> Hashable:
    """The canonical key of ``world`` (see the module docstring)."""
    cls = type(world)
    skip = cls._FIXED | cls._UNTRACKED_ALWAYS | game.ignores
    piles = game.piles
    out: list[Hashable] = []
    for k, v in world.__dict__.items():
        if k in skip:
            continue
        out.append((k, _sorted_piles(v) if k in piles else freeze(v)))
    return tuple(out)
