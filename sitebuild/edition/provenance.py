"""Provenance checks: every rule carries the words that justify it, or says honestly that it does not.

Pure functions over the engine's registry and the sources' edition files (no MkDocs import); the
MkDocs hook fails the build on any problem, ``tests/site/test_provenance.py`` runs them too, and
``python -m sitebuild.edition.provenance [game …]`` prints them (exit status 1 if any).

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
* *inferred*: quoted like a stated rule, and a ``note`` that gives the reasoning.
* a quote on a reconstructed or editorial rule (the words it rests on) is checked the same way.
* roles of the cited paragraphs (``tapisvert.rulebook.CITATION_ROLES``): a stated, inferred or restored
  rule rests on at least one paragraph; a reconstructed or editorial one may cite only *context*
  (where the text is silent) or *against* paragraphs (each with the edition's reason); a stated rule's
  quote is found in the paragraphs it rests on; the heading check is made on the rests-on paragraphs
  (a heading states nothing; it may be cited as context, the section where the text is silent).
* hedges kept: a stated or inferred rule whose quote carries a qualifier ("generally", "often", "may",
  "généralement", "peut" …: :data:`HEDGES`) says so in its sentence, and a frequency hedge is explained
  in its note (how the engine reads it) or switched by a decision.
* no selective quote: the sentence of the source a quote comes from has no qualifying clause
  ("except", "unless", "but", "sauf" …: :data:`CLAUSES`) left out before or after the quote.
* a form told inside another game's source (Brisque, in the parentheses of the Briscan article) is
  *stated* only on words said of it: every paragraph such a rule rests on names the form, and a quote
  does (:func:`form_statements`); what is said of the main game alone reaches it by inference.
* both checks admit an explicit exemption (``exempt={"hedge"|"clause": why}``), shown with the rule.
* every rule: authority keys known (sources/references.yaml or an anchor of docs/bibliography.md) and
  labelled in sources/references.yaml (the pages print the label), no legacy free-text ``authority``,
  apparatus ids known in its source's edition, apparatus links both ways (an entry that lists the rule
  in ``rules`` is listed by the rule, and a rule's entry lists the rule back).
* decisions (``tapisvert.rulebook.DECISION_KINDS``): a *reading*'s alternative is a value its option
  accepts (``alternative_value``, or the other of a two-choice option) and not its default; a
  *setting* names its option.

:func:`private_labels` finds the private labels of the research dossiers (R3, ADP-BRISQUE, "dossier
T46", "seed ¶9") that no public page may show.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from sitebuild.edition import nodes as N, sources as S

ROOT = Path(__file__).resolve().parents[2]
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
    return N.read(N.parse(normalized), supplied=_BREAK, line_break=" ")


def is_heading(normalized: str) -> bool:
    """A paragraph that is nothing but a heading (``{h}…{/h}``, markers aside)."""
    nodes = N.parse(normalized)
    if not N.has_heading(nodes):
        return False
    rest = N.read(N.outside_headings(nodes), supplied=_BREAK, line_break=" ")
    return not normalise(rest.replace(_BREAK, " "))


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


#: Qualifiers that hedge a rule, by kind: a *frequency* hedge ("generally") makes a custom of a rule;
#: a *modal* one ("may") makes a permission or a possibility of it. English and French.
HEDGES: dict[str, tuple[str, ...]] = {
    "frequency": (
        "generally",
        "usually",
        "often",
        "ordinarily",
        "as a rule",
        "normally",
        "commonly",
        "in general",
        "typically",
        "mostly",
        "customarily",
        "for the most part",
        "généralement",
        "souvent",
        "d'ordinaire",
        "en général",
        "ordinairement",
        "habituellement",
        "communément",
        "d'habitude",
        "le plus souvent",
        "en principe",
        "normalement",
        "en règle générale",
        "en gros",
        "as a general rule",
        "by and large",
        "on the whole",
    ),
    "modal": ("may", "might", "peut", "peuvent", "pourra", "pourront", "peut-être"),
    # the source's own doubt: a guess, a deduction or a report, not a rule it gives as such
    "conjecture": (
        "seems",
        "seem",
        "seemed",
        "it appears",
        "appears to",
        "apparently",
        "probably",
        "likely",
        "perhaps",
        "presumably",
        "reputedly",
        "one may deduce",
        "one can deduce",
        "may be deduced",
        "suggests",
        "it is possible",
        "il semble",
        "semble",
        "semblent",
        "il paraît",
        "paraît-il",
        "apparemment",
        "probablement",
        "sans doute",
        "vraisemblablement",
        "on peut en déduire",
        "on en déduit",
        "il est possible",
    ),
}
#: The kinds of hedge that qualify a whole sentence, so that a quote cut after (or before) one still
#: carries it: read in the quote's whole sentence in the cited paragraph, not in the quote alone. (A
#: modal "may" qualifies its own verb: it is read in the quote.)
SENTENCE_HEDGES = ("frequency", "conjecture")
#: Words of a rule's own sentence that keep each kind of hedge (the rule statements are English).
KEPT: dict[str, tuple[str, ...]] = {
    "frequency": HEDGES["frequency"][:12] + ("usual", "custom", "customary", "strictly", "convention"),
    "modal": (
        "may",
        "might",
        "can",
        "free to",
        "allowed",
        "optional",
        "permitted",
        "choose",
        "chooses",
        "wish",
        "wishes",
        "need not",
        "may not",
        "cannot",
        "if he likes",
        "either",
    ),
    "conjecture": (
        "seems",
        "seem",
        "apparently",
        "probably",
        "likely",
        "perhaps",
        "presumably",
        "reputedly",
        "deduce",
        "deduces",
        "deduced",
        "suggests",
        "possibly",
    ),
}
#: Words that open a qualifying clause: a quote must not stop short of one in its own sentence.
#: (A connective opening the sentence, "However, …", ties it to the one before and qualifies nothing
#: in it; a clause word just before the quote opens the quoted words themselves.)
CLAUSES = (
    "except",
    "excepting",
    "unless",
    "but",
    "save",
    "provided",
    "only if",
    "however",
    "otherwise",
    "sauf",
    "excepté",
    "hormis",
    "à moins",
    "mais",
    "pourvu",
    "si ce n'est",
    "sinon",
    "à condition",
)


def _words_re(words: Iterable[str]) -> re.Pattern[str]:
    alts = "|".join(
        sorted((re.escape(w).replace("\\ ", " ").replace(" ", r"\s+") for w in words), key=len, reverse=True)
    )
    return re.compile(rf"(?<![\w-])(?:{alts})(?![\w-])", re.IGNORECASE)


_HEDGE_RE = {kind: _words_re(words) for kind, words in HEDGES.items()}
_KEPT_RE = {kind: _words_re(words) for kind, words in KEPT.items()}
_CLAUSE_RE = _words_re(CLAUSES)
#: The end of a sentence in the reading (a stop, or a break between paragraphs or around supplied text).
_SENTENCE_END = re.compile(r"[.!?;:](?=\s|$|\[)|" + _BREAK)
#: The end of a whole sentence (a full stop, or a break): where a hedge stops qualifying.
_FULL_STOP = re.compile(r"[.!?](?=\s|$|\[)|" + _BREAK)


def hedges(text: str) -> dict[str, list[str]]:
    """The hedges of a text, by kind (empty lists dropped)."""
    out = {kind: [m.group(0) for m in rx.finditer(text)] for kind, rx in _HEDGE_RE.items()}
    return {k: v for k, v in out.items() if v}


def sentence_of(excerpt: str, text: str) -> str | None:
    """The whole sentence of ``text`` an excerpt comes from (up to a full stop or a break either side:
    a colon or a semicolon does not end it, so the clause before the quote is read), or None."""
    span = _span(excerpt, text)
    if span is None:
        return None
    start, end = span
    stops = list(_FULL_STOP.finditer(text[:start]))
    head = stops[-1].end() if stops else 0
    m = _FULL_STOP.search(text, end)
    return text[head : m.start() if m else len(text)].strip()


def sentence_hedges(rule, text: str) -> dict[str, list[str]]:
    """The hedges of the kinds that qualify a sentence (:data:`SENTENCE_HEDGES`) in the sentences of
    the cited text the rule's quotes come from, outside the quotes included."""
    out: dict[str, list[str]] = {}
    for q in rule.quote:
        sentence = sentence_of(q, text)
        if sentence is None:
            continue
        for kind, words in hedges(sentence).items():
            if kind in SENTENCE_HEDGES:
                out.setdefault(kind, []).extend(w for w in words if w not in out.get(kind, []))
    return out


