"""Randomized soak of Triomphe: every form and regime, and every editorial switch (see soak.py).

Sizes (soak.sized), full: 2,000 hands with 40 deep matches per form and regime, 300 with 10 per switch;
`make test` runs a third of each (at least two deep matches); `make bench` the full size (bench/soak_tests.py),
and bench/soak_large.py 10^5 hands per game.
"""

import pytest
from soak import sized, soak

# a long fuzzing soak: the sizes below are its full size (TAPISVERT_SOAK_SIZE=full, which `make bench`
# runs: bench/soak_tests.py); `make test` runs a third of each, hands and deep matches (soak.sized)
pytestmark = pytest.mark.soak

# full size: 2,000 hands for every form and every regime; fewer for each editorial switch.
MAIN = [
    (2, {"form": "individual"}),
    (4, {"form": "individual"}),
    (4, {"form": "team"}),
    (6, {"form": "team"}),
    (5, {"form": "pillage"}),
    (4, {"form": "individual", "regime": "forcat"}),
    (3, {"form": "individual", "regime": "plaisant"}),
    (4, {"form": "individual", "regime": "general"}),
    (4, {"form": "team", "regime": "forcat"}),
    (4, {"form": "pillage", "regime": "plaisant"}),
]
SWITCHES = [
    (3, {"forcee_void_after_trump": "any-trump"}),
    (4, {"regime": "forcat", "forcat_cannot_head": "trump-in"}),
    (2, {"concession_burden": "requester"}),
    (4, {"form": "team", "concession_burden": "requester"}),
    (3, {"vole_threshold": "precedence", "deal_size": 4}),
    (6, {"deal_size": 3, "order": "A"}),
    (4, {"form": "pillage", "ace_pillages": "no"}),
    (2, {"target": 7, "deal_size": 8}),
]


@pytest.mark.parametrize("players,options", MAIN, ids=[f"{p}p-{o}" for p, o in MAIN])
def test_soak_forms_and_regimes(players, options):
    assert soak("triomphe", players, options, hands=sized(2000), deep=sized(40, 2)) >= sized(2000)


@pytest.mark.parametrize("players,options", SWITCHES, ids=[f"{p}p-{o}" for p, o in SWITCHES])
def test_soak_editorial_switches(players, options):
    assert soak("triomphe", players, options, hands=sized(300), deep=sized(10, 2)) >= sized(300)
