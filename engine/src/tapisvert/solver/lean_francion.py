"""Francion's card play as a compact model, and its exact search: the solver's fast path.

The card play only, as small ints: each seat's hand a bitmask over the card codes themselves
(``suit << 4 | rank``: the 32, 40 or 52 cards of the pack, below 64, the natural order within a
suit), the trick's cards and each seat's tricks.  Its rules are the engine's
(``games.francion.legal.legal``/``winner``, ``game.Francion._play_card``/``_end_hand``) restated on
bitmasks, with every option of the play: DF2 (a void player must trump or not), DF3 and DF4 (the
Welche's suit and whether it can be compelled), DF5 (what a Welche lead calls for), DF6 (the
king of trumps, or the ace of trumps with it, captures the Welche).  The hand's result that the
solver maximises is the point (``core.hand_utilities`` reads ``points``: the player with most
tricks, ties by precedence); the tokens of the stake, the beasts and the Welche's payments are not
part of it, and the model does not count them.  ``tests/engine/test_lean_francion.py`` proves the
two agree on random positions (``bench/solver_soak.py --lean``: 10^5 per variant), and that the
search gives the values of a brute-force walk of the engine.

The search is ``solver.lean_triomphe.LeanTricks``'s: max^n (each for himself, the table of the
game; ties to the first card in the engine's legal order), alpha-beta if two sides are asked for.
The point makes max^n cheap where it matters: a seat that can no longer take the point (or is sure
of it) plays its first legal card only, and a position whose point is settled is a leaf.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..seats import precedence
from .budget import Budget
from .lean_triomphe import LeanTricks, Outcome, bits

WELCHE = 1 << 4 | 15  # the ace of hearts (games.francion.legal.WELCHE)
HEARTS = 1
W_BIT = 1 << WELCHE
SUIT_MASK = [0xFFFF << (16 * s) for s in range(4)]
TRICKS = 9


def eligible(world: Any) -> bool:
    """Can the model take over ``world``: Francion's play (every position of it)."""
    return type(world).FACTS.name == "francion" and str(world.phase) == "play"


