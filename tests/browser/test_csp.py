"""A Content-Security-Policy that holds (issue 16, item 12).

The server sends `sitebuild.serving.csp.POLICY` and every page declares it (a `<meta>` first in its head):
`script-src 'self' 'wasm-unsafe-eval'`, no `'unsafe-inline'`, `style-src 'self'`. The browser loads
every page of the site (the sitemap's pages in test_axe's loop, at both widths, the others here)
and plays a hand of Triomphe and one of Tarot under the policy; every `securitypolicyviolation`
event and every console message about the policy is a failure, named with what was blocked (an
inline script, a `style` attribute, eval…).
"""

import pytest

from sitebuild.serving import csp
from tests import testing
from tests.browser import csp_watch
from tests.browser.sitemap import site_paths
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS


@pytest.fixture
def csp_page(browser, origin):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    page = ctx.new_page()
    csp_watch.watch(ctx, page)
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    ctx.close()


def site_pages():
    """(address, file) of every HTML page of the test site."""
    root = testing.test_site()
    return sorted(
        ("/" + f.relative_to(root).as_posix().removesuffix("index.html"), f)
        for f in root.rglob("*.html")
        if "pyodide" not in f.parts and "playground" not in f.parts
    )


def test_server_sends_the_policy_and_pages_declare_it(csp_page, origin):
    page = csp_page
    response = page.goto(origin + "/")
    assert response.headers.get("content-security-policy") == csp.POLICY
    assert "'unsafe-inline'" not in csp.POLICY and "'unsafe-eval'" not in csp.POLICY
    assert "script-src 'self' 'wasm-unsafe-eval'" in csp.POLICY
    meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
    assert meta.get_attribute("content") == csp.META_POLICY
    for path, html in site_pages():
        text = html.read_text(encoding="utf-8")
        assert csp.META_POLICY in text, f"{path} does not declare the policy"
        assert not csp.inline_scripts(text), f"{path} still has inline scripts"


def test_every_page_loads_without_a_violation(csp_page, origin):
    """Every HTML page of the site: the pages of the sitemap are loaded under the policy by test_axe
    (at both widths, before axe runs: tests/browser/csp_watch.py), which saves a worker loading all
    36 of them again here; this test loads the others (the 404 page) and checks that together they
    are every page."""
    page = csp_page
    every = {path for path, _ in site_pages()}
    in_sitemap = set(site_paths(testing.test_site()))
    others = sorted(every - in_sitemap)
    assert in_sitemap <= every and others, (sorted(in_sitemap - every), others)
    found = {}
    for path in others:
        page.goto(origin + path, wait_until="load")
        csp_watch.settle(page)
        seen = csp_watch.violations(page)
        if seen:
            found[path] = seen
        csp_watch.clear(page)
    assert not found, found
    assert not page.errors, page.errors


def _play_hand(page):
    start = page.evaluate(f"() => {TABLE_JS}.view.hand_results.length")
    for _ in range(200):
        page.wait_for_function(
            f"""() => {{ const t = {TABLE_JS};
                return t && t.view && !t.busy && (t.view.legal.length > 0 || t.view.is_over || t.paused); }}""",
            timeout=60_000,
        )
        v = page.evaluate(f"() => {TABLE_JS}.view")
        if len(v["hand_results"]) > start or v["is_over"]:
            return v
        cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
        if cards.count():
            cards.first.click()
        else:
            page.locator(".tv-table .tv-actions button").first.click()
        page.wait_for_function(
            f"(n) => {TABLE_JS}.view.record_actions !== n", arg=v["record_actions"], timeout=60_000
        )
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("game", ["triomphe", "tarot"])
def test_a_hand_is_played_under_the_policy(csp_page, origin, game):
    page = csp_page
    page.goto(f"{origin}/games/{game}/play/?seed=7")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    v = _play_hand(page)
    assert v["hand_results"]
    # the seats are placed (through CSSOM, not style attributes): not all at the left edge
    lefts = page.locator(".tv-seat").evaluate_all("(els) => els.map((e) => e.getBoundingClientRect().left)")
    assert len(set(round(x) for x in lefts)) > 1, lefts
    assert not csp_watch.violations(page), csp_watch.violations(page)
    assert not page.errors, page.errors
