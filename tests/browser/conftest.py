"""Browser tests: Debian's chromium driven by playwright's sync API (no `playwright install`).

The run's one site and server come from tests.testing (``origin``). Every test starts from the
same state, alone or in any order (``pytest --reverse-order``):

- ``context`` is a *returning reader*: one browser context per worker, primed once (a visit to a
  table made the warm-start snapshot, and the service worker holds the site and the runtime), then
  reset before every test: its pages closed, the reader's storage cleared (localStorage, IndexedDB,
  cookies, permissions: saved matches, the colour scheme, the reading, solved questions), back
  online, a new request log. The priming is checked before every test too: if a test changed the
  caches, the context is wiped (service worker included) and primed again. A page then boots Python
  from the snapshot (a few seconds) instead of afresh, and every test pays the same.
- ``page`` is a new page of that context for each test (its own ``errors`` list).
- After each test, no request may have left the origin: the context's proxy is a sink
  (tests/browser/foreign_sink.py) that records any request for another host.

A test that needs a first visit (no snapshot, no service worker, no HTTP cache) makes its own
context (test_offline, test_warm_start, test_progress, test_compression…).

- ``booted`` (tests/browser/booted.py) is the worker's one tab whose engine is already booted, reset
  before each test instead of replaced: a test that takes it opens its play page by instant
  navigation (``booted.visit``) and boots no Python.
"""

import os

import pytest

from tests import testing
from tests.browser.booted import booted, booted_context  # noqa: F401 (fixtures)
from tests.browser.foreign_sink import ForeignSink
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

# Bots play fast in tests (the reader's default is a pause of about half a second per card).
BOT_DELAY_SCRIPT = "window.TAPISVERT_BOT_DELAY = 20;"
VIEWPORT = {"width": 1280, "height": 900}
# The visit that primes a worker's context (any table page: the snapshot holds the whole engine).
PRIME = "/games/triomphe/play/?seed=1"
# What a reset clears: the reader's own storage. Cache Storage (the warm-start snapshot, the
# service worker's copy of the site) and the service worker are the primed state: the caches' names
# are checked instead, and a context whose caches changed is wiped and primed again.
READER_STORAGE = "cookies,local_storage,indexeddb,websql,file_systems,shader_cache"
EVERYTHING = READER_STORAGE + ",cache_storage,service_workers"


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
    request for another host that reached the network stack, whichever target made it. A log
    counts only what the sink received after the log was made."""

    def __init__(self, sink: ForeignSink):
        self.urls: list[str] = []
        self.sink = sink
        self.sink_start = len(sink.requests)

    def __call__(self, request):
        self.urls.append(request.url)

    def foreign(self, origin):
        seen = [u for u in self.urls if not (u.startswith(origin + "/") or u.startswith(("data:", "blob:")))]
        return seen + self.sink.requests[self.sink_start :]


# A document of the origin that runs no script (the caches are read from a page of the origin)
QUIET = "/wheels/manifest.json"


def _clear(ctx, origin: str, storage_types: str) -> list[str]:
    """Clear ``storage_types`` of the origin in this context (DevTools' Storage domain); returns the
    names of the origin's caches (Cache Storage) after it."""
    quiet = ctx.new_page()
    try:
        quiet.goto(origin + QUIET)
        cdp = ctx.new_cdp_session(quiet)
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": storage_types})
        cdp.detach()
        return sorted(quiet.evaluate("caches.keys()"))
    finally:
        quiet.close()


def _prime(ctx, origin: str) -> None:
    """One visit to a table: the engine boots afresh, keeps its warm-start snapshot, and the service
    worker caches the site and the runtime. Every wait is on a state the page exposes."""
    pg = ctx.new_page()
    try:
        pg.goto(origin + PRIME)
        pg.wait_for_function(f"() => {{ const t = {TABLE_JS}; return t && t.view; }}", timeout=BOOT_TIMEOUT)
        pg.wait_for_function("() => window.tapisvert.engine.warmStartResult", timeout=BOOT_TIMEOUT)
        result = pg.evaluate("() => window.tapisvert.engine.warmStartResult")
        assert result["type"] == "stored", f"priming the browser context: no warm-start snapshot ({result})"
        pg.wait_for_function(
            "() => window.tapisvert.offline().tablesCached && !!navigator.serviceWorker.controller",
            timeout=BOOT_TIMEOUT,
        )
    finally:
        pg.close()
    ctx.primed = _clear(ctx, origin, READER_STORAGE)
    assert any(name.startswith("tv-snapshot-") for name in ctx.primed), ctx.primed


@pytest.fixture(scope="session")
def warm_context(browser, origin):
    """The worker's returning reader, kept for the session (tests get it through ``context``)."""
    sink = ForeignSink()
    ctx = browser.new_context(viewport=VIEWPORT, proxy=sink.proxy)
    ctx.add_init_script(BOT_DELAY_SCRIPT)
    ctx.sink = sink
    ctx.request_log = RequestLog(sink)
    ctx.on("request", lambda request: ctx.request_log(request))  # page.route would disable the HTTP cache
    _prime(ctx, origin)
    yield ctx
    ctx.close()
    sink.close()


def reset(ctx, origin: str) -> None:
    """Bring the shared context back to its primed state (see the module's docstring)."""
    for pg in list(ctx.pages):
        pg.close()
    ctx.set_offline(False)
    ctx.clear_cookies()
    ctx.clear_permissions()
    if _clear(ctx, origin, READER_STORAGE) != ctx.primed:  # a test changed the caches
        _clear(ctx, origin, EVERYTHING)
        _prime(ctx, origin)
    ctx.request_log = RequestLog(ctx.sink)


@pytest.fixture
def context(warm_context, origin):
    reset(warm_context, origin)
    yield warm_context
    for pg in list(warm_context.pages):
        pg.close()
    # the privacy promise holds in every test: a request for another host, from a page, the
    # engine worker or the service worker, reached the sink (test_privacy_sink shows that it does)
    assert warm_context.request_log.foreign(origin) == [], "a request left the origin"


@pytest.fixture
def page(context):
    pg = context.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    pg.close()
