"""Compressed responses in a real browser (issue 18): the site's text and wasm files arrive with a
Content-Encoding the browser accepted, and decode to exactly the bytes of the built files."""

from __future__ import annotations

from urllib.parse import urlsplit

from sitebuild import testing

PLAY = "/games/triomphe/play/"
WASM = "/pyodide/pyodide.asm.wasm"


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
        # The wasm is fetched by the engine worker, whose responses Playwright reports through the
        # worker's own session and can miss (a CI run once saw none of them). The page fetches it
        # again, with the browser's own Accept-Encoding, so its check does not depend on that race.
        with page.expect_response(origin + WASM) as fetched:
            page.evaluate(
                "(u) => fetch(u, { cache: 'no-store' }).then((r) => r.arrayBuffer())", origin + WASM
            )
        responses.append(fetched.value)
        seen: dict[str, list[str]] = {}
        for resp in responses:
            path = urlsplit(resp.url).path
            if not resp.url.startswith(origin + "/") or resp.status != 200:
                continue
            suffix = ".html" if path.endswith("/") else "." + path.rsplit(".", 1)[-1]
            if suffix not in {".wasm", ".mjs", ".js", ".css", ".html"}:
                continue
            headers = resp.all_headers()
            accepted = resp.request.all_headers().get("accept-encoding", "")
            assert "br" in accepted or "gzip" in accepted, accepted
            local = site / (path.lstrip("/") + ("index.html" if path.endswith("/") else ""))
            if local.stat().st_size < 1024:
                continue  # too small to be worth compressing
            assert headers.get("content-encoding") in ("br", "gzip"), (path, headers)
            assert "accept-encoding" in headers.get("vary", "").lower(), (path, headers)
            assert resp.body() == local.read_bytes(), f"{path} does not decode to the built file"
            seen.setdefault(suffix, []).append(path)
        assert set(seen) == {".wasm", ".mjs", ".js", ".css", ".html"}, seen
        assert WASM in seen[".wasm"]
    finally:
        ctx.close()