def dropped_hedges(rule, text: str | None = None) -> list[str]:
    """Problems: a qualifier of the rule's quote that its sentence (or its note) does not keep; for a
    stated rule, with ``text`` (the cited paragraphs' reading), a qualifier of the quote's whole sentence
    too: a stated rule whose source sentence hedges carries the hedge, or is not stated."""
    if "hedge" in dict(rule.exempt):
        return []
    problems = []
    inside = hedges(" ".join(rule.quote))
    outside = {}
    if text is not None and rule.status == "stated":
        outside = {k: w for k, w in sentence_hedges(rule, text).items() if k not in inside}
    for kind, words in {**inside, **outside}.items():
        listed = ", ".join(repr(w) for w in words)
        if not _KEPT_RE[kind].search(rule.statement):
            if kind in outside:
                problems.append(
                    f"{rule.id}: the sentence of its quote hedges ({listed}, outside the quote) but the rule "
                    "drops the qualifier: say so in the statement, or change its status"
                )
            else:
                problems.append(
                    f"{rule.id}: the quote qualifies the rule ({listed}) but its "
                    "sentence drops the qualifier: say so in the statement, or exempt it with a reason"
                )
        elif kind == "frequency" and not rule.decision and not _KEPT_RE[kind].search(rule.note or ""):
            problems.append(
                f"{rule.id}: the quote says {words[0]!r}: the note must say how the engine reads the hedge "
                "(the strict reading as default, or a switch)"
            )
    return problems


