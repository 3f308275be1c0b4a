"""Randomized soak of Emprunt for 3 to 6 players and every editorial switch (see soak.py), and the
exact conservation of jetons: every loan, talon payment and settlement sums to zero with the pool.

Sizes (soak.sized), full: 700 hands at 4 players and 300 at 3, 5, 6 with 25 deep matches, 100 with 8 per switch;
`make test` runs a third of each (at least two deep matches); `make bench` the full size (bench/soak_tests.py),
and bench/soak_large.py 10^5 hands per game.
"""

import random
from typing import Any

import pytest
from soak import sized, soak

import tapisvert
from tapisvert import bots
from tapisvert.games.emprunt.game import Emprunt

# a long fuzzing soak: the sizes below are its full size (TAPISVERT_SOAK_SIZE=full, which `make bench`
# runs: bench/soak_tests.py); `make test` runs a third of each, hands and deep matches (soak.sized)
pytestmark = pytest.mark.soak


def new_emprunt(**kwargs: Any) -> Emprunt:
    """``tapisvert.new_game("emprunt", ...)``, typed as ``Emprunt`` for the tests that read its attributes."""
    st = tapisvert.new_game("emprunt", **kwargs)
    assert isinstance(st, Emprunt)
    return st


MAIN = [(4, 700), (3, 300), (5, 300), (6, 300)]
SWITCHES: list[dict[str, Any]] = [
    {"after_king": "stop"},
    {"turn_order": "continue"},
    {"out_by_lending": "must-shed"},
    {"ante": 2, "rounds": 2},
]
CASES: list[tuple[int, dict[str, Any]]] = [(n, o) for o in SWITCHES for n in (3, 4, 5, 6)]
CASES += [(3, {"three_player_hand": 10}), (3, {"three_player_hand": 5})]


@pytest.mark.parametrize("players,hands", MAIN, ids=[f"{p}p" for p, _ in MAIN])
def test_soak_default_rules(players, hands):
    assert soak("emprunt", players, hands=sized(hands), deep=sized(25, 2)) >= sized(hands)


@pytest.mark.parametrize("players,options", CASES, ids=[f"{p}p-{o}" for p, o in CASES])
def test_soak_editorial_switches(players, options):
    assert soak("emprunt", players, options, hands=sized(100), deep=sized(8, 2)) >= sized(100)


ALL: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in (3, 4, 5, 6)]
ALL += CASES


@pytest.mark.parametrize("players,options", ALL, ids=[f"{p}p-{o}" for p, o in ALL])
def test_jetons_and_cards_are_conserved_at_every_step(players, options):
    for seed in range(6):
        st = new_emprunt(players=players, seed=seed, **options)
        rng = random.Random(seed)
        size = len(st.all_cards())
        while not st.is_over:
            before, pool, seat = list(st.scores), st.pool, st.current_player
            assert seat is not None
            action = bots.choose(st, "baseline" if seed % 2 else "random", rng)
            st.apply(action)
            assert sum(st.scores) + st.pool == 0, "jetons created or lost"
            moved = [a - b for a, b in zip(st.scores, before)]
            if st.phase == "play":  # the deal goes on: only the payment itself moved
                assert len(st.all_cards()) == size
                if action.startswith("borrow:"):
                    assert moved[seat] == -1 and sorted(moved) == [-1] + [0] * (players - 2) + [1]
                    assert st.pool == pool
                elif action == "draw":
                    assert moved[seat] == -1 and moved.count(0) == players - 1 and st.pool == pool + 1
                elif action == "deal":  # the antes of the new deal
                    ante = options.get("ante", 1)
                    assert moved == [-ante] * players and st.pool == pool + ante * players
                else:
                    assert moved == [0] * players and st.pool == pool
                if options.get("out_by_lending") != "must-shed":
                    assert all(st.hands)
        assert [sum(r["points"][s] for r in st.hand_results) for s in range(players)] == st.scores
