"""The two editions of the site (issue 42): English at the root, French under ``fr/``.

One source tree, two MkDocs builds: ``mkdocs.yml`` (English, ``docs/`` less ``docs/fr/``) and
``mkdocs.fr.yml`` (``INHERIT: mkdocs.yml``, ``theme.language: fr``, ``docs_dir: docs/fr``). The
English build runs the French one itself (:func:`build_french`, from its ``on_post_build``), into
``<site_dir>/fr/`` and for ``<site_url>fr/``, *before* it installs the runtime and writes the
service worker: so ``mkdocs build`` (``make site``, the tests' build) always makes both, and the
one runtime at the root (Pyodide, the wheel, the playground code, the service worker whose
precache lists the French pages too, the warm-start snapshot) serves both editions.

The French pages load the shared files from the root (:func:`share_root`: ``../playground/…``,
``../css/site.css``), never copies of them: the playground finds the runtime from its own URL
(``playground/engine-client/worker.mjs``: ``siteRoot``), so a French table boots the same Pyodide and wheel.

The build's language is ``config["theme"]["language"]`` (the contract of issue 42); every
generator that writes words picks them by :func:`language`.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FRENCH_CONFIG = ROOT / "mkdocs.fr.yml"
#: Edition language -> its folder under the site root ("" = the root itself).
PREFIXES = {"en": "", "fr": "fr/"}
LANGUAGES = tuple(PREFIXES)
#: How each edition names itself in the language switch, in its own language.
NAMES = {"en": "English", "fr": "Français"}

log = logging.getLogger("mkdocs.hooks.tapisvert.edition")


class EditionError(RuntimeError):
    pass


def language(config: Any) -> str:
    """The build's language: ``config["theme"]["language"]`` ("en" or "fr")."""
    try:
        lang = (config["theme"]["language"] or "en") if config is not None else "en"
    except (KeyError, TypeError):
        return "en"
    if lang not in PREFIXES:
        raise EditionError(f"theme.language {lang!r} is not an edition of the site ({', '.join(PREFIXES)})")
    return lang


def prefix(lang_or_config: Any) -> str:
    """The edition's folder under the site root: "" for English, "fr/" for French."""
    lang = lang_or_config if isinstance(lang_or_config, str) else language(lang_or_config)
    return PREFIXES[lang]


def up_to_root(lang_or_config: Any) -> str:
    """From the edition's root to the site's root ("" or "../")."""
    return "../" * prefix(lang_or_config).count("/")


def other(lang: str) -> str:
    return "fr" if lang == "en" else "en"


def site_root_url(config: Any) -> str:
    """The site's root URL (``site_url`` less the edition's folder)."""
    url = str(config.get("site_url") or "")
    pre = prefix(config)
    return url[: -len(pre)] if pre and url.endswith(pre) else url


# ------------------------------------------------------------------------------ the French config
def configure(config: Any) -> None:
    """``on_config`` of a non-root edition: its ``site_url`` under the root's, and every shared file
    (the playground, the site's stylesheet, the favicon) loaded from the root."""
    config["extra"]["tv_edition"] = template_values(config)
    pre = prefix(config)
    if not pre:
        return
    url = str(config.get("site_url") or "")
    if url and not url.endswith("/" + pre):
        config["site_url"] = url.rstrip("/") + "/" + pre
    share_root(config)


def _shared(path: str, up: str) -> str:
    if "://" in path or path.startswith(("/", "../")):
        return path
    return up + path


def share_root(config: Any) -> None:
    """Point ``extra_javascript``, ``extra_css`` and the favicon at the root's copies."""
    up = up_to_root(config)
    for key in ("extra_javascript", "extra_css"):
        items = config.get(key) or []
        for i, item in enumerate(items):
            if isinstance(item, str):
                items[i] = _shared(item, up)
            elif hasattr(item, "path"):
                item.path = _shared(item.path, up)
    theme = config["theme"]
    if theme.get("favicon"):
        theme["favicon"] = _shared(theme["favicon"], up)


# ------------------------------------------------------------------------------ the French build
def french_site_dir(english_site_dir: str | Path) -> Path:
    return Path(english_site_dir) / PREFIXES["fr"].rstrip("/")


