"""Offline after one visit, and no stale engine after an update (issue 18).

Each test uses its own browser context (service workers and caches belong to the context), so the
other modules' shared contexts are not affected. The update test serves its own copy of the built
site on another loopback port and "rebuilds" it with a changed engine wheel by running the same
post-build steps as the MkDocs hook (sitebuild.runtime.runtime.install_runtime + sitebuild.runtime.offline.finish_site).
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import zipfile
from pathlib import Path

import pytest

from sitebuild.runtime import offline, runtime
from sitebuild.serving import serve
from tests import testing
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

PLAY = "/games/triomphe/play/"


def wait_first_deal(page):
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)


def wait_cached_for_offline(page):
    """Until the service worker controls the page and holds the runtime (the footer says so)."""
    page.wait_for_function(
        "() => window.tapisvert.offline().tablesCached && !!navigator.serviceWorker.controller",
        timeout=BOOT_TIMEOUT,
    )
    status = page.locator(".tv-offline")
    assert "Available offline" in status.inner_text()


def hand_size(page) -> int:
    return page.evaluate(f"() => {{ const t = {TABLE_JS}; return t && t.view ? t.view.hand.length : -1; }}")


def settled(page):
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS};
            return t && t.view && !t.busy && (t.view.legal.length > 0 || t.view.is_over || t.paused); }}""",
        timeout=60_000,
    )


def play_a_hand(page, max_steps=80) -> int:
    """Play the reader's cards (and forced action buttons) until the hand is scored; return steps."""
    settled(page)
    start = page.evaluate(f"() => {TABLE_JS}.view.hand_results.length")
    for step in range(max_steps):
        v = page.evaluate(
            f"() => {{ const v = {TABLE_JS}.view; return {{ n: v.hand_results.length, over: v.is_over }}; }}"
        )
        if v["n"] > start or v["over"]:
            return step
        before = page.evaluate(
            f"() => JSON.stringify({TABLE_JS}.view.hand) + {TABLE_JS}.view.hand_results.length"
        )
        legal = page.locator(".tv-table .tv-hand .tv-card.is-legal")
        if legal.count():
            legal.first.click()
        else:
            page.locator(".tv-table .tv-actions button").first.click()
        page.wait_for_function(
            f"(b) => {{ const t = {TABLE_JS}; return t && t.view && "
            f"JSON.stringify(t.view.hand) + t.view.hand_results.length !== b; }}",
            arg=before,
            timeout=30_000,
        )
        settled(page)
    raise AssertionError("the hand did not end")


@pytest.fixture()
def fresh_context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    yield ctx
    ctx.close()


def test_archive_reads_and_plays_offline_after_one_visit(fresh_context, origin):
    ctx = fresh_context
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + PLAY)
    wait_first_deal(page)
    wait_cached_for_offline(page)

    ctx.set_offline(True)
    try:
        # the network really is off for this context: an uncached URL fails
        failed = page.evaluate(
            "fetch('/no-such-file-' + Math.random()).then(() => 'fetched', () => 'failed')"
        )
        assert failed == "failed"

        page.goto(origin + "/")
        assert page.locator("h1").first.is_visible()
        assert "Tapis vert" in page.title()

        page.goto(origin + "/sources/triomphe/")
        assert page.locator("article p").count() > 5, "the source text is not there"

        page.goto(origin + PLAY)
        wait_first_deal(page)
        assert hand_size(page) > 0
        steps = play_a_hand(page)
        assert steps > 0
        assert page.locator(".tv-table .tv-boot--failed").count() == 0
    finally:
        ctx.set_offline(False)
    assert not errors, errors


def _changed_wheel(wheel: Path, dest: Path, version: str) -> Path:
    """A copy of the engine wheel whose tapisvert.__version__ is ``version`` (RECORD updated)."""
    out = dest / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        record_name = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        init = "tapisvert/__init__.py"
        new_init = re.sub(
            r'__version__ = "[^"]*"', f'__version__ = "{version}"', src.read(init).decode(), count=1
        ).encode()
        assert new_init != src.read(init)
        digest = base64.urlsafe_b64encode(hashlib.sha256(new_init).digest()).rstrip(b"=").decode()
        record = (
            "\n".join(
                f"{init},sha256={digest},{len(new_init)}" if line.startswith(init + ",") else line
                for line in src.read(record_name).decode().splitlines()
            )
            + "\n"
        )
        for info in src.infolist():
            data = (
                new_init
                if info.filename == init
                else record.encode()
                if info.filename == record_name
                else src.read(info)
            )
            dst.writestr(info, data)
    return out


def test_rebuilt_site_with_changed_engine_replaces_the_cached_wheel(fresh_context, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(testing.test_site(), site)
    port = testing._free_port()
    server = serve.serve_in_thread(site, port, testing.TEST_HOST)
    origin = f"http://{testing.TEST_HOST}:{port}"
    try:
        page = fresh_context.new_page()
        page.goto(origin + PLAY)
        wait_first_deal(page)
        wait_cached_for_offline(page)
        old = page.evaluate("() => window.tapisvert.engine.info")
        old_cache = f"tv-engine-{old['runtime'][-1].split('/wheels/')[1].split('/')[0]}"
        assert old_cache in page.evaluate("caches.keys()")

        # "Rebuild" the site with a changed engine: the hook's post-build steps with another wheel.
        built = json.loads((site / "wheels" / "manifest.json").read_text(encoding="utf-8"))
        wheel = _changed_wheel(site / built["wheel"], tmp_path, "9.9.9-offline-test")
        manifest = runtime.install_runtime(site, wheel=wheel)
        offline.finish_site(site, manifest)
        assert manifest["sha256"][:12] not in old_cache

        # The next visit finds the new build; the reader is told and reloads.
        page.reload()
        notice = page.locator(".tv-offline", has_text="new version")
        notice.wait_for(timeout=BOOT_TIMEOUT)
        notice.locator("button", has_text="Reload").click()
        page.wait_for_function(
            "(v) => window.tapisvert && window.tapisvert.engine.info && "
            "window.tapisvert.engine.info.engineVersion === v",
            arg="9.9.9-offline-test",
            timeout=BOOT_TIMEOUT,
        )
        wait_first_deal(page)
        wait_cached_for_offline(page)
        caches = page.evaluate("caches.keys()")
        assert f"tv-engine-{manifest['sha256'][:12]}" in caches
        assert old_cache not in caches, "the old engine's cache was not removed"
    finally:
        server.shutdown()
        server.server_close()
