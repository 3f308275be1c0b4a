"""A request nested very deep does not kill the engine's worker (Pyodide in the browser).

``json.loads("[" * 10**5)`` exhausts the WebAssembly stack under Pyodide, a fatal error after which
the interpreter refuses every call. The bridge refuses such a text before parsing it
(tapisvert.errors.RequestError, tests/engine/test_bridge_depth.py); here the worker gets it raw, and a
game record nested as deep through ``load``, and then still plays."""

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

# the page's engine client, but with the request text as it is (engine.call would JSON.stringify it)
RAW_CALL = """async (text) => {
  const engine = window.tapisvert.engine;
  await engine.boot();
  return await new Promise((resolve, reject) => {
    const id = engine.nextId++;
    engine.pending.set(id, { resolve, reject, timer: null });
    engine.worker.postMessage({ id, request: text });
  });
}"""


def test_a_deep_request_and_a_deep_record_leave_the_worker_alive(booted, origin):
    page = booted
    visit(page, origin + "/games/triomphe/play/?seed=3")
    page.wait_for_function(f"() => {{ const t = {TABLE_JS}; return t && t.view; }}", timeout=BOOT_TIMEOUT)
    deep = page.evaluate(RAW_CALL, "[" * 100_000)
    assert deep["ok"] is False and deep["error"]["type"] == "value", deep
    assert "nested more than" in deep["error"]["message"], deep
    record = page.evaluate("() => window.tapisvert.engine.call({op: 'load', record: '['.repeat(100000)})")
    assert record["ok"] is False and record["error"]["type"] == "record", record
    assert "nested more than" in record["error"]["message"], record
    # the same worker still answers, and the table still plays
    games = page.evaluate("() => window.tapisvert.engine.call({op: 'games'})")
    assert games["ok"] is True and games["games"], games
    table = page.evaluate(f"() => window.tapisvert.engine.call({{op: 'view', table: {TABLE_JS}.tableId}})")
    assert table["ok"] is True, table
    assert not page.errors, page.errors
