"""The solver's compact Briscan/Brisque model (``tapisvert.solver.lean_briscan``) agrees with the
engine: legal cards, trick winners, tricks and cards won, the end of the deal and the results on
random positions of every variant (a sample here, 10^5 per game in bench/solver_soak.py); and its
exact search gives the values of a plain minimax walk of the engine on every small position it
is given (a property test over seeds, seats and depths)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lean_walks import BRISCAN_CONFIGS, walk
from solver_positions import minimax_values, position

import tapisvert
from tapisvert import analysis, solver as S
from tapisvert.solver import lean, lean_briscan as L
from tapisvert.solver.budget import Budget
from tapisvert.state import state_key


@pytest.mark.parametrize("game,players,options", BRISCAN_CONFIGS, ids=lambda x: str(x))
def test_the_model_plays_as_the_engine(game, players, options):
    rng = random.Random(7)
    cards = 0
    for seed in range(16):
        w = position(game, players, options, seed, rng.randint(2, 12))
        if w is not None:
            cards += walk(w, rng)
    assert cards > 50  # the sample reached the final phase


def final_position(game, options, seed, tricks):
    """A world in the final phase with at most ``tricks`` tricks left and a choice, or None."""
    w = position(game, 2, options, seed, tricks)
    if w is None or not L.eligible(w):
        return None
    return w


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(BRISCAN_CONFIGS),
    seed=st.integers(0, 10_000),
    tricks=st.integers(1, 4),
    ref=st.integers(0, 1),
)
def test_the_model_values_equal_plain_minimax(config, seed, tricks, ref):
    game, _, options = config
    w = final_position(game, options, seed, tricks)
    if w is None:
        return
    before = state_key(w)
    got = L.LeanBriscan(w, ref, Budget()).card_values(w.legal_codes(), True)
    assert got == pytest.approx(minimax_values(w, ref), abs=1e-9)
    assert S.Solver(w, ref).values() == pytest.approx(got, abs=1e-9)  # the solver's own path
    assert S.Solver(w, ref, lean=False).values() == pytest.approx(got, abs=1e-9)
    assert S.solve(w)[ref] == pytest.approx(S.solve_for(w, ref), abs=1e-9)  # max^n
    assert state_key(w) == before


def first_final(game, options, seed):
    """The first position of the final phase (its first lead, 5 or 6 tricks left) reached by the
    game's policy, dealt again from the leader's view; None if the deal ends before."""
    w = tapisvert.new_game(game, players=2, seed=seed, **options)
    rng = random.Random(seed)
    while w.hand_number == 1 and not w.is_over:
        if L.eligible(w) and w.current_player is not None:
            return w.resample(w.current_player, rng)
        w.apply_trusted(w.rollout_code(rng))
    return None


def test_a_whole_final_phase_equals_the_engine_walk():
    # the final phase from its first trick: the model and the engine's own walk
    seen = 0
    for game in L.GAMES:
        for seed in range(4):
            w = first_final(game, {}, seed)
            if w is None:
                continue
            seen += 1
            a = S.Solver(w, 0).values()
            b = S.Solver(w, 0, lean=False).values()
            assert a == pytest.approx(b, abs=1e-9)
    assert seen


def test_the_models_equivalent_cards_are_worth_the_same():
    seen = 0
    for seed in range(60):
        w = final_position("briscan", {"brisque_points": 10}, seed, 3)
        if w is None:
            continue
        m = L.LeanBriscan(w, 0, Budget())
        legal = m.legal()
        reps = m.moves(legal)
        if len(reps) == len(L.bits(legal)):
            continue
        seen += 1
        vals = dict(zip(w.legal_codes(), minimax_values(w, 0)))
        cur = -1
        for i in L.bits(legal):
            cur = i if i in reps else cur
            assert vals[L.CODE[i]] == pytest.approx(vals[L.CODE[cur]], abs=1e-9)
    assert seen


def test_the_dispatcher_and_the_limits():
    for game in L.GAMES:
        w = first_final(game, {}, 1)
        assert w is not None
        entry = lean.model_for(w)
        assert entry is not None and entry.game == game
        assert game in analysis.LEAN_NODE_LIMITS
    w = position("briscan", 2, {}, 3, 14)
    assert w is not None and not lean.eligible(w)  # the talon phase stays with the engine's walk


@pytest.mark.parametrize("game,players,options", BRISCAN_CONFIGS, ids=lambda x: str(x))
def test_a_search_from_the_talon_phase_hands_its_final_phase_to_the_model(game, players, options):
    # the engine walks the last tricks of the talon phase (draws, exchange, declarations) and the
    # model takes over at its end: the values are those of the engine's walk alone
    seen = 0
    for seed in range(3):
        w = position(game, players, options, seed, 7 if game == "brisque" else 6)
        if w is None or L.eligible(w) or w.talon_count() == 0:
            continue
        seen += 1
        ref = w.current_player
        before = state_key(w)
        a = S.Solver(w, ref).values()
        assert a == pytest.approx(S.Solver(w, ref, lean=False).values(), abs=1e-9)
        assert state_key(w) == before
    assert seen
