"""The solver's compact Francion model (``tapisvert.solver.lean_francion``) agrees with the engine:
the seat to play, the legal cards in the engine's order (the Welche last where it is the holder's
choice), trick winners (the Welche and its captors), tricks per seat, the end of the hand and the
point, on random positions of every variant and option of the play (a sample here, 10^5 per
variant in bench/solver_soak.py --lean); and its exact search gives the values of a plain minimax
walk of the engine on small positions (a property test over seeds, seats and depths: max^n, each
for himself, and alpha-beta when two sides are asked for)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lean_trick_walks import FRANCION_CONFIGS, trick_position, walk
from solver_positions import minimax, minimax_values

from tapisvert import solver as S
from tapisvert.solver import lean_francion as L
from tapisvert.solver.budget import Budget
from tapisvert.state import state_key


@pytest.mark.parametrize("players,options", [c[1:] for c in FRANCION_CONFIGS], ids=lambda x: str(x))
def test_the_model_plays_as_the_engine(players, options):
    rng = random.Random(players)
    cards = 0
    welche = 0
    for seed in range(16):
        w = trick_position("francion", players, options, seed, rng.randint(1, 9))
        if w is not None:
            welche += any(L.WELCHE in h for h in w.hands)
            cards += walk(w, rng)
    assert cards > 100 and welche  # the sample played real hands, the Welche in some


def test_play_and_unplay_restore_the_position():
    for _, players, options in FRANCION_CONFIGS:
        rng = random.Random(3)
        for seed in range(6):
            w = trick_position("francion", players, options, seed, 9)
            if w is None:
                continue
            m = L.LeanFrancion(w, 0, Budget())
            before = (m.exact_key(), list(m.trick), m.result)
            for a in m.legal_actions():
                tok = m.play(a)
                if not m.over() and rng.random() < 0.5:
                    b = m.legal_actions()[0]
                    m.unplay(b, m.play(b))
                m.unplay(a, tok)
                assert (m.exact_key(), list(m.trick), m.result) == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(FRANCION_CONFIGS),
    seed=st.integers(0, 10_000),
    tricks=st.integers(1, 2),
    ref_pick=st.integers(0, 4),
    two_sides=st.booleans(),
)
def test_the_model_values_equal_plain_minimax(config, seed, tricks, ref_pick, two_sides):
    _, players, options = config
    w = trick_position("francion", players, options, seed, tricks)
    if w is None or not L.eligible(w):
        return
    ref = ref_pick % players
    before = state_key(w)
    assert S.sides_of(w) is None
    got = L.LeanFrancion(w, ref, Budget()).card_values(w.legal_codes(), False)
    assert got == pytest.approx(minimax_values(w, ref), abs=1e-9)
    assert S.Solver(w, ref).values() == pytest.approx(got, abs=1e-9)  # the solver's own path
    if two_sides:  # the seat's against the rest (a coalition the search may be asked for)
        sides = [0 if s == ref else 1 for s in range(players)]
        hand, done = w.hand_number, len(w.hand_results)
        want = []
        for c in w.legal_codes():
            child = w.clone()
            child.apply_trusted(c)
            want.append(minimax(child, hand, done, ref, sides)[ref])
        got = L.LeanFrancion(w, ref, Budget(), sides).card_values(w.legal_codes(), True)
        assert got == pytest.approx(want, abs=1e-9)
    assert state_key(w) == before


def test_the_models_equivalent_cards_are_worth_the_same():
    # the cards the model does not try are worth their representative's value, to every seat
    seen = 0
    for _, players, options in FRANCION_CONFIGS:
        for seed in range(10):
            w = trick_position("francion", players, options, seed, 2)
            if w is None or not L.eligible(w):
                continue
            for exact in (True,):  # max^n's equivalences (each for himself)
                m = L.LeanFrancion(w, 0, Budget())
                acts = m.legal_actions()
                reps, rep_of = m.classes(acts, exact)
                if len(reps) == len(acts):
                    continue
                seen += 1
                codes = w.legal_codes()
                for ref in range(players):
                    vals = dict(zip(codes, minimax_values(w, ref)))
                    for a in acts:
                        assert vals[a] == pytest.approx(vals[rep_of[a]], abs=1e-9)
    assert seen
