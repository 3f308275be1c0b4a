"""Annotated rules pages, generated from the engine's rules registry at build time.

A page ``docs/games/<game>/rules.md`` contains the marker ``<!-- tv-rules: <game> -->``; the MkDocs
hook replaces it with :func:`render_rules`. Every rule appears with its id as the HTML anchor (exactly
the rule id), its statement, status badge, the source's own words it rests on (``quote``), links to
the source paragraphs (``/sources/<id>/#p<n>``) and to the apparatus entries it depends on
(``/sources/<id>/#app-A2``), its authorities as links to the bibliography and, for editorial rules,
the decision (default, alternative, reason, option). A table of all editorial decisions ends the
page; each row's anchor is the decision id (``#DT3``). The legend's definitions, and those of the
About page (``<!-- tv-rules: statuses -->``), come from the engine (``STATUS_DEFINITIONS``).

The same module provides the registry look-ups used by the reference checker (``[[rule:...]]``
references and links to ``rules/#<id>`` anywhere on the site must name an existing rule).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import jinja2
from markupsafe import Markup

from sitebuild.languages import page_words

TEMPLATES = Path(__file__).resolve().parents[1] / "templates"

MARKER = re.compile(r"^<!--\s*tv-rules:\s*([a-z][a-z0-9_-]*)\s*-->\s*$", re.MULTILINE)

#: ``<!-- tv-rules: statuses -->`` renders the status vocabulary itself (the About page).
STATUSES_KEY = "statuses"


def _status_definitions() -> tuple:
    """(status, definition) pairs, from the engine: the vocabulary is defined once, there."""
    from tapisvert.rulebook import STATUS_DEFINITIONS

    return tuple(STATUS_DEFINITIONS.items())


STATUSES = _status_definitions()

RULE_ID = re.compile(r"^[a-z][a-z0-9_-]*(?:\.[a-z0-9][a-z0-9_-]*)+$")
DECISION_ID = re.compile(r"^D[A-Z]\d+$")


def _engine():
    try:
        import tapisvert
    except ImportError as exc:  # pragma: no cover - environment problem
        raise RuntimeError(
            "the engine package `tapisvert` is not importable: run `make venv` (pip install -e engine)"
        ) from exc
    return tapisvert


@dataclass(frozen=True)
class Registry:
    game: str
    rules: tuple  # of rule dicts, registry order
    decisions: tuple  # of decision dicts

    @property
    def rule_ids(self) -> set[str]:
        return {r["id"] for r in self.rules}

    @property
    def decision_ids(self) -> set[str]:
        return {d["id"] for d in self.decisions}

    def rule(self, rule_id: str) -> dict:
        for r in self.rules:
            if r["id"] == rule_id:
                return r
        raise KeyError(rule_id)


@cache
def registry(game: str) -> Registry:
    tv = _engine()
    rules = tuple(r.to_dict() if hasattr(r, "to_dict") else dict(r) for r in tv.rules(game))
    decisions = tuple(tv.decisions(game))
    return Registry(game, rules, decisions)


def games() -> list[str]:
    return list(_engine().list_games())


@cache
def all_rule_ids() -> frozenset[str]:
    return frozenset(rid for g in games() for rid in registry(g).rule_ids)


def all_decision_ids(game: str | None = None) -> set[str]:
    names = [game] if game else games()
    return {did for g in names for did in registry(g).decision_ids}


def game_of(rule_id: str) -> str:
    return rule_id.split(".", 1)[0]


def section_key(rule_id: str) -> str:
    parts = rule_id.split(".")
    return parts[1] if len(parts) > 2 else "general"


def sections(rules, lang: str = "en") -> list[dict]:
    """Group rules by the section part of their id, in order of first appearance. A heading in
    another language than English keeps the English heading's slug as its id (issue 42)."""

    out: dict[str, dict] = {}
    for rule in rules:
        key = section_key(rule["id"])
        if key not in out:
            title = page_words.section_title(key, lang)
            out[key] = {
                "key": key,
                "title": title,
                "anchor": heading_anchor(page_words.english_section_title(key), lang),
                "rules": [],
            }
        out[key]["rules"].append(rule)
    return list(out.values())


