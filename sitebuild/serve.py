"""A small static file server for the built site (loopback only).

    python -m sitebuild.serve site/ --port 8000

What it does beyond ``http.server``, and why:

* MIME types fixed whatever the platform's mimetypes database says: ``.wasm`` as
  ``application/wasm`` (Pyodide hangs on any other type), ``.mjs`` as JavaScript, text as UTF-8.
* Content negotiation: the build writes ``<file>.br`` and ``<file>.gz`` beside every text and wasm
  file (``sitebuild.precompress``); a request whose ``Accept-Encoding`` allows it gets the
  precompressed bytes with ``Content-Encoding`` and ``Vary: Accept-Encoding``.
* No directory listings: a directory without ``index.html`` is a 404.
* A malformed path (a NUL byte, ``%00``) is a clean ``400 Bad Request``, never a traceback.
* HTTP/1.1 keep-alive, and a connection idle for ``idle_timeout`` seconds is closed.
* Single byte ranges (``Range: bytes=...``) get ``206 Partial Content`` or ``416``.
* Every response's shared headers are built in one place (:meth:`SiteHandler.common_headers`).

Used by ``make serve``, the browser tests and ``bench/site_bench.py``.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import json
import os
import re
import sys
import threading
import urllib.parse
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from sitebuild import csp

EXTRA_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".css": "text/css",
    ".html": "text/html",
    ".json": "application/json",
    ".map": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".xml": "application/xml",
    ".txt": "text/plain",
    ".webmanifest": "application/manifest+json",
    ".br": "application/octet-stream",
    ".gz": "application/gzip",
}

#: Content codings the build precompresses, in order of preference, with their file suffixes.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))

#: Seconds a kept-alive connection may stay silent before the server closes it.
IDLE_TIMEOUT_S = 30.0

_RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")

#: Response headers the access log records (``--access-log``), beside the method, path and status.
LOGGED_HEADERS = frozenset({"content-encoding", "vary", "content-length", "content-type", "cache-control"})


class AccessLog:
    """What the server sent for each request, one JSON object a line (``--access-log FILE``): the
    tests read what the server did from here, not from what a browser chooses to report."""

    def __init__(self, path: str | Path) -> None:
        self._file = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 - lives as long as the server
        self._lock = threading.Lock()

    def write(self, entry: dict) -> None:
        with self._lock:
            self._file.write(json.dumps(entry, sort_keys=True) + "\n")


def read_access_log(path: str | Path) -> list[dict]:
    """The entries of an access log written by :class:`AccessLog`."""
    lines = Path(path).read_text(encoding="utf-8").splitlines() if Path(path).is_file() else []
    return [json.loads(line) for line in lines if line.strip()]


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an ``Accept-Encoding`` header allows (q=0 excludes; ``*`` allows all)."""
    allowed, refused, star = set(), set(), False
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name == "*":
            star = q > 0
        elif q > 0:
            allowed.add(name)
        else:
            refused.add(name)
    if star:
        allowed |= {code for code, _ in ENCODINGS} - refused
    return allowed


