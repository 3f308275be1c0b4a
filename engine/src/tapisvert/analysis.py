"""The analysis of a finished hand with every card known (double dummy), for one player.

The hand is replayed from its record.  At each of the player's decisions that had a choice,
every legal action is valued in the true deal, every card known:

* **exact** — by the double-dummy solver (``tapisvert.solver``: alpha-beta with zero-window
  searches and a transposition table over two opposed sides, max^n otherwise) whenever the
  rest of the hand's tree is solved within ``node_limit`` nodes for the decision
  (``LEAN_NODE_LIMITS``, by game, where the solver runs on a compact model: ``solver.lean``);
* **rollouts** — otherwise, by playing the hand out ``rollouts`` times after each action with
  the game's own policy (``rollout_code``, the search's), every card known, the same random
  numbers for every action: an estimate, said so with its standard error.

The decisions are walked from the last to the first with one solver, whose transposition table
carries what the later decisions proved to the earlier ones; the trees only grow towards the
start of the hand, so once one is past the limit the earlier ones are rolled out at once.  A
value is the player's result for the hand relative to the table's mean
(``solver.hand_utilities``), in the game's points; a choice *costs* the difference between the
best value and the value of the action played, and is marked when that is more than nothing
(exact) or more than twice its standard error (rollouts).  The analysis uses hindsight: it
knows cards the player could not.
"""

from __future__ import annotations

import math
import random
from typing import Any

from . import capabilities as K, grading as G, solver as E
from .errors import clip, sentence
from .search import _finish_hand
from .solver import lean
from .state import GameState
from .types import Code, Seat
from .words import failure, plain, words as W

