"""Worlds for the search bots: the cards a seat cannot see, dealt again under what it knows.

A seat's hidden zones (others' hands, a stock, a chien…) each hold a known number of cards; what
the seat knows about them is a ``(forbidden, pinned)`` pair per zone (``GameState.zone_constraints``):
cards that cannot lie there (a revealed void) and cards known to lie there (a shown card still
held).  ``constrained_deal`` deals the hidden cards into the zones under those constraints,
``deal_world`` retries it until a world fits, and ``install`` puts the dealt cards in place.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence, Set

from .types import Card

Constraint = tuple[Set[Card], Set[Card]]  # (forbidden, pinned) for one zone

ATTEMPTS = 500


def constrained_deal(
    pool: Sequence[Card], sizes: Sequence[int], cons: Sequence[Constraint], rng: random.Random
) -> list[list[Card]] | None:
    """Deal ``pool`` into zones of ``sizes`` under ``cons``, zone by zone: pinned cards first, then
    the zones with the least choice first, each taking the cards that can lie nowhere else and the
    rest of its room at random among the cards it may hold.  None if this attempt gets stuck (the
    caller tries again)."""
    nz = len(sizes)
    out: list[list[Card]] = [[] for _ in sizes]
    room = list(sizes)
    pinned_to: dict[Card, int] = {}
    for i, (_, pinned) in enumerate(cons):
        for c in pinned:
            pinned_to[c] = i
    free: list[Card] = []
    for c in pool:
        z = pinned_to.get(c)
        if z is None:
            free.append(c)
        else:
            out[z].append(c)
            room[z] -= 1
    if min(room, default=0) < 0:
        return None
    forb = [f for f, _ in cons]
    mask: dict[Card, int] = {}
    elig: list[list[Card]] = [[] for _ in sizes]
    for c in free:
        m = 0
        for i in range(nz):
            if c not in forb[i]:
                m |= 1 << i
                elig[i].append(c)
        if not m:
            return None
        mask[c] = m
    order = sorted(range(nz), key=lambda i: len(elig[i]) - room[i])
    left = set(free)
    open_ = (1 << nz) - 1
    for i in order:
        open_ &= ~(1 << i)
        k = room[i]
        cands = [c for c in elig[i] if c in left]
        must = [c for c in cands if not mask[c] & open_]  # nowhere else to go
        if len(must) > k or len(cands) < k:
            return None
        if len(must) < k:
            mset = set(must)
            must += rng.sample([c for c in cands if c not in mset], k - len(must))
        out[i] += must
        left.difference_update(must)
    return None if left else out


def deal_world(
    pool: Sequence[Card],
    sizes: Sequence[int],
    cons: Sequence[Constraint] | Callable[[], Sequence[Constraint] | None],
    rng: random.Random,
    attempts: int = ATTEMPTS,
) -> list[list[Card]]:
    """``constrained_deal`` tried until it fits.  ``cons`` may be a function giving each attempt's
    constraints (a game that draws some of them at random), or None to skip that attempt.
    RuntimeError if no attempt fits (the state contradicts itself)."""
    for _ in range(attempts):
        use = cons() if callable(cons) else cons
        if use is None:
            continue
        placed = constrained_deal(pool, sizes, use, rng)
        if placed is not None:
            return placed
    raise RuntimeError("no world fits the constraints (the state is inconsistent)")


def known_whole(zone: Sequence[Card], con: Constraint) -> bool:
    """Does the seat know every card of ``zone`` (each one pinned there)?"""
    pinned = con[1]
    return all(c in pinned for c in zone)


def install(zones: Sequence[list[Card]], placed: Sequence[list[Card]], cons: Sequence[Constraint]) -> None:
    """Put the dealt cards in the live zones.  A zone whose whole content the seat knows keeps its
    order (a shown chien); any other zone takes the dealt order, even when the deal happens to
    give it the cards it really holds, or the world would show the seat the true order (the
    stock's future draws)."""
    for z, cards, con in zip(zones, placed, cons):
        if not known_whole(z, con):
            z[:] = cards
