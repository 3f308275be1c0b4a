"""Bots see only what a player sees (issue 16).

For every game, player count and bot level: at decisions along seeded matches, the cards the
player to act cannot see are dealt again (``resample`` from his point of view, which keeps his
observation) and every bot must decide the same.  The search is made deterministic with a fixed
number of worlds, a seed and a budget that never runs out (``soak.bot_decision``).
"""

import random

import pytest
from soak import BLIND_LEVELS, check_bots_blind

import tapisvert

CASES = [(g, n) for g in tapisvert.list_games() for n in tapisvert.game_info(g)["players"]]


@pytest.mark.parametrize("game,players", CASES)
def test_bots_decide_the_same_when_only_hidden_cards_move(game, players):
    checked = 0
    for seed in range(2):
        st = tapisvert.new_game(game, players=players, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not st.is_over and st.hand_number <= 3 and steps < 600 and checked < 8 * (seed + 1):
            # one decision with a choice in three, the search at one in three of those
            if len(st.legal_codes()) > 1 and rng.random() < 0.34:
                levels = BLIND_LEVELS if rng.random() < 0.34 else BLIND_LEVELS[:-1]
                check_bots_blind(st, rng, levels, moves=2, worlds=3)
                checked += 1
            st.apply(st.decode(rng.choice(st.legal_codes())))
            steps += 1
    assert checked >= 3


@pytest.mark.parametrize(
    "game,players,options",
    [
        ("tarot", 5, {"miseres": True}),
        ("tarot", 4, {"goulash": True}),
        ("triomphe", 6, {"form": "pillage", "deal_size": 3}),
        ("triomphe", 4, {"form": "team"}),
        ("briscan", 2, {"melds_per_window": "one"}),
        ("brisque", 2, {}),
    ],
)
def test_bots_blind_under_the_switches_that_hide_more(game, players, options):
    from soak import soak

    assert soak(game, players, options, hands=6, deep=0, blind=6) >= 6
