"""What the browser tests share about the card table: the mounted table, the engine's view it shows,
and waiting until it is the reader's turn (the table's own state, never a fixed sleep)."""

BOOT_TIMEOUT = 150_000  # a cold Pyodide boot on a shared, loaded machine
# undefined (not an error) before main.mjs has set window.tapisvert: a wait_for_function that reads
# it as the page loads retries, where "reading 'tables' of undefined" failed the wait at once
TABLE_JS = "[...((window.tapisvert && window.tapisvert.tables) || [])].find((t) => t.root.isConnected)"


# Every request the page sends to the engine (the worker's messages), kept on window.tvSent.
SPY = """() => {
  const engine = window.tapisvert.engine;
  window.tvSent = [];
  const post = engine.worker.postMessage.bind(engine.worker);
  engine.worker.postMessage = (msg, ...rest) => {
    if (msg && typeof msg.request === "string") window.tvSent.push(JSON.parse(msg.request));
    return post(msg, ...rest);
  };
}"""


def view(page):
    """The engine's view the table shows (None before a table is mounted)."""
    return page.evaluate(f"() => {{ const t = {TABLE_JS}; return t ? t.view : null; }}")


def wait_settled(page, also: str = "", timeout: int = 60_000):
    """Until the engine's own table is there (not only a first deal drawn before it was ready), the
    bots have moved and the reader must act, the match is over or the table is paused; ``also``: a
    further JavaScript condition on ``t.view`` that counts as settled."""
    extra = f" || ({also})" if also else ""
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS};
            return t && t.view && t.tableId && !t.busy && (t.view.legal.length > 0 || t.view.is_over || t.paused{extra}); }}""",
        timeout=timeout,
    )


def wait_log_change(page, n, settled=wait_settled):
    """Until the table's log no longer has ``n`` lines, then until ``settled(page)``."""
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
        arg=n,
        timeout=30_000,
    )
    settled(page)


def reader_step(page):
    """The reader's next move by clicking, as a reader would: a Garde when bidding (and no chelem), a
    forced move of Emprunt's panel or a king to call in Tarot's, else a playable card of the hand,
    else the first action button; then until the bots have answered."""
    v = view(page)
    garde = page.locator(
        '.tv-actions button[data-action="garde"], .tv-actions button[data-action="no-chelem"]'
    )
    panel = page.locator(".tv-ep-act, .tv-tp-call button")
    cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
    if garde.count():
        garde.first.click()
    elif panel.count():
        panel.first.click()
    elif cards.count():
        cards.first.click()
    else:
        page.locator(".tv-actions button").first.click()
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.record_actions !== n; }}",
        arg=v["record_actions"],
        timeout=30_000,
    )
    wait_settled(page, also="t.view.phase === 'hand-over'")
