"""Citation support for every page of the Tapis vert site.

Called from ``sitebuild/hooks.py``::

    from sitebuild.pages import citation

    def on_page_content(html, page, config, files):
        return citation.on_page_content(html, page, config, files)

    def on_post_page(output, page, config):
        return citation.on_post_page(output, page, config)

* :func:`on_page_content` appends a collapsible "Cite this page" block to the page content, with the
  citation in four formats (plain text, BibTeX, CSL-JSON, RIS), each with a copy button. On a source
  page (``sources/<id>.md``, see :mod:`sitebuild.edition.sources`) the block also cites the original work, and
  the reader can cite a single paragraph (``#p<n>``).
* :func:`on_post_page` adds the meta tags a reference manager reads (see :func:`meta_tags`), schema.org
  JSON-LD (a ``WebPage`` by an ``Organization``) and a ``<link rel="cite-as">`` to the ``<head>``. On a
  play page the block can also cite the deal on the table (seed and options).

The meta tags follow the decision rules of Zotero's "Embedded Metadata" translator (with the RDF
translator it loads), so that Zotero saves each page as a *web page* (issue 26):

* no Highwire ``citation_*`` tag at all: ``citation_title`` alone makes the translator guess a journal
  article, and ``citation_author`` is always split into a person;
* ``og:type`` = ``website`` (the RDF translator's ``og:type`` → ``webpage``), ``og:title``, ``og:url``,
  ``og:description``;
* ``og:site_name`` = the site's name: the RDF translator's publication title, which is the website title
  of a web page;
* ``DC.creator`` = the editors with a trailing comma: the RDF translator cleans a creator containing a
  comma as "last, first", so a name with nothing after its comma stays whole in one field, as an
  institution (Material's ``<meta name="author">`` is left out: the translator splits it into a person);
* ``DC.date`` and ``dcterms.modified`` = the day the page's own source last changed (:func:`page_date`,
  from git), ``DC.language``; the access date is set by the translator itself;
* ``z.extra`` = the edition's version and, on a source page, the original work, as Zotero's *Extra*
  lines (:func:`zotero_extra`): the RDF translator copies a ``z:`` property onto the item unchanged,
  and this sets no item type (a ``citation_*`` tag would).

``tests/site/test_zotero_meta.py`` applies these rules to every built page.

The project's own data (title, authors, version, date) come from ``CITATION.cff`` at the repository
root, the single place to change them. Page URLs come from :func:`canonical_base`: the public address set
by ``CANONICAL_URL`` (a release build, which then refuses to cite any loopback address) or
``extra.canonical_url``, else the serving origin. Every format carries the access date.
The copy buttons and the paragraph citation are driven by ``playground/page/cite.mjs`` (list it in
``extra_javascript`` as a module); without JavaScript the texts are still there to select.
"""

from __future__ import annotations

import datetime as _dt
import functools
import html
import json
import os
import re
from pathlib import Path
from typing import Any

from sitebuild.edition import sources as _sources
from sitebuild.edition.project import author_text, project, site_language as _site_language
from sitebuild.pages import dataset

ROOT = Path(__file__).resolve().parents[2]

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


# ------------------------------------------------------------------------------------ canonical URL
LOOPBACK = re.compile(r"^https?://(?:127(?:\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)(?::\d+)?(?:/|$)", re.I)
LOOPBACK_ANYWHERE = re.compile(r"https?://(?:127(?:\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)\b", re.I)


class CitationError(ValueError):
    """A release build would publish citations that cannot survive (a loopback URL)."""


