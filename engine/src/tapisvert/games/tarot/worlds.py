"""What a seat knows about the cards it cannot see, and the worlds the search deals from it.

The hidden zones of a seat are the other hands (one zone per hand), the face-down chien and the
unseen discard.  ``_constraints`` says what each zone cannot hold (revealed voids, a failed
overtrump, a shown chien, the discard's rules, a misère) and what it must hold (a poignée's shown
trumps); ``resample`` deals the hidden cards again under them with the shared dealer
(``tapisvert.worlds``).
"""

from collections.abc import Sequence, Set
from typing import Any

from ...worlds import Constraint, deal_world, known_whole
from .codes import BEFORE_PLAY, HIDEP, PLAY
from .fields import TarotFields
from .pack import (
    BOUTS,
    EXCUSE,
    HONOURS,
    KINGS,
    SIX,
    SUIT_CARDS,
    SUIT_SETS,
    TRUMP_SET,
    TRUMPS,
    TWENTY_ONE,
    Card,
    split,
)

CHIEN, DISCARD_ZONE = -1, -2  # owners of the hidden zones that are not hands
TRUMPS_ABOVE = {t: frozenset(range(t + 1, TWENTY_ONE + 1)) for t in TRUMPS}
NEVER_DISCARDED = KINGS | BOUTS
PLAIN = frozenset(SUIT_CARDS) - KINGS
MISERE_ATOUT = TRUMP_SET | {EXCUSE}  # what a misère d'atout says its hand holds none of
MISERE_HONNEURS = HONOURS | BOUTS


