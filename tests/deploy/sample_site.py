"""A small site laid out like the build's, for the server tests (no build needed): pages, a
directory without an index, Pyodide's wasm, hashed and unhashed assets, the service worker and the
manifests, each text file with the precompressed variants the build writes beside it."""

from __future__ import annotations

import gzip
from pathlib import Path

#: path -> bytes. The ``.br`` variants are marked stand-ins (the servers send them as they are).
FILES: dict[str, bytes] = {
    "index.html": b"<!doctype html><title>home</title>" + b"x" * 2000,
    "404.html": b"<!doctype html><title>Page not found</title><h1>404</h1>",
    "400.html": b"<!doctype html><title>This address cannot be read</title><h1>400</h1>",
    "414.html": b"<!doctype html><title>This address is too long</title><h1>414</h1>",
    "games/triomphe/index.html": b"<!doctype html><p>Triomphe</p>" + b"t" * 1500,
    "pyodide/pyodide.asm.wasm": b"\0asm" + bytes(range(256)) * 40,
    "pyodide/python_stdlib.zip": b"PK\x03\x04" + b"z" * 3000,
    "playground/0123456789/main.mjs": b"export const a = 1;\n" * 100,
    "playground/main.mjs": b"export const a = 1;\n" * 100,
    "assets/javascripts/bundle.0123abcd.min.js": b"console.log(1);\n" * 100,
    "assets/stylesheets/main.89abcdef.min.css": b"body{color:red}\n" * 100,
    "assets/javascripts/inline/0123456789abcdef0123.js": b"document.title;\n" * 100,
    "assets/images/favicon.png": b"\x89PNG\r\n\x1a\n" + b"\0" * 100,
    "sw.js": b"self.addEventListener('install', () => {});\n" * 40,
    "wheels/manifest.json": b'{"wheel": "wheels/0123456789ab/tapisvert-0.1.0-py3-none-any.whl"}'
    + b" " * 1100,
    "wheels/0123456789ab/tapisvert-0.1.0-py3-none-any.whl": b"PK\x03\x04" + b"w" * 2000,
    "sources/triomphe.xml": b"<?xml version='1.0'?><TEI/>" + b" " * 1200,
    "search/search_index.json": b'{"docs": []}' + b" " * 1100,
    "robots.txt": b"User-agent: *\n",
    # the French edition under /fr/ (issue 42): its own pages and error page, Material's hashed assets
    "fr/index.html": b"<!doctype html><html lang=fr><title>accueil</title>" + b"x" * 1200,
    "fr/404.html": b"<!doctype html><html lang=fr><title>Page introuvable</title><h1>404</h1>",
    "fr/assets/javascripts/bundle.0123abcd.min.js": b"console.log(2);\n" * 100,
    "empty/.keep": b"",
}
#: Files that get a .gz beside them (and a .br but for the wasm: a file may have only one variant).
COMPRESSED = [p for p, data in FILES.items() if len(data) >= 1024 and not p.endswith((".png", ".keep"))]


def brotli_standin(data: bytes) -> bytes:
    return b"BROTLI" + data[:16]


def make_sample_site(root: Path) -> Path:
    for rel, data in FILES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    for rel in COMPRESSED:
        (root / (rel + ".gz")).write_bytes(gzip.compress(FILES[rel], mtime=0))
        if not rel.endswith(".wasm"):
            (root / (rel + ".br")).write_bytes(brotli_standin(FILES[rel]))
    (root / "empty" / ".keep").unlink()
    return root
