"""Play pages start their engine sooner (issue 27): two additions to the head of a page with a table.

* ``<script type="module" async src=".../playground/<version>/engine-client/early-engine.mjs">``: a tiny module
  that starts the engine worker as soon as it arrives, while the page is still parsing (the page's
  own scripts are deferred module scripts at the end of the body, and main.mjs waits for its whole
  module graph); ``engine.mjs`` takes that worker over.
* ``<link rel="modulepreload">`` for every module of main.mjs's graph, so that the browser fetches
  them at once instead of discovering them one import level at a time.

Both are ordinary ``src``/``href`` references to the site's own files, which the
Content-Security-Policy allows (no inline code).
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
PLAYGROUND = ROOT / "playground"
EARLY = "engine-client/early-engine.mjs"
ENTRY = "site/main.mjs"
_IMPORT = re.compile(r"""^\s*(?:import|export)\b[^;'"]*?\bfrom\s+["'](\.\.?/[^"']+\.mjs)["']""", re.M)
_TABLE = re.compile(r"<div\b[^>]*\bclass=\"[^\"]*\btv-table\b", re.I)


def module_graph(entry: str = ENTRY, playground: Path = PLAYGROUND) -> list[str]:
    """The modules ``entry`` imports, directly or not (static relative imports), entry first."""
    seen: list[str] = []
    todo = [entry]
    while todo:
        name = todo.pop(0)
        if name in seen or not (playground / name).is_file():
            continue
        seen.append(name)
        # an import is relative to its module (words/words.mjs imports ./en.mjs: words/en.mjs;
        # site/main.mjs imports ../table/table.mjs: table/table.mjs)
        here = PurePosixPath(name).parent
        todo += [
            posixpath.normpath((here / m).as_posix())
            for m in _IMPORT.findall((playground / name).read_text(encoding="utf-8"))
        ]
    return seen


def head_tags(prefix: str, version: str, playground: Path = PLAYGROUND) -> str:
    base = f"{prefix}playground/{version}/"
    tags = [f'<script type="module" async src="{base}{EARLY}"></script>']
    tags += [f'<link rel="modulepreload" href="{base}{name}">' for name in module_graph(ENTRY, playground)]
    return "\n  ".join(tags)


def inject(output: str, page_url: str, version: str | None) -> str:
    """A page with a table gets the tags at the end of its head; other pages are unchanged."""
    if not version or not _TABLE.search(output) or EARLY in output:
        return output
    prefix = "../" * len([p for p in (page_url or "").split("/")[:-1] if p])
    return output.replace("</head>", "  " + head_tags(prefix, version) + "\n</head>", 1)
