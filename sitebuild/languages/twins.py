"""Every page in both languages (issue 42): the twin checks of the two editions.

* :func:`missing_twins`: pages of ``docs/`` without their ``docs/fr/`` twin, and French pages without
  an English one (path for path, ``docs/fr/`` mirroring ``docs/``).
* :func:`missing_built`: pages of one built edition without their twin in the other (the pages the
  hooks generate, sources, error pages, as well as the written ones), read from the built sites.
* :func:`missing_rule_words`: rules and decisions without their French words
  (``tapisvert.registry.missing_words("fr")``).
* :func:`prune_nav`: the French nav less the pages not yet translated (a nav entry naming a missing
  page would fail the strict build before the twin check could name them all).

Any missing twin fails the build, naming it (:data:`STRICT` for pages, :data:`STRICT_RULE_WORDS` for
the rules' words; switched off, the build only lists them in its log, as it did while the translators
filled ``docs/fr/`` and the ``rules_fr.py`` catalogues).
"""

from __future__ import annotations

import functools
import logging
import posixpath
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
#: A missing page twin fails the build (on since docs/fr/ was merged whole: wt-fr-docs-a and -b).
STRICT = True
#: A rule or decision without French words fails the build (on since rules_fr.py was merged: wt-fr-rules).
STRICT_RULE_WORDS = True
PAGE_SUFFIX = ".md"

log = logging.getLogger("mkdocs.hooks.tapisvert.twins")


class MissingTwins(RuntimeError):
    pass


def _pages(folder: Path, skip: Path | None = None) -> set[str]:
    out = set()
    for path in folder.rglob(f"*{PAGE_SUFFIX}"):
        if skip is not None and path.is_relative_to(skip):
            continue
        out.add(path.relative_to(folder).as_posix())
    return out


def missing_twins(docs: Path = DOCS, french: Path | None = None) -> list[str]:
    """Each page of one language without its twin in the other, as sentences naming the files."""
    french = french if french is not None else docs / "fr"
    en = _pages(docs, skip=french)
    fr = _pages(french) if french.is_dir() else set()
    out = [f"docs/{p} has no French twin docs/fr/{p}" for p in sorted(en - fr)]
    out += [f"docs/fr/{p} has no English twin docs/{p}" for p in sorted(fr - en)]
    return out


def built_pages(site: Path, skip: Path | None = None) -> set[str]:
    """The HTML pages of a built edition, relative to its root (``games/tarot/rules/index.html``)."""
    out = set()
    for path in site.rglob("*.html"):
        if skip is not None and path.is_relative_to(skip):
            continue
        rel = path.relative_to(site).as_posix()
        if rel.startswith("assets/"):
            continue
        out.add(rel)
    return out


def missing_built(english_site: Path, french_site: Path) -> list[str]:
    """Each built page of one edition without its twin in the other."""
    en = built_pages(english_site, skip=french_site)
    fr = built_pages(french_site)
    out = [f"/{p} has no French twin /fr/{p}" for p in sorted(en - fr)]
    out += [f"/fr/{p} has no English twin /{p}" for p in sorted(fr - en)]
    return out


def missing_rule_words() -> list[str]:
    from tapisvert.registry import missing_words

    return missing_words("fr")


def prune_nav(nav: Any, docs_dir: Path) -> tuple[Any, list[str]]:
    """``nav`` without the entries whose page is not in ``docs_dir``; also the paths left out."""
    left_out: list[str] = []

    def walk(items: list) -> list:
        kept: list[Any] = []
        for item in items:
            if isinstance(item, str):
                if item.endswith(PAGE_SUFFIX) and not (docs_dir / item).is_file() and not _generated(item):
                    left_out.append(item)
                    continue
                kept.append(item)
            elif isinstance(item, dict):
                out: dict[str, Any] = {}
                for title, value in item.items():
                    if isinstance(value, list):
                        sub = walk(value)
                        if sub:
                            out[title] = sub
                    elif isinstance(value, str) and value.endswith(PAGE_SUFFIX):
                        if (docs_dir / value).is_file() or _generated(value):
                            out[title] = value
                        else:
                            left_out.append(value)
                    else:
                        out[title] = value
                if out:
                    kept.append(out)
        return kept

    return walk(list(nav or [])), left_out