def heading_anchor(english_title: str, lang: str) -> Markup:
    """``""`` in English; elsewhere `` { #<slug of the English heading> }`` (attr_list), so that the
    heading's id, and the language switch's anchor, are the English page's."""
    if lang == "en":
        return Markup("")
    from markdown.extensions.toc import slugify

    return Markup(f" {{ #{slugify(english_title, '-')} }}")


def _in_language(game: str, reg: Registry, lang: str) -> tuple[list[dict], list[dict], list[str]]:
    """The rules and decisions of ``game`` with their prose in ``lang`` (``tapisvert.rule_words``).
    A rule or decision without words in ``lang`` keeps its English prose, marked ``lang="en"``, and
    is named in the third list (sitebuild/languages/twins.py: fatal once STRICT_RULE_WORDS is on)."""
    from tapisvert import game_class
    from tapisvert.rule_words import MissingWords, decision_words, rule_words

    english_attr = Markup(' lang="en"')
    missing: list[str] = []
    rules = []
    for r in reg.rules:
        r = dict(r, lang_attr=Markup(""))
        if lang != "en":
            rule = game_class(game).FACTS.book.rules[r["id"]]
            try:
                words = rule_words(rule, lang)
            except MissingWords as exc:
                missing.append(str(exc))
                r["lang_attr"] = english_attr
            else:
                r.update({f: words[f] for f in ("statement", "note", "alternative", "reason") if f in words})
                whys = iter(words.get("against", []))
                r["citations"] = [
                    dict(c, why=next(whys)) if c.get("role") == "against" else c for c in r["citations"]
                ]
                if "exempt" in words:
                    r["exempt"] = dict(zip(r["exempt"], words["exempt"], strict=True))
        rules.append(r)
    decisions = []
    for d in reg.decisions:
        d = dict(d, lang_attr=Markup(""))
        if lang != "en":
            book = game_class(game).FACTS.book
            try:
                d.update(decision_words(book.game, book.decisions[d["id"]], lang))
            except MissingWords as exc:
                missing.append(str(exc))
                d["lang_attr"] = english_attr
        decisions.append(d)
    return rules, decisions, missing


def missing_citations(game: str) -> list[str]:
    """Ids of rules that cite neither a source paragraph nor an editorial decision."""
    return [r["id"] for r in registry(game).rules if not r.get("paragraphs") and not r.get("decision")]


_env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(TEMPLATES)),
    autoescape=True,
    trim_blocks=False,
    lstrip_blocks=False,
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=True,
)


def render_statuses(lang: str = "en") -> str:
    """The status vocabulary as an HTML definition list (the About page; rules pages' legends use
    the same words)."""

    template = _env.get_template("statuses.html.j2")
    return template.render(statuses=page_words.statuses(lang), status_name=page_words.STATUS_NAMES[lang])


def _root_prefix(source_href: Callable[[str, int | None], str], source: str) -> tuple[str, bool]:
    """The site root's URL relative to the page, from a source page's (``sources/<id>/`` or
    ``sources/<id>.html``), and whether the site uses directory URLs."""
    href = source_href(source, None)
    i = href.rfind("sources/")
    return (href[:i] if i >= 0 else ""), href.endswith("/")


def _bibliography_from(source_href: Callable[[str, int | None], str], source: str) -> Callable[[str], str]:
    """The bibliography's URL (relative to the page) from a source page's: both are site pages, the
    source at ``sources/<id>/`` (or ``sources/<id>.html``) and the bibliography beside ``sources``."""
    prefix, directories = _root_prefix(source_href, source)
    page = "bibliography/" if directories else "bibliography.html"
    return lambda key: f"{prefix}{page}#{key}"


def _labels() -> dict[str, str]:
    from sitebuild.edition import sources as S

    return S.load_references()


