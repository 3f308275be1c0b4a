"""The search of the compact Triomphe and Francion models (``LeanTricks`` in
``tapisvert.solver.lean_triomphe``, ``lean_francion``), game by game: it gives the values of a
plain minimax walk of the engine on small positions (a property test over seeds, seats and depths:
on the game's own table, max^n each for himself or alpha-beta between two sides, and then the
other search of the same position: max^n on a table of two sides, alpha-beta for one seat against
the rest on a table of each for himself), play and unplay restore a position, and the cards the
search does not try are worth what their representative is.  What each game alone has (Francion's
Welche, Triomphe's words and vows) is in test_lean_francion.py and test_lean_triomphe.py."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lean_walks import CONFIGS, position
from solver_positions import minimax, minimax_values

from tapisvert import solver as S
from tapisvert.solver import lean
from tapisvert.solver.budget import Budget
from tapisvert.state import state_key

GAMES = ["triomphe", "francion"]


def model(game):
    return lean.MODELS[game].model


def snapshot(m):
    """What play and unplay must give back (Triomphe's words too)."""
    words = (m.conc, m.con_by, m.responder) if hasattr(m, "conc") else ()
    return (m.exact_key(), list(m.trick), m.result, words)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 10_000), tricks=st.integers(1, 2), ref_pick=st.integers(0, 5))
def test_the_model_values_equal_plain_minimax(game, data, seed, tricks, ref_pick):
    _, players, options = data.draw(st.sampled_from(CONFIGS[game]), label="config")
    w = position(game, players, options, seed, tricks)
    if w is None or not lean.MODELS[game].eligible(w):
        return
    ref = ref_pick % players
    sides = S.sides_of(w)
    if game == "francion":
        assert sides is None  # each for himself, always
    codes = w.legal_codes()
    before = state_key(w)
    got = model(game)(w, ref, Budget(), sides).card_values(codes, sides is not None)
    assert got == pytest.approx(minimax_values(w, ref), abs=1e-9)
    assert S.Solver(w, ref).values() == pytest.approx(got, abs=1e-9)  # the solver's own path
    # the other search: max^n on a table of two sides (solver.solve's vector); alpha-beta for the
    # seat against the rest (a coalition the search may be asked for) on a table of each for himself
    other = None if sides is not None else [0 if s == ref else 1 for s in range(players)]
    if other is not None and not data.draw(st.booleans(), label="two sides"):
        return
    hand, done = w.hand_number, len(w.hand_results)
    want = []
    for c in codes:
        child = w.clone()
        child.apply_trusted(c)
        want.append(minimax(child, hand, done, ref, other)[ref])
    got = model(game)(w, ref, Budget(), other).card_values(codes, other is not None)
    assert got == pytest.approx(want, abs=1e-9)
    assert state_key(w) == before


@pytest.mark.parametrize("game", GAMES)
def test_play_and_unplay_restore_the_position(game):
    for _, players, options in CONFIGS[game]:
        rng = random.Random(3)
        for seed in range(6):
            w = position(game, players, options, seed, 9)
            if w is None:
                continue
            m = model(game)(w, 0, Budget())
            before = snapshot(m)
            for a in m.legal_actions():
                tok = m.play(a)
                if not m.over() and rng.random() < 0.5:
                    b = m.legal_actions()[0]
                    m.unplay(b, m.play(b))
                m.unplay(a, tok)
                assert snapshot(m) == before


@pytest.mark.parametrize("game,configs,seeds", [("triomphe", 8, 12), ("francion", None, 10)])
def test_the_models_equivalent_cards_are_worth_the_same(game, configs, seeds):
    # the cards the model does not try are worth their representative's value, to every seat:
    # between two sides the looser equivalences, in max^n the exact ones
    seen = 0
    for _, players, options in CONFIGS[game][:configs]:
        for seed in range(seeds):
            w = position(game, players, options, seed, 2)
            if w is None or not lean.MODELS[game].eligible(w):
                continue
            m = model(game)(w, 0, Budget())
            acts = m.legal_actions()
            reps, rep_of = m.classes(acts, S.sides_of(w) is None)
            if len(reps) == len(acts):
                continue
            seen += 1
            codes = w.legal_codes()
            for ref in range(players):
                vals = dict(zip((m.action_of(c) for c in codes), minimax_values(w, ref)))
                for a in acts:
                    assert vals[a] == pytest.approx(vals[rep_of[a]], abs=1e-9)
    assert seen
