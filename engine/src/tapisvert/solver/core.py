"""The exact solver of one perfect-information world: every card known, the talon in its order.

Inside a sampled world (the bots, the hint, "what you could know") or in the true deal of a
finished hand (the analysis), the rest of a hand is a game of perfect information.  The solver
walks it to the end of the hand on the engine's own state (``apply_trusted`` and the state's
snapshots), so its rules *are* the engine's: every game and variant is covered as soon as it
can be played — Francion, Briscan and Brisque (the talon's order is part of the world), the
individual and team forms of Triomphe, Tarot with three, four or five players and the Excuse,
Emprunt — and bids, discards and declarations made during the hand are ordinary moves.

What makes it faster than a plain walk (each is checked by ``tests/engine/test_solver.py``
against a brute-force walk that has none of them):

* **Two opposed sides: alpha-beta on one seat's result, driven by zero-window searches**
  (MTD(f), Plaat et al. 1996): each search asks "is the value at least t?" with the window
  ``(t - EPS, t)``, and the bounds it proves narrow the next target until they meet.  Every
  game's table of two sides (Briscan, team Triomphe, Tarot's taker against the defence) is
  zero-sum between the sides, so one seat's result decides both.  The alpha-beta node (the
  table's probe, the moves tried in the window, the bound stored) is ``solver.alphabeta``'s,
  shared with the compact models.
* **A transposition table on the canonical position** (``solver.key``), entered at the start
  of each trick only (as DDS does: a trick's cards in progress make positions too many to
  share), holding a lower and an upper bound and the best move found.
* **Equivalent cards as one move**: ``solver.games`` says which legal cards of a game are
  interchangeable (Tarot's adjacent low cards of one hand with no card of another seat between
  them and the same points); the others are not tried.
* **Move ordering**: the table's best move first, then the moves that cut off most often
  (a history table per seat).
* **Forced moves** (a single legal action) are played without a choice node.

Seats that are not two opposed sides (Triomphe and Francion each for himself, Emprunt, a
Tarot Goulash) get **max^n** (Luckhardt & Irani 1986): each seat maximises its own result,
ties going to the first action in the legal order.  It is the model of the table these games
have — every player scores for himself — while *paranoid* search (every other seat against the
one evaluated) would grade the reader's card against a coalition that does not exist and call
a sound card a mistake.  max^n has no deep pruning; the table (exact value vectors per
position) and the equivalent cards still apply.

A value is a seat's result for the hand relative to the table's mean
(``hand_utilities``), in the game's points.  The solver gives up (``TooLarge``) past a node
limit or a deadline, so that a caller with a time budget (the bots) stays within it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import Any, TypeVar

from .. import capabilities as K
from ..state import GameState
from ..types import Code, Seat
from . import lean
from .alphabeta import search
from .budget import Budget, TooLarge
from .games import knowledge
from .key import position_key

T = TypeVar("T")
INF = float("inf")
EPS = 1e-7
"""Below every gap between two distinct results (results are whole or simple fractions of
points, scaled at most by the number of seats)."""


def hand_utilities(world: GameState, hand: int) -> list[float]:
    """Each seat's result for ``hand`` relative to the table's mean (what the solver maximises)."""
    for res in reversed(world.hand_results):
        if res["hand"] == hand:
            pts: list[float] = res["points"]
            mean = sum(pts) / len(pts)
            return [p - mean for p in pts]
    return [0.0] * world.players


def sides_of(world: GameState) -> list[int] | None:
    """Each seat's side when the table is two opposed sides, else None (max^n is used then)."""
    sides = K.endgame_sides(world)
    return sides if sides is not None and len(set(sides)) == 2 else None


def after(world: GameState, code: Code, evaluate: Callable[[], T]) -> T:
    """``evaluate()`` once ``code`` is played in ``world``; ``world`` is restored whatever happens."""
    snap = world._snapshot()
    world.apply_trusted(code)
    try:
        return evaluate()
    finally:
        world._restore(snap)


Entry = tuple[float, float, Code]  # lower bound, upper bound, best move (-1: none)


