"""TEI P5 export of each edition, generated from the same data as the source page.

One file per source, ``sources/<id>/edition.tei.xml`` in the built site, linked from the source page.
It carries both readings at once, so that a TEI tool can show either:

* the text of each received line is a ``<p xml:id="p<n>" n="<n>">`` (the site's anchor ``#p<n>``);
* a supplement ``⟨…⟩`` is ``<supplied reason resp cert>``, or, for the editors' translations of
  French passages, an inline ``<note type="translation">``;
* a correction ``⟦received→adopted⟧`` is ``<choice><sic>received</sic><corr>adopted</corr></choice>``;
* received text left out of the normalized reading ``⟪…⟫`` is ``<surplus>``;
* a received phrase made into a link is ``<ref target>``; a note marker is ``<ptr type="apparatus">``;
* a run-in heading is ``<hi rend="run-in-heading">``; a line break of the normalized reading is
  ``<lb ed="normalized"/>``;
* a loss that the edition does not make good (a ``lost-*`` item of the source's condition with no
  supplement in its paragraphs) is ``<gap reason="lost">`` at the end of its last paragraph;
* every apparatus entry is a ``<note type="apparatus" xml:id="app-<id>">`` in ``<back>`` (the site's
  anchor ``#app-<id>``), pointing at its paragraphs and at the rules that rest on it.

Every editorial element points at its apparatus entry with ``@corresp``. Dropping ``<supplied>``,
``<corr>``, ``<note>``, ``<ptr>``, ``<gap>`` and ``<lb>`` and keeping everything else gives back
``received.txt`` byte for byte (tested, with an independent reader, in ``tests/site/test_tei.py``).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import urljoin

from . import citation as _citation, sources as _sources

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
FILE_PATH = "sources/{id}/edition.tei.xml"
EDITORS_ID = "editors"
# The apparatus status says how sure the edition is of what it supplies or corrects.
CERT = {"restored": "high", "reconstructed": "medium", "editorial": "low"}
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


def _inline(p: ET.Element, text: str, apparatus: dict[str, dict[str, Any]], page_url: str = "") -> None:
    """Encode one normalized paragraph into ``p`` (headings become ``<hi>``; see the module docstring)."""
    stack = [_Mixed(p)]

    def app(app_id: str) -> str:
        return f"#app-{app_id}"

    for kind, m in _sources._tokens(text):
        out = stack[-1]
        if kind == "text":
            out.text(m)
        elif kind == "sup":
            a = apparatus.get(m.group("sup_id"), {})
            if a.get("kind") == "translation":
                out.add(
                    "note",
                    m.group("sup"),
                    type="translation",
                    place="inline",
                    resp=f"#{EDITORS_ID}",
                    corresp=app(m.group("sup_id")),
                    xml__lang="en",
                )
            else:
                out.add(
                    "supplied",
                    m.group("sup"),
                    reason=_reason(a),
                    resp=f"#{EDITORS_ID}",
                    cert=CERT.get(a.get("status", "editorial"), "low"),
                    corresp=app(m.group("sup_id")),
                )
        elif kind == "cor":
            a = apparatus.get(m.group("cor_id"), {})
            choice = out.add("choice", corresp=app(m.group("cor_id")))
            _el(choice, "sic", m.group("old"))
            _el(
                choice,
                "corr",
                m.group("new"),
                resp=f"#{EDITORS_ID}",
                cert=CERT.get(a.get("status", "editorial"), "low"),
            )
        elif kind == "om":
            a = apparatus.get(m.group("om_id"), {})
            out.add(
                "surplus", m.group("om"), reason=_reason(a, default="residue"), corresp=app(m.group("om_id"))
            )
        elif kind == "link":
            out.add(
                "ref",
                m.group("lt"),
                target=_absolute(m.group("href"), page_url),
                corresp=app(m.group("ln_id")) if m.group("ln_id") else None,
            )
        elif kind == "note":
            out.add("ptr", type="apparatus", target=app(m.group("note")))
        elif kind == "hopen":
            stack.append(_Mixed(out.add("hi", rend="run-in-heading")))
        elif kind == "hclose":
            stack.pop()
        elif kind == "br":
            out.add("lb", ed="normalized")


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
    return "; ".join(_citation.author_text(a) for a in proj["authors"])


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
        f"Received from: {m['archive']}. The file received.txt is, a byte-exact copy of seed {seed['file']} "
        f"(SHA-256 {seed['sha256']}, {seed['bytes']} bytes, {seed['lines']} lines)."
    )
    if tr:
        note += f" The received text is a translation ({tr['language']}, {tr.get('date')})."
    if rights.get("retrieved"):
        note += f" Retrieved {rights['retrieved']}."
    elif rights.get("received_by"):
        note += f" Date of retrieval not recorded; in the archive by {rights['received_by']}."
    _el(bibl, "note", note)
    enc = _el(header, "encodingDesc")
    decl = _el(enc, "editorialDecl")
    _el(
        decl,
        "p",
        "Each line of the received text is one paragraph, numbered as the site numbers it (xml:id "
        "p<n>). Supplied text, corrections and text left out of the normalized reading are encoded where "
        "they occur and point at their apparatus entry; removing them gives back the received text exactly. "
        "A loss the edition does not make good is marked by a gap at the end of its last paragraph. "
        "@cert on supplied and corrected text follows the apparatus status: restored = high, "
        "reconstructed = medium, editorial = low.",
    )
    prof = _el(header, "profileDesc")
    lu = _el(prof, "langUsage")
    for code in m.get("languages") or ["en"]:
        _el(lu, "language", _sources.LANGUAGE_NAMES.get(code, code), ident=code)


def to_tei(source: _sources.Source, page_url: str = "", config: Any = None) -> bytes:
    """The TEI P5 document of one source (UTF-8 bytes with an XML declaration)."""
    proj = _citation.project(config)
    root = ET.Element(_t("TEI"), {_x("lang"): "en"})
    _header(root, source, page_url, proj)
    text = _el(root, "text")
    body = _el(text, "body")
    div = _el(body, "div", type="edition")
    apparatus = {a["id"]: a for a in source.apparatus}
    normalized = source.normalized if source.has_normalized else {}
    gaps = _gaps(source)
    langs = _languages(source)
    for n, line in enumerate(source.lines, start=1):
        p = _el(div, "p", n=str(n), xml__id=f"p{n}")
        if n in langs:
            p.set(_x("lang"), langs[n])
        if n in normalized:
            _inline(p, normalized[n], apparatus, page_url)
        else:
            _Mixed(p).text(line)
        for desc in gaps.get(n, []):
            g = _el(p, "gap", reason="lost")
            _el(g, "desc", desc)
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
            for label, key in (("Damage", "damage"), ("Action", "action"), ("Authority", "authority")):
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
    for status in ("restored", "reconstructed", "editorial"):
        ET.SubElement(grp, _t("interp"), {_x("id"): f"status-{status}"}).text = status


def on_files(files: Any, config: Any) -> Any:
    """MkDocs ``on_files``: add ``sources/<id>/edition.tei.xml`` for every source (linked from its page)."""
    from mkdocs.structure.files import File

    base = _citation.canonical_base(config)
    use_dir = bool(config.get("use_directory_urls", True))
    for source in _sources.load_all():
        path = FILE_PATH.format(id=source.id)
        if files.get_file_from_path(path) is None:
            page_url = base + _sources.page_url(source.id, use_dir)
            files.append(File.generated(config, path, content=to_tei(source, page_url, config)))
    return files