def canonical_base(config: Any = None) -> str:
    """The public address that citations use, distinct from the origin the site is served from.

    ``CANONICAL_URL`` (environment, as ``make site CANONICAL_URL=...`` passes it) or ``extra.canonical_url``
    in mkdocs.yml; without either, the serving origin (``site_url``), which is right for a local copy only.
    """
    from sitebuild.languages import edition

    # The public address is the site's root: the French edition's pages are under its fr/ (issue 42).
    base = os.environ.get("CANONICAL_URL") or ""
    if not base and config is not None:
        try:
            base = (config.get("extra") or {}).get("canonical_url") or ""
            if not base:
                return (str(config.get("site_url") or "").rstrip("/") + "/") if config.get("site_url") else ""
        except AttributeError:
            base = ""
    if not base:
        return ""
    try:
        folder = edition.prefix(config) if config is not None else ""
    except edition.EditionError:
        folder = ""
    return base.rstrip("/") + "/" + folder


def is_release(config: Any = None) -> bool:
    """A release build is one that names its canonical URL (``CANONICAL_URL``)."""
    return bool(os.environ.get("CANONICAL_URL"))


def check_release_base(config: Any = None) -> None:
    """Refuse a release whose canonical URL is a loopback address."""
    base = canonical_base(config)
    if is_release(config) and LOOPBACK.match(base):
        raise CitationError(
            f"CANONICAL_URL={base!r} is a loopback address: citations would point at the "
            "reader's own machine. Set it to the public address of the archive."
        )


def loopback_in_citations(output: str) -> list[str]:
    """Loopback URLs in the parts of a built page that cite it: the Cite block, the citation and og
    meta tags, the JSON-LD and the cite-as link. (The serving origin may appear elsewhere, e.g. in
    Material's canonical link of a local build; that is not a citation.)"""
    found = []
    head = output.split("</head>", 1)[0]
    for m in re.finditer(
        r'<meta name="(?:DC|dcterms)\.[a-z]+" content="([^"]*)"|<meta property="og:[a-z_:]+" content="([^"]*)"'
        r'|<link rel="cite-as" href="([^"]*)"',
        head,
    ):
        value = next(g for g in m.groups() if g is not None)
        if LOOPBACK_ANYWHERE.search(value):
            found.append(m.group(0))
    for m in re.finditer(r'<script type="application/ld\+json">(.*?)</script>', head, re.S):
        hit = LOOPBACK_ANYWHERE.search(m.group(1))
        if hit:
            found.append("JSON-LD: " + hit.group(0))
    block = re.search(r'<details class="quote tv-cite".*?</details>', output, re.S)
    if block:
        found += ["Cite block: " + m.group(0) for m in LOOPBACK_ANYWHERE.finditer(block.group(0))]
    return found


def access_date() -> list[int]:
    """The access date written at build time (``TV_ACCESS_DATE=YYYY-MM-DD`` fixes it); the reader's
    browser replaces it with the day the page is read (playground/page/cite.mjs)."""
    fixed = os.environ.get("TV_ACCESS_DATE", "")
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", fixed):
        return [int(x) for x in fixed.split("-")]
    d = _dt.date.today()
    return [d.year, d.month, d.day]


# ------------------------------------------------------------------------------------ page data
def _date_parts(value: Any) -> list[int] | None:
    if value in (None, ""):
        return None
    m = re.match(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$", str(value))
    if not m:
        return None
    return [int(x) for x in m.groups() if x]


def _iso(parts: list[int]) -> str:
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(parts))


