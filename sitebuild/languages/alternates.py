"""The two editions name each other (issue 42): the root sitemap lists both, with their alternates.

Each edition's build writes its own ``sitemap.xml`` (MkDocs); the English build, once the French one
is done (``sitebuild/languages/edition.py``), rewrites the root's :func:`write_sitemap`: every page of both
editions, each with ``<xhtml:link rel="alternate" hreflang>`` to itself and its twin, and
``x-default`` to the English page (the form search engines read; the pages' own ``<link
hreflang>`` tags say the same, ``overrides/main.html``). ``fr/sitemap.xml`` stays the French
edition's own list: Material's instant navigation on a French page reads it.
"""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

SM = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML = "http://www.w3.org/1999/xhtml"
DEFAULT = "en"


class AlternatesError(RuntimeError):
    pass


def _locs(path: Path) -> list[str]:
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        raise AlternatesError(f"cannot read {path}: {exc}") from exc
    return [(e.text or "").strip() for e in root.findall(f"{{{SM}}}url/{{{SM}}}loc")]


def page_key(url: str, edition_root: str) -> str | None:
    """The page's path inside its edition (``games/tarot/rules/``), or None if not under it."""
    return url[len(edition_root) :] if url.startswith(edition_root) else None


def sitemap_xml(english: list[str], french: list[str], root_url: str) -> str:
    """The sitemap of both editions: English and French pages, each with its alternates."""
    fr_root = root_url + "fr/"
    by_key: dict[str, dict[str, str]] = {}
    for url in english:
        key = page_key(url, root_url)
        if key is None or key.startswith("fr/"):
            raise AlternatesError(f"the English sitemap lists {url}, not an English page under {root_url}")
        by_key.setdefault(key, {})["en"] = url
    for url in french:
        key = page_key(url, fr_root)
        if key is None:
            raise AlternatesError(f"the French sitemap lists {url}, not a page under {fr_root}")
        by_key.setdefault(key, {})["fr"] = url
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<urlset xmlns="{SM}" xmlns:xhtml="{XHTML}">',
    ]
    for lang, urls in (("en", english), ("fr", french)):
        root = root_url if lang == "en" else fr_root
        for url in urls:
            twins = by_key[url[len(root) :]]
            lines.append(f"  <url><loc>{escape(url)}</loc>")
            if len(twins) > 1:
                for alt_lang in ("en", "fr"):
                    lines.append(
                        f'    <xhtml:link rel="alternate" hreflang="{alt_lang}" href={quoteattr(twins[alt_lang])}/>'
                    )
                lines.append(
                    f'    <xhtml:link rel="alternate" hreflang="x-default" href={quoteattr(twins[DEFAULT])}/>'
                )
            lines.append("  </url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"


def write_sitemap(site: Path, french_site: Path, root_url: str) -> int:
    """Rewrite ``site/sitemap.xml`` (and its ``.gz``) to list both editions; returns the count."""
    root_url = root_url.rstrip("/") + "/"
    english = _locs(site / "sitemap.xml")
    french = _locs(french_site / "sitemap.xml")
    text = sitemap_xml(english, french, root_url)
    (site / "sitemap.xml").write_text(text, encoding="utf-8")
    gz = site / "sitemap.xml.gz"
    if gz.exists():
        gz.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    return len(english) + len(french)
