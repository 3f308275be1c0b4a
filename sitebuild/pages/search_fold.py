"""Accent-insensitive search (issue 41): Material's search worker, started with the folding step first.

Material starts its search worker from the URL in the page's ``__config`` (``search``). The build adds
``assets/javascripts/workers/search-folded.<hash>.min.js``, a two-line worker that imports
``playground/<version>/search/search-fold.js`` (the language-neutral folding step: see that file),
``search-rank.js`` (the entry whose id or exact words are searched first), ``search-marks.js`` (the
words a result's page highlights, spelt as the page writes them) and then Material's own worker;
the build points ``__config`` at it. The wrapper sits beside Material's worker, so the worker's
relative URLs (``../lunr/…``, the stemmers a French build loads) resolve as before.

Material's worker is found by name in the installed theme; a theme without exactly one fails the
build (:class:`SearchFoldError`), as does a page whose ``__config`` does not name it.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

WORKERS = "assets/javascripts/workers"
#: The worker's own steps, imported in this order before Material's worker (playground/).
SCRIPTS = ("search/search-fold.js", "search/search-rank.js", "search/search-marks.js")
_WORKER_NAME = re.compile(r"^search\.[0-9a-f]{8}\.min\.js$")
_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)


class SearchFoldError(RuntimeError):
    pass


def material_worker() -> str:
    """The file name of Material's search worker (``search.<hash>.min.js``)."""
    import material  # type: ignore[import-untyped]

    folder = Path(material.__file__).resolve().parent / "templates" / WORKERS
    names = sorted(p.name for p in folder.glob("search.*.min.js") if _WORKER_NAME.match(p.name))
    if len(names) != 1:
        raise SearchFoldError(f"expected one search worker in {folder}, found {names or 'none'}")
    return names[0]


def wrapper(playground_version: str, worker: str | None = None, root: str = "") -> tuple[str, str]:
    """(site path, content) of the worker that folds, then runs Material's worker ``worker``.
    ``root`` leads from the edition's root to the site's, where the playground is ("../" for fr/)."""
    worker = worker or material_worker()
    ours = ", ".join(f'"../../../{root}playground/{playground_version}/{name}"' for name in SCRIPTS)
    content = (
        "// Tapis vert (issue 41): folding and ranking (sitebuild/pages/search_fold.py), then Material's worker.\n"
        f'importScripts({ours}, "{worker}");\n'
    )
    digest = hashlib.sha256(content.encode()).hexdigest()[:8]
    return f"{WORKERS}/search-folded.{digest}.min.js", content


def point_config(output: str, worker_path: str, worker: str | None = None) -> str:
    """The page with its ``__config`` naming the folding worker instead of Material's."""
    worker = worker or material_worker()
    m = _CONFIG.search(output)
    if m is None:
        return output  # a page without Material's search (none in this site; kept as is)
    body = m.group(2)
    old = f"{WORKERS}/{worker}"
    if old not in body:
        raise SearchFoldError(f"the page's __config does not name Material's search worker {old}")
    new_name = worker_path.rsplit("/", 1)[1]
    return output[: m.start(2)] + body.replace(old, f"{WORKERS}/{new_name}") + output[m.end(2) :]
