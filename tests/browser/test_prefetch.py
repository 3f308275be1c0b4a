"""A table starts sooner (issue 27): the runtime fetched while the reader reads another page, and
the engine worker started from the play page's head.

Each test has its own browser context (service workers and caches belong to the context).
"""

from __future__ import annotations

import pytest

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

RULES = "/games/triomphe/rules/"
PLAY = "/games/triomphe/play/"


@pytest.fixture()
def fresh_context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    yield ctx
    ctx.close()


def test_reading_the_rules_page_caches_the_runtime(fresh_context, origin):
    page = fresh_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + RULES)
    # the state the page exposes once the service worker has fetched and kept the runtime
    page.wait_for_function(
        "() => ['cached', 'failed', 'skipped'].includes(document.documentElement.dataset.tvRuntime)",
        timeout=BOOT_TIMEOUT,
    )
    assert page.evaluate("() => document.documentElement.dataset.tvRuntime") == "cached"
    assert page.evaluate("() => window.tapisvert.offline().runtime") == "cached"
    missing = page.evaluate(
        """async () => {
            const manifest = await (await fetch('/wheels/manifest.json', {cache: 'no-cache'})).json();
            const out = [];
            for (const path of manifest.runtime) {
                if (!(await caches.match(new URL(path, location.origin).href))) out.push(path);
            }
            return {missing: out, count: manifest.runtime.length};
        }"""
    )
    assert missing["count"] >= 6 and not missing["missing"], missing
    # no table on the page: no engine was started to get there
    assert page.evaluate("() => window.tapisvert.engine.status.state") == "idle"

    # the first visit to the table then starts from the cache: with the network off, it deals
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=BOOT_TIMEOUT)
    fresh_context.set_offline(True)
    try:
        page.goto(origin + PLAY)
        # the engine's own table (a deal computed at build time is drawn before it)
        page.wait_for_function(f"() => {TABLE_JS} && {TABLE_JS}.tableId", timeout=BOOT_TIMEOUT)
        page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
        assert page.evaluate("() => window.tapisvert.engine.info.boot") == "fresh"
    finally:
        fresh_context.set_offline(False)
    assert not errors, errors


def test_the_play_page_starts_the_engine_worker_from_its_head(fresh_context, origin):
    page = fresh_context.new_page()
    page.goto(origin + PLAY)
    head = page.evaluate("() => document.head.innerHTML")
    assert 'type="module" async' in head and "early-engine.mjs" in head
    assert 'rel="modulepreload"' in head
    page.wait_for_function(
        "() => window.tapisvert && window.tapisvert.engine.status.state === 'ready'", timeout=BOOT_TIMEOUT
    )
    timings = page.evaluate("() => window.tapisvert.timings")
    # the engine client took over the worker the head started (and did not start a second one)
    assert "earlyWorker" in timings, timings
    assert timings["earlyWorker"] <= timings["bootStart"], timings
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
