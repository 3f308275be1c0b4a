"""The alpha-beta node every exact search of the solver runs between two opposed sides: the
engine's walk (``solver.core``) and the compact models (``solver.lean_tarot``, ``lean_briscan``,
``lean_triomphe`` with ``lean_francion``).  ``search`` probes the transposition table for what
earlier searches proved of the position, tries its moves inside the window (the table's best
move first), and stores what it proved.  The caller states the rest: its leaves and the
shortcuts before a node (Tarot's last trick and sure bounds, the outcomes still possible of
Triomphe and Francion), whether the position is keyed (``key``, None: not entered), which side
moves, and its moves in its own order (``children``).  ``zero_window`` drives the compact models'
searches to the value by zero-window tests inside their sure bounds (``solver.core`` has its own
MTD(f), without bounds).  max^n, whose table holds exact vectors, stays with each search.

The position (``Node``) is played and unplayed by its own ``play``/``unplay``, and ``ab`` is its
recursion (which calls ``search`` again).  It is the solver's hot loop, in pure Python (Pyodide):
a plain function, its node's methods called as methods (binding them to locals, or handing it a
bound method, makes an object per node: Briscan's cheap nodes took 5-10% longer so), two calls a
node more than the loop written into each model, and within the machine's noise of it
(``bench/solver_nodes.py --packages``, the figures in bench/results/solver_nodes.json).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol

INF = float("inf")
EPS = 1e-7  # below every gap between two distinct results (``solver.core``)


class Node(Protocol):
    """A position searched by ``search``: its table, moves and recursion."""

    bounds: dict[Hashable, Any]  # key -> (lower bound, upper bound, best move)

    def children(self) -> list[Any]: ...

    def play(self, move: Any) -> Any: ...

    def unplay(self, move: Any, token: Any) -> None: ...

    def ab(self, alpha: float, beta: float) -> float: ...


def search(
    node: Node,
    alpha: float,
    beta: float,
    key: Hashable | None,
    ours: bool,
    cut: Callable[[Any], None] | None = None,
) -> float:
    """The fail-soft value of ``node`` for the reference seat in the window (``alpha``, ``beta``).

    ``key``: the position's key in ``node.bounds`` (None: the position is not entered);
    ``ours``: the seat to move is on the reference seat's side (it maximises, else minimises);
    ``node.children()``: the moves to try in the searcher's order, charged to its budget, asked
    for only once the table has not cut the node off (generating them first cost Tarot 8-12% more
    time: the table cuts off many a trick's start); ``cut(move)``: told of the move that cut the
    window off (``solver.core``'s history table)."""
    first = -1  # the table's best move: tried first
    if key is not None:
        e: tuple[float, float, Any] | None = node.bounds.get(key)
        if e is not None:
            lo, hi, first = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
    moves = node.children()
    if first >= 0 and first in moves:
        moves.remove(first)
        moves.insert(0, first)
    a, b = alpha, beta
    best = -INF if ours else INF
    best_move = moves[0]
    for c in moves:
        tok = node.play(c)
        try:  # the position is restored whatever happens (TooLarge: solver.core's world)
            v = node.ab(a, b)
        finally:
            node.unplay(c, tok)
        if ours:
            if v > best:
                best, best_move = v, c
                if v > a:
                    a = v
        elif v < best:
            best, best_move = v, c
            if v < b:
                b = v
        if a >= b:
            if cut is not None:
                cut(c)
            break
    if key is not None:
        store_bound(node.bounds, key, best, alpha, beta, best_move)
    return best


def zero_window(
    node: Node, lo: float, hi: float, guess: float, alpha: float, beta: float, steps: int = 0
) -> float:
    """The value of ``node`` for the reference seat, known to lie in [``lo``, ``hi``], by
    zero-window searches (``node.ab(g - EPS, g)``: is it at least g?), each moving one end: the
    first at ``guess`` (the middle if it is outside), the next ``steps`` at the bound just proved
    (MTD(f): it is likely the value), the others at the middle of the bounds (bisection).  Inside
    a caller's window (``alpha``, ``beta``) it may stop early with a bound (fail-soft)."""
    g = guess if lo < guess <= hi else (lo + hi) / 2
    tests = 0
    while lo < hi:
        v = node.ab(g - EPS, g)
        if v < g:
            hi = v if v < hi else hi
        else:
            lo = v if v > lo else lo
        if lo >= beta or hi <= alpha:
            return lo if lo >= beta else hi
        tests += 1
        if tests <= steps:
            g = hi if v < g else lo + EPS
            if not lo < g <= hi:
                g = (lo + hi) / 2
        else:
            g = (lo + hi) / 2
    return lo


def store_bound(
    bounds: dict[Hashable, Any], key: Hashable, best: float, alpha: float, beta: float, move: Any
) -> None:
    """Record in the transposition table what a search of window (``alpha``, ``beta``) proved of
    ``key``: an upper bound when it failed low, a lower one when it failed high, else the exact
    value; each narrows what an earlier search had proved, and the best move found is kept."""
    lo, hi = -INF, INF
    old = bounds.get(key)
    if old is not None:
        lo, hi = old[0], old[1]
    if best <= alpha:
        hi = min(hi, best)
    elif best >= beta:
        lo = max(lo, best)
    else:
        lo = hi = best
    bounds[key] = (lo, hi, move)
