"""Triomphe's card play as a compact model, and its exact search (the solver's fast path), with
the search shared by the plain trick games' models (``LeanTricks``; Francion's is
``solver.lean_francion``).

The engine's own state costs a full ``apply``/snapshot per node (``solver.core``); this model is
the card play only, as small ints: each seat's hand a bitmask over the 32 cards numbered suit by
suit in the game's order of strength (``rank``: order A or B), the trick's cards, the tricks of
each side, and the hand's vows: the vole committed by a leader who could lay his cards down, the
concession offered, answered and the burden of the vole it leaves (1 v 1 and team v team).  Its
rules are the engine's (``games.triomphe.legal.legal``/``winner``, ``words.lay_down_rule``/
``concede_rule``, ``game.Triomphe._play_card``/``_do``/``_end_hand``) restated on bitmasks, with
every option of the play: the form (individual, team, the Ace that Pillages once its pillage is
over), the four regimes, the orders A and B, the deal size, DT3 to DT6.  The pillage and its
discards stay with the engine's walk (``eligible`` refuses them).
``tests/engine/test_lean_triomphe.py`` proves the two agree on random positions
(``bench/solver_soak.py --lean``: 10^5 per variant), and that the search gives the values of a
brute-force walk of the engine.

The search (the choices of ``solver.core``): alpha-beta on one seat's result between two opposed
sides (1 v 1, the team game), driven by zero-window tests (MTD(f) with bisection, inside the sure
bounds), its node ``solver.alphabeta.search``'s (the model states its leaves, the outcomes still
possible and its actions in order), max^n otherwise (each for himself, ties to the first action in
the engine's legal order, which is the order of the cards in the hand).  What makes it fast:

* a transposition table at trick starts: between two sides on a canonical key (for each suit,
  the holders of the cards still out in order of strength: which cards were played no longer
  matters, only their order), in max^n on the exact hands (the legal order, which breaks ties,
  is the hands' order);
* equivalent cards tried once: two legal cards of one suit with no card of another seat or of the
  trick between them in strength (in max^n, also next to each other in the hand, so that the
  legal order of what is left is the same);
* the outcomes still possible (who may yet score what, from the tricks taken and left and the
  vows): a position with one possible outcome is a leaf; between two sides they bound the value
  before any card is tried; in max^n a seat that cannot change its own result plays its first
  action only (every other ties, and ties go to the first), and a seat stops trying once it has
  the best result still possible for it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..seats import precedence
from .alphabeta import search, zero_window
from .budget import Budget

INF = float("inf")

SHIFT = 4  # tapisvert.cards.SUIT_SHIFT
# the word actions of the model, after the cards (every model's cards are below 64)
LAY, CONCEDE, ACCEPT, REFUSE = 64, 65, 66, 67
WORDS = ("lay-down", "concede", "accept", "refuse")


def bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


Outcome = tuple[float, ...]


def _subsequence(short: list[int], long: list[int]) -> bool:
    it = iter(long)
    return all(c in it for c in short)


class LeanTricks:
    """The exact search over a compact trick game (see the module docstring); a subclass states
    the game: ``legal_actions``, ``play``/``unplay``, ``utilities``, ``outcomes``, ``rel_key``
    and ``exact_key``, ``special`` (cards never equivalent to another), ``suit_of``."""

    n: int
    ref: int
    budget: Budget
    team: list[int]
    smask: list[int]
    hands: list[int]
    trick: list[int]
    leader: int
    result: Outcome | None
    cur_outs: frozenset[Outcome] | None

    def setup_tables(self) -> None:
        self.seqs: list[list[int]] = [[] for _ in range(self.n)]
        self.bounds: dict[Hashable, tuple[float, float, int]] = {}
        self.vectors: dict[Hashable, tuple[Outcome, int]] = {}
        self.outs_cache: dict[Hashable, frozenset[Outcome]] = {}
        self.tops_cache: dict[frozenset[Outcome], list[float]] = {}
        self.cur_outs = None

    def entries(self) -> int:
        """Positions (and outcome sets) its tables hold."""
        return len(self.bounds) + len(self.vectors) + len(self.outs_cache) + len(self.tops_cache)

    def load_hands(self, hands: list[list[int]]) -> None:
        """Each seat's hand (cards in the engine's order, which is the legal order) as masks.
        The max^n table is kept while every hand loaded is in the order of the ones before (a
        position of the same deal: what is left of a hand keeps its order), else emptied."""
        seqs = self.seqs
        for s, h in enumerate(hands):
            old = seqs[s]
            if _subsequence(h, old):
                continue
            if not _subsequence(old, h):
                self.vectors.clear()
                self.seqs = seqs = [list(x) for x in hands]
                break
            seqs[s] = list(h)
        masks = []
        for h in hands:
            m = 0
            for c in h:
                m |= 1 << c
            masks.append(m)
        self.hands = masks

    # ------------------------------------------------------------------ what a subclass states
    def actor(self) -> int:
        raise NotImplementedError

    def legal_actions(self) -> list[int]:
        raise NotImplementedError

    def play(self, a: int) -> Any:
        raise NotImplementedError

    def unplay(self, a: int, token: Any) -> None:
        raise NotImplementedError

    def at_start(self) -> bool:
        """At a trick's start with more than one trick left and no word awaited (a table entry)."""
        raise NotImplementedError

    def rel_key(self) -> Hashable:
        raise NotImplementedError

    def exact_key(self) -> Hashable:
        raise NotImplementedError

    def outcomes_key(self) -> Hashable:
        raise NotImplementedError

    def compute_outcomes(self) -> frozenset[Outcome]:
        raise NotImplementedError

    # ------------------------------------------------------------------ shared helpers
    def over(self) -> bool:
        return self.result is not None

    def utilities(self) -> Outcome:
        assert self.result is not None
        return self.result

    def outcomes(self) -> frozenset[Outcome]:
        k = self.outcomes_key()
        hit = self.outs_cache.get(k)
        if hit is None:
            hit = self.outs_cache[k] = self.compute_outcomes()
        return hit

    def tops(self, outs: frozenset[Outcome]) -> list[float]:
        """Each seat's best result among ``outs``, or NaN-free -INF where every outcome gives
        him the same (he cannot change his own result: his first action is his choice)."""
        hit = self.tops_cache.get(outs)
        if hit is None:
            hit = []
            for s in range(self.n):
                mine = {o[s] for o in outs}
                hit.append(-INF if len(mine) == 1 else max(mine))
            self.tops_cache[outs] = hit
        return hit

    def classes(self, actions: list[int], exact: bool) -> tuple[list[int], dict[int, int]]:
        """The actions to try, in the legal order, the first of each class of equivalent cards,
        and each action's representative (``exact``: max^n, where two cards are alike only if
        next to each other in strength among every card still out and in the hand's order)."""
        if len(actions) < 2:
            return actions, {a: a for a in actions}
        out: list[int] = []
        rep_of: dict[int, int] = {}
        seat = self.actor()
        hand = self.hands[seat]
        live = 0
        for h in self.hands:
            live |= h
        if not exact:
            live &= ~hand
        for c in self.trick:
            live |= 1 << c
        place: dict[int, int] = {}
        if exact:  # each card's place among what is left of the hand, in the hand's order
            k = 0
            for c in self.seqs[seat]:
                if hand >> c & 1:
                    place[c] = k
                    k += 1
        for a in actions:
            rep_of[a] = a
            if a >= 64 or self.special(a):
                out.append(a)
                continue
            for r in out:
                if r >= 64 or self.special(r) or self.suit_of(r) != self.suit_of(a):
                    continue
                lo, hi = (r, a) if r < a else (a, r)
                if ((1 << hi) - (2 << lo)) & live:
                    continue
                if exact and abs(place[a] - place[r]) != 1:
                    continue
                rep_of[a] = r
                break
            else:
                out.append(a)
        return out, rep_of

    def reps(self, actions: list[int], exact: bool) -> list[int]:
        if len(actions) < 2:
            return actions
        return self.classes(actions, exact)[0]

    def special(self, c: int) -> bool:
        """A card never alike another (Francion's Welche and its captors)."""
        return False

    def suit_of(self, c: int) -> int:
        raise NotImplementedError

    def iso_hands(self) -> Hashable:
        """The hands up to the cards already played, for max^n's table: each seat's cards in
        the hand's order (the legal order, which breaks ties), each as its suit and its rank
        among the cards of its suit still out (a special card as itself).  Two positions with
        the same are the same game, card for card."""
        live = 0
        for h in self.hands:
            live |= h
        smask = self.smask
        out = []
        for seat, h in enumerate(self.hands):
            toks = []
            for c in self.seqs[seat]:
                if h >> c & 1:
                    if self.special(c):
                        toks.append(1000 + c)
                    else:
                        s = self.suit_of(c)
                        toks.append(s * 64 + (live & smask[s] & ((1 << c) - 1)).bit_count())
            out.append(tuple(toks))
        return tuple(out)

    def sure(self) -> tuple[float, float]:
        ref = self.ref
        vals = [o[ref] for o in self.outcomes()]
        return min(vals), max(vals)

    # ------------------------------------------------------------------ two sides
    def value(self, alpha: float = -INF, beta: float = INF, guess: float = 0.0) -> float:
        """The exact value for ``ref`` by zero-window tests inside the sure bounds (bisection once
        the first test at ``guess`` is made: ``alphabeta.zero_window``); inside a caller's window
        it may stop with a bound."""
        if self.result is not None:
            return self.result[self.ref]
        lo, hi = self.sure()
        return zero_window(self, lo, hi, guess, alpha, beta)

    def ab(self, alpha: float, beta: float) -> float:
        res = self.result
        if res is not None:
            return res[self.ref]
        key = None
        if self.at_start():
            # the outcomes still possible: one is a leaf, and they bound the value (max^n keeps
            # them in ``cur_outs`` for the seats' best results; alpha-beta reads them here only)
            outs = self.outcomes()
            if len(outs) == 1:
                return next(iter(outs))[self.ref]
            vals = [o[self.ref] for o in outs]
            lo, hi = min(vals), max(vals)
            if hi <= alpha:
                return hi
            if lo >= beta:
                return lo
            key = self.rel_key()
        return search(self, alpha, beta, key, self.team[self.actor()] == self.team[self.ref])

    def children(self) -> list[int]:
        """The actions to try (one of each class of equivalents), charged, likely best first."""
        moves = self.reps(self.legal_actions(), False)
        self.budget.charge(len(moves))
        if len(moves) > 1:
            self.order(moves)
        return moves

    def order(self, moves: list[int]) -> None:
        """Likely best first: leading, the strongest card of each suit; following, a card that
        wins the trick (the cheapest) before the others (the cheapest)."""
        if not self.trick:
            moves.sort(key=lambda c: -self.strength(c))
            return
        moves.sort(key=lambda c: (0 if self.would_win(c) else 1, self.strength(c)))

    def strength(self, c: int) -> int:
        return c

    def would_win(self, c: int) -> bool:
        return False

    # ------------------------------------------------------------------ max^n
    def maxn(self) -> Outcome:
        """The max^n vector (each seat for himself; ties to the first action in the legal order).
        Past a budget (``TooLarge``) the model is left mid-walk: ``load`` it again."""
        res = self.result
        if res is not None:
            return res
        key = None
        saved_outs = here = self.cur_outs
        if self.at_start():
            here = self.outcomes()
            if len(here) == 1:
                return next(iter(here))
            key = self.exact_key()
            hit = self.vectors.get(key)
            if hit is not None:
                return hit[0]
            self.cur_outs = here
        elif here is None:
            here = self.cur_outs = self.outcomes()
        mover = self.actor()
        actions = self.legal_actions()
        top = self.tops(here)[mover]
        if top == -INF:  # the mover's result is the same whatever he plays: the first
            moves = actions[:1]
            top = INF
        else:
            moves = self.reps(actions, True)
        self.budget.charge(len(moves))
        best: Outcome | None = None
        best_move = -1
        play, unplay, maxn = self.play, self.unplay, self.maxn
        for c in moves:
            tok = play(c)
            v = maxn()
            unplay(c, tok)
            if best is None or v[mover] > best[mover]:
                best, best_move = v, c
                if v[mover] >= top:
                    break  # nothing can do better, and a tie goes to the first
        assert best is not None
        if key is not None:
            self.vectors[key] = (best, best_move)
        self.cur_outs = saved_outs
        return best

    # ------------------------------------------------------------------ the calls of solver.core
    def action_of(self, code: int) -> int:
        raise NotImplementedError

    def card_values(self, codes: list[int], two_sides: bool) -> list[float]:
        """The exact value for ``ref`` of each action (engine codes) taken now."""
        _, rep_of = self.classes(self.legal_actions(), not two_sides)
        solved: dict[int, float] = {}
        guess = 0.0
        out = []
        self.cur_outs = self.outcomes()
        for code in codes:
            r = rep_of[self.action_of(code)]
            if r not in solved:
                # past a budget (``TooLarge``) the model is left mid-walk: ``load`` it again
                tok = self.play(r)
                if two_sides:
                    solved[r] = guess = self.value(guess=guess)
                else:
                    solved[r] = self.maxn()[self.ref]
                self.unplay(r, tok)
            out.append(solved[r])
        return out


