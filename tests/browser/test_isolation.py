"""The browser tests' shared context is reset between tests (tests/browser/conftest.py): what one
test leaves (a saved match, a colour scheme, a stored preference, an open page, a changed cache) is
not what the next one finds, and the warm start survives the reset."""

from tests.browser import conftest
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_log_change, wait_settled

PLAY = "/games/triomphe/play/?seed=5"


def local_storage(ctx, origin) -> dict:
    pg = ctx.new_page()
    try:
        pg.goto(origin + conftest.QUIET)
        return pg.evaluate("() => ({ ...localStorage })")
    finally:
        pg.close()


def test_a_reset_forgets_the_reader_and_keeps_the_warm_start(context, origin):
    pg = context.new_page()
    pg.goto(origin + PLAY)
    pg.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(pg)
    assert pg.evaluate("() => window.tapisvert.engine.info.boot") == "snapshot"
    n = len(view(pg)["log"])
    pg.locator(".tv-table .tv-hand .tv-card.is-legal").first.click()
    wait_log_change(pg, n)
    pg.evaluate("() => localStorage.setItem('left-by-a-test', 'yes')")
    pg.context.grant_permissions(["clipboard-read"], origin=origin)
    stored = local_storage(context, origin)
    assert "left-by-a-test" in stored and any(k.startswith("tapisvert:match:") for k in stored), stored
    log = context.request_log

    conftest.reset(context, origin)
    assert context.pages == []
    assert local_storage(context, origin) == {}
    assert context.request_log is not log
    # the same deal starts again (no saved match is resumed), booted from the kept snapshot
    pg = context.new_page()
    pg.goto(origin + PLAY)
    pg.wait_for_function(f"() => {{ const t = {TABLE_JS}; return t && t.view; }}", timeout=BOOT_TIMEOUT)
    wait_settled(pg)
    assert pg.evaluate("() => window.tapisvert.engine.info.boot") == "snapshot"
    assert "back where you left it" not in pg.locator(".tv-message").inner_text()
    assert (
        pg.evaluate("() => navigator.permissions.query({name: 'clipboard-read'}).then((p) => p.state)")
        != "granted"
    )


def test_a_context_whose_caches_changed_is_primed_again(context, origin):
    primed = context.primed
    pg = context.new_page()
    pg.goto(origin + conftest.QUIET)
    pg.evaluate("async () => { for (const name of await caches.keys()) await caches.delete(name); }")
    assert pg.evaluate("caches.keys()") == []
    conftest.reset(context, origin)
    assert context.primed == primed
    assert any(name.startswith("tv-snapshot-") for name in context.primed)
