"""Citation support for every page of the Tapis vert site.

Called from ``sitebuild/hooks.py``::

    from sitebuild import citation

    def on_page_content(html, page, config, files):
        return citation.on_page_content(html, page, config, files)

    def on_post_page(output, page, config):
        return citation.on_post_page(output, page, config)

* :func:`on_page_content` appends a collapsible "Cite this page" block to the page content, with the
  citation in four formats (plain text, BibTeX, CSL-JSON, RIS), each with a copy button. On a source
  page (``sources/<id>.md``, see :mod:`sitebuild.sources`) the block also cites the original work, and
  the reader can cite a single paragraph (``#p<n>``).
* :func:`on_post_page` adds Highwire-style ``citation_*`` meta tags (read by Zotero, Mendeley and other
  reference managers) and a ``<link rel="cite-as">`` to the ``<head>``.

The project's own data (title, authors, version, date) come from ``CITATION.cff`` at the repository
root, the single place to change them. Page URLs come from ``page.canonical_url`` (so from ``site_url``).
The copy buttons and the paragraph citation are driven by ``playground/cite.mjs`` (list it in
``extra_javascript`` as a module); without JavaScript the texts are still there to select.
"""

from __future__ import annotations

import datetime as _dt
import html
import json
import re
from pathlib import Path
from typing import Any

import yaml

from . import sources as _sources

ROOT = Path(__file__).resolve().parent.parent
CFF_PATH = ROOT / "CITATION.cff"

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


# ------------------------------------------------------------------------------------ project data
def _load_cff(path: str) -> dict[str, Any]:
    # Read on every call (it is tiny), so that `mkdocs serve` picks up edits to CITATION.cff.
    p = Path(path)
    if not p.is_file():
        return {}
    with p.open(encoding="utf-8") as fh:
        return yaml.safe_load(fh) or {}


def project(config: Any = None, cff_path: Path = CFF_PATH) -> dict[str, Any]:
    """Title, authors, version, date and publisher of the whole archive (from CITATION.cff)."""
    cff = _load_cff(str(cff_path))
    authors = []
    for a in cff.get("authors") or []:
        if a.get("name"):
            authors.append({"literal": a["name"]})
        elif a.get("family-names"):
            authors.append({"family": a["family-names"], "given": a.get("given-names", "")})
    site_name = (config or {}).get("site_name") if config is not None else None
    date = str(cff.get("date-released") or "")
    return {
        "title": cff.get("title") or site_name or "Tapis vert",
        "short_title": site_name or "Tapis vert",
        "authors": authors or [{"literal": "The Tapis vert editors"}],
        "version": str(cff.get("version") or ""),
        "date": date or _dt.date.today().isoformat(),
        "publisher": site_name or "Tapis vert",
        "language": _site_language(config),
    }


def _site_language(config: Any) -> str:
    try:
        return (config["theme"]["language"] or "en") if config is not None else "en"
    except (KeyError, TypeError):
        return "en"


# ------------------------------------------------------------------------------------ page data
def _author_text(a: dict[str, str]) -> str:
    return a.get("literal") or ", ".join(x for x in (a.get("family"), a.get("given")) if x)


