"""A small static file server for the built site (loopback only).

    python -m sitebuild.serving.serve site/ --port 8000

What it does beyond ``http.server``, and why:

* The site's header policy, shared with nginx and the static hosts (``sitebuild.serving.headers``): its
  security headers and Cache-Control on every response, and its MIME types whatever the platform's
  database says (``.wasm`` as ``application/wasm``: Pyodide hangs on any other type).
* Content negotiation: the build writes ``<file>.br`` and ``<file>.gz`` beside every text and wasm
  file (``sitebuild.runtime.precompress``); a request whose ``Accept-Encoding`` allows it gets the
  precompressed bytes with ``Content-Encoding`` and ``Vary: Accept-Encoding``.
* No directory listings: a directory without ``index.html`` is a 404; a 404, 400 or 414 shows the
  site's own page (``404.html``, ``400.html``, ``414.html``), as nginx's ``error_page`` lines do.
* Bad input gets the status nginx gives it (README, "Bad requests"), never a traceback: a target
  with a control character, a path with a broken ``%`` escape, ``%00`` or a ``..`` above the root
  is ``400``; a malformed request line ``400``; a request line over ``MAX_REQUEST_LINE`` ``414``;
  an HTTP/1.1 request without ``Host`` ``400``; a method other than GET and HEAD ``405``.
* HTTP/1.1 keep-alive, and a connection idle for ``idle_timeout`` seconds is closed.
* Single byte ranges (``Range: bytes=...``) get ``206 Partial Content``, or ``416`` past the end
  or unreadable.
* Every response's shared headers are built in one place (:meth:`SiteHandler.common_headers`).

Used by ``make serve``, the browser tests and ``bench/site_bench.py``.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import json
import os
import posixpath
import re
import sys
import threading
import urllib.parse
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from sitebuild.serving import headers

#: Content codings the build precompresses, in order of preference, with their file suffixes.
ENCODINGS = headers.ENCODINGS

#: Seconds a kept-alive connection may stay silent before the server closes it.
IDLE_TIMEOUT_S = 30.0

_RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")
_METHOD = re.compile(r"[A-Z_-]+")
#: What a request target may not hold as it is sent: controls, space, DEL (nginx refuses them too).
_CONTROL = re.compile(r"[\x00-\x20\x7f]")
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")

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
    ranges or another unit: the whole file is sent), or ``"unsatisfiable"`` (past the end, or a
    ``bytes=`` range that does not parse: nginx answers both with 416)."""
    spec = header.strip()
    m = _RANGE.match(spec)
    if not m:
        if spec.startswith("bytes=") and "," not in spec:
            return "unsatisfiable"
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


#: Statuses answered with the site's own page of that name (deploy/site.conf's error_page lines).
SITE_ERROR_PAGES = (400, 404, 414)


def error_page(site: Path, code: int, url_path: str) -> Path:
    """The site's own page for an error: the French edition's ``fr/404.html`` for a missing address
    under ``/fr/`` (issue 42), the root's otherwise. A 400 or 414 is the root's, as in nginx, which
    answers them before it reads a path (deploy/site.conf)."""
    for folder in EDITION_FOLDERS if code == 404 else ():
        page = site / folder / f"{code}.html"
        if url_path.startswith(f"/{folder}/") and page.is_file():
            return page
    return site / f"{code}.html"


#: The editions below the root, each with its own error pages (sitebuild/languages/edition.py).
EDITION_FOLDERS = ("fr",)


def request_path(target: str) -> str | None:
    """The %-decoded path of a request target (origin or absolute form), ``..`` and ``.`` resolved;
    ``None`` if it is bad input, as nginx sees it: a control character or a space in the target, a
    broken escape or an encoded NUL in its path, a step above the root. (Other encoded controls
    only name a file that does not exist.)"""
    if _CONTROL.search(target):
        return None
    if "://" in target.split("?", 1)[0]:  # absolute form (RFC 9112 3.2.2): its path
        target = urllib.parse.urlsplit(target).path or "/"
    raw = target.split("?", 1)[0].split("#", 1)[0]
    if not raw.startswith("/") or _BAD_ESCAPE.search(raw):
        return None
    try:
        path = urllib.parse.unquote(raw, errors="strict")
    except UnicodeDecodeError:
        path = urllib.parse.unquote(raw, encoding="latin-1")  # not UTF-8: no such file, but no error
    if "\x00" in path:
        return None
    depth = 0
    for part in path.split("/"):
        if part == "..":
            depth -= 1
            if depth < 0:
                return None
        elif part not in ("", "."):
            depth += 1
    normal = posixpath.normpath(path)
    return normal + "/" if path.endswith("/") and normal != "/" else normal


