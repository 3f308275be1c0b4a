"""Tarot's card play as a compact model, and its exact search: the solver's fast path.

The engine's own state costs a full ``apply``/snapshot per node (``solver.core``); this model is
the card play only, as small ints: each seat's hand a bitmask over the 78 cards numbered in order
of strength within their kind (``IDX``: the four suits ace..king, then the trumps Petit..21, then
the Excuse), the trick's cards, and what the score reads of the tricks taken (each side's half
points, bouts and half-point cards, its tricks, the Excuse exchanges owed, the Petit's trick).
Its rules (legal cards, the trick's winner, where the cards of a trick go, the end of the hand)
are the engine's (``games.tarot.legal.card_play``, ``game.Tarot._play``/``_finish_trick``/
``_settle``) restated on bitmasks, and its leaf is the engine's own score (``scoring.marque``,
``sheet.shares``, the misères fixed before the play): ``tests/engine/test_lean_tarot.py`` proves
the two agree on random positions (``bench/solver_soak.py``: 10^5 per variant), and that the
search gives the values of a brute-force walk of the engine.

The search (the same choices as ``solver.core``, stated there): alpha-beta on one seat's result
between two opposed sides (taker against defence), driven by zero-window tests against a target
(MTD(f): the first test at a guess — the last decision's value —, the next at the bound it
proved, then bisection of the bounds), max^n in a Goulash (each for himself,
ties to the first card in the engine's legal order).  Its alpha-beta node is
``solver.alphabeta.search`` (the table's probe, the cards tried in the window, the bound stored):
the model states its leaves, its shortcuts (the last trick, the sure bounds) and its cards in
order (``children``).  What makes it fast:

* a transposition table at trick starts on a canonical key: the cards still out, kind by kind
  in order of strength, as runs of (holder, points class) — cards adjacent in rank among those
  still out with the same holder and the same points count as one, so positions that differ
  only by cards already played transpose — with what the score still reads of the past;
* equivalent cards tried once: two legal cards of one hand, one kind and one points class with
  no card of another seat or of the trick between them;
* the table's best card first, then the cards likely best (``order``);
* sure bounds: the score is monotone in the taker's half points and bouts, so the best and
  worst the remaining cards can give bound the value before any card is tried;
* the last trick played out without choice nodes, its result kept in a table.

Measured and not kept (bench/results/solver_tarot.json, issue 38): a transposition table inside
tricks too (exact keys: 4% fewer nodes 4-5 tricks from the end, 15-20% more time); the sure
bounds inside tricks (fewer nodes at the median, more in all: their loose fail-soft bounds cost
zero-window tests); cheapest card first when a partner wins but an opponent is still to play
(no change).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..games.tarot.pack import BOUTS, EXCUSE, HP, PETIT, SIX, STR, SUIT_CARDS, TRUMPS
from ..games.tarot.scoring import marque
from ..games.tarot.sheet import shares
from .alphabeta import search, zero_window
from .budget import Budget

INF = float("inf")

# ------------------------------------------------------------------ the cards as 0..77
CODE: list[int] = sorted(SUIT_CARDS, key=lambda c: (SIX[c], STR[c])) + list(TRUMPS) + [EXCUSE]
IDX: dict[int, int] = {c: i for i, c in enumerate(CODE)}
N_CARDS = len(CODE)
EXC_I = IDX[EXCUSE]
PETIT_I = IDX[PETIT]
EXC_BIT = 1 << EXC_I
PETIT_BIT = 1 << PETIT_I
KIND = [SIX[c] for c in CODE]  # 0-3 suits, 4 trumps, 5 the Excuse
KIND_MASK = [sum(1 << i for i in range(N_CARDS) if KIND[i] == k) for k in range(6)]
TRUMP_MASK = KIND_MASK[4]
ALL_MASK = (1 << N_CARDS) - 1
HPI = [HP[c] for c in CODE]  # half points
BOUT = [1 if c in BOUTS else 0 for c in CODE]
LOW = [1 if HP[c] == 1 else 0 for c in CODE]  # a half-point card (the Excuse exchange's coin)
CLASS = [KIND[i] * 32 + HPI[i] * 2 + BOUT[i] for i in range(N_CARDS)]
LEAD_RANK = [i - 14 * KIND[i] if KIND[i] < 4 else 40 + i for i in range(N_CARDS)]
ORDER = CODE  # the engine's legal order is the order of the codes (bar the called card)


def mask_of(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << IDX[c]
    return m


def bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def eligible(world: Any) -> bool:
    """Can the model take over ``world``: Tarot's card play with no declaration left to make (the
    declarations of the first trick stay with the engine's walk)."""
    if type(world).FACTS.name != "tarot" or str(world.phase) != "play":
        return False
    if world.opening:
        n = world.players
        played = len(world.trick)
        for k in range(played, n):
            if world.decl[(world.leader + k) % n]:
                return False
    return True


