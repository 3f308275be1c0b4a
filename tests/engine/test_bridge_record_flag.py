"""The bridge's ``"record": true`` flag: a move's answer carries the table's record (one round trip)."""

import json

from tapisvert import bridge


def ask(**req):
    return json.loads(bridge.call(json.dumps(req)))


def test_a_move_with_the_flag_carries_the_record_and_one_without_does_not():
    new = ask(op="new", game="triomphe", players=2, seed=7, humans=[0])
    table = new["table"]
    try:
        view = new["view"]
        op = {"op": "play", "action": view["legal"][0]} if view["legal"] else {"op": "bot"}
        plain = ask(table=table, **op)
        assert plain["ok"] and "record" not in plain
        view = plain["view"]
        op = {"op": "play", "action": view["legal"][0]} if view["legal"] else {"op": "bot"}
        flagged = ask(table=table, record=True, **op)
        assert flagged["ok"]
        assert flagged["record"] == ask(op="record", table=table)["record"]
        assert len(json.loads(flagged["record"])["actions"]) == flagged["view"]["record_actions"]
        undone = ask(op="undo", table=table, record=True)
        assert (
            json.loads(undone["record"])["actions"]
            == json.loads(ask(op="record", table=table)["record"])["actions"]
        )
    finally:
        ask(op="close", table=table)


def test_a_refused_move_with_the_flag_is_refused_as_before():
    table = ask(op="new", game="triomphe", players=2, seed=7, humans=[0])["table"]
    try:
        answer = ask(op="play", table=table, action="nonsense", record=True)
        assert not answer["ok"] and "record" not in answer
    finally:
        ask(op="close", table=table)
