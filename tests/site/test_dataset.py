"""The rules as a dataset (issue 26): per game a JSON file valid against its JSON Schema and a CSV with
one row a rule, written into the built site and linked from each rules page."""

from __future__ import annotations

import copy
import csv
import io
import json

import jsonschema  # type: ignore[import-untyped]  # no type information shipped
import pytest

import tapisvert
from sitebuild.pages import dataset as D

GAMES = tapisvert.list_games()


def test_the_schema_is_a_valid_json_schema():
    jsonschema.Draft202012Validator.check_schema(D.SCHEMA)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_validates_and_has_every_rule(game):
    data = D.game_data(game)
    jsonschema.validate(data, D.SCHEMA, cls=jsonschema.Draft202012Validator)
    assert [r["id"] for r in data["rules"]] == [r.id for r in tapisvert.rules(game)]
    assert data["edition"]["version"] and data["edition"]["date"]
    # every cited paragraph is there with its role
    for r, rule in zip(data["rules"], tapisvert.rules(game), strict=True):
        assert [c["paragraph"] for c in r["citations"]] == list(rule.paragraphs)


def test_the_schema_refuses_a_broken_record():
    data = D.game_data("brisque")
    bad = copy.deepcopy(data)
    turnup = next(r for r in bad["rules"] if r["id"] == "brisque.deal.turnup")
    against = next(c for c in turnup["citations"] if c["role"] == "against")
    against["why"] = None  # an "against" citation without its reason
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, D.SCHEMA, cls=jsonschema.Draft202012Validator)
    bad = copy.deepcopy(data)
    bad["rules"][0]["status"] = "probable"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, D.SCHEMA, cls=jsonschema.Draft202012Validator)


def test_the_csv_has_a_row_per_rule_with_roles_and_decisions():
    data = D.game_data("tarot")
    rows = list(csv.DictReader(io.StringIO(D.to_csv(data))))
    assert tuple(rows[0]) == D.CSV_COLUMNS and len(rows) == len(data["rules"])
    by_id = {r["id"]: r for r in rows}
    assert by_id["tarot.play.lead"]["rests_on"] == "[]" and by_id["tarot.play.lead"]["context"] == "[39]"
    assert by_id["tarot.match.target"]["decision_kind"] == "setting"
    assert by_id["tarot.play.excuse"]["quotes"].startswith('["The Fool can be played anytime, except')


@pytest.mark.parametrize("game", GAMES)
def test_every_csv_reads_back_exactly_as_its_json(game):
    # issue 43: the CSV joined list items with " | ", and 19 Briscan/Brisque quotes hold "|"
    data = json.loads(D.to_json(D.game_data(game)))
    rows = D.read_csv(D.to_csv(data))
    kinds = {d["id"]: d["kind"] for d in data["decisions"]}
    assert [row["id"] for row in rows] == [r["id"] for r in data["rules"]]
    for row, r in zip(rows, data["rules"], strict=True):
        roles = {
            role: [c for c in r["citations"] if c["role"] == role]
            for role in ("rests-on", "context", "against")
        }
        assert row["status"] == r["status"] and row["sentence"] == r["sentence"], r["id"]
        assert row["quotes"] == r["quotes"], r["id"]
        assert row["rests_on"] == [c["paragraph"] for c in roles["rests-on"]], r["id"]
        assert row["context"] == [c["paragraph"] for c in roles["context"]], r["id"]
        assert row["against"] == [{"paragraph": c["paragraph"], "why": c["why"]} for c in roles["against"]], (
            r["id"]
        )
        assert row["authorities"] == [a["key"] for a in r["authorities"]], r["id"]
        assert row["apparatus"] == r["apparatus"], r["id"]
        for col in ("witness", "decision", "option", "note"):
            assert r[col] != "" and row[col] == r[col], (r["id"], col)
        assert row["decision_kind"] == kinds.get(r["decision"]), r["id"]
        assert row["edition_version"] == data["edition"]["version"]


def test_a_quote_holding_the_old_separator_reads_back_whole():
    data = D.game_data("briscan")
    piped = [q for r in data["rules"] for q in r["quotes"] if "|" in q]
    assert len(piped) >= 10  # the infobox and table rows: "| Players | 2 |", "Last trick | 10" …
    read = [q for row in D.read_csv(D.to_csv(data)) for q in row["quotes"]]
    assert set(piped) <= set(read)


def test_the_files_cover_every_game_and_the_schema():
    files = D.files()
    assert set(files) == {D.SCHEMA_PATH} | {f"{D.DIRECTORY}/{g}.{x}" for g in GAMES for x in ("json", "csv")}
    assert json.loads(files[f"{D.DIRECTORY}/emprunt.json"])["game"] == "emprunt"


@pytest.mark.parametrize("game", GAMES)
def test_the_built_site_has_the_dataset_linked_from_the_rules_page(built_site, game):
    data = json.loads((built_site / D.DIRECTORY / f"{game}.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, D.SCHEMA, cls=jsonschema.Draft202012Validator)
    assert (built_site / D.DIRECTORY / f"{game}.csv").is_file()
    html = (built_site / "games" / game / "rules" / "index.html").read_text(encoding="utf-8")
    for kind in ("json", "csv"):
        assert f'href="../../../{D.DIRECTORY}/{game}.{kind}"' in html
    assert f'href="../../../{D.SCHEMA_PATH}"' in html
