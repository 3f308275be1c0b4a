"""A request nested very deep is refused before it is parsed (tapisvert.errors.RequestError).

Under Pyodide, ``json.loads("[" * 10**4)`` exhausts the WebAssembly stack before Python's recursion
limit: a fatal error that kills the engine's worker (tests/browser/test_bridge_depth.py shows the worker
survives it there). Here the parser is watched: no such text may reach it, so the check must come first."""

import json
from types import SimpleNamespace

import pytest

from tapisvert import bridge, state
from tapisvert.errors import RecordError, RequestError

DEEP = "[" * 100_000


@pytest.fixture
def parsed(monkeypatch):
    """Every text the bridge and the record loader hand to the JSON parser."""
    seen: list[str] = []

    def loads(text, *args, **kwargs):
        seen.append(text)
        return json.loads(text, *args, **kwargs)

    spy = SimpleNamespace(loads=loads, dumps=json.dumps, JSONDecodeError=json.JSONDecodeError)
    monkeypatch.setattr(bridge, "json", spy)
    monkeypatch.setattr(state, "json", spy)
    return seen


def answer(text: str) -> dict:
    return json.loads(bridge.call(text))


def test_a_deep_request_gets_a_value_error_without_being_parsed(parsed):
    deep = (DEEP, "{" * 100_000, '{"op": "games", "x": ' + "[" * 5000 + "]" * 5000 + "}")
    for text in deep:
        out = answer(text)
        assert out["ok"] is False
        assert out["error"] == {
            "type": "value",
            "message": f"the request is nested more than {bridge.MAX_DEPTH} levels deep",
        }
    assert not set(deep) & set(parsed), "a too deeply nested request reached the JSON parser"
    # the bridge still answers
    assert answer(json.dumps({"op": "games"}))["ok"] is True
    assert issubclass(RequestError, ValueError)


def test_depth_up_to_the_limit_is_parsed_and_brackets_in_strings_do_not_count(parsed):
    at_limit = '{"op": "games", "x": ' + "[" * (bridge.MAX_DEPTH - 1) + "]" * (bridge.MAX_DEPTH - 1) + "}"
    assert answer(at_limit)["ok"] is True
    assert parsed == [at_limit]
    over = '{"op": "games", "x": ' + "[" * bridge.MAX_DEPTH + "]" * bridge.MAX_DEPTH + "}"
    assert "nested more than" in answer(over)["error"]["message"]
    # text that only looks deep: brackets inside strings, escaped quotes included
    text = json.dumps({"op": "games", "name": "[" * 5000 + '\\"' + "{" * 5000})
    assert answer(text)["ok"] is True


def test_a_deep_record_in_a_load_request_is_a_record_error(parsed):
    request = json.dumps({"op": "load", "record": DEEP})
    out = answer(request)
    assert parsed == [request], "the record reached the JSON parser"
    assert out["ok"] is False and out["error"]["type"] == "record"
    assert f"nested more than {bridge.MAX_DEPTH} levels deep" in out["error"]["message"]
    assert issubclass(RecordError, ValueError)
