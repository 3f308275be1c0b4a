"""The sources of the Tapis vert archive as data: the received texts, their metadata and their
editions (``sources/<id>/``), the edition markup's readings (parsed once by
:mod:`sitebuild.edition.nodes`), the checks the build runs on them, and the paths and URLs of their
pages.  The pages themselves are rendered by :mod:`sitebuild.pages.source_pages`, which reads this
module; this module imports no page generator.

Data (per source, in ``sources/<id>/``; the format is documented in ``sources/README.md``):

* ``received.txt``  the text as received: a byte-exact copy of the seed file. Paragraph *n* is physical
  line *n* (lines split on ``\\n`` only; a final newline does not open a further paragraph).
* ``metadata.yaml`` title, original work, archive, URL, languages, seed file and sha256, condition.
* ``edition.yaml``  the normalized reading (per paragraph, with editorial markup) and the apparatus.
"""

from __future__ import annotations

import functools
import hashlib
import html
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from sitebuild.edition import nodes as N

ROOT = Path(__file__).resolve().parents[2]
SOURCES_DIR = ROOT / "sources"

#: Source ids in the order of the seed files.
SOURCE_IDS: tuple[str, ...] = ("francion", "briscan", "triomphe", "tarot", "emprunt")

#: Where the generated pages go (docs-relative); matches the ``nav`` of mkdocs.yml.
PAGE_PATH = "sources/{id}.md"
INDEX_PATH = "sources/index.md"
RECEIVED_PATH = "sources/{id}/received.txt"

#: Fields every metadata.yaml must have (dotted paths into the mapping). ``original.date`` may be null
#: (then ``original.date_note`` says why).
REQUIRED_METADATA = (
    "id",
    "title",
    "description",
    "seed.file",
    "seed.sha256",
    "seed.bytes",
    "seed.lines",
    "original.title",
    "original.author",
    "original.date",
    "original.publisher",
    "original.language",
    "original.url",
    "archive",
    "url",
    "languages",
    "condition.summary",
    "condition.damage",
    "edition.file",
    "edition.normalized",
)

KINDS = {
    "supplement": "Supplied",
    "correction": "Corrected",
    "omission": "Omitted",
    "link": "Link added",
    "note": "Note",
    "translation": "Translated",
    "rendering": "Markup read",
    "gap": "Loss marked",
}
#: The categories of an intervention (issue 26): the rule statuses of ``tapisvert.rulebook``, with
#: ``emended`` for what the text's own evidence makes good. Rendered on every source page.
STATUS_DEFINITIONS: dict[str, str] = {
    "restored": "this witness lost it; a named witness of the same text (listed under witnesses in "
    "the edition) supplies it, and the entry names that witness.",
    "emended": "made good from the text's own evidence alone: its letters, its arithmetic, its own "
    "logic, with no other witness; the confidence says how sure.",
    "reconstructed": "no witness of the text says it; it is inferred from named comparable sources, "
    "linked in the bibliography.",
    "editorial": "the edition's own choice: a presentation of the received text (residue left out, "
    "links, notes, translations), or a conjecture, which is never written into the reading: the text "
    "marks the loss and the apparatus gives the conjecture.",
}
STATUSES = tuple(STATUS_DEFINITIONS)
#: How sure the edition is of an intervention (the TEI ``@cert``); stated per entry, never derived.
CONFIDENCES = ("high", "medium", "low")
#: Kinds that change the reading: their entries must state a confidence.
CHANGING_KINDS = ("supplement", "correction", "omission", "rendering", "gap")
#: Kinds whose supplied words are not the text's (a translation beside a French passage).
NOT_READING_KINDS = ("translation",)
#: Renderings a ``rendering`` entry may give its adopted words (received markup read as typography).
RENDS = ("italic",)
APP_ID_RE = re.compile(r"^[A-Z][A-Za-z]*\d+$")

LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish"}


class EditionError(ValueError):
    """An edition or metadata file is inconsistent (raised at build time, so the build fails loudly)."""


# --------------------------------------------------------------------------------------- loading
def split_paragraphs(text: str) -> list[str]:
    """Split a received text into its paragraphs = physical lines (on ``\\n`` only)."""
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
    return lines


