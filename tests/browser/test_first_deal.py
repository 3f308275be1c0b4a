"""The first deal on screen before Python (issue 27): the play page draws a deal the engine computed
at build time, marked "the engine is starting"; the engine then replays its seed and takes over
without a visible change; a card clicked before that waits for the engine and is played.

The engine is held back deterministically, not raced: the context holds the engine's manifest
(the worker's first request) until the test has looked at the table, then lets it through. Each
test has its own context (service workers blocked, so that every request meets the route).
"""

from __future__ import annotations

import json

import pytest

from sitebuild.pages import first_deals as build_time_deals
from tests.browser import csp_watch
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

PLAY = "/games/triomphe/play/"
STARTING = ".tv-table[data-tv-engine='starting'] .tv-hand .tv-card"
# what a reader sees of the table: the felt, the banner, the hand and the actions
SEEN = """() => { const r = document.querySelector('.tv-table');
  return ['.tv-felt', '.tv-banner', '.tv-hand', '.tv-actions'].map((q) => r.querySelector(q).innerHTML); }"""


class HeldManifest:
    """Route for wheels/manifest.json: held until release()."""

    def __init__(self):
        self.held: list = []
        self.released = False

    def __call__(self, route):
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def release(self):
        self.released = True
        for route in self.held:
            route.continue_()
        self.held.clear()


def first_deals(ctx, origin, path: str = PLAY) -> list[dict]:
    deals = build_time_deals.read_deals(ctx.request.get(origin + path).text())
    assert deals, "the play page carries no build-time first deal"
    return deals


@pytest.fixture()
def held(browser, origin):
    """A context whose engine waits for ``hold.release()``; yields (context, hold)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    hold = HeldManifest()
    ctx.route("**/wheels/manifest.json", hold)
    yield ctx, hold
    hold.release()
    ctx.close()


def test_the_deal_is_drawn_before_python_and_handed_over_unchanged(held, origin):
    ctx, hold = held
    # the bots wait: nothing may change the table but the hand-over itself
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 1e9;")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + PLAY)
    page.wait_for_selector(STARTING, timeout=BOOT_TIMEOUT)
    assert hold.held, "the engine's manifest was not requested: the engine worker did not start"
    # drawn with no engine: Python has not even read its manifest
    assert page.evaluate("() => window.tapisvert.engine.status.state") != "ready"
    assert page.evaluate(f"() => {TABLE_JS}.tableId") is None
    # said under the felt once the cards are drawn (not under the hand: the note must not push the
    # hand and the actions down, test_layout)
    page.wait_for_selector(".tv-table .tv-engine-note:has-text('The engine is starting')", timeout=10_000)
    assert page.is_hidden(".tv-table .tv-boot")
    before = page.evaluate(f"() => {TABLE_JS}.view")
    settings = page.evaluate(f"() => {TABLE_JS}.settings")
    seen_before = page.evaluate(SEEN)
    deals = first_deals(ctx, origin)
    assert any(d["seed"] == settings["seed"] and d["answer"]["view"] == before for d in deals)

    hold.release()
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS};
            return t.tableId && !t.root.dataset.tvEngine && !t.api.busy && !t.renderer.pending; }}""",
        timeout=BOOT_TIMEOUT,
    )
    # the engine's table is the same deal: the view on screen and what the reader sees are unchanged
    assert page.evaluate(f"() => {TABLE_JS}.view") == before
    seen_after = page.evaluate(SEEN)
    assert seen_after == seen_before
    # and the engine itself, asked again for that seed, deals exactly what was drawn
    again = page.evaluate(
        """(s) => window.tapisvert.engine.call({op: 'new', game: 'triomphe', players: s.players,
            seed: s.seed, options: s.options, humans: [0]})""",
        settings,
    )
    assert again["ok"] and again["view"] == before
    assert page.evaluate(f"() => {TABLE_JS}.settings.seed") == settings["seed"]
    assert page.is_hidden(".tv-table .tv-engine-note")
    assert "The engine is starting" not in page.inner_text(".tv-table .tv-message")
    assert not errors, errors


