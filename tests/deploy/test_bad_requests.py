"""Bad input gets the same, documented status from both servers (deploy/README.md, "Bad requests"):
sitebuild/serving/serve.py and nginx with deploy/site.conf, each serving the sample site."""

from __future__ import annotations

import pytest

from sitebuild.serving import headers
from tests.deploy.http_probe import raw_reply, raw_status, request
from tests.deploy.sample_site import FILES

WASM = "/pyodide/pyodide.asm.wasm"
SIZE = len(FILES[WASM.lstrip("/")])


def line(target: str, method: str = "GET", version: str = "HTTP/1.1", extra: str = "") -> bytes:
    return f"{method} {target} {version}\r\nHost: 127.0.0.1\r\n{extra}Connection: close\r\n\r\n".encode(
        "latin-1"
    )


#: (what, raw request, status): the table of deploy/README.md's "Bad requests" section.
CASES = [
    ("path above the root", line("/../index.html"), 400),
    ("path above the root, deeper", line("/games/../../index.html"), 400),
    ("encoded dots above the root", line("/%2e%2e/index.html"), 400),
    ("encoded dots and slashes", line("/..%2f..%2fetc/passwd"), 400),
    ("dots inside the site", line("/games/../index.html"), 200),
    ("NUL byte", line("/index.html%00"), 400),
    ("NUL byte alone", line("/%00"), 400),
    ("broken escape", line("/%zz"), 400),
    ("control character", line("/a\x01b"), 400),
    ("not UTF-8", line("/%ff"), 404),
    ("encoded control character", line("/a%01b"), 404),
    ("broken escape in the query", line("/index.html?x=%zz"), 200),
    ("huge request line", line("/" + "a" * 100_000), 414),
    ("request line over the limit", line("/" + "a" * (headers.MAX_REQUEST_LINE + 1024)), 414),
    ("long request line under the limit", line("/" + "a" * (headers.MAX_REQUEST_LINE // 2)), 404),
    ("one word", b"GARBAGE\r\n\r\n", 400),
    ("space in the target", line("/a b"), 400),
    ("bad version", line("/", version="FOO/1.1"), 400),
    ("HTTP/2 on plain HTTP/1", line("/", version="HTTP/2.0"), 505),
    ("lower-case method", line("/", method="get"), 400),
    ("HTTP/1.1 without Host", b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400),
    ("POST", line("/", method="POST", extra="Content-Length: 0\r\n"), 405),
    ("unknown method", line("/", method="BREW"), 405),
    ("absolute form", line("http://example.org/index.html"), 200),
    ("directory without index", line("/empty/"), 404),
    ("directory name without slash", line("/games/triomphe"), 301),
    ("missing file", line("/no/such/file.js"), 404),
    ("range inside", line(WASM, extra="Range: bytes=4-19\r\n"), 206),
    ("range past the end", line(WASM, extra=f"Range: bytes={SIZE}-\r\n"), 416),
    ("range far past the end", line(WASM, extra="Range: bytes=999999-1000000\r\n"), 416),
    ("range backwards", line(WASM, extra="Range: bytes=9-2\r\n"), 416),
    ("empty suffix range", line(WASM, extra="Range: bytes=-0\r\n"), 416),
    ("unreadable range", line(WASM, extra="Range: bytes=abc\r\n"), 416),
    ("another unit", line(WASM, extra="Range: items=0-3\r\n"), 200),
    ("HEAD", line(WASM, method="HEAD"), 200),
]


@pytest.mark.parametrize(("what", "data", "status"), CASES, ids=[c[0] for c in CASES])
def test_bad_input_gets_the_documented_status(any_server, what, data, status):
    name, port = any_server
    assert raw_status(port, data) == status, f"{name}: {what}"
    # and the server still serves
    assert request(port, "/").status == 200, f"{name} stopped serving after: {what}"


def test_head_sends_the_headers_of_get_and_no_body(any_server):
    name, port = any_server
    for accept in ("", "gzip"):
        hdrs = {"Accept-Encoding": accept} if accept else {}
        got, head = request(port, WASM, hdrs), request(port, WASM, hdrs, method="HEAD")
        assert head.status == got.status == 200, name
        assert head.body == b"", name
        for key in (
            "content-type",
            "content-length",
            "content-encoding",
            "cache-control",
            "content-security-policy",
        ):
            assert head.headers.get(key) == got.headers.get(key), (name, key)


def test_a_range_is_the_bytes_asked_for_and_past_the_end_names_the_size(any_server):
    name, port = any_server
    wasm = FILES[WASM.lstrip("/")]
    part = request(port, WASM, {"Range": "bytes=4-19"})
    assert part.status == 206 and part.body == wasm[4:20], name
    assert part.headers["content-range"] == f"bytes 4-19/{SIZE}", name
    past = request(port, WASM, {"Range": f"bytes={SIZE}-"})
    assert past.status == 416 and past.headers["content-range"] == f"bytes */{SIZE}", name


def test_errors_carry_the_policy_and_are_not_cached(any_server):
    name, port = any_server
    for path in ("/no-such-page/", "/empty/", "/%00"):
        reply = request(port, path)
        assert reply.status in (400, 404), (name, path)
        assert reply.headers["cache-control"] == "no-cache", (name, path, reply.headers)
        for key, value in headers.SECURITY_HEADERS:
            assert reply.headers.get(key.lower()) == value, (name, path, key)
        assert b"Traceback" not in reply.body


def test_a_missing_page_shows_the_sites_404_page(any_server):
    name, port = any_server
    reply = request(port, "/no/such/page/")
    assert reply.status == 404 and reply.body == FILES["404.html"], name
    assert reply.headers["content-type"] == "text/html; charset=utf-8", name


def test_a_missing_french_page_shows_the_french_404_page(any_server):
    """Issue 42: an address under /fr/ gets the French edition's own 404 (deploy/site.conf, serve.py);
    the French edition's pages and hashed assets are served under the same policy."""
    name, port = any_server
    reply = request(port, "/fr/no/such/page/")
    assert reply.status == 404 and reply.body == FILES["fr/404.html"], name
    assert request(port, "/fr/empty/").body == FILES["fr/404.html"], name
    assert request(port, "/no/such/page/").body == FILES["404.html"], name  # the root's stays English
    home = request(port, "/fr/")
    assert home.status == 200 and home.headers["cache-control"] == "no-cache", name
    bundle = request(port, "/fr/assets/javascripts/bundle.0123abcd.min.js")
    assert bundle.status == 200 and "immutable" in bundle.headers["cache-control"], (name, bundle.headers)
    for key, value in headers.SECURITY_HEADERS:
        assert reply.headers.get(key.lower()) == value and home.headers.get(key.lower()) == value, (name, key)


def test_a_directory_name_redirects_to_the_directory_on_the_same_server(any_server):
    name, port = any_server
    reply = request(port, "/games/triomphe")
    assert reply.status == 301 and reply.headers["location"] == "/games/triomphe/", (name, reply.headers)


#: (what, raw request, status) of the requests answered with the site's own error page (issue 41).
SITE_PAGE_CASES = [
    ("huge request line", line("/?q=" + "a" * 10_000), 414),
    ("request line over the limit", line("/" + "a" * (headers.MAX_REQUEST_LINE + 1024)), 414),
    ("path above the root", line("/../index.html"), 400),
    ("encoded dots above the root", line("/%2e%2e/index.html"), 400),
    ("NUL byte", line("/index.html%00"), 400),
    ("broken escape", line("/%zz"), 400),
    ("control character", line("/a\x01b"), 400),
    ("one word", b"GARBAGE\r\n\r\n", 400),
    ("space in the target", line("/a b"), 400),
    ("bad version", line("/", version="FOO/1.1"), 400),
    ("lower-case method", line("/", method="get"), 400),
    ("HTTP/1.1 without Host", b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400),
    ("missing page", line("/no/such/page/"), 404),
    ("directory without index", line("/empty/"), 404),
]


@pytest.mark.parametrize(("what", "data", "status"), SITE_PAGE_CASES, ids=[c[0] for c in SITE_PAGE_CASES])
def test_an_error_shows_the_sites_own_page_for_it(any_server, what, data, status):
    """Not the server's bare "Error response" (Python) or "400 Bad Request" (nginx): the site's page."""
    name, port = any_server
    reply = raw_reply(port, data)
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.split(b" ", 2)[1] == str(status).encode(), (name, what, head[:200])
    assert body == FILES[f"{status}.html"], (name, what, body[:200])
    assert b"content-type: text/html; charset=utf-8" in head.lower(), (name, what, head)
