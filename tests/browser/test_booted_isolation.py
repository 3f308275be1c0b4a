"""The booted tab's reset (tests/browser/booted.py, playground/site/page-reset.mjs) leaves nothing of a
test for the next one: a test that dirties every part of the tab (engine tables, the reader's
storage, Material's colour scheme and search, an open dialog, the scroll, the viewport, the emulated
colour scheme, the network, a permission, an extra page) is followed by a reset, and the tab then
reads as a new reader's page of the same address does (a new page of a primed context). Each step of
the page's reset is needed: with any one left out, the comparison finds what it left behind."""

import pytest

from tests.browser import booted as booted_tab
from tests.browser.table import view, wait_log_change, wait_settled

PLAY = "/games/triomphe/play/?seed=5"

# What a page shows of its state, the same for the booted tab and a new reader's page.
STATE_JS = """async () => {
  const entries = (s) => Object.fromEntries(Object.keys(s).sort().map((k) => [k, s.getItem(k)]));
  const palette = [...document.querySelectorAll("input[name='__palette']")].findIndex((i) => i.checked);
  const toggle = (id) => Boolean(document.getElementById(id) && document.getElementById(id).checked);
  const preview = document.getElementById("tv-preview");
  return {
    path: location.pathname + location.search,
    localStorage: entries(localStorage),
    sessionStorage: entries(sessionStorage),
    indexedDB: indexedDB.databases ? (await indexedDB.databases()).map((d) => d.name).sort() : null,
    cookie: document.cookie,
    scheme: ["scheme", "primary", "accent"].map((k) => document.body.getAttribute("data-md-color-" + k)),
    palette,
    search: toggle("__search"),
    drawer: toggle("__drawer"),
    dialogs: document.querySelectorAll("dialog[open]").length,
    preview: Boolean(preview && !preview.hidden),
    tables: document.querySelectorAll(".tv-table").length,
    tableObjects: [...window.tapisvert.tables].length,
    scrollY: Math.round(window.scrollY),
    focus: document.activeElement ? document.activeElement.tagName : null,
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
    viewport: [innerWidth, innerHeight],
    online: navigator.onLine,
    clipboard: (await navigator.permissions.query({ name: "clipboard-read" })).state,
    botDelay: window.TAPISVERT_BOT_DELAY,
  };
}"""

# The engine's open tables, read by opening one more and closing it.
OPEN_TABLES_JS = """async () => {
  const e = window.tapisvert.engine;
  const t = await e.call({ op: "new", game: "briscan", seed: 1, humans: [0] });
  return (await e.call({ op: "close", table: t.table })).open;
}"""


def dirty_page(page):
    """Leave in the booted tab's page all that a test can leave there."""
    booted_tab.visit(page, PLAY)
    wait_settled(page)
    n = len(view(page)["log"])
    page.locator(".tv-table .tv-hand .tv-card.is-legal").first.click()  # a saved match
    wait_log_change(page, n)
    page.evaluate(
        """async () => {
          await window.tapisvert.engine.call({ op: "new", game: "tarot", seed: 9, humans: [0] });  // never closed
          sessionStorage.setItem("left-by-a-test", "yes");
          localStorage.setItem("left-by-a-test", "yes");
          document.cookie = "left=yes; path=/";
          await new Promise((resolve, reject) => {
            const req = indexedDB.open("left-by-a-test");
            req.onupgradeneeded = () => req.result.createObjectStore("s");
            req.onsuccess = () => { req.result.close(); resolve(); };
            req.onerror = () => reject(req.error);
          });
        }"""
    )
    # Material's colour scheme: the reader switches to the other one
    page.locator("label[for='__palette_1']:not([hidden]), label[for='__palette_0']:not([hidden])").click()
    page.wait_for_function("() => document.body.getAttribute('data-md-color-scheme') === 'slate'")
    # a modal dialog, Material's search open, the page scrolled
    page.evaluate(
        "() => { const s = document.getElementById('__search'); s.checked = true; s.dispatchEvent(new Event('change')); }"
    )
    page.evaluate(
        "() => { const d = document.createElement('dialog'); d.textContent = 'left'; document.body.append(d); d.showModal(); }"
    )
    page.evaluate("() => window.scrollTo(0, 400)")