def build_french(english: Any) -> Path:
    """Build the French edition into ``<english site_dir>/fr`` (strict when the English build is)."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    if not FRENCH_CONFIG.is_file():
        raise EditionError(f"{FRENCH_CONFIG} is missing: the French edition cannot be built")
    site_dir = french_site_dir(english["site_dir"])
    url = str(english.get("site_url") or "")
    cfg = load_config(
        config_file=str(FRENCH_CONFIG),
        site_dir=str(site_dir),
        site_url=(url.rstrip("/") + "/" + PREFIXES["fr"]) if url else None,
        strict=bool(english.get("strict")),
    )
    if language(cfg) != "fr":
        raise EditionError(f"{FRENCH_CONFIG.name} must set theme.language: fr")
    cfg.plugins.on_startup(command="build", dirty=False)
    try:
        build(cfg)
    finally:
        cfg.plugins.on_shutdown()
    return site_dir


# ------------------------------------------------------------------------------ shared theme files
# Material's theme files under fr/assets the French build copies byte for byte from the same theme:
# served once, from the root's assets/. Kept under fr/assets: the search (its worker is per language,
# and loads the lunr files relative to itself); an inline script that differs per language stays too,
# as every file that is not the root's byte for byte.
KEEP_FRENCH_ASSETS = ("javascripts/lunr/", "javascripts/workers/")


def share_assets(site: str | Path, french: str | Path) -> dict[str, int]:
    """Delete every file of ``<french>/assets`` that is byte for byte the root's (but
    :data:`KEEP_FRENCH_ASSETS`), and point the French pages at the root's copy: a page's
    ``"<up>assets/<file>"`` (relative to the French root) becomes ``"<up>../assets/<file>"``, an
    absolute ``"/fr/assets/<file>"`` (the error pages) ``"/assets/<file>"``. Returns
    ``{"files", "bytes"}``: what the site no longer holds twice (before compression)."""
    site, french = Path(site), Path(french)
    root_assets, fr_assets = site / "assets", french / "assets"
    shared: list[str] = []
    saved = 0
    for f in sorted(fr_assets.rglob("*")):
        rel = f.relative_to(fr_assets).as_posix()
        if not f.is_file() or rel.startswith(KEEP_FRENCH_ASSETS):
            continue
        twin = root_assets / rel
        if twin.is_file() and twin.read_bytes() == f.read_bytes():
            shared.append(rel)
            saved += f.stat().st_size
    if not shared:
        return {"files": 0, "bytes": 0}
    quoted = re.compile(
        r'(["\'(])((?:\.\./)*|/fr/)assets/(' + "|".join(re.escape(r) for r in shared) + r')(?=["\')?#])'
    )
    for page in french.rglob("*.html"):
        depth = len(page.relative_to(french).parts) - 1
        up = "../" * depth

        def root_copy(m: re.Match[str], up: str = up) -> str:
            lead, prefix, rel = m.group(1), m.group(2), m.group(3)
            if prefix == "/fr/":
                return f"{lead}/assets/{rel}"
            if prefix != up:  # not a path from this page to the French root's assets
                return m.group(0)
            return f"{lead}{up}../assets/{rel}"

        text = page.read_text(encoding="utf-8")
        moved = quoted.sub(root_copy, text)
        if moved != text:
            page.write_text(moved, encoding="utf-8")
    for rel in shared:
        (fr_assets / rel).unlink()
    for d in sorted((p for p in fr_assets.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(d.iterdir()):
            d.rmdir()
    return {"files": len(shared), "bytes": saved}


# ------------------------------------------------------------------------------ a page's twin
def _docs_dir(lang: str) -> Path:
    return ROOT / "docs" / prefix(lang).rstrip("/") if prefix(lang) else ROOT / "docs"


def has_twin(src_uri: str, lang: str) -> bool:
    """Whether the page ``src_uri`` of edition ``lang`` exists in the other edition (written in its
    docs folder, or generated by the hooks in both: the source pages)."""
    from sitebuild.languages import twins

    return (_docs_dir(other(lang)) / src_uri).is_file() or twins._generated(src_uri)


def page_links(page_url: str, src_uri: str, config: Any) -> dict[str, Any]:
    """What the page says of its twin: ``alternates`` (absolute URLs of the page in each edition
    that has it, for ``<link hreflang>``) and ``switch`` (the language switch's relative link)."""
    lang = language(config)
    root = site_root_url(config)
    twin = has_twin(src_uri, lang)
    langs = LANGUAGES if twin else (lang,)
    alternates = [{"lang": code, "href": root + prefix(code) + page_url} for code in langs]
    if twin:
        alternates.append({"lang": "x-default", "href": root + prefix("en") + page_url})
    depth = len([p for p in (page_url or "").split("/")[:-1] if p])
    target = other(lang)
    href = "../" * depth + up_to_root(lang) + prefix(target) + (page_url if twin else "")
    return {
        "alternates": alternates,
        "switch": {"lang": target, "name": NAMES[target], "href": href or "./", "twin": twin},
    }


def template_values(config: Any) -> dict[str, Any]:
    """``config.extra.tv_edition``: what the templates need where there is no page (the 404)."""
    lang = language(config)
    target = other(lang)
    return {
        "lang": lang,
        "up": up_to_root(lang),  # from this edition's root to the site's (the shared playground)
        "other": target,
        "other_name": NAMES[target],
        # from this edition's root to the other's
        "other_from_root": up_to_root(lang) + prefix(target),
        # the directory URLs of the pages this edition has (the error pages link the others in English)
        "translated": translated_urls(lang),
    }


def translated_urls(lang: str) -> list[str]:
    from sitebuild.languages import twins

    docs = _docs_dir(lang)
    skip = _docs_dir("fr") if lang == "en" else None
    pages = {
        p.relative_to(docs).as_posix()
        for p in docs.rglob("*.md")
        if skip is None or not p.is_relative_to(skip)
    }
    pages |= twins.generated_pages()
    return sorted(twins._built_url(p) for p in pages)
