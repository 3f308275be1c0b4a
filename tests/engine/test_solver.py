"""The exact solver (``tapisvert.solver``): its values equal a plain minimax walk on small
positions of every game and variant (a property test over seeds, seats and depths), and the two
parts of its own model agree with the engine: the position key (two positions with one key have
the same legal actions and values; a solve leaves the world as it was) and Tarot's equivalent
cards (a card left out is worth what its representative is worth, to every seat).  The soak of
the same checks over 10^5 positions per game is bench/solver_soak.py."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from solver_positions import CONFIGS, minimax, minimax_values, position

from tapisvert import solver as S
from tapisvert.solver.games import knowledge
from tapisvert.solver.key import position_key
from tapisvert.state import state_key


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 10_000),
    tricks=st.integers(1, 2),
    ref_pick=st.integers(0, 5),
)
def test_solver_values_equal_plain_minimax(config, seed, tricks, ref_pick):
    game, players, options = config
    w = position(game, players, options, seed, tricks)
    if w is None:
        return  # the deal ended before (an Emprunt deal without a choice so late)
    ref = ref_pick % players
    before = state_key(w)
    solver = S.Solver(w, ref)
    got = solver.values()
    assert state_key(w) == before  # the world is left as it was
    assert got == pytest.approx(minimax_values(w, ref), abs=1e-9)
    sides = S.sides_of(w)
    whole = minimax(w.clone(), w.hand_number, len(w.hand_results), ref, sides)[ref]
    assert S.Solver(w, ref).value() == pytest.approx(whole, abs=1e-9)


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=lambda x: str(x))
def test_three_tricks_from_the_end_every_game(game, players, options):
    # deeper than the property test, a few seeds per game: the table and the zero-window
    # searches are used in earnest here
    seen = 0
    for seed in range(40):
        w = position(game, players, options, seed, 3)
        if w is None:
            continue
        ref = w.current_player
        assert S.Solver(w, ref).values() == pytest.approx(minimax_values(w, ref), abs=1e-9)
        seen += 1
        if seen == 2:
            break
    assert seen, "no position reached"


def _lines(world, tricks, out):
    """Every position reached by playing ``tricks`` whole tricks from ``world`` (a trick start)."""
    if tricks == 0 or world.hand_results or world.current_player is None:
        out.append(world)
        return
    for code in world.legal_codes():
        child = world.clone()
        before = child.tricks_won[:]
        child.apply_trusted(code)
        _lines(child, tricks - (child.tricks_won != before), out)


@pytest.mark.parametrize(
    "game,players,options",
    [
        ("tarot", 4, {}),
        ("tarot", 3, {}),
        ("briscan", 2, {}),
        ("triomphe", 4, {"form": "team"}),
        ("francion", 4, {}),
    ],
)
def test_positions_with_one_key_have_the_same_future(game, players, options):
    # Every line of two tricks from one position: the lines that reach one key (the same cards
    # played in another order of tricks, the same tricks won) must agree on the legal actions
    # and on every action's value.  A key that left out something a rule reads fails here.
    shared = 0
    for seed in range(12):
        w = position(game, players, options, seed, 3)
        if w is None:
            continue
        while w.trick:
            w.apply_trusted(w.legal_codes()[0])
        ends: list = []
        _lines(w, 2, ends)
        groups: dict[object, list] = {}
        for e in ends:
            if not e.hand_results:
                groups.setdefault(position_key(e, knowledge(e)), []).append(e)
        for members in groups.values():
            if len(members) < 2:
                continue
            shared += 1
            first = members[0]
            want = (first.legal_codes(), minimax_values(first, 0))
            for m in members[1:3]:
                assert (m.legal_codes(), minimax_values(m, 0)) == want
        if shared >= 5:
            break
    assert shared > 0, "no transposition reached"


def test_the_key_ignores_only_what_no_rule_reads():
    w = position("tarot", 4, {}, 3, 6, resample=False)
    k = knowledge(w)
    key = position_key(w, k)
    w.voids[0] ^= 1  # the bots' inference: not part of the position
    assert position_key(w, k) == key
    w.won[0].reverse()  # cards won in another order: the same position
    assert position_key(w, k) == key
    w.tricks_side[0] += 1  # a count a rule reads (the chelem)
    assert position_key(w, k) != key


@pytest.mark.parametrize("players", [3, 4, 5])
def test_tarot_equivalent_cards_are_worth_the_same_to_every_seat(players):
    merged = 0
    for seed in range(60):
        w = position("tarot", players, {}, seed, 3)
        if w is None:
            continue
        legal = w.legal_codes()
        reps = knowledge(w).moves(w, legal)
        assert reps[0] == legal[0] and set(reps) <= set(legal)
        if len(reps) == len(legal):
            continue
        hand, done = w.hand_number, len(w.hand_results)
        vec = {}
        for code in legal:
            child = w.clone()
            child.apply_trusted(code)
            vec[code] = minimax(child, hand, done, 0, None)
        rep = legal[0]
        for code in legal:
            if code in reps:
                rep = code
            else:
                merged += 1
                assert vec[code] == pytest.approx(vec[rep]), (seed, w.decode(code), w.decode(rep))
    assert merged > 0


def test_a_node_limit_or_a_deadline_stops_the_solver_and_restores_the_world():
    w = position("tarot", 4, {}, 5, 6)
    before = state_key(w)
    with pytest.raises(S.TooLarge):
        S.Solver(w, 0, S.Budget(50)).values()
    assert state_key(w) == before
    with pytest.raises(S.TooLarge):
        S.solve_for(w, 0, node_limit=10**7, deadline=0.0)
    assert state_key(w) == before