#: Issue 42: the French edition's citations write their dates and words the French way
#: (« consulté le 1er décembre 2026 »), with the CSL locale fr-FR.
MONTHS_FR = (
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
)
CSL_LOCALES = {"en": "en-GB", "fr": "fr-FR"}
#: The words of a plain citation and of the Cite block, per language.
WORDS = {
    "en": {
        "nd": "n.d.",
        "in": "In",
        "version": "version {v}",
        "reading": "{r} reading",
        "accessed": "Accessed {d}.",
        "cite": "Cite this page",
        "elsewhere": " (this copy is not at the edition's address)",
        "intro": "Copy the citation in the format your reference manager reads. Reference managers can also "
        "import this page directly: it carries the metadata Zotero reads for a web page.",
        "copy": "Copy",
        "deal": "This deal",
        "deal_intro": "The deal on the table: its seed and options reproduce it exactly.",
        "dataset": "<strong>The rules as a dataset</strong> (every rule of this page as JSON and CSV, "
        "versioned with the edition):",
        "dataset_title": "{t}: the rules as a dataset (JSON, CSV)",
        "paragraph": "This paragraph",
        "original": "<strong>The original work</strong> (please cite it together with this edition):",
        "plain": "Plain text",
    },
    "fr": {
        "nd": "s.\u00a0d.",
        "in": "Dans",
        "version": "version {v}",
        "reading": "lecture {r}",
        "accessed": "Consulté le {d}.",
        "cite": "Citer cette page",
        "elsewhere": " (cette copie n’est pas à l’adresse de l’édition)",
        "intro": "Copiez la citation dans le format que lit votre gestionnaire de références. Les gestionnaires "
        "de références peuvent aussi importer directement cette page\u00a0: elle porte les métadonnées "
        "qu’emploie Zotero pour une page web.",
        "copy": "Copier",
        "deal": "Cette donne",
        "deal_intro": "La donne sur la table\u00a0: sa graine et ses options la reproduisent exactement.",
        "dataset": "<strong>Les règles comme jeu de données</strong> (chaque règle de cette page en JSON et "
        "en CSV, versionnées avec l’édition)\u00a0:",
        "dataset_title": "{t}\u00a0: les règles comme jeu de données (JSON, CSV)",
        "paragraph": "Ce paragraphe",
        "original": "<strong>L’œuvre originale</strong> (à citer avec cette édition)\u00a0:",
        "plain": "Texte",
    },
}
#: How the reading toggle's readings are named in a French citation.
READINGS_FR = {"normalized": "normalisée", "diplomatic": "diplomatique", "parallel": "parallèle"}


def _human_date(parts: list[int] | None, lang: str = "en") -> str:
    if not parts:
        return WORDS[lang]["nd"]
    months = MONTHS_FR if lang == "fr" else MONTHS
    if len(parts) == 3:
        day = "1er" if lang == "fr" and parts[2] == 1 else str(parts[2])
        return f"{day} {months[parts[1] - 1]} {parts[0]}"
    if len(parts) == 2:
        return f"{months[parts[1] - 1]} {parts[0]}"
    return str(parts[0])


# ------------------------------------------------------------------------------------ page dates
def page_sources(src_uri: str, root: Path = ROOT, lang: str = "en") -> list[Path]:
    """The files a page is made from: its Markdown in ``docs/`` (``docs/fr/`` for the French edition),
    and for a generated page the data it is generated from (a source's directory and the modules
    that read and render it, a game's rules module, and in French its words: ``rules_fr.py``,
    ``sitebuild/languages/source_words.py``)."""
    docs = root / "docs" / "fr" if lang == "fr" else root / "docs"
    out = [docs / src_uri]
    sid = _sources.source_for_page(src_uri)
    if sid:
        out = [
            root / "sources" / sid,
            root / "sitebuild" / "edition" / "sources.py",
            root / "sitebuild" / "pages" / "source_pages.py",
        ]
        if lang == "fr":
            out.append(root / "sitebuild" / "languages" / "source_words.py")
    m = re.fullmatch(r"games/([a-z]+)/rules\.md", src_uri)
    if m:
        out.append(root / "engine" / "src" / "tapisvert" / "games" / m.group(1) / "rules.py")
        if lang == "fr":
            out.append(root / "engine" / "src" / "tapisvert" / "games" / m.group(1) / "rules_fr.py")
    return [p for p in out if p.exists()]


_DATE_CACHE: dict[tuple[str, ...], str | None] = {}


