"""The guarded warm start (issue 37; playground/engine-client/warm-start.mjs: RESTORABLE_HEAP).

The snapshot a first visit keeps must hold no more heap than the pinned Pyodide can restore (its
wasm's initial memory: tests/js/warm-start-limit.test.mjs pins it to the Pyodide version); a larger
one would throw on every later visit (pyodide issue 6254). Here: the snapshot this build makes fits,
and one over the limit (the limit lowered for the test through window.TAPISVERT_SNAPSHOT_LIMIT) is
never stored: the page says so once in the console, and the next visit starts Python afresh and
plays, without making the snapshot again.
"""

from __future__ import annotations

import pytest

from tests.browser.foreign_sink import ForeignSink
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

PLAY = "/games/triomphe/play/"
LOWERED_LIMIT = 1 << 20  # bytes: far under any heap Python starts with


@pytest.fixture()
def new_context(browser):
    """A context of its own (a first visit: no snapshot, no service worker yet)."""
    sink = ForeignSink()
    contexts = []

    def make(init: str = ""):
        ctx = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=sink.proxy)
        ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;" + init)
        contexts.append(ctx)
        return ctx

    yield make
    for ctx in contexts:
        ctx.close()
    assert sink.requests == [], f"requests left the origin: {sink.requests}"
    sink.close()


def visit(page, url: str) -> tuple[dict, dict]:
    """Load a play page, wait for its first deal and its warm-start attempt; the engine's info and
    the snapshot worker's answer."""
    page.goto(url)
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    page.wait_for_function("() => window.tapisvert.engine.warmStartResult", timeout=BOOT_TIMEOUT)
    return page.evaluate("() => window.tapisvert.engine.info"), page.evaluate(
        "() => window.tapisvert.engine.warmStartResult"
    )


def stored_entries(page) -> list[str]:
    """The URLs kept in the warm-start caches (a snapshot's, or a refusal's)."""
    return page.evaluate(
        """async () => {
            const urls = [];
            for (const name of await caches.keys()) {
                if (!name.startsWith("tv-snapshot-")) continue;
                for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
            }
            return urls;
        }"""
    )


def test_the_snapshot_kept_fits_what_the_pinned_pyodide_restores(new_context, origin):
    page = new_context().new_page()
    info, result = visit(page, origin + PLAY)
    assert info["boot"] == "fresh"
    assert result["type"] == "stored", result
    assert 0 < result["heapBytes"] <= result["limitBytes"], result
    assert 0 < result["usedBytes"] <= result["heapBytes"], result  # the program break lies in the heap
    assert result["bytes"] > result["heapBytes"]  # the header (Python's object table) comes first
    assert [u.rsplit("/", 1)[1] for u in stored_entries(page)] == [f"{result['key']}.snapshot"]
    print(
        f"snapshot {result['bytes']} bytes, heap {result['heapBytes']} of {result['limitBytes']}, "
        f"{result['usedBytes']} in use: headroom {result['limitBytes'] - result['usedBytes']} bytes"
    )


def test_a_snapshot_over_the_limit_is_never_stored_and_python_starts_afresh(new_context, origin):
    ctx = new_context(f"window.TAPISVERT_SNAPSHOT_LIMIT = {LOWERED_LIMIT};")
    page = ctx.new_page()
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    info, result = visit(page, origin + PLAY)
    assert info["boot"] == "fresh"
    assert result["type"] == "refused", result
    assert result["limitBytes"] == LOWERED_LIMIT and result["heapBytes"] > LOWERED_LIMIT, result
    said = [w for w in warnings if "no warm start" in w]
    assert len(said) == 1, warnings
    assert f"more than the {LOWERED_LIMIT}" in said[0]
    # the refusal is kept, no snapshot
    assert [u.rsplit("/", 1)[1] for u in stored_entries(page)] == [f"{result['key']}.refused"]

    # The next visit starts afresh, plays, and refuses from memory (nothing made again).
    warnings.clear()
    info, again = visit(page, origin + PLAY + "?seed=5")
    assert info["boot"] == "fresh", info
    assert info["snapshotProblem"] is None, info
    assert again == result
    assert len([w for w in warnings if "no warm start" in w]) == 1, warnings
    assert page.evaluate(f"() => {TABLE_JS}.view.hand.length") > 0
    assert [u.rsplit("/", 1)[1] for u in stored_entries(page)] == [f"{result['key']}.refused"]
