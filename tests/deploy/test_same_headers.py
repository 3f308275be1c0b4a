"""nginx (deploy/site.conf) and the project's server send the same policy: for every file of the
sample site and every Accept-Encoding, the same status, type, coding, Vary, Cache-Control and
security headers, and bytes that decode to the file."""

from __future__ import annotations

import gzip

import pytest

from sitebuild.serving import headers
from tests.deploy.http_probe import request
from tests.deploy.sample_site import FILES, brotli_standin

COMPARED = ("content-type", "content-encoding", "vary", "cache-control", "content-length") + tuple(
    name.lower() for name, _ in headers.SECURITY_HEADERS
)
PATHS = sorted("/" + p for p in FILES if not p.endswith(".keep")) + ["/", "/games/triomphe/"]
ACCEPTS = ["", "gzip", "gzip, deflate, br", "br;q=0, gzip"]


def decoded(body: bytes, coding: str | None, original: bytes) -> bytes:
    if coding == "gzip":
        return gzip.decompress(body)
    if coding == "br":
        assert body == brotli_standin(original)
        return original
    return body


@pytest.mark.parametrize("accept", ACCEPTS)
def test_both_servers_send_the_same_headers_for_every_file(nginx, python_server, accept):
    hdrs = {"Accept-Encoding": accept} if accept else {}
    differences = []
    for path in PATHS:
        ours = request(python_server.server_address[1], path, hdrs)
        theirs = request(nginx.port, path, hdrs)
        rel = path.lstrip("/") + ("index.html" if path.endswith("/") else "")
        assert ours.status == theirs.status == 200, (path, ours.status, theirs.status)
        for reply in (ours, theirs):
            assert decoded(reply.body, reply.headers.get("content-encoding"), FILES[rel]) == FILES[rel], path
        for key in COMPARED:
            if ours.headers.get(key) != theirs.headers.get(key):
                differences.append(
                    f"{path} {key}: ours {ours.headers.get(key)!r}, nginx {theirs.headers.get(key)!r}"
                )
    assert not differences, "\n".join(differences)


def test_the_policy_is_what_the_headers_module_says(nginx):
    port = nginx.port
    wasm = request(port, "/pyodide/pyodide.asm.wasm", {"Accept-Encoding": "br, gzip"})
    assert wasm.headers["content-type"] == "application/wasm"
    assert wasm.headers["content-encoding"] == "gzip"  # the sample wasm has no .br
    js = request(port, "/playground/0123456789/main.mjs", {"Accept-Encoding": "br, gzip"})
    assert js.headers["content-encoding"] == "br" and js.headers["vary"] == "Accept-Encoding"
    assert js.headers["cache-control"] == "public, max-age=31536000, immutable"
    for path in ("/", "/sw.js", "/wheels/manifest.json", "/games/triomphe/"):
        assert request(port, path).headers["cache-control"] == "no-cache", path
    for path in ("/pyodide/pyodide.asm.wasm", "/playground/main.mjs", "/robots.txt"):
        assert request(port, path).headers["cache-control"] == "public, max-age=3600", path
    page = request(port, "/")
    for name, value in headers.SECURITY_HEADERS:
        assert page.headers[name.lower()] == value
    assert "'wasm-unsafe-eval'" in page.headers["content-security-policy"]


def test_nginx_logs_the_coding_it_sent(nginx):
    request(nginx.port, "/assets/javascripts/bundle.0123abcd.min.js", {"Accept-Encoding": "br"})
    request(nginx.port, "/assets/stylesheets/main.89abcdef.min.css", {"Accept-Encoding": "gzip"})
    request(nginx.port, "/robots.txt", {"Accept-Encoding": "br"})
    logged = {entry.path: entry for entry in nginx.access_log()}
    assert logged["/assets/javascripts/bundle.0123abcd.min.js"].encoding == "br"
    assert logged["/assets/stylesheets/main.89abcdef.min.css"].encoding == "gzip"
    assert logged["/robots.txt"].encoding == "-"
    assert logged["/robots.txt"].content_type == "text/plain; charset=utf-8"
