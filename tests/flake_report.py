"""A flaky browser test is rerun once and reported, not fatal (issue 37); any other test is not rerun.

A pytest plugin, registered by tests/conftest.py (so ``make test``, ``make test-stress`` and any run
of the suite use it). It needs pytest-rerunfailures (pinned in requirements-dev.txt):

- every test under ``tests/browser`` gets ``@pytest.mark.flaky(reruns=1)`` (one automatic rerun);
  the engine's, the site's and the deployment's tests get none. A test that fails twice fails the run.
- every rerun is collected where the run's reports arrive (with pytest-xdist, in the controlling
  process: the workers send it their reports, the one whose outcome is ``rerun`` included), printed
  at the end of the run with its first failure, and written to ``build/flakes.txt`` ("none" when no
  test was rerun; the file is written by every run, so an old list is never read as this run's).

A flake listed there is a defect of its test (or of the page): the next change that touches its area
fixes it. A rerun is never a way to pass a test that fails.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

RERUN_PARTS = ("tests/browser",)  # where a test gets one automatic rerun, relative to the rootdir
RERUNS = 1
FLAKES_FILE = Path("build") / "flakes.txt"  # relative to the rootdir


@dataclass
class Rerun:
    nodeid: str
    when: str  # the phase that failed first: setup, call or teardown
    first_failure: str  # one line: the exception's message as pytest reports it
    final: str = "passed on rerun"  # or "failed again"

    def line(self) -> str:
        return f"{self.nodeid} [{self.when}] {self.final}: {self.first_failure}"


def _first_failure(report: pytest.TestReport) -> str:
    crash = getattr(report.longrepr, "reprcrash", None)
    text = getattr(crash, "message", None) or report.longreprtext or "(no message)"
    first = next((ln.strip() for ln in str(text).splitlines() if ln.strip()), "(no message)")
    return first[:300]


def _reruns_here(config: pytest.Config, item: pytest.Item) -> bool:
    try:
        rel = item.path.resolve().relative_to(config.rootpath.resolve())
    except ValueError:
        return False
    return any(rel.as_posix() == part or rel.as_posix().startswith(part + "/") for part in RERUN_PARTS)


class FlakeReport:
    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.reruns: dict[str, Rerun] = {}

    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        for item in items:
            if _reruns_here(config, item) and item.get_closest_marker("flaky") is None:
                item.add_marker(pytest.mark.flaky(reruns=RERUNS))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        # pytest-rerunfailures sets an outcome pytest's types do not name
        if str(report.outcome) == "rerun":
            # the first failure only: with RERUNS = 1 there is no other
            self.reruns.setdefault(report.nodeid, Rerun(report.nodeid, report.when, _first_failure(report)))
        elif report.failed and report.nodeid in self.reruns:
            self.reruns[report.nodeid].final = "failed again"

    def lines(self) -> list[str]:
        return [r.line() for r in self.reruns.values()]

    @pytest.hookimpl(trylast=True)
    def pytest_terminal_summary(self, terminalreporter, exitstatus, config: pytest.Config) -> None:
        if hasattr(config, "workerinput"):  # a pytest-xdist worker: the controller reports
            return
        lines = self.lines()
        path = config.rootpath / FLAKES_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines or ["none"]) + "\n", encoding="utf-8")
        terminalreporter.section(f"flakes: {len(lines)} rerun(s), also in {FLAKES_FILE}")
        for line in lines or ["none"]:
            terminalreporter.write_line(line)


def register(config: pytest.Config) -> None:
    """Register the plugin once (tests/conftest.py calls this from pytest_configure)."""
    if not config.pluginmanager.hasplugin("rerunfailures"):
        # without it the flaky marks would do nothing, and a flake would sink the run unreported
        raise pytest.UsageError(
            "pytest-rerunfailures is missing: pip install -r requirements-dev.txt (or make venv)"
        )
    if not config.pluginmanager.has_plugin("tapisvert-flake-report"):
        config.pluginmanager.register(FlakeReport(config), "tapisvert-flake-report")


def pytest_configure(config: pytest.Config) -> None:
    """When loaded with ``-p tests.flake_report`` (the plugin's own test) rather than by conftest."""
    register(config)
