"""Perfect-Information Monte Carlo (PIMC) search: the archive's stronger computer opponent.

For the player to move: sample worlds consistent with what that player knows
(``state.resample``), play each legal action in each world and finish the hand, and pick
the action with the best mean result.  A hand is finished by the game's rollout policy
(``state.rollout_code``, the baseline bot's own policy) or, once only the last few tricks
are left, by the exact solver (``tapisvert.solver``, the one the analysis and the hint use:
alpha-beta over two opposed sides, max^n otherwise, on its compact model where it has one).
Every candidate sees the same worlds and the same rollout random numbers (common random
numbers), the search is anytime with a deadline, and it stops early when one action
dominates.  It uses the public state API plus the hooks a game declares in its capabilities
(``tapisvert.capabilities``): ``rollout_hand``, ``endgame`` (``tricks_left``), ``endgame_tricks``.
"""

import random
import time
from dataclasses import dataclass

from . import capabilities as K, solver as E
from .state import GameState
from .types import Action, Code, Seat
from .words import failure


def _utility(world: GameState, seat: Seat, hand: int) -> float:
    return E.hand_utilities(world, hand)[seat]


# Exact search replaces the rollout when at most this many tricks are left at the decision:
# three on a table of two opposed sides (alpha-beta), two otherwise (max^n), unless the game
# declares ``endgame_tricks``.  The node limit bounds one world's solve.
ENDGAME_TRICKS: dict[bool, int] = {True: 3, False: 2}
ENDGAME_NODES = 3000


def _finish_hand(
    world: GameState,
    hand: int,
    rng: random.Random,
    limit: int = 2000,
    solve_last: int = 0,
    solve_nodes: int = ENDGAME_NODES,
    deadline: float | None = None,
    seat: Seat = 0,
) -> float | None:
    """Play ``world`` until the result of ``hand`` is scored, with the game's rollout policy:
    its fused loop ``rollout_hand(rng)`` when it has one (the same moves as stepping with
    ``rollout_code``, only faster), else ``rollout_code`` step by step.  With ``solve_last``,
    the rollout stops when that many tricks are left and exact search plays them (falling
    back on the rollout if the tree is too large); returns ``seat``'s exact value then, else None."""
    fast = K.rollout_hand(world)
    if fast is not None and not solve_last:
        fast(rng)
        return None
    results = world.hand_results
    done = len(results)
    steps = 0
    while world.hand_number == hand and len(results) == done and not world.is_over and steps < limit:
        if solve_last:
            left = K.tricks_left(world)
            if left is not None and left <= solve_last:
                try:
                    return E.solve_for(world, seat, E.sides_of(world), solve_nodes, deadline)
                except E.TooLarge:
                    solve_last = 0
        world.apply_trusted(world.rollout_code(rng))
        steps += 1
    return None


def pimc_action(
    state: GameState,
    rng: random.Random,
    budget_s: float = 0.2,
    min_worlds: int = 4,
    max_worlds: int = 400,
    stats: dict[str, int] | None = None,
    endgame: int | None = None,
    endgame_rollouts: int = 0,
    node_limit: int | None = None,
) -> Action:
    """The PIMC choice for ``state.current_player`` within ``budget_s`` seconds.

    A new world is started only when the time per world measured so far says it will end
    before the deadline, and a world still unfinished at the deadline is dropped (so a
    decision overruns by one world at most); if no world could be finished, the move of
    the game's rollout policy is played.
    ``min_worlds`` is the least number of worlds before the early stop on dominance may fire.
    ``endgame``: when at most this many tricks are left (default: the game's declared
    ``endgame_tricks``, else 3 on a table of two sides and 2 otherwise; 0 turns it off), each
    candidate is valued by exact search in each world instead of a rollout; once a world's tree
    passes the node limit (``ENDGAME_NODES`` at 0.2 s, in proportion to the budget) that world
    and the decision's later ones are rolled out.
    ``endgame_rollouts``: if set, every rollout from an earlier decision also hands its last
    that-many tricks to exact search (off by default: measured on the strength page, it costs
    more worlds than it gains).
    ``node_limit`` fixes that node limit (the tests make a decision independent of the clock
    with it, a fixed ``max_worlds`` and a budget that never runs out).
    ``stats``, if given, receives the number of worlds, rollouts and exactly solved worlds.
    """
    v = pimc_values(state, rng, budget_s, min_worlds, max_worlds, endgame, endgame_rollouts, node_limit)
    if stats is not None:
        stats.update(worlds=v.worlds, rollouts=v.rollouts, solved=v.solved)
    return v.choice