def test_a_card_clicked_before_the_engine_is_ready_is_played_once_it_is(held, origin):
    ctx, hold = held
    deals = first_deals(ctx, origin)
    # a deal where the reader leads (a card of the hand is playable at once), chosen for the page
    i = next(
        i
        for i, d in enumerate(deals)
        if any(a in d["answer"]["view"]["hand"] for a in d["answer"]["view"]["legal"])
    )
    ctx.add_init_script(f"window.TAPISVERT_BOT_DELAY = 20; Math.random = () => {(i + 0.5) / len(deals)};")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + PLAY)
    page.wait_for_selector(STARTING, timeout=BOOT_TIMEOUT)
    view = page.evaluate(f"() => {TABLE_JS}.view")
    assert view == deals[i]["answer"]["view"]
    card = next(a for a in view["legal"] if a in view["hand"])
    page.click(f".tv-table .tv-hand .tv-card[data-card='{card}']")
    # queued, and said so: the card is still in the hand, the engine not there
    page.wait_for_selector(f".tv-table[data-tv-queued='{card}']", timeout=10_000)
    assert "is made as soon as it is ready" in page.inner_text(".tv-table .tv-engine-note")
    assert page.evaluate(f"() => {TABLE_JS}.tableId") is None
    assert page.locator(f".tv-table .tv-hand .tv-card[data-card='{card}']").count() == 1

    hold.release()
    # the engine plays it: the card leaves the reader's hand in the engine's own view
    page.wait_for_function(
        f"""(card) => {{ const t = {TABLE_JS};
            return t.tableId && t.view && !t.view.hand.includes(card) && !t.root.dataset.tvQueued; }}""",
        arg=card,
        timeout=BOOT_TIMEOUT,
    )
    # exactly that card was played by the reader (played once, not lost, not doubled)
    after = page.evaluate(f"() => {TABLE_JS}.view.hand")
    assert sorted(after) == sorted(c for c in view["hand"] if c != card), (view["hand"], after)
    assert page.locator(f".tv-table .tv-hand .tv-card[data-card='{card}']").count() == 0
    assert not errors, errors


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280x800", "390x844"])
def test_a_first_deal_drawn_in_advance_fits_the_screen(held, origin, size):
    """While the engine starts, the deal drawn in advance is as playable as the engine's: on the
    Tarot page (the tallest table: 18 cards and five bids), with the reader to bid, the felt, the
    seats, the hand, the prompt, the bids and the engine's note all lie in the window. (The note
    once sat under the hand and pushed the bids under the fold at 1280x800.)"""
    from tests.browser.test_layout import FIT_JS

    ctx, hold = held
    path = "/games/tarot/play/"
    deals = first_deals(ctx, origin, path)
    i = next((i for i, d in enumerate(deals) if d["answer"]["view"]["legal"]), None)
    assert i is not None, "no first deal of the Tarot page has the reader to bid"
    ctx.add_init_script(f"Math.random = () => {(i + 0.5) / len(deals)};")
    page = ctx.new_page()
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(origin + path)
    page.wait_for_selector(
        ".tv-table .tv-engine-note:has-text('The engine is starting')", timeout=BOOT_TIMEOUT
    )
    assert page.evaluate(f"() => {TABLE_JS}.tableId") is None
    assert page.locator(".tv-table .tv-actions button[data-action]").count() >= 2
    got = page.evaluate(FIT_JS)
    assert got["cards"] > 0, got
    assert not got["faults"], json.dumps(got["faults"], indent=1, ensure_ascii=False)
    hold.release()


