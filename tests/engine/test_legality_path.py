"""One legality path (issue 23, step 4): in every game, at positions reached by random play, each
word action (``deal``, ``pass``, a contract, ``concede``, ``lay-down``, ``chelem``, ``poignee:*``,
``draw``, ``exchange`` …) is accepted exactly when ``legal_actions`` lists it, and refused otherwise
with the id of a rule of the game's book and a reason, the state unchanged.  Each word's legality
is one function returning (allowed, rule, reason) that both the list and the refusal read (e.g.
Triomphe's ``words.concede_rule``, ``words.lay_down_rule``; Tarot's ``_bid_rule``), so the two cannot
drift apart; this test is what would catch them doing so."""

from __future__ import annotations

import random

import pytest

import tapisvert
from tapisvert import IllegalAction
from tapisvert.registry import game_class

CONFIGS = [
    ("triomphe", 4, {}),
    ("triomphe", 2, {}),
    ("triomphe", 4, {"form": "team"}),
    ("triomphe", 5, {"form": "pillage"}),
    ("francion", 4, {}),
    ("emprunt", 4, {}),
    ("briscan", 2, {}),
    ("brisque", 2, {}),
    ("tarot", 4, {}),
    ("tarot", 5, {}),
    ("tarot", 4, {"miseres": True, "goulash": True}),
]


def _words(cls: type) -> list[str]:
    return list(cls.FACTS.words)  # every bare word, Tarot's poignee:simple … misere:honneurs included


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=[f"{g}-{p}p-{o}" for g, p, o in CONFIGS])
def test_every_word_is_legal_exactly_when_listed(game, players, options):
    cls = game_class(game)
    book = cls.FACTS.book
    words = _words(cls)
    checked = {"accepted": 0, "refused": 0}
    for seed in range(3):
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        for _ in range(160):
            if st.is_over:
                break
            legal = st.legal_actions()
            before = st.to_json()
            for w in words:
                probe = st.clone()
                if w in legal:
                    probe.apply(w)  # listed: accepted
                    checked["accepted"] += 1
                else:
                    with pytest.raises(IllegalAction) as refused:
                        probe.apply(w)
                    assert refused.value.rule_id in book, (w, refused.value.rule_id)
                    assert refused.value.reason, w
                    assert probe.to_json() == before, f"{w}: the refusal changed the state"
                    checked["refused"] += 1
            st.apply(rng.choice(legal))
    assert checked["accepted"] and checked["refused"], checked
