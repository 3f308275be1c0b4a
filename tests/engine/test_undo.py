"""Undo by checkpoints and replay (issue 23, item 5; issue 15, item 4 before it): ``undo``
restores exactly the state before the last action, whatever mixture of the public path,
the trusted path, clones and reloaded records led there."""

import random
from typing import Any

import pytest

import tapisvert
from tapisvert.registry import CLASSES, game_class
from tapisvert.state import load_record, state_key

CONFIGS = [(g, n) for g in tapisvert.list_games() for n in game_class(g).FACTS.players]


def _short_match(game, players, seed):
    # Matches short enough to reach their end (and undo it) within a test's budget.
    cls = game_class(game)
    names = {o.name for o in cls.FACTS.options}
    opts: dict[str, Any] = {}
    if "deals" in names:
        opts["deals"] = 2
    if "target" in names:
        opt = next(o for o in cls.FACTS.options if o.name == "target")
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


@pytest.mark.parametrize(
    "game,players", [("tarot", 4), ("triomphe", 4), ("francion", 4), ("briscan", 2), ("emprunt", 4)]
)
def test_undo_is_one_checkpoint_in_undo_every_actions_and_a_short_replay(game, players, monkeypatch):
    # issue 23, item 5: one mechanism.  The public path snapshots the state before one action in
    # UNDO_EVERY (and records nothing for the others); an undo restores the last checkpoint and
    # replays the actions since on the trusted path: never more than UNDO_EVERY of them.
    st = tapisvert.new_game(game, players=players, seed=5)
    every = st.UNDO_EVERY
    rng = random.Random(5)
    steps = 3 * every + 5
    for _ in range(steps):
        st.apply(rng.choice(st.legal_actions()))
    assert [at for at, _ in st._undo] == list(range(0, steps, every))
    replayed: list[int] = []
    trusted = type(st).apply_trusted

    def counting(self, code):
        replayed.append(code)
        trusted(self, code)

    monkeypatch.setattr(type(st), "apply_trusted", counting)
    while st.history:
        n = len(st.history)
        replayed.clear()
        st.undo()
        assert replayed == st.history[(n - 1) // every * every :]
        assert len(replayed) < every
    assert [at for at, _ in st._undo] == [0]


def test_a_long_match_thins_out_its_old_checkpoints_and_still_undoes_exactly():
    st = tapisvert.new_game("tarot", players=4, seed=11, deals=30)
    every, recent, sparse = st.UNDO_EVERY, st._undo.RECENT, st._undo.SPARSE
    rng = random.Random(11)
    keys = [state_key(st)]
    while len(st.history) < 6 * recent * every and not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
        keys.append(state_key(st))
    ats = [at for at, _ in st._undo]
    n = len(st.history)
    # the recent ones all kept, the older ones (once thinned) one in each window of sparse
    # checkpoints: far fewer than one in UNDO_EVERY actions
    assert ats[-recent:] == list(range((n - 1) // every * every - (recent - 1) * every, n, every))
    old = [at for at in ats if at < n - 2 * recent * every]  # (thinned: past the dense part)
    windows = [at // (every * sparse) for at in old]
    assert old and windows == sorted(set(windows))
    assert len(ats) <= 2 * recent + n // (every * sparse) + 1 < n // every
    while st.history:
        st.undo()
        assert state_key(st) == keys[len(st.history)]
