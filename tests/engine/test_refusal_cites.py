"""A refusal names the rule that forbids, and that rule's words come from the paragraphs it rests on
(issue 40, items 3 and 4).

For every game and phase of tests/refusal_cases.py the refused card's rule is the case's, and each of
its quotes is found (as the build's provenance check finds them) in the text of the paragraphs the
rule rests on, never in a paragraph it only cites as context: the table's rule box quotes those
paragraphs and only those (playground/table/table-dialogs.mjs). Then the cases the walk found wrong:

* Tarot: a king refused while trumps are due is forbidden by the duty to trump (or, trumps led,
  to follow in trumps), not by ``tarot.play.undertrump``, the rule that says which trump;
* Emprunt: a card of the reader's own hand, clicked while a borrow is due, is refused as a card
  played (“You cannot play…”), never as a borrow of his own card; the card due, held by another
  player, is the borrow itself.
"""

import random

import pytest

import tapisvert
from sitebuild.edition import sources as S
from sitebuild.edition.provenance import cited_text, found
from tapisvert import clicks
from tapisvert.errors import IllegalAction
from tests.refusal_cases import CASES, find, refused

RULES = {r.id: r for g in tapisvert.list_games() for r in tapisvert.rules(g)}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_refusal_cites_the_forbidding_rule_and_its_own_words(case):
    st, card = find(case)
    e = refused(st, card)
    assert e is not None and e.rule_id == case.rule
    rule = RULES[e.rule_id]
    source = S.load_source(rule.source)
    rests = tuple(rule.rests_on)
    text = cited_text(source, rests) if rests else ""
    for q in rule.quote:
        assert found(q, text), f"{rule.id}: quote {q!r} is not in the paragraphs it rests on {rests}"
    # a rule that rests on no paragraph has no words of the source to quote
    assert rests or not rule.quote, rule.id


def test_tarot_a_king_refused_when_trumps_are_due_cites_the_duty_to_trump():
    # a suit led that the player lacks, a high trump already played: only lower trumps left
    st = tapisvert.from_position("tarot", {"players": 4, "trick": ["KH", "18"], "hand": ["KS", "3", "12"]})
    with pytest.raises(IllegalAction) as e:
        st.card_action("KS")
    assert e.value.rule_id == "tarot.play.must-trump"
    assert "must play a trump" in str(e.value)
    # trumps led, only lower trumps in hand: the duty to follow in trumps
    st = tapisvert.from_position("tarot", {"players": 4, "trick": ["20"], "hand": ["KS", "3", "12"]})
    with pytest.raises(IllegalAction) as e:
        st.card_action("KS")
    assert e.value.rule_id == "tarot.play.trump-led"
    # a lower trump when a higher one is held: the overtrump, which does forbid it
    st = tapisvert.from_position("tarot", {"players": 4, "trick": ["KH", "10"], "hand": ["KS", "3", "12"]})
    with pytest.raises(IllegalAction) as e:
        st.card_action("3")
    assert e.value.rule_id == "tarot.play.overtrump"


def _borrow_due(seed: int = 3):
    st = tapisvert.new_game("emprunt", players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        legal = st.legal_actions()
        if any(a.startswith("borrow:") for a in legal) and st.hands[st.current_player]:
            return st, legal[0]
        st.apply(rng.choice(legal))
    raise AssertionError("no borrow found")


def test_emprunt_own_card_is_refused_as_played_and_the_due_card_is_a_borrow():
    st, borrow = _borrow_due()
    seat = st.current_player
    own = st.observation(seat)["hand"][0]
    with pytest.raises(IllegalAction) as e:
        clicks.card_action(st, own)
    assert e.value.action == own, "read as a card played from the hand, not borrow:<own card>"
    assert e.value.rule_id == "emprunt.play.successor"
    assert clicks.card_action(st, borrow.split(":")[1]) == borrow
    # a borrow of a card that is not due is still refused as a borrow (the verb the reader chose)
    other = next(
        c
        for c in ("AS", "KH", "QD", "JC", "2S", "3H")
        if f"borrow:{c}" != borrow and c not in st.observation(seat)["hand"]
    )
    with pytest.raises(IllegalAction) as e:
        st.apply(f"borrow:{other}")
    assert e.value.rule_id == "emprunt.play.successor"
