"""The solver's compact Triomphe model (``tapisvert.solver.lean_triomphe``) agrees with the engine:
the seat to act, the legal actions in the engine's order (the lay-down, the concession and its
answer included), trick winners, tricks per side, the end of the hand and every result, on random
positions of every variant and option of the play (a sample here, 10^5 per variant in
bench/solver_soak.py --lean), and the walks meet every word and vow.  Its exact search against a
plain minimax walk of the engine (max^n each for himself, alpha-beta between two sides, and max^n
on a table of two sides too), play and unplay, and its equivalent cards are tested with
Francion's, game by game, in test_lean_tricks.py."""

import random

import pytest
from lean_walks import TRIOMPHE_CONFIGS, position, walk

from tapisvert.solver import lean_triomphe as L
from tapisvert.solver.budget import Budget


@pytest.mark.parametrize("players,options", [c[1:] for c in TRIOMPHE_CONFIGS], ids=lambda x: str(x))
def test_the_model_plays_as_the_engine(players, options):
    rng = random.Random(players)
    cards = 0
    for seed in range(16):
        w = position("triomphe", players, options, seed, rng.randint(1, 8))
        if w is not None:
            cards += walk(w, rng)
    assert cards > 30  # the sample played real hands


def test_the_walks_meet_every_word_and_vow():
    # the lay-down, the concession, its acceptance and refusal, the committed vole and the burden
    seen: set[object] = set()
    for _, players, options in TRIOMPHE_CONFIGS:
        rng = random.Random(7)
        for seed in range(30):
            w = position("triomphe", players, options, seed, 9)
            if w is None:
                continue
            m = L.LeanTriomphe(w, 0, Budget())
            while not m.over():
                acts = m.legal_actions()
                a = rng.choice(acts)
                seen.update(x for x in acts if x >= 64)
                m.play(a)
                seen.update(k for k, v in (("committed", m.committed), ("burden", m.burden)) if v >= 0)
    assert seen >= {L.LAY, L.CONCEDE, L.ACCEPT, L.REFUSE, "committed", "burden"}
