"""The solver's compact Tarot model (``tapisvert.solver.lean_tarot``) agrees with the engine:
legal cards, trick winners, points and the end of the hand on random positions of every Tarot
variant (a sample here, 10^5 per variant in bench/solver_soak.py); and its exact search gives the
values of a plain minimax walk of the engine on every small position it is given (a property
test over seeds, seats and depths, the Goulash's max^n included)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lean_walks import TAROT_CONFIGS, position, walk
from solver_positions import minimax_values

from tapisvert import solver as S
from tapisvert.solver import lean_tarot as L
from tapisvert.solver.budget import Budget
from tapisvert.state import state_key


@pytest.mark.parametrize("players,options", [c[1:] for c in TAROT_CONFIGS], ids=lambda x: str(x))
def test_the_model_plays_as_the_engine(players, options):
    rng = random.Random(players)
    cards = 0
    goulash = bool(options.get("goulash"))
    for seed in range(12):
        w = position("tarot", players, options, seed, rng.randint(1, 24), goulash=goulash and seed % 2 == 0)
        if w is not None:
            cards += walk(w, rng)
    assert cards > 100  # the sample played real hands


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(TAROT_CONFIGS),
    seed=st.integers(0, 10_000),
    tricks=st.integers(1, 2),
    ref_pick=st.integers(0, 4),
    goulash=st.booleans(),
)
def test_the_model_values_equal_plain_minimax(config, seed, tricks, ref_pick, goulash):
    _, players, options = config
    w = position("tarot", players, options, seed, tricks, goulash=goulash and bool(options.get("goulash")))
    if w is None or not L.eligible(w):
        return
    ref = ref_pick % players
    before = state_key(w)
    got = L.LeanTarot(w, ref, Budget()).card_values(w.legal_codes(), S.sides_of(w) is not None)
    assert got == pytest.approx(minimax_values(w, ref), abs=1e-9)
    assert S.Solver(w, ref).values() == pytest.approx(got, abs=1e-9)  # the solver's own path
    assert state_key(w) == before


def test_the_models_equivalent_cards_are_worth_the_same():
    # the cards the model does not try are worth their representative's value, to every seat
    seen = 0
    for seed in range(40):
        w = position("tarot", 4, {}, seed, 2)
        if w is None or not L.eligible(w):
            continue
        m = L.LeanTarot(w, 0, Budget())
        legal = m.legal()
        if len(m.moves(legal)) == len(L.bits(legal)):
            continue
        seen += 1
        for ref in range(4):
            vals = dict(zip(w.legal_codes(), minimax_values(w, ref)))
            reps = m.moves(legal)
            cur = -1
            for i in L.bits(legal):
                cur = i if i in reps else cur
                assert vals[L.CODE[i]] == pytest.approx(vals[L.CODE[cur]], abs=1e-9)
    assert seen


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(TAROT_CONFIGS),
    seed=st.integers(0, 10_000),
    tricks=st.integers(1, 3),
    ref_pick=st.integers(0, 4),
    guess=st.floats(-400, 400),
    steps=st.integers(0, 3),
)
def test_the_search_steps_do_not_change_values(config, seed, tricks, ref_pick, guess, steps):
    # where the zero-window tests are placed (MTD(f) steps, the guess carried from the last
    # decision) and the last trick played out without choice nodes change the nodes or the
    # time, never the values: against the plain bisection from 0 and the plain walk
    _, players, options = config
    w = position("tarot", players, options, seed, tricks)
    if w is None or not L.eligible(w) or S.sides_of(w) is None:
        return
    ref = ref_pick % players
    codes = w.legal_codes()
    plain = L.LeanTarot(w, ref, Budget())
    plain.mtdf_steps, plain.reuse_guess, plain.fast_last = 0, False, False
    tuned = L.LeanTarot(w, ref, Budget())
    tuned.mtdf_steps, tuned.last_value = steps, guess
    want = plain.card_values(codes, True)
    assert tuned.card_values(codes, True) == pytest.approx(want, abs=1e-9)
    assert tuned.card_values(codes, True) == pytest.approx(want, abs=1e-9)  # its tables kept


def test_the_last_trick_played_out_gives_the_walks_vectors():
    # max^n (the Goulash) and the two sides: the last trick without choice nodes, as walked
    seen = 0
    for seed in range(30):
        for goulash in (False, True):
            w = position("tarot", 4, {"goulash": True} if goulash else {}, seed, 2, goulash=goulash)
            if w is None or not L.eligible(w):
                continue
            walked = L.LeanTarot(w, 0, Budget())
            walked.fast_last = False
            fast = L.LeanTarot(w, 0, Budget())
            seen += 1
            assert fast.maxn() == pytest.approx(walked.maxn(), abs=1e-9)
            assert fast.budget.spent == walked.budget.spent  # charged as the walk it replaces
    assert seen