NODE_LIMIT = 12_000
"""Nodes the exact solver may visit for one decision (all its actions) before it gives up."""
LEAN_NODE_LIMITS: dict[str, int] = {
    "tarot": 200_000,
    "briscan": 40_000,
    "brisque": 40_000,
    "triomphe": 60_000,
    "francion": 150_000,
}
"""The same, by game, where the solver runs on a compact model (``solver.lean``): Tarot's play
(``solver.lean_tarot``), whose nodes cost about a tenth of a node on the engine's state
(bench/results/solver.json); Briscan's and Brisque's final phase (``solver.lean_briscan``), which
every search of their talon phase reaches (``lean.model_reached``).  Briscan and Brisque measured
over 20 seeded hands each (bench/results/solver_briscan.json, CPU seconds of a whole analysis in
CPython): 25_000 solves down to about eight tricks left (median 0.35 and 0.28 s), 40_000 a few
more decisions (128 and 139 exact, against 123 and 129; median 0.44 and 0.34 s, at most 0.77),
60_000 nine tricks left at about a second a decision.  A game with a model and no entry here
gets ``NODE_LIMIT``.
Tarot's 200_000 (bench/results/solver_tarot.json, 20 seeded hands, CPU seconds): 4 players 89
of 341 decisions exact, a whole analysis 1.2 s at the median (before, at 60_000: 78, 0.6 s;
600_000, measured with the search before issue 38's tuning: 97, 3.3 s without "what you could
know"); 3 players 128 of 455, 5 players 86 of 292 (hindsight only).
Triomphe (``solver.lean_triomphe``, both forms) and Francion (``solver.lean_francion``, ~10 us a
node): the limits that keep a whole analysis (hindsight and what one could know) within about 1 s
of CPU in CPython while making as many decisions exact as possible (bench/solver_fr_tri.py, 20
seeded hands: Triomphe's are exact throughout from 40_000, in 0.1 s; Francion's card decisions
exact: 77 of 128 at 60_000 in 0.35 s, 84 at 150_000 in 0.65 s (at most 0.9 s), 86 at 200_000
in 0.9 s, 89 at 300_000 in 1.3 s)."""
GROWTH = 4
"""A tree grows at least this many times per trick towards the start of the hand: when the last
decision solved, ``k`` tricks later than this one, took more than ``limit / GROWTH**k`` nodes,
this one is not tried (its attempt would only spend its whole limit and fail) and is rolled out
at once.  ``GROWTHS`` gives a game's own figure."""
GROWTHS: dict[str, int] = {"tarot": 3}
"""Measured over 20 seeded hands of each game and count (the nodes of every exact solve of an
analysis, walked from the last decision to the first, and the CPU seconds of the one attempt that
failed; then the rule replayed for each figure): the largest figure that loses no exact decision
there.  Tarot 3: the attempts it skips would have spent 3.7 of the 38 CPU seconds of 20 analyses
at 4 players, 1.2 of 34 at 3, 1.1 of 22 at 5.  Francion, Briscan and Brisque keep 4 (at 5,
Francion loses one to three exact decisions, Brisque four).  The trees do not grow evenly: the
table the later decisions filled makes some earlier ones cheaper, which is why a higher figure
skips solves that would have succeeded.  Against the rule before (one trick's growth, whatever
the tricks between; the same 20 hands, CPU seconds in all): Tarot 4 players 89 → 90 exact
decisions, 53 → 54 graded, 35.8 → 31.7 s; 3 players 128 → 132, 80 → 85, 41.5 → 43.3 s;
5 players 86 → 88, 51 → 52, 26.2 → 23.9 s; Francion 3 players 111 → 111, 81 → 80,
13.8 → 14.2 s."""
ROLLOUTS = 8
"""Playouts per action where the solver gives up."""
COULD_KNOW_NODES = 12_000
"""Nodes the solver may visit for one decision's "what you could know", all its worlds together."""
LEAN_COULD_KNOW_NODES = 60_000
"""The same on the solver's compact models (see ``LEAN_NODE_LIMITS``; a game's own limit there
when it is lower)."""
COULD_KNOW_WORLDS = 8
"""Worlds (deals of the cards the player could not see) over which "what you could know" is taken."""
REFINE_NODES = 40_000
"""Nodes one step of the refinement may visit (``HandAnalysis.refine``: the page asks one step per
call to its worker, which serves nothing else meanwhile, so a step must stay short: about 0.2 s of
CPU in CPython, 0.4 s in Pyodide, on the compact models)."""
STALL_SCALE = 16
"""How many times ``REFINE_NODES`` a step may grow to on a decision whose steps store nothing new
(see ``HandAnalysis.refine``) before its pass stops."""
TABLE_LIMIT = 300_000
"""Positions the solver's tables may hold before the refinement stops (about 580 bytes each in
CPython, measured with ``tracemalloc`` on Francion and Tarot: some 175 MB at the limit, which a
phone's browser tab can still spare).  The refinement of a decision whose search would pass it
stops there, and so does every earlier decision's, whose trees are larger."""


def _decisions(
    state: GameState, seat: Seat, hand: int, origin: GameState | None = None
) -> list[tuple[int, GameState]]:
    """``(index in the record, state before that action)`` for each of ``seat``'s decisions with a
    choice in ``hand``, replayed from the start of the match (``origin``, for a match that began
    at a position, else a fresh deal of the record's seed)."""
    fresh = origin.clone() if origin is not None else state._fresh()
    out: list[tuple[int, GameState]] = []
    for i, code in enumerate(state.history):
        if fresh.hand_number > hand:
            break
        if (
            fresh.hand_number == hand
            and fresh.current_player == seat
            and len(fresh.legal_codes()) > 1
            and not _between_hands(fresh, hand)
        ):
            out.append((i, fresh.clone()))
        fresh.apply_trusted(code)
    return out


def _between_hands(state: GameState, hand: int) -> bool:
    return any(r["hand"] == hand for r in state.hand_results)


