"""One reading of option values for the page and the site build (issue 39): the engine's
``tapisvert.option_values`` gives every option its ``kind`` in game_info and reads text by it;
the page's ``coerceOptions`` (playground/table/table-link.mjs) reads by that same kind, and the first
deals' requests (sitebuild/pages/first_deals.py) call the engine's. No hand copy is left in sitebuild,
and the page and the engine read the same raw values alike (the page run under Node)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from sitebuild.pages import first_deals
from tapisvert import game_info, list_games, option_values

ROOT = Path(__file__).resolve().parents[2]
# raw values as a link gives them: numbers, booleans and text as text, an unknown name
RAW = ["7", "7.5", "0", "true", "1", "false", "no", "solo", "team"]


def test_every_option_has_its_kind() -> None:
    for game in list_games():
        for opt in game_info(game)["options"]:
            assert opt["kind"] in option_values.KINDS, (game, opt["name"])
            assert opt["kind"] == option_values.kind(opt)


def test_the_site_build_has_no_copy_of_the_reading() -> None:
    source = (ROOT / "sitebuild" / "pages" / "first_deals.py").read_text(encoding="utf-8")
    assert "def _coerce" not in source and "option_values.coerce" in source
    assert "isinstance(pattern" not in source


def test_the_engine_reads_by_kind() -> None:
    info = {
        "options": [
            {"name": "target", "kind": "number"},
            {"name": "open", "kind": "boolean"},
            {"name": "form", "kind": "text"},
        ]
    }
    raw = {"colour": "red", "form": "solo", "open": "1", "target": "7"}
    out = option_values.coerce(info, raw)
    assert out == {"target": 7, "open": True, "form": "solo", "colour": "red"}
    assert list(out) == ["target", "open", "form", "colour"]  # known in game_info's order, then the rest
    assert option_values.coerce(info, {"target": "7.5", "open": "true"}) == {"target": 7.5, "open": True}


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the page's module")
def test_the_page_and_the_engine_read_link_values_alike() -> None:
    cases = []
    for game in list_games():
        info = game_info(game)
        for opt in info["options"]:
            for raw in RAW:
                if opt["kind"] == "number" and raw not in ("7", "7.5", "0", "1"):
                    continue  # not a number: the engine refuses it (the page gets NaN)
                cases.append((game, {opt["name"]: raw, "colour": raw}))
    infos = {g: game_info(g) for g in list_games()}
    script = (
        "import { coerceOptions } from './playground/table/table-link.mjs';\n"
        "const { infos, cases } = JSON.parse(process.argv[1]);\n"
        "console.log(JSON.stringify(cases.map(([g, raw]) => coerceOptions(infos[g], raw))));\n"
    )
    proc = subprocess.run(
        ["node", "--input-type=module", "-e", script, json.dumps({"infos": infos, "cases": cases})],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    page = json.loads(proc.stdout)
    engine = [option_values.coerce(infos[g], raw) for g, raw in cases]
    assert len(cases) > 50
    differ = [(c, p, e) for c, p, e in zip(cases, page, engine) if json.dumps(p) != json.dumps(e)]
    assert not differ, differ[:5]


def test_the_first_deal_request_reads_data_options_by_kind() -> None:
    request = first_deals.table_request("triomphe", 4, {"form": "team"}, 1)
    assert request["options"]["form"] == "team"
    assert list(request["options"]) == [o["name"] for o in game_info("triomphe")["options"]]
