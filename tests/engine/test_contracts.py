"""The engine's typed contracts (issue 23, item 3): the bridge dispatches every op from its table
of handlers, and each game's ``extra`` holds exactly the keys of its type (tapisvert.extras), the
keys the browser's panels read being among them."""

from __future__ import annotations

import json
import random
import re
import typing
from pathlib import Path

import pytest

import tapisvert
from tapisvert import bots, bridge
from tapisvert.extras import EXTRA
from tapisvert.types import BridgeOp
from tests.golden.playthrough import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
PLAYGROUND = ROOT / "playground"


def test_every_op_has_one_handler():
    assert set(bridge.HANDLERS) == set(typing.get_args(BridgeOp))
    answer = json.loads(bridge.call(json.dumps({"op": "nope"})))
    assert answer["ok"] is False and "unknown op" in answer["error"]["message"]
    with pytest.raises(ValueError):
        bridge.handler("games")(lambda req: {})


def _keys(cls: type) -> tuple[set[str], set[str]]:
    """The required and the optional keys of a TypedDict."""
    hints = typing.get_type_hints(cls, include_extras=True)
    optional = {k for k, t in hints.items() if typing.get_origin(t) is typing.NotRequired}
    return set(hints) - optional, optional


def _extras_seen(game: str) -> list[set[str]]:
    out = []
    for name, (g, players, seed, options) in VARIANTS.items():
        if g != game:
            continue
        st = tapisvert.new_game(g, players=players, seed=seed, **options)
        rng = random.Random(f"contracts:{name}")
        while not st.is_over and len(st.hand_results) < 1:
            out += [set(st.observation(s)["extra"]) for s in range(players)]
            st.apply(bots.choose(st, "baseline", rng))
    return out


@pytest.mark.parametrize("game", sorted(EXTRA))
def test_each_game_sends_exactly_the_keys_of_its_extra_type(game):
    required, optional = _keys(EXTRA[game])
    seen = _extras_seen(game)
    assert seen
    for keys in seen:
        assert required <= keys, (game, sorted(required - keys))
        assert keys <= required | optional, (game, sorted(keys - required - optional))


def _panel_reads(text: str) -> set[str]:
    """The keys a module reads of ``view.extra``: ``v.extra.key``, or ``const x = v.extra || {}``
    then ``x.key`` in the rest of that function (up to the end of its block)."""
    keys = set(re.findall(r"\b\w+\.extra\.(\w+)", text))
    for m in re.finditer(r"const (\w+) = \w+\.extra\b", text):
        indent = text.rfind("\n", 0, m.start())
        depth = m.start() - indent - 1 - 2  # the function's own indentation
        end = text.find("\n" + " " * depth + "}", m.end())
        body = text[m.end() : end if end >= 0 else len(text)]
        n = m.group(1)
        keys |= set(re.findall(rf"(?<![\w.]){n}\.(\w+)", body))
        keys |= set(re.findall(rf"(?<![\w.]){n}\[\"(\w+)\"\]", body))
    return keys


# Keys a panel reads that no engine sends, known and reported (issue 23): the Emprunt panel asks
# who holds the card needed, which the engine never tells (it is hidden information); the panel
# falls back to "the player who holds it".  Remove an entry once the panel no longer reads it.
KNOWN_UNSENT = {"panel-emprunt.mjs": {"holder", "lender"}}


def test_the_panels_read_only_keys_the_engine_sends():
    panels = sorted(PLAYGROUND.glob("panel-*.mjs"))
    assert panels, "no game panel in playground/"
    every = set().union(*(set().union(*_keys(t)) for t in EXTRA.values()))
    for path in panels:
        game = path.stem.removeprefix("panel-")
        if game not in EXTRA:
            continue
        read = _panel_reads(path.read_text(encoding="utf-8"))
        declared = set().union(*_keys(EXTRA[game]))
        known = KNOWN_UNSENT.get(path.name, set())
        assert known <= read, (
            f"{path.name} no longer reads {sorted(known - read)}: drop them from KNOWN_UNSENT"
        )
        assert read - known <= declared, (path.name, sorted(read - known - declared))
    table = _panel_reads((PLAYGROUND / "table.mjs").read_text(encoding="utf-8"))
    assert table <= every, ("table.mjs", sorted(table - every))


def test_a_panel_reading_an_unknown_key_is_caught():
    text = "  f() {\n    const x = v.extra || {};\n    x.taker; x.no_such_key; v.extra.pool;\n  }\n  g() { x.other; }"
    assert _panel_reads(text) == {"taker", "no_such_key", "pool"}
