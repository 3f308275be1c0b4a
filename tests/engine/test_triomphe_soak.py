"""Randomized soak of Triomphe: every form and regime, and every editorial switch (see soak.py)."""

import os

import pytest
from soak import soak

# a long fuzzing soak at a bounded size here; its full size is `make bench` (bench/soak_large.py)
pytestmark = pytest.mark.soak

# 2,000 hands for every form and every regime; fewer for each editorial switch.
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
SCALE = int(os.environ.get("TAPISVERT_SOAK_SCALE", "1"))


@pytest.mark.parametrize("players,options", MAIN, ids=[f"{p}p-{o}" for p, o in MAIN])
def test_soak_forms_and_regimes(players, options):
    assert soak("triomphe", players, options, hands=2000 * SCALE, deep=40) >= 2000 * SCALE


@pytest.mark.parametrize("players,options", SWITCHES, ids=[f"{p}p-{o}" for p, o in SWITCHES])
def test_soak_editorial_switches(players, options):
    assert soak("triomphe", players, options, hands=300 * SCALE, deep=10) >= 300 * SCALE
