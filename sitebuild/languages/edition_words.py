"""The editors' prose of each edition in the reader's language (issue 42).

``sources/<id>/edition.yaml`` holds the edition in English: the readings (never translated: the
received text keeps its own words in every edition) and the editors' prose about them. The French of
that prose lives beside it in ``sources/<id>/edition.fr.yaml``, keyed by the English entry's id and
field name (format: ``sources/README.md``)::

    apparatus:
      A2:
        damage: …
        action: …
    witnesses:
      french-original:
        title: …

Only the fields of :data:`PROSE_FIELDS` are prose. A missing translation is an error
(:class:`MissingEditionWords`), never an English fallback; a French entry or field the English edition
does not have is an error too (:class:`StaleEditionWords`: a renamed or removed entry left behind).
:func:`missing_edition_words` lists everything that lacks words, for the build and the tests.
"""

from __future__ import annotations

import copy
import functools
import re
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "sources"
LANGUAGES = ("en", "fr")
# The prose fields of each section of edition.yaml: everything else (ids, paragraphs, kinds,
# statuses, refs, rules, the readings and the witnesses' passages) is structure or received text.
PROSE_FIELDS: dict[str, tuple[str, ...]] = {
    "apparatus": ("damage", "action", "authority", "changed", "conjecture"),
    "witnesses": ("title",),
}

Words = dict[str, dict[str, dict[str, str]]]
# Runs of ASCII white space (YAML's folding): never the no-break spaces of French typography, which
# str.split() would also take.
_SPACE = re.compile(r"[ \t\r\n]+")


class MissingEditionWords(LookupError):
    """An edition's prose has no words in the language asked for."""


class StaleEditionWords(ValueError):
    """A translation names an entry or field the English edition does not have."""


def _one_line(value: object) -> str:
    return _SPACE.sub(" ", str(value)).strip()


def _check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: the archive speaks {', '.join(LANGUAGES)}")


def source_ids() -> list[str]:
    """The sources that have an edition (``sources/<id>/edition.yaml``)."""
    return sorted(p.parent.name for p in SOURCES.glob("*/edition.yaml"))


@functools.cache
def _english(source: str) -> Words:
    path = SOURCES / source / "edition.yaml"
    if not path.is_file():
        raise ValueError(f"unknown source {source!r}: no {path.relative_to(ROOT)}")
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    out: Words = {}
    for section, fields in PROSE_FIELDS.items():
        out[section] = {}
        for entry in data.get(section) or []:
            prose = {f: _one_line(entry[f]) for f in fields if entry.get(f)}
            if prose:
                out[section][str(entry["id"])] = prose
    return out


@functools.cache
def _translation(source: str, lang: str) -> Words:
    path = SOURCES / source / f"edition.{lang}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.is_file() else None
    data = data or {}
    rel = path.relative_to(ROOT)
    unknown = sorted(set(data) - set(PROSE_FIELDS))
    if unknown:
        raise StaleEditionWords(f"{rel}: unknown section(s) {', '.join(unknown)}")
    english = _english(source)
    out: Words = {}
    for section, entries in data.items():
        out[section] = {}
        for entry_id, fields in (entries or {}).items():
            eid = str(entry_id)
            if eid not in english[section]:
                raise StaleEditionWords(f"{rel}: {section} {eid} is not in the English edition")
            extra = sorted(set(fields) - set(english[section][eid]))
            if extra:
                raise StaleEditionWords(
                    f"{rel}: {section} {eid} has {', '.join(extra)}, which the English entry lacks"
                )
            out[section][eid] = {f: _one_line(v) for f, v in fields.items() if v}
    return out


def _lacking(source: str, lang: str) -> list[str]:
    english = _english(source)
    words = _translation(source, lang)
    out = []
    for section, entries in english.items():
        for eid, fields in entries.items():
            have = words.get(section, {}).get(eid, {})
            lacking = [f for f in fields if not have.get(f)]
            if lacking:
                out.append(f"{source} {section} {eid} lacks {', '.join(lacking)} in {lang!r}")
    return out


def edition_words(source: str, lang: str) -> Words:
    """The prose of ``source``'s edition in ``lang``: ``{section: {id: {field: words}}}``.

    The same sections, ids and fields as the English edition; raises :class:`MissingEditionWords`
    naming what lacks words (never a fallback to English)."""
    _check_lang(lang)
    if lang == "en":
        return copy.deepcopy(_english(source))
    lacking = _lacking(source, lang)
    if lacking:
        raise MissingEditionWords("; ".join(lacking))
    english = _english(source)
    words = _translation(source, lang)
    return {
        s: {eid: {f: words[s][eid][f] for f in fields} for eid, fields in e.items()}
        for s, e in english.items()
    }


