"""Randomized soak of Francion for 3, 4 and 5 players and every editorial switch (see soak.py),
plus the observation / no-leak checks.

Sizes (soak.sized), full: 1,500 hands at 4 players (20 deep matches), 400 at 3 and 5 (10), 150 (4) per switch;
`make test` runs a third of each (at least two deep matches); `make bench` the full size (bench/soak_tests.py),
and bench/soak_large.py 10^5 hands per game.
"""

import json
import random

import pytest
from francion_states import francion_game
from soak import check_no_leak, sized, soak, without_draw_for_deal

import tapisvert

# a long fuzzing soak: the sizes below are its full size (TAPISVERT_SOAK_SIZE=full, which `make bench`
# runs: bench/soak_tests.py); `make test` runs a third of each, hands and deep matches (soak.sized)
pytestmark = pytest.mark.soak

MAIN = [(4, 1500, 20), (3, 400, 10), (5, 400, 10)]
SWITCHES = [
    (3, {"void_rule": "must-trump"}),
    (5, {"welche_suit": "heart", "welche_compelled": "only-card"}),
    (4, {"welche_compelled": "only-card", "void_rule": "must-trump"}),
    (4, {"welche_lead": "heart"}),
    (3, {"welche_lead": "free"}),
    (5, {"welche_cycle": "ace"}),
    (4, {"last_hand_beasts": "paid-to-winner", "start_tokens": 0, "start_counters": 0}),
]


@pytest.mark.parametrize("players,hands,deep", MAIN, ids=[f"{p}p" for p, _, _ in MAIN])
def test_soak_default_rules(players, hands, deep):
    assert soak("francion", players, {}, hands=sized(hands), deep=sized(deep, 2)) >= sized(hands)


@pytest.mark.parametrize("players,options", SWITCHES, ids=[f"{p}p-{o}" for p, o in SWITCHES])
def test_soak_editorial_switches(players, options):
    assert soak("francion", players, options, hands=sized(150), deep=sized(4, 2)) >= sized(150)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_observation_holds_only_what_the_seat_may_know(players):
    st = francion_game(players=players, seed=players * 7)
    rng = random.Random(0)
    for _ in range(9 * players * 2 + 3):
        check_no_leak(st, rng)  # shuffling hidden cards changes nothing
        for seat in range(players):
            obs = st.observation(seat)
            assert obs["seat"] == seat
            assert sorted(obs["hand"]) == sorted(tapisvert.cards.name(c) for c in st.hands[seat])
            assert obs["extra"]["welche"] == "AH"  # a constant of the game, not a leak
            # (earlier hands' cards are dealt again: only this hand's log is checked)
            view = {k: v for k, v in obs.items() if k not in ("extra", "log")}
            view["log"] = [e for e in without_draw_for_deal(obs)["log"] if e["hand"] == obs["hand_number"]]
            text = json.dumps(view)
            text += json.dumps({k: v for k, v in obs["extra"].items() if k != "welche"})
            # no card of another hand or of the talon appears anywhere in the view
            for s, h in enumerate(st.hands):
                if s != seat:
                    for c in h:
                        assert f'"{tapisvert.cards.name(c)}"' not in text
            for c in st.talon:
                assert f'"{tapisvert.cards.name(c)}"' not in text
            # the common keys are all there
            for key in (
                "game",
                "players",
                "phase",
                "hand_number",
                "dealer",
                "current_player",
                "leader",
                "trump",
                "turnup",
                "hand_sizes",
                "trick",
                "last_trick",
                "tricks_won",
                "teams",
                "scores",
                "target",
                "log",
                "hand_results",
                "winners",
                "options",
                "extra",
            ):
                assert key in obs
            ex = obs["extra"]
            for key in ("purses", "stake", "beasts_carried", "stake_paid", "welche_events"):
                assert key in ex
        st.apply(rng.choice(st.legal_actions()))


def test_hidden_zones_are_other_hands_and_the_talon():
    st = francion_game(players=4, seed=3)
    zones = st.hidden_zones(1)
    assert len(zones) == 4 and st.hands[1] not in zones and st.talon in zones
