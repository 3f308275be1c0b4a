"""Worker-seconds of browser test files, one pytest run per file (issue 37, item 2).

    python bench/suite_worker_seconds.py --label before tests/browser/test_table_ux.py [...]

Each file runs alone in one process (``pytest -n 0 -p no:randomly``), with the test run named by
TAPISVERT_TEST_RUN so that the site is built once and reused (build it first: a run that builds
counts the build). For each file it records:

- ``test_seconds``: the sum of the tests' durations (setup, call and teardown, from the JUnit XML),
  what a pytest-xdist worker spends on the file's tests (wall time: the machine is shared);
- ``cpu_seconds``: the CPU time (user + system) of the whole pytest process tree, Chromium and its
  renderers included, the figure that a busy neighbour does not inflate: the tree is sampled from
  /proc every 0.2 s and each process's last reading kept (``RUSAGE_CHILDREN`` alone missed
  Chromium: Playwright's driver does not reap it); a process that lived less than a sample is
  missed, so this is a lower bound;
- ``chromium_cpu_seconds``: the part of it spent in Chromium's processes;
- ``wall_seconds``, ``tests``, ``failures``.

Results are merged into bench/results/suite-worker-seconds.json under the label.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "results" / "suite-worker-seconds.json"


TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> tuple[str, int, int, float] | None:
    """(name, parent pid, start time, CPU seconds) of a process, from /proc/<pid>/stat."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    name = text[text.index("(") + 1 : text.rindex(")")]
    fields = text[text.rindex(")") + 2 :].split()  # from field 3 (state) on
    return name, int(fields[1]), int(fields[19]), (int(fields[11]) + int(fields[12])) / TICK


class TreeCpu:
    """The CPU time of a process and its descendants, sampled from /proc (see the module's docstring)."""

    def __init__(self, pid: int) -> None:
        self.root = pid
        self.seen: dict[tuple[int, int], tuple[str, float]] = {}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def sample(self) -> None:
        stats = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit() and (st := _stat(int(entry))) is not None:
                stats[int(entry)] = st
        tree, grew = {self.root}, True
        while grew:
            more = {pid for pid, st in stats.items() if st[1] in tree} - tree
            grew = bool(more)
            tree |= more
        for pid in tree:
            if pid in stats:
                name, _, started, cpu = stats[pid]
                self.seen[(pid, started)] = (name, cpu)

    def run(self) -> None:
        while not self.stop.wait(0.2):
            self.sample()

    def total(self) -> tuple[float, float]:
        self.stop.set()
        self.thread.join()
        values = list(self.seen.values())
        return sum(v for _, v in values), sum(v for n, v in values if "chrom" in n.lower())


def run_file(path: str, extra: list[str]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        xml = Path(tmp) / "junit.xml"
        cmd = [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:randomly", "-q", f"--junitxml={xml}"]
        wall0 = time.monotonic()
        with tempfile.TemporaryFile("w+") as out:
            proc = subprocess.Popen(
                [*cmd, *extra, path], cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, text=True
            )
            tree = TreeCpu(proc.pid)
            proc.wait()
            cpu, chromium = tree.total()
            out.seek(0)
            stdout = out.read()
        wall = time.monotonic() - wall0
        tests = failures = 0
        seconds = 0.0
        if xml.exists():
            for case in ET.parse(xml).getroot().iter("testcase"):
                tests += 1
                seconds += float(case.get("time", 0))
                if case.find("failure") is not None or case.find("error") is not None:
                    failures += 1
    tail = stdout.strip().splitlines()[-1:] if stdout.strip() else []
    return {
        "tests": tests,
        "failures": failures,
        "test_seconds": round(seconds, 1),
        "cpu_seconds": round(cpu, 1),
        "chromium_cpu_seconds": round(chromium, 1),
        "wall_seconds": round(wall, 1),
        "exit": proc.returncode,
        "summary": tail[0] if tail else "",
    }


def comparison(data: dict) -> dict:
    """Before and after, file by file and summed, for the files measured under both labels."""
    before, after = data.get("before", {}), data.get("after", {})
    keys = ("test_seconds", "cpu_seconds", "chromium_cpu_seconds")
    files = sorted(set(before) & set(after))
    rows = {f: {k: [before[f][k], after[f][k]] for k in keys} for f in files}
    total = {
        k: [round(sum(before[f][k] for f in files), 1), round(sum(after[f][k] for f in files), 1)]
        for k in keys
    }
    return {"files": rows, "total": total, "tests": sum(after[f]["tests"] for f in files)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--label", required=True, help="e.g. before, after")
    ap.add_argument("--pytest-arg", action="append", default=[], help="passed on to pytest")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    if "TAPISVERT_TEST_RUN" not in os.environ:
        sys.exit("set TAPISVERT_TEST_RUN (and build the site once) so that every file reuses one site")
    data = json.loads(OUT.read_text()) if OUT.exists() else {}
    results = data.setdefault(args.label, {})
    for path in args.files:
        r = run_file(path, args.pytest_arg)
        results[path] = r
        data["comparison [before, after]"] = comparison(data)
        print(f"{args.label} {path}: {json.dumps(r)}", flush=True)
        OUT.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