def _git(*args: str) -> str:
    import subprocess

    try:
        return subprocess.run(
            ["git", "-C", str(ROOT), *args], capture_output=True, text=True, timeout=30, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def _git_date(paths: list[Path]) -> str | None:
    """The commit date (YYYY-MM-DD) of the last commit touching ``paths``; None without git history
    (a source archive, or a shallow clone that lacks the commit)."""
    key = tuple(str(p) for p in paths)
    if key not in _DATE_CACHE:
        out = _git("log", "-1", "--format=%cs", "--", *key).strip()
        _DATE_CACHE[key] = out if re.fullmatch(r"\d{4}-\d{2}-\d{2}", out) else None
    return _DATE_CACHE[key]


def page_date(page: Any, config: Any = None) -> str:
    """The day this page's own source last changed: the git date of its files (later if they have
    uncommitted edits), or, where git has no history for them, their newest modification time; the
    release date only for a page with no source file. ``TV_PAGE_DATE=YYYY-MM-DD`` fixes it."""
    fixed = os.environ.get("TV_PAGE_DATE", "")
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", fixed):
        return fixed
    src_uri = getattr(getattr(page, "file", None), "src_uri", "") or ""
    paths = page_sources(src_uri, lang=_site_language(config))
    if not paths:
        return project(config)["date"]
    date = _git_date(paths)
    if date and not _git("status", "--porcelain", "--", *map(str, paths)).strip():
        return date
    newest = max(_mtime(p) for p in paths)
    return max(date, newest) if date else newest


def _mtime(path: Path) -> str:
    files = [f for f in path.rglob("*") if f.is_file()] if path.is_dir() else [path]
    stamp = max((f.stat().st_mtime for f in files), default=0.0)
    return _dt.datetime.fromtimestamp(stamp, tz=_dt.UTC).date().isoformat()


def page_record(page: Any, config: Any) -> dict[str, Any]:
    """The citation of one page, as a neutral record (keys follow CSL-JSON)."""
    proj = project(config)
    meta_title = (getattr(page, "meta", None) or {}).get("title")
    title = (
        proj["title"]
        if getattr(page, "is_homepage", False)
        else (meta_title or page.title or proj["short_title"])
    )
    base = canonical_base(config)
    url = (
        (base + (page.url or ""))
        if base
        else (
            getattr(page, "canonical_url", None) or getattr(page, "abs_url", None) or getattr(page, "url", "")
        )
    )
    rec: dict[str, Any] = {
        "id": "tapisvert-" + (re.sub(r"[^a-z0-9]+", "-", (page.url or "home").lower()).strip("-") or "home"),
        "type": "webpage",
        "title": title,
        "container-title": proj["title"],
        "author": proj["authors"],
        "publisher": proj["publisher"],
        # The page's own date of last change, not the release date (issue 26).
        "issued": {"date-parts": [_date_parts(page_date(page, config))]},
        "URL": url,
        "language": proj["language"],
        "version": proj["version"],
        "accessed": {"date-parts": [access_date()]},
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
    rights = src.meta.get("rights") or {}
    notes = []
    if rights.get("revision"):
        # a wiki page is dated by its revision (issue 43): cite the revision the text was taken from
        rec["version"] = f"revision {rights['revision']}"
    elif is_wiki or rights.get("history_url"):
        notes.append(_unknown_revision(rights))
    tr = src.meta.get("translation")
    if tr:
        when = _human_date(_date_parts(tr.get("date")))
        notes.append(
            f"Received as an English translation of {when}; edited in Tapis vert as the source “{source_id}”"
        )
    rec["note"] = "; ".join(notes)
    return {k: v for k, v in rec.items() if v not in (None, "")}


def _unknown_revision(rights: dict[str, Any]) -> str:
    """What is known of the revision of a wiki page whose received text names none: the date by which
    the text was in the archive (the revision was current then or before), never "n.d." alone."""
    when = _human_date(_date_parts(rights.get("retrieved") or rights.get("received_by")))
    verb = "retrieved" if rights.get("retrieved") else "in the archive by"
    return f"Revision not identified in the received text, which was {verb} {when}"


# ------------------------------------------------------------------------------------ formats
def format_plain(
    rec: dict[str, Any], paragraph: int | None = None, reading: str | None = None, lang: str = "en"
) -> str:
    """The citation as plain text, its words and dates in ``lang`` (the page's, never the record's:
    an English page cites a French original in English words)."""
    w = WORDS[lang]
    authors = "; ".join(author_text(a) for a in rec.get("author", []))
    parts = [f"{authors}." if authors else ""]
    title = rec["title"]
    container = rec.get("container-title")
    if container:
        if lang == "fr":
            parts.append(f"«\u00a0{title}\u00a0». {w['in']} {container}")
        else:
            parts.append(f"“{title}.” In {container}")
    else:
        parts.append(f"{title}")
    tail = []
    if rec.get("version"):
        version = str(rec["version"])
        tail.append(version if version.startswith("revision ") else w["version"].format(v=version))
    if rec.get("publisher") and not str(container or "").startswith(rec["publisher"]):
        tail.append(rec["publisher"])
    parts_ = (rec.get("issued") or {}).get("date-parts", [None])[0]
    if parts_ or not str(rec.get("note", "")).startswith("Revision not identified"):
        tail.append(
            _human_date(parts_, lang)
        )  # an undated wiki page says what is known of its revision instead
    text = " ".join(p for p in parts if p)
    if tail:
        text += ", " + ", ".join(tail)
    if not text.endswith("."):
        text += "."
    if paragraph:
        named = READINGS_FR.get(reading, reading) if lang == "fr" and reading else reading
        text += f" ¶{paragraph}" + (", " + w["reading"].format(r=named) + "." if reading else ".")
    if rec.get("URL"):
        query = f"?reading={reading}" if paragraph and reading and reading != "normalized" else ""
        text += " " + rec["URL"] + query + (f"#p{paragraph}" if paragraph else "") + "."
    if rec.get("note"):
        text += f" {rec['note']}."
    accessed = (rec.get("accessed") or {}).get("date-parts", [None])[0]
    if accessed:
        text += " " + w["accessed"].format(d=_human_date(accessed, lang))
    return text


_BIB_SPECIAL = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def _bib_escape(s: str) -> str:
    return "".join(_BIB_SPECIAL.get(c, c) for c in s)


def format_bibtex(rec: dict[str, Any]) -> str:
    key = re.sub(r"[^A-Za-z0-9_-]+", "-", rec["id"]).strip("-")
    authors = " and ".join("{" + _bib_escape(author_text(a)) + "}" for a in rec.get("author", []))
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
    accessed = (rec.get("accessed") or {}).get("date-parts", [None])[0]
    if accessed:
        fields.append(("urldate", _iso(accessed)))
    if rec.get("language"):
        fields.append(("language", rec["language"]))
    if rec.get("note"):
        fields.append(("note", _bib_escape(rec["note"])))
    width = max(len(k) for k, _ in fields)
    body = ",\n".join(f"  {k.ljust(width)} = " + (v if k in ("month",) else "{" + v + "}") for k, v in fields)
    return f"@{entry}{{{key},\n{body}\n}}"


def format_csl(rec: dict[str, Any]) -> str:
    """CSL-JSON (an array with one item), one field per line so that it stays readable."""
    fields = [f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in rec.items()]
    return "[\n  {\n" + ",\n".join(fields) + "\n  }\n]"


def format_ris(rec: dict[str, Any]) -> str:
    ty = {"entry-encyclopedia": "ENCYC", "dataset": "DATA"}.get(rec.get("type", ""), "ELEC")
    lines = [f"TY  - {ty}"]
    for a in rec.get("author", []):
        lines.append(f"AU  - {author_text(a)}")
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
    accessed = (rec.get("accessed") or {}).get("date-parts", [None])[0]
    if accessed:
        lines.append("Y2  - " + "/".join(f"{p:02d}" if i else str(p) for i, p in enumerate(accessed)))
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


def _format_blocks(rec: dict[str, Any], prefix: str, lang: str = "en") -> str:
    out = []
    # the build's access date as data: playground/page/cite.mjs writes the reader's day in its place,
    # finding what the build wrote by formatting this same date, never by reading the text
    accessed = (rec.get("accessed") or {}).get("date-parts", [None])[0]
    dated = f' data-accessed="{_iso(accessed)}"' if accessed and len(accessed) == 3 else ""
    for key, label, fn in FORMATS:
        block_id = f"{prefix}-{key}"
        if key == "plain":
            label = WORDS[lang]["plain"]
            fn = functools.partial(format_plain, lang=lang)
        out.append(
            f'<div class="tv-cite-format" data-format="{key}">'
            f'<div class="tv-cite-head"><span class="tv-cite-label" id="{block_id}-label">{label}</span>'
            f'<button type="button" class="md-button tv-copy" data-tv-copy="#{block_id}"'
            f' aria-describedby="{block_id}-label" hidden>{WORDS[lang]["copy"]}</button>'
            f'<span class="tv-copy-status" role="status" aria-live="polite"></span></div>'
            f'<pre class="tv-cite-text" id="{block_id}" tabindex="0" aria-labelledby="{block_id}-label"{dated}>'
            f"{_esc(fn(rec))}</pre>"
            "</div>"
        )
    return "".join(out)


_RULES_PAGE = re.compile(r"games/([a-z0-9_-]+)/rules\.md")


def dataset_record(rec: dict[str, Any], game: str, config: Any = None, lang: str = "en") -> dict[str, Any]:
    """The citation of a game's rules as a dataset (sitebuild.pages.dataset: JSON, CSV, JSON Schema),
    from the citation of its rules page: same editors, date and version, its own type and URL."""
    base = canonical_base(config) or rec.get("URL", "").split("games/", 1)[0]
    out = dict(rec)
    out["id"] = f"tapisvert-rules-{game}-dataset"
    out["type"] = "dataset"
    out["title"] = WORDS[lang]["dataset_title"].format(t=rec["title"])
    out["URL"] = dataset.href(base, game, "json")
    return out


def _is_play_page(src_uri: str) -> bool:
    return bool(re.fullmatch(r"games/[a-z0-9_-]+/play\.md", src_uri or ""))


def cite_block(page: Any, config: Any) -> str:
    rec = page_record(page, config)
    lang = _site_language(config)
    w = WORDS[lang]
    src_uri = getattr(getattr(page, "file", None), "src_uri", "") or ""
    source_id = (getattr(page, "meta", None) or {}).get("tv_source") or _sources.source_for_page(src_uri)
    parts = [
        '<details class="quote tv-cite" id="cite-this-page" data-search-exclude'
        + (f' data-tv-csl-locale="{CSL_LOCALES[lang]}"' if lang != "en" else "")
        # the access date's words, for cite.mjs to write the reader's day as this build writes a date
        + f' data-tv-accessed-words="{html.escape(w["accessed"], quote=True)}"'
        + f' data-tv-months="{html.escape(",".join(MONTHS_FR if lang == "fr" else MONTHS), quote=True)}"'
        + f' data-tv-day-one="{_human_date([2000, 1, 1], lang).split()[0]}"'
        + ">",
        f'<summary>{w["cite"]}<span class="tv-cite-elsewhere" hidden>{w["elsewhere"]}</span></summary>',
        # Issue 41: said in words when the page is read from another origin than the one it cites
        # (a mirror, a local copy): playground/page/cite.mjs reveals it and names both.
        f'<p class="tv-cite-origin" hidden data-tv-canonical="{_esc(rec.get("URL", ""))}"></p>',
        f'<p class="tv-cite-intro">{w["intro"]}</p>',
        _format_blocks(rec, "tv-cite-page", lang),
    ]
    # The paragraph and the deal are cited by playground/page/cite.mjs from these templates: the page's
    # citation without its URL and access date, which the script adds (with the reader's own date).
    bare = {k: v for k, v in rec.items() if k not in ("URL", "accessed")}
    if _is_play_page(src_uri):
        parts.append(
            '<div class="tv-cite-deal" hidden data-tv-cite-deal'
            f' data-template="{_esc(format_plain(bare, lang=lang))}"'
            f' data-url="{_esc(rec.get("URL", ""))}">'
            f'<div class="tv-cite-head"><span class="tv-cite-label" id="tv-cite-deal-label">{w["deal"]}</span>'
            '<button type="button" class="md-button tv-copy" data-tv-copy="#tv-cite-deal"'
            f' aria-describedby="tv-cite-deal-label" hidden>{w["copy"]}</button>'
            '<span class="tv-copy-status" role="status" aria-live="polite"></span></div>'
            f'<p class="tv-cite-intro">{w["deal_intro"]}</p>'
            '<pre class="tv-cite-text" id="tv-cite-deal" tabindex="0" aria-labelledby="tv-cite-deal-label"></pre></div>'
        )
    rules_page = _RULES_PAGE.fullmatch(src_uri)
    if rules_page:
        parts.append(f'<p class="tv-cite-subhead">{w["dataset"]}</p>')
        dataset = dataset_record(rec, rules_page.group(1), config, lang)
        parts.append(_format_blocks(dataset, "tv-cite-dataset", lang))
    if source_id:
        parts.append(
            '<div class="tv-cite-paragraph" hidden data-tv-cite-paragraph'
            f' data-template="{_esc(format_plain(bare, lang=lang))}"'
            f' data-url="{_esc(rec.get("URL", ""))}">'
            f'<div class="tv-cite-head"><span class="tv-cite-label" id="tv-cite-para-label">{w["paragraph"]}</span>'
            '<button type="button" class="md-button tv-copy" data-tv-copy="#tv-cite-para"'
            f' aria-describedby="tv-cite-para-label" hidden>{w["copy"]}</button>'
            '<span class="tv-copy-status" role="status" aria-live="polite"></span></div>'
            '<pre class="tv-cite-text" id="tv-cite-para" tabindex="0" aria-labelledby="tv-cite-para-label"></pre></div>'
        )
        try:
            orig = original_record(source_id)
        except (OSError, KeyError):
            orig = None
        if orig:
            parts.append(f'<p class="tv-cite-subhead">{w["original"]}</p>')
            parts.append(_format_blocks(orig, "tv-cite-original", lang))
    parts.append("</details>")
    return "".join(parts)


def on_page_content(html_text: str, page: Any, config: Any, files: Any = None) -> str:
    """MkDocs ``on_page_content`` hook: append the "Cite this page" block."""
    if (getattr(page, "meta", None) or {}).get("tv_cite") is False:
        return html_text
    return html_text + "\n" + cite_block(page, config)


def json_ld(page: Any, config: Any) -> dict[str, Any]:
    """schema.org metadata: a WebPage by an Organization, so that reference managers save a web page
    with a corporate author (never split into first and last names)."""
    rec = page_record(page, config)
    proj = project(config)
    base = canonical_base(config)
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "WebPage",
        "name": rec["title"],
        "url": rec.get("URL"),
        "inLanguage": rec.get("language", "en"),
        "author": [
            {"@type": "Organization", "name": author_text(a)}
            if "literal" in a
            else {"@type": "Person", "familyName": a.get("family"), "givenName": a.get("given")}
            for a in rec.get("author", [])
        ],
        "publisher": {"@type": "Organization", "name": proj["publisher"]},
        "license": "https://creativecommons.org/licenses/by-sa/4.0/",
    }
    parts = (rec.get("issued") or {}).get("date-parts", [None])[0]
    if parts:
        data["dateModified"] = _iso(parts)
    if rec.get("version"):
        data["version"] = rec["version"]
    if rec.get("container-title"):
        data["isPartOf"] = {
            "@type": "WebSite",
            "name": rec["container-title"],
            **({"url": base} if base else {}),
        }
    return {k: v for k, v in data.items() if v not in (None, "", [])}


def _corporate(name: str) -> str:
    """A name as one field for the RDF translator: with a trailing comma it is read "last, first" with no
    first name, so it is never split into a person (see the module docstring)."""
    return name.rstrip(",") + ","


def zotero_extra(rec: dict[str, Any], original: dict[str, Any] | None = None) -> str:
    """Zotero's *Extra* field (issue 41): the edition's version and, on a source page, the original
    work, as the ``key: value`` lines Zotero's citation processor reads as CSL variables (``version``,
    ``original-title``, ``original-author``, ``original-date``, ``original-publisher``). A web page has
    no version field and no original-work fields of its own, so Extra is where Zotero keeps them; the
    RDF translator copies any ``z:`` property (``<meta name="z.extra">``) onto the item as it is."""
    lines = [f"version: {rec['version']}"] if rec.get("version") else []
    if original:
        lines.append(f"original-title: {original['title']}")
        for author in original.get("author", []):
            lines.append(f"original-author: {author_text(author)}")
        date = (original.get("issued") or {}).get("date-parts") or []
        if date and date[0]:
            lines.append(f"original-date: {_iso(date[0])}")
        if original.get("container-title"):
            lines.append(f"original-publisher: {original['container-title']}")
    return "\n".join(" ".join(line.split()) for line in lines)


def meta_tags(page: Any, config: Any) -> str:
    """The ``<head>`` tags for reference managers (the rules are in the module docstring)."""
    rec = page_record(page, config)
    proj = project(config)
    date = page_date(page, config)
    # as the page's <meta name="description"> (striptags): a French description marks quoted English
    # words with <span lang="en"> (issue 42), which is no part of the text a reference manager keeps
    raw = str((getattr(page, "meta", None) or {}).get("description") or "")
    description = " ".join(re.sub(r"<[^>]+>", "", raw).split())
    names: list[tuple[str, str]] = []
    for a in rec.get("author", []):
        names.append(("DC.creator", _corporate(author_text(a)) if "literal" in a else author_text(a)))
    names += [
        ("DC.title", rec["title"]),
        ("DC.date", date),
        ("dcterms.modified", date),
        ("DC.language", rec.get("language", "en")),
        ("DC.publisher", rec.get("publisher", "")),
        ("DC.rights", "CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)"),
    ]
    src_uri = getattr(getattr(page, "file", None), "src_uri", "") or ""
    source_id = (getattr(page, "meta", None) or {}).get("tv_source") or _sources.source_for_page(src_uri)
    original = None
    if source_id:
        try:
            original = original_record(source_id)
            names.append(("DC.relation", format_plain(original)))
        except (OSError, KeyError):
            original = None
    names.append(("z.extra", zotero_extra(rec, original)))
    # No <link rel="schema.DC">: the translator knows the dc and dcterms prefixes, and the site links no
    # other host.
    # a line break in a value (z.extra) is written as a character reference, read back as a newline
    out = [f'<meta name="{k}" content="{_esc(v).replace(chr(10), "&#10;")}">' for k, v in names if v]
    og = [
        ("og:type", "website"),
        ("og:title", rec["title"]),
        ("og:site_name", proj["short_title"]),
        ("og:url", rec.get("URL", "")),
        ("og:description", description),
    ]
    out += [f'<meta property="{k}" content="{_esc(v)}">' for k, v in og if v]
    if rec.get("URL"):
        out.append(f'<link rel="cite-as" href="{_esc(rec["URL"])}">')
    # A data block, not a script: the browser never runs it, so a strict script-src allows it.
    ld = json.dumps(json_ld(page, config), ensure_ascii=False).replace("</", "<\\/")
    out.append(f'<script type="application/ld+json">{ld}</script>')
    return "\n    ".join(out)


def on_post_page(output: str, page: Any, config: Any) -> str:
    """MkDocs ``on_post_page`` hook: put the reference managers' meta tags into ``<head>``."""
    if "</head>" not in output:
        return output
    output = output.replace("</head>", "  " + meta_tags(page, config) + "\n  </head>", 1)
    if is_release(config):
        check_release_base(config)
        found = loopback_in_citations(output)
        if found:
            src = getattr(getattr(page, "file", None), "src_uri", page)
            raise CitationError(
                f"{src}: a release build must not cite a loopback address: {'; '.join(found[:5])}"
            )
    return output
