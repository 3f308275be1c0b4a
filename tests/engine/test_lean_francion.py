"""The solver's compact Francion model (``tapisvert.solver.lean_francion``) agrees with the engine:
the seat to play, the legal cards in the engine's order (the Welche last where it is the holder's
choice), trick winners (the Welche and its captors), tricks per seat, the end of the hand and the
point, on random positions of every variant and option of the play (a sample here, 10^5 per
variant in bench/solver_soak.py --lean).  Its exact search against a plain minimax walk of the
engine (max^n, each for himself, and alpha-beta when two sides are asked for), play and unplay,
and its equivalent cards are tested with Triomphe's, game by game, in test_lean_tricks.py."""

import random

import pytest
from lean_walks import FRANCION_CONFIGS, position, walk

from tapisvert.solver import lean_francion as L


@pytest.mark.parametrize("players,options", [c[1:] for c in FRANCION_CONFIGS], ids=lambda x: str(x))
def test_the_model_plays_as_the_engine(players, options):
    rng = random.Random(players)
    cards = 0
    welche = 0
    for seed in range(16):
        w = position("francion", players, options, seed, rng.randint(1, 9))
        if w is not None:
            welche += any(L.WELCHE in h for h in w.hands)
            cards += walk(w, rng)
    assert cards > 100 and welche  # the sample played real hands, the Welche in some
