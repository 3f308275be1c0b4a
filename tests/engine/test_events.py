"""The log as data (issue 23, step 2): events carry their facts, each reader's words are rendered
once per line, and the cache never outlives an undo."""

from __future__ import annotations

import random

import pytest

import tapisvert
from tapisvert import events as E, narration
from tapisvert.events import Event
from tapisvert.observer import tricks_seen

GAMES = ["triomphe", "francion", "briscan", "emprunt", "tarot"]


def _play(st, n, rng):
    for _ in range(n):
        if st.is_over:
            break
        st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_the_cached_words_are_those_of_a_fresh_state_after_undo(game):
    rng = random.Random(game)
    st = tapisvert.new_game(game, seed=5)
    _play(st, 60, rng)
    for s in range(st.players):
        st.observation(s)  # fill the caches
    for _ in range(7):
        st.undo()
    _play(st, 9, rng)  # another line of play from there
    fresh = tapisvert.load(st.to_json())
    for s in range(st.players):
        mine, theirs = st.observation(s), fresh.observation(s)
        assert mine["log"] == theirs["log"]
        assert mine["hand_results"] == theirs["hand_results"]
        assert mine["tricks"] == theirs["tricks"]


@pytest.mark.parametrize("game", GAMES)
def test_the_tricks_read_once_are_those_read_afresh_at_every_step(game):
    # issue 23, item 5: the trick review reads each trick event once; after an undo (the lines
    # replayed are new objects) or a new hand it reads again, never a stale trick
    rng = random.Random(game)
    st = tapisvert.new_game(game, seed=6)
    for _ in range(300):
        if st.history and (st.is_over or rng.random() < 0.25):
            st.undo()
        else:
            st.apply(rng.choice(st.legal_actions()))
        if rng.random() < 0.3:  # (views between several moves: an undo, then more lines)
            assert tricks_seen(st) == tricks_seen(st.clone())  # a clone reads from nothing


def test_a_second_view_renders_only_the_new_lines(monkeypatch):
    st = tapisvert.new_game("tarot", players=4, seed=3)
    _play(st, 40, random.Random(3))
    st.observation(0)
    calls = []
    real = E.say

    def counting(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(E, "say", counting)
    st.observation(0)
    assert calls == []
    st.apply(st.legal_actions()[0])
    st.observation(0)
    assert 0 < len(calls) <= 2 * 3  # text and text_third of the one to three lines added


def test_tricks_are_read_from_their_records():
    st = tapisvert.new_game("tarot", players=4, seed=2)
    _play(st, 40, random.Random(2))
    assert st.TRICKS_REVIEW == "all"
    tricks = [d for _, _, kind, d, _ in st.log if kind == "event" and d.kind == E.TRICK]
    assert tricks and all(isinstance(t, Event) and len(t.cards) == 4 for t in tricks)
    seen = st.observation(0)["tricks"]
    assert seen is not None
    hand = [
        t for (h, _, kind, t, _) in st.log if kind == "event" and t.kind == E.TRICK and h == st.hand_number
    ]
    assert [t["winner"] for t in seen] == [t.seats[0] for t in hand]
    assert [t["leader"] for t in seen] == [t.seats[1] for t in hand]


def test_no_engine_line_names_a_seat_by_number():
    # the words are templates: "seat 3" in a line would reach the reader as it is
    for game in GAMES:
        st = tapisvert.new_game(game, seed=1)
        _play(st, 150, random.Random(game))
        for s in range(st.players):
            for e in st.observation(s)["log"]:
                assert "seat " not in e["text"].lower(), e
    assert narration.render("Seat 1 plays.", ["South", "North"], 1) == "Seat 1 plays."
