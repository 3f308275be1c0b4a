"""What every test process of one run shares.

``TAPISVERT_TEST_RUN`` names the run: set here in the process pytest was started in, before any
pytest-xdist worker starts (the workers inherit it), so that all of them share one built test site,
one origin and one server (tests.testing). The process that set it cleans up at the end.

When the run has tests that need the built site (tests/site, tests/deploy, tests/browser), that
process also starts building it at once, in the background, and the tests are ordered so that the
workers run the engine's tests meanwhile: nobody waits idle for the build (the first test that needs
the site waits for it under tests.testing's lock, and a failed build is reported by the tests).
"""

import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests import flake_report

_OWNER = "TAPISVERT_TEST_RUN" not in os.environ
os.environ.setdefault("TAPISVERT_TEST_RUN", uuid.uuid4().hex[:12])

ROOT = Path(__file__).resolve().parent.parent
NEEDS_SITE = ("tests/site", "tests/deploy", "tests/browser")
# the order of the tests: those that need no site first, then the long browser tests, then the
# short site and deployment checks (they fill the end of the run on both workers)
ORDER = {"tests/browser": 1, "tests/site": 2, "tests/deploy": 2}
_builder: subprocess.Popen | None = None


def pytest_addoption(parser):
    parser.addoption(
        "--reverse-order",
        action="store_true",
        help="run the collected tests in reverse order (a test that needs another's leftovers fails)",
    )


def _part(path: str) -> str:
    rel = Path(path).resolve()
    try:
        rel = rel.relative_to(ROOT)
    except ValueError:
        return ""
    return "/".join(rel.parts[:2])


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: ORDER.get(_part(str(item.fspath)), 0))  # stable: file order inside
    if config.getoption("--reverse-order"):
        items.reverse()


def _needs_site(config) -> bool:
    """Whether the paths this run collects include a test that needs the built site."""
    args = [a.split("::", 1)[0] for a in config.args if not a.startswith("-")] or ["tests"]
    for arg in args:
        path = Path(arg).resolve()
        for part in NEEDS_SITE:
            target = ROOT / part
            if path == target or target in path.parents or path in target.parents:
                return True
    return False


def pytest_configure(config):
    global _builder
    # the browser tests' one rerun, and the run's list of reruns (build/flakes.txt)
    flake_report.register(config)
    config.addinivalue_line(
        "markers",
        "soak: a long fuzzing soak; `make test` runs a bounded size, `make bench` the full one",
    )
    if (
        _OWNER
        and not hasattr(config, "workerinput")
        and not config.option.collectonly
        and _needs_site(config)
    ):
        # tests.testing builds under the run's build lock; this process takes it first, most times
        _builder = subprocess.Popen(
            [sys.executable, "-c", "from tests import testing; testing.test_site()"],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: mkdocs, its child, is stopped with it
        )


def pytest_unconfigure(config):
    if _OWNER and not hasattr(config, "workerinput"):
        if _builder is not None and _builder.poll() is None:  # the run ended before the build
            os.killpg(_builder.pid, signal.SIGTERM)
            _builder.wait()
        from tests import testing

        testing.cleanup_run(testing.RUN_DIR)
