"""Helpers shared by the site and browser tests (and the benchmark).

The tests build their own copy of the site for a fixed loopback origin, because Material's instant
navigation only works when ``site_url`` equals the origin the site is served from.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST_HOST = "127.0.0.1"

# One test run shares one built site, one origin and one server across its pytest-xdist workers
# (building the site costs about a minute of a core; two workers used to build it twice, and the
# browser tests could only run on the worker that served it). The run's directory is keyed by
# TAPISVERT_TEST_RUN, which tests/conftest.py sets in the controlling process before the workers
# start (they inherit it); a process started any other way (a bench, a lone script) gets its own.
RUN_ID = os.environ.get("TAPISVERT_TEST_RUN") or f"pid{os.getpid()}"
RUN_DIR = ROOT / "build" / f"test-run-{RUN_ID}"
TEST_SITE = RUN_DIR / "site"
#: The test server's access log (JSON lines: what it sent for each request), for the tests that
#: check what the server did rather than what the browser reports.
ACCESS_LOG = RUN_DIR / "access.log"
if "TAPISVERT_TEST_RUN" not in os.environ:
    # no controller will clean up after this process: it does it itself
    atexit.register(lambda: cleanup_run(RUN_DIR))


@contextlib.contextmanager
def _run_lock(what: str):
    """Exclusive across the run's processes, one lock per job (``port``: agree on the port, ``build``:
    build once, ``serve``: serve once). The jobs have their own locks because the build holds its
    lock for a minute on a clean clone: under one lock, every worker's import of this module (which
    agrees on the port) waited for the whole build, and the engine tests could not run meanwhile."""
    RUN_DIR.mkdir(parents=True, exist_ok=True)
    with open(RUN_DIR / f".{what}.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind((TEST_HOST, port))
            return True
        except OSError:
            return False


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((TEST_HOST, 0))
        return s.getsockname()[1]


def _agree_port() -> int:
    """The run's port: the first process to ask picks the preferred fixed port, or a free one if
    something else listens there, and writes it down; the others read it (the site is built for
    that origin, so instant navigation sees its own origin)."""
    preferred = int(os.environ.get("TAPISVERT_TEST_PORT", "8765"))
    with _run_lock("port"):
        record = RUN_DIR / "port"
        if record.is_file():
            return int(record.read_text())
        port = preferred if _port_is_free(preferred) else _free_port()
        record.write_text(str(port))
        return port


TEST_PORT = _agree_port()
TEST_ORIGIN = f"http://{TEST_HOST}:{TEST_PORT}"


def cleanup_run(run_dir: Path) -> None:
    """Stop the run's server (if one was started) and remove its directory."""
    pid_file = run_dir / "server.pid"
    if pid_file.is_file():
        try:
            os.kill(int(pid_file.read_text()), signal.SIGTERM)
        except (OSError, ValueError):
            pass
    shutil.rmtree(run_dir, ignore_errors=True)


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
# loopback address in a citation (sitebuild.pages.citation), so every test run checks that.
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


_private_servers: dict = {}


def test_site() -> Path:
    """The site built (strict) for the test origin, once per run: the first process to ask builds
    it, the others wait for it and reuse it; raise with the log if the build fails."""
    if _private_servers:
        return TEST_SITE
    with _run_lock("build"):
        done = RUN_DIR / "site.ok"
        if not done.is_file():
            proc = build_site(TEST_SITE, TEST_ORIGIN + "/")
            if proc.returncode != 0:
                raise BuildFailed(
                    f"mkdocs build --strict failed (exit {proc.returncode}):\n{proc.stdout[-6000:]}"
                )
            done.write_text("ok")
    return TEST_SITE


def _answers(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(1.0)
        return s.connect_ex((TEST_HOST, port)) == 0


def serve_test_site() -> str:
    """Serve the test site on TEST_ORIGIN, once per run; returns the origin.

    The server is a process of its own (``python -m sitebuild.serving.serve``), so that every worker's browser
    tests can use it whichever worker finishes first; the run's clean-up stops it. If another program
    took the port since it was chosen, this process builds a site of its own for a free port and
    serves it in a thread (``site_url`` must equal the origin for instant navigation)."""
    global TEST_PORT, TEST_ORIGIN, TEST_SITE
    if _private_servers:
        return TEST_ORIGIN
    site = test_site()
    with _run_lock("serve"):
        pid_file = RUN_DIR / "server.pid"
        if not pid_file.is_file():
            proc = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "sitebuild.serving.serve",
                    str(site),
                    "--host",
                    TEST_HOST,
                    "--port",
                    str(TEST_PORT),
                    "--access-log",
                    str(ACCESS_LOG),
                ],
                cwd=ROOT,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=open(RUN_DIR / "server.err", "wb"),
                start_new_session=True,
            )
            # bounded: the server answers within seconds, or it exited (its port was taken)
            for _ in range(600):
                if proc.poll() is not None or _answers(TEST_PORT):
                    break
                time.sleep(0.05)
            if proc.poll() is None and _answers(TEST_PORT):
                pid_file.write_text(str(proc.pid))
                return TEST_ORIGIN
            proc.kill()
            pid_file.write_text("port taken")
        elif pid_file.read_text().isdigit():
            return TEST_ORIGIN
    from sitebuild.serving.serve import serve_in_thread

    TEST_PORT = _free_port()
    TEST_ORIGIN = f"http://{TEST_HOST}:{TEST_PORT}"
    TEST_SITE = RUN_DIR / f"site-{os.getpid()}"
    proc_build = build_site(TEST_SITE, TEST_ORIGIN + "/")
    if proc_build.returncode != 0:
        raise BuildFailed(
            f"mkdocs build --strict failed (exit {proc_build.returncode}):\n{proc_build.stdout[-6000:]}"
        )
    _private_servers[TEST_PORT] = serve_in_thread(TEST_SITE, TEST_PORT, TEST_HOST)
    return TEST_ORIGIN


def launch_chromium(playwright, **kwargs):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, **kwargs)
