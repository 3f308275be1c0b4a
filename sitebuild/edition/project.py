"""The archive as a whole, as it is cited: title, authors, version and date from ``CITATION.cff`` at
the repository root, the single place to change them.  The citations of every page
(:mod:`sitebuild.pages.citation`), the TEI files (:mod:`sitebuild.edition.tei`) and the rules dataset
(:mod:`sitebuild.pages.dataset`) all read it here: it lies in ``edition/``, the lowest layer of
``sitebuild/``, so that the TEI reads it without reaching up to the pages."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

import yaml

CFF_PATH = Path(__file__).resolve().parents[2] / "CITATION.cff"


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
        "language": site_language(config),
    }


def author_text(a: dict[str, str]) -> str:
    """A name (CSL-style, as :func:`project` gives the authors) as a citation writes it: a literal
    name whole, a person "family, given". Here beside the data, because the TEI header
    (:mod:`sitebuild.edition.tei`) names the editors as the citations do."""
    return a.get("literal") or ", ".join(x for x in (a.get("family"), a.get("given")) if x)


def site_language(config: Any) -> str:
    """The build's language as a citation states it (``en`` where the config names none)."""
    try:
        return (config["theme"]["language"] or "en") if config is not None else "en"
    except (KeyError, TypeError):
        return "en"