def steps(state: GameState, hand: int, origin: GameState | None = None) -> list[dict[str, Any]]:
    """Every action of ``hand`` in ``state``'s record, in order, for a step-by-step replay with
    every card shown: ``[{"index", "seat", "action", "position"}]`` (``position`` before the
    action), then one last step ``{"index": None, "seat": None, "action": None, "position"}``
    where the hand ended (its last trick still on the table)."""
    fresh = origin.clone() if origin is not None else state._fresh()
    out: list[dict[str, Any]] = []
    for i, code in enumerate(state.history):
        if fresh.hand_number > hand or (fresh.hand_number == hand and _between_hands(fresh, hand)):
            break
        if fresh.hand_number == hand:
            seat = fresh.current_player
            out.append({"index": i, "seat": seat, "action": fresh.decode(code), "position": position(fresh)})
        fresh.apply_trusted(code)
    if out:
        out.append({"index": None, "seat": None, "action": None, "position": position(fresh)})
    return out


def position(world: GameState) -> dict[str, Any]:
    """Where every card lies before a decision (hindsight, for the replay of the analysis):
    ``{"phase", "trump", "hands": [each seat's hand], "trick": [{"seat", "card"}]}``."""
    seat = world.current_player
    obs = world.observation(seat if seat is not None else 0)
    return {
        "phase": obs.get("phase"),
        "trump": obs.get("trump"),
        "hands": [list(world.observation(s).get("hand") or []) for s in range(world.players)],
        "trick": list(obs.get("trick") or []),
    }


def exact_values(
    world: GameState, seat: Seat, node_limit: int | None = NODE_LIMIT, solver: E.Solver | None = None
) -> list[float]:
    """Each legal action's exact value for ``seat`` (in ``legal_codes()`` order), every card of
    ``world`` known; ``solver.TooLarge`` past ``node_limit`` nodes in all.  ``solver``: one of
    the same hand and seat whose tables this solve shares."""
    budget = E.Budget(node_limit)
    s = solver.at(world, budget) if solver is not None else E.Solver(world, seat, budget)
    return s.values()


def rollout_values(world: GameState, seat: Seat, rollouts: int, seed: int) -> tuple[list[float], list[float]]:
    """Each legal action's mean result for ``seat`` over ``rollouts`` playouts of the game's policy
    in ``world`` (every card known; the same random numbers for every action), and its standard error."""
    hand = world.hand_number
    legal: list[Code] = world.legal_codes()
    # string seeds: a float seed draws another stream under Python 3.14 (Pyodide's) than under
    # 3.11 (CPython here), so the page's analysis of Briscan differed from the engine's
    seeds = [f"analysis:{seed}:{k}" for k in range(rollouts)]
    means, errors = [], []
    for code in legal:
        us = []
        for s in seeds:
            w = world.clone()
            w.apply_trusted(code)
            _finish_hand(w, hand, random.Random(s))
            us.append(E.hand_utilities(w, hand)[seat])
        # math.fsum, exactly rounded in every Python: the built-in sum of floats is compensated
        # from Python 3.12 on (Pyodide's) and not in 3.11 (CPython here), and the page's analysis
        # must give the engine's figures to the last digit
        m = math.fsum(us) / len(us)
        means.append(m)
        var = math.fsum((u - m) ** 2 for u in us) / max(len(us) - 1, 1)
        errors.append((var / len(us)) ** 0.5)
    return means, errors


def could_know(
    world: GameState,
    seat: Seat,
    index: int,
    worlds: int = COULD_KNOW_WORLDS,
    node_limit: int | None = COULD_KNOW_NODES,
    budget: E.Budget | None = None,
) -> list[float]:
    """Each legal action's mean exact value for ``seat`` over ``worlds`` worlds consistent with
    what ``seat`` could know at this decision (``state.resample``: the hidden cards dealt again
    under the seat's knowledge), each solved exactly, all within ``node_limit`` nodes (or the
    ``budget`` given; ``solver.TooLarge`` otherwise).  The same worlds for every action; seeded
    by ``index``."""
    budget = budget if budget is not None else E.Budget(node_limit)
    legal = world.legal_codes()
    solved = [E.Solver(w, seat, budget).values(legal) for w in could_know_worlds(world, seat, index, worlds)]
    return _mean(solved, len(legal))


