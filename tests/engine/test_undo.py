"""Undo from per-action records (issue 15, item 4): ``apply`` records only what an action
changed, and ``undo`` restores exactly the state before it, whatever mixture of the public path,
the trusted path, clones and reloaded records led there."""

import random
from typing import Any

import pytest

import tapisvert
from tapisvert.registry import CLASSES, game_class
from tapisvert.state import load_record, state_key

CONFIGS = [(g, n) for g in tapisvert.list_games() for n in game_class(g).PLAYERS]


def _short_match(game, players, seed):
    # Matches short enough to reach their end (and undo it) within a test's budget.
    cls = game_class(game)
    names = {o.name for o in cls.OPTIONS}
    opts: dict[str, Any] = {}
    if "deals" in names:
        opts["deals"] = 2
    if "target" in names:
        opt = next(o for o in cls.OPTIONS if o.name == "target")
        if opt.choices is None and opt.minimum is not None:
            opts["target"] = opt.minimum
    return tapisvert.new_game(game, players=players, seed=seed, **opts)


@pytest.mark.parametrize("game,players", CONFIGS)
def test_undo_after_every_action_restores_the_state_exactly(game, players):
    st = _short_match(game, players, seed=players)
    start = state_key(st)
    rng = random.Random(players)
    steps = 0
    while not st.is_over and steps < 600:
        before = state_key(st)
        legal = st.legal_actions()
        st.apply(rng.choice(legal))
        st.undo()
        assert state_key(st) == before, f"undo of action #{steps + 1} did not restore the state"
        st.apply(rng.choice(legal))  # the line goes on, maybe by another action
        steps += 1
    # and back to the start, one record at a time
    while st.history:
        st.undo()
    assert state_key(st) == start


@pytest.mark.parametrize("game,players", CONFIGS)
def test_undo_after_mixtures_of_paths_clones_and_records(game, players):
    rng = random.Random(1000 + players)
    st = _short_match(game, players, seed=7)
    keys = [state_key(st)]  # keys[i]: the state after i actions of the current line
    for _ in range(250):
        if st.is_over and not st.history:
            break
        r = rng.random()
        if st.history and (r < 0.25 or st.is_over):
            st.undo()
            keys.pop()
            assert state_key(st) == keys[-1], "undo did not restore the state"
        elif r < 0.45:
            st.apply_trusted(rng.choice(st.legal_codes()))
            keys.append(state_key(st))
        elif r < 0.5:
            st = st.clone()  # a clone undoes by replay
        elif r < 0.55:
            st = load_record(CLASSES, st.to_json(), keep_undo=True)
            assert state_key(st) == keys[-1]
        elif r < 0.58:
            st = tapisvert.load(st.to_json())
            assert state_key(st) == keys[-1]
        else:
            st.apply(rng.choice(st.legal_actions()))
            keys.append(state_key(st))


def _mid_trick_card(st, rng):
    """Play on (public path) to a card that neither leads nor completes a trick."""
    while True:
        obs = st.observation(st.current_player)
        trick = obs["trick"]
        legal = st.legal_codes()
        if len(trick) == (0 if st.players == 2 else 1) and all(c < 128 for c in legal):
            return legal
        st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize(
    "game,players", [("tarot", 4), ("triomphe", 4), ("francion", 4), ("briscan", 2), ("emprunt", 4)]
)
def test_a_record_holds_only_what_the_action_changed(game, players):
    st = tapisvert.new_game(game, players=players, seed=5)
    rng = random.Random(5)
    for _ in range(3 * players):
        st.apply(rng.choice(st.legal_actions()))
    if game != "emprunt":
        _mid_trick_card(st, rng)
    seat = st.current_player
    before = st._snapshot()
    st.apply(rng.choice(st.legal_actions()))
    after = st._snapshot()
    changed = {k for k in before if k not in st._APPEND_ONLY and before[k] != after[k]}
    record = st._undo[-1]
    held = st._undo.changes(record)
    # exactly the attributes that changed, nothing of the rest of the state
    assert set(held) == changed
    assert len(held) < len(before) // 2
    for name in ("dealer", "hand_number") + (() if game == "emprunt" else ("scores",)):
        assert name not in held  # (Emprunt pays jetons as it plays)
    # a card taken from one hand: that hand only, not every hand (in the trick games, the hand
    # of the seat that played; an Emprunt player may play from his neighbour's)
    assert held["hands"] is not None and len(held["hands"]) == 1
    if game != "emprunt":
        assert held["hands"] == [seat]