def _sentence_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The parts of the sentence of ``text[start:end]`` before and after it."""
    before = text[:start]
    ends = list(_SENTENCE_END.finditer(before))
    head = before[ends[-1].end() :] if ends else before
    m = _SENTENCE_END.search(text, end)
    tail = text[end : m.start()] if m else text[end:]
    # a quote that ends on its sentence's stop leaves nothing out
    return head, tail


def _span(excerpt: str, text: str) -> tuple[int, int] | None:
    pieces = [normalise(p) for p in _ELLIPSIS.split(excerpt)]
    pieces = [p for p in pieces if p]
    pos, first = 0, None
    for piece in pieces:
        i = text.find(piece, pos)
        if i < 0:
            return None
        first = i if first is None else first
        pos = i + len(piece)
    return (first, pos) if first is not None else None


_CONNECTIVES = {"however", "but", "mais"}


def _qualifies_before(head: str, m: re.Match[str]) -> bool:
    """Whether a clause word found before a quote, in its sentence, qualifies something left out."""
    opening = not normalise(head[: m.start()]).strip(' ,;:–—-("“«')
    if opening and m.group(0).lower() in _CONNECTIVES:
        return False  # "However, …": a link to the sentence before
    return bool(normalise(head[m.end() :]).strip(' ,;:–—-("“«'))  # else it opens the quote itself


def selective_quotes(rule, text: str) -> list[str]:
    """Problems: a quote that stops short of (or starts after) a qualifying clause of its sentence."""
    if "clause" in dict(rule.exempt):
        return []
    problems = []
    for q in rule.quote:
        span = _span(q, text)
        if span is None:
            continue
        head, tail = _sentence_around(text, *span)
        for part, where in ((tail, "after"), (head, "before")):
            m = next(
                (m for m in _CLAUSE_RE.finditer(part) if where == "after" or _qualifies_before(part, m)), None
            )
            if m:
                problems.append(
                    f"{rule.id}: the quote {q!r} leaves out a qualifying clause {where} it in the same "
                    f"sentence ({m.group(0)!r}: …{normalise(part)[:80]!r}): quote it, or exempt it with a reason"
                )
                break
    return problems


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
def labelled_keys() -> frozenset[str]:
    """Keys with a short label in sources/references.yaml (what the pages print for an authority)."""
    return frozenset(k for k, v in S.load_references().items() if isinstance(v, str) and v.strip())


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
    specs = {o.name: o for o in cls.FACTS.options}
    options = set(specs)
    problems = []
    for did, d in cls.FACTS.book.decisions.items():
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
        elif d.kind == "reading":
            problems += _alternative_problems(rules, did, d, specs[d.option])
    return problems


def alternative_value(decision, option):
    """The option value that gives a reading's alternative: declared, or the other of two choices."""
    if decision.alternative_value is not None:
        return decision.alternative_value
    if option.choices is not None and len(option.choices) == 2:
        return next(c for c in option.choices if c != option.default)
    return None


def _alternative_problems(rules: str, did: str, decision, option) -> list[str]:
    value = alternative_value(decision, option)
    if value is None:
        return [
            f"{rules}: decision {did} is a reading but names no `alternative_value` of option "
            f"{option.name!r} that gives its alternative (or make it a setting)"
        ]
    try:
        option.check(value)
    except ValueError as exc:
        return [f"{rules}: decision {did}: its alternative {value!r} is not a value of its switch ({exc})"]
    if value == option.default:
        return [f"{rules}: decision {did}: its alternative {value!r} is the option's default"]
    return []