def parse_range(header: str, size: int) -> tuple[int, int] | None | str:
    """``(first, last)`` for a satisfiable single range, ``None`` to ignore the header (several
    ranges or another unit: the whole file is sent), or ``"unsatisfiable"``."""
    m = _RANGE.match(header.strip())
    if not m:
        return None
    first, last = m.groups()
    if first == "" and last == "":
        return None
    if first == "":  # suffix range: the last N bytes
        n = int(last)
        if n == 0 or size == 0:
            return "unsatisfiable"
        return max(0, size - n), size - 1
    start = int(first)
    end = size - 1 if last == "" else min(int(last), size - 1)
    if start >= size or (last != "" and int(last) < start):
        return "unsatisfiable"
    return start, end


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **EXTRA_TYPES}
    protocol_version = "HTTP/1.1"
    # StreamRequestHandler applies this to the socket: an idle keep-alive connection (or one that
    # never sends its request) is closed instead of holding a thread forever.
    timeout = IDLE_TIMEOUT_S
    _remaining: int | None = None  # bytes of a range still to send (copyfile), None: the whole file

    def log_message(self, format, *args):  # noqa: A002 - signature of the base class
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    # ------------------------------------------------------------------------------ headers
    def common_headers(self, url_path: str) -> list[tuple[str, str]]:
        """Headers every response of the site carries (add site-wide policy headers here)."""
        headers = [
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", csp.POLICY),
        ]  # issue 16: sitebuild.csp
        # Revalidate HTML, manifests and the service worker; the rest may be cached (the wheel and
        # the playground code live under content-hashed paths, the Pyodide files carry its version).
        if url_path.endswith(("/", ".html", "manifest.json", "/sw.js")):
            headers.append(("Cache-Control", "no-cache"))
        else:
            headers.append(("Cache-Control", "public, max-age=3600"))
        return headers

    def send_response(self, code, message=None):
        self._sent = {"status": int(code)}
        super().send_response(code, message)

    def send_header(self, keyword, value):
        sent = getattr(self, "_sent", None)
        if sent is not None and keyword.lower() in LOGGED_HEADERS:
            sent[keyword.lower()] = value
        super().send_header(keyword, value)

    def end_headers(self):
        for name, value in self.common_headers(self.path.split("?", 1)[0]):
            self.send_header(name, value)
        access_log = getattr(self.server, "access_log", None)
        if access_log is not None:
            access_log.write(
                {
                    "method": self.command,
                    "path": self.path,
                    "accept-encoding": self.headers.get("Accept-Encoding") if self.headers else None,
                    **getattr(self, "_sent", {}),
                }
            )
        super().end_headers()

    def guess_type(self, path):
        ctype = super().guess_type(path)
        if ctype.startswith("text/") or ctype in ("application/json", "application/xml", "image/svg+xml"):
            ctype += "; charset=utf-8"
        return ctype

    # ------------------------------------------------------------------------------ requests
    def send_head(self):
        """Like SimpleHTTPRequestHandler.send_head, plus negotiation, ranges and clean refusals."""
        raw_path = self.path.split("?", 1)[0].split("#", 1)[0]
        if "\x00" in urllib.parse.unquote(raw_path, errors="surrogatepass"):
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request path")
            return None
        try:
            path = self.translate_path(self.path)
        except (ValueError, UnicodeError):
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request path")
            return None
        if os.path.isdir(path):
            if not raw_path.endswith("/"):
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                parts = urllib.parse.urlsplit(self.path)
                self.send_header(
                    "Location",
                    urllib.parse.urlunsplit((parts[0], parts[1], parts[2] + "/", parts[3], parts[4])),
                )
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            index = os.path.join(path, "index.html")
            if not os.path.isfile(index):
                # No directory listings (they exposed /pyodide/, /wheels/, /playground/ ...).
                self.send_error(HTTPStatus.NOT_FOUND, "File not found")
                return None
            path = index
        if path.endswith("/") or not os.path.isfile(path):
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None

        ctype = self.guess_type(path)
        range_header = self.headers.get("Range")
        encoding, served = None, path
        # Ranges are served from the identity bytes; otherwise the best precompressed variant.
        if not range_header:
            accepted = accepted_encodings(self.headers.get("Accept-Encoding"))
            for code, suffix in ENCODINGS:
                if code in accepted and os.path.isfile(path + suffix):
                    encoding, served = code, path + suffix
                    break
        try:
            f = open(served, "rb")  # noqa: SIM115 - closed by the caller (copyfile) or below
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        try:
            fs = os.fstat(f.fileno())
            size = fs.st_size
            last_modified = self.date_time_string(int(os.stat(path).st_mtime))
            if self._not_modified(path):
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self._entity_headers(encoding, last_modified, path)
                self.send_header("Content-Length", "0")
                self.end_headers()
                f.close()
                return None

            status, first, last = HTTPStatus.OK, 0, size - 1
            if range_header:
                if_range = self.headers.get("If-Range")
                wanted = (
                    None
                    if (if_range and if_range.strip() != last_modified)
                    else parse_range(range_header, size)
                )
                if isinstance(wanted, str):  # "unsatisfiable"
                    f.close()
                    self.send_response(HTTPStatus.REQUESTED_RANGE_NOT_SATISFIABLE)
                    self.send_header("Content-Range", f"bytes */{size}")
                    self.send_header("Content-Type", ctype)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return None
                if wanted is not None:
                    status, (first, last) = HTTPStatus.PARTIAL_CONTENT, wanted
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self._entity_headers(encoding, last_modified, path)
            if status == HTTPStatus.PARTIAL_CONTENT:
                self.send_header("Content-Range", f"bytes {first}-{last}/{size}")
            self.send_header("Content-Length", str(last - first + 1 if size else 0))
            self.end_headers()
            f.seek(first)
            self._remaining = last - first + 1 if size else 0
            return f
        except Exception:
            f.close()
            raise

    def _entity_headers(self, encoding, last_modified, path):
        self.send_header("Last-Modified", last_modified)
        self.send_header("Accept-Ranges", "bytes")
        if any(os.path.isfile(path + suffix) for _, suffix in ENCODINGS):
            self.send_header("Vary", "Accept-Encoding")
        if encoding:
            self.send_header("Content-Encoding", encoding)

    def _not_modified(self, path) -> bool:
        ims = self.headers.get("If-Modified-Since")
        if not ims or self.headers.get("If-None-Match") or self.headers.get("Range"):
            return False
        try:
            since = email.utils.parsedate_to_datetime(ims)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        if since is None:
            return False
        return int(os.stat(path).st_mtime) <= since.timestamp()

    def copyfile(self, source, outputfile):
        remaining = getattr(self, "_remaining", None)
        if remaining is None:
            return super().copyfile(source, outputfile)
        while remaining > 0:
            chunk = source.read(min(64 * 1024, remaining))
            if not chunk:
                break
            outputfile.write(chunk)
            remaining -= len(chunk)
        self._remaining = None

    def list_directory(self, path):  # never reached through send_head; refuse if called directly
        self.send_error(HTTPStatus.NOT_FOUND, "File not found")
        return None

    def translate_path(self, path):
        # The base class drops '..' and empty segments; refuse NULs instead of letting os.stat raise.
        result = super().translate_path(path)
        if "\x00" in result:
            raise ValueError("NUL byte in path")
        return result