def dirty(page, context, origin):
    """Leave in the booted tab and its context all that a test can leave."""
    dirty_page(page)
    page.evaluate("() => { window.TAPISVERT_BOT_DELAY = 999; }")
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="dark")
    context.grant_permissions(["clipboard-read"], origin=origin)
    context.new_page()
    context.set_offline(True)


def new_reader(context, origin, path):
    """A new reader's page at ``path`` (a new page of the primed shared context): its state."""
    pg = context.new_page()
    try:
        pg.goto(origin + path)
        pg.wait_for_function("() => window.tapisvert && window.tapisvert.pageState.visits > 0")
        pg.wait_for_function("() => Object.keys(localStorage).some((k) => k.endsWith('__palette'))")
        return pg.evaluate(STATE_JS)
    finally:
        pg.close()


def test_a_reset_tab_reads_as_a_new_readers_page(booted, context, origin):
    page = booted
    ctx = page.context
    reference = new_reader(context, origin, booted_tab.HOME)
    # the fixture's reset made the tab as new already: check it, then dirty it and reset it again
    assert page.evaluate(STATE_JS) == reference
    dirty(page, ctx, origin)
    dirtied = page.evaluate(STATE_JS)
    assert dirtied != reference
    assert page.evaluate(OPEN_TABLES_JS) >= 2

    booted_tab.reset(ctx, origin)
    assert ctx.tab is page, "the tab was replaced instead of reset"
    state = page.evaluate(STATE_JS)
    assert state == reference, {k: (state[k], reference[k]) for k in state if state[k] != reference[k]}
    assert page.evaluate(OPEN_TABLES_JS) == 0
    assert ctx.pages == [page]
    assert page.evaluate("() => window.tapisvert.engine.info.boot") == "snapshot"  # not booted again
    # and the tab plays again: the same deal starts anew (no saved match is resumed)
    booted_tab.visit(page, PLAY)
    wait_settled(page)
    assert "back where you left it" not in page.locator(".tv-message").inner_text()


# What each step of the page's reset is for: with it left out, exactly these parts of the state
# differ from a new reader's. (Without "ui", localStorage lacks the colour scheme Material stores on a
# first visit; the search Material closes itself when it navigates.)
STEPS = {
    "page": {"path", "tables", "tableObjects"},
    "tables": {"open tables"},
    "storage": {"localStorage", "sessionStorage", "indexedDB", "cookie"},
    "ui": {"scheme", "palette", "dialogs", "focus", "localStorage"},
}
# Material's navigation scrolls to the top itself, most times, and closes its search itself, most
# times: after a reset without "ui", the scroll and the open search left on the play page may or may
# not be there (the search was seen still open in one clean-clone run: a flake until this allowance).
MAY_DIFFER = {"ui": {"scrollY", "search"}}


@pytest.mark.parametrize("step", list(STEPS))
def test_the_isolation_check_finds_a_step_left_out(booted, context, origin, step):
    page = booted
    assert page.evaluate("() => window.tapisvert.resetSteps") == list(STEPS)
    reference = new_reader(context, origin, booted_tab.HOME)
    reference["open tables"] = 0
    dirty_page(page)
    state = booted_tab.reset_page(page, skip=(step,))
    assert state is not None and state["reset"] == "done", state
    after = page.evaluate(STATE_JS)
    after["open tables"] = page.evaluate(OPEN_TABLES_JS)
    differs = {k for k in reference if after[k] != reference[k]}
    # what was left is found, and only that: the other steps did their part
    left = {k: (after[k], reference[k]) for k in differs}
    assert STEPS[step] <= differs <= STEPS[step] | MAY_DIFFER.get(step, set()), (step, left)
