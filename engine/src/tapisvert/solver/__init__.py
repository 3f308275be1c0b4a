"""The exact (double-dummy) solver of the card play of every game: see ``solver.core``.

The calls the rest of the engine makes: ``Solver`` (one world, one seat's result, a table kept
between calls), ``solve_for`` (one value), ``solve`` (the max^n vector), and the helpers the
search shares (``Budget``, ``TooLarge``, ``after``, ``hand_utilities``, ``sides_of``).
"""

from __future__ import annotations

from typing import Any

from ..state import GameState
from ..types import Seat
from .budget import Budget, TooLarge
from .core import Solver, after, hand_utilities, sides_of

__all__ = [
    "COVERED",
    "Budget",
    "Solver",
    "TooLarge",
    "after",
    "hand_utilities",
    "sides_of",
    "solve",
    "solve_for",
]

#: Every game and variant whose card play the solver covers, as (game, players, options), each with
#: its own rules in play: the one list its tests, soak and benches walk.
COVERED: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("francion", 3, {}),
    ("francion", 4, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("triomphe", 2, {}),
    ("triomphe", 3, {}),
    ("triomphe", 4, {}),
    ("triomphe", 4, {"form": "team"}),
    ("triomphe", 6, {"form": "team"}),
    ("triomphe", 5, {"form": "pillage"}),
    ("triomphe", 4, {"regime": "forcat"}),
    ("triomphe", 3, {"regime": "plaisant"}),
    ("tarot", 3, {}),
    ("tarot", 4, {}),
    ("tarot", 5, {}),
    ("tarot", 5, {"miseres": True, "goulash": True}),
    ("emprunt", 3, {}),
    ("emprunt", 4, {}),
)


def solve(world: GameState, node_limit: int | None = None, deadline: float | None = None) -> list[float]:
    """The max^n value of ``world`` (one utility per seat) for its hand in progress; the world
    is left as it was.  ``TooLarge`` past ``node_limit`` nodes or the ``perf_counter`` deadline."""
    return list(Solver(world, 0, Budget(node_limit, deadline), sides=None).vector())


def solve_for(
    world: GameState,
    seat: Seat,
    sides: list[int] | None | bool = True,
    node_limit: int | None = None,
    deadline: float | None = None,
    budget: Budget | None = None,
) -> float:
    """The exact value for ``seat`` of ``world``'s hand in progress (alpha-beta with zero-window
    searches over two opposed sides, max^n otherwise); ``world`` is left as it was."""
    b = budget if budget is not None else Budget(node_limit, deadline)
    return Solver(world, seat, b, sides).value()
