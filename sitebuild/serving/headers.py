"""How the built site is served: one header policy for every server that publishes it.

Three publishers read this module, so they cannot drift apart:

* ``sitebuild/serving/serve.py``, the project's own server (``make serve``, the browser tests);
* ``sitebuild/serving/nginx.py``, which renders ``deploy/nginx.conf`` for nginx;
* :func:`write_headers_file`, the ``_headers`` file of Netlify and Cloudflare Pages, written into
  the built site by the build (``sitebuild/hooks.py``).

The policy:

* :data:`SECURITY_HEADERS` on every response: the Content-Security-Policy of ``sitebuild.serving.csp``,
  ``nosniff`` (the browser trusts the declared types, so a wasm or script is never guessed), no
  referrer (the site links to no one who needs to know where the reader came from), and no framing
  (``frame-ancestors 'none'`` says it too; ``X-Frame-Options`` is for browsers older than CSP 2).
* :func:`cache_class` for every path: content-hashed files are cached for a year as immutable
  (their name changes with their bytes); pages, the service worker and the manifests are
  revalidated on every use (they name the hashed files, so they must never be stale); everything
  else (Pyodide's runtime, named by its version in the service worker's cache, the source texts,
  images) for an hour.
* :data:`MIME_TYPES`: the types the site needs whatever the platform's database says (Pyodide
  refuses a wasm not served as ``application/wasm``), with :data:`CHARSET_TYPES` marked UTF-8.
* :data:`ENCODINGS`: the precompressed variants the build writes beside the files
  (``sitebuild.runtime.precompress``), in order of preference.
* :data:`MAX_REQUEST_LINE`: the longest request line served (nginx's default buffer); a longer
  one gets ``414``.
"""

from __future__ import annotations

import re
from pathlib import Path

from sitebuild.serving import csp

SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("Content-Security-Policy", csp.POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
)

#: Cache-Control of each cache class.
IMMUTABLE, REVALIDATE, SHORT = "immutable", "revalidate", "short"
CACHE_CONTROL = {
    IMMUTABLE: "public, max-age=31536000, immutable",
    REVALIDATE: "no-cache",
    SHORT: "public, max-age=3600",
}

#: URL paths whose bytes are named by their content's hash: the versioned playground
#: (``sitebuild.runtime.offline``), Material's bundles, the scripts moved out of the pages
#: (``sitebuild.serving.csp.INLINE_DIR``) and the engine wheel under its hash (``sitebuild.runtime.runtime``).
#: Python and nginx (PCRE, in a ``map`` on ``$uri``) read these regular expressions alike.
#: Material's assets and the moved inline scripts are the French edition's own too, under /fr/ (issue 42).
HASHED_PATTERNS: tuple[str, ...] = (
    r"^/playground/[0-9a-f]{10}/",
    r"^(?:/fr)?/assets/.+\.[0-9a-f]{8}\.min\.(js|css)$",
    r"^(?:/fr)?/" + re.escape(csp.INLINE_DIR) + r"/[0-9a-f]{20}\.js$",
    r"^/wheels/[0-9a-f]{12,64}/",
)
#: URL paths revalidated on every use: the pages, the service worker and the manifests name the
#: files of the current build. Checked before HASHED_PATTERNS.
REVALIDATE_PATTERNS: tuple[str, ...] = (
    r"/$",
    r"\.html$",
    r"^/sw\.js$",
    r"/manifest\.json$",
    r"\.webmanifest$",
)
#: (pattern, class) in the order they are tried; a path none matches is SHORT.
CACHE_RULES: tuple[tuple[str, str], ...] = tuple((p, REVALIDATE) for p in REVALIDATE_PATTERNS) + tuple(
    (p, IMMUTABLE) for p in HASHED_PATTERNS
)
_CACHE_RULES = [(re.compile(p), c) for p, c in CACHE_RULES]


def cache_class(path: str) -> str:
    """The cache class of a URL path (``/a/b.js``; a path relative to the site's root is read from it)."""
    url_path = "/" + path.split("?", 1)[0].lstrip("/")
    return next((c for p, c in _CACHE_RULES if p.search(url_path)), SHORT)


def response_headers(path: str) -> list[tuple[str, str]]:
    """Every header the site's policy puts on the response for ``path``."""
    return [*SECURITY_HEADERS, ("Cache-Control", CACHE_CONTROL[cache_class(path)])]


MIME_TYPES: dict[str, str] = {
    ".html": "text/html",
    ".css": "text/css",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".json": "application/json",
    ".csv": "text/csv",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".tar": "application/x-tar",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".jpg": "image/jpeg",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    ".xml": "application/xml",
    ".txt": "text/plain",
    ".md": "text/markdown",
    ".py": "text/x-python",
    ".br": "application/octet-stream",
    ".gz": "application/gzip",
}
#: Types sent with ``; charset=utf-8`` (the build writes every text file in UTF-8).
CHARSET_TYPES = frozenset(
    t for t in MIME_TYPES.values() if t.startswith("text/") or t.endswith(("/json", "/xml", "+xml", "+json"))
)
DEFAULT_TYPE = "application/octet-stream"

