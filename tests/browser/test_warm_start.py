"""Warm start from a memory snapshot (issue 18; playground/engine-client/warm-start.mjs).

After a first visit whose engine started afresh, the page keeps a snapshot of Python with the engine
imported in Cache Storage; the next visit restores it ("boot": "snapshot") and still plays a hand.
A snapshot that does not fit (here: overwritten with other bytes under the current key) is ignored,
deleted, and made again; snapshots for other keys are deleted. No timing is asserted.
"""

from __future__ import annotations

import pytest

from tests.browser.conftest import RequestLog
from tests.browser.foreign_sink import ForeignSink
from tests.browser.test_offline import BOOT_TIMEOUT, PLAY, hand_size, play_a_hand, wait_first_deal


@pytest.fixture()
def fresh_context(browser):
    sink = ForeignSink()
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=sink.proxy)
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    ctx.request_log = RequestLog(sink)
    ctx.on("request", ctx.request_log)
    yield ctx
    ctx.close()
    sink.close()


def engine_info(page) -> dict:
    page.wait_for_function("() => window.tapisvert && window.tapisvert.engine.info", timeout=BOOT_TIMEOUT)
    return page.evaluate("() => window.tapisvert.engine.info")


def wait_snapshot_stored(page) -> dict:
    """Until the page has kept the warm-start snapshot (it does so when idle after the first deal)."""
    page.wait_for_function("() => window.tapisvert.engine.warmStartResult", timeout=BOOT_TIMEOUT)
    result = page.evaluate("() => window.tapisvert.engine.warmStartResult")
    assert result["type"] == "stored", result
    return result


def snapshot_caches(page) -> list[str]:
    return [n for n in page.evaluate("caches.keys()") if n.startswith("tv-snapshot-")]


def test_second_visit_boots_from_the_snapshot_and_plays(fresh_context, origin):
    page = fresh_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + PLAY)
    wait_first_deal(page)
    first = engine_info(page)
    assert first["boot"] == "fresh"
    stored = wait_snapshot_stored(page)
    assert stored["key"] == first["snapshotKey"]
    assert snapshot_caches(page) == [f"tv-snapshot-{first['snapshotKey']}"]

    page.reload()
    wait_first_deal(page)
    second = engine_info(page)
    assert second["boot"] == "snapshot", second
    assert second["engineVersion"] == first["engineVersion"]
    assert hand_size(page) > 0
    assert play_a_hand(page) > 0
    # a restored engine does not make a snapshot again
    assert page.evaluate("() => window.tapisvert.engine.keepWarmStart()")["type"] == "skipped"
    assert page.locator(".tv-table .tv-boot--failed").count() == 0
    assert fresh_context.request_log.foreign(origin) == []
    assert not errors, errors


def test_unusable_snapshot_is_ignored_and_made_again(fresh_context, origin):
    page = fresh_context.new_page()
    page.goto(origin + PLAY)
    wait_first_deal(page)
    key = engine_info(page)["snapshotKey"]
    wait_snapshot_stored(page)
    # Another key's snapshot (an older engine) and a broken snapshot under the current key.
    page.evaluate(
        """async (key) => {
            const url = new URL("warm-start/" + key + ".snapshot", location.origin + "/").href;
            const old = await caches.open("tv-snapshot-0.0.0-0123456789abcdef-f1");
            await old.put(new URL("warm-start/old.snapshot", location.origin + "/").href, new Response("old"));
            const cache = await caches.open("tv-snapshot-" + key);
            await cache.put(url, new Response(new Uint8Array(4096)));
        }""",
        key,
    )
    page.reload()
    wait_first_deal(page)
    info = engine_info(page)
    assert info["boot"] == "fresh", info
    assert info["snapshotProblem"], "the broken snapshot was not reported as the reason"
    assert hand_size(page) > 0
    # ... and a good one is made again in idle time; the other key's is gone. (No hand is played
    # before the reload: the table would resume a finished hand, with no cards to wait for.)
    wait_snapshot_stored(page)
    assert snapshot_caches(page) == [f"tv-snapshot-{key}"]
    page.reload()
    wait_first_deal(page)
    assert engine_info(page)["boot"] == "snapshot"
    assert play_a_hand(page) > 0
