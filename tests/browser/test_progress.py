"""The boot tells the reader what is happening (issues 18 and 27): the bytes received of the
download with a determinate bar, then "Starting Python", the engine's installation and start, then
"Dealing", then the table; with the engine worker started from the page's head (early-engine.mjs)
too, whose first steps are taken before the table listens.

Truthful: every text the boot box shows is the step the worker was at (engine.steps, the worker's
own times), in the worker's order, and no step the worker took after the table was there is left
out. The worker is held at its first step (the context holds its manifest) until the table shows
it, so the test does not race the download.
"""

from __future__ import annotations

import re

from tests.browser.table import BOOT_TIMEOUT
from tests.browser.test_first_deal import HeldManifest

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
# the worker's step of each text it sends (worker.mjs), and the table's own last one
STEP_OF = [
    ("Looking up the engine", "manifest"),
    ("Loading the Python runtime", "runtime"),
    ("Downloading Python and the rules engine", "download"),
    ("Starting Python", "python"),
    ("Installing the rules engine", "install"),
    ("Starting the rules engine", "engine"),
    ("Dealing", "dealing"),
]


def step_of(text: str) -> str:
    return next(step for prefix, step in STEP_OF if text.startswith(prefix))


def test_boot_shows_bytes_then_python_then_dealing(browser, origin):
    ctx = browser.new_context(service_workers="block")
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 20;")
    ctx.add_init_script(RECORDER)
    hold = HeldManifest()
    ctx.route("**/wheels/manifest.json", hold)
    try:
        page = ctx.new_page()
        # a seed in the address: no deal drawn before Python (issue 27), so the boot is shown
        page.goto(origin + PLAY + "?seed=11")
        page.wait_for_selector(".tv-table .tv-boot-text", timeout=BOOT_TIMEOUT)
        # the worker was started from the head and is at its first step; the table shows it
        assert page.evaluate("() => 'earlyWorker' in window.tapisvert.timings")
        assert page.inner_text(".tv-table .tv-boot-text").startswith("Looking up the engine")
        hold.release()
        page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
        log = page.evaluate("() => window.__tvBoot")
        texts = log["texts"]
        downloads = [t for t in texts if t.startswith("Downloading")]
        assert downloads, texts
        assert all(re.search(r"\d+ % \(\d+\.\d of \d+\.\d MB\)", t) for t in downloads), downloads
        shown = [step_of(t) for t in texts]
        # what the reader saw, step by step, is what the worker did, in its order, none left out
        seen = [s for i, s in enumerate(shown) if i == 0 or shown[i - 1] != s]
        steps = page.evaluate("() => window.tapisvert.engine.steps")
        assert seen == [s["step"] for s in steps] + ["dealing"], (seen, steps)
        assert seen[:1] == ["manifest"] and "python" in seen and seen.index("download") < seen.index("python")
        at = [s["at"] for s in steps]
        assert at == sorted(at), steps
        timings = page.evaluate("() => window.tapisvert.timings")
        assert timings["step:python"] <= timings["engineReady"] <= timings["firstDeal"], timings
        assert log["values"] and all(0 <= v <= 100 for v in log["values"])
        assert log["values"] == sorted(log["values"]), "the bar went backwards"
    finally:
        hold.release()
        ctx.close()