@dataclass
class Source:
    id: str
    meta: dict[str, Any]
    raw: bytes
    edition: dict[str, Any]
    references: dict[str, str] = field(default_factory=dict)
    #: the edition file it was read from (``load_source``), for problems given as file:line
    edition_path: Path | None = None

    @property
    def text(self) -> str:
        return self.raw.decode("utf-8")

    @property
    def lines(self) -> list[str]:
        return split_paragraphs(self.text)

    @property
    def has_normalized(self) -> bool:
        return bool(self.edition.get("normalized"))

    @property
    def normalized(self) -> dict[int, str]:
        return {int(p["n"]): p["normalized"] for p in self.edition.get("paragraphs") or []}

    @property
    def apparatus(self) -> list[dict[str, Any]]:
        return list(self.edition.get("apparatus") or [])

    @property
    def groups(self) -> list[tuple[int, int]]:
        return [(int(a), int(b)) for a, b in self.edition.get("groups") or []]

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.raw).hexdigest()


def _read_yaml(path: Path) -> Any:
    with path.open(encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def load_references(root: Path = ROOT) -> dict[str, str]:
    path = root / "sources" / "references.yaml"
    if not path.is_file():
        return {}
    return _read_yaml(path) or {}


def load_source(source_id: str, root: Path = ROOT) -> Source:
    base = root / "sources" / source_id
    meta = _read_yaml(base / "metadata.yaml")
    edition_file = (meta.get("edition") or {}).get("file", "edition.yaml")
    edition = _read_yaml(base / edition_file) if (base / edition_file).is_file() else {}
    return Source(
        id=source_id,
        meta=meta,
        raw=(base / "received.txt").read_bytes(),
        edition=edition or {},
        references=load_references(root),
        edition_path=base / edition_file,
    )


@functools.cache
def _paragraph_lines(path: Path) -> dict[int, int]:
    """Paragraph number -> the line of its ``normalized`` value in an edition file (read only when a
    problem is reported)."""
    out: dict[int, int] = {}
    root = yaml.compose(path.read_text(encoding="utf-8"))
    for key, value in root.value if isinstance(root, yaml.MappingNode) else ():
        if key.value != "paragraphs" or not isinstance(value, yaml.SequenceNode):
            continue
        for item in value.value:
            fields = {k.value: v for k, v in item.value} if isinstance(item, yaml.MappingNode) else {}
            if "n" in fields and str(fields["n"].value).isdigit():
                out[int(fields["n"].value)] = (fields.get("normalized") or fields["n"]).start_mark.line + 1
    return out


def paragraph_place(source: Source, n: int) -> str:
    """Where paragraph ``n`` of the normalized reading is written: ``sources/<id>/edition.yaml:<line>``
    (relative to the repository when it is inside it), then ``¶n``."""
    path = source.edition_path
    if path is None or not path.is_file():
        return f"edition ¶{n}"
    line = _paragraph_lines(path).get(n)
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    return f"{shown}:{line}: edition ¶{n}" if line else f"{shown}: edition ¶{n}"


def load_all(root: Path = ROOT) -> list[Source]:
    return [load_source(i, root) for i in SOURCE_IDS]


def paragraph_languages(source: Source) -> dict[int, str]:
    """Paragraph → language code, for the paragraphs the edition marks as written in another language
    than the page's (``languages:`` in edition.yaml: ``{fr: [[81, 109]]}``, inclusive ranges)."""
    out: dict[int, str] = {}
    for code, ranges in (source.edition.get("languages") or {}).items():
        for a, b in ranges:
            for n in range(int(a), int(b) + 1):
                out[n] = str(code)
    return out


def get_field(mapping: dict[str, Any], dotted: str) -> Any:
    """``get_field(meta, "seed.sha256")``; raises KeyError if a step is missing."""
    cur: Any = mapping
    for part in dotted.split("."):
        if not isinstance(cur, dict) or part not in cur:
            raise KeyError(dotted)
        cur = cur[part]
    return cur


# ---------------------------------------------------------------------------------- edition markup
# The markup of the normalized reading is parsed once into typed nodes (sitebuild/edition/nodes.py,
# where it is documented); these are the edition's readings of those nodes.
def strip_markup(text: str) -> str:
    """The received text behind a normalized paragraph: drop supplements, undo corrections, restore
    omissions, unwrap links, remove markers. ``strip_markup(normalized[n]) == lines[n-1]`` always holds."""
    return N.received(N.parse(text))


def markup_ids(text: str) -> list[str]:
    """Apparatus ids referred to by a normalized paragraph, in order."""
    return N.app_ids(N.parse(text))


def check_markup(text: str, known_ids: Iterable[str | None] = ()) -> list[str]:
    """Problems in one normalized paragraph (empty list if none)."""
    nodes = N.parse(text)
    known = set(known_ids)
    return N.problems(nodes) + [
        f"unknown apparatus id {i}" for i in N.app_ids(nodes) if known and i not in known
    ]


def _esc(s: Any) -> str:
    return html.escape(str(s), quote=True)


_PARA_REF_RE = re.compile(r"¶(\d+)(?:–(\d+))?")


def autolink(escaped: str, max_n: int) -> str:
    """Turn ``¶18`` and ``¶44–45`` in already-escaped prose into links to the paragraphs of this page."""

    def repl(m: re.Match) -> str:
        a, b = int(m.group(1)), m.group(2)
        if not 1 <= a <= max_n or (b and not 1 <= int(b) <= max_n):
            return m.group(0)
        first = f'<a href="#p{a}">¶{a}</a>'
        return first + (f'–<a href="#p{b}">{b}</a>' if b else "")

    return _PARA_REF_RE.sub(repl, escaped)


def _ws_split(s: str) -> tuple[str, str, str]:
    core = s.strip()
    if not core:
        return s, "", ""
    start = s.index(core)
    return s[:start], core, s[start + len(core) :]


def render_markup(text: str, apparatus: dict[str, dict[str, Any]]) -> str:
    """HTML of one normalized paragraph (the text is HTML-escaped; the markup becomes elements)."""

    def note(app_id: str) -> str:
        entry = apparatus.get(app_id, {})
        title = entry.get("action") or ""
        return (
            f'<a class="tv-note" href="#app-{_esc(app_id)}" title="{_esc(title)}"'
            f' aria-label="Apparatus note {_esc(app_id)}">{_esc(app_id)}</a>'
        )

    def status_of(app_id: str) -> str:
        return apparatus.get(app_id, {}).get("status", "editorial")

    out = []
    for node in N.parse(text):
        if isinstance(node, N.Text):
            out.append(_esc(node.text))
        elif isinstance(node, N.Supplied) and not node.words.strip():
            # ⟨⟩: a loss the edition marks without filling; a conjecture, if any, is in the apparatus.
            app_id = node.app_id
            conj = apparatus.get(app_id, {}).get("conjecture")
            hint = f" Conjecture (not the text): {' '.join(str(conj).split())}" if conj else ""
            out.append(
                f'{_esc(node.words)}<span class="tv-gap" title="Lost; nothing is supplied here.{_esc(hint)}">'
                f"[…]</span>{note(app_id)}"
            )
        elif isinstance(node, N.Supplied):
            app_id = node.app_id
            lead, core, trail = _ws_split(node.words)
            authority = apparatus.get(app_id, {}).get("authority", "")
            status = status_of(app_id)
            lang = ' lang="en"' if apparatus.get(app_id, {}).get("kind") == "translation" else ""
            confidence = apparatus.get(app_id, {}).get("confidence")
            sure = f", {confidence} confidence" if confidence else ""
            out.append(
                f'{_esc(lead)}<ins class="tv-supplied tv-supplied--{_esc(status)}"{lang}'
                f' title="Supplied by the editors ({_esc(status)}{_esc(sure)}). Authority: {_esc(authority)}">'
                f'<span class="tv-bracket">⟨</span>{_esc(core)}<span class="tv-bracket">⟩</span></ins>'
                f"{note(app_id)}{_esc(trail)}"
            )
        elif isinstance(node, N.Corrected):
            app_id = node.app_id
            authority = apparatus.get(app_id, {}).get("authority", "")
            status = status_of(app_id)
            confidence = apparatus.get(app_id, {}).get("confidence", "low")
            doubt = f" ({status}, {confidence} confidence)"
            new_words = _esc(node.reading)
            if apparatus.get(app_id, {}).get("rend") == "italic":
                new_words = f"<i>{new_words}</i>"
            out.append(
                f'<ins class="tv-corrected" data-status="{_esc(status)}" data-confidence="{_esc(confidence)}"'
                f' title="Received: {_esc(node.received)}{_esc(doubt)}. Authority: {_esc(authority)}">'
                f"{new_words}</ins>{note(app_id)}"
            )
        elif isinstance(node, N.Omitted):
            out.append(
                f'<del class="tv-omitted" title="Left out of the normalized reading (see note {_esc(node.app_id)})">'
                f"{_esc(node.words)}</del>{note(node.app_id)}"
            )
        elif isinstance(node, N.Link):
            out.append(f'<a class="tv-xref" href="{_esc(node.href)}">{_esc(node.words)}</a>')
            if node.app_id:
                out.append(note(node.app_id))
        elif isinstance(node, N.Note):
            out.append(note(node.app_id))
        elif isinstance(node, N.HeadOpen):
            out.append('<span class="tv-h">')
        elif isinstance(node, N.HeadClose):
            out.append("</span>")
        elif isinstance(node, N.Break):
            out.append('<br class="tv-br">')
    return "".join(out)


# ------------------------------------------------------------------------------------- validation
def validate(source: Source) -> list[str]:
    """Every inconsistency between a source's files (empty list if none). Used at build time and by tests."""
    problems: list[str] = []
    meta = source.meta
    for dotted in REQUIRED_METADATA:
        try:
            value = get_field(meta, dotted)
        except KeyError:
            problems.append(f"metadata: missing {dotted}")
            continue
        if value in (None, "", []) and dotted not in ("original.date", "condition.damage"):
            problems.append(f"metadata: empty {dotted}")
    if meta.get("id") != source.id:
        problems.append(f"metadata: id {meta.get('id')!r} is not {source.id!r}")
    seed = meta.get("seed") or {}
    if seed.get("sha256") != source.sha256:
        problems.append("received.txt does not match the sha256 in metadata.yaml")
    if seed.get("bytes") is not None and seed.get("bytes") != len(source.raw):
        problems.append("received.txt does not have the byte count given in metadata.yaml")
    lines = source.lines
    if seed.get("lines") is not None and seed.get("lines") != len(lines):
        problems.append(f"metadata says {seed.get('lines')} lines, received.txt has {len(lines)}")
    if (meta.get("original") or {}).get("date") is None and not (meta.get("original") or {}).get("date_note"):
        problems.append("metadata: original.date is null without original.date_note")
    for item in (meta.get("condition") or {}).get("damage") or []:
        for n in item.get("paragraphs") or []:
            if not 1 <= int(n) <= len(lines):
                problems.append(f"metadata: condition refers to missing paragraph {n}")

    ed = source.edition
    if ed.get("source") not in (None, source.id):
        problems.append(f"edition: source {ed.get('source')!r} is not {source.id!r}")
    if bool(ed.get("normalized")) != bool((meta.get("edition") or {}).get("normalized")):
        problems.append("edition.normalized disagrees with metadata edition.normalized")
    apparatus = source.apparatus
    ids = [a.get("id") for a in apparatus]
    if len(ids) != len(set(ids)):
        problems.append("apparatus: duplicate ids")
    for a in apparatus:
        aid = a.get("id")
        for key in ("id", "paragraphs", "kind", "status", "damage", "action", "authority"):
            if not a.get(key):
                problems.append(f"apparatus {aid}: missing {key}")
        if a.get("kind") not in KINDS:
            problems.append(f"apparatus {aid}: unknown kind {a.get('kind')!r}")
        if a.get("status") not in STATUSES:
            problems.append(f"apparatus {aid}: unknown status {a.get('status')!r}")
        for n in a.get("paragraphs") or []:
            if not 1 <= int(n) <= len(lines):
                problems.append(f"apparatus {aid}: paragraph {n} does not exist")
        for ref in a.get("refs") or []:
            if ref not in source.references:
                problems.append(f"apparatus {aid}: unknown reference {ref!r} (sources/references.yaml)")
    problems += validate_interventions(source)
    if source.has_normalized:
        normalized = source.normalized
        if sorted(normalized) != list(range(1, len(lines) + 1)):
            problems.append("edition: the normalized reading must list every paragraph exactly once")
        used: dict[str | None, set[int]] = {}
        for n, text in normalized.items():
            for p in check_markup(text, ids):
                problems.append(f"{paragraph_place(source, n)}: {p}")
            if 1 <= n <= len(lines) and strip_markup(text) != lines[n - 1]:
                problems.append(
                    f"{paragraph_place(source, n)}: without its markup the normalized reading differs from"
                    " the received text"
                )
            for i in markup_ids(text):
                used.setdefault(i, set()).add(n)
        for a in apparatus:
            where = used.get(a.get("id"), set())
            if not where:
                problems.append(f"apparatus {a.get('id')}: not marked anywhere in the normalized reading")
            elif not where <= set(int(n) for n in a.get("paragraphs") or []):
                problems.append(
                    f"apparatus {a.get('id')}: marked at ¶{sorted(where)} but lists ¶{a.get('paragraphs')}"
                )
        last = 0
        for lo, hi in source.groups:
            if not (last < lo <= hi <= len(lines)):
                problems.append(f"edition: bad group [{lo}, {hi}]")
            last = hi
    elif source.normalized:
        problems.append("edition: paragraphs given but normalized is false")
    return problems


def witnesses(source: Source) -> dict[str, dict[str, Any]]:
    """The edition's witnesses of the same text, by id (``witnesses:`` in edition.yaml)."""
    return {str(w.get("id")): w for w in source.edition.get("witnesses") or []}


def supplements(source: Source) -> dict[str, list[str]]:
    """Apparatus id → the words each of its supplements writes into the normalized reading."""
    out: dict[str, list[str]] = {}
    for text in source.normalized.values() if source.has_normalized else ():
        for node in N.parse(text):
            if isinstance(node, N.Supplied):
                out.setdefault(node.app_id, []).append(node.words)
    return out


#: "witness" is a term of the edition: a witness of the *same* text (edition.yaml ``witnesses``). An
#: apparatus entry may use the word only to name one, or to deny that something is one.
_WITNESS_WORD = re.compile(r"\bwitness(?:es)?\b", re.IGNORECASE)
_NOT_A_WITNESS = re.compile(r"\b(?:no|not|nor|never)\s+(?:an?\s+)?(?:\w+\s+)?witness(?:es)?\b", re.IGNORECASE)


def _loose_witnesses(aid: str, entry: dict, known: dict) -> list[str]:
    """Problems: an entry that calls a source a witness, though it is not one of the text's witnesses."""
    out = []
    for key in ("damage", "action", "authority", "changed"):
        text = str(entry.get(key) or "")
        denied = {m.end() for m in _NOT_A_WITNESS.finditer(text)}
        for m in _WITNESS_WORD.finditer(text):
            if m.end() in denied or (known and entry.get("witness")):
                continue
            out.append(
                f"apparatus {aid}: its {key} calls something a witness ({text[max(0, m.start() - 40) : m.end()]!r}), "
                "but a witness is a copy of the same text named under `witnesses`: say 'account' or 'source'"
            )
    return out


def validate_interventions(source: Source) -> list[str]:
    """The category of every intervention against what it needs (issue 26): a stable id, a confidence
    for what changes the reading, a witness for ``restored``, named sources for ``reconstructed``, and
    no conjecture written into the reading as if it were the text."""
    problems: list[str] = []
    known_witnesses = witnesses(source)
    supplied = supplements(source)
    for i, a in enumerate(source.apparatus, start=1):
        aid = a.get("id")
        if not aid or not APP_ID_RE.match(str(aid)):
            problems.append(f"apparatus entry {i}: no stable id (like A7), got {aid!r}")
            continue
        status, kind, confidence = a.get("status"), a.get("kind"), a.get("confidence")
        if confidence is not None and confidence not in CONFIDENCES:
            problems.append(
                f"apparatus {aid}: confidence {confidence!r} is not one of {', '.join(CONFIDENCES)}"
            )
        if kind in CHANGING_KINDS and confidence is None:
            problems.append(f"apparatus {aid}: a {kind} must state its confidence ({', '.join(CONFIDENCES)})")
        witness = a.get("witness")
        if status == "restored":
            w = known_witnesses.get(str(witness)) if witness else None
            if w is None:
                problems.append(
                    f"apparatus {aid}: restored, but names no witness of the same text"
                    + (f" ({witness!r} is not under witnesses)" if witness else "")
                    + ": an emendation from the text's own evidence is `emended`"
                )
            else:
                covered = {int(n) for p in w.get("passages") or [] for n in p.get("paragraphs") or []}
                if not covered & {int(n) for n in a.get("paragraphs") or []}:
                    problems.append(f"apparatus {aid}: witness {witness!r} has no passage for its paragraphs")
        elif witness:
            problems.append(f"apparatus {aid}: names witness {witness!r} but is {status}, not restored")
        if status == "reconstructed" and not a.get("refs"):
            problems.append(f"apparatus {aid}: reconstructed, but names no source (refs)")
        problems += _loose_witnesses(aid, a, known_witnesses)
        if status == "emended" and confidence == "low":
            problems.append(
                f"apparatus {aid}: an emendation of low confidence is a conjecture (editorial, a gap)"
            )
        if a.get("rend") is not None and (kind != "rendering" or a.get("rend") not in RENDS):
            problems.append(
                f"apparatus {aid}: rend {a.get('rend')!r} needs kind rendering and one of {RENDS}"
            )
        marks = supplied.get(str(aid), [])
        words = [w for w in marks if w.strip()]
        if kind == "gap" and words:
            problems.append(
                f"apparatus {aid}: a gap, but the reading supplies words ({words[0].strip()[:40]!r})"
            )
        if len(words) < len(marks) and kind != "gap":
            problems.append(f"apparatus {aid}: marks a loss with ⟨⟩, so its kind is gap, not {kind}")
        conjectural = status == "editorial" or confidence == "low"
        if words and conjectural and kind not in NOT_READING_KINDS:
            problems.append(
                f"apparatus {aid}: a conjecture written into the reading as text ({words[0].strip()[:40]!r}):"
                " mark the loss with ⟨⟩ and give the words as the entry's `conjecture`"
            )
        if a.get("conjecture") and not conjectural:
            problems.append(f"apparatus {aid}: has a conjecture but is {status} of {confidence} confidence")
    return problems


# ------------------------------------------------------------------------------------- rendering
def _dir_url(path: str, use_directory_urls: bool) -> str:
    """URL of a docs-relative .md path, as MkDocs builds it."""
    stem = path[:-3] if path.endswith(".md") else path
    if stem == "index" or stem.endswith("/index"):
        stem = stem[: -len("index")]
        return stem if use_directory_urls else stem + "index.html"
    return stem + "/" if use_directory_urls else stem + ".html"


def relative_url(target: str, page_url: str) -> str:
    """Relative URL from a page URL (``sources/triomphe/``) to a site URL (``bibliography/#x``)."""
    target_path, _, frag = target.partition("#")
    base_parts = [p for p in page_url.split("/")[:-1] if p] if page_url else []
    target_parts = target_path.split("/")
    common = 0
    while common < min(len(base_parts), len(target_parts) - 1) and base_parts[common] == target_parts[common]:
        common += 1
    rel = "/".join([".."] * (len(base_parts) - common) + target_parts[common:]) or "./"
    if rel.startswith("/"):
        rel = "." + rel
    return rel + ("#" + frag if frag else "")


def _paragraph_range(ns: Iterable[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for n in sorted(set(int(x) for x in ns)):
        if runs and n == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs


def paragraph_links(ns: Iterable[int]) -> str:
    parts = []
    for a, b in _paragraph_range(ns):
        if a == b:
            parts.append(f'<a href="#p{a}">¶{a}</a>')
        else:
            parts.append(f'<a href="#p{a}">¶{a}</a>–<a href="#p{b}">{b}</a>')
    return ", ".join(parts)


def default_urls(use_directory_urls: bool = True) -> dict[str, Any]:
    return {
        "bibliography": _dir_url("bibliography.md", use_directory_urls),
        "about": _dir_url("about.md", use_directory_urls),
        "rules": {
            "triomphe": _dir_url("games/triomphe/rules.md", use_directory_urls),
            "francion": _dir_url("games/francion/rules.md", use_directory_urls),
            "briscan": _dir_url("games/briscan/rules.md", use_directory_urls),
            "brisque": _dir_url("games/brisque/rules.md", use_directory_urls),
            "tarot": _dir_url("games/tarot/rules.md", use_directory_urls),
            "emprunt": _dir_url("games/emprunt/rules.md", use_directory_urls),
        },
    }


def page_url(source_id: str, use_directory_urls: bool = True) -> str:
    return _dir_url(PAGE_PATH.format(id=source_id), use_directory_urls)


def source_for_page(src_uri: str) -> str | None:
    """The source id of a generated source page (``sources/triomphe.md`` → ``triomphe``), else None."""
    for sid in SOURCE_IDS:
        if src_uri == PAGE_PATH.format(id=sid):
            return sid
    return None
