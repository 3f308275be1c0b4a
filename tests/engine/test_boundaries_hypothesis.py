"""Typed errors at every boundary (issue 16), found by Hypothesis.

Generated records, positions, options, bridge requests and command lines: ``load`` raises only
RecordError; ``from_position``, ``trick_winner`` and ``new_game`` only ValueError; a state's
``apply`` only ValueError or IllegalAction and leaves the state unchanged when it refuses; the
bridge answers every request with ``ok`` or an error of type illegal, record or value (never
internal) and a refused request leaves its table unchanged; the CLI exits 0 or 2 with a message.
Bounded (``max_examples``) to fit ``make test``.
"""

import contextlib
import io
import json
import os
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

import tapisvert
from tapisvert import bridge, cli
from tapisvert.state import state_key

GAMES = tapisvert.list_games()
# TV_HYPOTHESIS_EXAMPLES raises the bound for a longer hunt (the bench, or by hand).
EXAMPLES = int(os.environ.get("TV_HYPOTHESIS_EXAMPLES", "150"))
SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)

# Values that look like what the engine expects (cards, seats, suits, option values) mixed
# with any JSON.
NEAR: st.SearchStrategy[Any] = st.sampled_from(
    [
        "AS",
        "KH",
        "7C",
        "9S",
        "QD",
        "1",
        "21",
        "EX",
        "H",
        "S",
        "X",
        "",
        "deal",
        "discard:KH",
        "pillage",
        0,
        1,
        2,
        3,
        4,
        5,
        6,
        -1,
        99,
        2**53,
        True,
        False,
        None,
        0.5,
        10.0,
        [],
        {},
        ["KS"],
        ["KS", "KS"],
        "team",
        "pillage",
        "yes",
    ]
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-10, 10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6)
)
JSON = st.recursive(
    SCALARS | NEAR,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.text(max_size=8) | st.sampled_from(["players", "seed", "form"]), inner, max_size=4
        )
    ),
    max_leaves=12,
)

BASE_RECORDS: dict[str, Any] = {}


def _base_record(game):
    if game not in BASE_RECORDS:
        s = tapisvert.new_game(game, seed=3)
        for _ in range(12):
            if s.is_over:
                break
            s.apply(s.legal_actions()[0])
        BASE_RECORDS[game] = s.to_record()
    return dict(BASE_RECORDS[game])


BASE_POSITIONS = {
    "triomphe": {"players": 4, "trump": "H", "trick": ["9S"], "hand": ["KS", "8S"]},
    "francion": {"players": 4, "trump": "C", "trick": ["KC"], "hand": ["2C", "AS"]},
    "briscan": {"trump": "H", "trick": ["9C"], "hand": ["7H", "KS", "QS"]},
    "brisque": {"trump": "H", "trick": ["9C"], "hand": ["7H", "KS", "QS"]},
    "tarot": {"players": 4, "trick": ["5H"], "hand": ["KH", "3"]},
    "emprunt": {"players": 3, "hands": [["4S", "5S"], ["6S"], ["7S"]]},
}
# every key some game reads (each game's own POSITION_KEYS), and one no game knows
POSITION_KEYS = sorted(
    set().union(*(tapisvert.game_class(g).FACTS.position_keys or frozenset() for g in tapisvert.list_games()))
) + ["bogus"]
RECORD_KEYS = ["game", "players", "options", "seed", "deal", "actions", "format", "checksum", "x"]


@st.composite
def edits(draw, keys):
    """A few changes to a JSON object: keys set to generated values, or deleted."""
    out = []
    for _ in range(draw(st.integers(1, 3))):
        key = draw(st.sampled_from(keys))
        out.append((key, draw(JSON), draw(st.booleans())))
    return out


def _apply_edits(obj, changes):
    obj = dict(obj)
    for key, value, delete in changes:
        if delete and key in obj:
            del obj[key]
        else:
            obj[key] = value
    return obj


@SETTINGS
@given(
    game=st.sampled_from(GAMES),
    changes=edits(RECORD_KEYS),
    keep_checksum=st.booleans(),
    action_edit=st.one_of(st.none(), st.tuples(st.integers(0, 11), JSON)),
)
def test_load_raises_only_record_error(game, changes, keep_checksum, action_edit):
    rec = _base_record(game)
    if not keep_checksum:
        rec.pop("checksum", None)
    rec = _apply_edits(rec, changes)
    if action_edit is not None and isinstance(rec.get("actions"), list) and rec["actions"]:
        i, value = action_edit
        rec["actions"] = list(rec["actions"])
        rec["actions"][i % len(rec["actions"])] = value
    text = json.dumps(rec)
    try:
        state = tapisvert.load(text)
    except tapisvert.RecordError as e:
        assert str(e)
    else:
        assert tapisvert.load(state.to_json()).to_json() == state.to_json()
    out = json.loads(bridge.call(json.dumps({"op": "load", "record": text})))
    assert out["ok"] or out["error"]["type"] == "record", out
    if out["ok"]:
        bridge.call(json.dumps({"op": "close", "table": out["table"]}))


@SETTINGS
@given(text=st.text(max_size=40) | st.binary(max_size=40) | JSON)
def test_load_of_anything_raises_only_record_error(text):
    try:
        tapisvert.load(text if isinstance(text, (str, bytes)) else json.dumps(text))
    except tapisvert.RecordError as e:
        assert str(e)


