"""Seeded all-bot matches played through the JSON bridge, for comparing CPython with Pyodide.

The same file runs under CPython (imported by tests/site/test_pyodide_node.py) and under Pyodide in
Node (its source is executed by playground/node/replay.mjs), so both sides play with identical code.
It depends on nothing but ``tapisvert``.
"""

import json

from tapisvert import bridge

#: Matches compared byte for byte: every form of Triomphe and both bot-visible decision switches.
DEFAULT_SPECS = [
    {"game": "triomphe", "players": 4, "seed": 1, "options": {"form": "team"}},
    {"game": "triomphe", "players": 2, "seed": 7, "options": {}},
    {"game": "triomphe", "players": 3, "seed": 11, "options": {"regime": "plaisant"}},
    {
        "game": "triomphe",
        "players": 5,
        "seed": 23,
        "options": {"regime": "forcat", "forcat_cannot_head": "trump-in"},
    },
    {"game": "triomphe", "players": 6, "seed": 5, "options": {"form": "team", "target": 3}},
    {"game": "triomphe", "players": 4, "seed": 99, "options": {"form": "pillage"}},
    {
        "game": "triomphe",
        "players": 4,
        "seed": 3,
        "options": {"order": "A", "forcee_void_after_trump": "any-trump"},
    },
]

MAX_MOVES = 20000


def all_game_specs(seed=17):
    """DEFAULT_SPECS plus one match of every other registered game at its default settings."""
    from tapisvert import game_info, list_games

    extra = [
        {"game": g, "players": game_info(g)["default_players"], "seed": seed, "options": {}}
        for g in list_games()
        if g != "triomphe"
    ]
    return DEFAULT_SPECS + extra


def _call(request):
    reply = json.loads(bridge.call(json.dumps(request)))
    if not reply.get("ok"):
        raise RuntimeError(f"bridge refused {request['op']}: {reply.get('error')}")
    return reply


def play_record(spec, level="baseline"):
    """Play one seeded match with bots in every seat; return its record (``state.to_json()``)."""
    reply = _call(
        {
            "op": "new",
            "game": spec["game"],
            "players": spec["players"],
            "seed": spec["seed"],
            "options": spec.get("options") or {},
            "humans": [],
        }
    )
    table = reply["table"]
    view = reply["view"]
    moves = 0
    while not view["is_over"]:
        view = _call({"op": "bot", "table": table, "level": level})["view"]
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"{spec} did not finish in {MAX_MOVES} moves")
    return _call({"op": "record", "table": table})["record"]


def play_records(specs_json):
    """JSON list of specs in, JSON list of records out (the form the Node runner uses)."""
    specs = json.loads(specs_json)
    return json.dumps([play_record(spec) for spec in specs])
