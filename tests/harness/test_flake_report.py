"""The flake report (tests/flake_report.py, issue 37) in a real pytest run of its own.

A tiny suite in a temporary directory is run by pytest in a subprocess, with the project's plugin
(``-p tests.flake_report``) and pytest-rerunfailures as the project pins it, with and without
pytest-xdist: a browser test that fails once and then passes leaves the run green and is listed in
build/flakes.txt with its first failure; a browser test that fails twice, or an engine test that
fails once (engine tests get no rerun), makes the run red. A run without a rerun writes "none".
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Each test counts its attempts in a file of the temporary suite: it fails on the attempts listed.
FLAKY = """
from pathlib import Path

def attempt(name):
    counter = Path(__file__).parent / (name + ".attempts")
    n = int(counter.read_text()) + 1 if counter.exists() else 1
    counter.write_text(str(n))
    return n
"""
BROWSER_ONCE = "def test_fails_once():\n    assert attempt('once') > 1, 'the table did not settle'\n"
BROWSER_TWICE = "def test_fails_twice():\n    assert attempt('twice') > 2, 'always broken'\n"
BROWSER_GREEN = "def test_green():\n    assert attempt('green') == 1\n"
ENGINE_ONCE = "def test_engine_fails_once():\n    assert attempt('engine') > 1, 'engine flake'\n"


def run_suite(tmp_path: Path, files: dict[str, str], *args: str) -> tuple[int, str, str]:
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = -p no:cacheprovider\n")
    for rel, body in files.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(FLAKY + "\n" + body)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTEST_XDIST_WORKER", None)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "tests.flake_report",
            "--rootdir",
            str(tmp_path),
            *args,
            "tests",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    flakes = tmp_path / "build" / "flakes.txt"
    return proc.returncode, proc.stdout + proc.stderr, flakes.read_text() if flakes.exists() else ""


@pytest.mark.parametrize("workers", ["0", "2"], ids=["no-xdist", "xdist"])
def test_a_browser_test_failing_once_is_rerun_and_listed(tmp_path, workers):
    rc, out, flakes = run_suite(
        tmp_path,
        {"tests/browser/test_a.py": BROWSER_ONCE + BROWSER_GREEN, "tests/engine/test_b.py": BROWSER_GREEN},
        "-n",
        workers,
    )
    assert rc == 0, out
    lines = flakes.splitlines()
    assert len(lines) == 1, flakes
    assert lines[0].startswith("tests/browser/test_a.py::test_fails_once [call] passed on rerun: "), flakes
    assert "the table did not settle" in lines[0], flakes
    # printed at the end of the run as well
    assert "flakes: 1 rerun(s)" in out, out
    assert "tests/browser/test_a.py::test_fails_once [call] passed on rerun" in out, out


@pytest.mark.parametrize("workers", ["0", "2"], ids=["no-xdist", "xdist"])
def test_a_browser_test_failing_twice_fails_the_run(tmp_path, workers):
    rc, out, flakes = run_suite(
        tmp_path, {"tests/browser/test_a.py": BROWSER_TWICE + BROWSER_GREEN}, "-n", workers
    )
    assert rc == 1, out
    assert "1 failed" in out, out
    lines = flakes.splitlines()
    assert len(lines) == 1, flakes
    assert lines[0].startswith("tests/browser/test_a.py::test_fails_twice [call] failed again: "), flakes
    assert "always broken" in lines[0], flakes


def test_an_engine_test_is_not_rerun(tmp_path):
    rc, out, flakes = run_suite(tmp_path, {"tests/engine/test_b.py": ENGINE_ONCE}, "-n", "0")
    assert rc == 1, out
    assert (tmp_path / "tests/engine/engine.attempts").read_text() == "1"
    assert flakes == "none\n"


def test_a_run_without_rerun_writes_none(tmp_path):
    rc, out, flakes = run_suite(tmp_path, {"tests/browser/test_a.py": BROWSER_GREEN}, "-n", "0")
    assert rc == 0, out
    assert flakes == "none\n"
    assert "flakes: 0 rerun(s)" in out, out


def test_a_run_without_the_rerun_plugin_is_refused(tmp_path):
    rc, out, flakes = run_suite(
        tmp_path, {"tests/browser/test_a.py": BROWSER_GREEN}, "-p", "no:rerunfailures"
    )
    assert rc == 4, out  # a usage error, before any test runs
    assert "pytest-rerunfailures is missing" in out, out
    assert not (tmp_path / "tests/browser/green.attempts").exists()
