"""The solver's compact Triomphe model (``tapisvert.solver.lean_triomphe``) agrees with the engine:
the seat to act, the legal actions in the engine's order (the lay-down, the concession and its
answer included), trick winners, tricks per side, the end of the hand and every result, on random
positions of every variant and option of the play (a sample here, 10^5 per variant in
bench/solver_soak.py --lean); and its exact search gives the values of a plain minimax walk of the
engine on small positions (a property test over seeds, seats and depths: max^n each for himself,
alpha-beta between two sides, and max^n on a table of two sides too)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lean_trick_walks import MODELS, TRIOMPHE_CONFIGS, trick_position, walk
from solver_positions import minimax, minimax_values

from tapisvert import solver as S
from tapisvert.solver import lean_triomphe as L
from tapisvert.solver.budget import Budget
from tapisvert.state import state_key


@pytest.mark.parametrize("players,options", [c[1:] for c in TRIOMPHE_CONFIGS], ids=lambda x: str(x))
def test_the_model_plays_as_the_engine(players, options):
    rng = random.Random(players)
    cards = 0
    for seed in range(16):
        w = trick_position("triomphe", players, options, seed, rng.randint(1, 8))
        if w is not None:
            cards += walk(w, rng)
    assert cards > 30  # the sample played real hands


def test_the_walks_meet_every_word_and_vow():
    # the lay-down, the concession, its acceptance and refusal, the committed vole and the burden
    seen: set[object] = set()
    for _, players, options in TRIOMPHE_CONFIGS:
        rng = random.Random(7)
        for seed in range(30):
            w = trick_position("triomphe", players, options, seed, 9)
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


def test_play_and_unplay_restore_the_position():
    for _, players, options in TRIOMPHE_CONFIGS:
        rng = random.Random(3)
        for seed in range(6):
            w = trick_position("triomphe", players, options, seed, 9)
            if w is None:
                continue
            m = L.LeanTriomphe(w, 0, Budget())
            before = (m.exact_key(), list(m.trick), m.conc, m.con_by, m.responder, m.result)
            for a in m.legal_actions():
                tok = m.play(a)
                if not m.over() and rng.random() < 0.5:
                    b = m.legal_actions()[0]
                    m.unplay(b, m.play(b))
                m.unplay(a, tok)
                assert (m.exact_key(), list(m.trick), m.conc, m.con_by, m.responder, m.result) == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(TRIOMPHE_CONFIGS),
    seed=st.integers(0, 10_000),
    tricks=st.integers(1, 2),
    ref_pick=st.integers(0, 5),
)
def test_the_model_values_equal_plain_minimax(config, seed, tricks, ref_pick):
    _, players, options = config
    w = trick_position("triomphe", players, options, seed, tricks)
    if w is None or not L.eligible(w):
        return
    ref = ref_pick % players
    sides = S.sides_of(w)
    before = state_key(w)
    got = L.LeanTriomphe(w, ref, Budget(), sides).card_values(w.legal_codes(), sides is not None)
    assert got == pytest.approx(minimax_values(w, ref), abs=1e-9)
    assert S.Solver(w, ref).values() == pytest.approx(got, abs=1e-9)  # the solver's own path
    if sides is not None:  # max^n on a table of two sides (solver.solve's vector)
        hand, done = w.hand_number, len(w.hand_results)
        want = []
        for c in w.legal_codes():
            child = w.clone()
            child.apply_trusted(c)
            want.append(minimax(child, hand, done, ref, None)[ref])
        got = L.LeanTriomphe(w, ref, Budget(), None).card_values(w.legal_codes(), False)
        assert got == pytest.approx(want, abs=1e-9)
    assert state_key(w) == before


def test_the_models_equivalent_cards_are_worth_the_same():
    # the cards the model does not try are worth their representative's value, to every seat
    seen = 0
    for _, players, options in TRIOMPHE_CONFIGS[:8]:
        for seed in range(12):
            w = trick_position("triomphe", players, options, seed, 2)
            if w is None or not L.eligible(w):
                continue
            # between two sides the looser equivalences, in max^n the exact ones
            for exact in (S.sides_of(w) is None,):
                m = L.LeanTriomphe(w, 0, Budget())
                acts = m.legal_actions()
                reps, rep_of = m.classes(acts, exact)
                if len(reps) == len(acts):
                    continue
                seen += 1
                codes = w.legal_codes()
                for ref in range(players):
                    vals = dict(zip((m.action_of(c) for c in codes), minimax_values(w, ref)))
                    for a in acts:
                        assert vals[a] == pytest.approx(vals[rep_of[a]], abs=1e-9)
    assert seen
    assert MODELS["triomphe"][0] is L
