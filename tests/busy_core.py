"""Run a command while another process keeps one core busy, to find the next flaky test before CI.

    python tests/busy_core.py -- .venv/bin/python -m pytest tests/browser -n 2 --dist loadgroup
    python tests/busy_core.py -- bash .ci/run

The busy process spins in pure Python (one core, nothing else) and is stopped when the command ends,
or after ``--limit`` seconds whatever happens (it never outlives a forgotten run). The exit status is
the command's. ``make test-stress`` runs the browser tests this way.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

SPIN = "import time\nend = time.monotonic() + {limit}\nwhile time.monotonic() < end:\n    pass\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=float, default=5400.0, help="seconds the busy core spins at most")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command to run (after --)")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command given (put it after --)")
    spinner = subprocess.Popen([sys.executable, "-c", SPIN.format(limit=args.limit)])
    started = time.monotonic()
    try:
        code = subprocess.call(command)
    finally:
        spinner.terminate()
        spinner.wait()
    print(f"busy_core: {' '.join(command)} exited {code} after {time.monotonic() - started:.0f} s under load")
    return code


if __name__ == "__main__":
    sys.exit(main())
