"""A proxy that forwards nothing: every request a browser context makes outside the test origin.

Playwright's ``request`` events come from the DevTools protocol, per target. A dedicated worker's
requests arrive through the worker's own session, and a full CI run once saw none of the engine
worker's requests at all, so "no foreign URL among the events" could not prove the worker private.
The network stack cannot miss them: a context whose proxy is this sink sends every request for
another host here (pages, dedicated workers, the service worker alike). The sink records it and
answers 403, so nothing leaves the machine. The test origin, 127.0.0.1, bypasses the proxy.
test_privacy_sink.py shows all of this in the browser.
"""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class _Recorder(BaseHTTPRequestHandler):
    server: _SinkServer

    def __getattr__(self, name: str):
        # Any method, CONNECT included (an https URL arrives as "CONNECT host:443").
        if name.startswith("do_"):
            return self._refuse
        raise AttributeError(name)

    def _refuse(self) -> None:
        with self.server.lock:
            self.server.requests.append(f"{self.command} {self.path}")
        body = b"blocked: the test origin's pages may not leave it\n"
        self.send_response(403)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


class _SinkServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Recorder)
        self.lock = threading.Lock()
        self.requests: list[str] = []


class ForeignSink:
    """Start a sink on a free loopback port; ``proxy`` is the value for ``new_context(proxy=...)``."""

    def __init__(self) -> None:
        self._server = _SinkServer()
        self._thread = threading.Thread(target=self._server.serve_forever, name="foreign-sink", daemon=True)
        self._thread.start()
        port = self._server.server_address[1]
        self.proxy = {"server": f"http://127.0.0.1:{port}", "bypass": "127.0.0.1"}

    @property
    def requests(self) -> list[str]:
        """Every request received so far, as ``"METHOD target"`` (a full URL, or host:port for CONNECT)."""
        with self._server.lock:
            return list(self._server.requests)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
