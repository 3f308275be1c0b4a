"""Helpers shared by the site and browser tests (and the benchmark).

The tests build their own copy of the site for a fixed loopback origin, because Material's instant
navigation only works when ``site_url`` equals the origin the site is served from.
"""

from __future__ import annotations

import atexit
import os
import shutil
import socket
import subprocess
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST_HOST = "127.0.0.1"
# Under pytest-xdist each worker prefers its own port (gw0 -> 8765, gw1 -> 8766, ...).
_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
PREFERRED_PORT = int(os.environ.get("TAPISVERT_TEST_PORT", "8765")) + (
    int(_WORKER[2:]) if _WORKER[2:].isdigit() else 0
)
# One directory per test process, removed at exit, so that two test runs never clean each other's site.
TEST_SITE = ROOT / "build" / f"test-site-{os.getpid()}"
atexit.register(shutil.rmtree, TEST_SITE, ignore_errors=True)


def _choose_port(preferred: int) -> int:
    """The preferred fixed port, or a free one if something else listens there (the site is built
    for whichever port is chosen, so instant navigation still sees its own origin)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind((TEST_HOST, preferred))
            return preferred
        except OSError:
            pass
    return _free_port()


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((TEST_HOST, 0))
        return s.getsockname()[1]


TEST_PORT = _choose_port(PREFERRED_PORT)
TEST_ORIGIN = f"http://{TEST_HOST}:{TEST_PORT}"

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    # Chromium's Autofill asks a Google service about every page with a form field; this is the
    # browser's own traffic, not the site's, and it would fill the privacy tests' foreign-request sink.
    # A switch of its own, because a second --disable-features would replace Playwright's list whole.
    "--autofill-server-url=http://127.0.0.1:9/",
]


class BuildFailed(AssertionError):
    pass


# The test site is a release build: citations name this public address, and the build refuses any
# loopback address in a citation (sitebuild.citation), so every test run checks that.
TEST_CANONICAL_URL = "https://tapisvert.example.org/"


def build_site(
    site_dir: Path,
    site_url: str,
    strict: bool = True,
    config: Path | None = None,
    canonical_url: str | None = TEST_CANONICAL_URL,
) -> subprocess.CompletedProcess:
    """Run ``mkdocs build`` in a subprocess; returns the completed process (stdout+stderr in .stdout)."""
    env = dict(os.environ, SITE_URL=site_url, NO_MKDOCS_2_WARNING="1")
    env.pop("CANONICAL_URL", None)
    if canonical_url:
        env["CANONICAL_URL"] = canonical_url
    cmd = [sys.executable, "-m", "mkdocs", "build", "--clean", "--site-dir", str(site_dir)]
    if strict:
        cmd.append("--strict")
    if config is not None:
        cmd += ["--config-file", str(config)]
    return subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@cache
def test_site() -> Path:
    """Build the site once per process for the test origin (strict); raise with the log if it fails."""
    proc = build_site(TEST_SITE, TEST_ORIGIN + "/")
    if proc.returncode != 0:
        raise BuildFailed(f"mkdocs build --strict failed (exit {proc.returncode}):\n{proc.stdout[-6000:]}")
    return TEST_SITE


_servers: dict = {}


def serve_test_site():
    """Serve the test site on TEST_ORIGIN (once per process); returns the origin.

    If another process took the port since it was chosen, a free port is chosen and the site is
    built again for that origin (``site_url`` must equal the origin for instant navigation)."""
    global TEST_PORT, TEST_ORIGIN
    if TEST_PORT not in _servers:
        from sitebuild.serve import serve_in_thread

        try:
            _servers[TEST_PORT] = serve_in_thread(test_site(), TEST_PORT, TEST_HOST)
        except OSError:
            TEST_PORT = _free_port()
            TEST_ORIGIN = f"http://{TEST_HOST}:{TEST_PORT}"
            test_site.cache_clear()
            _servers[TEST_PORT] = serve_in_thread(test_site(), TEST_PORT, TEST_HOST)
    return TEST_ORIGIN


def launch_chromium(playwright, **kwargs):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, **kwargs)
