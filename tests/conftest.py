"""What every test process of one run shares.

``TAPISVERT_TEST_RUN`` names the run: set here in the process pytest was started in, before any
pytest-xdist worker starts (the workers inherit it), so that all of them share one built test site,
one origin and one server (sitebuild.testing). The process that set it cleans up at the end.
"""

import os
import uuid

_OWNER = "TAPISVERT_TEST_RUN" not in os.environ
os.environ.setdefault("TAPISVERT_TEST_RUN", uuid.uuid4().hex[:12])


def pytest_addoption(parser):
    parser.addoption(
        "--reverse-order",
        action="store_true",
        help="run the collected tests in reverse order (a test that needs another's leftovers fails)",
    )


def pytest_collection_modifyitems(config, items):
    if config.getoption("--reverse-order"):
        items.reverse()


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "soak: a long fuzzing soak; `make test` runs a bounded size, `make bench` the full one",
    )


def pytest_unconfigure(config):
    if _OWNER and not hasattr(config, "workerinput"):
        from sitebuild import testing

        testing.cleanup_run(testing.RUN_DIR)
