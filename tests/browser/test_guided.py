"""The guided first hand, "Learn to play" (issue 25, item 5; playground/page/guided.mjs, sitebuild/pages/guided.py).

For every game: the button on the game's page deals the lesson's deal (its fixed seed) at a table,
the goal and the overview are shown at once, the details when they arise, and the tip with the score
sheet; the test plays every card of the reader's hand by clicking it (the bots play the others) to
the end of the hand. Each step shown links its rules; a rule link opens the rule in place; axe finds
no serious violation in the guide. Every wait is on an attribute or a state the page exposes.
The lessons are played in the worker's booted tab (tests/browser/booted.py: reset before each test,
no Python booted again); the axe test keeps a page of its own.

Set TAPISVERT_SCREENSHOTS=<dir> to save a guided step and the end of the hand at 1280 and 390 px
(tests/browser/screenshots/guided-*.png)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_log_change
from tests.browser.test_axe import FAILING, _axe_source

GAMES = ["triomphe", "francion", "briscan", "brisque", "tarot", "emprunt"]
SHOTS = os.environ.get("TAPISVERT_SCREENSHOTS")
GUIDE = "section.tv-guided"
OVER = "t.view.phase === 'hand-over' || t.view.is_over"


def settled(page, timeout: int = 90_000):
    """Until the bots have moved and the reader must act, or the hand is over."""
    page.wait_for_function(
        f"""() => {{ const t = {TABLE_JS};
            return t && t.view && !t.busy && (t.view.legal.length > 0 || {OVER}); }}""",
        timeout=timeout,
    )


def start_guide(page, origin, game):
    url = f"{origin}/games/{game}/"
    if page.url.startswith(origin + "/"):  # the booted tab (tests/browser/booted.py): instant navigation
        visit(page, url)
    else:
        page.goto(url)
    page.locator(f'{GUIDE}[data-tv-guided="ready"]').wait_for()
    page.locator(".tv-guided-start").click()
    page.locator(f'{GUIDE}[data-tv-guided="playing"]').wait_for()
    page.wait_for_function(f"() => {{ const t = {TABLE_JS}; return t && t.view; }}", timeout=BOOT_TIMEOUT)
    settled(page)


def play_one(page, scope: str = ""):
    """The reader plays his first legal card (else his first legal action), by clicking it."""
    v = view(page)
    cards = [a for a in v["legal"] if a in (v["hand"] or [])]
    if cards:
        target = page.locator(f'{scope} .tv-hand .tv-card[data-card="{cards[0]}"]').first
    else:
        target = page.locator(f'{scope} [data-action="{v["legal"][0]}"]').first
    n = len(v["log"])
    target.click()
    wait_log_change(page, n, settled=settled)


def play_to_sheet(page, scope: str = "", limit: int = 120):
    """Play the reader's every card to the end of the hand; the view at the end."""
    for _ in range(limit):
        v = view(page)
        if v["phase"] == "hand-over" or v["is_over"]:
            return v
        play_one(page, scope)
    pytest.fail("the hand did not end")


def shown_steps(page) -> list[dict]:
    return page.locator(f"{GUIDE} .tv-guided-guide .tv-guided-step").evaluate_all(
        "(els) => els.map((e) => ({ kind: e.dataset.kind, when: e.dataset.when,"
        " rules: e.querySelectorAll('a.tv-ruleref').length }))"
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_hand_is_played_to_the_score_sheet(booted, origin, game):
    page = booted
    start_guide(page, origin, game)
    first = shown_steps(page)
    assert [s["kind"] for s in first][:2] == ["goal", "overview"]
    v = view(page)
    seed = int(page.locator(GUIDE).get_attribute("data-seed"))
    assert page.evaluate(f"() => {TABLE_JS}.settings.seed") == seed  # the lesson's deal, every time
    assert v["human"] == 0
    if SHOTS and game == "triomphe":
        play_one(page, GUIDE)  # a detail step has arisen by now
        shoot(page, "guided-step")
    end = play_to_sheet(page, GUIDE)
    page.locator(f'{GUIDE}[data-tv-guided="done"]').wait_for()
    assert end["hand_results"], "the hand has its result"
    page.locator(f"{GUIDE} .tv-sheet").first.wait_for()
    steps = shown_steps(page)
    kinds = [s["kind"] for s in steps]
    assert kinds[:2] == ["goal", "overview"] and "detail" in kinds and kinds[-1] == "tip"
    assert all(s["rules"] >= 1 for s in steps)
    assert int(page.locator(GUIDE).get_attribute("data-tv-guided-shown")) == len(steps)
    assert page.locator(f"{GUIDE} .tv-guided-after a").get_attribute("href").endswith(f"/games/{game}/play/")
    if SHOTS and game == "triomphe":
        shoot(page, "guided-end")
    assert page.errors == []


def test_a_rule_link_of_the_guide_opens_the_rule_in_place(booted, origin):
    page = booted
    start_guide(page, origin, "francion")
    link = page.locator(f"{GUIDE} .tv-guided-now a.tv-ruleref").first
    rule = link.get_attribute("href").split("#")[1]
    url = page.url
    link.click()
    dialog = page.locator("dialog[open]")
    dialog.wait_for()
    assert rule in dialog.inner_text()
    assert page.url == url  # the game stays where it was


def test_without_script_the_lesson_reads_as_a_list(browser, origin):
    ctx = browser.new_context(java_script_enabled=False)
    pg = ctx.new_page()
    pg.goto(f"{origin}/games/tarot/")
    steps = pg.locator(f"{GUIDE} ol.tv-guided-steps > li.tv-guided-step")
    assert steps.count() >= 4 and steps.first.is_visible()
    assert not pg.locator(".tv-guided-start").is_visible()
    ctx.close()


RUN_AXE_ON = """async (sel) => {
  const r = await window.axe.run(document.querySelector(sel), { resultTypes: ["violations"] });
  return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_axe_finds_no_serious_violation_in_the_guide(page, origin, width):
    page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
    try:
        start_guide(page, origin, "emprunt")
        # through the DevTools protocol, as test_axe does (the site's CSP refuses inline scripts)
        page.evaluate(_axe_source())
        bad = [v for v in page.evaluate(RUN_AXE_ON, GUIDE) if v["impact"] in FAILING]
        assert bad == [], bad
        play_to_sheet(page, GUIDE)
        page.locator(f'{GUIDE}[data-tv-guided="done"]').wait_for()
        bad = [v for v in page.evaluate(RUN_AXE_ON, GUIDE) if v["impact"] in FAILING]
        assert bad == [], bad
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


def shoot(page, name: str):
    """The guide and its table at 1280 and 390 px (only with TAPISVERT_SCREENSHOTS)."""
    out = Path(SHOTS or "tests/browser/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for width, height in ((1280, 900), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.locator(f"{GUIDE} .tv-guided-guide").scroll_into_view_if_needed()
        page.evaluate("() => document.querySelector('section.tv-guided .tv-guided-guide').scrollIntoView()")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        page.screenshot(path=str(out / f"{name}-{width}.png"))
    page.set_viewport_size({"width": 1280, "height": 900})
