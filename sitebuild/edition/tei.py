"""TEI P5 export of each edition, generated from the same data as the source page.

One file per source, ``sources/<id>/tapisvert-<id>.tei.xml`` in the built site (also served under its
old name ``edition.tei.xml``), linked from the source page. It carries both readings at once, so that a
TEI tool can show either. The encoding is described in :data:`ENCODING_GUIDE`, which is written into the
header's ``encodingDesc`` and onto every source page:

* every received line begins with ``<lb n="<n>" xml:id="p<n>"/>`` (the site's anchor ``#p<n>``);
* lines are grouped (:func:`blocks`) into ``<p>`` (the edition's paragraphs, ending a sentence),
  ``<list>``/``<item>``, ``<table>``/``<row>``/``<cell>`` and ``<ab>`` (any other fragment);
* every heading, alone on its line, run into it or broken across two, is a ``<head>`` opening its own
  ``<div>``, nested by its section number (``sitebuild.edition.tei_divisions``): each game and form of a game
  is a division of its own, with its numbered sections inside;
* a supplement ``⟨…⟩`` is ``<supplied reason resp cert evidence>``, a marked loss ``⟨⟩`` is ``<gap>``,
  the editors' translations of French passages an inline ``<note type="translation">``;
* a correction ``⟦received→adopted⟧`` is ``<choice><sic>…</sic><corr>…</corr></choice>``, received markup
  read as typography ``<choice><orig>…</orig><reg><hi rend="italic">…</hi></reg></choice>``;
* received text left out of the normalized reading ``⟪…⟫`` is ``<surplus>``;
* a received phrase made into a link is ``<ref target>``; a note marker is ``<ptr type="apparatus">``;
* a line break of the normalized reading is ``<lb ed="normalized"/>``;
* a loss that the edition does not mark (a ``lost-*`` item of the source's condition with no
  supplement in its paragraphs) is ``<gap reason="lost">`` at the end of its last line;
* every apparatus entry is a ``<note type="apparatus" xml:id="app-<id>">`` in ``<back>`` (the site's
  anchor ``#app-<id>``), with ``@cert`` from its stated confidence;
* ``revisionDesc`` lists the changes to this edition (the entries' ``changed`` notes), nothing else.

Every editorial element has its own ``xml:id`` and points at its apparatus entry with ``@corresp``.
Dropping ``<supplied>``, ``<corr>``, ``<reg>``, ``<note>``, ``<ptr>``, ``<gap>`` and ``<lb ed>`` and
reading each other ``<lb>`` after the first as a line break gives back ``received.txt`` byte for byte
(tested, with an independent reader, in ``tests/site/test_tei.py``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from sitebuild.edition import nodes as N, project as _project, sources as _sources
from sitebuild.edition.tei_divisions import Divisions, continues, fragments

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
#: The download, named after its source so that five downloads do not overwrite each other.
FILE_PATH = "sources/{id}/tapisvert-{id}.tei.xml"
#: The name it had until issue 26, still served (the same file) so that old links keep working.
OLD_FILE_PATH = "sources/{id}/edition.tei.xml"
EDITORS_ID = "editors"
#: TEI ``@evidence`` of each intervention category (``@cert`` is the entry's own stated confidence).
EVIDENCE = {
    "restored": "external",
    "emended": "internal",
    "reconstructed": "external",
    "editorial": "conjecture",
}
ROOT = Path(__file__).resolve().parents[2]

#: The encoding guide, in the TEI header (``encodingDesc``) and on every source page.
ENCODING_GUIDE: tuple[tuple[str, str], ...] = (
    (
        "Lines",
        'Every line of the received text begins with <lb n="n" xml:id="pn"/>: the site\'s '
        "paragraph numbers and anchors (#pn), so every link into the site has its target here.",
    ),
    (
        "Units",
        "Lines are grouped into what they are: the edition's paragraphs as <p> (each ends a "
        "sentence), lists as <list> of <item>, tables as <table> of <row> and <cell> (the received pipes "
        "stay in the cells), and any other run of lines, a fragment that does not end a sentence, as <ab>. "
        "Every heading, whether alone on its line, run into the text or broken across two lines, is a <head> "
        "opening its own <div>: each game and form of a game is a division, with its numbered sections "
        "(@n) inside it.",
    ),
    (
        "Interventions",
        "Supplied text is <supplied>, a correction <choice> of <sic> and <corr>, received "
        "markup read as typography <choice> of <orig> and <reg>, residue left out of the normalized reading "
        "<surplus>, a loss marked without filling <gap>; each has its own xml:id (app-A7.1) and points at its "
        "apparatus note with @corresp.",
    ),
    (
        "Certainty",
        "@cert is the confidence the apparatus entry states (high, medium, low); @evidence "
        "is its category: external (restored from a witness, listed in listWit, or reconstructed from "
        "named sources), internal (emended from the text's own evidence), conjecture (the editors').",
    ),
    (
        "Conjectures",
        "A conjecture is never written into the text: the text has a <gap> and the "
        "apparatus note gives the conjecture, with the editors' responsibility.",
    ),
    (
        "Apparatus",
        'Each apparatus entry is a <note type="apparatus" xml:id="app-A7"> in <back>, '
        "with its category (@ana), confidence, what changed and why, its references and rules.",
    ),
    (
        "Received text",
        "Dropping supplied, corr, reg, note, ptr and gap, and reading each received <lb> "
        'after the first as a line break (an <lb ed="normalized"/> as nothing), gives back received.txt '
        "byte for byte.",
    ),
)
LICENCE_URLS = {
    "CC-BY-SA-4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
    "MIT": "https://opensource.org/license/mit",
}

ET.register_namespace("", TEI_NS)


def _t(tag: str) -> str:
    return f"{{{TEI_NS}}}{tag}"


def _x(attr: str) -> str:
    return f"{{{XML_NS}}}{attr}"


def _el(parent: ET.Element, tag: str, text: str | None = None, **attrs: str | None) -> ET.Element:
    # an attribute given as None is left out
    e = ET.SubElement(
        parent,
        _t(tag),
        {(_x(k[5:]) if k.startswith("xml__") else k): v for k, v in attrs.items() if v is not None},
    )
    if text is not None:
        e.text = text
    return e


class _Mixed:
    """Appends text and elements to a mixed-content element in document order."""

    def __init__(self, element: ET.Element):
        self.e = element

    def text(self, s: str) -> None:
        if not s:
            return
        kids = list(self.e)
        if kids:
            kids[-1].tail = (kids[-1].tail or "") + s
        else:
            self.e.text = (self.e.text or "") + s

    def add(self, tag: str, text: str | None = None, **attrs: str | None) -> ET.Element:
        return _el(self.e, tag, text, **attrs)


def _absolute(href: str, page_url: str) -> str:
    """Links inside the text point at this document (#p22) or at the site, never at a relative path."""
    if href.startswith(("#p", "http://", "https://")):
        return href
    if href.startswith("#app-"):
        return href
    return urljoin(page_url, href) if page_url else href


class _Cells:
    """A table row being filled: a received ``|`` (outside any other markup) opens a new cell, and the
    pipe itself stays in the text of the cell it opens, so the received line is kept whole."""

    def __init__(self, row: ET.Element):
        self.row = row
        self.cell: _Mixed | None = None

    def current(self) -> _Mixed:
        if self.cell is None:
            self.cell = _Mixed(_el(self.row, "cell"))
        return self.cell

    def text(self, s: str) -> None:
        parts = s.split("|")
        self.current().text(parts[0])
        for part in parts[1:]:
            self.cell = _Mixed(_el(self.row, "cell"))
            self.cell.text("|" + part)

    def add(self, tag: str, text: str | None = None, **attrs: str | None) -> ET.Element:
        return self.current().add(tag, text, **attrs)


class _Ids:
    """``xml:id`` for every editorial element, from its apparatus entry: ``app-A7.1``, ``app-A7.2`` …"""

    def __init__(self) -> None:
        self.count: dict[str, int] = {}

    def __call__(self, app_id: str) -> str:
        self.count[app_id] = self.count.get(app_id, 0) + 1
        return f"app-{app_id}.{self.count[app_id]}"


def _inline(
    out0: Any,
    text: str | Sequence[N.Node],
    apparatus: dict[str, dict[str, Any]],
    page_url: str = "",
    ids: _Ids | None = None,
) -> None:
    """Encode one normalized line into ``out0`` (a :class:`_Mixed` or :class:`_Cells`; see the module
    docstring)."""
    ids = ids or _Ids()
    stack: list[Any] = [out0]

    def app(app_id: str) -> str:
        return f"#app-{app_id}"

    for node in N.parse(text) if isinstance(text, str) else text:
        out = stack[-1]
        if isinstance(node, N.Text):
            out.text(node.text)
        elif isinstance(node, N.Supplied):
            aid = node.app_id
            a = apparatus.get(aid, {})
            if a.get("kind") == "translation":
                out.add(
                    "note",
                    node.words,
                    type="translation",
                    place="inline",
                    resp=f"#{EDITORS_ID}",
                    corresp=app(aid),
                    xml__lang="en",
                    xml__id=ids(aid),
                )
            elif not node.words.strip():
                # ⟨⟩: the loss is marked and nothing is supplied; a conjecture is in the apparatus note.
                out.text(node.words)
                out.add("gap", reason="lost", corresp=app(aid), xml__id=ids(aid))
            else:
                out.add(
                    "supplied",
                    node.words,
                    reason=_reason(a),
                    resp=f"#{EDITORS_ID}",
                    cert=a.get("confidence"),
                    evidence=EVIDENCE.get(str(a.get("status"))),
                    source=f"#wit-{a['witness']}" if a.get("witness") else None,
                    corresp=app(aid),
                    xml__id=ids(aid),
                )
        elif isinstance(node, N.Corrected):
            aid = node.app_id
            a = apparatus.get(aid, {})
            choice = out.add("choice", corresp=app(aid), xml__id=ids(aid))
            if a.get("kind") == "rendering":
                # Received markup read as what it means (wiki ''…'' = italics): orig / reg, not sic / corr.
                _el(choice, "orig", node.received)
                reg = _el(choice, "reg", resp=f"#{EDITORS_ID}", cert=a.get("confidence"))
                _el(reg, "hi", node.reading, rend=str(a.get("rend") or "italic"))
            else:
                _el(choice, "sic", node.received)
                _el(
                    choice,
                    "corr",
                    node.reading,
                    resp=f"#{EDITORS_ID}",
                    cert=a.get("confidence"),
                    evidence=EVIDENCE.get(str(a.get("status"))),
                    source=f"#wit-{a['witness']}" if a.get("witness") else None,
                )
        elif isinstance(node, N.Omitted):
            aid = node.app_id
            a = apparatus.get(aid, {})
            out.add(
                "surplus",
                node.words,
                reason=_reason(a, default="residue"),
                cert=a.get("confidence"),
                corresp=app(aid),
                xml__id=ids(aid),
            )
        elif isinstance(node, N.Link):
            out.add(
                "ref",
                node.words,
                target=_absolute(node.href, page_url),
                corresp=app(node.app_id) if node.app_id else None,
            )
        elif isinstance(node, N.Note):
            out.add("ptr", type="apparatus", target=app(node.app_id))
        elif isinstance(node, N.HeadOpen):
            stack.append(_Mixed(out.add("hi", rend="run-in-heading")))
        elif isinstance(node, N.HeadClose):
            stack.pop()
        elif isinstance(node, N.Break):
            out.add("lb", ed="normalized")


# ------------------------------------------------------------------------------------------- blocks
_LIST_RE = re.compile(r"^\s*(?:[-*•]\s)")
# A unit is a paragraph when its reading ends a sentence (footnote calls like "[3]" aside).
_END_RE = re.compile(r"(?:[.!?…:;][\]»\"”)'’]*|[»\"”)])\s*$")
_CALLS_RE = re.compile(r"(?:\[\w+\])+\s*$")


@dataclass
class _Block:
    """A run of received lines encoded as one TEI unit: ``head``, ``p``, ``ab``, ``list`` or ``table``."""

    kind: str
    lines: list[int]


def _nodes(normalized: str | Sequence[N.Node]) -> Sequence[N.Node]:
    return N.parse(normalized) if isinstance(normalized, str) else normalized


def _reading(normalized: str | Sequence[N.Node]) -> str:
    """The words of a normalized line as the normalized reading shows them (for classifying it)."""
    return N.read(_nodes(normalized), supplied="")


def _heading_words(normalized: str | Sequence[N.Node]) -> str:
    """The words of a heading as a reader sees them, supplied words included (for its number)."""
    return N.read(_nodes(normalized))


def _is_heading(normalized: str) -> bool:
    nodes = N.parse(normalized)
    return N.has_heading(nodes) and not N.read(N.outside_headings(nodes), supplied="").strip()


def blocks(source: _sources.Source) -> list[_Block]:
    """The received lines grouped into TEI units (see the module docstring): the edition's groups or
    single lines, a line that is only a heading as ``head``, runs of list lines as one ``list``, runs of
    table rows as one ``table``, a unit whose reading ends a sentence as ``p`` and any other as ``ab``.
    Empty lines join the unit before them (the first unit if they open the text)."""
    lines = source.lines
    normalized = source.normalized if source.has_normalized else {}
    group_of = {n: (a, b) for a, b in source.groups for n in range(a, b + 1)}
    units: list[list[int]] = []
    n = 1
    while n <= len(lines):
        a, b = group_of.get(n, (n, n))
        units.append(list(range(a, b + 1)))
        n = b + 1

    def text(k: int) -> str:
        return normalized.get(k, lines[k - 1])

    out: list[_Block] = []
    pending: list[int] = []  # empty lines before the first unit
    for unit in units:
        full = [k for k in unit if lines[k - 1].strip()]
        if not full:
            if out:
                out[-1].lines += unit
            else:
                pending += unit
            continue
        reading = _CALLS_RE.sub("", " ".join(_reading(text(k)) for k in full).rstrip())
        if len(unit) == 1 and normalized and _is_heading(text(unit[0])):
            kind = "head"
        elif normalized and not reading.strip():
            kind = "ab"  # nothing but residue the normalized reading leaves out
        elif all(_LIST_RE.match(lines[k - 1]) for k in full):
            kind = "list"
        elif all(lines[k - 1].lstrip().startswith("|") for k in full):
            kind = "table"
        else:
            kind = "p" if _END_RE.search(reading) else "ab"
        if out and kind in ("list", "table") and out[-1].kind == kind:
            out[-1].lines += unit
        else:
            out.append(_Block(kind, pending + unit))
            pending = []
    if pending:
        out.append(_Block("ab", pending))
    return out


def _reason(entry: dict[str, Any], default: str = "lost") -> str:
    """A one-word reason for ``@reason`` (teidata.word: no spaces)."""
    kind = str(entry.get("kind") or "")
    return {"supplement": "lost", "omission": default, "correction": "corrupt"}.get(kind, default)


def _gaps(source: _sources.Source) -> dict[int, list[str]]:
    """Paragraph → descriptions of losses the edition does not make good (see the module docstring)."""
    normalized = source.normalized
    out: dict[int, list[str]] = {}
    for d in (source.meta.get("condition") or {}).get("damage") or []:
        if not str(d.get("kind", "")).startswith("lost"):
            continue
        ps = [int(n) for n in d.get("paragraphs") or []]
        if not ps or any("⟨" in normalized.get(n, "") for n in ps):
            continue
        out.setdefault(max(ps), []).append(" ".join(str(d.get("description", "")).split()))
    return out


def _languages(source: _sources.Source) -> dict[int, str]:
    """Paragraph → language where it differs from English (the edition's ``languages`` data)."""
    reader = getattr(_sources, "paragraph_languages", None)
    return dict(reader(source)) if reader else {}


def _author_names(proj: dict[str, Any]) -> str:
    return "; ".join(_project.author_text(a) for a in proj["authors"])


def _header(root: ET.Element, source: _sources.Source, page_url: str, proj: dict[str, Any]) -> None:
    m = source.meta
    o = m["original"]
    rights = m.get("rights") or {}
    header = _el(root, "teiHeader")
    fd = _el(header, "fileDesc")
    ts = _el(fd, "titleStmt")
    _el(ts, "title", f"{m['title']}: the received text, with a normalized reading and apparatus", type="main")
    _el(ts, "title", proj["title"], type="sub")
    ed = _el(ts, "editor", role="editor")
    ET.SubElement(ed, _t("orgName"), {_x("id"): EDITORS_ID}).text = _author_names(proj)
    rs = _el(ts, "respStmt")
    _el(
        rs,
        "resp",
        "transcription checked against the received file, normalized reading, apparatus and TEI encoding",
    )
    _el(rs, "orgName", _author_names(proj))
    es = _el(fd, "editionStmt")
    _el(
        es, "edition", f"{proj['title']}, version {proj['version']}" if proj.get("version") else proj["title"]
    )
    ps = _el(fd, "publicationStmt")
    _el(ps, "publisher", proj["publisher"])
    _el(ps, "date", proj["date"], when=proj["date"])
    _el(ps, "idno", page_url, type="URI")
    av = _el(ps, "availability")
    _el(
        av,
        "licence",
        "The editorial matter (normalized reading, apparatus, encoding) is licensed under "
        "Creative Commons Attribution-ShareAlike 4.0 International.",
        target=LICENCE_URLS["CC-BY-SA-4.0"],
    )
    lic = rights.get("licence")
    words = [f"The received text: {rights.get('attribution') or o['author']}."]
    if lic:
        words.append(f"Licence: {lic}.")
    if rights.get("note"):
        words.append(" ".join(str(rights["note"]).split()))
    _el(av, "p", " ".join(words))
    sd = _el(fd, "sourceDesc")
    bibl = _el(sd, "bibl")
    _el(bibl, "title", o["title"])
    _el(bibl, "author", o["author"])
    _el(bibl, "publisher", o["publisher"])
    if o.get("date"):
        _el(bibl, "date", str(o["date"]), when=str(o["date"]))
    _el(bibl, "ptr", target=m.get("url") or o.get("url"))
    if rights.get("revision"):
        _el(bibl, "idno", str(rights["revision"]), type="revision")
    if rights.get("history_url"):
        _el(bibl, "ptr", type="history", target=rights["history_url"])
    seed = m["seed"]
    tr = m.get("translation")
    note = (
        f"Received from: {m['archive']}. The file received.txt is a byte-exact copy of seed {seed['file']} "
        f"(SHA-256 {seed['sha256']}, {seed['bytes']} bytes, {seed['lines']} lines)."
    )
    if tr:
        note += f" The received text is a translation ({tr['language']}, {tr.get('date')})."
    if rights.get("retrieved"):
        note += f" Retrieved {rights['retrieved']}."
    elif rights.get("received_by"):
        note += f" Date of retrieval not recorded; in the archive by {rights['received_by']}."
    _el(bibl, "note", note)
    wits = _sources.witnesses(source)
    if wits:
        lw = _el(sd, "listWit")
        for wid, w in wits.items():
            _el(lw, "witness", str(w.get("title") or wid), xml__id=f"wit-{wid}")
    enc = _el(header, "encodingDesc")
    _el(enc, "p", f"Encoding guide (also on the source page, {page_url}#encoding).")
    decl = _el(enc, "editorialDecl")
    for label, guide in ENCODING_GUIDE:
        _el(decl, "p", f"{label}: {guide}")
    prof = _el(header, "profileDesc")
    lu = _el(prof, "langUsage")
    for code in m.get("languages") or ["en"]:
        _el(lu, "language", _sources.LANGUAGE_NAMES.get(code, code), ident=code)
    _revision_desc(header, source)


def _revision_desc(header: ET.Element, source: _sources.Source) -> None:
    """``revisionDesc``: the changes to this edition only, its apparatus entries' ``changed`` notes (the
    project's changelog, mostly about the engine, is not the edition's history: issue 43)."""
    rd = _el(header, "revisionDesc")
    for a in source.apparatus:
        if a.get("changed"):
            _el(rd, "change", f"{a['id']}: {' '.join(str(a['changed']).split())}", corresp=f"#app-{a['id']}")
    if not len(rd):
        _el(rd, "change", "First published; no change to this edition since.")


def to_tei(source: _sources.Source, page_url: str = "", config: Any = None) -> bytes:
    """The TEI P5 document of one source (UTF-8 bytes with an XML declaration)."""
    proj = _project.project(config)
    root = ET.Element(_t("TEI"), {_x("lang"): "en"})
    _header(root, source, page_url, proj)
    text = _el(root, "text")
    body = _el(text, "body")
    edition = _el(body, "div", type="edition")
    apparatus = {a["id"]: a for a in source.apparatus}
    normalized = source.normalized if source.has_normalized else {}
    gaps = _gaps(source)
    langs = _languages(source)
    ids = _Ids()
    lines = source.lines
    divisions = Divisions(edition, _el)

    def line(container: Any, k: int, wrap_lang: str | None) -> None:
        """One received line in a list or a table: its line beginning (the site's anchor #p<k>) and its
        encoded words."""
        target = _Mixed(container.add("seg", xml__lang=wrap_lang)) if wrap_lang else container
        target.add("lb", n=str(k), xml__id=f"p{k}")
        if k in normalized:
            _inline(target, normalized[k], apparatus, page_url, ids)
        else:
            target.text(lines[k - 1])
        line_end(target, k)

    def line_end(target: Any, k: int) -> None:
        for desc in gaps.get(k, []):
            g = target.add("gap", reason="lost")
            _el(g, "desc", desc)

    # The units of the running text (<p>, <ab>, <head>) are cut at every heading (tei_divisions).
    unit: ET.Element | None = None
    unit_kind = ""  # "head" or "text"
    unit_words: list[str] = []
    pending: list[int] = []  # lines whose <lb> waits for the unit their first words go into

    def close() -> None:
        nonlocal unit, unit_kind
        if unit is not None and unit_kind == "text":
            reading = _CALLS_RE.sub("", "".join(unit_words).rstrip())
            unit.tag = _t("p" if reading.strip() and _END_RE.search(reading) else "ab")
        unit, unit_kind = None, ""

    def open_unit(kind: str, words: Sequence[N.Node], lang: str | None) -> ET.Element:
        nonlocal unit, unit_kind, unit_words
        close()
        if kind == "head":
            div = divisions.heading(_heading_words(words))
            unit = _el(div, "head", xml__lang=lang)
        else:
            unit = _el(divisions.current(), "p", xml__lang=lang)
        unit_kind, unit_words = kind, []
        return unit

    def write(kind: str, words: Sequence[N.Node] | None, k: int, lang: str | None, wrap: str | None) -> None:
        """Write a piece of line ``k`` (``words``: the nodes of its normalized text, None: the raw line)
        into the open unit, or into a new one; the line's beginning goes first if it is still pending."""
        nonlocal unit_words
        blank = (
            words is not None
            and not _reading(words).strip()
            and not any(isinstance(n, N.Supplied) for n in words)
        )
        if kind == "head":
            if not (unit_kind == "head" and continues("".join(unit_words), _heading_words(words or ()))):
                open_unit("head", words or (), lang)
        elif unit is None or (unit_kind == "head" and not blank):
            open_unit("text", words or (), lang)
        assert unit is not None
        target: Any = _Mixed(unit)
        if wrap:
            target = _Mixed(target.add("seg", xml__lang=wrap))
        for n in pending:
            target.add("lb", n=str(n), xml__id=f"p{n}")
        pending.clear()
        if words is None:
            target.text(lines[k - 1])
            unit_words.append(lines[k - 1])
        else:
            _inline(target, words, apparatus, page_url, ids)
            unit_words.append(_heading_words(words) if kind == "head" else _reading(words))

    for block in blocks(source):
        full = [k for k in block.lines if lines[k - 1].strip()]
        block_langs = {langs.get(k) for k in full}
        one_lang = block_langs.pop() if len(block_langs) == 1 else None
        if block.kind in ("list", "table"):
            close()
            section = divisions.current()
            if block.kind == "list":
                el = _el(section, "list")
                item: _Mixed | None = None
                for k in block.lines:
                    if item is None or lines[k - 1].strip():
                        item = _Mixed(_el(el, "item", xml__lang=langs.get(k)))
                    line(item, k, None)
            else:
                el = _el(section, "table")
                cells: _Cells | None = None
                for k in block.lines:
                    if cells is None or lines[k - 1].strip():
                        cells = _Cells(_el(el, "row", xml__lang=langs.get(k)))
                    line(cells, k, None)
            continue
        if unit_kind == "text":
            close()  # a block is a unit: the next one opens its own (a heading stays open to continue)
        for k in block.lines:
            pending.append(k)
            wrap = langs.get(k) if (one_lang is None and langs.get(k)) else None
            pieces: list[tuple[str, tuple[N.Node, ...] | None]]
            pieces = list(fragments(normalized[k])) if k in normalized else [("text", None)]
            for kind, words in pieces:
                write(kind, words, k, one_lang, wrap)
            if not pieces or (k in normalized and not normalized[k]):
                pass  # an empty line: its <lb> goes with the next words (or at the block's end)
            elif unit is not None:
                line_end(_Mixed(unit), k)
        if pending:
            if unit is None:
                open_unit("text", (), one_lang)
            assert unit is not None
            for n in pending:
                _Mixed(unit).add("lb", n=str(n), xml__id=f"p{n}")
            pending.clear()
    close()
    if source.apparatus:
        back = _el(text, "back")
        adiv = _el(back, "div", type="apparatus")
        for a in source.apparatus:
            targets = " ".join(f"#p{int(n)}" for n in a.get("paragraphs") or [])
            note = ET.SubElement(
                adiv,
                _t("note"),
                {"type": "apparatus", _x("id"): f"app-{a['id']}", "target": targets or "#p1"},
            )
            note.set("subtype", str(a.get("kind") or "note"))
            note.set("ana", f"#status-{a.get('status', 'editorial')}")
            if a.get("confidence"):
                note.set("cert", str(a["confidence"]))
            for label, key in (
                ("Damage", "damage"),
                ("Action", "action"),
                ("Conjecture, not written into the text (the editors' responsibility)", "conjecture"),
                ("Authority", "authority"),
                ("Changed", "changed"),
            ):
                if a.get(key):
                    _el(note, "p", f"{label}: {' '.join(str(a[key]).split())}")
            for ref in a.get("refs") or []:
                _el(
                    note,
                    "ref",
                    source.references.get(ref, ref),
                    type="bibliography",
                    target=urljoin(page_url, f"../../bibliography/#{ref}"),
                )
            for rid in a.get("rules") or []:
                game = rid.split(".", 1)[0]
                _el(
                    note,
                    "ref",
                    rid,
                    type="rule",
                    target=urljoin(page_url, f"../../games/{game}/rules/#{rid}"),
                )
        _status_interp(back)
    header = root.find(_t("teiHeader"))
    assert header is not None  # built above
    ET.indent(header, space=" ")
    return (
        b'<?xml version="1.0" encoding="UTF-8"?>\n'
        + ET.tostring(root, encoding="utf-8", xml_declaration=False)
        + b"\n"
    )


def _status_interp(back: ET.Element) -> None:
    """The statuses as ``<interp>`` so that ``@ana`` points at something."""
    grp = _el(back, "interpGrp", type="status")
    for status, definition in _sources.STATUS_DEFINITIONS.items():
        ET.SubElement(grp, _t("interp"), {_x("id"): f"status-{status}"}).text = f"{status}: {definition}"


def on_files(files: Any, config: Any, base: str) -> Any:
    """MkDocs ``on_files``: add ``sources/<id>/edition.tei.xml`` for every source (linked from its page).

    ``base`` is the public address the TEI names its page by (the hook passes
    ``citation.canonical_base(config)``): it depends on the edition's folder (``languages/``), a
    layer above this one, so the value is passed down rather than imported."""
    from mkdocs.structure.files import File

    use_dir = bool(config.get("use_directory_urls", True))
    for source in _sources.load_all():
        page_url = base + _sources.page_url(source.id, use_dir)
        data = to_tei(source, page_url, config)
        for pattern in (FILE_PATH, OLD_FILE_PATH):
            path = pattern.format(id=source.id)
            if files.get_file_from_path(path) is None:
                files.append(File.generated(config, path, content=data))
    return files
