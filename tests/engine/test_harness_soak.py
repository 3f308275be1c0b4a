"""The soak harness can fail: a refusal that touches the state (an attribute, the log, a table
fixed at set-up, the undo stack) and a lost card are each caught, and the message names the
match's seed (issue 16: the large soak's checks must be able to fail)."""

from typing import Any

import pytest
from soak import soak

import tapisvert

GAME = "triomphe"
CLS = type(tapisvert.new_game(GAME, seed=0))


def _refusal_that(monkeypatch, touch):
    why = CLS._why_illegal

    def spoiled(self, code):
        touch(self)
        return why(self, code)

    monkeypatch.setattr(CLS, "_why_illegal", spoiled)


@pytest.mark.parametrize(
    "what,touch",
    [
        ("a score", lambda st: st.scores.__setitem__(0, st.scores[0] + 1)),
        ("the log", lambda st: st.log.append((st.hand_number, None, "note", "x", None))),
        ("an option", lambda st: st.options.__setitem__("target", 6)),
        ("the undo stack", lambda st: st._undo.pop() if st._undo else st._undo.append((0, {}))),
    ],
)
def test_a_refusal_that_changes_the_state_is_caught(monkeypatch, what, touch):
    _refusal_that(monkeypatch, touch)
    with pytest.raises(AssertionError, match=r"seed 7, action #\d+: .*changed the state"):
        soak(GAME, 4, {}, hands=3, deep=0, seed0=7)


def test_a_lost_card_is_caught(monkeypatch):
    do = CLS._do

    def losing(self, code):
        do(self, code)
        if len(self.history) == 6:
            for h in self.hands:
                if h:
                    h.pop()
                    break

    monkeypatch.setattr(CLS, "_do", losing)
    with pytest.raises(AssertionError, match="cards were created or lost"):
        soak(GAME, 4, {}, hands=3, deep=0, seed0=7)


def test_the_harness_passes_an_honest_engine_and_counts_its_checks():
    stats: dict[str, Any] = {}
    assert soak(GAME, 4, {}, hands=3, deep=1, blind=1, seed0=7, stats=stats) >= 3
    assert stats["hands"] >= 3 and stats["refusals"] == 2 * stats["actions"] > 0
    assert stats["deep_steps"] > 0 and stats["no_leak_observations"] == 4 * stats["deep_steps"]
