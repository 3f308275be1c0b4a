"""Perfect-Information Monte Carlo (PIMC) search: the archive's stronger computer opponent.

For the player to move: sample worlds consistent with what that player knows
(``state.resample``), play each legal action in each world and finish the hand with a
cheap rollout policy (``state.rollout_code``), and pick the action with the best mean
result.  Every candidate sees the same worlds and the same rollout random numbers
(common random numbers), the search is anytime with a deadline, and it stops early when
one action dominates.  It uses the public state API plus the two search hooks above.
"""

import random
import time


def _utility(world, seat, hand):
    for res in reversed(world.hand_results):
        if res["hand"] == hand:
            pts = res["points"]
            return pts[seat] - sum(pts) / len(pts)
    return 0.0


def _finish_hand(world, hand, rng, limit=2000):
    """Play ``world`` until the result of ``hand`` is scored, with the game's rollout policy:
    its fused loop ``rollout_hand(rng)`` when it has one (the same moves as stepping with
    ``rollout_code``, only faster), else ``rollout_code`` step by step."""
    fast = getattr(world, "rollout_hand", None)
    if fast is not None:
        fast(rng)
        return
    results = world.hand_results
    done = len(results)
    steps = 0
    while world.hand_number == hand and len(results) == done and not world.is_over \
            and steps < limit:
        world.apply_trusted(world.rollout_code(rng))
        steps += 1


def pimc_action(state, rng: random.Random, budget_s: float = 0.2, min_worlds: int = 4,
                max_worlds: int = 400, stats: dict | None = None) -> str:
    """The PIMC choice for ``state.current_player`` within ``budget_s`` seconds.

    A new world is started only when the time per world measured so far says it will end
    before the deadline, and a world still unfinished at the deadline is dropped (so a
    decision overruns by one rollout at most); if no world could be finished, the move of
    the game's rollout policy is played.
    ``min_worlds`` is the least number of worlds before the early stop on dominance may fire.
    ``stats``, if given, receives the number of worlds and rollouts searched.
    """
    seat = state.current_player
    legal = state.legal_codes()
    if stats is not None:
        stats.update(worlds=0, rollouts=0)
    if len(legal) == 1:
        return state.decode(legal[0])
    hand = state.hand_number
    deadline = time.perf_counter() + budget_s
    sums = [0.0] * len(legal)
    sq = [0.0] * len(legal)
    n = 0
    start = time.perf_counter()
    while n < max_worlds:
        # Start a new world only if it should finish before the deadline.
        now = time.perf_counter()
        if n and now + (now - start) / n > deadline:
            break
        world = state.resample(seat, rng)
        rseed = rng.random()
        us = []
        for code in legal:
            if time.perf_counter() > deadline:
                break
            w = world.clone()
            w.apply_trusted(code)
            _finish_hand(w, hand, random.Random(rseed))
            us.append(_utility(w, seat, hand))
        if len(us) < len(legal):
            break                      # out of time: the unfinished world is dropped
        for i, u in enumerate(us):
            sums[i] += u
            sq[i] += u * u
        n += 1
        if n >= 2 * min_worlds and _dominates(sums, sq, n):
            break
    if stats is not None:
        stats.update(worlds=n, rollouts=n * len(legal))
    if n == 0:
        # Not even one world fitted in the budget: fall back on the rollout policy's move.
        return state.decode(state.rollout_code(rng))
    best = max(range(len(legal)), key=lambda i: (sums[i], -i))
    return state.decode(legal[best])


def _dominates(sums, sq, n):
    """True when the best mean beats every other by more than three standard errors."""
    means = [s / n for s in sums]
    order = sorted(range(len(means)), key=lambda i: -means[i])
    b, r = order[0], order[1]
    var = lambda i: max(sq[i] / n - means[i] ** 2, 0.0)
    se = ((var(b) + var(r)) / n) ** 0.5
    return means[b] - means[r] > 3 * se + 1e-9 and se > 0


LEVELS = {"standard": 0.2, "strong": 1.0}
