"""Exact search over the end of a hand in one perfect-information world (max^n).

Inside the PIMC search every hidden card has been dealt (``state.resample``), so the rest
of a hand is a game of perfect information.  Near its end the tree is small enough to walk
completely: each player, in turn, takes the action that is best for himself (max^n; with
two sides this is minimax), and the value of a leaf is the hand's result.  Partners score
alike in every game here, so max^n lets them cooperate without knowing of teams.

When the table is two sides whose results are opposed (``endgame_sides()`` gives each seat's
side: Briscan, the team game of Triomphe, Tarot's taker against the defence), the walk is
minimax with alpha-beta pruning on one seat's result instead, which gives the same values
for far fewer nodes.

A game opts in by declaring the ``endgame`` capability and defining ``tricks_left()`` (the
tricks still to be played in the hand, counting the one in progress, or None outside the card
play); ``endgame_sides`` likewise.  The walk uses the state's
own undo snapshots (``_snapshot``/``_restore``) and ``apply_trusted``, and gives up — the
caller then plays a rollout instead — once it has visited ``node_limit`` nodes, so a larger
tree than expected costs a bounded amount of time.
"""

import time
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from . import capabilities as K
from .state import GameState
from .types import Code, Seat

T = TypeVar("T")
Snapshot = dict[str, Any]


class TooLarge(Exception):
    """The tree has more nodes than the limit allows (or the deadline has passed)."""


class Budget:
    # Nodes left, and the wall-clock deadline, looked at every 64 choice nodes (cheap enough).
    __slots__ = ("nodes", "deadline", "ticks")

    def __init__(self, nodes: int, deadline: float | None = None) -> None:
        self.nodes, self.deadline, self.ticks = nodes, deadline, 0


def hand_utilities(world: GameState, hand: int) -> list[float]:
    """Each seat's result for ``hand`` relative to the table's mean (what the search maximises)."""
    for res in reversed(world.hand_results):
        if res["hand"] == hand:
            pts: list[float] = res["points"]
            mean = sum(pts) / len(pts)
            return [p - mean for p in pts]
    return [0.0] * world.players


def solve(world: GameState, node_limit: int = 2000, deadline: float | None = None) -> list[float]:
    """The max^n value of ``world`` (a list of utilities, one per seat) for its hand in progress.

    ``world`` is left as it was.  Raises ``TooLarge`` past ``node_limit`` nodes or, if given,
    past the ``time.perf_counter()`` value ``deadline``.
    """
    return _value(world, world.hand_number, len(world.hand_results), Budget(node_limit, deadline))


def best_action(world: GameState, node_limit: int = 2000) -> tuple[Code, list[float]] | None:
    """The action code max^n chooses for the player to move, and its value (for tests and views)."""
    hand, done = world.hand_number, len(world.hand_results)
    budget = Budget(node_limit)
    seat = world.current_player
    assert seat is not None  # a hand in progress has a player to act
    best: tuple[Code, list[float]] | None = None
    for code in world.legal_codes():
        v = after(world, code, lambda: _value(world, hand, done, budget))
        if best is None or v[seat] > best[1][seat]:
            best = (code, v)
    return best


def after(world: GameState, code: Code, evaluate: Callable[[], T]) -> T:
    """``evaluate()`` once ``code`` is played in ``world``; ``world`` is restored whatever happens."""
    snap = world._snapshot()
    world.apply_trusted(code)
    try:
        return evaluate()
    finally:
        world._restore(snap)


def _descend(
    world: GameState, hand: int, done: int, budget: Budget
) -> tuple[Snapshot | None, list[Code] | None]:
    """Play the forced moves from here (they need no choice) and charge the node budget.
    Returns ``(snapshot or None, legal codes or None at a leaf)``; the caller restores the
    snapshot when it is done with the node.  Raises ``TooLarge`` (world restored) when over."""
    snap: Snapshot | None = None
    while True:
        if len(world.hand_results) > done or world.hand_number != hand or world.is_over:
            return snap, None
        legal = world.legal_codes()
        if len(legal) != 1:
            break
        if snap is None:
            snap = world._snapshot()
        budget.nodes -= 1
        world.apply_trusted(legal[0])
    budget.nodes -= len(legal)
    budget.ticks += 1
    if budget.nodes < 0 or (
        budget.deadline is not None and not budget.ticks & 63 and time.perf_counter() > budget.deadline
    ):
        if snap is not None:
            world._restore(snap)
        raise TooLarge
    return snap, legal


def _value(world: GameState, hand: int, done: int, budget: Budget) -> list[float]:
    snap, legal = _descend(world, hand, done, budget)
    best: list[float] | None = None
    try:
        if legal is None:
            return hand_utilities(world, hand)
        seat = world.current_player
        assert seat is not None
        for code in legal:
            v = after(world, code, lambda: _value(world, hand, done, budget))
            if best is None or v[seat] > best[seat]:
                best = v
    finally:
        if snap is not None:
            world._restore(snap)
    assert best is not None  # a choice node has at least one legal action
    return best


def sides_of(world: GameState) -> list[int] | None:
    """Each seat's side when the table is two opposed sides, else None (max^n is used then)."""
    sides = K.endgame_sides(world)
    return sides if sides is not None and len(set(sides)) == 2 else None


def solve_for(
    world: GameState,
    seat: Seat,
    sides: list[int] | None,
    node_limit: int = 2000,
    deadline: float | None = None,
) -> float:
    """The exact value for ``seat`` of ``world``'s hand in progress, ``world`` left as it was:
    alpha-beta over two opposed sides (``sides``, as from ``sides_of``), else max^n."""
    return value_for(
        world, world.hand_number, len(world.hand_results), seat, sides, Budget(node_limit, deadline)
    )


def value_for(
    world: GameState, hand: int, done: int, seat: Seat, sides: list[int] | None, budget: Budget
) -> float:
    """``solve_for`` for ``hand`` (``done`` results were scored before it), charging a
    ``Budget`` the caller may share between several solves."""
    if sides is None:
        return _value(world, hand, done, budget)[seat]
    return _alphabeta(world, hand, done, budget, seat, sides, float("-inf"), float("inf"))


def _alphabeta(
    world: GameState,
    hand: int,
    done: int,
    budget: Budget,
    ref: Seat,
    sides: list[int],
    alpha: float,
    beta: float,
) -> float:
    # Minimax on the result of seat ``ref``: his side maximises it, the other side minimises it.
    snap, legal = _descend(world, hand, done, budget)
    try:
        if legal is None:
            return hand_utilities(world, hand)[ref]
        mover = world.current_player
        assert mover is not None
        ours = sides[mover] == sides[ref]
        best = float("-inf") if ours else float("inf")
        for code in legal:
            # the window as it stands now (after() evaluates at once)
            v = after(world, code, partial(_alphabeta, world, hand, done, budget, ref, sides, alpha, beta))
            if ours:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
    finally:
        if snap is not None:
            world._restore(snap)
    return best
