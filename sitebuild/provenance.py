"""Provenance checks: every rule carries the words that justify it, or says honestly that it does not.

Pure functions over the engine's registry and the sources' edition files (no MkDocs import); the
MkDocs hook fails the build on any problem, ``tests/site/test_provenance.py`` runs them too, and
``python -m sitebuild.provenance [game …]`` prints them (exit status 1 if any).

What is checked, for each rule (the vocabulary is ``tapisvert.rulebook.STATUS_DEFINITIONS``):

* *stated*: the rule has a ``quote``, and every quoted excerpt is found, whitespace-normalised, in the
  normalized reading of the paragraphs it cites (supplied text left out: it is the editors' words, not
  the source's; corrections read as adopted). An excerpt may elide with ``…``: its pieces must then
  appear in that order.
* *restored*: the rule names a ``witness`` (an entry of ``witnesses`` in the source's edition.yaml,
  documented in sources/README.md) and every excerpt is found in that witness's passages.
* *reconstructed*: at least one authority, as a bibliography key.
* *editorial*: its decision names a real alternative (not "none …") and an option of the game that
  switches it (every decision of the game is held to this: the rules page lists them all).
* a quote on a reconstructed or editorial rule (the words it rests on) is checked the same way.
* every rule: authority keys known (sources/references.yaml or an anchor of docs/bibliography.md), no
  legacy free-text ``authority``, apparatus ids known in its source's edition, apparatus links both
  ways (an entry that lists the rule in ``rules`` is listed by the rule), and no rule citing only
  heading paragraphs.

:func:`private_labels` finds the private labels of the research dossiers (R3, ADP-BRISQUE, "dossier
T46", "seed ¶9") that no public page may show.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from . import sources as S

ROOT = Path(__file__).resolve().parent.parent
BIBLIOGRAPHY = ROOT / "docs" / "bibliography.md"

_WS = re.compile(r"\s+")
_ELLIPSIS = re.compile(r"\s*(?:…|\.\.\.)\s*")
#: Separates paragraphs that are not consecutive, and the two sides of a supplement: a quote cannot
#: run across it (whitespace normalisation leaves it alone).
_BREAK = "\x00"


def normalise(text: str) -> str:
    """Whitespace collapsed to single spaces, ends stripped."""
    return _WS.sub(" ", text).strip()


def reading(normalized: str) -> str:
    """The source's own words in a paragraph of the normalized reading, as the site shows them:
    corrections read as adopted, links as their text, markers and headings' markup removed,
    omitted text left out, and each supplement replaced by a break (it is not the source's text)."""
    out = []
    for kind, m in S._tokens(normalized):
        if kind == "text":
            out.append(m)
        elif kind == "cor":
            out.append(m.group("new"))
        elif kind == "link":
            out.append(m.group("lt"))
        elif kind == "sup":
            out.append(_BREAK)
        elif kind == "br":
            out.append(" ")
    return "".join(out)


def is_heading(normalized: str) -> bool:
    """A paragraph that is nothing but a heading (``{h}…{/h}``, markers aside)."""
    if "{h}" not in normalized:
        return False
    rest = re.sub(r"\{h\}.*?\{/h\}", "", normalized)
    return not normalise(reading(rest).replace(_BREAK, " "))


def cited_text(source: S.Source, paragraphs: Iterable[int]) -> str:
    """The reading of the cited paragraphs; consecutive ones are joined by a space (a sentence may run
    across lines), others by a break."""
    texts = source.normalized if source.has_normalized else dict(enumerate(source.lines, 1))
    out: list[str] = []
    last = None
    for n in sorted(set(int(p) for p in paragraphs)):
        if n not in texts:
            continue
        if out:
            out.append(" " if last is not None and n == last + 1 else _BREAK)
        out.append(reading(texts[n]) if source.has_normalized else texts[n])
        last = n
    return normalise("".join(out))


def found(excerpt: str, text: str) -> bool:
    """Whether ``excerpt`` (whitespace-normalised, ``…`` elisions allowed) occurs in ``text``."""
    pieces = [normalise(p) for p in _ELLIPSIS.split(excerpt)]
    pieces = [p for p in pieces if p]
    if not pieces:
        return False
    pos = 0
    for piece in pieces:
        i = text.find(piece, pos)
        if i < 0:
            return False
        pos = i + len(piece)
    return True


def witnesses(source: S.Source) -> dict[str, dict]:
    """The witnesses of a source (edition.yaml ``witnesses``), by id."""
    return {w.get("id"): w for w in source.edition.get("witnesses") or []}


def witness_text(witness: dict) -> str:
    return _BREAK.join(normalise(p.get("text") or "") for p in witness.get("passages") or [])


def check_witnesses(source: S.Source) -> list[str]:
    """The shape of the ``witnesses`` section (every witness an id, a title, a bibliography key and
    passages with a reference and text)."""
    problems = []
    keys = bibliography_keys()
    for w in source.edition.get("witnesses") or []:
        wid = w.get("id")
        for field in ("id", "title", "ref", "passages"):
            if not w.get(field):
                problems.append(f"{source.id}: witness {wid}: missing {field}")
        if w.get("ref") and w["ref"] not in keys:
            problems.append(f"{source.id}: witness {wid}: unknown bibliography key {w['ref']!r}")
        for i, p in enumerate(w.get("passages") or [], 1):
            if not p.get("where") or not normalise(p.get("text") or ""):
                problems.append(f"{source.id}: witness {wid}: passage {i} needs `where` and `text`")
            for n in p.get("paragraphs") or []:
                if not 1 <= int(n) <= len(source.lines):
                    problems.append(f"{source.id}: witness {wid}: paragraph {n} does not exist")
    return problems


@cache
def bibliography_keys() -> frozenset[str]:
    """Keys an authority may use: sources/references.yaml, and the entry anchors of the bibliography."""
    keys = set(S.load_references())
    if BIBLIOGRAPHY.is_file():
        keys |= set(re.findall(r'class="tv-bib"\s+id="([^"]+)"', BIBLIOGRAPHY.read_text(encoding="utf-8")))
    return frozenset(keys)


@cache
def _source(source_id: str) -> S.Source:
    return S.load_source(source_id)


def _engine():
    import tapisvert

    return tapisvert


def games() -> list[str]:
    return list(_engine().list_games())


_NONE = re.compile(r"^\s*none\b", re.IGNORECASE)


def check_decisions(game: str) -> list[str]:
    """Every editorial decision of the game: a real alternative and an option of the game."""
    tv = _engine()
    cls = tv.game_class(game)
    options = {o.name for o in cls.OPTIONS}
    problems = []
    for did, d in cls.BOOK.decisions.items():
        # every decision is listed on the rules page, so every one must be a real choice
        rules = ", ".join(r.id for r in tv.rules(game) if r.decision == did) or f"(no rule) {game}"
        if (
            not (d.alternative or "").strip()
            or _NONE.match(d.alternative)
            or "none proposed" in d.alternative.lower()
        ):
            problems.append(
                f"{rules}: decision {did} names no alternative ({d.alternative!r}): "
                "give the other reading and its option, or reclassify the rule"
            )
        if not d.option:
            problems.append(f"{rules}: decision {did} names no option that switches it")
        elif d.option not in options:
            problems.append(f"{rules}: decision {did} names option {d.option!r}, which {game} does not have")
    return problems


def _missing_quotes(rule, source: S.Source) -> list[str]:
    """The rule's excerpts that the normalized reading of its cited paragraphs does not have."""
    text = cited_text(source, rule.paragraphs)
    where = "¶" + ", ¶".join(map(str, rule.paragraphs))
    return [f"{rule.id}: quote not found in {where}: {q!r}" for q in rule.quote if not found(q, text)]


def check_rule(rule, source: S.Source) -> list[str]:
    """Problems with one rule (a :class:`tapisvert.rulebook.Rule`), each naming it."""
    rid, problems = rule.id, []
    keys = bibliography_keys()
    app_ids = {a.get("id") for a in source.apparatus}
    quote = tuple(rule.quote)
    if rule.authority:
        problems.append(
            f"{rid}: free-text authority {rule.authority!r}: name bibliography keys in "
            "`authorities` and move the explanation to `note`"
        )
    for k in rule.authorities:
        if k not in keys:
            problems.append(
                f"{rid}: unknown authority key {k!r} (not in sources/references.yaml "
                "nor docs/bibliography.md)"
            )
    for a in rule.apparatus:
        if a not in app_ids:
            problems.append(f"{rid}: unknown apparatus entry {a!r} in sources/{source.id}/edition.yaml")
    nmax = len(source.lines)
    bad = [n for n in rule.paragraphs if not 1 <= int(n) <= nmax]
    if bad:
        problems.append(f"{rid}: cites paragraphs that do not exist: {bad}")
    if rule.paragraphs and source.has_normalized and not bad:
        if all(is_heading(source.normalized[int(n)]) for n in rule.paragraphs):
            problems.append(f"{rid}: cites only heading paragraphs {list(rule.paragraphs)}")
    if rule.status == "stated":
        if not quote:
            problems.append(f"{rid}: stated without a quote of the source's words")
        elif not rule.paragraphs:
            problems.append(f"{rid}: stated but cites no paragraph")
        else:
            problems += _missing_quotes(rule, source)
    elif rule.status == "restored":
        ws = witnesses(source)
        if not quote:
            problems.append(f"{rid}: restored without a quote of its witness")
        if not rule.witness:
            problems.append(f"{rid}: restored without naming its witness (edition.yaml `witnesses`)")
        elif rule.witness not in ws:
            problems.append(f"{rid}: unknown witness {rule.witness!r} in sources/{source.id}/edition.yaml")
        else:
            text = witness_text(ws[rule.witness])
            for q in quote:
                if not found(q, text):
                    problems.append(f"{rid}: quote not found in witness {rule.witness!r}: {q!r}")
    elif rule.status == "reconstructed":
        if not rule.authorities:
            problems.append(f"{rid}: reconstructed without an authority (a bibliography key)")
    if rule.status in ("reconstructed", "editorial") and quote:
        # supporting words of the received text, shown beside the rule: checked like any quote
        problems += _missing_quotes(rule, source)
    if rule.status in ("stated",) and rule.witness:
        problems.append(f"{rid}: a stated rule quotes the received text, not a witness")
    return problems


def check_apparatus_links(game: str) -> list[str]:
    """Both ways: an apparatus entry that lists a rule of this game is listed by that rule."""
    tv = _engine()
    rules = {r.id: r for r in tv.rules(game)}
    source = _source(tv.game_class(game).BOOK.source)
    problems = []
    for a in source.apparatus:
        for rid in a.get("rules") or []:
            if rid.split(".", 1)[0] != game:
                continue
            if rid not in rules:
                problems.append(f"apparatus {source.id} {a.get('id')}: lists unknown rule {rid}")
            elif a.get("id") not in rules[rid].apparatus:
                problems.append(
                    f"{rid}: apparatus {a.get('id')} lists it, but the rule does not list "
                    f"{a.get('id')} in `apparatus`"
                )
    return problems


def check_game(game: str) -> list[str]:
    """Every provenance problem of one game's rules (empty list if none)."""
    tv = _engine()
    book = tv.game_class(game).BOOK
    source = _source(book.source)
    problems = check_witnesses(source)
    for rule in tv.rules(game):
        problems += check_rule(rule, source)
    problems += check_decisions(game)
    problems += check_apparatus_links(game)
    return problems


def build_problems(names: Iterable[str] | None = None) -> list[str]:
    """Every provenance problem of every game (or of ``names``), for the build (empty list if none)."""
    # a new build (``mkdocs serve`` rebuilds in the same process) reads the edition files afresh
    for cached in (_source, bibliography_keys, rules_resting_on):
        cached.cache_clear()
    out = []
    for game in games() if names is None else names:
        out += check_game(game)
    return out


def page_problems(src_uri: str, html_text: str) -> list[str]:
    """Private dossier labels shown on a public page (empty list if none)."""
    return [
        f"{src_uri}: private dossier label {label!r} on a public page"
        for label in page_private_labels(html_text)
    ]


@cache
def rules_resting_on(source_id: str) -> dict[str, list[str]]:
    """Apparatus id → ids of the rules (any game on this source) that list it, in registry order."""
    tv = _engine()
    out: dict[str, list[str]] = {}
    for game in games():
        if tv.game_class(game).BOOK.source != source_id:
            continue
        for r in tv.rules(game):
            for a in r.apparatus:
                if r.id not in out.setdefault(a, []):
                    out[a].append(r.id)
    return out


# ------------------------------------------------------------------------------ private labels
#: Labels of the private research dossiers: reference numbers (R3), ADP-BRISQUE-style tags, dossier
#: rule numbers ("dossier T46") and the dossiers' name for the received text ("seed ¶9", "F-seed").
PRIVATE_LABEL = re.compile(
    r"\bR(?:[1-9]|1[0-9])\b(?![-.]\d)"
    r"|\bADP-[A-Z]+\b"
    r"|\bdossier(?:'s)?\s+(?:§\s*\d|[A-Z]{1,3}\d+)"
    r"|\b[FTBE]-seed\b|\bseed\s+¶"
)


def private_labels(text: str) -> list[str]:
    """Private dossier labels in a piece of public text (empty list if none)."""
    return sorted({m.group(0) for m in PRIVATE_LABEL.finditer(text)})


_TAGS = re.compile(r"<(script|style)\b.*?</\1>|<[^>]+>", re.DOTALL | re.IGNORECASE)


def page_private_labels(html_text: str) -> list[str]:
    """Private labels in the visible text and attributes of an HTML page (scripts and styles left out)."""
    visible = _TAGS.sub(" ", html_text)
    titles = " ".join(re.findall(r'(?:title|aria-label)="([^"]*)"', html_text))
    return private_labels(visible + " " + titles)


def main(argv: list[str] | None = None) -> int:
    names = list(argv if argv is not None else sys.argv[1:]) or games()
    total = 0
    for game in names:
        problems = check_game(game)
        total += len(problems)
        print(f"{game}: {len(problems)} problem(s)")
        for p in problems:
            print(f"  {p}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