def _date_parts(value: Any) -> list[int] | None:
    if value in (None, ""):
        return None
    m = re.match(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$", str(value))
    if not m:
        return None
    return [int(x) for x in m.groups() if x]


def _human_date(parts: list[int] | None) -> str:
    if not parts:
        return "n.d."
    if len(parts) == 3:
        return f"{parts[2]} {MONTHS[parts[1] - 1]} {parts[0]}"
    if len(parts) == 2:
        return f"{MONTHS[parts[1] - 1]} {parts[0]}"
    return str(parts[0])


def page_record(page: Any, config: Any) -> dict[str, Any]:
    """The citation of one page, as a neutral record (keys follow CSL-JSON)."""
    proj = project(config)
    meta_title = (getattr(page, "meta", None) or {}).get("title")
    title = proj["title"] if getattr(page, "is_homepage", False) else (meta_title or page.title or proj["short_title"])
    url = getattr(page, "canonical_url", None) or getattr(page, "abs_url", None) or getattr(page, "url", "")
    rec: dict[str, Any] = {
        "id": "tapisvert-" + (re.sub(r"[^a-z0-9]+", "-", (page.url or "home").lower()).strip("-") or "home"),
        "type": "webpage",
        "title": title,
        "container-title": proj["title"],
        "author": proj["authors"],
        "publisher": proj["publisher"],
        "issued": {"date-parts": [_date_parts(proj["date"])]} if _date_parts(proj["date"]) else None,
        "URL": url,
        "language": proj["language"],
        "version": proj["version"],
    }
    if getattr(page, "is_homepage", False):
        rec["container-title"] = None
    return {k: v for k, v in rec.items() if v not in (None, "")}


def original_record(source_id: str) -> dict[str, Any]:
    """The citation of the original work behind a source text (from its metadata.yaml)."""
    src = _sources.load_source(source_id)
    o = src.meta["original"]
    is_wiki = o.get("type") == "entry-encyclopedia"
    rec: dict[str, Any] = {
        "id": f"original-{source_id}",
        "type": "entry-encyclopedia" if is_wiki else "webpage",
        "title": o["title"],
        "author": [{"literal": o["author"]}],
        "container-title": o.get("publisher"),
        "URL": src.meta.get("url") or o.get("url"),
        "language": o.get("language"),
    }
    parts = _date_parts(o.get("date"))
    if parts:
        rec["issued"] = {"date-parts": [parts]}
    tr = src.meta.get("translation")
    if tr:
        when = _human_date(_date_parts(tr.get("date")))
        rec["note"] = f"Received as an English translation of {when}; edited in Tapis vert as the source “{source_id}”"
    return {k: v for k, v in rec.items() if v not in (None, "")}


# ------------------------------------------------------------------------------------ formats
def format_plain(rec: dict[str, Any], paragraph: int | None = None) -> str:
    authors = "; ".join(_author_text(a) for a in rec.get("author", []))
    parts = [f"{authors}." if authors else ""]
    title = rec["title"]
    container = rec.get("container-title")
    if container:
        parts.append(f"“{title}.” In {container}")
    else:
        parts.append(f"{title}")
    tail = []
    if rec.get("version"):
        tail.append(f"version {rec['version']}")
    if rec.get("publisher") and not str(container or "").startswith(rec["publisher"]):
        tail.append(rec["publisher"])
    date = _human_date((rec.get("issued") or {}).get("date-parts", [None])[0])
    tail.append(date)
    text = " ".join(p for p in parts if p)
    text += ", " + ", ".join(tail)
    if not text.endswith("."):
        text += "."
    if paragraph:
        text += f" ¶{paragraph}."
    if rec.get("URL"):
        url = rec["URL"] + (f"#p{paragraph}" if paragraph else "")
        text += f" {url}"
    if rec.get("note"):
        text += f". {rec['note']}."
    return text


_BIB_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}


def _bib_escape(s: str) -> str:
    return "".join(_BIB_SPECIAL.get(c, c) for c in s)