def test_a_record_opened_while_the_engine_starts_is_kept(held, origin):
    """A game record opened while the deal drawn in advance waits for the engine: once the engine
    is there and the page has opened its match (timings.firstDeal), the record is the match on the
    table, not the first deal (which once replaced it)."""
    from tests.refusal_cases import CASES, find

    ctx, hold = held
    case = next(c for c in CASES if c.game == "triomphe" and c.phase == "play")
    st, _card = find(case)
    page = ctx.new_page()
    page.goto(origin + PLAY)
    page.wait_for_selector(STARTING, timeout=BOOT_TIMEOUT)
    page.set_input_files(
        ".tv-table .tv-file",
        files=[{"name": "kept.json", "mimeType": "application/json", "buffer": st.to_json().encode()}],
    )
    hold.release()
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS};
            return window.tapisvert.timings.firstDeal && t.tableId && !t.busy; }}""",
        timeout=BOOT_TIMEOUT,
    )
    v = page.evaluate(f"() => {TABLE_JS}.view")
    assert v["record_actions"] == len(st.history), v["record_actions"]
    assert v["players"] == case.players
    assert "Opened “kept.json”" in page.inner_text(".tv-table .tv-message")


# Before the page's scripts: the state of the table at the moment Material's bundle runs (the
# bundle's last statements set window.document$; the setter records the DOM, then steps aside).
AT_MATERIAL = """Object.defineProperty(window, "document$", {
  configurable: true,
  get() { return undefined; },
  set(value) {
    const t = document.querySelector(".tv-table");
    window.__tvAtMaterial = {
      cards: document.querySelectorAll(".tv-table .tv-hand .tv-card").length,
      engine: t ? t.dataset.tvEngine || null : null,
      why: document.documentElement.dataset.tvMaterial || null,
    };
    Object.defineProperty(window, "document$", { value, writable: true, configurable: true });
  },
});"""


def test_the_deal_is_on_screen_before_materials_bundle_runs(held, origin):
    """Material's bundle (one long task) runs after the first deal drawn in advance, not before it
    (sitebuild/runtime/material_later.py, playground/site/material-later.mjs); Material then works as on any
    page: its instant navigation leaves the table and brings it back, mounted again."""
    ctx, hold = held
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 1e9;")
    ctx.add_init_script(AT_MATERIAL)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + PLAY)
    page.wait_for_function("() => window.__tvAtMaterial", timeout=BOOT_TIMEOUT)
    at = page.evaluate("() => window.__tvAtMaterial")
    # the engine is still held: the cards Material found were the deal drawn in advance
    assert at["cards"] > 0 and at["engine"] == "starting" and at["why"] == "after-deal", at
    assert page.evaluate("() => typeof window.document$.subscribe") == "function"
    # Material's instant navigation: the rules page is swapped in without a reload, and back
    page.evaluate("() => { window.__tvSamePage = true; }")
    page.click("a.md-nav__link[href$='/triomphe/rules/']")
    page.wait_for_url("**/games/triomphe/rules/", timeout=30_000)
    page.wait_for_selector("h1", timeout=30_000)
    assert page.evaluate("() => window.__tvSamePage") is True
    page.go_back()
    # mounted again by main.mjs through Material's document$ (its subscription waited for the
    # bundle), with a deal drawn in advance from the swapped page's own deals: the engine is held
    page.wait_for_selector(
        ".tv-table[data-mounted][data-tv-engine='starting'] .tv-hand .tv-card", timeout=30_000
    )
    assert page.evaluate("() => window.__tvSamePage") is True
    assert not errors, errors


def test_a_play_page_swapped_in_by_instant_navigation_draws_its_deal_in_advance(held, origin):
    """A reader who comes from the game's page by a link: Material's instant navigation swaps the
    play page in, and its deal is drawn in advance there too, under the policy. The deals used to
    be a JSON ``<script>``, which the swap re-created as an inline script without its id or type:
    the policy refused it (a console error) and the table found no deal, so the reader waited for
    Python with an empty felt."""
    ctx, hold = held
    ctx.add_init_script("window.TAPISVERT_BOT_DELAY = 1e9;")
    page = ctx.new_page()
    csp_watch.watch(ctx, page)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(origin + "/games/triomphe/")
    # Material's bundle has run (its instant navigation is on) and so has main.mjs
    page.wait_for_function("() => window.document$ && window.tapisvert")
    page.evaluate(
        """(href) => { window.__tvSamePage = true;
            const a = document.createElement("a"); a.href = href; a.textContent = "play";
            document.querySelector(".md-content").append(a); a.click(); }""",
        origin + PLAY,
    )
    page.wait_for_url("**" + PLAY, timeout=30_000)
    page.wait_for_selector(STARTING, timeout=BOOT_TIMEOUT)
    assert page.evaluate("() => window.__tvSamePage") is True, "the page was loaded, not swapped in"
    # drawn from the swapped page's own deals, the engine still held
    assert page.evaluate(f"() => {TABLE_JS}.tableId") is None
    view = page.evaluate(f"() => {TABLE_JS}.view")
    assert any(d["answer"]["view"] == view for d in first_deals(ctx, origin))
    csp_watch.settle(page)
    assert not csp_watch.violations(page), csp_watch.violations(page)
    assert not errors, errors
