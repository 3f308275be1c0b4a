"""The hint (issue 25): the Standard bot's choice with its reasons, blind to hidden cards."""

import json
import random

import pytest

import tapisvert
from tapisvert import bridge, hint, search

CASES = [(g, n) for g in tapisvert.list_games() for n in tapisvert.game_info(g)["players"]]


def fixed(state, seed=3, worlds=4):
    return hint.hint(state, random.Random(seed), budget_s=3600.0, max_worlds=worlds, node_limit=3000)


def decisions(game, players, count, seed=0):
    """States with a choice along a seeded random match."""
    st = tapisvert.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    out: list = []
    while not st.is_over and len(out) < count and len(st.history) < 400:
        if len(st.legal_codes()) > 1 and rng.random() < 0.3:
            out.append(st.clone())
        st.apply(st.decode(rng.choice(st.legal_codes())))
    return out


@pytest.mark.parametrize("game,players", CASES)
def test_hint_is_the_standard_bots_choice_and_sees_only_the_players_observation(game, players):
    for st in decisions(game, players, 2):
        seat = st.current_player
        h = fixed(st)
        assert h["seat"] == seat
        same = search.pimc_action(st, random.Random(3), budget_s=3600.0, max_worlds=4, node_limit=3000)
        if h["exact"] is None:
            assert h["action"] == same and h["actions"][0]["action"] == same
        else:  # near the end: the best by the exact figure, the bot's choice when it is among them
            assert h["action"] in h["exact"]["best"] and h["actions"][0]["action"] == h["action"]
            assert h["action"] == same or same not in h["exact"]["best"]
        assert sorted(r["action"] for r in h["actions"]) == sorted(st.legal_actions())
        assert h["worlds"] == 4 or h["forced"]
        for limit in h["limits"]:
            for card in limit["cards"]:
                assert st.explain(card)[0] == limit["rule_id"]
        # the cards hidden from the player moved: the same hint, word for word
        for k in range(2):
            other = st.resample(seat, random.Random(100 + k))
            assert fixed(other) == h


def test_hint_names_the_rule_that_limits_the_choice():
    st = tapisvert.from_position(
        "triomphe",
        {
            "players": 4,
            "options": {"regime": "general"},
            "trump": "H",
            "leader": 0,
            "trick": ["9S"],
            "hand": ["QS", "8H", "7D"],
        },
    )
    h = fixed(st)
    assert [r["action"] for r in h["actions"]] == ["QS"] and h["forced"]
    assert h["limits"] == [
        {"rule_id": h["limits"][0]["rule_id"], "reason": h["limits"][0]["reason"], "cards": ["8H", "7D"]}
    ]
    assert h["limits"][0]["rule_id"].startswith("triomphe.")
    assert "the eight of hearts, the seven of diamonds may not be played" in h["text"].lower()
    assert "the queen of spades is the only legal action" in h["text"].lower()


def call(**req):
    return json.loads(bridge.call(json.dumps(req)))


def test_bridge_hint_is_for_the_player_to_act_and_leaves_the_bots_stream_alone():
    tid = call(op="new", game="triomphe", players=3, seed=12, humans=[2])["table"]
    a = call(op="hint", table=tid, worlds=4)
    assert a["ok"] and a["hint"]["seat"] == 2 and a["hint"]["worlds"] == 4
    assert a == call(op="hint", table=tid, worlds=4)
    assert call(op="hint", table=tid, worlds=0)["error"]["type"] == "value"
    call(op="play", table=tid, action=a["hint"]["action"])
    refused = call(op="hint", table=tid)
    assert refused["error"] == {
        "type": "value",
        "message": "it is not seat 2's turn: a hint is for the player to act",
    }
    # the bots play the same whether or not a hint was asked
    other = call(op="new", game="triomphe", players=3, seed=12, humans=[2])["table"]
    call(op="play", table=other, action=a["hint"]["action"])
    assert call(op="bot", table=tid)["action"] == call(op="bot", table=other)["action"]


@pytest.mark.parametrize("game,players", [("tarot", 4), ("briscan", 2), ("triomphe", 4)])
def test_near_the_end_the_hint_names_the_best_card_by_exact_solves_in_words(game, players):
    from test_analysis import small_endgames

    for st in small_endgames(game, players, 2):
        h = fixed(st)
        ex = h["exact"]
        assert ex is not None and ex["worlds"] == hint.EXACT_WORLDS
        assert sorted(r["action"] for r in ex["values"]) == sorted(st.legal_actions())
        assert h["action"] in ex["best"] and "each solved exactly" in h["text"]
        assert f"Play {h['action']}" not in h["text"]  # the card by its name, not its code
        # blind: the hidden cards moved, the same hint
        other = st.resample(st.current_player, random.Random(9))
        assert fixed(other) == h
