"""The test run's shared site (tests.testing): while one process builds it, the others can start.

On a clean clone the build holds its lock for about a minute. Every test process imports
tests.testing, which agrees on the run's port under a lock of its own; when both jobs shared
one lock, every pytest-xdist worker waited for the whole build before running a single engine test.
"""

import os
import subprocess
import sys
import uuid

from tests import testing

HOLD_BUILD_LOCK = """
import sys
from tests import testing
with testing._run_lock("build"):
    print("held", flush=True)
    sys.stdin.read()  # until the test closes our stdin
"""


def test_a_process_agrees_on_the_port_while_another_holds_the_build_lock():
    run = f"locks-{uuid.uuid4().hex[:8]}"
    env = dict(os.environ, TAPISVERT_TEST_RUN=run)
    builder = subprocess.Popen(
        [sys.executable, "-c", HOLD_BUILD_LOCK],
        cwd=testing.ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert builder.stdin is not None and builder.stdout is not None
    try:
        assert builder.stdout.readline().strip() == "held"
        # a timeout, not a speed limit: the import takes a second; a shared lock would block it for good
        other = subprocess.run(
            [sys.executable, "-c", "from tests import testing; print(testing.TEST_PORT)"],
            cwd=testing.ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert other.returncode == 0, other.stderr
        assert other.stdout.strip().isdigit(), other.stdout
    finally:
        builder.stdin.close()
        builder.wait(timeout=60)
        testing.cleanup_run(testing.ROOT / "build" / f"test-run-{run}")
