"""Exact endgame search (the solver, ``tapisvert.solver``, over one world) and its use by the PIMC bot."""

import random
import time
from typing import Any

import pytest

import tapisvert
from tapisvert import solver as E
from tapisvert.search import pimc_action
from tapisvert.state import GameState, state_key

TRICK_GAMES = [
    ("triomphe", 4, {}),
    ("triomphe", 4, {"form": "team"}),
    ("triomphe", 3, {}),
    ("francion", 4, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("tarot", 3, {}),
    ("tarot", 4, {}),
    ("tarot", 5, {}),
]


def endgames(game, players, options, tricks, count, seed=0):
    """Worlds (every card dealt) with ``tricks`` tricks left, reached by baseline play."""
    out = []
    for d in range(count):
        st = tapisvert.new_game(game, players=players, seed=seed + d, **options)
        rng = random.Random(d)
        while st.hand_number == 1 and not st.is_over:
            left = st.tricks_left()
            if left is not None and left <= tricks and len(st.legal_codes()) > 1:
                seat = st.current_player
                assert seat is not None
                out.append(st.resample(seat, rng))
                break
            st.apply_trusted(st.rollout_code(rng))
    return out


def brute_force(world, hand, done):
    """max^n by copying the state at every node: an independent check of the snapshot walk."""
    if len(world.hand_results) > done or world.hand_number != hand or world.is_over:
        return E.hand_utilities(world, hand)
    seat = world.current_player
    best = None
    for code in world.legal_codes():
        child = world.clone()
        child.apply_trusted(code)
        v = brute_force(child, hand, done)
        if best is None or v[seat] > best[seat]:
            best = v
    return best


@pytest.mark.parametrize("game,players,options", TRICK_GAMES)
def test_solve_agrees_with_brute_force_and_leaves_the_world_unchanged(game, players, options):
    worlds = endgames(game, players, options, 2, 12)
    assert len(worlds) >= 8
    for w in worlds:
        before = state_key(w)
        v = E.solve(w, node_limit=100_000)
        assert state_key(w) == before
        assert v == brute_force(w.clone(), w.hand_number, len(w.hand_results))
        assert abs(sum(v)) < 1e-9  # utilities are relative to the table's mean


TWO_SIDED = [
    ("triomphe", 4, {"form": "team"}),
    ("triomphe", 2, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("tarot", 3, {}),
    ("tarot", 4, {}),
    ("tarot", 5, {}),
    ("tarot", 4, {"miseres": True}),
]


@pytest.mark.parametrize("game,players,options", TWO_SIDED)
def test_alphabeta_gives_the_max_n_value_of_two_sided_tables(game, players, options):
    worlds = endgames(game, players, options, 3, 10, seed=40)
    assert len(worlds) >= 6
    for w in worlds:
        sides = E.sides_of(w)
        assert sides is not None
        exact = E.solve(w, node_limit=10**6)
        before = state_key(w)
        for seat in range(w.players):
            assert E.solve_for(w, seat, sides, node_limit=10**6) == pytest.approx(exact[seat])
        assert state_key(w) == before


def test_tables_of_individuals_have_no_sides():
    cases: list[tuple[str, int, dict[str, Any]]] = [
        ("triomphe", 4, {}),
        ("francion", 4, {}),
        ("triomphe", 3, {}),
    ]
    for game, players, options in cases:
        w = endgames(game, players, options, 2, 1)[0]
        assert E.sides_of(w) is None


def test_too_large_trees_are_refused_and_the_world_is_restored():
    worlds = endgames("tarot", 4, {}, 4, 6)
    refused = 0
    for w in worlds:
        before = state_key(w)
        with pytest.raises(E.TooLarge):
            E.solve(w, node_limit=50)
        assert state_key(w) == before
        with pytest.raises(E.TooLarge):  # a deadline already passed
            E.solve(w, node_limit=10**7, deadline=time.perf_counter() - 1)
        refused += 1
        assert state_key(w) == before
        w.apply_trusted(w.legal_codes()[0])  # still a playable state
    assert refused >= 4


def _minimax_values(st):
    """Each legal action's exact value for the player to move, in the state itself."""
    seat = st.current_player
    out = {}
    for code in st.legal_codes():
        child = st.clone()
        child.apply_trusted(code)
        out[st.decode(code)] = brute_force(child, st.hand_number, len(st.hand_results))[seat]
    return out


def test_search_plays_briscan_endgames_perfectly():
    # Once the talon is exhausted a Briscan player can place every card (the opponent holds
    # exactly the unseen ones), so every resampled world is the true one and exact search
    # must find a best move; the rollout policy alone does not always.
    policy_misses = 0
    positions = 0
    for d in range(40):
        st = tapisvert.new_game("briscan", seed=500 + d)
        rng = random.Random(d)
        while st.hand_number == 1 and not st.is_over:
            left = st.tricks_left()
            if left is not None and left <= 3 and st.phase == "play" and len(st.legal_codes()) > 1:
                values = _minimax_values(st)
                best = max(values.values())
                chosen = pimc_action(st, random.Random(d), budget_s=10.0, max_worlds=3)
                assert values[chosen] == best, (d, values, chosen)
                policy = st.decode(st.rollout_code(random.Random(d)))
                policy_misses += values[policy] < best
                positions += 1
            st.apply_trusted(st.rollout_code(rng))
    assert positions >= 40
    assert policy_misses >= 1


def test_pimc_solves_exactly_only_near_the_end():
    for st in endgames("triomphe", 4, {}, 2, 4):
        stats: dict[str, Any] = {}
        a = pimc_action(st, random.Random(1), budget_s=10.0, max_worlds=6, stats=stats)
        assert a in st.legal_actions()
        assert stats["worlds"] == stats["solved"] > 0 and stats["rollouts"] == 0
        pimc_action(st, random.Random(1), budget_s=10.0, max_worlds=6, stats=stats, endgame=0)
        assert stats["solved"] == 0 and stats["rollouts"] == 6 * len(st.legal_codes())
    early = tapisvert.new_game("triomphe", players=4, seed=2)
    stats = {}
    pimc_action(early, random.Random(1), budget_s=10.0, max_worlds=6, stats=stats)
    assert stats["solved"] == 0
    # Three tricks from the end: alpha-beta on a table of two sides, still rollouts (max^n
    # would cost too much) for four players each for himself.
    for game, options, exact in [
        ("tarot", {}, True),
        ("triomphe", {"form": "team"}, True),
        ("triomphe", {}, False),
    ]:
        for st in endgames(game, 4, options, 3, 3, seed=60):
            if st.tricks_left() != 3:
                continue
            pimc_action(st, random.Random(1), budget_s=10.0, max_worlds=4, stats=stats)
            assert (stats["solved"] > 0) == exact, (game, options)


def test_a_tree_too_large_sends_the_decision_back_to_rollouts():
    from tapisvert import search

    st = endgames("tarot", 5, {}, 3, 1, seed=7)[0]
    stats: dict[str, Any] = {}
    keep = search.ENDGAME_NODES
    search.ENDGAME_NODES = 1  # (the minimum of 300 nodes still applies)
    try:
        a = pimc_action(st, random.Random(1), budget_s=10.0, max_worlds=5, stats=stats, endgame=3)
    finally:
        search.ENDGAME_NODES = keep
    assert a in st.legal_actions()
    assert stats["solved"] == 0 and stats["rollouts"] > 0


@pytest.mark.parametrize("game", ["triomphe", "tarot", "briscan"])
def test_rollouts_may_end_in_exact_search(game):
    # endgame_rollouts: a rollout from early in the hand hands its last tricks to the solver;
    # the bot stays legal and deterministic.
    st = endgames(game, tapisvert.game_info(game)["default_players"], {}, 6, 1, seed=3)[0]
    a = pimc_action(st, random.Random(4), budget_s=10.0, max_worlds=4, endgame_rollouts=2)
    b = pimc_action(st, random.Random(4), budget_s=10.0, max_worlds=4, endgame_rollouts=2)
    assert a == b and a in st.legal_actions()


def test_every_game_has_its_own_policy():
    # The baseline bot is the game's policy (the search's rollout policy), never the random
    # default of the base class.
    for name in tapisvert.list_games():
        assert tapisvert.game_class(name).rollout_code is not GameState.rollout_code, name
