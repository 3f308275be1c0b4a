"""Keeping a game (issue 13): the bridge exports a table's engine record as JSON ("Download this
game") and opens one ("Open a game record") at the same position; a bad record is refused with a
clear message of type "record", and nothing is opened."""

import json

import pytest

from tapisvert import bridge


def call(**req):
    return json.loads(bridge.call(json.dumps(req)))


def test_download_and_open_a_game_at_the_same_position():
    t = call(op="new", game="tarot", players=4, seed=11, humans=[0])
    tid, view = t["table"], t["view"]
    for _ in range(60):  # bots and the reader's first legal action, into the play
        if view["current_player"] == 0:
            view = call(op="play", table=tid, action=view["legal"][0])["view"]
        else:
            view = call(op="bot", table=tid, level="random")["view"]
    record = call(op="record", table=tid)["record"]
    rec = json.loads(record)
    assert rec["game"] == "tarot" and rec["format"].startswith("tapisvert-record/")
    opened = call(op="load", record=record, humans=[0])
    assert opened["ok"]
    a = call(op="view", table=tid)["view"]
    b = call(op="view", table=opened["table"])["view"]
    for key in ("hand", "trick", "tricks", "scores", "current_player", "hand_number", "seat_names"):
        assert a[key] == b[key], key
    assert call(op="record", table=opened["table"])["record"] == record


@pytest.mark.parametrize(
    "text,words",
    [
        ("not json at all", "not valid JSON"),
        ('{"game": "tarot"}', "lacks"),
        ('{"game": "whist", "players": 4, "options": {}, "seed": 1, "actions": []}', "unknown game"),
        ('{"game": "tarot", "players": 4, "options": {}, "seed": 1, "actions": ["KH"]}', "does not replay"),
    ],
)
def test_a_bad_record_is_refused_clearly(text, words):
    out = call(op="load", record=text, humans=[0])
    assert out["ok"] is False and out["error"]["type"] == "record"
    assert words.lower() in out["error"]["message"].lower()


def test_an_edited_record_is_refused():
    t = call(op="new", game="briscan", seed=2, humans=[0])
    rec = json.loads(call(op="record", table=t["table"])["record"])
    rec["seed"] += 1
    out = call(op="load", record=json.dumps(rec), humans=[0])
    assert out["error"]["type"] == "record" and "checksum" in out["error"]["message"]
