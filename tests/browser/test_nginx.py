"""The built site served by nginx (deploy/site.conf), in real Chromium: a page, a played card, the
offline copy, no foreign request, and the wasm sent precompressed (issue 22).

nginx serves the browser tests' own build (``testing.test_site()``, no second build) on a free port
of its own; the site was built for the project's server's origin, so this checks everything but
Material's instant navigation, which the other browser tests cover. What nginx sent is read from its
access log (the Accept-Encoding of each request, the Content-Encoding of each response) and from
direct requests, never from the headers Chromium reports. Each test has a fresh context, whose proxy
is the foreign-request sink.
"""

from __future__ import annotations

import uuid

import pytest

from sitebuild.serving import csp
from tests import testing
from tests.browser.conftest import BOT_DELAY_SCRIPT, RequestLog
from tests.browser.foreign_sink import ForeignSink
from tests.browser.table import TABLE_JS, view, wait_log_change, wait_settled
from tests.browser.test_offline import wait_cached_for_offline, wait_first_deal
from tests.deploy import nginx_server
from tests.deploy.http_probe import request

PLAY = "/games/triomphe/play/"
WASM = "/pyodide/pyodide.asm.wasm"


@pytest.fixture(scope="module")
def nginx(tmp_path_factory):
    if not nginx_server.available():
        pytest.fail(nginx_server.MISSING)
    srv = nginx_server.NginxServer(testing.test_site(), tmp_path_factory.mktemp("nginx"))
    yield srv
    srv.close()


@pytest.fixture()
def page(browser, nginx):
    sink = ForeignSink()
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=sink.proxy)
    ctx.add_init_script(BOT_DELAY_SCRIPT)
    ctx.request_log = RequestLog(sink)
    ctx.on("request", ctx.request_log)
    pg = ctx.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    ctx.close()
    sink.close()


def play_a_card(page):
    """The reader's next move (a legal card, else the first action), until the log shows it."""
    wait_settled(page)
    before = len(view(page)["log"])
    legal = page.locator(".tv-table .tv-hand .tv-card.is-legal")
    if legal.count():
        legal.first.click()
    else:
        page.locator(".tv-table .tv-actions button").first.click()
    wait_log_change(page, before)


def test_a_page_loads_with_the_sites_headers(page, nginx):
    response = page.goto(nginx.origin + "/")
    assert response.status == 200
    assert response.headers["content-security-policy"] == csp.POLICY
    assert response.headers["cache-control"] == "no-cache"
    assert page.locator("h1").first.is_visible()
    assert "Tapis vert" in page.title()
    page.goto(nginx.origin + "/sources/triomphe/")
    assert page.locator("article p").count() > 5
    assert page.context.request_log.foreign(nginx.origin) == []
    assert [e for e in nginx.access_log() if e.status >= 400] == []
    assert not page.errors, page.errors


def test_a_card_is_played_and_the_wasm_came_precompressed(page, nginx):
    page.goto(nginx.origin + PLAY)
    wait_first_deal(page)
    play_a_card(page)
    assert page.evaluate(f"() => {TABLE_JS}.view.log.length") > 0
    assert page.locator(".tv-table .tv-boot--failed").count() == 0
    assert page.context.request_log.foreign(nginx.origin) == []
    assert not page.errors, page.errors

    # What nginx sent the engine worker, from its own log: Chromium accepts brotli, and got it.
    wasm = [e for e in nginx.access_log() if e.path == WASM and e.status == 200]
    assert wasm, "nginx served no wasm"
    for entry in wasm:
        accepted = {c.strip().split(";")[0] for c in entry.accept.split(",")}
        assert "br" in accepted and entry.encoding == "br", entry
        assert entry.content_type == "application/wasm", entry
    assert [e for e in nginx.access_log() if e.status >= 400] == []

    # And to a client that asks for brotli: the build's .br, whole. Under a query of its own, so that
    # its line of the log is found by name: the page may still be fetching (the service worker's
    # copy, the snapshot), so the last line is not always this request's (a clean-clone run saw "-")
    site = testing.test_site()
    target = f"{WASM}?direct={uuid.uuid4().hex}"
    direct = request(nginx.port, target, {"Accept-Encoding": "br"})
    assert direct.status == 200 and direct.headers["content-encoding"] == "br"
    assert direct.headers["content-type"] == "application/wasm"
    assert direct.headers["vary"] == "Accept-Encoding"
    assert direct.body == (site / (WASM.lstrip("/") + ".br")).read_bytes()
    (logged,) = [e for e in nginx.access_log() if e.request.split(" ")[1:2] == [target]]
    assert logged.status == 200 and logged.encoding == "br", logged


def test_the_offline_copy_reads_and_plays(page, nginx):
    page.goto(nginx.origin + PLAY)
    wait_first_deal(page)
    wait_cached_for_offline(page)
    page.context.set_offline(True)
    try:
        failed = page.evaluate(
            "fetch('/no-such-file-' + Math.random()).then(() => 'fetched', () => 'failed')"
        )
        assert failed == "failed", "the context is not offline"
        page.goto(nginx.origin + "/")
        assert page.locator("h1").first.is_visible()
        page.goto(nginx.origin + PLAY)
        wait_first_deal(page)
        play_a_card(page)
        assert page.locator(".tv-table .tv-boot--failed").count() == 0
    finally:
        page.context.set_offline(False)
    assert page.context.request_log.foreign(nginx.origin) == []
    assert not page.errors, page.errors