def format_bibtex(rec: dict[str, Any]) -> str:
    key = re.sub(r"[^A-Za-z0-9_-]+", "-", rec["id"]).strip("-")
    authors = " and ".join("{" + _bib_escape(_author_text(a)) + "}" for a in rec.get("author", []))
    parts = (rec.get("issued") or {}).get("date-parts", [None])[0] or []
    fields = [("author", authors), ("title", "{" + _bib_escape(rec["title"]) + "}")]
    if rec.get("type") == "entry-encyclopedia":
        entry = "misc"
        fields.append(("howpublished", _bib_escape(rec.get("container-title", ""))))
    else:
        entry = "misc"
        if rec.get("container-title"):
            fields.append(("howpublished", _bib_escape(rec["container-title"])))
    if rec.get("publisher"):
        fields.append(("publisher", _bib_escape(rec["publisher"])))
    if rec.get("version"):
        fields.append(("version", _bib_escape(rec["version"])))
    if parts:
        fields.append(("year", str(parts[0])))
        if len(parts) > 1:
            fields.append(("month", MONTHS[parts[1] - 1][:3].lower()))
        if len(parts) == 3:
            fields.append(("date", "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(parts))))
    if rec.get("URL"):
        fields.append(("url", rec["URL"]))
    if rec.get("language"):
        fields.append(("language", rec["language"]))
    if rec.get("note"):
        fields.append(("note", _bib_escape(rec["note"])))
    width = max(len(k) for k, _ in fields)
    body = ",\n".join(
        f"  {k.ljust(width)} = " + (v if k in ("month",) else "{" + v + "}") for k, v in fields
    )
    return f"@{entry}{{{key},\n{body}\n}}"


def format_csl(rec: dict[str, Any]) -> str:
    """CSL-JSON (an array with one item), one field per line so that it stays readable."""
    fields = [f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in rec.items()]
    return "[\n  {\n" + ",\n".join(fields) + "\n  }\n]"


def format_ris(rec: dict[str, Any]) -> str:
    ty = "ENCYC" if rec.get("type") == "entry-encyclopedia" else "ELEC"
    lines = [f"TY  - {ty}"]
    for a in rec.get("author", []):
        lines.append(f"AU  - {_author_text(a)}")
    lines.append(f"TI  - {rec['title']}")
    if rec.get("container-title"):
        lines.append(f"T2  - {rec['container-title']}")
    if rec.get("publisher"):
        lines.append(f"PB  - {rec['publisher']}")
    parts = (rec.get("issued") or {}).get("date-parts", [None])[0] or []
    if parts:
        lines.append(f"PY  - {parts[0]}")
        lines.append("DA  - " + "/".join(f"{p:02d}" if i else str(p) for i, p in enumerate(parts)))
    if rec.get("version"):
        lines.append(f"ET  - {rec['version']}")
    if rec.get("URL"):
        lines.append(f"UR  - {rec['URL']}")
    if rec.get("language"):
        lines.append(f"LA  - {rec['language']}")
    if rec.get("note"):
        lines.append(f"N1  - {rec['note']}")
    lines.append("ER  - ")
    return "\n".join(lines)


FORMATS = (
    ("plain", "Plain text", format_plain),
    ("bibtex", "BibTeX", format_bibtex),
    ("csl", "CSL-JSON", format_csl),
    ("ris", "RIS", format_ris),
)


# ------------------------------------------------------------------------------------ HTML
def _esc(s: Any) -> str:
    return html.escape(str(s), quote=True)


def _format_blocks(rec: dict[str, Any], prefix: str) -> str:
    out = []
    for key, label, fn in FORMATS:
        block_id = f"{prefix}-{key}"
        out.append(
            f'<div class="tv-cite-format" data-format="{key}">'
            f'<div class="tv-cite-head"><span class="tv-cite-label" id="{block_id}-label">{label}</span>'
            f'<button type="button" class="md-button tv-copy" data-tv-copy="#{block_id}"'
            f' aria-describedby="{block_id}-label" hidden>Copy</button>'
            f'<span class="tv-copy-status" role="status" aria-live="polite"></span></div>'
            f'<pre class="tv-cite-text" id="{block_id}" tabindex="0" aria-labelledby="{block_id}-label">{_esc(fn(rec))}</pre>'
            "</div>"
        )
    return "".join(out)


def cite_block(page: Any, config: Any) -> str:
    rec = page_record(page, config)
    src_uri = getattr(getattr(page, "file", None), "src_uri", "") or ""
    source_id = (getattr(page, "meta", None) or {}).get("tv_source") or _sources.source_for_page(src_uri)
    parts = [
        '<details class="quote tv-cite" id="cite-this-page" data-search-exclude>',
        "<summary>Cite this page</summary>",
        '<p class="tv-cite-intro">Copy the citation in the format your reference manager reads. '
        "Reference managers can also import this page directly: it carries <code>citation_*</code> metadata.</p>",
        _format_blocks(rec, "tv-cite-page"),
    ]
    if source_id:
        no_url = {k: v for k, v in rec.items() if k != "URL"}
        parts.append(
            '<div class="tv-cite-paragraph" hidden data-tv-cite-paragraph'
            f' data-template="{_esc(format_plain(no_url))}"'
            f' data-url="{_esc(rec.get("URL", ""))}">'
            '<div class="tv-cite-head"><span class="tv-cite-label" id="tv-cite-para-label">This paragraph</span>'
            '<button type="button" class="md-button tv-copy" data-tv-copy="#tv-cite-para"'
            ' aria-describedby="tv-cite-para-label" hidden>Copy</button>'
            '<span class="tv-copy-status" role="status" aria-live="polite"></span></div>'
            '<pre class="tv-cite-text" id="tv-cite-para" tabindex="0" aria-labelledby="tv-cite-para-label"></pre></div>'
        )
        try:
            orig = original_record(source_id)
        except (OSError, KeyError):
            orig = None
        if orig:
            parts.append('<p class="tv-cite-subhead"><strong>The original work</strong> '
                         "(please cite it together with this edition):</p>")
            parts.append(_format_blocks(orig, "tv-cite-original"))
    parts.append("</details>")
    return "".join(parts)


def on_page_content(html_text: str, page: Any, config: Any, files: Any = None) -> str:
    """MkDocs ``on_page_content`` hook: append the "Cite this page" block."""
    if (getattr(page, "meta", None) or {}).get("tv_cite") is False:
        return html_text
    return html_text + "\n" + cite_block(page, config)


def meta_tags(page: Any, config: Any) -> str:
    rec = page_record(page, config)
    tags: list[tuple[str, str]] = [("citation_title", rec["title"])]
    for a in rec.get("author", []):
        tags.append(("citation_author", _author_text(a)))
    parts = (rec.get("issued") or {}).get("date-parts", [None])[0] or []
    if parts:
        tags.append(("citation_publication_date", "/".join(f"{p:02d}" if i else str(p) for i, p in enumerate(parts))))
    tags.append(("citation_publisher", rec.get("publisher", "")))
    if rec.get("container-title"):
        tags.append(("citation_inbook_title", rec["container-title"]))
    if rec.get("URL"):
        tags.append(("citation_public_url", rec["URL"]))
        tags.append(("citation_abstract_html_url", rec["URL"]))
    tags.append(("citation_language", rec.get("language", "en")))
    if rec.get("version"):
        tags.append(("citation_version", rec["version"]))
    src_uri = getattr(getattr(page, "file", None), "src_uri", "") or ""
    source_id = (getattr(page, "meta", None) or {}).get("tv_source") or _sources.source_for_page(src_uri)
    if source_id:
        try:
            tags.append(("citation_reference", format_plain(original_record(source_id))))
        except (OSError, KeyError):
            pass
    out = [f'<meta name="{k}" content="{_esc(v)}">' for k, v in tags if v]
    if rec.get("URL"):
        out.append(f'<link rel="cite-as" href="{_esc(rec["URL"])}">')
    return "\n    ".join(out)


def on_post_page(output: str, page: Any, config: Any) -> str:
    """MkDocs ``on_post_page`` hook: put the ``citation_*`` meta tags into ``<head>``."""
    if "</head>" not in output:
        return output
    return output.replace("</head>", "  " + meta_tags(page, config) + "\n  </head>", 1)