def localized_entries(
    source: str, section: str, entries: list[dict[str, Any]], lang: str
) -> list[dict[str, Any]]:
    """Copies of ``entries`` (a section of the loaded edition.yaml) with their prose in ``lang``.

    For the page generators: structure and readings are kept, only the prose fields are replaced."""
    words = edition_words(source, lang)[section]
    out = []
    for entry in entries:
        entry = dict(entry)
        entry.update(words.get(str(entry.get("id")), {}))
        out.append(entry)
    return out


def paragraph_language(source: str, paragraph: int) -> str:
    """The language of a paragraph of ``source``'s received text (``languages`` in edition.yaml:
    ranges of paragraphs in another language than English), for the ``lang`` of a quotation."""
    data = yaml.safe_load((SOURCES / source / "edition.yaml").read_text(encoding="utf-8")) or {}
    for lang, ranges in (data.get("languages") or {}).items():
        if any(lo <= paragraph <= hi for lo, hi in ranges):
            return str(lang)
    return "en"


# --------------------------------------------------------------------------------- metadata.yaml
# The prose of metadata.yaml (the sources page's description, notes and condition), as paths: a list
# of strings is "name[]", a field of each item of a list "name[].field". Everything else (ids, seed,
# titles, dates, URLs, codes, paragraph lists) identifies the source and is never translated.
META_FIELDS = (
    "description",
    "original.author_note",
    "original.date_note",
    "translation.note",
    "archive",
    "languages_note",
    "historical_sources[]",
    "condition.summary",
    "condition.damage[].description",
)


def _flat_meta(data: dict[str, Any], french: bool) -> dict[str, str]:
    """``{path: words}`` of the prose of a metadata mapping; in a translation, a list of objects
    (condition.damage) is a list of the translated field alone."""
    out: dict[str, str] = {}
    for spec in META_FIELDS:
        head, _, field = spec.partition("[]")
        node: Any = data
        for key in head.split("."):
            node = node.get(key) if isinstance(node, dict) else None
        if node is None:
            continue
        if not spec.endswith("]") and "[]" in spec:  # a field of each item
            for i, item in enumerate(node):
                value = item if french else (item or {}).get(field.lstrip("."))
                if value:
                    out[f"{head}.{i}{field}"] = _one_line(value)
        elif "[]" in spec:
            for i, item in enumerate(node):
                out[f"{head}.{i}"] = _one_line(item)
        elif node:
            out[head] = _one_line(node)
    return out


@functools.cache
def _meta(source: str, lang: str) -> dict[str, str]:
    path = SOURCES / source / ("metadata.yaml" if lang == "en" else f"metadata.{lang}.yaml")
    if not path.is_file():  # a source without metadata has no prose there
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    words = _flat_meta(data, french=lang != "en")
    if lang != "en":
        stale = sorted(set(words) - set(_meta(source, "en")))
        if stale:
            raise StaleEditionWords(
                f"{path.relative_to(ROOT)}: {', '.join(stale)} not in the English metadata"
            )
    return words


def metadata_words(source: str, lang: str) -> dict[str, str]:
    """The prose of ``source``'s metadata.yaml in ``lang``: ``{path: words}``, paths such as
    ``description``, ``historical_sources.1``, ``condition.damage.2.description``; raises
    :class:`MissingEditionWords` naming what lacks words."""
    _check_lang(lang)
    english = _meta(source, "en")
    if lang == "en":
        return dict(english)
    words = _meta(source, lang)
    lacking = [p for p in english if not words.get(p)]
    if lacking:
        raise MissingEditionWords(f"{source} metadata lacks {', '.join(lacking)} in {lang!r}")
    return {p: words[p] for p in english}


def localized_metadata(source: str, meta: dict[str, Any], lang: str) -> dict[str, Any]:
    """A deep copy of ``meta`` (the loaded metadata.yaml) with its prose in ``lang``, for the page
    generators; the identifying data untouched."""
    out = copy.deepcopy(meta)
    for path, words in metadata_words(source, lang).items():
        keys = path.split(".")
        node: Any = out
        for key in keys[:-1]:
            node = node[int(key)] if isinstance(node, list) else node[key]
        last = keys[-1]
        if isinstance(node, list):
            node[int(last)] = words
        else:
            node[last] = words
    return out


def missing_edition_words(lang: str) -> list[str]:
    """Every prose field of every edition and its metadata without words in ``lang`` (empty when
    whole)."""
    _check_lang(lang)
    if lang == "en":
        return []
    out: list[str] = []
    for source in source_ids():
        out.extend(_lacking(source, lang))
        try:
            metadata_words(source, lang)
        except MissingEditionWords as exc:
            out.append(str(exc))
    return out
