"""Live worked examples in the browser (issue 25; playground/page/examples-live.mjs, sitebuild/pages/live.py).

On every examples page, in every live figure: an allowed card and (where the position has one) a
refused card are clicked, and the verdict the build embedded is shown beside the figure; the switch
re-shows a position under another value; Try it yourself checks an answer and keeps it; the
"Play on from here" link carries the figure's start. Every wait is on an attribute the page sets.

Each test runs in the worker's booted tab (tests/browser/booted.py: reset before each test, pages
opened by instant navigation, the engine booted once; the test of the same link loads it twice)."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from urllib.parse import urljoin

import pytest

from tests.browser.booted import visit

GAMES = ["triomphe", "francion", "briscan", "brisque", "tarot", "emprunt"]
SHOTS = os.environ.get("TAPISVERT_SCREENSHOTS")  # a directory: the "play on" table at 1280 and 390 px


def _open(page, origin, game):
    visit(page, f"{origin}/games/{game}/examples/")
    page.wait_for_function(
        "() => { const f = [...document.querySelectorAll('figure[data-tv-live]')];"
        " return f.length > 0 && f.every((x) => x.dataset.tvLiveReady === 'true'); }"
    )
    return page.locator("figure[data-tv-live]")


def _cards(fig, ok: bool) -> list[str]:
    return fig.evaluate(
        """(f, ok) => { const v = f.querySelector('.tv-live-variant[data-current="true"]');
             return [...v.querySelectorAll('.tv-live-verdict')]
               .filter((x) => (x.dataset.ok === 'true') === ok).map((x) => x.dataset.card); }""",
        ok,
    )


def _choose(fig, card: str, verdict: str):
    fig.locator(f'.tv-live-hand [data-card="{card}"]').first.click()
    fig.locator(f'xpath=self::*[@data-tv-chosen="{card}"][@data-tv-verdict="{verdict}"]').wait_for()


@pytest.mark.parametrize("game", GAMES)
def test_clicking_cards_shows_the_engines_verdicts(booted, origin, game):
    page = booted
    figs = _open(page, origin, game)
    # every worked example of the page is live (a figure of the engine's cards; Francion's tables
    # of stakes and payments have no card to choose)
    figures = page.locator("figure.tv-example:not(.tv-francion-stakes):not(.tv-francion-payments)")
    assert figs.count() == figures.count()
    refused_seen = 0
    for i in range(figs.count()):
        fig = figs.nth(i)
        fig.scroll_into_view_if_needed()
        winner = fig.get_attribute("data-tv-kind") == "winner"  # a complete trick: which card takes it?
        allowed, refused = _cards(fig, True), _cards(fig, False)
        assert allowed or refused
        if winner:
            assert len(allowed) == 1 and refused
        if allowed:
            _choose(fig, allowed[0], "allowed")
            out = fig.locator(".tv-live-out")
            assert ("takes the trick" if winner else "allowed") in out.inner_text()
            if winner:
                assert out.locator("a.tv-ruleref").count() >= 1
        if refused:
            _choose(fig, refused[0], "refused")
            out = fig.locator(".tv-live-out")
            assert ("does not take the trick" if winner else "refused by") in out.inner_text()
            assert out.locator("a.tv-ruleref").count() >= 1
            refused_seen += 1
    assert page.errors == []
    if game != "briscan":  # Briscan's figures are all before the talon runs out: any card may be played
        assert refused_seen >= 1


def test_a_card_is_a_button_for_the_keyboard(booted, origin):
    page = booted
    figs = _open(page, origin, "triomphe")
    fig = figs.first
    card = fig.locator(".tv-live-hand [data-card]").first
    assert card.get_attribute("role") == "button" and card.get_attribute("tabindex") == "0"
    card.focus()
    page.keyboard.press("Enter")
    fig.locator("xpath=self::*[@data-tv-chosen]").wait_for()


def test_the_switch_re_shows_the_position_under_each_value(booted, origin):
    page = booted
    _open(page, origin, "triomphe")
    fig = page.locator('figure[data-tv-switch="regime"]').first
    fig.scroll_into_view_if_needed()
    radios = fig.locator(".tv-live-switch input[type=radio]")
    assert radios.count() == 4
    for i in range(radios.count()):
        radios.nth(i).check()
        fig.locator(f'xpath=self::*[@data-tv-variant="{i}"]').wait_for()
        want = fig.evaluate(
            """(f, i) => [...f.querySelectorAll(`.tv-live-variant[data-variant="${i}"] .tv-live-verdict`)]
                 .map((v) => [v.dataset.card, v.dataset.ok === 'true'])""",
            i,
        )
        shown = fig.evaluate(
            "(f) => [...f.querySelectorAll('.tv-live-hand [data-card]')].map((c) => [c.dataset.card, c.classList.contains('is-legal')])"
        )
        assert shown == want


def test_try_it_yourself_checks_the_answer_and_keeps_it(booted, origin):
    page = booted
    figs = _open(page, origin, "triomphe")
    page.evaluate("() => localStorage.removeItem('tv-live-solved')")
    fig = figs.nth(1)
    fig.scroll_into_view_if_needed()
    fig.locator(".tv-live-try").click()
    fig.locator('xpath=self::*[@data-tv-mode="quiz"]').wait_for()
    assert fig.locator(".tv-live-question").inner_text().startswith("Which cards may ")
    assert not fig.locator(".tv-example-body > ul").is_visible()  # the caption's answers are hidden
    # a wrong answer first (nothing selected), then the right one
    fig.locator(".tv-live-check").click()
    fig.locator('xpath=self::*[@data-tv-quiz-result="wrong"]').wait_for()
    for card in _cards(fig, True):
        fig.locator(f'.tv-live-hand [data-card="{card}"]').first.click()
    fig.locator(".tv-live-check").click()
    fig.locator('xpath=self::*[@data-tv-quiz-result="right"]').wait_for()
    assert fig.locator(".tv-live-answer li").count() == fig.locator(".tv-live-hand [data-card]").count()
    solved = page.evaluate("() => JSON.parse(localStorage.getItem('tv-live-solved'))")
    fid = fig.get_attribute("data-tv-live")
    assert any(k.endswith(f"#{fid}:0") for k in solved)


@pytest.mark.parametrize("game", GAMES)
def test_play_on_from_here_carries_the_figures_start(booted, origin, game):
    page = booted
    _open(page, origin, game)
    link = page.locator("a.tv-live-play-link").first
    href = link.get_attribute("href")
    base, token = href.split("?figure=", 1)
    assert base.endswith("play/")
    req = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    assert set(req) == {"game", "start", "seed"} and ("position" in req["start"] or "deal" in req["start"])


# ---------------------------------------------------------------------------- play on from here
def _token(req: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(req).encode()).decode().rstrip("=")


def _figure_table(page):
    """Until the play page's table is open on the figure (or has said why it is not)."""
    from tests.browser.table import BOOT_TIMEOUT, TABLE_JS

    page.wait_for_function(
        f"() => {{ const t = {TABLE_JS}; return t && t.view && t.settings && !t.busy; }}",
        timeout=BOOT_TIMEOUT,
    )
    return page.evaluate(
        f"() => {{ const t = {TABLE_JS}; return {{ view: t.view, figure: t.root.dataset.figure === 'true',"
        " message: t.message.textContent, share: t.shareInput.value }; }"
    )


