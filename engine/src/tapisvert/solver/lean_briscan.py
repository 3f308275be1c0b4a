"""Briscan's and Brisque's last tricks as a compact model, and its exact search (``solver.lean``).

Once the talon is exhausted (turn-up drawn, no card left to draw) the deal is its final phase:
five tricks in Briscan, six in Brisque, with the duty to follow suit and to win (B20, ``melds.
final_legal``), and nothing scored until the end of the deal (the last trick, and in Briscan the
last-tricks, most-cards and per-brisque bonuses, ``scoring.end_deal``/``deal_end_bonuses``).  This
model is that play on small ints: each seat's hand a bitmask over the 32 cards numbered suit by
suit in trick order (7 8 9 J Q K 10 A), the card led, and what the end of the deal reads of the
tricks taken (each seat's final tricks, cards won and brisques — aces and tens — won).  Its leaf
is the engine's scoring restated, in order and with the target checked after each term when
``win_check='immediate'`` (a match won stops the scoring of the deal), in the units of
``core.hand_utilities``.  ``tests/engine/test_lean_briscan.py`` proves it agrees with the engine
on random positions (``bench/solver_soak.py``: 10^5 per game) and gives the values of a
brute-force walk.

What the model does not cover, and ``eligible`` refuses (the engine's walk keeps them): the
talon phase (draws, the exchange of the seven, and the declaration windows, whose melds follow
many options: they stay with ``solver.core``), a match already won, and, with
``declare_after_talon='yes'``, a final phase in which a seat still holds a meld.

The search: alpha-beta on one seat's result (the two seats are opposed, their results sum to
zero), driven by zero-window tests (MTD(f) with bisection, as ``solver.lean_tarot``), its node
``solver.alphabeta.search``'s (the model states its leaf and its cards in order); a
transposition table at trick starts on the cards still out, suit by suit in trick order, as
runs of (holder, brisque or not) — cards adjacent among those still out with the same holder
and class count as one — with what the scoring still reads of the past; equivalent cards (one
hand, one suit, one class, no card of the other seat or of the trick between them) tried once.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from .. import cards as C
from ..cards import SUIT_SHIFT
from ..games.briscan import melds as M
from ..games.briscan.scoring import TRICKS
from .alphabeta import search, zero_window
from .budget import Budget

INF = float("inf")
GAMES = ("briscan", "brisque")

# ------------------------------------------------------------------ the cards as 0..31
RANKS = sorted(M.TRICK, key=lambda r: M.TRICK[r])  # rank values in trick order, 7 .. ace
CODE: list[int] = [s << SUIT_SHIFT | r for s in range(4) for r in RANKS]
IDX: dict[int, int] = {c: i for i, c in enumerate(CODE)}
SUIT_MASK = [0xFF << (8 * s) for s in range(4)]
BRISQUE = [1 if CODE[i] & C.RANK_MASK in (C.TEN, C.ACE) else 0 for i in range(32)]


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
    """Can the model take over ``world``: Briscan's or Brisque's final phase (talon exhausted),
    the match not won, and no declaration left to make (see the module docstring)."""
    if type(world).FACTS.name not in GAMES or str(world.phase) != "play":
        return False
    if world.upcard is not None or world.talon or world.winners is not None:
        return False
    if world.options["declare_after_talon"] == "yes":
        kinds = world.meld_kinds()
        if any(M.candidates(h, world.trump, kinds) for h in world.hands):
            return False  # a hand only shrinks: without a meld now, none later
    return True


class LeanBriscan:
    """The model of one world's final phase (``load``), and its exact search for seat ``ref``.

    One object keeps its tables across ``load`` calls: positions of one deal with the same fixed
    terms (trump, points and scores so far, options) share them."""

    hands: list[int]
    lead: int
    leader: int
    turn: int
    done: int
    fwon: list[int]
    cards: list[int]
    brisq: list[int]
    twon: list[int]
    last_w: int

    def __init__(self, world: Any, ref: int, budget: Budget, team: list[int] | None = None) -> None:
        self.ref = ref
        self.budget = budget
        self.trump = world.trump
        self.briscan = type(world).FACTS.name == "briscan"
        opts = world.options
        self.immediate = opts["win_check"] == "immediate"
        self.target = int(opts["target"])
        self.extra = 20 if opts.get("last_five_tricks", "additional") == "additional" else 10
        self.per = int(opts.get("brisque_points", 0)) if self.briscan else 0
        self.final_tricks = TRICKS - world.free_tricks
        self.points = list(world.hand_points)
        self.scores = list(world.scores)
        self.bounds: dict[Hashable, tuple[float, float, int]] = {}
        self.leaves: dict[Hashable, tuple[float, ...]] = {}
        self.load(world)

    @staticmethod
    def fixed_of(world: Any) -> Hashable:
        o = world.options
        return (
            type(world).FACTS.name,
            world.trump,
            tuple(world.hand_points),
            tuple(world.scores),
            o["win_check"],
            o["target"],
            o.get("last_five_tricks"),
            o.get("brisque_points"),
        )

    # ------------------------------------------------------------------ the position
    def load(self, world: Any) -> None:
        """Take ``world``'s final phase in progress (``eligible`` must hold)."""
        self.hands = [mask_of(h) for h in world.hands]
        self.lead = IDX[world.trick[0]] if world.trick else -1
        self.leader = world.leader
        self.turn = (world.leader + len(world.trick)) % 2
        self.done = world.trick_no
        self.fwon = list(world.final_won)
        self.cards = [len(p) for p in world.won]
        self.brisq = [sum(1 for c in p if c & C.RANK_MASK in (C.TEN, C.ACE)) for p in world.won]
        self.twon = list(world.tricks_won)
        lt = world.last_trick
        self.last_w = lt[2] if lt else -1

    def entries(self) -> int:
        """Positions (and leaves) its tables hold."""
        return len(self.bounds) + len(self.leaves)

    def over(self) -> bool:
        return self.done >= TRICKS

    # ------------------------------------------------------------------ the rules
    def legal(self) -> int:
        """The legal cards of the seat to play, as a mask (``melds.final_legal``)."""
        h = self.hands[self.turn]
        lead = self.lead
        if lead < 0:
            return h
        same = h & SUIT_MASK[lead >> 3]
        if same:
            higher = same & ~((2 << lead) - 1)
            return higher if higher else same
        tr = h & SUIT_MASK[self.trump]
        return tr if tr else h

    def moves(self, legal: int) -> list[int]:
        """One of each run of equivalent legal cards (one suit, one class, no card of the other
        seat or of the trick between them)."""
        ms = bits(legal)
        if len(ms) < 2:
            return ms
        live = self.hands[1 - self.turn]
        if self.lead >= 0:
            live |= 1 << self.lead
        per = self.per
        out = [ms[0]]
        prev = ms[0]
        for c in ms[1:]:
            if (
                c >> 3 == prev >> 3
                and (not per or BRISQUE[c] == BRISQUE[prev])
                and not ((1 << c) - (2 << prev)) & live
            ):
                prev = c
                continue
            out.append(c)
            prev = c
        return out

    def play(self, c: int) -> tuple[Any, ...] | None:
        """Play card ``c`` for the seat to play; returns what ``unplay`` needs."""
        seat = self.turn
        self.hands[seat] ^= 1 << c
        lead = self.lead
        if lead < 0:
            self.lead = c
            self.turn = 1 - seat
            return None
        if c >> 3 == lead >> 3:
            follower_wins = c > lead
        else:
            follower_wins = c >> 3 == self.trump
        w = seat if follower_wins else 1 - seat
        undo = (lead, self.leader, self.last_w)
        self.done += 1
        self.fwon[w] += 1
        self.twon[w] += 1
        self.cards[w] += 2
        self.brisq[w] += BRISQUE[c] + BRISQUE[lead]
        self.lead = -1
        self.leader = self.turn = self.last_w = w
        return undo

    def unplay(self, c: int, token: tuple[Any, ...] | None) -> None:
        if token is None:
            seat = 1 - self.turn
            self.lead = -1
        else:
            lead, leader, last_w = token
            w = self.leader
            seat = 1 - leader
            self.done -= 1
            self.fwon[w] -= 1
            self.twon[w] -= 1
            self.cards[w] -= 2
            self.brisq[w] -= BRISQUE[c] + BRISQUE[lead]
            self.lead, self.leader, self.last_w = lead, leader, last_w
        self.turn = seat
        self.hands[seat] |= 1 << c

    # ------------------------------------------------------------------ the score
    def utilities(self) -> tuple[float, ...]:
        """Each seat's result relative to the mean (``core.hand_utilities``) at the deal's end."""
        w = self.last_w
        key = (w, self.fwon[w] == self.final_tricks, self.cards[0] > TRICKS, self.cards[1] > TRICKS)
        if self.per:
            key += tuple(self.brisq)  # type: ignore[assignment]
        hit = self.leaves.get(key)
        if hit is None:
            hit = self.leaves[key] = self._score(w)
        return hit

    def _score(self, w: int) -> tuple[float, ...]:
        pts = list(self.points)
        scores = list(self.scores)
        terms = [(w, 10)]
        if self.briscan:
            if self.fwon[w] == self.final_tricks:
                terms.append((w, self.extra))
            for s in range(2):
                if self.cards[s] > TRICKS:
                    terms.append((s, 10))
            if self.per:
                for s in range(2):
                    terms.append((s, self.per * self.brisq[s]))
        for s, p in terms:  # scoring.score, in the engine's order
            if p <= 0:
                continue
            pts[s] += p
            scores[s] += p
            if self.immediate and scores[s] >= self.target:
                break  # the match is won: nothing more is scored
        mean = (pts[0] + pts[1]) / 2
        return (pts[0] - mean, pts[1] - mean)

    def sure(self) -> tuple[float, float]:
        """Bounds on ``ref``'s result whatever the rest of the play: every end term to one seat
        or to the other (the result is monotone in each seat's terms)."""
        per = self.per
        rest = self.hands[0] | self.hands[1]
        rb = sum(BRISQUE[i] for i in bits(rest)) if per else 0
        big = 10 + (self.extra + 10 + per * (rb + 8) if self.briscan else 0)
        mean = (self.points[0] + self.points[1]) / 2
        base = self.points[self.ref] - mean
        return (base - big, base + big)

    # ------------------------------------------------------------------ the search
    def key(self) -> Hashable:
        """The canonical key of the position at a trick's start (see the module docstring)."""
        h0, h1 = self.hands
        allm = h0 | h1
        sig: list[int] = []
        prev = -1
        m = allm
        per = self.per
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            tok = (i >> 3) * 8 + (2 if h1 & low else 0) + (BRISQUE[i] if per else 0)
            if tok != prev:
                sig.append(tok)
                prev = tok
            else:
                sig.append(-1)
        past = (
            self.leader,
            self.fwon[0] == self.done - (TRICKS - self.final_tricks),
            self.fwon[1] == self.done - (TRICKS - self.final_tricks),
            self.cards[0],
        )
        if per:
            past += tuple(self.brisq)  # type: ignore[assignment]
        return (past, tuple(sig))

    def value(self, alpha: float = -INF, beta: float = INF, guess: float = 0.0) -> float:
        """The exact value for ``ref`` by zero-window tests inside the sure bounds (bisection
        once the first test at ``guess`` is made: ``alphabeta.zero_window``)."""
        lo, hi = self.sure()
        return zero_window(self, lo, hi, guess, alpha, beta)

    def ab(self, alpha: float, beta: float) -> float:
        if self.done >= TRICKS:
            return self.utilities()[self.ref]
        key = self.key() if self.lead < 0 and TRICKS - self.done > 1 else None
        return search(self, alpha, beta, key, self.turn == self.ref)

    def children(self) -> list[int]:
        """The cards to try (one of each run of equivalents), charged, the strongest first."""
        moves = self.moves(self.legal())
        self.budget.charge(len(moves))
        if len(moves) > 1:
            moves.sort(reverse=True)
        return moves

    def maxn(self) -> tuple[float, ...]:
        """The max^n vector: with two seats whose results sum to zero, the minimax value."""
        v = self.value()
        return (v, -v) if self.ref == 0 else (-v, v)

    def card_values(self, codes: list[int], two_sides: bool) -> list[float]:
        """The exact value for ``ref`` of each card (engine codes) played now (both searches
        agree here: the two seats are opposed)."""
        legal = self.legal()
        reps = set(self.moves(legal))
        rep_of: dict[int, int] = {}
        cur = -1
        for i in bits(legal):
            if i in reps:
                cur = i
            rep_of[i] = cur
        solved: dict[int, float] = {}
        guess = 0.0
        out = []
        for code in codes:
            r = rep_of[IDX[code]]
            if r not in solved:
                # past a budget (``TooLarge``) the model is left mid-walk: ``load`` it again
                tok = self.play(r)
                solved[r] = guess = self.value(guess=guess)
                self.unplay(r, tok)
            out.append(solved[r])
        return out
