"""The shared dealer of the search's worlds (tapisvert.worlds): constraints honoured, dead ends
retried, and a zone's true order never shown to a seat that does not know the zone."""

from __future__ import annotations

import random

import pytest
import soak

from tapisvert import worlds


def test_constrained_deal_honours_forbidden_and_pinned_cards():
    pool = list(range(12))
    cons: list[worlds.Constraint] = [({0, 1, 2, 3}, {11}), (set(), set()), ({4, 5, 6, 7, 8}, set())]
    for seed in range(200):
        placed = worlds.constrained_deal(pool, [4, 4, 4], cons, random.Random(seed))
        if placed is None:
            continue
        assert sorted(c for z in placed for c in z) == pool
        assert [len(z) for z in placed] == [4, 4, 4]
        assert 11 in placed[0] and not {0, 1, 2, 3} & set(placed[0])
        assert not {4, 5, 6, 7, 8} & set(placed[2])


def test_constrained_deal_gives_the_cards_that_fit_nowhere_else():
    # zone 1 may hold only 0 and 1, and has room for exactly two: they must go there
    cons: list[worlds.Constraint] = [({5}, set()), ({2, 3, 4, 5}, set()), (set(), set())]
    for seed in range(50):
        placed = worlds.deal_world(list(range(6)), [2, 2, 2], cons, random.Random(seed))
        assert sorted(placed[1]) == [0, 1]


def test_deal_world_raises_when_nothing_fits():
    with pytest.raises(RuntimeError, match="no world fits"):
        worlds.deal_world([0, 1], [1, 1], [({0, 1}, set()), (set(), set())], random.Random(0), 5)


def test_install_keeps_only_the_order_of_a_zone_known_whole():
    stock, chien = [3, 1, 2], [9, 7, 8]
    cons: list[worlds.Constraint] = [(set(), set()), (set(), {7, 8, 9})]
    worlds.install([stock, chien], [[1, 2, 3], [7, 8, 9]], cons)
    assert stock == [1, 2, 3]  # the dealt order, though the set is the true one
    assert chien == [9, 7, 8]  # every card pinned: the seat knows it, order and all


def test_resample_does_not_keep_the_true_stock_order():
    """Issue 16 (H6's soak): a world whose talon came out with its true set kept its true order,
    so the search bot saw the real future draws; here it decided differently when only cards
    hidden from it were moved.  The blind-bot check of this seed failed before the fix."""
    errors: list[dict] = []
    soak.soak("briscan", 2, {"target": 50}, hands=4, deep=2, blind=1, seed0=1000000000, errors=errors)
    assert errors == []