@SETTINGS
@given(game=st.sampled_from(GAMES), changes=edits(POSITION_KEYS))
def test_positions_raise_only_value_error(game, changes):
    pos = _apply_edits(BASE_POSITIONS[game], changes)
    try:
        state = tapisvert.from_position(game, pos)
    except ValueError as e:
        assert str(e) and not isinstance(e, tapisvert.RecordError)
    else:
        legal = state.legal_actions()
        assert legal or state.current_player is None
        if legal:
            state.apply(legal[0])
    try:
        tapisvert.trick_winner(game, pos)
    except ValueError as e:
        assert str(e)
    out = json.loads(bridge.call(json.dumps({"op": "position", "game": game, "position": pos})))
    assert out["ok"] or out["error"]["type"] == "value", out


@SETTINGS
@given(
    game=st.sampled_from(GAMES + ["whist", 3]),
    players=JSON,
    seed=JSON,
    options=st.dictionaries(
        st.sampled_from(
            [
                "form",
                "regime",
                "target",
                "deal_size",
                "miseres",
                "goulash",
                "deals",
                "ante",
                "rounds",
                "brisque_points",
                "exchange_bonus",
                "start_tokens",
                "welche_lead",
                "colour",
                "players",
                "seed",
                "deal",
                "self",
            ]
        ),
        JSON,
        max_size=3,
    ),
)
def test_new_game_raises_only_value_error(game, players, seed, options):
    req = {"op": "new", "game": game, "players": players, "seed": seed, "options": options}
    try:
        state = tapisvert.new_game(
            game,
            players,
            seed,
            None,
            **{k: v for k, v in options.items() if k not in ("players", "seed", "deal")},
        )
    except ValueError as e:
        assert str(e)
    else:
        assert state.legal_actions()
    out = json.loads(bridge.call(json.dumps(req)))
    assert out["ok"] or out["error"]["type"] == "value", out
    if out["ok"]:
        bridge.call(json.dumps({"op": "close", "table": out["table"]}))


_TABLE: dict[str, Any] = {}


def _table():
    if "id" not in _TABLE:
        out = json.loads(
            bridge.call(
                json.dumps({"op": "new", "game": "triomphe", "players": 4, "seed": 5, "humans": [0, 2]})
            )
        )
        _TABLE["id"] = out["table"]
    return _TABLE["id"]


@SETTINGS
@given(
    op=st.sampled_from(
        [
            "play",
            "bot",
            "undo",
            "view",
            "record",
            "sheets",
            "check",
            "load",
            "position",
            "info",
            "rules",
            "close",
            "nope",
            None,
            7,
        ]
    ),
    fields=st.dictionaries(
        st.sampled_from(
            [
                "action",
                "seat",
                "level",
                "choices_only",
                "table",
                "game",
                "humans",
                "record",
                "position",
                "options",
            ]
        ),
        JSON,
        max_size=3,
    ),
    own_table=st.booleans(),
)
def test_bridge_requests_get_typed_answers_and_refusals_change_nothing(op, fields, own_table):
    req = {"op": op, **fields}
    tid = _table()
    if own_table or "table" not in req:
        req["table"] = tid
    if op == "close" and req["table"] == tid:
        req["table"] = "t-none"
    t = bridge._TABLES[tid]
    before = (state_key(t.state), list(t.actors))
    out = json.loads(bridge.call(json.dumps(req)))
    if not out["ok"]:
        assert out["error"]["type"] in ("illegal", "record", "value"), out
        assert out["error"]["message"]
        assert (state_key(t.state), list(t.actors)) == before, f"a refused {op} changed the table"
    elif "table" in out and out["table"] != tid:
        bridge.call(json.dumps({"op": "close", "table": out["table"]}))
    if t.state.is_over:
        bridge.call(json.dumps({"op": "close", "table": tid}))
        _TABLE.clear()


@SETTINGS
@given(game=st.sampled_from(GAMES), action=JSON, seat=JSON, steps=st.integers(0, 20))
def test_apply_raises_only_value_error_or_illegal_action_and_changes_nothing(game, action, seat, steps):
    state = tapisvert.new_game(game, seed=steps)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(state.legal_actions()[-1])
    before = state_key(state)
    try:
        state.apply(action, seat)
    except (ValueError, tapisvert.IllegalAction) as e:
        assert str(e)
        assert state_key(state) == before
    try:
        state.observation(seat)
    except ValueError:
        pass


@settings(max_examples=max(20, EXAMPLES // 3), deadline=None, derandomize=True)
@given(
    cmd=st.sampled_from(["play", "simulate", "rules"]),
    game=st.sampled_from(GAMES),
    extra=st.lists(
        st.sampled_from(
            [
                "--games",
                "--target",
                "--miseres",
                "--ante",
                "--form",
                "--players",
                "--seed",
                "--seat",
                "--deals",
                "--colour",
                "0",
                "1",
                "2",
                "-1",
                "true",
                "x",
                "team",
                "--target=3",
                "--rounds=0",
            ]
        ),
        max_size=5,
    ),
)
def test_cli_exits_with_a_message_never_a_traceback(cmd, game, extra):
    argv = [cmd, game, *extra]
    if cmd == "simulate" and "--games" not in extra:
        argv += ["--games", "1"]
    if cmd == "play":
        argv += ["--bot", "random"]
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            rc = cli.main(argv) if cmd != "play" else _play(argv)
        except SystemExit as e:  # argparse's own usage errors (exit 2)
            rc = e.code
    assert rc in (0, 2), (argv, err.getvalue())
    if rc == 2:
        assert err.getvalue().strip()


def _play(argv):
    # play reads moves from standard input: an empty one ends the session at once
    import sys

    old = sys.stdin
    sys.stdin = io.StringIO("")
    try:
        return cli.main(argv)
    finally:
        sys.stdin = old
