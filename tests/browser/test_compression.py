"""Compressed responses in a real browser (issue 18): the site's text and wasm files arrive with a
Content-Encoding the browser accepted, and decode to exactly the bytes of the built files.

What the server sent is read from the server's own access log (sitebuild.serving.serve ``--access-log``), not
from the request headers Chromium reports: those come from a DevTools event that can arrive late or
not at all (issue 22: a clean-clone run once saw no ``Accept-Encoding`` on a request that had one)."""

from __future__ import annotations

import uuid
from urllib.parse import urlsplit

from playwright.sync_api import Error

from sitebuild.serving.serve import read_access_log
from tests import testing

PLAY = "/games/triomphe/play/"
WASM = "/pyodide/pyodide.asm.wasm"
SUFFIXES = {".wasm", ".mjs", ".js", ".css", ".html"}


def _suffix(path: str) -> str:
    return ".html" if path.endswith("/") else "." + path.rsplit(".", 1)[-1]


def _local(site, path: str):
    return site / (path.lstrip("/") + ("index.html" if path.endswith("/") else ""))


def _accepts(entry: dict) -> set[str]:
    return {part.split(";")[0].strip() for part in (entry.get("accept-encoding") or "").split(",")}


def _decoded(page, origin, resp) -> bytes:
    """The bytes Chromium decoded for ``resp``. Playwright may have let go of a response's body by
    the time it is asked (under load it did: "Response body is unavailable", a clean-clone run under
    busy_core), or the target that made the request may be gone (a worker that has ended: "Target
    page, context or browser has been closed", another run under busy_core, the page still open):
    the page then fetches the same file again under a query of its own, and that response's body
    is read at once (the server's log shows it sent with its encoding, like any)."""
    try:
        return resp.body()
    except Error as exc:  # only these two cases are retried (TargetClosedError is not public API)
        gone = "Target page, context or browser has been closed" in str(exc)
        if not ("unavailable" in str(exc) or (gone and not page.is_closed())):
            raise
    url = f"{resp.url.split('?')[0]}?again={uuid.uuid4().hex}"
    with page.expect_response(url) as fetched:
        page.evaluate("(u) => fetch(u, { cache: 'no-store' }).then((r) => r.arrayBuffer())", url)
    return fetched.value.body()


def test_text_and_wasm_responses_are_compressed_and_decode_to_the_same_bytes(browser, origin):
    site = testing.test_site()
    # service_workers="block": every response below comes from the server, not from a cache
    ctx = browser.new_context(service_workers="block")
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    responses = []
    ctx.on("response", lambda resp: responses.append(resp))
    try:
        page = ctx.new_page()
        page.goto(origin + PLAY)
        page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=150_000)
        # The engine worker fetches the wasm, and its responses can be missed by Playwright; the
        # page fetches it again under a query of its own, so the server's log names this request.
        probe = f"{WASM}?probe={uuid.uuid4().hex}"
        with page.expect_response(origin + probe) as fetched:
            page.evaluate(
                "(u) => fetch(u, { cache: 'no-store' }).then((r) => r.arrayBuffer())", origin + probe
            )
        wasm = fetched.value
        assert wasm.body() == (site / WASM.lstrip("/")).read_bytes(), (
            "the wasm does not decode to the built file"
        )

        log = read_access_log(testing.ACCESS_LOG)
        (entry,) = [e for e in log if e["path"] == probe]
        assert {"br", "gzip"} & _accepts(entry), entry
        assert entry["status"] == 200 and entry["content-encoding"] == "br", entry
        assert "accept-encoding" in entry["vary"].lower(), entry
        assert entry["content-type"] == "application/wasm", entry

        seen: dict[str, list[str]] = {}
        for resp in responses:
            path = urlsplit(resp.url).path
            if not resp.url.startswith(origin + "/") or resp.status != 200 or _suffix(path) not in SUFFIXES:
                continue
            local = _local(site, path)
            if local.stat().st_size < 1024:
                continue  # too small to be worth compressing: the build keeps no .br beside it
            assert _decoded(page, origin, resp) == local.read_bytes(), (
                f"{path} does not decode to the built file"
            )
            sent = [e for e in log if urlsplit(e["path"]).path == path and e["status"] == 200]
            assert sent, f"the server logged no 200 for {path}"
            for e in sent:
                if {"br", "gzip"} & _accepts(e):
                    assert e.get("content-encoding") in ("br", "gzip"), (path, e)
                    assert "accept-encoding" in e.get("vary", "").lower(), (path, e)
            seen.setdefault(_suffix(path), []).append(path)
        # the wasm is checked through the probe above (the worker's own fetch may go unreported)
        assert SUFFIXES - {".wasm"} <= set(seen), seen
    finally:
        ctx.close()


def test_the_access_log_records_what_was_sent(origin):
    """The log the test above reads is the server's: a request it answers is there, with the
    encoding it chose for the Accept-Encoding it received (and none for a request that refused it)."""
    import urllib.request

    probe = f"{PLAY}?probe={uuid.uuid4().hex}"
    for accept in ("br", "identity"):
        req = urllib.request.Request(origin + probe + accept, headers={"Accept-Encoding": accept})
        with urllib.request.urlopen(req, timeout=30) as resp:
            assert resp.status == 200
    log = {e["path"]: e for e in read_access_log(testing.ACCESS_LOG)}
    assert log[probe + "br"]["content-encoding"] == "br"
    assert "content-encoding" not in log[probe + "identity"]
    assert log[probe + "identity"]["accept-encoding"] == "identity"
