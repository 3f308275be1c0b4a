"""The rules as a dataset (issue 26): per game a JSON file and a CSV of every rule, with a JSON Schema.

Each record gives the rule's id, status, sentence, the quoted words, every cited paragraph with its
role (*rests-on*, *context*, *against* and why: ``tapisvert.rulebook.CITATION_ROLES``), the
authorities (bibliography keys with their labels), the apparatus entries, and the decision or table
setting with its option. The files are built from the engine's registry at build time and written into
the site (:func:`on_files`, wired in ``sitebuild/hooks.py``) at ``data/rules/<game>.json``,
``data/rules/<game>.csv`` and ``data/rules/schema.json``; each rules page links them. They carry the
edition's version and date (``CITATION.cff``), so a copy says which edition it is.

``python -m sitebuild.pages.dataset OUTDIR`` writes them without MkDocs.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path
from typing import Any

from sitebuild.edition import project

DIRECTORY = "data/rules"
SCHEMA_PATH = f"{DIRECTORY}/schema.json"

_STATUS = ["stated", "inferred", "restored", "reconstructed", "editorial"]

#: The JSON Schema (draft 2020-12) of one game's file.
SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Tapis vert: the rules of one game, with their provenance",
    "type": "object",
    "required": ["game", "source", "edition", "rules", "decisions"],
    "additionalProperties": False,
    "properties": {
        "game": {"type": "string", "pattern": "^[a-z][a-z0-9_-]*$"},
        "source": {"type": "string"},
        "edition": {
            "type": "object",
            "required": ["title", "version", "date"],
            "additionalProperties": False,
            "properties": {
                "title": {"type": "string"},
                "version": {"type": "string"},
                "date": {"type": "string"},
            },
        },
        "rules": {"type": "array", "items": {"$ref": "#/$defs/rule"}},
        "decisions": {"type": "array", "items": {"$ref": "#/$defs/decision"}},
    },
    "$defs": {
        "rule": {
            "type": "object",
            "additionalProperties": False,
            "required": [
                "id",
                "status",
                "sentence",
                "quotes",
                "citations",
                "authorities",
                "apparatus",
                "witness",
                "note",
                "decision",
                "option",
                "exemptions",
            ],
            "properties": {
                "id": {"type": "string", "pattern": r"^[a-z][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)+$"},
                "status": {"enum": _STATUS},
                "sentence": {"type": "string", "minLength": 1},
                "quotes": {"type": "array", "items": {"type": "string", "minLength": 1}},
                "citations": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["paragraph", "role"],
                        "properties": {
                            "paragraph": {"type": "integer", "minimum": 1},
                            "role": {"enum": ["rests-on", "context", "against"]},
                            "why": {"type": ["string", "null"]},
                        },
                        "if": {"properties": {"role": {"const": "against"}}},
                        "then": {
                            "required": ["why"],
                            "properties": {"why": {"type": "string", "minLength": 1}},
                        },
                    },
                },
                "authorities": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["key", "label"],
                        "properties": {
                            "key": {"type": "string"},
                            "label": {"type": "string", "minLength": 1},
                        },
                    },
                },
                "apparatus": {"type": "array", "items": {"type": "string"}},
                "witness": {"type": ["string", "null"]},
                "note": {"type": ["string", "null"]},
                "decision": {"type": ["string", "null"], "pattern": "^[A-Z]+[0-9]+$"},
                "option": {"type": ["string", "null"]},
                "exemptions": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {"hedge": {"type": "string"}, "clause": {"type": "string"}},
                },
            },
        },
        "decision": {
            "type": "object",
            "additionalProperties": False,
            "required": [
                "id",
                "kind",
                "title",
                "default",
                "alternative",
                "reason",
                "option",
                "default_value",
                "alternative_value",
                "rules",
            ],
            "properties": {
                "id": {"type": "string", "pattern": "^[A-Z]+[0-9]+$"},
                "kind": {"enum": ["reading", "setting"]},
                "title": {"type": "string"},
                "default": {"type": "string"},
                "alternative": {"type": "string"},
                "reason": {"type": "string"},
                "option": {"type": ["string", "null"]},
                "default_value": {},
                "alternative_value": {},
                "rules": {"type": "array", "items": {"type": "string"}},
            },
        },
    },
}

#: The CSV's columns, one row a rule. A list is one cell holding a JSON array (:data:`LIST_COLUMNS`), so
#: that an item holding "|", a comma or a quote reads back exactly (issue 43: 19 Briscan quotes hold
#: "|"); an empty cell is null (no rule has an empty string there).
CSV_COLUMNS = (
    "id",
    "status",
    "sentence",
    "quotes",
    "rests_on",
    "context",
    "against",
    "authorities",
    "apparatus",
    "witness",
    "decision",
    "decision_kind",
    "option",
    "note",
    "edition_version",
)
#: Columns holding a JSON array: quotes and keys as strings, paragraphs as numbers, and each paragraph
#: cited against the rule as ``{"paragraph": n, "why": …}``.
LIST_COLUMNS = ("quotes", "rests_on", "context", "against", "authorities", "apparatus")
#: Columns holding a string or null (an empty cell).
NULLABLE_COLUMNS = ("witness", "decision", "decision_kind", "option", "note")


def _edition() -> dict[str, str]:
    proj = project.project()
    return {"title": str(proj["title"]), "version": proj["version"], "date": proj["date"]}


def game_data(game: str) -> dict[str, Any]:
    """The dataset of one game (valid against :data:`SCHEMA`)."""
    import tapisvert
    from sitebuild.edition import provenance, sources as S

    labels = S.load_references()
    cls = tapisvert.game_class(game)
    book = cls.FACTS.book
    opts = {o.name: o for o in cls.FACTS.options}
    rules = []
    for r in tapisvert.rules(game):
        rules.append(
            {
                "id": r.id,
                "status": r.status,
                "sentence": r.statement,
                "quotes": list(r.quote),
                "citations": r.citations(),
                "authorities": [{"key": k, "label": labels.get(k, k)} for k in r.authorities],
                "apparatus": list(r.apparatus),
                "witness": r.witness,
                "note": r.note,
                "decision": r.decision,
                "option": r.option,
                "exemptions": dict(r.exempt),
            }
        )
    decisions = []
    for did, d in book.decisions.items():
        opt = opts.get(d.option) if d.option else None
        alt = provenance.alternative_value(d, opt) if opt is not None and d.kind == "reading" else None
        decisions.append(
            {
                "id": did,
                "kind": d.kind,
                "title": d.title,
                "default": d.default,
                "alternative": d.alternative,
                "reason": d.reason,
                "option": d.option,
                "default_value": opt.default if opt is not None else None,
                "alternative_value": alt,
                "rules": [r.id for r in book.rules.values() if r.decision == did],
            }
        )
    return {
        "game": game,
        "source": book.source,
        "edition": _edition(),
        "rules": rules,
        "decisions": decisions,
    }


def to_json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _list(items: list[Any]) -> str:
    return json.dumps(items, ensure_ascii=False)


def read_csv(text: str) -> list[dict[str, Any]]:
    """The rows of a game's CSV as records: list cells decoded from JSON, empty nullable cells None
    (what a reader of the CSV does; the test reads every CSV back this way and compares it with the
    JSON)."""
    rows = []
    for row in csv.DictReader(io.StringIO(text)):
        rec: dict[str, Any] = dict(row)
        for col in LIST_COLUMNS:
            rec[col] = json.loads(row[col])
        for col in NULLABLE_COLUMNS:
            rec[col] = row[col] or None
        rows.append(rec)
    return rows


def to_csv(data: dict[str, Any]) -> str:
    """One row a rule (the decisions' kinds looked up in the same data)."""
    kinds = {d["id"]: d["kind"] for d in data["decisions"]}
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for r in data["rules"]:
        by_role: dict[str, list[Any]] = {"rests-on": [], "context": [], "against": []}
        for c in r["citations"]:
            by_role[c["role"]].append(
                {"paragraph": c["paragraph"], "why": c["why"]} if c["role"] == "against" else c["paragraph"]
            )
        w.writerow(
            [
                r["id"],
                r["status"],
                r["sentence"],
                _list(r["quotes"]),
                _list(by_role["rests-on"]),
                _list(by_role["context"]),
                _list(by_role["against"]),
                _list([a["key"] for a in r["authorities"]]),
                _list(r["apparatus"]),
                r["witness"] or "",
                r["decision"] or "",
                kinds.get(r["decision"] or "", ""),
                r["option"] or "",
                r["note"] or "",
                data["edition"]["version"],
            ]
        )
    return out.getvalue()


def files() -> dict[str, str]:
    """Site path → content of every file of the dataset."""
    import tapisvert

    out = {SCHEMA_PATH: json.dumps(SCHEMA, ensure_ascii=False, indent=1) + "\n"}
    for game in tapisvert.list_games():
        data = game_data(game)
        out[f"{DIRECTORY}/{game}.json"] = to_json(data)
        out[f"{DIRECTORY}/{game}.csv"] = to_csv(data)
    return out


def href(prefix: str, game: str, kind: str) -> str:
    """The URL of a dataset file (``kind``: json, csv or schema), given the URL of the site's root
    relative to the page (``prefix``, "" or ending in "/")."""
    return prefix + (SCHEMA_PATH if kind == "schema" else f"{DIRECTORY}/{game}.{kind}")


def on_files(files, config):
    """Add the dataset to the site's files (MkDocs ``on_files``)."""
    from mkdocs.structure.files import File

    for path, content in files_and_content():
        if files.get_file_from_path(path) is None:
            files.append(File.generated(config, path, content=content))
    return files


def files_and_content() -> list[tuple[str, str]]:
    return sorted(files().items())


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m sitebuild.pages.dataset OUTDIR", file=sys.stderr)
        return 2
    root = Path(args[0])
    for path, content in files_and_content():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
