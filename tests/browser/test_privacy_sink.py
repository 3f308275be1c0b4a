"""The foreign-request sink catches what the privacy checks rely on it to catch.

test_play, test_sources and test_warm_start assert that the sink, their context's proxy, received
nothing. That proves something only if a request for another host does reach it from every kind of
target, and the test origin's own requests do not. The probes run on a page of the site with its content security policy
bypassed: the policy forbids foreign requests, and would stop them before the network.
"""

from __future__ import annotations

import pytest

from tests.browser.foreign_sink import ForeignSink

PROBES = """async (origin) => {
    const quiet = (p) => p.then(() => "answered", () => "refused");
    const fromPage = await quiet(fetch("http://page.probe.invalid/page"));
    const fromPageTls = await quiet(fetch("https://tls.probe.invalid/tls"));
    const fromOrigin = await quiet(fetch(origin + "/"));
    const code = `fetch("http://worker.probe.invalid/worker").then(() => postMessage("answered"), () => postMessage("refused"));`;
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
    const fromWorker = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
    worker.terminate();
    return { fromPage, fromPageTls, fromOrigin, fromWorker };
}"""


@pytest.fixture()
def sink():
    s = ForeignSink()
    yield s
    s.close()


def test_the_sink_receives_foreign_requests_from_pages_and_workers_and_not_the_origins(browser, origin, sink):
    ctx = browser.new_context(proxy=sink.proxy, bypass_csp=True, service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(origin + "/about/")
        outcome = page.evaluate(PROBES, origin)
    finally:
        ctx.close()
    # The origin was reached directly; the foreign probes got the sink's refusal (a 403 without CORS
    # headers, so fetch rejects) or, for https, a failed tunnel.
    assert outcome["fromOrigin"] == "answered", outcome
    assert outcome["fromPage"] == outcome["fromWorker"] == outcome["fromPageTls"] == "refused", outcome
    got = sink.requests
    assert "GET http://page.probe.invalid/page" in got, got
    assert "GET http://worker.probe.invalid/worker" in got, got
    assert any(r.startswith("CONNECT tls.probe.invalid:443") for r in got), got
    assert not any(origin.split("//")[1] in r for r in got), got