#: Content codings the build precompresses, in order of preference, with their file suffixes.
ENCODINGS: tuple[tuple[str, str], ...] = (("br", ".br"), ("gzip", ".gz"))

#: The longest request line (method, target, version) either server accepts, in bytes.
MAX_REQUEST_LINE = 8192


def content_type(path: str) -> str:
    """The Content-Type of a file of the site, charset included."""
    ctype = MIME_TYPES.get(Path(path).suffix.lower(), DEFAULT_TYPE)
    return f"{ctype}; charset=utf-8" if ctype in CHARSET_TYPES else ctype


# ------------------------------------------------------------------------------- static hosts
HEADERS_FILE = "_headers"
#: Cloudflare Pages reads at most this many rules from ``_headers``.
MAX_HEADER_RULES = 100


def header_rules(site_dir: str | Path) -> list[tuple[str, list[tuple[str, str]]]]:
    """The ``_headers`` rules for a built site: ``(URL pattern, headers)`` in file order.

    Netlify and Cloudflare Pages give a response every rule that matches it, and join the values
    of a header named by two rules, so no two rules here name the same header for one path: the
    security headers go on ``/*``, and each Cache-Control on paths that do not overlap. Both hosts
    answer a file no rule names with ``max-age=0, must-revalidate``: the revalidate class, which
    the pages keep and the hour of the short class becomes (one rule per unhashed file would pass
    the :data:`MAX_HEADER_RULES` that Cloudflare reads). The hashed files get their year: a
    directory of nothing else with one ``/dir/*`` rule, other files one each; the service worker
    and the manifests are named too."""
    site = Path(site_dir)
    classes: dict[str, str] = {}
    for f in site.rglob("*"):
        if f.is_file() and f.suffix not in (".br", ".gz") and f.name != HEADERS_FILE:
            rel = f.relative_to(site).as_posix()
            if not rel.startswith("."):
                classes[rel] = cache_class(rel)

    def all_hashed(prefix: str) -> bool:
        return all(c == IMMUTABLE for rel, c in classes.items() if rel.startswith(prefix))

    cache_rules: list[tuple[str, str]] = []

    def walk(directory: str) -> None:
        names = {rel[len(directory) :].split("/", 1)[0] for rel in classes if rel.startswith(directory)}
        for name in sorted(names):
            rel = directory + name
            if rel in classes:
                if classes[rel] == IMMUTABLE or (classes[rel] == REVALIDATE and not rel.endswith(".html")):
                    cache_rules.append(("/" + rel, classes[rel]))
            elif all_hashed(rel + "/"):
                cache_rules.append((f"/{rel}/*", IMMUTABLE))
            else:
                walk(rel + "/")

    walk("")
    rules: list[tuple[str, list[tuple[str, str]]]] = [("/*", list(SECURITY_HEADERS))]
    rules += [(pattern, [("Cache-Control", CACHE_CONTROL[c])]) for pattern, c in cache_rules]
    return rules


def render_headers_file(rules: list[tuple[str, list[tuple[str, str]]]]) -> str:
    lines = [
        "# Response headers for Netlify and Cloudflare Pages, written by the build from",
        "# sitebuild/serving/headers.py (the policy sitebuild/serving/serve.py and deploy/nginx.conf send too).",
    ]
    for pattern, headers in rules:
        lines.append(pattern)
        lines += [f"  {name}: {value}" for name, value in headers]
    return "\n".join(lines) + "\n"


def parse_headers_file(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """Read a ``_headers`` file back into rules (as the hosts read it: a pattern line, then its
    indented ``Name: value`` lines; ``#`` comments)."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0] in " \t":
            if not rules:
                raise ValueError(f"a header before any URL pattern: {line!r}")
            name, sep, value = line.strip().partition(":")
            if not sep or not name or not value.strip():
                raise ValueError(f"not a 'Name: value' line: {line!r}")
            rules[-1][1].append((name.strip(), value.strip()))
        else:
            rules.append((line.strip(), []))
    return rules


def write_headers_file(site_dir: str | Path) -> int:
    """Write ``_headers`` into the built site; return its number of rules."""
    rules = header_rules(site_dir)
    if len(rules) > MAX_HEADER_RULES:
        raise ValueError(f"{len(rules)} _headers rules: Cloudflare Pages reads only {MAX_HEADER_RULES}")
    (Path(site_dir) / HEADERS_FILE).write_text(render_headers_file(rules), encoding="utf-8")
    return len(rules)