class SiteHandler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # An error found in the request line itself is answered with a status line (the base class's
    # HTTP/0.9 default would send the error page alone).
    default_request_version = "HTTP/1.0"
    # StreamRequestHandler applies this to the socket: an idle keep-alive connection (or one that
    # never sends its request) is closed instead of holding a thread forever.
    timeout = IDLE_TIMEOUT_S
    _remaining: int | None = None  # bytes of a range still to send (copyfile), None: the whole file

    def log_message(self, format, *args):  # noqa: A002 - signature of the base class
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    # ------------------------------------------------------------------------------ headers
    _status = 200  # of the response being sent (send_response_only)
    raw_requestline: bytes  # read by the base class's handle_one_request

    def common_headers(self, url_path: str) -> list[tuple[str, str]]:
        """Headers every response of the site carries: the policy of ``sitebuild.serving.headers`` (an
        error is never cached: the next request may well succeed)."""
        if self._status >= 400:
            return [*headers.SECURITY_HEADERS, ("Cache-Control", headers.CACHE_CONTROL[headers.REVALIDATE])]
        return headers.response_headers(url_path)

    def send_response_only(self, code, message=None):
        self._status = int(code)
        self._sent = {"status": int(code)}  # what the access log records of this response
        super().send_response_only(code, message)

    def handle_one_request(self):
        # What a refusal of the request line (here or in the base class) may read: set before the
        # request is parsed, so that no error path meets an attribute that is not there.
        self.command, self.path, self.headers = "", "", self.MessageClass()
        super().handle_one_request()

    def send_header(self, keyword, value):
        sent = getattr(self, "_sent", None)
        if sent is not None and keyword.lower() in LOGGED_HEADERS:
            sent[keyword.lower()] = value
        super().send_header(keyword, value)

    def end_headers(self):
        # self.path is empty when the request line itself was refused
        path = request_path(getattr(self, "path", "") or "/") or "/"
        for name, value in self.common_headers(path):
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
        return headers.content_type(str(path))

    def parse_request(self):
        """The base class's parsing, then the refusals nginx makes (see the module's docstring)."""
        if len(self.raw_requestline) > headers.MAX_REQUEST_LINE:
            self.requestline, self.request_version, self.command = "", "HTTP/1.0", ""
            self.send_error(HTTPStatus.REQUEST_URI_TOO_LONG)
            return False
        if not super().parse_request():
            return False
        if not _METHOD.fullmatch(self.command or ""):
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request method")
            return False
        if self.request_version == "HTTP/1.1" and "Host" not in self.headers:
            self.send_error(HTTPStatus.BAD_REQUEST, "HTTP/1.1 request without Host")
            return False
        if request_path(self.path) is None:
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request path")
            return False
        if self.command not in ("GET", "HEAD"):
            self.send_error(HTTPStatus.METHOD_NOT_ALLOWED)
            return False
        return True

    def send_error(self, code, message=None, explain=None):
        """Errors as the base class sends them, but a 404, 400 or 414 shows the site's own page
        (``404.html``, ``400.html``, ``414.html``: overrides/ in the build), as nginx does."""
        page = error_page(
            Path(self.directory), int(code), request_path(getattr(self, "path", "") or "") or ""
        )
        if int(code) not in SITE_ERROR_PAGES or not page.is_file():
            if code == HTTPStatus.METHOD_NOT_ALLOWED:
                self.close_connection = True  # a body the request may carry is not read
            return super().send_error(code, message, explain)
        if int(code) != HTTPStatus.NOT_FOUND:
            self.close_connection = True  # the request was not read through: nothing more on it
        body = page.read_bytes()
        self.send_response(code, message)
        self.send_header("Content-Type", headers.content_type(page.name))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        return None

    # ------------------------------------------------------------------------------ requests
    def send_head(self):
        """Like SimpleHTTPRequestHandler.send_head, plus negotiation, ranges and clean refusals."""
        url_path = request_path(self.path)
        if url_path is None:  # refused by parse_request already; kept for direct callers
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request path")
            return None
        path = self.translate_path(url_path)
        if os.path.isdir(path):
            if not url_path.endswith("/"):
                # A path on this server (never the absolute form's host), as nginx's absolute_redirect off
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                query = urllib.parse.urlsplit(self.path).query
                location = urllib.parse.quote(url_path + "/") + ("?" + query if query else "")
                self.send_header("Location", location)
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
        """The file of a path from :func:`request_path` (decoded, no step above the root)."""
        parts = [p for p in path.split("/") if p not in ("", ".")]
        result = os.path.join(self.directory, *parts)
        return result + "/" if path.endswith("/") else result


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