@pytest.mark.parametrize("game", GAMES)
def test_play_on_from_here_opens_the_position_and_plays_to_the_sheet(booted, origin, game):
    page = booted
    from tests.browser.test_guided import play_to_sheet

    _open(page, origin, game)
    link = page.locator("a.tv-live-play-link").first
    href = link.get_attribute("href")
    req = json.loads(base64.urlsafe_b64decode((t := href.split("?figure=", 1)[1]) + "=" * (-len(t) % 4)))
    link.scroll_into_view_if_needed()
    link.click()
    page.wait_for_url("**/play/?figure=*")
    state = _figure_table(page)
    assert state["figure"], state["message"]
    assert "worked example" in state["message"] and state["share"] == page.url
    v = state["view"]
    position = req["start"].get("position")
    if position and position.get("hand"):
        # the reader holds the figure's own hand (less the cards its actions played)
        played = set(req["start"].get("actions", []))
        assert set(position["hand"]) - played <= set(v["hand"]) | set(c["card"] for c in v["trick"] or [])
    assert v["current_player"] == v["human"] and v["legal"]
    if SHOTS and game == "triomphe":
        _shoot_play_on(page)
    end = play_to_sheet(page)
    assert end["hand_results"]
    page.locator(".tv-table .tv-sheet").first.wait_for()
    assert page.errors == []


def test_the_same_link_deals_the_same_cards(booted, origin):
    page = booted
    _open(page, origin, "tarot")
    href = page.locator("a.tv-live-play-link").first.get_attribute("href")
    url = urljoin(page.url, href)
    hands = []
    for _ in range(2):
        page.goto(url)
        state = _figure_table(page)
        hands.append(
            page.evaluate(
                "async () => { const t = [...window.tapisvert.tables].find((x) => x.root.isConnected);"
                " const r = await window.tapisvert.engine.call({ op: 'record', table: t.tableId }); return r.record; }"
            )
        )
        assert state["figure"]
    assert hands[0] == hands[1]


@pytest.mark.parametrize(
    "query, words",
    [
        ("figure=not*a*token", "“figure=not*a*token” is not a worked example's position"),
        (
            "figure=" + _token({"game": "francion", "start": {"actions": []}, "seed": 1}),
            "a position of francion",
        ),
        ("figure=" + _token({"game": "triomphe", "start": [], "seed": 1}), "it has no start"),
        ("figure=" + _token({"game": "triomphe", "start": {}, "seed": -1}), "its seed is not a deal number"),
        (
            "figure=" + _token({"game": "triomphe", "start": {}, "seed": 1}) + "&seed=abc",
            "“seed=abc” is not a deal number",
        ),
        (
            "figure="
            + _token(
                {
                    "game": "triomphe",
                    "start": {"position": {"players": 2, "trump": "H", "trick": ["9S", "9S"]}},
                    "seed": 1,
                }
            ),
            "This worked example cannot be played on",
        ),
    ],
)
def test_an_odd_figure_parameter_is_said_and_a_new_deal_dealt(booted, origin, query, words):
    page = booted
    visit(page, f"{origin}/games/triomphe/play/?{query}")
    state = _figure_table(page)
    assert words in state["message"], state["message"]
    assert not state["figure"] and state["view"]["legal"]  # a new deal, said: never a silent change
    assert "figure=" not in state["share"]


def _shoot_play_on(page):
    out = Path(SHOTS or "tests/browser/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for width, height in ((1280, 900), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => document.querySelector('.tv-table').scrollIntoView()")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        page.screenshot(path=str(out / f"guided-playon-{width}.png"))
    page.set_viewport_size({"width": 1280, "height": 900})
