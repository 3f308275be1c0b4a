"""The site's Content-Security-Policy: one policy, sent by the server and declared by every page.

``script-src 'self' 'wasm-unsafe-eval'``: scripts come only from the site's own files (Pyodide
compiles WebAssembly, which needs ``'wasm-unsafe-eval'``); no ``'unsafe-inline'``, no ``eval``.
Material writes a few small scripts inline in every page; the build moves each into a file of its
own under ``assets/javascripts/inline/`` (named by its content's hash) and loads it with
``<script src>`` in the same place, so it still runs at the same moment (:func:`externalize`).
``style-src 'self'``: no ``style`` attributes in the markup either; the table sets its
positions through CSSOM (``element.style``), which a policy does not restrict.

The server sends :data:`POLICY` (``sitebuild.serving.serve``); every page declares :data:`META_POLICY`,
the same less ``frame-ancestors``, which a ``<meta>`` policy may not carry (:func:`declare`).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from urllib.parse import urlsplit

DIRECTIVES = (
    ("default-src", "'self'"),
    ("script-src", "'self' 'wasm-unsafe-eval'"),
    ("style-src", "'self'"),
    ("img-src", "'self' data: blob:"),  # Material's icons are data: SVGs in its CSS
    ("font-src", "'self'"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("manifest-src", "'self'"),
    ("object-src", "'none'"),
    ("base-uri", "'self'"),
    ("form-action", "'self'"),
    ("frame-ancestors", "'none'"),
)
HEADER_ONLY = {"frame-ancestors"}

POLICY = "; ".join(f"{name} {value}" for name, value in DIRECTIVES)
META_POLICY = "; ".join(f"{name} {value}" for name, value in DIRECTIVES if name not in HEADER_ONLY)

INLINE_DIR = "assets/javascripts/inline"
_SCRIPT = re.compile(r"<script(?P<attrs>(?:\s[^>]*)?)>(?P<body>.*?)</script>", re.S | re.I)
_TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]+)""", re.I)
_JS_TYPES = {"", "text/javascript", "application/javascript", "module"}


def is_inline_code(attrs: str, body: str) -> bool:
    """An inline script the browser would run (not a ``src`` script, not a JSON data block)."""
    if re.search(r"\bsrc\s*=", attrs, re.I) or not body.strip():
        return False
    m = _TYPE.search(attrs)
    return (m.group(1).lower() if m else "") in _JS_TYPES


def externalize(html: str, page_url: str, site_dir: str | Path, prefix: str | None = None) -> str:
    """Move every inline script of a page into ``INLINE_DIR/<hash>.js`` in ``site_dir`` and load it
    from there: relative to ``page_url`` (the page's URL inside the site), or from ``prefix``."""
    if prefix is None:
        prefix = "../" * len([p for p in (page_url or "").split("/")[:-1] if p])
    out_dir = Path(site_dir) / INLINE_DIR

    def move(m):
        attrs, body = m.group("attrs"), m.group("body")
        if not is_inline_code(attrs, body):
            return m.group(0)
        name = hashlib.sha256(body.encode()).hexdigest()[:20] + ".js"
        target = out_dir / name
        if not target.exists():
            out_dir.mkdir(parents=True, exist_ok=True)
            target.write_text(body, encoding="utf-8")
        return f'<script{attrs} src="{prefix}{INLINE_DIR}/{name}"></script>'

    return _SCRIPT.sub(move, html)


def declare(html: str) -> str:
    """The page with its ``<meta http-equiv="Content-Security-Policy">``, first in its head."""
    meta = f'<meta http-equiv="Content-Security-Policy" content="{META_POLICY}">'
    if meta in html:
        return html
    return re.sub(r"(<head[^>]*>)", lambda m: m.group(1) + "\n  " + meta, html, count=1, flags=re.I)


def inline_scripts(html: str) -> list[str]:
    """The inline scripts left in a page (the site's tests expect none)."""
    return [
        m.group("body") for m in _SCRIPT.finditer(html) if is_inline_code(m.group("attrs"), m.group("body"))
    ]


def on_post_page(output: str, page, config) -> str:
    """The build's step (called by ``sitebuild.hooks.on_post_page``): externalize, then declare."""
    return declare(externalize(output, page.url, config["site_dir"]))


def on_post_template(output: str, template_name: str, config) -> str:
    """The same for the theme's static templates (``404.html``, served at any address: its
    scripts are named from the site's root path)."""
    if not template_name.endswith(".html"):
        return output
    root = urlsplit(config.get("site_url") or "/").path or "/"
    root = root if root.endswith("/") else root + "/"
    return declare(externalize(output, "", config["site_dir"], root))