@dataclass(frozen=True)
class Values:
    """What one PIMC decision measured: each legal code's sum (and sum of squares) of results
    over ``worlds`` worlds, and the action chosen (``fallback``: no world fitted, the rollout
    policy's move was taken)."""

    legal: list[Code]
    sums: list[float]
    squares: list[float]
    worlds: int
    solved: int
    rollouts: int
    choice: Action
    fallback: bool = False


def pimc_values(
    state: GameState,
    rng: random.Random,
    budget_s: float = 0.2,
    min_worlds: int = 4,
    max_worlds: int = 400,
    endgame: int | None = None,
    endgame_rollouts: int = 0,
    node_limit: int | None = None,
) -> Values:
    """The measurements behind ``pimc_action`` (same arguments, same random numbers, same
    choice): the hint reads each action's value from them."""
    seat = state.current_player
    if seat is None:
        raise failure(ValueError, "error.nobody-to-act")
    legal = state.legal_codes()
    if len(legal) == 1:
        return Values(legal, [0.0], [0.0], 0, 0, 0, state.decode(legal[0]))
    hand = state.hand_number
    if endgame is None:
        endgame = K.declared(state).endgame_tricks
        if endgame is None:
            endgame = ENDGAME_TRICKS[E.sides_of(state) is not None]
    left = K.tricks_left(state)
    exact = bool(endgame) and left is not None and left <= endgame
    # The node limit grows with the budget (3000 nodes, some 30 ms, at 0.2 s).
    nodes = node_limit if node_limit is not None else max(300, int(ENDGAME_NODES * budget_s / 0.2))
    solved = 0
    deadline = time.perf_counter() + budget_s
    sums = [0.0] * len(legal)
    sq = [0.0] * len(legal)
    us: list[float] | None
    n = 0
    start = time.perf_counter()
    while n < max_worlds:
        # Start a new world only if it should finish before the deadline.
        now = time.perf_counter()
        if n and now + (now - start) / n > deadline:
            break
        world = state.resample(seat, rng)
        # an int seed (two 32-bit words, as random() draws): a float seed gives another stream
        # under Python 3.14 (Pyodide's) than under 3.11, so the bots played other cards in the page
        rseed = rng.getrandbits(64)
        us = _exact_values(world, legal, seat, nodes, deadline) if exact else None
        if us is None:
            exact = False  # too large once: the other worlds are rolled out at once
            us = []
            for code in legal:
                if time.perf_counter() > deadline:
                    break
                w = world.clone()
                w.apply_trusted(code)
                v = _finish_hand(
                    w,
                    hand,
                    random.Random(rseed),
                    solve_last=endgame_rollouts,
                    solve_nodes=nodes,
                    deadline=deadline,
                    seat=seat,
                )
                us.append(v if v is not None else _utility(w, seat, hand))
            if len(us) < len(legal):
                break  # out of time: the unfinished world is dropped
        else:
            solved += 1
        for i, u in enumerate(us):
            sums[i] += u
            sq[i] += u * u
        n += 1
        if n >= 2 * min_worlds and _dominates(sums, sq, n):
            break
    rollouts = (n - solved) * len(legal)
    if n == 0:
        # Not even one world fitted in the budget: fall back on the rollout policy's move.
        return Values(legal, sums, sq, 0, 0, 0, state.decode(state.rollout_code(rng)), True)
    best = max(range(len(legal)), key=lambda i: (sums[i], -i))
    return Values(legal, sums, sq, n, solved, rollouts, state.decode(legal[best]))


def _exact_values(
    world: GameState, legal: list[Code], seat: Seat, nodes: int, deadline: float
) -> list[float] | None:
    """Each candidate's exact (max^n) value for ``seat`` in one world, or None if the world's
    tree is larger than ``nodes`` in all or the deadline passes (then every candidate is rolled
    out instead, so that the candidates of one world are always valued the same way)."""
    budget = E.Budget(nodes, deadline)  # one budget for the whole world
    try:
        return E.Solver(world, seat, budget).values(legal)
    except E.TooLarge:
        return None


def _dominates(sums: list[float], sq: list[float], n: int) -> bool:
    """True when the best mean beats every other by more than three standard errors."""
    means = [s / n for s in sums]
    order = sorted(range(len(means)), key=lambda i: -means[i])
    b, r = order[0], order[1]

    def var(i: int) -> float:
        return max(sq[i] / n - means[i] ** 2, 0.0)

    se: float = ((var(b) + var(r)) / n) ** 0.5
    return means[b] - means[r] > 3 * se + 1e-9 and se > 0


LEVELS: dict[str, float] = {"standard": 0.2, "strong": 1.0}
