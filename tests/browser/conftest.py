"""Browser tests: Debian's chromium driven by playwright's sync API (no `playwright install`).

A session fixture builds the site for the fixed test origin (build/test-site-<pid>) and serves it with a
ThreadingHTTPServer on 127.0.0.1. Each test module shares one browser context and page where it can,
so that Pyodide boots as few times as possible.
"""

import os

import pytest

from sitebuild import testing
from tests.browser.foreign_sink import ForeignSink

# Bots play fast in tests (the reader's default is a pause of about half a second per card).
BOT_DELAY_SCRIPT = "window.TAPISVERT_BOT_DELAY = 20;"


@pytest.fixture(scope="session")
def origin():
    return testing.serve_test_site()


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(testing.CHROMIUM):
        pytest.fail(f"{testing.CHROMIUM} is missing: install Debian's chromium (make test does it as root)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = testing.launch_chromium(p)
        yield b
        b.close()


class RequestLog:
    """What a context requested: Playwright's request events, and the sink's record of the network.

    The events name the URLs the pages asked for; the sink (the context's proxy) receives every
    request for another host that reached the network stack, whichever target made it."""

    def __init__(self, sink: ForeignSink):
        self.urls: list[str] = []
        self.sink = sink

    def __call__(self, request):
        self.urls.append(request.url)

    def foreign(self, origin):
        seen = [u for u in self.urls if not (u.startswith(origin + "/") or u.startswith(("data:", "blob:")))]
        return seen + self.sink.requests


@pytest.fixture(scope="module")
def context(browser, origin):
    sink = ForeignSink()
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=sink.proxy)
    ctx.add_init_script(BOT_DELAY_SCRIPT)
    ctx.request_log = RequestLog(sink)
    ctx.on("request", ctx.request_log)  # page.route would disable the HTTP cache
    yield ctx
    ctx.close()
    sink.close()


@pytest.fixture(scope="module")
def page(context):
    pg = context.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    pg.close()


def pytest_collection_modifyitems(config, items):
    # Under pytest-xdist (make test runs two workers) a browser module's tests stay on one worker
    # (its context and page are module fixtures: one Pyodide boot per module); the modules spread
    # over the workers, which share the run's one site and server (sitebuild.testing).
    for item in items:
        path = str(item.fspath).replace("\\", "/")
        if "tests/browser/" in path:
            item.add_marker(pytest.mark.xdist_group("browser-" + path.rsplit("/", 1)[-1]))