def make_server(
    directory: str | Path,
    port: int,
    host: str = "127.0.0.1",
    verbose: bool = False,
    idle_timeout: float = IDLE_TIMEOUT_S,
    access_log: str | Path | None = None,
):
    handler_class = type("SiteHandlerWithTimeout", (SiteHandler,), {"timeout": idle_timeout})
    handler = functools.partial(handler_class, directory=str(directory))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    server.verbose = verbose  # type: ignore[attr-defined]  # read by SiteHandler.log_message
    server.access_log = AccessLog(access_log) if access_log else None  # type: ignore[attr-defined]
    return server


def serve_in_thread(
    directory: str | Path, port: int, host: str = "127.0.0.1", idle_timeout: float = IDLE_TIMEOUT_S
):
    """Start a server in a daemon thread; return it (call ``.shutdown()`` to stop)."""
    server = make_server(directory, port, host, idle_timeout=idle_timeout)
    thread = threading.Thread(target=server.serve_forever, name=f"site-server-{port}", daemon=True)
    thread.start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built Tapis vert site on the loopback interface.")
    parser.add_argument("directory", nargs="?", default="site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument(
        "--access-log", help="append what was sent for each request to this file (JSON lines)"
    )
    args = parser.parse_args(argv)
    if not (Path(args.directory) / "index.html").is_file():
        print(
            f"error: {args.directory}/index.html not found; build the site first (make site)", file=sys.stderr
        )
        return 1
    server = make_server(args.directory, args.port, args.host, args.verbose, access_log=args.access_log)
    print(f"Serving {args.directory}/ at http://{args.host}:{args.port}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
