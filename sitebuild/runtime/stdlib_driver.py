"""What a page can make the engine do, run under Pyodide by ``sitebuild/runtime/stdlib_trace.mjs`` so that
the trace of imported modules covers it (issue 27: the shipped standard library is only what is
imported). It depends on nothing but ``tapisvert`` and the standard library, and never raises on
an engine refusal: refusals are part of what is traced (their messages, the rule they name).

``run_all(work_json)``: ``work`` is ``{"specs": [...], "levels": [...], "examples": [source, ...]}``
(the bot matches of ``sitebuild.runtime.botgames``, the table's bot levels, the worked examples' code).
"""

import importlib
import json
import pkgutil

import tapisvert
from tapisvert import bridge

BROWSER_NEVER = ("tapisvert.lab", "tapisvert.cli", "tapisvert.__main__")
#: moves made with each bot level but the first, in one match per game (the search bots are slow)
SEARCH_MOVES = 2


def _call(request):
    return json.loads(bridge.call(json.dumps(request)))


def import_engine(package=tapisvert):
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name.startswith(BROWSER_NEVER):
            continue
        module = importlib.import_module(info.name)
        if info.ispkg:
            import_engine(module)


def play(spec, level, max_moves=None):
    """The first hand of a seeded match (or its first ``max_moves`` moves) with bots of ``level`` in
    every seat but seat 0, which plays its first legal action (a human at the table): every op the
    table sends on the way, a refused card, an undo, the score sheets, the record and its reload."""
    new = _call(
        {
            "op": "new",
            "game": spec["game"],
            "players": spec["players"],
            "seed": spec["seed"],
            "options": spec.get("options") or {},
            "humans": [0],
        }
    )
    if not new.get("ok"):
        return
    table, view = new["table"], new["view"]
    moves, hand = 0, view["hand_number"]
    while not view["is_over"] and view["hand_number"] == hand and (max_moves is None or moves < max_moves):
        if view["current_player"] == 0:
            legal = view.get("legal") or [None]
            _call({"op": "play", "table": table, "action": "no-such-card"})  # refused: names a rule
            reply = _call({"op": "play", "table": table, "action": legal[0]})
        else:
            reply = _call({"op": "bot", "table": table, "level": level})
        if not reply.get("ok"):
            break
        view = reply["view"]
        moves += 1
        if moves == 2:
            _call({"op": "undo", "table": table})
            _call({"op": "undo", "table": table, "choices_only": True})
            view = _call({"op": "view", "table": table})["view"]
    _call({"op": "sheets", "table": table})
    record = _call({"op": "record", "table": table}).get("record")
    loaded = _call({"op": "load", "record": record, "humans": [0]})
    if loaded.get("ok"):
        _call({"op": "close", "table": loaded["table"]})
    _call({"op": "close", "table": table})


def every_op(game):
    _call({"op": "games"})
    _call({"op": "info", "game": game})
    _call({"op": "rules", "game": game})
    _call({"op": "check", "game": game, "players": 99, "seed": 0, "options": {}, "humans": [0]})
    _call({"op": "new", "game": game, "options": {"no_such_option": 1}})
    _call({"op": "position", "game": game, "position": {}})
    _call({"op": "load", "record": "{not json"})
    _call({"op": "view", "table": "t-none"})
    _call({"op": "no-such-op"})
    bridge.call("{not json")


def run_examples(sources):
    namespace = {"__name__": "__examples__"}
    for source in sources:
        try:
            exec(compile(source, "<example>", "single"), namespace)
        except Exception:  # noqa: BLE001 - an example that shows an error is still traced
            pass


def run_all(work_json):
    work = json.loads(work_json)
    import_engine()
    levels = work["levels"]
    games = set()
    for spec in work["specs"]:
        play(spec, levels[0])
        if spec["game"] not in games:  # the other levels and ops once per game
            games.add(spec["game"])
            every_op(spec["game"])
            for level in levels[1:]:
                play(spec, level, max_moves=SEARCH_MOVES)
    run_examples(work["examples"])