class LeanTarot:
    """The model of one world's card play (``load``), and its exact search for seat ``ref``.

    One object keeps its tables across ``load`` calls: positions of one hand with the same
    fixed terms (contract, taker, partner, poignées, misères, options) share them."""

    n: int
    total: int
    called: int
    hands: list[int]
    trick: list[int]
    leader: int
    turn: int
    led: int
    win: int
    wpos: int
    ex: int
    hp: list[int]
    bo: list[int]
    low: list[int]
    tside: list[int]
    owe: tuple[tuple[int, int], ...]
    done: int
    opening: bool
    petit_trick: int
    excuse_chelem: bool
    last_w: int
    last_petit: bool
    mtdf_steps: int = 1
    """Zero-window tests placed as MTD(f) does (at the bound just proved) before bisection
    (bench/results/solver_tarot.json: 1 step, 7-8% fewer nodes 5-6 tricks from the end than 0;
    more steps, fewer gains)."""
    reuse_guess: bool = True
    """A decision's first card is tested first at the best value of the last decision solved
    (the analysis solves one hand's decisions in turn, on one model), not at 0."""
    last_value: float = 0.0
    fast_last: bool = True
    """The last trick played out without choice nodes (``last_trick``)."""
    base_hp: int
    base_bouts: int

    def __init__(self, world: Any, ref: int, budget: Budget, team: list[int] | None = None) -> None:
        self.ref = ref
        self.budget = budget
        n = world.players
        self.n = n
        self.goulash = bool(world.goulash_deal)
        self.contract = world.contract
        self.taker = world.taker
        self.partner = world.partner if n == 5 else -1
        self.poig = sum(p["bonus"] for p in world.poignees)
        self.announced = bool(world.chelem_announced)
        self.other_side_excuse = bool(world.other_side_excuse)
        self.excuse_lost = world.options["excuse_unpaid"] == "excuse-lost"
        self.pairwise = world.options.get("goulash_scoring") == "pairwise"
        self.mis = list(world._misere_points())
        self.total = world.total_tricks
        self.called = IDX.get(world.called, -1) if world.called is not None else -1
        self.side_of = list(world.side_of)
        self.team = list(team) if team is not None else self.side_of  # the search's two sides
        self.nsides = len(world.won)
        self.bounds: dict[Hashable, tuple[float, float, int]] = {}
        self.vectors: dict[Hashable, tuple[tuple[float, ...], int]] = {}
        self.leaves: dict[Hashable, tuple[float, ...]] = {}
        self.sures: dict[Hashable, tuple[float, float]] = {}
        self.lasts: dict[Hashable, tuple[float, ...]] = {}
        self.load(world)

    def entries(self) -> int:
        """Positions (and leaves, bounds and last tricks) its tables hold."""
        return len(self.bounds) + len(self.vectors) + len(self.leaves) + len(self.sures) + len(self.lasts)

    @staticmethod
    def fixed_of(world: Any) -> Hashable:
        n = world.players
        return (
            n,
            bool(world.goulash_deal),
            world.contract,
            world.taker,
            world.partner if n == 5 else -1,
            sum(p["bonus"] for p in world.poignees),
            bool(world.chelem_announced),
            tuple(world._misere_points()),
            tuple(world.side_of),
            world.total_tricks,
            tuple(sorted(world.discard)),
            tuple(sorted(world.chien)),
        )

    # ------------------------------------------------------------------ the position
    def load(self, world: Any) -> None:
        """Take ``world``'s card play in progress (``eligible`` must hold)."""
        self.hands = [mask_of([c for part in h for c in part]) for h in world.hands]
        self.trick = [IDX[c] for c in world.trick]
        self.leader = world.leader
        self.turn = world.turn
        ns = self.nsides
        hp = [0] * ns
        bo = [0] * ns
        low = [0] * ns
        for s, pile in enumerate(world.won):
            for c in pile:
                hp[s] += HP[c]
                bo[s] += 1 if c in BOUTS else 0
                low[s] += 1 if HP[c] == 1 else 0
        if not self.goulash:  # the taker's cards besides his tricks (scoring._score_deal)
            extra = list(world.discard) + (list(world.chien) if self.contract == 2 else [])
            self.base_hp = sum(HP[c] for c in extra)
            self.base_bouts = sum(1 for c in extra if c in BOUTS)
        else:
            self.base_hp = self.base_bouts = 0
        self.hp, self.bo, self.low = hp, bo, low
        self.tside = list(world.tricks_side)
        self.owe = tuple(tuple(x) for x in world.owe)
        self.done = world.tricks_done
        self.opening = bool(world.opening)
        self.petit_trick = world.petit_trick
        self.excuse_chelem = bool(world.excuse_chelem)
        lt = world.last_trick
        self.last_w = lt[2] if lt else -1
        self.last_petit = bool(lt) and PETIT in lt[1]
        # the trick in progress: its winner so far (as the engine's led/top/wbest/wpos say)
        self.led = world.led
        self.ex = world.ex_seat
        if world.trick and world.led >= 0:
            self.wpos = world.wpos
            self.win = self.trick[world.wpos]
        else:
            self.wpos, self.win = 0, -1

    def over(self) -> bool:
        return self.done >= self.total

    # ------------------------------------------------------------------ the rules
    def legal(self) -> int:
        """The legal cards of the seat to play, as a mask (``legal.card_play``)."""
        h = self.hands[self.turn]
        led = self.led
        if led < 0:
            called = self.called
            if called >= 0 and self.opening and not self.trick:
                m = (h & ~KIND_MASK[KIND[called]]) | (h & (1 << called))
                return m if m else h
            return h
        if led < 4:
            f = h & KIND_MASK[led]
            if f:
                return f | (h & EXC_BIT)
        tr = h & TRUMP_MASK
        if tr:
            win = self.win
            if KIND[win] == 4:
                above = tr & ~((2 << win) - 1)
                if above:
                    return above | (h & EXC_BIT)
            return tr | (h & EXC_BIT)
        return h

    def moves(self, legal: int) -> list[int]:
        """One of each run of equivalent legal cards (same kind and points class, no card of
        another seat or of the trick between them)."""
        ms = bits(legal)
        if len(ms) < 2:
            return ms
        turn = self.turn
        live = 0
        for s, h in enumerate(self.hands):
            if s != turn:
                live |= h
        for c in self.trick:
            live |= 1 << c
        out = [ms[0]]
        prev = ms[0]
        called = self.called
        for c in ms[1:]:
            if CLASS[c] == CLASS[prev] and c != called and prev != called:
                between = ((1 << c) - (2 << prev)) & live
                if not between:
                    prev = c
                    continue
            out.append(c)
            prev = c
        return out

    def play(self, c: int) -> tuple[Any, ...]:
        """Play card ``c`` for the seat to play; returns what ``unplay`` needs."""
        seat = self.turn
        self.hands[seat] ^= 1 << c
        trick = self.trick
        saved = (self.led, self.win, self.wpos, self.ex, seat)
        trick.append(c)
        k = KIND[c]
        if k == 5:
            self.ex = seat
        elif self.led < 0:
            self.led = k
            self.win = c
            self.wpos = len(trick) - 1
        elif k == 4:
            win = self.win
            if KIND[win] != 4 or c > win:
                self.win = c
                self.wpos = len(trick) - 1
        elif k == self.led and KIND[self.win] == k and c > self.win:
            self.win = c
            self.wpos = len(trick) - 1
        if len(trick) == self.n:
            return (saved, self._finish())
        self.turn = seat + 1 if seat + 1 < self.n else 0
        return (saved, None)

    def _finish(self) -> tuple[Any, ...]:
        n = self.n
        trick = self.trick
        undo = (
            list(trick),
            self.leader,
            tuple(self.hp),
            tuple(self.bo),
            tuple(self.low),
            tuple(self.tside),
            self.owe,
            self.opening,
            self.petit_trick,
            self.excuse_chelem,
            self.last_w,
            self.last_petit,
        )
        w = (self.leader + self.wpos) % n
        self.done += 1
        last = self.done == self.total
        side_of = self.side_of
        ex = self.ex
        if ex >= 0 and last:
            if self.goulash:
                w = ex
            elif trick[0] == EXC_I and self.tside[side_of[ex]] == self.done - 1:
                w = ex
                self.excuse_chelem = True
        ws = side_of[w]
        self.tside[ws] += 1
        hp, bo, low = self.hp, self.bo, self.low
        hp_t = bo_t = low_t = 0
        for c in trick:
            hp_t += HPI[c]
            bo_t += BOUT[c]
            low_t += LOW[c]
        to_all = True
        if ex >= 0 and ex != w:
            es = side_of[ex]
            if last:
                if self.other_side_excuse and es == ws and not self.goulash:
                    to_all = False
                    es = 1 - es
            elif es != ws:
                to_all = False
                self.owe = self.owe + ((es, ws),)
            if not to_all:  # the Excuse to side es, the rest to the winner's
                hp[ws] += hp_t - HPI[EXC_I]
                bo[ws] += bo_t - 1
                low[ws] += low_t
                hp[es] += HPI[EXC_I]
                bo[es] += 1
        if to_all:
            hp[ws] += hp_t
            bo[ws] += bo_t
            low[ws] += low_t
        if self.owe:
            keep = []
            for es, ws2 in self.owe:
                if low[es]:
                    low[es] -= 1
                    low[ws2] += 1
                    hp[es] -= 1
                    hp[ws2] += 1
                else:
                    keep.append((es, ws2))
            self.owe = tuple(keep)
        has_petit = PETIT_I in trick
        if has_petit:
            self.petit_trick = self.done
        self.last_w = w
        self.last_petit = has_petit
        self.trick = []
        self.led = -1
        self.win = -1
        self.wpos = 0
        self.ex = -1
        self.leader = self.turn = w
        self.opening = False
        return undo

    def unplay(self, c: int, token: tuple[Any, ...]) -> None:
        saved, fin = token
        if fin is not None:
            (
                trick,
                self.leader,
                hp,
                bo,
                low,
                tside,
                self.owe,
                self.opening,
                self.petit_trick,
                self.excuse_chelem,
                self.last_w,
                self.last_petit,
            ) = fin
            self.hp, self.bo, self.low, self.tside = list(hp), list(bo), list(low), list(tside)
            self.trick = trick
            self.done -= 1
        self.led, self.win, self.wpos, self.ex, seat = saved
        self.trick.pop()
        self.turn = seat
        self.hands[seat] |= 1 << c

    # ------------------------------------------------------------------ the score
    def utilities(self) -> tuple[float, ...]:
        """Each seat's result relative to the table's mean (``core.hand_utilities``) at the end."""
        pab = -1
        if self.last_petit or (self.excuse_chelem and self.petit_trick == self.total - 1):
            pab = self.side_of[self.last_w]
        key = (tuple(self.hp), tuple(self.bo), self.owe, pab, tuple(t == 0 for t in self.tside))
        hit = self.leaves.get(key)
        if hit is None:
            hit = self.leaves[key] = self._score(pab)
        return hit

    def _score(self, pab: int) -> tuple[float, ...]:
        n = self.n
        if self.goulash:
            hp = list(self.hp)
            move = HP[EXCUSE] if self.excuse_lost else 1
            for es, ws in self.owe:
                hp[es] -= move
                hp[ws] += move
            p = [(h + 1) // 2 for h in hp]
            total = sum(p)
            points = [total - n * x for x in p] if self.pairwise else [0] * n
        else:
            hp0 = self.hp[0] + self.base_hp
            bouts = self.bo[0] + self.base_bouts
            for es, _ in self.owe:
                if self.excuse_lost:
                    hp0 += -HP[EXCUSE] if es == 0 else HP[EXCUSE]
                    bouts += -1 if es == 0 else 1
                else:
                    hp0 += -1 if es == 0 else 1
            return self._taker_score(hp0, bouts, pab, self.tside[1] == 0, self.tside[0] == 0)
        return self._relative(points)

    def _relative(self, points: list[int]) -> tuple[float, ...]:
        mis = self.mis
        for i in range(self.n):
            points[i] += mis[i]
        mean = sum(points) / len(points)
        return tuple(p - mean for p in points)

    def _taker_score(
        self, hp0: int, bouts: int, pab: int, taker_all: bool, defence_all: bool
    ) -> tuple[float, ...]:
        """Every seat's result from the taker's side's terms (``scoring.marque``, ``sheet.shares``)."""
        m = marque(
            self.n,
            self.contract,
            hp0,
            bouts,
            None if pab < 0 else pab,
            self.poig,
            self.announced,
            taker_all,
            defence_all,
        )
        return self._relative(shares(self.n, m["per_defender"], self.taker, self.partner))

    def sure(self) -> tuple[float, float]:
        """Bounds on ``ref``'s result whatever the rest of the play (two sides, at a trick's
        start): the score is monotone in the taker's half points and bouts, so it lies between
        the results with every card still out to one side or to the other, with room for the
        Excuse's exchanges, over every petit au bout and chelem still possible."""
        rest = 0
        for h in self.hands:
            rest |= h
        for c in self.trick:
            rest |= 1 << c
        key = (
            rest,
            tuple(self.hp),
            tuple(self.bo),
            len(self.owe),
            tuple(t == 0 for t in self.tside),
            self.done == self.total - 1 and self.petit_trick == self.done,
        )
        hit = self.sures.get(key)
        if hit is not None:
            return hit
        rem_hp = rem_bo = 0
        for i in bits(rest):
            rem_hp += HPI[i]
            rem_bo += BOUT[i]
        swaps = len(self.owe) + (1 if rest & EXC_BIT else 0)
        slack_hp = swaps * (HP[EXCUSE] if self.excuse_lost else 1)
        slack_bo = swaps if self.excuse_lost else 0
        hp0 = self.hp[0] + self.base_hp
        bo0 = self.bo[0] + self.base_bouts
        pabs = (-1, 0, 1) if rest & PETIT_BIT or key[-1] else (-1,)
        t0, t1 = self.tside[0] == 0, self.tside[1] == 0
        chelems = [(False, False)] + ([(True, False)] if t1 else []) + ([(False, True)] if t0 else [])
        ref = self.ref
        lo, hi = INF, -INF
        for hp in (hp0 - slack_hp, hp0 + rem_hp + slack_hp):
            for bo in (max(0, bo0 - slack_bo), min(3, bo0 + rem_bo + slack_bo)):
                for pab in pabs:
                    for ta, da in chelems:
                        v = self._taker_score(hp, bo, pab, ta, da)[ref]
                        lo = v if v < lo else lo
                        hi = v if v > hi else hi
        hit = self.sures[key] = (lo, hi)
        return hit

    # ------------------------------------------------------------------ the search
    def key(self) -> Hashable:
        """The canonical key of the position at a trick's start (see the module docstring)."""
        hands = self.hands
        out = self.hands_sig()
        past = (self.leader, tuple(self.hp), tuple(self.bo), self.owe, tuple(t == 0 for t in self.tside))
        if self.owe or any(h & EXC_BIT for h in hands):  # the Excuse's exchange may still read them
            past += tuple(self.low)  # type: ignore[assignment]
        if self.done == self.total - 1:  # the petit au bout may still read the last two tricks
            past += (self.petit_trick == self.done, self.last_w)  # type: ignore[assignment]
        return (past, out)

    def hands_sig(self) -> Hashable:
        hands = self.hands
        n = self.n
        owner = [0] * N_CARDS
        allm = 0
        for s in range(n):
            h = hands[s]
            allm |= h
            while h:
                low = h & -h
                owner[low.bit_length() - 1] = s
                h ^= low
        sig: list[int] = []
        prev = -1
        m = allm
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            tok = owner[i] * 512 + CLASS[i]
            if tok != prev:
                sig.append(tok)
                prev = tok
            else:
                sig.append(-1)  # a run: the count stays in the key, the ranks do not
        return tuple(sig)

    def value(self, alpha: float = -INF, beta: float = INF, guess: float = 0.0) -> float:
        """The exact value for ``ref`` (two sides) by zero-window tests inside the sure bounds
        (``alphabeta.zero_window``: the first at ``guess``, ``mtdf_steps`` at the bound just
        proved, then bisection); inside a caller's window (alpha, beta) it may stop early with a
        bound (fail-soft)."""
        lo, hi = self.sure()
        return zero_window(self, lo, hi, guess, alpha, beta, self.mtdf_steps)

    def last_trick(self) -> tuple[float, ...]:
        """The utilities at the start of the last trick: each seat's one card played in turn,
        without a choice node, kept in a table (charged as the nodes of the walk it replaces:
        one per seat, found in the table or not)."""
        self.budget.charge(self.n)
        # what the last trick reads: its cards and order, and the past as the score and the
        # Excuse's chelem rule read it (the model's fixed terms are the object's)
        lk = (
            tuple(self.hands),
            self.leader,
            tuple(self.hp),
            tuple(self.bo),
            tuple(self.low),
            self.owe,
            tuple(self.tside),
            self.petit_trick,
            self.excuse_chelem,
        )
        hit = self.lasts.get(lk)
        if hit is not None:
            return hit
        played = []
        for _ in range(self.n):
            c = self.hands[self.turn].bit_length() - 1
            played.append((c, self.play(c)))
        u = self.utilities()
        for c, tok in reversed(played):
            self.unplay(c, tok)
        self.lasts[lk] = u
        return u

    def ab(self, alpha: float, beta: float) -> float:
        if self.done >= self.total:
            return self.utilities()[self.ref]
        if self.done == self.total - 1 and not self.trick and self.fast_last:
            return self.last_trick()[self.ref]
        key = None
        if not self.trick and self.total - self.done > 1:
            if not self.goulash:
                lo, hi = self.sure()
                if hi <= alpha:
                    return hi
                if lo >= beta:
                    return lo
            key = self.key()
        return search(self, alpha, beta, key, self.team[self.turn] == self.team[self.ref])

    def children(self) -> list[int]:
        """The cards to try (one of each run of equivalents), charged, likely best first."""
        moves = self.moves(self.legal())
        self.budget.charge(len(moves))
        if len(moves) > 1:
            self.order(moves, self.turn)
        return moves

    def order(self, moves: list[int], mover: int) -> None:
        """The cards likely best for the seat to play first: leading, the highest; following,
        while a partner wins the cards worth most, against an opponent the cheapest winning card
        first and else the cards worth least (the Excuse, which comes back, last)."""
        trick = self.trick
        if not trick or self.win < 0:  # leading: the highest of each kind first (fewest nodes
            # over 12 Tarot 4p deals 5 tricks from the end: 544k, against 673k by history, 610k lowest)
            moves.sort(key=lambda c: -LEAD_RANK[c])
            return
        n = self.n
        winner = (self.leader + self.wpos) % n
        win = self.win
        wk = KIND[win]
        led = self.led
        if self.team[winner] == self.team[mover]:
            moves.sort(key=lambda c: 99 if c == EXC_I else -HPI[c] * 100 + (c & 127))
            return

        def rank(c: int) -> int:
            k = KIND[c]
            if k == 5:
                return 50_000
            beats = (k == 4 and (wk != 4 or c > win)) or (k == led and wk == k and c > win)
            if beats:
                return c - HPI[c] * 200
            return 20_000 + HPI[c] * 100 + c

        moves.sort(key=rank)

    def maxn(self) -> tuple[float, ...]:
        """The max^n vector (each seat for himself; ties to the first card in the legal order)."""
        if self.done >= self.total:
            return self.utilities()
        if self.done == self.total - 1 and not self.trick and self.fast_last:
            return self.last_trick()
        key = None
        if not self.trick and self.total - self.done > 1:
            key = self.key()
            hit = self.vectors.get(key)
            if hit is not None:
                return hit[0]
        mover = self.turn
        moves = self.moves(self.legal())
        self.budget.charge(len(moves))
        moves.sort(key=self._legal_order)
        best: tuple[float, ...] | None = None
        best_move = -1
        for c in moves:
            tok = self.play(c)
            v = self.maxn()
            self.unplay(c, tok)
            if best is None or v[mover] > best[mover]:
                best, best_move = v, c
        assert best is not None
        if key is not None:
            self.vectors[key] = (best, best_move)
        return best

    def _legal_order(self, c: int) -> int:
        # the engine's legal order: by code, the called card last on the first lead of the deal
        if c == self.called and self.opening and not self.trick:
            return 1 << 20
        return ORDER[c]

    def card_values(self, codes: list[int], two_sides: bool) -> list[float]:
        """The exact value for ``ref`` of each card (engine codes) played now."""
        legal = self.legal()
        reps = self.moves(legal)
        rep_of: dict[int, int] = {}
        cur = -1
        rs = set(reps)
        for i in bits(legal):
            if i in rs:
                cur = i
            rep_of[i] = cur
        solved: dict[int, float] = {}
        guess = self.last_value if self.reuse_guess else 0.0
        out = []
        for code in codes:
            r = rep_of[IDX[code]]
            if r not in solved:
                # past a budget (``TooLarge``) the model is left mid-walk: ``load`` it again
                tok = self.play(r)
                if two_sides:
                    solved[r] = guess = self.value(guess=guess)
                else:
                    solved[r] = self.maxn()[self.ref]
                self.unplay(r, tok)
            out.append(solved[r])
        if two_sides and solved:
            self.last_value = max(solved.values())
        return out
