"""sitebuild/serving/serve.py on loopback: negotiation, MIME types, no listings, clean refusals, timeouts, ranges.

Each test serves a small directory made here (no site build needed), on a free loopback port.
"""

from __future__ import annotations

import gzip
import http.client
import socket

import pytest

from sitebuild.serving import serve


@pytest.fixture()
def site(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>home</title>" + "x" * 2000, encoding="utf-8")
    for name in ("pyodide", "wheels", "playground", "games/triomphe", "assets", "empty"):
        (tmp_path / name).mkdir(parents=True, exist_ok=True)
    (tmp_path / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(range(256)) * 40)
    (tmp_path / "playground" / "main.mjs").write_text("export const a = 1;\n" * 100, encoding="utf-8")
    (tmp_path / "games" / "triomphe" / "index.html").write_text("<p>Triomphe</p>", encoding="utf-8")
    (tmp_path / "assets" / "style.css").write_text("body{color:red}\n" * 50, encoding="utf-8")
    (tmp_path / "wheels" / "manifest.json").write_text('{"a": 1}', encoding="utf-8")
    (tmp_path / "data.zip").write_bytes(b"PK\x03\x04" + b"z" * 100)
    # precompressed variants as the build writes them (brotli stands in as a marked copy here)
    main = (tmp_path / "playground" / "main.mjs").read_bytes()
    (tmp_path / "playground" / "main.mjs.gz").write_bytes(gzip.compress(main, mtime=0))
    (tmp_path / "playground" / "main.mjs.br").write_bytes(b"BROTLI" + main[:10])
    wasm = (tmp_path / "pyodide" / "pyodide.asm.wasm").read_bytes()
    (tmp_path / "pyodide" / "pyodide.asm.wasm.gz").write_bytes(gzip.compress(wasm, mtime=0))
    return tmp_path


@pytest.fixture()
def server(site):
    srv = serve.serve_in_thread(site, 0, "127.0.0.1", idle_timeout=0.5)
    yield srv
    srv.shutdown()
    srv.server_close()


def request(server, path, headers=None, method="GET"):
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    try:
        conn.request(method, path, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
    finally:
        conn.close()


def test_no_directory_listings(server):
    for path in ("/pyodide/", "/wheels/", "/playground/", "/assets/", "/empty/"):
        status, headers, body = request(server, path)
        assert status == 404, (path, status)
        assert (
            b"Directory listing" not in body
            and b"pyodide.asm.wasm" not in body
            and b"manifest.json" not in body
        )
    # a directory with an index page still serves it, and a bare directory name redirects
    status, _, body = request(server, "/games/triomphe/")
    assert status == 200 and b"Triomphe" in body
    status, headers, _ = request(server, "/games/triomphe")
    assert status == 301 and headers["location"] == "/games/triomphe/"


def test_nul_in_path_is_a_clean_400(server):
    for path in ("/%00", "/index.html%00", "/pyodide/%00/x", "/games/%00triomphe/"):
        status, headers, body = request(server, path)
        assert status == 400, (path, status)
        assert b"Traceback" not in body
    # the server is still serving after them
    assert request(server, "/")[0] == 200


def test_idle_connections_time_out(server):
    # A connection that sends nothing is closed by the server (idle_timeout=0.5 s here); the socket's
    # own 10 s timeout only bounds the test: recv() returns b"" when the server closes.
    with socket.create_connection(server.server_address, timeout=10) as sock:
        assert sock.recv(1) == b""
    # So is a kept-alive connection after its response.
    with socket.create_connection(server.server_address, timeout=10) as sock:
        sock.sendall(b"GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
        assert data.startswith(b"HTTP/1.1 200")
        assert b"home" in data


def test_range_requests_are_honoured(server, site):
    wasm = (site / "pyodide" / "pyodide.asm.wasm").read_bytes()
    status, headers, body = request(server, "/pyodide/pyodide.asm.wasm", {"Range": "bytes=4-19"})
    assert status == 206
    assert headers["content-range"] == f"bytes 4-19/{len(wasm)}"
    assert body == wasm[4:20] and headers["content-length"] == "16"
    assert "content-encoding" not in headers  # ranges are of the identity bytes
    status, headers, body = request(server, "/pyodide/pyodide.asm.wasm", {"Range": "bytes=-10"})
    assert status == 206 and body == wasm[-10:]
    status, headers, body = request(server, "/pyodide/pyodide.asm.wasm", {"Range": "bytes=10000-"})
    assert status == 206 and body == wasm[10000:]
    status, headers, body = request(server, "/pyodide/pyodide.asm.wasm", {"Range": f"bytes={len(wasm)}-"})
    assert status == 416 and headers["content-range"] == f"bytes */{len(wasm)}"
    # several ranges: the whole file (allowed by RFC 9110)
    status, headers, body = request(server, "/pyodide/pyodide.asm.wasm", {"Range": "bytes=0-1,5-6"})
    assert status == 200 and body == wasm
    status, headers, _ = request(server, "/pyodide/pyodide.asm.wasm")
    assert headers["accept-ranges"] == "bytes"


def test_accept_encoding_negotiation(server, site):
    main = (site / "playground" / "main.mjs").read_bytes()
    status, headers, body = request(server, "/playground/main.mjs", {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["content-encoding"] == "br" and body.startswith(b"BROTLI")
    assert headers["vary"] == "Accept-Encoding"
    status, headers, body = request(server, "/playground/main.mjs", {"Accept-Encoding": "gzip"})
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == main
    assert int(headers["content-length"]) == len(body)
    status, headers, body = request(server, "/playground/main.mjs", {"Accept-Encoding": "br;q=0, gzip;q=0.5"})
    assert headers["content-encoding"] == "gzip"
    status, headers, body = request(server, "/playground/main.mjs", {"Accept-Encoding": "identity"})
    assert "content-encoding" not in headers and body == main and headers["vary"] == "Accept-Encoding"
    status, headers, body = request(server, "/playground/main.mjs")
    assert "content-encoding" not in headers and body == main
    # wasm with only a .gz beside it
    status, headers, body = request(server, "/pyodide/pyodide.asm.wasm", {"Accept-Encoding": "br, gzip"})
    assert headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == (site / "pyodide" / "pyodide.asm.wasm").read_bytes()
    # HEAD: same headers, no body
    status, headers, body = request(
        server, "/playground/main.mjs", {"Accept-Encoding": "gzip"}, method="HEAD"
    )
    assert status == 200 and headers["content-encoding"] == "gzip" and body == b""


@pytest.mark.parametrize(
    ("path", "ctype"),
    [
        ("/pyodide/pyodide.asm.wasm", "application/wasm"),
        ("/playground/main.mjs", "text/javascript; charset=utf-8"),
        ("/wheels/manifest.json", "application/json; charset=utf-8"),
        ("/data.zip", "application/zip"),
        ("/assets/style.css", "text/css; charset=utf-8"),
        ("/", "text/html; charset=utf-8"),
    ],
)
def test_mime_types(server, path, ctype):
    status, headers, _ = request(server, path, {"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["content-type"] == ctype
    assert headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize(
    ("target", "path"),
    [
        ("/", "/"),
        ("/games/triomphe/", "/games/triomphe/"),
        ("/games/../index.html", "/index.html"),
        ("/./a/./b", "/a/b"),
        ("/a%20b.txt?x=1#y", "/a b.txt"),
        ("http://example.org/games/?q", "/games/"),
        ("/%ff", "/\xff"),  # not UTF-8: a name no file has, never an error
        ("/a%01b", "/a\x01b"),
        ("/../x", None),
        ("/a/../../x", None),
        ("/%2e%2e/x", None),
        ("/..%2fx", None),
        ("/x%00", None),
        ("/%zz", None),
        ("/a\x01b", None),
        ("index.html", None),
    ],
)
def test_request_path_resolves_dots_and_refuses_bad_input(target, path):
    assert serve.request_path(target) == path


def test_refusals_have_a_status_line_and_close(server):
    # The base class would answer a one-word request line with its error page alone (HTTP/0.9).
    with socket.create_connection(server.server_address, timeout=10) as sock:
        sock.sendall(b"GARBAGE\r\n\r\n")
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    assert data.startswith(b"HTTP/1.1 400 ")
    assert b"Connection: close" in data and b"Cache-Control: no-cache" in data


def test_other_methods_are_not_allowed(server):
    for method in ("POST", "PUT", "DELETE", "OPTIONS"):
        status, headers, _ = request(server, "/", method=method)
        assert status == 405, method


def test_a_missing_file_shows_the_sites_404_page(server, site):
    (site / "404.html").write_text("<title>Page not found</title>", encoding="utf-8")
    status, headers, body = request(server, "/no/such/page/")
    assert status == 404 and body == b"<title>Page not found</title>"
    assert headers["content-type"] == "text/html; charset=utf-8" and headers["cache-control"] == "no-cache"
    status, headers, body = request(server, "/no/such/page/", method="HEAD")
    assert status == 404 and body == b"" and headers["content-length"] == "29"
