"""One booted tab per test worker, reset between tests (issue 37, item 2): the ``booted`` fixture.

A test that takes ``page`` opens a new page, whose first table boots Python from the warm-start
snapshot (about 2.6 s of Chromium's CPU). A test that takes ``booted`` gets the worker's one tab
instead, already on the site, whose engine worker was booted by an earlier test (or boots at its
first table): it opens the play page it needs with ``visit(page, url)``, Material's instant
navigation, which keeps the engine worker as a reader's navigation does.

Before every test the tab is reset (playground/site/page-reset.mjs, ``window.tapisvert.reset``): taken
to HOME, every engine table closed, the reader's storage as new (localStorage, sessionStorage,
IndexedDB, cookies; Cache Storage, which holds the warm-start snapshot and the service worker's copy
of the site, is the primed state and is kept), Material's colour scheme, search, drawer, dialogs,
scroll and focus as on a first visit. The fixture waits on the state the page exposes
(``tapisvert.pageState``: "done" and a count). The browser context's side is reset here: back
online, cookies and permissions cleared, the viewport, emulated media, routes and the mouse as new,
any other page closed, a new request log. If the reset fails (the page crashed, was left for a
document without the site's scripts…) the tab is replaced by a new one, loaded afresh.

The context is the worker's own, primed as ``context`` is (tests/browser/conftest.py: a visit made
the warm-start snapshot, the service worker holds the site); its caches are checked after every
reset, and primed again if a test changed them. The privacy check holds here too: after each test,
no request has left the origin.

What stays from one test to the next is the engine worker (Python's memory: its module caches,
never a table), the JavaScript modules and their state that is no reader's (the engine client's
boot timings, ``engine.info``), and any property a test itself set on ``window`` (test_play's
``__tvMarker``: a test reads only what it set); tests/browser/test_booted_isolation.py shows that
nothing else a test can leave (tables, storage, scheme, dialogs, scroll, focus, viewport, emulated
media, network, permissions, pages) reaches the next. Tests that are about a page's own load keep ``page``
(boot, first deal, offline, service worker, warm start, privacy, reloads of a fresh context).
"""

from __future__ import annotations

import warnings
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.browser.foreign_sink import ForeignSink


def _shared():
    """tests/browser/conftest.py, which registers this module's fixtures (imported when used: at
    this module's import, the conftest may still be running)."""
    from tests.browser import conftest

    return conftest


# Where a reset leaves the tab: a page of the site without a table (the engine is not needed there)
HOME = "/about/"
RESET_TIMEOUT = 60_000

RESET_JS = """(home) => {
    const t = window.tapisvert;
    if (!t || !t.reset || !t.pageState) return null;
    const n = t.pageState.resets + 1;
    t.reset(home).catch(() => {});  // the outcome is read from pageState
    return n;
}"""
RESET_DONE_JS = """(n) => { const s = window.tapisvert.pageState;
    return s.reset === "failed" || (s.reset === "done" && s.resets >= n); }"""


@pytest.fixture(scope="session")
def booted_context(browser, origin):
    """The worker's context for its booted tab (primed as ``warm_context`` is)."""
    shared = _shared()
    sink = ForeignSink()
    ctx = browser.new_context(viewport=shared.VIEWPORT, proxy=sink.proxy)
    ctx.add_init_script(shared.BOT_DELAY_SCRIPT)
    ctx.sink = sink
    ctx.request_log = shared.RequestLog(sink)
    ctx.on("request", lambda request: ctx.request_log(request))
    shared._prime(ctx, origin)
    ctx.tab = None
    yield ctx
    ctx.close()
    sink.close()


def _new_tab(ctx, origin):
    tab = ctx.new_page()
    tab.errors = []
    tab.on("pageerror", lambda exc: tab.errors.append(str(exc)))
    tab.goto(origin + HOME)
    tab.wait_for_function("() => window.tapisvert && window.tapisvert.pageState.visits > 0")
    return tab


def reset_page(tab, home: str = HOME, skip: tuple[str, ...] = ()) -> dict | None:
    """The page's reset (``skip``: steps left out, for the isolation test); its pageState, or None
    when the page has no reset (not a page of the site)."""
    if skip:
        n = tab.evaluate(
            """([home, skip]) => { const t = window.tapisvert; const n = t.pageState.resets + 1;
                t.reset(home, { skip }).catch(() => {}); return n; }""",
            [home, list(skip)],
        )
    else:
        n = tab.evaluate(RESET_JS, home)
    if n is None:
        return None
    tab.wait_for_function(RESET_DONE_JS, arg=n, timeout=RESET_TIMEOUT)
    return tab.evaluate("() => ({ ...window.tapisvert.pageState })")


def _reset_tab(ctx, origin) -> bool:
    """Reset the kept tab; False when it has to be replaced."""
    tab = ctx.tab
    if tab is None or tab.is_closed():
        return False
    try:
        tab.unroute_all(behavior="ignoreErrors")
        tab.set_viewport_size(_shared().VIEWPORT)
        tab.emulate_media(
            media="null", color_scheme="null", reduced_motion="null", forced_colors="null", contrast="null"
        )
        tab.mouse.move(0, 0)
        if tab.url.startswith(origin + "/"):
            state = reset_page(tab)
            if state is not None and state["reset"] == "done":
                tab.evaluate("() => { window.TAPISVERT_BOT_DELAY = 20; }")  # as the init script set it
                return True
            warnings.warn(f"the booted tab's reset failed: {state}", stacklevel=2)
    except PlaywrightError as exc:
        warnings.warn(f"the booted tab's reset failed: {exc}", stacklevel=2)
    return False


def reset(ctx, origin) -> None:
    """Bring the worker's booted tab and its context back to their primed state."""
    for pg in list(ctx.pages):
        if pg is not ctx.tab:
            pg.close()
    ctx.set_offline(False)
    ctx.clear_cookies()
    ctx.clear_permissions()
    if not _reset_tab(ctx, origin):
        if ctx.tab is not None and not ctx.tab.is_closed():
            ctx.tab.close()
        ctx.tab = _new_tab(ctx, origin)
    shared = _shared()
    if sorted(ctx.tab.evaluate("caches.keys()")) != ctx.primed:  # a test changed the caches
        ctx.tab.close()
        shared._clear(ctx, origin, shared.EVERYTHING)
        shared._prime(ctx, origin)
        ctx.tab = _new_tab(ctx, origin)
    ctx.tab.errors = []
    ctx.request_log = shared.RequestLog(ctx.sink)


@pytest.fixture
def booted(booted_context, origin):
    """The worker's booted tab, reset (see the module's docstring); ``visit`` opens a page in it."""
    reset(booted_context, origin)
    yield booted_context.tab
    for pg in list(booted_context.pages):
        if pg is not booted_context.tab:
            pg.close()
    assert booted_context.request_log.foreign(origin) == [], "a request left the origin"


def visit(page, url: str) -> None:
    """Open ``url`` (a path of the site or a whole address) in the tab by Material's instant
    navigation; returns once the page is swapped in and its tables mounted. Material fetches a page
    only when the path changes: another query of the page on screen is reached through HOME."""
    target, here = urljoin(page.url, url), page.url
    if urlsplit(target).path == urlsplit(here).path and target.split("#")[0] != here.split("#")[0]:
        page.evaluate("(href) => window.tapisvert.visit(href)", HOME)
    page.evaluate("(href) => window.tapisvert.visit(href)", url)