@functools.cache
def generated_pages() -> frozenset[str]:
    """Pages the hooks add to every edition (sitebuild.edition.sources), never in docs/."""
    from sitebuild.edition import sources

    return frozenset({"sources/index.md"} | {sources.PAGE_PATH.format(id=s.id) for s in sources.load_all()})


def _generated(path: str) -> bool:
    return path in generated_pages()


def report(problems: list[str], what: str, strict: bool) -> None:
    """Fail the build (``strict``) or list the problems in its log."""
    if not problems:
        return
    text = f"{len(problems)} {what}:\n  " + "\n  ".join(problems)
    if strict:
        raise MissingTwins(text)
    log.info("issue 42 (not yet fatal: sitebuild/languages/twins.py): %s", text)


_MD_LINK = re.compile(r"\]\((?P<target>[^)\s#]+\.md)(?P<frag>#[^)\s]*)?\)")


def _built_url(path: str) -> str:
    """The directory URL MkDocs gives a page (``games/tarot/rules.md`` -> ``games/tarot/rules/``)."""
    if path == "index.md" or path.endswith("/index.md"):
        return path[: -len("index.md")]
    return path[: -len(PAGE_SUFFIX)] + "/"


def link_untranslated(
    markdown: str, src_uri: str, docs_dir: Path, english_docs: Path = DOCS
) -> tuple[str, list[str]]:
    """A French page's links to pages not yet translated, pointed at their English twin (marked
    ``hreflang="en"``), so that the French edition can be built and read while ``docs/fr/`` fills.
    Returns the page and the targets so linked (listed by the build; none once the twins are whole)."""
    here = posixpath.dirname(src_uri)
    depth = len([p for p in _built_url(src_uri).split("/") if p])
    linked: list[str] = []

    def swap(m: re.Match) -> str:
        target = posixpath.normpath(posixpath.join(here, m["target"]))
        if (docs_dir / target).is_file() or _generated(target) or not (english_docs / target).is_file():
            return m.group(0)
        linked.append(target)
        href = "../" * (depth + 1) + _built_url(target) + (m["frag"] or "")
        return f']({href}){{: hreflang="en" }}'

    return _MD_LINK.sub(swap, markdown), linked


_A_HREF = re.compile(r'(<a\b[^>]*?\bhref=")([^"]*)(")')


def english_links(html: str, page_url: str, translated: set[str], english: set[str]) -> tuple[str, int]:
    """A French page's links (written or generated, e.g. a source page's links to the rules) to a
    page the French edition does not have yet, pointed at the English page and marked
    ``hreflang="en"``. ``translated`` and ``english`` are the directory URLs of each edition's pages
    (``games/tarot/rules/``). Returns the page and how many links were so changed."""
    depth = len([p for p in page_url.split("/") if p])
    count = 0

    def swap(m: re.Match) -> str:
        nonlocal count
        href = m.group(2)
        if not href or href.startswith(("#", "/")) or ":" in href.split("#", 1)[0].split("?", 1)[0]:
            return m.group(0)
        cut = min((i for i in (href.find("#"), href.find("?")) if i >= 0), default=len(href))
        path, rest = href[:cut], href[cut:]
        if not path.endswith("/") and path not in ("", "."):
            return m.group(0)  # a file, not a page
        target = posixpath.normpath(posixpath.join(page_url, path or "."))
        target = "" if target == "." else target + "/"
        if target.startswith("../") or target in translated or target not in english:
            return m.group(0)
        count += 1
        new = "../" * (depth + 1) + target + rest
        return f'{m.group(1)}{new}" hreflang="en{m.group(3)}'

    return _A_HREF.sub(swap, html), count