class LeanFrancion(LeanTricks):
    """The model of one world's card play (``load``), and its exact search for seat ``ref``."""

    def entries(self) -> int:
        """Positions (and outcome sets, and the points of tricks) its tables hold."""
        return super().entries() + len(self.points)

    def __init__(self, world: Any, ref: int, budget: Budget, team: list[int] | None = None) -> None:
        self.ref = ref
        self.budget = budget
        n = world.players
        self.n = n
        o = world.options
        self.team = list(team) if team is not None else list(range(n))
        self.trump = world.trump
        self.must_trump = o["void_rule"] == "must-trump"
        self.w_suit = (
            (world.trump if o["welche_suit"] == "trump" else HEARTS)
            if o["welche_compelled"] == "only-card"
            else -1
        )
        wl = o["welche_lead"]
        self.w_lead = -1 if wl == "free" else world.trump if wl == "trump" else HEARTS
        self.king_t = world.trump << 4 | 14
        ace_t = world.trump << 4 | 15
        self.ace_t = ace_t if o["welche_cycle"] == "ace" and ace_t != WELCHE else -1
        self.points: dict[tuple[int, ...], Outcome] = {}
        self.smask = SUIT_MASK
        self.prec = [precedence(s, world.dealer, n) for s in range(n)]
        self.setup_tables()
        self.load(world)

    @staticmethod
    def fixed_of(world: Any) -> Hashable:
        o = world.options
        return (
            world.players,
            world.trump,
            world.dealer,
            o["void_rule"],
            o["welche_suit"],
            o["welche_compelled"],
            o["welche_lead"],
            o["welche_cycle"],
        )

    def load(self, world: Any) -> None:
        """Take ``world``'s play in progress (``eligible`` must hold)."""
        self.load_hands([list(h) for h in world.hands])
        self.trick = list(world.trick)
        self.leader = world.leader
        self.tricks = list(world.tricks_won)
        self.result = None
        self.cur_outs = None

    def side_tricks(self) -> list[int]:
        return list(self.tricks)

    # ------------------------------------------------------------------ the rules
    def actor(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    def legal_actions(self) -> list[int]:
        seat = (self.leader + len(self.trick)) % self.n
        h = self.hands[seat]
        seq = self.seqs[seat]
        trick = self.trick
        if not trick:
            return [c for c in seq if h >> c & 1]
        lead = trick[0]
        if lead == WELCHE:
            if self.w_lead < 0:
                return [c for c in seq if h >> c & 1]
            led = self.w_lead
        else:
            led = lead >> 4
        has_w = h & W_BIT
        w_suit = self.w_suit if has_w else -1
        out = h & SUIT_MASK[led] & ~W_BIT
        w_in = w_suit == led
        if not out and not w_in:
            if not self.must_trump:
                return [c for c in seq if h >> c & 1]
            out = h & SUIT_MASK[self.trump] & ~W_BIT
            w_in = w_suit == self.trump
            if not out and not w_in:
                return [c for c in seq if h >> c & 1]
        cards = [c for c in seq if out >> c & 1]
        if has_w:
            cards.append(WELCHE)  # compelled, or at its holder's discretion (¶13-14): last
        return cards

    def winner_pos(self) -> int:
        trick = self.trick
        if WELCHE in trick:
            kt = self.king_t
            if kt in trick:
                at = self.ace_t
                if at >= 0 and at in trick:
                    return trick.index(at)
                return trick.index(kt)
            return trick.index(WELCHE)
        led = trick[0] >> 4
        ts = self.trump
        best, bi = -1, 0
        for i, c in enumerate(trick):
            s = c >> 4
            k = (32 if s == ts else 16 if s == led else 0) + (c & 15)
            if k > best:
                best, bi = k, i
        return bi

    def play(self, a: int) -> Any:
        seat = (self.leader + len(self.trick)) % self.n
        self.hands[seat] ^= 1 << a
        trick = self.trick
        trick.append(a)
        if len(trick) < self.n:
            return None
        w = (self.leader + self.winner_pos()) % self.n
        fin = (list(trick), self.leader)
        self.trick = []
        self.leader = w
        t = self.tricks
        t[w] += 1
        if sum(t) == TRICKS:
            tt = tuple(t)
            hit = self.points.get(tt)
            if hit is None:
                hit = self.points[tt] = self._point(t)
            self.result = hit
        return fin

    def _point(self, t: list[int]) -> Outcome:
        best = max(t)
        n = self.n
        win = min((s for s in range(n) if t[s] == best), key=self.prec.__getitem__)
        pts = [1 if s == win else 0 for s in range(n)]
        mean = sum(pts) / len(pts)
        return tuple(p - mean for p in pts)

    def unplay(self, a: int, token: Any) -> None:
        if token is not None:
            trick, leader = token
            self.tricks[self.leader] -= 1
            self.trick = trick
            self.leader = leader
            self.result = None
        self.trick.pop()
        seat = (self.leader + len(self.trick)) % self.n
        self.hands[seat] |= 1 << a

    def action_of(self, code: int) -> int:
        return code

    # ------------------------------------------------------------------ what the search reads
    def at_start(self) -> bool:
        return not self.trick and TRICKS - sum(self.tricks) > 1

    def special(self, c: int) -> bool:
        return c == WELCHE or c == self.king_t or c == self.ace_t

    def suit_of(self, c: int) -> int:
        return c >> 4

    def strength(self, c: int) -> int:
        if c == WELCHE:
            return 40
        return (c & 15) + (20 if c >> 4 == self.trump else 0)

    def would_win(self, c: int) -> bool:
        self.trick.append(c)
        w = self.winner_pos() == len(self.trick) - 1
        self.trick.pop()
        return w

    def rel_key(self) -> Hashable:
        owner = [0] * 64
        allm = 0
        for s, h in enumerate(self.hands):
            allm |= h
            for i in bits(h):
                owner[i] = s
        sig = []
        for i in bits(allm):
            sig.append(
                owner[i] * 8 + (5 + (i == WELCHE) + 2 * (i == self.ace_t) if self.special(i) else i >> 4)
            )
        return (self.leader, tuple(self.tricks), tuple(sig))

    def exact_key(self) -> Hashable:
        return (self.leader, tuple(self.tricks), self.iso_hands())

    def outcomes_key(self) -> Hashable:
        return tuple(self.tricks)

    def compute_outcomes(self) -> frozenset[Outcome]:
        """The points still possible: every seat that would take it with every trick left."""
        t = self.tricks
        r = TRICKS - sum(t)
        n = self.n
        prec = self.prec
        outs = set()
        for s in range(n):
            mine = t[s] + r
            if all(mine > t[o] or (mine == t[o] and prec[s] < prec[o]) for o in range(n) if o != s):
                pts = [1 if x == s else 0 for x in range(n)]
                mean = sum(pts) / len(pts)
                outs.add(tuple(p - mean for p in pts))
        return frozenset(outs)
