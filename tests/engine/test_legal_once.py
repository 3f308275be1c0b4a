"""The public path computes an action's legal codes once: ``legal_actions()`` keeps them (with the
history's length) and the ``apply`` that follows validates against them.  These tests check that
the kept codes serve only the position they were computed at: after an undo and another action
the history is as long again, but the position is not the same."""

from __future__ import annotations

import random

import pytest

import tapisvert
from tapisvert.errors import IllegalAction


def test_apply_after_legal_actions_does_not_compute_them_again(monkeypatch):
    st = tapisvert.new_game("tarot", players=4, seed=3)
    calls = []
    real = type(st)._legal_codes

    def counting(self):
        calls.append(1)
        return real(self)

    monkeypatch.setattr(type(st), "_legal_codes", counting)
    rng = random.Random(1)
    for _ in range(40):
        legal = st.legal_actions()
        st.apply(rng.choice(legal))
    assert len(calls) == 40  # one per action, not two


def _a_position_with_two_different_lines():
    """A state after ``legal_actions()`` was read, and two actions ``a`` and ``b`` from there
    after which the legal actions differ."""
    rng = random.Random(5)
    st = tapisvert.new_game("tarot", players=4, seed=11)
    while True:
        legal = st.legal_actions()
        if len(legal) > 1:
            for a in legal:
                for b in legal:
                    if a == b:
                        continue
                    x, y = st.clone(), st.clone()
                    x.apply(a)
                    y.apply(b)
                    if set(x.legal_actions()) != set(y.legal_actions()):
                        return st, a, b
        st.apply(rng.choice(legal))


def test_kept_codes_never_serve_another_position():
    st, a, b = _a_position_with_two_different_lines()
    st.apply(a)
    after_a = st.legal_actions()  # kept for the position after a
    st.undo()
    st.apply(b)  # as many actions as after a, another position
    truth = st.clone()
    only_a = [x for x in after_a if x not in truth.legal_actions()]
    only_b = [x for x in truth.legal_actions() if x not in after_a]
    for x in only_a:  # legal after a, not after b: refused
        with pytest.raises(IllegalAction):
            st.apply(x)
    if only_b:  # legal after b only: accepted
        st.apply(only_b[0])


def test_kept_codes_go_with_a_trusted_action():
    st = tapisvert.new_game("tarot", players=4, seed=2)
    rng = random.Random(3)
    while len(st.legal_codes()) < 2:
        st.apply(st.legal_actions()[0])
    st.legal_actions()
    st.apply_trusted(rng.choice(st.legal_codes()))  # the history grows: the kept codes are stale
    st.apply(st.legal_actions()[0])
    assert st.history


def _counting(monkeypatch, cls) -> list[int]:
    """Count the legal-code computations of ``cls`` (its own ``_legal_codes``, super() chains once)."""
    calls: list[int] = []
    real = cls._legal_codes

    def counting(self):
        calls.append(1)
        return real(self)

    monkeypatch.setattr(cls, "_legal_codes", counting)
    return calls


@pytest.mark.parametrize("name", tapisvert.list_games())
@pytest.mark.parametrize("level", ["baseline", "random", "rule_based"])
def test_a_bot_move_computes_the_legal_codes_once(monkeypatch, name, level):
    # issue 39: the bot chooses among the position's codes (_legal_now) and apply validates its
    # choice against the same list; the rollout policy does not compute them again
    from tapisvert import bots

    st = tapisvert.new_game(name, seed=4)
    calls = _counting(monkeypatch, type(st))
    rng = random.Random(2)
    for moves in range(1, 61):
        if st.is_over:
            break
        st.apply(bots.choose(st, level, rng), st.current_player)
        assert len(calls) == moves, (name, level, moves)


@pytest.mark.parametrize("name", tapisvert.list_games())
def test_the_bots_moves_are_those_of_the_policy_computing_its_own_codes(name):
    # the codes handed to the policy change nothing of its choice: the same match as the rollout
    # policy stepping on the trusted path, computing its codes itself
    from tapisvert import bots

    st = tapisvert.new_game(name, seed=6)
    ref = st.clone()
    rng, ref_rng = random.Random(8), random.Random(8)
    for _ in range(80):
        if st.is_over:
            break
        st.apply(bots.choose(st, "baseline", rng))
        own = getattr(ref, "policy_code", ref.rollout_code)
        ref.apply_trusted(own(ref_rng))
    assert st.history == ref.history


def test_an_illegal_move_after_a_bot_read_the_codes_is_refused_and_changes_nothing():
    from tapisvert import bots
    from tapisvert.state import state_key

    st = tapisvert.new_game("triomphe", players=4, seed=5)
    chosen = bots.choose(st, "baseline", random.Random(1))  # the position's codes are kept
    illegal = next(a for a in ("concede", "accept", "deal", "pillage") if a not in st.legal_actions())
    before = state_key(st)
    with pytest.raises(IllegalAction) as e:
        st.apply(illegal)
    assert e.value.rule_id.startswith("triomphe.") and state_key(st) == before
    st.apply(chosen)