class Solver:
    """The exact solver of ``world``'s hand in progress, for the result of seat ``ref``.

    One solver keeps its transposition table between calls, so the values of every card of a
    decision, and of every decision of one hand (the analysis), share what was proved.  The
    world is left as it was after every call.  ``budget``: the nodes and deadline allowed in all
    (``TooLarge`` past them); ``sides``: as from ``sides_of`` (default: the world's own);
    ``lean``: hand the positions the compact models cover (``solver.lean``) to them
    (False: walk the engine's state throughout, as the benches' "engine" column does)."""

    def __init__(
        self,
        world: GameState,
        ref: Seat,
        budget: Budget | None = None,
        sides: list[int] | None | bool = True,
        lean: bool = True,
    ) -> None:
        self.world = world
        self.use_lean = lean
        self.ref = ref
        self.hand = world.hand_number
        self.done = len(world.hand_results)
        self.sides = sides_of(world) if sides is True else (sides or None)
        self.budget = budget if budget is not None else Budget()
        self.bounds: dict[Hashable, Entry] = {}
        self.vectors: dict[Hashable, tuple[tuple[float, ...], Code]] = {}
        self.history: dict[tuple[Seat, Code], int] = {}
        self.tricks = K.declared(world).tricks
        self.game = knowledge(world)
        self.leans: dict[Hashable, Any] = {}
        self._here: tuple[Seat, list[Code]] = (0, [])

    def at(self, world: GameState, budget: Budget | None = None) -> Solver:
        """A solver of another position of the same hand, for the same seat, sharing this one's
        tables, history and budget (the analysis walks one hand's decisions with it)."""
        other = Solver(world, self.ref, budget or self.budget, self.sides, self.use_lean)
        if other.hand == self.hand and other.done == self.done and type(world) is type(self.world):
            other.bounds, other.vectors, other.history = self.bounds, self.vectors, self.history
            other.leans = self.leans
        return other

    @property
    def nodes(self) -> int:
        return self.budget.spent

    def entries(self) -> int:
        """Positions its tables hold, its compact models' included (shared with every solver
        made by ``at``): the memory the analysis's refinement caps (``analysis.TABLE_LIMIT``)."""
        models: list[lean.Model] = list(self.leans.values())
        return len(self.bounds) + len(self.vectors) + sum(m.entries() for m in models)

    # ------------------------------------------------------------------ the public calls
    def value(self) -> float:
        """The exact value of the position for ``ref``."""
        if self.sides is None:
            return self._maxn()[self.ref]
        return self._mtd(0.0)

    def values(self, codes: list[Code] | None = None) -> list[float]:
        """The exact value for ``ref`` of each of ``codes`` (default: every legal action), played
        now by the seat to act; equivalent actions are solved once."""
        w = self.world
        legal = w.legal_codes()
        codes = legal if codes is None else codes
        lean = self._lean()
        if lean is not None:
            return lean.card_values(codes, self.sides is not None)
        reps = self.game.moves(w, legal)
        same = _classes(legal, reps)
        solved: dict[Code, float] = {}
        guess = 0.0
        out: list[float] = []
        for code in codes:
            rep = same.get(code, code)
            if rep not in solved:
                if self.sides is None:
                    solved[rep] = after(w, rep, self._maxn)[self.ref]
                else:
                    solved[rep] = guess = after(w, rep, partial(self._mtd, guess))
            out.append(solved[rep])
        return out

    def vector(self) -> tuple[float, ...]:
        """The max^n value vector (every seat's result) of the position."""
        return self._maxn()

    # ------------------------------------------------------------------ the walk
    def _descend(self) -> tuple[dict[str, object] | None, list[Code] | None]:
        """Play the forced moves from here; returns the snapshot to restore (None if nothing was
        played) and the legal actions (None at the end of the hand)."""
        w = self.world
        snap = None
        hand, done = self.hand, self.done
        while True:
            if len(w.hand_results) > done or w.hand_number != hand or w.is_over:
                return snap, None
            legal = w.legal_codes()
            if len(legal) != 1:
                break
            if snap is None:
                snap = w._snapshot()
            w.apply_trusted(legal[0])
        try:
            self.budget.charge(len(legal))
        except TooLarge:
            if snap is not None:
                w._restore(snap)
            raise
        return snap, legal

    def _lean(self) -> lean.Model | None:
        """The compact model of the position (``solver.lean``: Tarot's ``solver.lean_tarot``, ...)
        when one covers it, loaded from the world; one per game and set of fixed terms of the
        hand, its tables kept between calls."""
        if not self.use_lean:
            return None
        w = self.world
        entry = lean.model_for(w)
        if entry is None:
            return None
        fixed = (entry.game, entry.model.fixed_of(w))
        model: lean.Model | None = self.leans.get(fixed)
        if model is None or model.ref != self.ref:
            model = self.leans[fixed] = entry.model(w, self.ref, self.budget, self.sides)
        else:
            model.load(w)
        model.budget = self.budget
        return model

    def _key(self) -> Hashable | None:
        # the table is entered at the start of a trick only (every position of a game without tricks)
        w = self.world
        if self.tricks and K.trick_in_progress(w):
            return None
        return position_key(w, self.game)

    def _order(self, seat: Seat, moves: list[Code]) -> list[Code]:
        # the moves that cut off most often first (the table's best move goes before them all)
        hist = self.history
        return sorted(moves, key=lambda c: -hist.get((seat, c), 0))

    def _mtd(self, guess: float) -> float:
        lo, hi, g = -INF, INF, guess
        while lo < hi:
            beta = g + EPS if g == lo else g
            g = self.ab(beta - EPS, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g

    def ab(self, alpha: float, beta: float) -> float:
        w = self.world
        snap, legal = self._descend()
        try:
            if legal is None:
                return hand_utilities(w, self.hand)[self.ref]
            lean = self._lean()
            if lean is not None:
                return lean.ab(alpha, beta)
            mover = w.current_player
            assert mover is not None
            sides = self.sides
            assert sides is not None
            self._here = (mover, legal)
            return search(self, alpha, beta, self._key(), sides[mover] == sides[self.ref], self._cut)
        finally:
            if snap is not None:
                w._restore(snap)

    # what ``alphabeta.search`` plays the engine's state by (the snapshot is the token)
    def children(self) -> list[Code]:
        # the node ``ab`` has just handed to ``search`` (asked for before any move is played)
        mover, legal = self._here
        return self._order(mover, self.game.moves(self.world, legal))

    def play(self, code: Code) -> dict[str, Any]:
        snap = self.world._snapshot()
        self.world.apply_trusted(code)
        return snap

    def unplay(self, code: Code, snap: dict[str, Any]) -> None:
        self.world._restore(snap)

    def _cut(self, code: Code) -> None:
        # the move that cut the window off, for the seat to move (the world is back at its node)
        mover = self.world.current_player
        assert mover is not None
        hk = (mover, code)
        self.history[hk] = self.history.get(hk, 0) + 1

    def _maxn(self) -> tuple[float, ...]:
        w = self.world
        snap, legal = self._descend()
        try:
            if legal is None:
                return tuple(hand_utilities(w, self.hand))
            lean = self._lean()
            if lean is not None:
                return lean.maxn()
            key = self._key()
            if key is not None:
                hit = self.vectors.get(key)
                if hit is not None:
                    return hit[0]
            mover = w.current_player
            assert mover is not None
            best: tuple[float, ...] | None = None
            best_move: Code = -1
            for code in self.game.moves(w, legal):  # the legal order: ties go to the first
                s = w._snapshot()
                w.apply_trusted(code)
                try:
                    v = self._maxn()
                finally:
                    w._restore(s)
                if best is None or v[mover] > best[mover]:
                    best, best_move = v, code
            assert best is not None  # a choice node has at least one legal action
            if key is not None:
                self.vectors[key] = (best, best_move)
            return best
        finally:
            if snap is not None:
                w._restore(snap)


def _classes(legal: list[Code], reps: list[Code]) -> dict[Code, Code]:
    """Each legal action's representative among ``reps`` (the last representative at or before it
    in the legal order: ``solver.games`` keeps the first action of each run of equivalents)."""
    out: dict[Code, Code] = {}
    rs = set(reps)
    cur = legal[0]
    for c in legal:
        if c in rs:
            cur = c
        out[c] = cur
    return out
