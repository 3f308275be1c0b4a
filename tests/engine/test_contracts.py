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
    """The keys a module reads of ``view.extra``: ``v.extra.key``, ``(v.extra || {}).key``, or
    ``const x = v.extra || {}`` (or, typed, ``const x = /** @type {Reads} */ (v.extra || {})``) then
    ``x.key`` in the rest of that function (up to the end of its block)."""
    keys = set(re.findall(r"\b\w+\.extra\??\.(\w+)", text))
    keys |= set(re.findall(r"\(\w+\.extra \|\| \{\}\)\.(\w+)", text))
    for m in re.finditer(r"const (\w+) = (?:/\*\* @type \{[^}]*\} \*/ \()?\w+\.extra\b", text):
        indent = text.rfind("\n", 0, m.start())
        depth = m.start() - indent - 1 - 2  # the function's own indentation
        end = text.find("\n" + " " * depth + "}", m.end())
        body = text[m.end() : end if end >= 0 else len(text)]
        n = m.group(1)
        keys |= set(re.findall(rf"(?<![\w.]){n}\.(\w+)", body))
        keys |= set(re.findall(rf"(?<![\w.]){n}\[\"(\w+)\"\]", body))
    return keys


#: A read of ``view.extra`` by a key computed at run time: guided.mjs's lesson moments
#: (``when: extra:<key>``), whose keys the lessons name (sources/lessons/<game>*.yaml).
_COMPUTED = re.compile(r"\b\w+\.extra\[(?!\")")
_MENTIONS = re.compile(r"\b\w+\.extra\b")


def _modules() -> list[Path]:
    return sorted(p for p in PLAYGROUND.rglob("*") if p.suffix in (".mjs", ".js"))


def _panel_games() -> dict[str, set[str]]:
    """Which games' panels each module defines, from panels.mjs's table ``PANELS = {game: panel}``
    and the module that declares each panel (``const briscanPanel``, ``export const tarotPanel``)."""
    table = re.search(
        r"export const PANELS = \{([^}]*)\}",
        (PLAYGROUND / "table" / "panels" / "panels.mjs").read_text(encoding="utf-8"),
    )
    assert table, "panels.mjs has no PANELS table"
    out: dict[str, set[str]] = {}
    for game, panel in re.findall(r"(\w+): (\w+)", table.group(1)):
        homes = [
            p.name for p in _modules() if re.search(rf"\bconst {panel}\b", p.read_text(encoding="utf-8"))
        ]
        assert len(homes) == 1, (panel, homes)
        out.setdefault(homes[0], set()).add(game)
    return out


def _lesson_reads() -> dict[str, set[str]]:
    """The keys of ``extra`` each game's lessons test (``when: extra:<key>[=v]``, ``detail@extra:<key>``)."""
    out: dict[str, set[str]] = {}
    for path in sorted((ROOT / "sources" / "lessons").glob("*.yaml")):
        game = path.name.split(".")[0]
        keys = set(re.findall(r"\bextra:([a-z_]+)", path.read_text(encoding="utf-8")))
        out.setdefault(game, set()).update(keys)
    return out


# Keys a panel reads that no engine sends, known and reported (issue 23): the Emprunt panel asks
# who holds the card needed, which the engine never tells (it is hidden information); the panel
# falls back to "the player who holds it".  Remove an entry once the panel no longer reads it.
KNOWN_UNSENT = {"panel-emprunt.mjs": {"holder", "lender"}}


def test_the_browser_reads_only_keys_the_engine_sends():
    # every module under playground/ that reads view.extra (issue 39: derived from the reads, not
    # a list of modules): a game's panel the keys of its game, any other module keys some game sends
    every = set().union(*(set().union(*_keys(t)) for t in EXTRA.values()))
    panels = _panel_games()
    assert panels, "no game panel in playground/"
    readers = []
    for path in _modules():
        text = path.read_text(encoding="utf-8")
        if not _MENTIONS.search(text):
            continue
        read = _panel_reads(text)
        computed = bool(_COMPUTED.search(text))
        assert read or computed, f"{path.name} reads view.extra in a way this scan does not follow"
        readers.append(path.name)
        known = KNOWN_UNSENT.get(path.name, set())
        assert known <= read, (
            f"{path.name} no longer reads {sorted(known - read)}: drop them from KNOWN_UNSENT"
        )
        games = panels.get(path.name)
        declared = set().union(*(set().union(*_keys(EXTRA[g])) for g in games)) if games else every
        assert read - known <= declared, (path.name, sorted(read - known - declared))
        if computed:
            for game, keys in _lesson_reads().items():
                assert keys <= set().union(*_keys(EXTRA[game])), (path.name, game, sorted(keys))
    # the modules this scan found reading extra: the panels and the table's own modules at least
    table = {"table-render.mjs", "table-state.mjs", "table-dialogs.mjs", "guided.mjs"}
    assert set(panels) <= set(readers) and table <= set(readers), readers


def test_a_module_reading_an_unknown_key_is_caught():
    text = "  f() {\n    const x = v.extra || {};\n    x.taker; x.no_such_key; v.extra.pool;\n  }\n  g() { x.other; }"
    assert _panel_reads(text) == {"taker", "no_such_key", "pool"}
    assert _panel_reads("const s = ((v.extra || {}).partner_hands || {})[k];") == {"partner_hands"}
    typed = "  f() {\n    const x = /** @type {Reads} */ (v.extra || {});\n    x.run; x.holder;\n  }\n  g() { x.other; }"
    assert _panel_reads(typed) == {"run", "holder"}
