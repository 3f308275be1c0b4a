"""A card clicked means the card action of the phase (GameState.card_action, bridge op play with
"card"): the action on that card when it is legal, else a refusal naming this phase's rule; a
phase that takes no card (the bidding) names its own rule and the action it awaits."""

import json

import pytest

from tapisvert import bridge
from tapisvert.errors import IllegalAction
from tapisvert.state import state_key
from tests.refusal_cases import CASES, find, refused


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_a_refused_card_names_the_phase_rule(case):
    st, card = find(case)
    before = state_key(st)
    e = refused(st, card)
    assert e is not None and e.rule_id == case.rule
    assert not e.rule_id.endswith("play.phase"), "a card clicked is never refused as 'not the play'"
    if case.awaited:
        assert case.awaited in e.reason, e.reason
    assert state_key(st) == before  # a refusal changes nothing


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_a_legal_card_means_the_phase_action(case):
    st, _ = find(case)
    for card in st.observation(0)["hand"]:
        if refused(st, card) is None:
            action = st.card_action(card)
            assert action in st.legal_actions() and action.endswith(card)
            if case.phase in ("discard", "call", "poignee"):
                assert action.split(":")[0] in ("discard", "call", "hide")


def test_the_bridge_reads_a_card_click_and_refuses_with_the_phase_rule():
    case = next(c for c in CASES if c.id == "tarot3-discard")
    st, card = find(case)
    opened = json.loads(bridge.call(json.dumps({"op": "load", "record": st.to_json(), "humans": [0]})))
    tid = opened["table"]
    try:
        answer = json.loads(bridge.call(json.dumps({"op": "play", "table": tid, "card": card})))
        assert answer["ok"] is False
        assert answer["error"]["rule_id"] == "tarot.chien.discard-no-king-bout"
        assert answer["error"]["action"] == f"discard:{card}"
        legal = next(a for a in opened["view"]["legal"] if a.startswith("discard:"))
        answer = json.loads(bridge.call(json.dumps({"op": "play", "table": tid, "card": legal[8:]})))
        assert answer["ok"] is True and answer["view"]["record_actions"] == len(st.history) + 1
    finally:
        bridge.call(json.dumps({"op": "close", "table": tid}))


def test_a_card_click_is_checked():
    st, _ = find(CASES[0])
    with pytest.raises(ValueError):
        st.card_action("XX")
    with pytest.raises(ValueError):
        st.card_action(3)  # type: ignore[arg-type]


def test_a_card_click_after_the_match_names_the_target():
    st, card = find(CASES[0])
    st.winners = [0]
    with pytest.raises(IllegalAction) as e:
        st.card_action(card)
    assert e.value.rule_id == "triomphe.match.target"


def test_the_click_module_codes_are_the_states():
    from tapisvert import clicks, state

    assert (clicks.WORD_BASE, clicks.CARD_CODES) == (state.WORD_BASE, state.CARD_CODES)