def render_rules(
    game: str,
    source_href: Callable[[str, int | None], str],
    source_title: Callable[[str], str] = lambda sid: sid.capitalize(),
    bibliography_href: Callable[[str], str] | None = None,
    lang: str = "en",
    missing: list[str] | None = None,
) -> str:
    """Markdown (headings) + HTML (rules, decisions table) for the annotated rules of ``game``.

    ``source_href(source_id, paragraph_or_None)`` returns the URL of a source page or paragraph,
    relative to the page being rendered; ``bibliography_href(key)`` the URL of a bibliography entry
    (derived from the source page's URL when not given). ``game == "statuses"`` renders the status
    vocabulary instead (:func:`render_statuses`).
    """
    if game == STATUSES_KEY:
        return render_statuses(lang)

    reg = registry(game)
    problems = missing_citations(game)
    if problems:
        raise ValueError(f"rules without a citation (no paragraph and no decision): {', '.join(problems)}")
    decisions_by_id = {d["id"]: d for d in reg.decisions}
    unknown = sorted({r["decision"] for r in reg.rules if r.get("decision")} - set(decisions_by_id))
    if unknown:
        raise ValueError(f"rules of {game} cite unknown decisions: {', '.join(unknown)}")
    counts = {s: sum(1 for r in reg.rules if r["status"] == s) for s, _ in STATUSES}
    source_id = reg.rules[0]["source"] if reg.rules else game
    bib = bibliography_href or _bibliography_from(source_href, source_id)
    labels = _labels()
    from sitebuild.pages import dataset

    root, _ = _root_prefix(source_href, source_id)
    rules, decisions, lacking = _in_language(game, reg, lang)
    if missing is not None:
        missing.extend(lacking)
    decisions_by_id = {d["id"]: d for d in decisions}
    t = page_words.rules_words(lang)
    template = _env.get_template("rules.html.j2")
    return template.render(
        t=t,
        legend=Markup(t["legend"]),
        decisions_intro=Markup(t["decisions_intro"]),
        settings_intro=Markup(t["settings_intro"]),
        anchor=lambda title, english: heading_anchor(english, lang),
        status_name=page_words.STATUS_NAMES[lang],
        dataset_href=lambda kind: dataset.href(root, game, kind),
        bibliography_href=bib,
        reference_label=lambda key: labels.get(key, key),
        witness_title=lambda sid, wid: _witness(sid, wid).get("title") or wid,
        quote_lang=_quote_lang,
        lang=lang,
        game=game,
        rules=rules,
        sections=sections(rules, lang),
        decisions=decisions,
        decisions_by_id=decisions_by_id,
        statuses=page_words.statuses(lang),
        counts=counts,
        source_href=lambda sid, p=None: source_href(sid, p),
        source_title=source_title,
    ) + _lab_section(game, reg.decisions)


def _quote_lang(rule: dict) -> str:
    """The language of the words a rule quotes (issue 42: a quoted passage carries its own ``lang``):
    its witness's, or that of the received paragraphs it rests on (``sitebuild.edition.sources``: the text's
    language, or a paragraph's own, as Tarot's untranslated French sections)."""
    from sitebuild.edition import sources as S

    if rule.get("witness"):
        return str(_witness(rule["source"], rule["witness"]).get("lang") or "")
    source = S.load_source(rule["source"])
    default = str(source.meta["languages"][0])
    own = S.paragraph_languages(source)
    paragraphs = rule.get("rests_on") or [c["paragraph"] for c in rule.get("citations", [])]
    langs = {own.get(p, default) for p in paragraphs} or {default}
    return langs.pop() if len(langs) == 1 else default


def _witness(source_id: str, witness_id: str) -> dict:
    from sitebuild.edition import provenance, sources as S

    return provenance.witnesses(S.load_source(source_id)).get(witness_id) or {}


def _lab_section(game: str, decisions) -> str:
    # "What each choice changes" (issue 17), rendered from the committed lab results.
    from sitebuild.pages import lab_pages

    return lab_pages.section(game, list(decisions))
