"""Run one function of a bench driver inside Pyodide, the browser's runtime (not a test).

A bench script that measures something in CPython and in Pyodide is its own driver: it defines a
function that takes plain keyword arguments and returns JSON text, importing only the engine and
the standard library.  ``run`` executes that function in the pinned Pyodide of node_modules, under
Node (``bench/pyodide_driver.mjs``), with the engine wheel of ``dist/``, and returns its answer
with the Python and Pyodide versions and the runtime's boot time.

    from in_pyodide import run
    row = run(__file__, "measure", deals=20, game="tarot")
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def wheel() -> str:
    """The engine wheel the runtime installs, rebuilt first if an engine source is newer (a stale
    wheel would measure yesterday's engine)."""
    sys.path.insert(0, str(ROOT))
    from sitebuild.runtime.engine_wheel import ensure_wheel

    return str(ensure_wheel())


def run(driver: str, function: str, timeout: float = 7200, **kwargs: Any) -> dict[str, Any]:
    """``function(**kwargs)`` of the driver file ``driver``, run in Pyodide; its JSON answer."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("node is required (Debian: apt-get install nodejs)")
    proc = subprocess.run(
        [
            node,
            str(HERE / "pyodide_driver.mjs"),
            wheel(),
            str(Path(driver).resolve()),
            function,
            json.dumps(kwargs),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if proc.returncode != 0:
        raise SystemExit(
            f"pyodide_driver.mjs failed ({Path(driver).name} {function}):\n{proc.stderr[-4000:]}"
        )
    answer: dict[str, Any] = json.loads(proc.stdout)
    return answer
