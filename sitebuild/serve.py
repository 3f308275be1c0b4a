"""A small static file server for the built site (loopback only).

    python -m sitebuild.serve site/ --port 8000

Serves ``.wasm`` as ``application/wasm`` (Pyodide hangs on any other type) and ``.mjs`` as JavaScript,
whatever the platform's mimetypes database says. Used by ``make serve`` and by the browser tests.
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

EXTRA_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **EXTRA_TYPES}

    def log_message(self, format, *args):  # noqa: A002 - signature of the base class
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    def end_headers(self):
        # Revalidate HTML and the runtime manifest; everything else may be cached by the browser
        # (the wheel path carries its hash, the Pyodide files carry the pinned version).
        path = self.path.split("?", 1)[0]
        if path.endswith("/") or path.endswith(".html") or path.endswith("manifest.json"):
            self.send_header("Cache-Control", "no-cache")
        else:
            self.send_header("Cache-Control", "public, max-age=3600")
        super().end_headers()


def make_server(directory: str | Path, port: int, host: str = "127.0.0.1", verbose: bool = False):
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    server.verbose = verbose
    return server


def serve_in_thread(directory: str | Path, port: int, host: str = "127.0.0.1"):
    """Start a server in a daemon thread; return it (call ``.shutdown()`` to stop)."""
    server = make_server(directory, port, host)
    thread = threading.Thread(target=server.serve_forever, name=f"site-server-{port}", daemon=True)
    thread.start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built Tapis vert site on the loopback interface.")
    parser.add_argument("directory", nargs="?", default="site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if not (Path(args.directory) / "index.html").is_file():
        print(f"error: {args.directory}/index.html not found; build the site first (make site)", file=sys.stderr)
        return 1
    server = make_server(args.directory, args.port, args.host, args.verbose)
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
