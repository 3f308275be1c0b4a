"""The soak tests (``pytest -m soak tests/engine``) at their full size: ``make test`` runs a third
of each soak's hands and deep matches (tests/engine/soak.py: ``sized``), ``make bench`` this.

    python bench/soak_tests.py [pytest arguments…]
"""

import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

if __name__ == "__main__":
    env = dict(os.environ, TAPISVERT_SOAK_SIZE="full")
    cmd = [sys.executable, "-m", "pytest", "-q", "-n", "2", "-m", "soak", "tests/engine", *sys.argv[1:]]
    sys.exit(subprocess.run(cmd, cwd=ROOT, env=env).returncode)
