"""When the engine cannot be installed, the table says so clearly and offers Retry, which works.

The worker installs the wheel by writing its files itself (playground/engine-client/wheel-install.mjs); a wheel
that is missing or is not a zip must fail loudly, not leave a table that never answers.
"""

import re

PLAY = "/games/triomphe/play/"


def test_missing_wheel_fails_loudly_and_retry_recovers(browser, origin):
    ctx = browser.new_context()
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    try:
        page = ctx.new_page()
        wheel = re.compile(r".*/wheels/[0-9a-f]{12}/tapisvert-.*\.whl$")
        page.route(wheel, lambda route: route.fulfill(status=404, body="not here"))
        page.goto(origin + PLAY)
        failed = page.locator(".tv-table .tv-boot--failed")
        failed.wait_for(timeout=150_000)
        text = failed.inner_text()
        assert "could not start" in text and "was not installed" in text, text
        assert not page.locator(".tv-table .tv-layout").is_visible()

        page.unroute(wheel)
        failed.locator("button", has_text="Retry").click()
        page.locator(".tv-table .tv-hand .tv-card").first.wait_for(timeout=150_000)
        assert page.locator(".tv-table .tv-boot").is_hidden()
    finally:
        ctx.close()


def test_a_wheel_that_is_not_a_zip_fails_loudly(browser, origin):
    ctx = browser.new_context(service_workers="block")
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    try:
        page = ctx.new_page()
        wheel = re.compile(r".*/wheels/[0-9a-f]{12}/tapisvert-.*\.whl$")
        page.route(wheel, lambda route: route.fulfill(status=200, body="these bytes are not a wheel"))
        page.goto(origin + PLAY)
        failed = page.locator(".tv-table .tv-boot--failed")
        failed.wait_for(timeout=150_000)
        text = failed.inner_text()
        assert "was not installed" in text and "not a zip archive" in text, text
    finally:
        ctx.close()