def _missing_quotes(rule, source: S.Source, paragraphs: Iterable[int] | None = None) -> list[str]:
    """The rule's excerpts that the normalized reading of its cited paragraphs does not have (of the
    paragraphs it rests on, for a stated or inferred rule), and the qualifying clauses they leave out."""
    paragraphs = tuple(rule.paragraphs if paragraphs is None else paragraphs)
    text = cited_text(source, paragraphs)
    where = "¶" + ", ¶".join(map(str, paragraphs))
    out = [f"{rule.id}: quote not found in {where}: {q!r}" for q in rule.quote if not found(q, text)]
    return out + selective_quotes(rule, text)


def _names(text: str, game: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(game)}(?!\w)", text, re.IGNORECASE) is not None


def form_statements(rule, source: S.Source) -> list[str]:
    """Problems: a stated rule of a game the source gives only as a form of another (Brisque, in the
    parentheses of the Briscan article) that rests on a paragraph saying nothing of that game, or
    quotes no words said of it. What the source says of the main game alone holds for the form only
    by a convention of the text (¶20 of Briscan): an inference, not a statement."""
    game = rule.game
    if rule.status != "stated" or game == source.id or not source.has_normalized:
        return []
    silent = [
        n for n in rule.rests_on if n in source.normalized and not _names(reading(source.normalized[n]), game)
    ]
    problems = []
    if silent:
        problems.append(
            f"{rule.id}: stated on ¶{', ¶'.join(map(str, silent))}, which speak(s) of {source.id} alone: "
            f"nothing there is said of {game} (infer it by the text's convention, or quote what is)"
        )
    if not any(_names(q, game) for q in rule.quote):
        problems.append(f"{rule.id}: stated, but none of its quotes is said of {game}")
    return problems


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
    labelled = labelled_keys()
    for k in rule.authorities:
        if k not in keys:
            problems.append(
                f"{rid}: unknown authority key {k!r} (not in sources/references.yaml "
                "nor docs/bibliography.md)"
            )
        elif k not in labelled:
            problems.append(f"{rid}: authority key {k!r} has no label in sources/references.yaml")
    for a in rule.apparatus:
        if a not in app_ids:
            problems.append(f"{rid}: unknown apparatus entry {a!r} in sources/{source.id}/edition.yaml")
    nmax = len(source.lines)
    bad = [n for n in rule.paragraphs if not 1 <= int(n) <= nmax]
    if bad:
        problems.append(f"{rid}: cites paragraphs that do not exist: {bad}")
    rests_on = tuple(rule.rests_on)
    if rests_on and source.has_normalized and not bad:
        if all(is_heading(source.normalized[int(n)]) for n in rests_on):
            problems.append(
                f"{rid}: rests only on heading paragraphs {list(rests_on)} (a heading states nothing)"
            )
    if rule.status in ("stated", "inferred"):
        if not quote:
            problems.append(f"{rid}: {rule.status} without a quote of the source's words")
        elif not rests_on:
            problems.append(
                f"{rid}: {rule.status} but rests on no paragraph (context and against do not state it)"
            )
        else:
            problems += _missing_quotes(rule, source, rests_on)
        problems += dropped_hedges(rule, cited_text(source, rests_on) if rests_on else None)
        if rule.status == "inferred" and not (rule.note or "").strip():
            problems.append(f"{rid}: inferred without a note giving the reasoning")
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
    if rule.status in ("reconstructed", "editorial") and rests_on and not quote:
        problems.append(
            f"{rid}: rests on ¶{', ¶'.join(map(str, rests_on))} but quotes none of its words: quote what "
            "states it, or cite the paragraph as `context` (where the text is silent)"
        )
    if rule.status == "restored" and not rests_on:
        problems.append(f"{rid}: restored but rests on no paragraph of the received text (the lost place)")
    problems += form_statements(rule, source)
    if rule.status in ("stated", "inferred") and rule.witness:
        problems.append(f"{rid}: a stated rule quotes the received text, not a witness")
    return problems


def check_apparatus_links(game: str) -> list[str]:
    """Both ways: an apparatus entry that lists a rule of this game is listed by that rule."""
    tv = _engine()
    rules = {r.id: r for r in tv.rules(game)}
    source = _source(tv.game_class(game).FACTS.book.source)
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
    entries = {a.get("id"): a for a in source.apparatus}
    for rid, rule in rules.items():
        for aid in rule.apparatus:
            if aid in entries and rid not in (entries[aid].get("rules") or []):
                problems.append(
                    f"{rid}: links apparatus {aid}, but the entry does not list it back in `rules` "
                    f"(sources/{source.id}/edition.yaml)"
                )
    return problems


def check_game(game: str) -> list[str]:
    """Every provenance problem of one game's rules (empty list if none)."""
    tv = _engine()
    book = tv.game_class(game).FACTS.book
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
    for cached in (_source, bibliography_keys, labelled_keys, rules_resting_on):
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
        if tv.game_class(game).FACTS.book.source != source_id:
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
