"""nginx in the foreground on a loopback port, as an ordinary process of the tests.

``NginxServer(site, prefix)`` renders deploy/nginx.conf for ``site`` (sitebuild/serving/nginx.py) with its
pid file, logs and temporary files in ``prefix``, starts ``nginx -g 'daemon off;'`` on a free port
and stops it on ``close()``. ``access_log()`` reads back what nginx sent: the request line, the
status, the Accept-Encoding of each request and the Content-Encoding and Content-Type of its
response (deploy/nginx.conf's log format).
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from sitebuild.serving import nginx
from tests import testing

MISSING = (
    f"{nginx.NGINX} or {nginx.BROTLI_MODULE} is missing: install Debian's nginx and "
    "libnginx-mod-http-brotli-static (make nginx does it as root)"
)
_LOG_LINE = re.compile(
    r'^"(?P<request>.*)" (?P<status>\d{3}) (?P<bytes>\d+) '
    r'accept="(?P<accept>[^"]*)" encoding="(?P<encoding>[^"]*)" type="(?P<type>[^"]*)"$'
)


def available() -> bool:
    return os.access(nginx.NGINX, os.X_OK) and os.path.isfile(nginx.BROTLI_MODULE)


@dataclass(frozen=True)
class Logged:
    """One line of nginx's access log ("-" is nginx's empty value)."""

    request: str
    status: int
    body_bytes: int
    accept: str  # the request's Accept-Encoding
    encoding: str  # the response's Content-Encoding
    content_type: str

    @property
    def path(self) -> str:
        parts = self.request.split(" ")
        return parts[1].split("?", 1)[0] if len(parts) == 3 else ""


class NginxServer:
    def __init__(self, site: str | Path, prefix: str | Path, attempts: int = 3):
        self.site, self.prefix = Path(site), Path(prefix)
        self.proc: subprocess.Popen | None = None
        for _ in range(attempts):  # another process may take the free port before nginx binds it
            self.port = testing._free_port()
            if self._start():
                break
        else:
            raise RuntimeError(f"nginx did not start:\n{self.error_log()}")
        self.origin = f"http://{testing.TEST_HOST}:{self.port}"

    def _start(self) -> bool:
        conf = nginx.write_full_config(self.site, self.prefix, f"{testing.TEST_HOST}:{self.port}")
        for log in ("access.log", "error.log"):
            (self.prefix / log).unlink(missing_ok=True)
        self.proc = subprocess.Popen(
            [
                nginx.NGINX,
                "-p",
                str(self.prefix),
                "-e",
                str(self.prefix / "error.log"),
                "-c",
                str(conf),
                "-g",
                "daemon off;",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # nginx binds its socket before it starts its worker: a connection is accepted from then on.
        while self.proc.poll() is None:
            try:
                with socket.create_connection((testing.TEST_HOST, self.port), timeout=1):
                    return True
            except OSError:
                time.sleep(0.05)  # polling for the process's own state, not a wait for time to pass
        return False

    def error_log(self) -> str:
        path = self.prefix / "error.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else "(no error log)"

    def access_log(self) -> list[Logged]:
        """Every response nginx logged so far (it writes each line when the response is done)."""
        path = self.prefix / "access.log"
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines() if path.is_file() else []
        out = []
        for line in lines:
            m = _LOG_LINE.match(line)
            if not m:
                raise AssertionError(f"an access log line not in deploy/nginx.conf's format: {line!r}")
            out.append(
                Logged(m["request"], int(m["status"]), int(m["bytes"]), m["accept"], m["encoding"], m["type"])
            )
        return out

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()  # SIGTERM: nginx's fast shutdown
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