def could_know_worlds(world: GameState, seat: Seat, index: int, worlds: int) -> list[GameState]:
    """The worlds "what you could know" is taken over at decision ``index``: the hidden cards
    dealt again under ``seat``'s knowledge, seeded by ``index`` (the stream and the refinement
    draw the same)."""
    rng = random.Random(f"could-know:{index}")
    return [world.resample(seat, rng) for _ in range(worlds)]


def _mean(solved: list[list[float]], actions: int) -> list[float]:
    """Each action's mean over the worlds' values, summed in the worlds' order (one figure, to the
    last digit, whether the worlds were solved at once or step by step)."""
    sums = [0.0] * actions
    for vals in solved:
        for i, v in enumerate(vals):
            sums[i] += v
    return [x / len(solved) for x in sums]


def _could_know_row(
    world: GameState, legal: list[Code], played: Code, means: list[float], hindsight: dict[str, Any]
) -> dict[str, Any]:
    """The "what you could know" figure of one decision: values, loss, grade and its reason."""
    vals = [round(v, 3) for v in means]
    i = legal.index(played)
    top = max(vals)
    best = [world.decode(c) for c, v in zip(legal, vals) if v == top]
    loss = round(top - vals[i], 3)
    g = G.grade(world, loss)
    name = G.words(world, world.decode(played))
    if g == "good":
        reason = plain(W("analysis.good-best" if loss <= 1e-9 else "analysis.good-close", name=name))
    else:
        better = G.words(world, best[0])
        reason = plain(
            W(
                "analysis.better",
                better=better,
                top=top,
                name=name,
                mine=vals[i],
                loss=loss,
            )
        )
    if hindsight["method"] == "exact" and hindsight["cost"] > 1e-9:
        seen = ", ".join(G.words(world, a) for a in hindsight["best"])
        reason += plain(W("analysis.hindsight-best", seen=seen))
    elif hindsight["method"] == "exact":
        reason += plain(W("analysis.hindsight-also"))
    order = sorted(range(len(legal)), key=lambda k: -vals[k])
    rows = [{"action": world.decode(legal[k]), "value": vals[k]} for k in order]
    return {"values": rows, "best": best, "loss": loss, "grade": g, "reason": sentence(reason)}


def _outgrown(last: tuple[int, int], left: int, limit: int, growth: int = GROWTH) -> bool:
    """Is a decision with ``left`` tricks left sure to pass ``limit`` nodes, the later decision
    ``last`` (its tricks left, its nodes) having cost more than ``limit / growth**k``, ``k``
    tricks later?

    >>> _outgrown((4, 20_000), 5, 100_000), _outgrown((4, 20_000), 6, 100_000)
    (False, True)
    >>> _outgrown((-1, 0), 9, 100_000)  # nothing solved yet: always tried
    False
    """
    return left > last[0] >= 0 and last[1] * growth ** (left - last[0]) > limit


