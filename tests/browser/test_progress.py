"""The boot tells the reader what is happening (issue 18): bytes received of the download with a
determinate progress bar, then "Starting Python", then "Dealing", then the table."""

from __future__ import annotations

import re

import pytest

PLAY = "/games/triomphe/play/"

# Records every text the boot box shows, and the progress bar's values, as they change.
RECORDER = """
window.__tvBoot = { texts: [], values: [] };
new MutationObserver(() => {
  const text = document.querySelector('.tv-table .tv-boot-text');
  const bar = document.querySelector('.tv-table .tv-progress[aria-valuenow]');
  const log = window.__tvBoot;
  if (text && log.texts[log.texts.length - 1] !== text.textContent) log.texts.push(text.textContent);
  if (bar) log.values.push(Number(bar.getAttribute('aria-valuenow')));
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""


@pytest.mark.xfail(
    reason="known defect after the issue-24/27 merges: with the worker started from the page's head "
    "the table no longer shows the 'Starting Python' step of the boot; left open on issue 27",
    strict=False,
)
def test_boot_shows_bytes_then_python_then_dealing(browser, origin):
    ctx = browser.new_context(service_workers="block")
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    ctx.add_init_script(RECORDER)
    try:
        page = ctx.new_page()
        # a seed in the address: no deal drawn before Python (issue 27), so the boot is shown
        page.goto(origin + PLAY + "?seed=11")
        page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=150_000)
        log = page.evaluate("() => window.__tvBoot")
        texts = log["texts"]
        downloads = [t for t in texts if t.startswith("Downloading")]
        assert downloads, texts
        assert all(re.search(r"\d+ % \(\d+\.\d of \d+\.\d MB\)", t) for t in downloads), downloads
        first = lambda prefix: next(i for i, t in enumerate(texts) if t.startswith(prefix))  # noqa: E731
        assert first("Downloading") < first("Starting Python") < first("Dealing"), texts
        assert log["values"] and all(0 <= v <= 100 for v in log["values"])
        assert log["values"] == sorted(log["values"]), "the bar went backwards"
    finally:
        ctx.close()