class Worlds(TarotFields):
    """What a seat knows about the hidden cards, and the worlds consistent with it."""

    def _resample_zones(self, seat: int) -> list[tuple[int, list[Card]]]:
        """The hidden zones of ``seat`` with one zone per hand: (owner, cards) pairs, owner a seat,
        ``CHIEN`` or ``DISCARD_ZONE``."""
        out = [(s, [c for part in h for c in part]) for s, h in enumerate(self.hands) if s != seat]
        if self.chien and not self._chien_turned_over():  # face down: hidden
            out.append((CHIEN, self.chien[:]))
        if seat != self.taker:
            out.append((DISCARD_ZONE, self.discard[:]))
        return out

    def zone_constraints(self, seat: int, zones: list[list[Card]]) -> list[Constraint]:
        """(forbidden, pinned) per hidden zone of ``seat``.  A zone is the cards of an owner: a
        part of another's hand (``hidden_zones``), the face-down chien, or the unseen discard."""
        owners = []
        for z in zones:
            if z is self.chien:
                owners.append(CHIEN)
            elif z is self.discard:
                owners.append(DISCARD_ZONE)
            else:
                owners.append(next(s for s, h in enumerate(self.hands) if any(p is z for p in h)))
        pool = {c for z in zones for c in z}
        cons, _ = self._constraints(seat, owners, pool)
        return cons

    def _constraints(
        self, seat: int, owners: list[int], pool: set[Card]
    ) -> tuple[list[Constraint], list[tuple[int, frozenset[Card], int]]]:
        """Constraints for the zones of ``owners``: a list of (forbidden, pinned) sets, and
        the exact counts [(zone index, cards, k)]: the zone holds exactly k of these cards."""
        tk = self.taker
        shown_dis = set(self.shown_discard)
        chien_seen = set(self.shown_chien) & pool if self.chien_seen and self.shown_chien else set()
        discard_done = tk >= 0 and len(self.discard) == self.chien_size
        hiding = self.hiding
        cons: list[Constraint] = []
        counts: list[tuple[int, frozenset[Card], int]] = []
        for zi, o in enumerate(owners):
            forbidden: Set[Card] = set()
            pinned: set[Card] = set()
            if o == DISCARD_ZONE:
                if tk >= 0 and self.contract <= 1:
                    # no king and no bout; a discarded trump is shown
                    forbidden = NEVER_DISCARDED | (TRUMP_SET - shown_dis)
                    pinned = shown_dis & pool
            elif o >= 0:
                v = self.voids[o]
                for x in range(4):
                    if v >> x & 1:
                        forbidden |= SUIT_SETS[x]
                if v & 16:
                    forbidden |= TRUMP_SET
                elif self.ceiling[o] < TWENTY_ONE:
                    forbidden |= TRUMPS_ABOVE[self.ceiling[o]]
                if o != tk:
                    forbidden |= chien_seen  # the shown chien went to the taker
                elif discard_done and shown_dis:
                    forbidden |= PLAIN  # trumps discarded: no plain card was left
                for m in self.miseres:
                    if m["seat"] == o:
                        cls = MISERE_ATOUT if m["kind"] == "atout" else MISERE_HONNEURS
                        forbidden |= cls - chien_seen if o == tk else cls
                shown = self.pshown[o]
                if shown is not None:
                    pinned = set(shown) & pool - shown_dis
                    held = [t for t in self.hands[o][4] if t not in pinned]
                    others = TRUMP_SET - pinned
                    if held:  # the trumps kept hidden that are still in the hand
                        counts.append((zi, others, len(held)))
                    forbidden |= others if not held else set()
                if hiding is not None and hiding["seat"] == o:
                    # mid-declaration (the hider himself is to move): his trumps stay his
                    pinned |= set(self.hands[o][4])
            cons.append((forbidden, pinned))
        return cons, counts

    def resample(self, seat: int, rng: Any) -> Any:
        """A world consistent with what ``seat`` knows: the hidden cards dealt again among the
        other hands (their sizes kept, not their suit lengths), the face-down chien and the unseen
        discard, under ``_constraints``; then the hidden facts that follow from the cards (the
        called card's holder, the declarations still open) are recomputed."""
        world = self.clone()
        zones = world._resample_zones(seat)
        owners = [o for o, _ in zones]
        # Sorted, so that the worlds depend on which cards are hidden, never on where they lie.
        pool = sorted(c for _, z in zones for c in z)
        cons, counts = world._constraints(seat, owners, set(pool))
        sizes = [len(z) for _, z in zones]

        def attempt() -> Sequence[Constraint] | None:
            if not counts:
                return cons
            # exactly k of these cards in the zone: pick them first (those that can lie
            # nowhere else always), and forbid the others there
            use: list[tuple[Set[Card], set[Card]]] = [(f, set(p)) for f, p in cons]
            taken = set().union(*(p for _, p in cons))
            for zi, cards_, k in counts:
                f, p = use[zi]
                cand = [c for c in pool if c in cards_ and c not in taken and c not in f]
                must = [c for c in cand if all(c in g for j, (g, _) in enumerate(cons) if j != zi)]
                rest = [c for c in cand if c not in must]
                if len(must) > k or len(cand) < k:
                    return None
                pick = must + rng.sample(rest, k - len(must))
                p.update(pick)
                taken.update(pick)
                use[zi] = (f | (cards_ - p), p)
            return use

        placed = deal_world(pool, sizes, attempt, rng, attempts=200)
        # a zone keeps its order only if the seat knows all of it (a shown chien): see worlds.install
        placed = [z if known_whole(z, con) else p for (_, z), p, con in zip(zones, placed, cons)]
        world._install(seat, owners, placed)
        return world

    def _install(self, seat: int, owners: list[int], placed: list[list[Card]]) -> None:
        for o, cards_ in zip(owners, placed):
            if o == CHIEN:
                self.chien[:] = cards_
            elif o == DISCARD_ZONE:
                self.discard[:] = cards_
            else:
                self.hands[o] = split(cards_)
        n = self.players
        tk = self.taker
        if n == 5 and self.called >= 0 and not self.partner_public and not self.alone_known:
            c = self.called
            holder = next((s for s in range(n) if c in self.hands[s][SIX[c]]), -1)
            self.holder = holder
            self.partner = holder if holder >= 0 else tk
            self.side_of = [1] * n
            self.side_of[tk] = 0
            if holder >= 0:
                self.side_of[holder] = 0
        if self.options["miseres"] and (self.phase in BEFORE_PLAY or self.opening):
            for o in owners:
                if o >= 0:
                    h = self.hands[o]
                    if (
                        o == tk and self.chien_seen and self.options["misere_hand"] == "as-dealt"
                    ):  # TAR5: the hand as dealt
                        dealt = [c for p in h for c in p if c not in (self.shown_chien or [])] + self.discard
                        h = split(dealt)
                    self.misere_ok[o] = self._misere_bits(h)
        if self.phase in (PLAY, HIDEP) and self.opening:
            played = {(self.leader + i) % n for i in range(len(self.trick))}
            for o in owners:
                if o >= 0 and o not in played:
                    self.decl[o] = self._declarations(o)