class HandAnalysis:
    """The analysis of one hand for one seat, one decision at a time (the page streams it: a
    bridge call per decision, so the reader sees progress and the first results at once).

    ``frame()`` is everything but the decisions (with ``pending``, how many there are, and
    ``decision_indices``, each one's place in the record);
    ``next()`` values one more decision, from the last of the hand to the first (the solver's
    table carries what the later decisions proved to the earlier ones), and returns its record
    with ``"order"``, its place among the decisions (0 the first of the hand); ``done`` when all
    are valued.  ``analyse`` is the whole at once."""

    def __init__(
        self,
        state: GameState,
        seat: Seat,
        hand: int | None = None,
        node_limit: int = NODE_LIMIT,
        rollouts: int = ROLLOUTS,
        origin: GameState | None = None,
        worlds: int = COULD_KNOW_WORLDS,
    ) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
            raise failure(ValueError, "error.analysis-seat", hi=state.players - 1, value=clip(seat))
        scored = [r["hand"] for r in state.hand_results]
        if hand is None:
            if not scored:
                raise failure(ValueError, "error.analysis-unscored")
            hand = scored[-1]
        if isinstance(hand, bool) or not isinstance(hand, int) or hand not in scored:
            listed = str(scored) if scored else W("error.analysis-none-yet")
            raise failure(ValueError, "error.analysis-hand", scored=listed, value=clip(hand))
        self.state, self.seat, self.hand, self.origin = state, seat, hand, origin
        self.node_limit, self.rollouts, self.worlds = node_limit, rollouts, worlds
        # the compact models' limits scale with the one given (tests give smaller ones)
        self.lean_node_limits = {g: node_limit * n // NODE_LIMIT for g, n in LEAN_NODE_LIMITS.items()}
        self.decisions = _decisions(state, seat, hand, origin)
        self.records: list[dict[str, Any] | None] = [None] * len(self.decisions)
        self.cursor = len(self.decisions)  # the next decision to value is the one before it
        self.exact_ok, self.know_ok = True, worlds > 0
        self.solver: E.Solver | None = None
        # (tricks left, nodes spent) at the last exact solve and the last "could know"
        self.last_exact: tuple[int, int] = (-1, 0)
        self.last_know: tuple[int, int] = (-1, 0)
        # the refinement (``refine``): each decision's "could know" means and hindsight values
        # (its record is made again when either changes), which passes are still open, the nodes spent on
        # each target, and the worlds (with their solvers) of the "could know" being refined
        self.know_means: dict[int, list[float]] = {}
        self.hindsight: dict[int, tuple[list[float], list[float | None], str]] = {}
        self.refining = {"hindsight": True, "could_know": worlds > 0}
        self.spent: dict[tuple[str, int], int] = {}
        self.scale: dict[tuple[str, int], int] = {}
        self.know_work: tuple[int, list[E.Solver], list[list[float] | None]] | None = None

    @property
    def done(self) -> bool:
        return self.cursor == 0

    def frame(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "seat": self.seat,
            "pending": len(self.decisions),
            "decision_indices": [i for i, _ in self.decisions],
            "steps": steps(self.state, self.hand, self.origin),
            "hindsight": plain(W("analysis.hindsight")),
            "could_know": plain(W("analysis.could-know", worlds=self.worlds)),
            "worlds": self.worlds,
            "thresholds": G.thresholds(self.state),
        }

    def next(self) -> dict[str, Any]:
        """Value the next decision (see the class docstring); ValueError once all are done."""
        if self.done:
            raise failure(ValueError, "error.analysis-done")
        self.cursor -= 1
        k = self.cursor
        index, world = self.decisions[k]
        rec = self._value(k, index, world)
        rec["order"] = k
        self.records[k] = rec
        return rec

    def _value(self, k: int, index: int, world: GameState) -> dict[str, Any]:
        seat = self.seat
        legal = world.legal_codes()
        errors: list[float | None] = [None] * len(legal)
        values: list[float] = []
        left = K.tricks_left(world)
        left = -1 if left is None else left
        model = lean.model_reached(world)
        limit = self.node_limit if model is None else self.lean_node_limits.get(model.game, self.node_limit)
        know_limit = (
            COULD_KNOW_NODES
            if model is None
            else min(LEAN_COULD_KNOW_NODES, LEAN_NODE_LIMITS.get(model.game, COULD_KNOW_NODES))
        )
        growth = GROWTH if model is None else GROWTHS.get(model.game, GROWTH)
        self.exact_ok = self.exact_ok and not _outgrown(self.last_exact, left, limit, growth)
        self.know_ok = self.know_ok and not _outgrown(self.last_know, left, know_limit, growth)
        method = "exact"
        if self.exact_ok:
            try:
                budget = E.Budget(limit)
                values = self._solver(world).at(world, budget).values()
                self.last_exact = (left, budget.spent)
            except E.TooLarge:
                self.exact_ok = False
        if not self.exact_ok:
            values, errs = rollout_values(world, seat, self.rollouts, index)
            errors = list(errs)
            method = "rollouts"
        if self.know_ok:
            try:
                kb = E.Budget(know_limit)
                self.know_means[k] = could_know(world, seat, index, self.worlds, budget=kb)
                self.last_know = (left, kb.spent)
            except E.TooLarge:
                self.know_ok = False
        return self._record(k, values, errors, method)

    def _solver(self, world: GameState) -> E.Solver:
        """The hand's one solver (its tables shared by every decision), made at the first solve."""
        if self.solver is None:
            self.solver = E.Solver(world, self.seat)
        return self.solver

    def _record(self, k: int, values: list[float], errors: list[float | None], method: str) -> dict[str, Any]:
        """Decision ``k``'s record from its hindsight values (and its "could know" means, if any);
        the values are kept, for the record to be made again once it is graded."""
        self.hindsight[k] = (values, errors, method)
        index, world = self.decisions[k]
        legal = world.legal_codes()
        rounded = [round(v, 3) for v in values]
        rows: list[dict[str, Any]] = [
            {"action": world.decode(c), "value": v, "error": None if e is None else round(e, 3)}
            for c, v, e in zip(legal, rounded, errors)
        ]
        i = legal.index(self.state.history[index])
        top = max(rounded)
        cost = round(top - rounded[i], 3)
        err = errors[i]
        margin = 0.0 if err is None else 2 * err
        rows.sort(key=lambda r: -float(r["value"]))
        best = [r["action"] for r in rows if r["value"] == top]
        means = self.know_means.get(k)
        know = (
            None
            if means is None
            else _could_know_row(
                world, legal, self.state.history[index], means, {"method": method, "cost": cost, "best": best}
            )
        )
        return {
            "index": index,
            "position": position(world),
            "played": world.decode(self.state.history[index]),
            "method": method,
            "rollouts": 0 if method == "exact" else self.rollouts,
            "values": rows,
            "best": best,
            "cost": cost,
            "mistake": cost > margin + 1e-9,
            "could_know": know,
        }

    # ------------------------------------------------------------------ the refinement
    @property
    def refinable(self) -> bool:
        """Is there a decision left that the refinement may still make exact (see ``refine``)?"""
        return self.done and self._target() is not None

    def _target(self) -> tuple[str, int] | None:
        """The next pass and decision to refine: the hindsight values first, then "what you could
        know", each from the last decision of the hand to the first (the trees grow towards the
        start, and the later solves fill the table the earlier ones read)."""
        for kind in ("hindsight", "could_know"):
            if not self.refining[kind]:
                continue
            for k in range(len(self.records) - 1, -1, -1):
                rec = self.records[k]
                if rec is not None and (
                    rec["method"] != "exact" if kind == "hindsight" else k not in self.know_means
                ):
                    return kind, k
        return None

    def refine(self, nodes: int = REFINE_NODES) -> dict[str, Any]:
        """One step of solving on, once every decision is valued (``done``): the next decision
        still estimated by rollouts (or not graded) is searched for ``nodes`` more nodes, its
        tables kept from step to step, so that the steps add up to its whole solve.

        A step that stores no new position in the tables made no progress (its nodes went to
        walking down again to where the last one stopped: the positions inside a trick are not
        stored): the next step on that decision is twice as long, up to ``STALL_SCALE`` times
        ``nodes``, past which the pass stops.  A pass also stops when its tables pass
        ``TABLE_LIMIT`` positions.

        Returns ``{"decision": its new record (with "order") when this step finished it, else
        None, "target": the next step's {"kind": "hindsight" | "could_know", "order", "nodes":
        spent on it so far} or None when nothing is left to refine, "stopped": the passes this
        step closed, {kind: {"why": "full" | "stalled", "entries"}}}``.  Node-counted, so
        deterministic, and the values it reaches are the exact ones whatever the steps.
        ValueError before ``done``."""
        if not self.done:
            raise failure(ValueError, "error.analysis-refine-early")
        target = self._target()
        stopped: dict[str, dict[str, Any]] = {}
        decision: dict[str, Any] | None = None
        if target is not None:
            kind, k = target
            scale = self.scale.get(target, 1)
            budget = E.Budget(nodes * scale)
            before = self._entries(kind)
            try:
                decision = (
                    self._refine_hindsight(k, budget) if kind == "hindsight" else self._refine_know(k, budget)
                )
            except E.TooLarge:
                entries = self._entries(kind)
                why = "full" if entries > TABLE_LIMIT else None
                if why is None and entries == before:
                    self.scale[target] = scale = scale * 2
                    why = "stalled" if scale > STALL_SCALE else None
                if why is not None:
                    self.refining[kind] = False
                    stopped[kind] = {"why": why, "entries": entries}
                    if kind == "could_know":
                        self.know_work = None  # its worlds' tables are let go
            self.spent[target] = self.spent.get(target, 0) + budget.spent
            if decision is not None:
                decision["order"] = k
                self.records[k] = decision
        nxt = self._target()
        return {
            "decision": decision,
            "target": None
            if nxt is None
            else {"kind": nxt[0], "order": nxt[1], "nodes": self.spent.get(nxt, 0)},
            "stopped": stopped,
        }

    def _entries(self, kind: str) -> int:
        if kind == "hindsight":
            return self.solver.entries() if self.solver is not None else 0
        return sum(s.entries() for s in self.know_work[1]) if self.know_work is not None else 0

    def _refine_hindsight(self, k: int, budget: E.Budget) -> dict[str, Any]:
        _, world = self.decisions[k]
        values = self._solver(world).at(world, budget).values()
        return self._record(k, values, [None] * len(values), "exact")

    def _refine_know(self, k: int, budget: E.Budget) -> dict[str, Any]:
        index, world = self.decisions[k]
        if self.know_work is None or self.know_work[0] != k:
            worlds = could_know_worlds(world, self.seat, index, self.worlds)
            self.know_work = (k, [E.Solver(w, self.seat) for w in worlds], [None] * len(worlds))
        _, solvers, solved = self.know_work
        legal = world.legal_codes()
        for j, solver in enumerate(solvers):
            if solved[j] is None:
                solved[j] = solver.at(solver.world, budget).values(legal)
        self.know_means[k] = _mean([vals for vals in solved if vals is not None], len(legal))
        self.know_work = None
        return self._record(k, *self.hindsight[k])  # the hindsight values as they stand


def summary(decisions: list[dict[str, Any]]) -> dict[str, Any]:
    """The mistakes among valued decisions: how many, and the points they cost in all."""
    mistakes = [d for d in decisions if d["mistake"]]
    return {"mistakes": len(mistakes), "cost": round(math.fsum(float(d["cost"]) for d in mistakes), 3)}


def analyse(
    state: GameState,
    seat: Seat,
    hand: int | None = None,
    node_limit: int = NODE_LIMIT,
    rollouts: int = ROLLOUTS,
    origin: GameState | None = None,
    worlds: int = COULD_KNOW_WORLDS,
) -> dict[str, Any]:
    """The analysis of ``hand`` (default: the last hand scored) of ``state``'s record for ``seat``.

    Returns ``{"hand", "seat", "decisions": [...], "steps": [...], "cost", "mistakes",
    "hindsight"}`` (``steps``: every action of the hand, see ``steps``); each
    decision is ``{"index", "position", "played", "method", "values": [{"action", "value",
    "error"}] best first, "best", "cost", "mistake"}`` (``index``: the action's place in the
    record; ``position``: where every card lay, see ``position``; ``could_know``: the figure
    by what the player could know, ``{"values", "best", "loss", "grade", "reason"}``, see
    ``could_know``, or None where ``worlds`` worlds could not all be solved exactly).
    ``origin``: the match's first state when it began at a position (see ``tapisvert.replay``).
    ValueError when no hand of the record has been scored or ``seat`` is not a seat.
    ``HandAnalysis`` gives the same one decision at a time."""
    session = HandAnalysis(state, seat, hand, node_limit, rollouts, origin, worlds)
    while not session.done:
        session.next()
    out = session.frame()
    del out["pending"]
    decisions = [r for r in session.records if r is not None]
    for r in decisions:
        del r["order"]
    out["decisions"] = decisions
    out.update(summary(decisions))
    return out