# ------------------------------------------------------------------ Triomphe


def eligible(world: Any) -> bool:
    """Can the model take over ``world``: Triomphe's play or a concession's answer (the pillage
    of the Ace that Pillages and its discards stay with the engine's walk)."""
    if type(world).FACTS.name != "triomphe":
        return False
    ph = str(world.phase)
    return ph == "play" or ph == "concede"


class LeanTriomphe(LeanTricks):
    """The model of one world's card play (``load``), and its exact search for seat ``ref``.

    One object keeps its tables across ``load`` calls: positions of one hand with the same fixed
    terms (form, options, trump, dealer, tricks) share them."""

    def __init__(self, world: Any, ref: int, budget: Budget, team: list[int] | None = None) -> None:
        self.ref = ref
        self.budget = budget
        n = world.players
        self.n = n
        o = world.options
        self.side_of = list(world.side_of)
        self.sides = world.sides
        self.team = list(team) if team is not None else list(self.side_of)
        self.regime: str = world.regime
        self.dt3_over = o["forcee_void_after_trump"] == "overtrump"
        self.dt4_trump = o["forcat_cannot_head"] == "trump-in"
        self.burden_refuser = o["concession_burden"] == "refuser"
        self.prec_threshold = o["vole_threshold"] == "precedence"
        self.can_concede = bool(world.can_concede)
        self.total = world.total_tricks
        self.trump: int = world.trump
        self.dealer: int = world.dealer
        self.ends: dict[tuple[int, int], Outcome] = {}
        self.sprec = [
            min(precedence(s, world.dealer, n) for s in range(n) if self.side_of[s] == side)
            for side in range(self.sides)
        ]
        rank = world.rank
        # card code -> index (suit * 8 + strength - 1) and back
        self.idx: dict[int, int] = {}
        self.code = [-1] * 64
        for c, r in rank.items():
            i = (c >> SHIFT) * 8 + r - 1
            self.idx[c] = i
            self.code[i] = c
        self.suit_mask = self.smask = [0xFF << (8 * s) for s in range(4)]
        self.tmask: int = self.suit_mask[self.trump]
        self.setup_tables()
        self.load(world)

    @staticmethod
    def fixed_of(world: Any) -> Hashable:
        o = world.options
        return (
            world.players,
            world.form,
            world.order,
            world.regime,
            world.trump,
            world.dealer,
            world.total_tricks,
            o["forcee_void_after_trump"],
            o["forcat_cannot_head"],
            o["concession_burden"],
            o["vole_threshold"],
        )

    # ------------------------------------------------------------------ the position
    def load(self, world: Any) -> None:
        """Take ``world``'s play in progress (``eligible`` must hold)."""
        idx = self.idx
        self.load_hands([[idx[c] for c in h] for h in world.hands])
        self.trick = [idx[c] for c in world.trick]
        self.leader = world.leader
        self.stricks = list(world.side_tricks)
        self.committed = -1 if world.committed is None else world.committed
        self.burden = -1 if world.burden is None else world.burden
        con = world.concession
        if con is None:
            self.conc = 0
            self.con_by = -1
        else:
            self.conc = 1 if con["answer"] is None else 2
            self.con_by = con["by"]
        self.responder = -1 if world.responder is None or self.conc != 1 else world.responder
        self.played_sides = sum(1 << s for s, p in enumerate(world.side_played) if p)
        self.result = None
        self.cur_outs = None

    def side_tricks(self) -> list[int]:
        return list(self.stricks)

    # ------------------------------------------------------------------ the rules
    def actor(self) -> int:
        if self.conc == 1:
            return self.responder
        return (self.leader + len(self.trick)) % self.n

    def enough(self, side: int) -> bool:
        t = self.stricks[side]
        T = self.total
        if 2 * t > T:
            return True
        if self.prec_threshold and 2 * t == T:
            mine = self.sprec[side]
            return all(mine < self.sprec[o] for o in range(self.sides) if o != side)
        return False

    def may_lay_down(self) -> bool:
        if self.trick or self.conc == 1 or self.committed >= 0 or self.burden >= 0:
            return False
        side = self.side_of[self.leader]
        st = self.stricks
        if sum(st) >= self.total:
            return False
        for o in range(self.sides):
            if o != side and st[o]:
                return False
        return self.enough(side)

    def may_concede(self, seat: int) -> bool:
        return self.can_concede and self.conc == 0 and not (self.played_sides >> self.side_of[seat]) & 1

    def legal_cards(self) -> int:
        seat = (self.leader + len(self.trick)) % self.n
        h = self.hands[seat]
        trick = self.trick
        if not trick:
            return h
        regime = self.regime
        led = trick[0] >> 3
        if regime == "plaisant":
            if len(trick) != self.n - 1:
                f = h & self.suit_mask[led]
                return f if f else h
            regime = "forcat"
        ts = self.trump
        suit_l = h & self.suit_mask[led]
        trumps = h & self.tmask
        best_l = best_t = -1
        for c in trick:
            s = c >> 3
            if s == led and c > best_l:
                best_l = c
            if s == ts and c > best_t:
                best_t = c
        if led == ts:
            if trumps:
                if regime == "general":
                    return trumps
                over = trumps & ~((2 << best_t) - 1)
                return over if over else trumps
            return h
        if best_t < 0:
            if suit_l:
                if regime == "general":
                    return suit_l
                over = suit_l & ~((2 << best_l) - 1)
                if over:
                    return over
                if regime == "forcat" and self.dt4_trump and trumps:
                    return trumps
                return suit_l
            return trumps if trumps else h
        if regime == "forcat":
            over = trumps & ~((2 << best_t) - 1)
            if over:
                return over
            if suit_l:
                return suit_l
            return trumps if trumps else h
        if suit_l:
            return suit_l
        if trumps:
            if regime == "forcee" and self.dt3_over:
                over = trumps & ~((2 << best_t) - 1)
                if over:
                    return over
            return trumps
        return h

    def legal_actions(self) -> list[int]:
        if self.conc == 1:
            return [ACCEPT, REFUSE]
        seat = (self.leader + len(self.trick)) % self.n
        m = self.legal_cards()
        cards = [c for c in self.seqs[seat] if m >> c & 1]
        if not self.trick and self.may_lay_down():
            cards.append(LAY)
        if self.may_concede(seat):
            cards.append(CONCEDE)
        return cards

    def winner_pos(self) -> int:
        trick = self.trick
        led = trick[0] >> 3
        ts = self.trump
        best = -1
        bi = 0
        for i, c in enumerate(trick):
            s = c >> 3
            k = (200 if s == ts else 100 if s == led else 0) + c
            if k > best:
                best, bi = k, i
        return bi

    def _end(self, side: int, points: int) -> None:
        hit = self.ends.get((side, points))
        if hit is None:
            pts = [points if self.side_of[s] == side else 0 for s in range(self.n)]
            mean = sum(pts) / len(pts)
            hit = self.ends[(side, points)] = tuple(p - mean for p in pts)
        self.result = hit

    def play(self, a: int) -> Any:
        saved = (self.committed, self.burden, self.conc, self.con_by, self.responder, self.played_sides)
        if a >= 64:
            if a == LAY:
                self._end(self.side_of[self.leader], 1)
            elif a == CONCEDE:
                seat = (self.leader + len(self.trick)) % self.n
                n = self.n
                me = self.side_of[seat]
                self.conc = 1
                self.con_by = me
                self.responder = next(
                    (seat + i) % n for i in range(1, n) if self.side_of[(seat + i) % n] != me
                )
            elif a == ACCEPT:
                self._end(self.side_of[self.responder], 1)
                self.conc = 2
            else:  # REFUSE
                self.conc = 2
                self.burden = self.side_of[self.responder] if self.burden_refuser else self.con_by
                self.responder = -1
            return (saved, None)
        seat = (self.leader + len(self.trick)) % self.n
        side = self.side_of[seat]
        if not self.trick and self.may_lay_down():
            self.committed = side
        self.hands[seat] ^= 1 << a
        self.played_sides |= 1 << side
        trick = self.trick
        trick.append(a)
        if len(trick) < self.n:
            return (saved, None)
        w = (self.leader + self.winner_pos()) % self.n
        fin = (list(trick), self.leader)
        self.trick = []
        self.leader = w
        wside = self.side_of[w]
        st = self.stricks
        st[wside] += 1
        for vow in (self.committed, self.burden):
            if vow >= 0 and wside != vow:
                self._end(vow, -2)
                return (saved, fin)
        if sum(st) == self.total:
            best = max(st)
            win = min((s for s in range(self.sides) if st[s] == best), key=self.sprec.__getitem__)
            self._end(win, 2 if best == self.total else 1)
        return (saved, fin)

    def unplay(self, a: int, token: Any) -> None:
        saved, fin = token
        self.result = None
        (self.committed, self.burden, self.conc, self.con_by, self.responder, self.played_sides) = saved
        if a >= 64:
            return
        if fin is not None:
            trick, leader = fin
            self.stricks[self.side_of[self.leader]] -= 1
            self.trick = trick
            self.leader = leader
        self.trick.pop()
        seat = (self.leader + len(self.trick)) % self.n
        self.hands[seat] |= 1 << a

    def action_of(self, code: int) -> int:
        if code < 128:
            return self.idx[code]
        from ..games.triomphe.codes import WORD_BASE, WORDS as TW

        return LAY + WORDS.index(TW[code - WORD_BASE])

    # ------------------------------------------------------------------ what the search reads
    def at_start(self) -> bool:
        return not self.trick and self.conc != 1 and self.total - sum(self.stricks) > 1

    def suit_of(self, c: int) -> int:
        return c >> 3

    def strength(self, c: int) -> int:
        return (c & 7) + (8 if c >> 3 == self.trump else 0) if c < 64 else -1

    def would_win(self, c: int) -> bool:
        if c >= 64:
            return False
        self.trick.append(c)
        w = self.winner_pos() == len(self.trick) - 1
        self.trick.pop()
        return w

    def _past(self) -> tuple[Any, ...]:
        return (
            self.leader,
            tuple(self.stricks),
            self.committed,
            self.burden,
            self.conc,
            self.played_sides,
        )

    def rel_key(self) -> Hashable:
        owner = [0] * 32
        allm = 0
        for s, h in enumerate(self.hands):
            allm |= h
            for i in bits(h):
                owner[i] = s
        sig = []
        for i in bits(allm):
            sig.append(owner[i] * 4 + (i >> 3))
        return (self._past(), tuple(sig))

    def exact_key(self) -> Hashable:
        return (self._past(), self.iso_hands())

    def outcomes_key(self) -> Hashable:
        return (tuple(self.stricks), self.committed, self.burden, self.conc, self.played_sides)

    def compute_outcomes(self) -> frozenset[Outcome]:
        """Every result still possible (a superset), from the tricks and the vows alone."""
        outs: set[tuple[int, int]] = set()
        st = self.stricks
        T = self.total
        r = T - sum(st)
        ns = self.sides
        vow = self.committed if self.committed >= 0 else self.burden
        if vow >= 0:
            outs.add((vow, -2))
            outs.add((vow, 2))
        else:
            for s in range(ns):
                mine = st[s] + r
                if all(
                    mine > st[o] or (mine == st[o] and self.sprec[s] < self.sprec[o])
                    for o in range(ns)
                    if o != s
                ):
                    outs.add((s, 1))
                if all(st[o] == 0 for o in range(ns) if o != s):
                    outs.add((s, 2))  # the vole, made (committed or not) or failed
                    outs.add((s, -2))
            if self.can_concede and self.conc != 2:
                for s in range(ns):
                    outs.update(((s, 1), (s, 2), (s, -2)))
        res = []
        for side, p in outs:
            pts = [p if self.side_of[x] == side else 0 for x in range(self.n)]
            mean = sum(pts) / len(pts)
            res.append(tuple(q - mean for q in pts))
        return frozenset(res)
