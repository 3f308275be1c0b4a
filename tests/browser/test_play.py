"""The Triomphe table in a real browser: boot, a whole deal, refusals, navigation, links, keyboard.

Each test starts on the deal of seed 2024, in the worker's booted tab (tests/browser/booted.py: reset
before each test, the play page opened by instant navigation, no Python booted again), so it passes
alone and in any order; the test of the page's boot and the one of its requests have a page of their
own (tests/browser/conftest.py resets the context before it).
"""

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled

PLAY = "/games/triomphe/play/"


def wait_ready(page):
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)


def play_one_step(page):
    """Make the reader's next move: a legal card if there is one, else the first action button."""
    v = view(page)
    legal_cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
    if legal_cards.count():
        legal_cards.first.click()
    else:
        page.locator(".tv-table .tv-actions button").first.click()
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
        arg=len(v["log"]),
        timeout=30_000,
    )
    wait_settled(page)


def play_until_hand_scored(page, max_steps=60):
    start = len(view(page)["hand_results"])
    for _ in range(max_steps):
        v = view(page)
        if len(v["hand_results"]) > start or v["is_over"]:
            return v
        play_one_step(page)
    raise AssertionError("the hand did not end")


@pytest.fixture
def table_page(booted, origin):
    """The deal of seed 2024 in the worker's booted tab (tests/browser/booted.py)."""
    visit(booted, origin + PLAY + "?seed=2024")
    wait_ready(booted)
    return booted


@pytest.fixture
def own_table_page(page, origin):
    """The deal of seed 2024 on a page of its own: the page's boot, and its requests (the context's log)."""
    page.goto(origin + PLAY + "?seed=2024")
    wait_ready(page)
    return page


def test_page_boots_the_engine(own_table_page, origin):
    page = own_table_page
    info = page.evaluate("() => window.tapisvert.engine.info")
    assert info["version"] and info["python"].startswith("3.")
    v = view(page)
    assert v["game"] == "triomphe" and v["players"] == 4 and v["options"]["form"] == "team"
    assert len(v["hand"]) == 5
    # the seats, the trump and the turn-up are drawn
    assert page.locator(".tv-seat").count() == 4
    # the reader's seat carries the engine's name for it, the same as in the log and on the sheet
    assert (
        page.locator(".tv-seat.tv-seat--you .tv-seat-name").inner_text().strip()
        == v["seat_names"][v["human"]]
    )
    assert page.locator(".tv-trump-label").inner_text().startswith("Trump")
    assert page.locator(".tv-turnup").get_attribute("aria-label").startswith("Turn-up:")
    assert not page.errors, page.errors


def test_cards_have_accessible_names(table_page):
    labels = table_page.locator(".tv-hand .tv-card").evaluate_all(
        "(cs) => cs.map((c) => c.getAttribute('aria-label'))"
    )
    assert len(labels) == 5
    for label in labels:
        # the name starts with the index printed on the card (WCAG 2.5.3 label in name, issue 14)
        assert re.fullmatch(
            r"(A|K|Q|J|10|9|8|7), (Ace|King|Queen|Jack|Ten|Nine|Eight|Seven) of (spades|hearts|diamonds|clubs)",
            label,
        ), label
    # a ten is displayed as "10"
    tens = table_page.locator('.tv-card[data-card^="T"] .tv-rank')
    for i in range(tens.count()):
        assert tens.nth(i).inner_text() == "10"
    assert table_page.locator(".tv-log-list").get_attribute("aria-live") == "polite"


def test_illegal_card_shows_the_rule_with_working_links(table_page, origin):
    page = table_page
    for _ in range(40):
        v = view(page)
        illegal = page.locator(".tv-hand .tv-card.is-illegal")
        if v["legal"] and illegal.count():
            break
        if v["is_over"]:
            page.locator(".tv-actions button", has_text="Play a new match").click()
            wait_settled(page)
        else:
            play_one_step(page)
    else:
        pytest.fail("no position with a forbidden card came up")
    before = view(page)
    card = illegal.first.get_attribute("data-card")
    illegal.first.click()
    message = page.locator(".tv-message--illegal")
    message.wait_for(timeout=10_000)
    assert "You cannot play" in message.inner_text()
    after = view(page)
    assert after["hand"] == before["hand"] and after["log"] == before["log"], (
        "a refused card changed the state"
    )
    assert card in after["hand"]

    rule_link = message.locator("a.tv-rule-link")
    rule_id = rule_link.inner_text()
    assert rule_id.startswith("triomphe.")
    href = rule_link.get_attribute("href")
    assert href == f"{origin}/games/triomphe/rules/#{rule_id}"
    source_links = message.locator("a.tv-source-link")
    assert source_links.count() >= 1
    assert re.fullmatch(
        re.escape(origin) + r"/sources/triomphe/#p\d+", source_links.first.get_attribute("href")
    )

    # the rule link opens the rule in place (issue 13): the game stays on the page
    url_before = page.url
    rule_link.click()
    dialog = page.locator("dialog.tv-dialog--rule")
    dialog.wait_for(timeout=10_000)
    assert page.url == url_before
    # the rule's sentence first, its id last (small, copyable)
    first = dialog.locator(".tv-dialog-body > *").first
    assert "tv-rule-statement" in first.get_attribute("class") and first.inner_text().strip()
    assert dialog.locator(".tv-dialog-body > *").last.locator(".tv-rule-id").inner_text() == rule_id
    # the source paragraph's own words, fetched from the source page
    page.wait_for_function(
        "() => [...document.querySelectorAll('dialog .tv-rule-source-text')].every((n) => n.textContent.length > 20)",
        timeout=10_000,
    )
    for text in dialog.locator(".tv-rule-source-text").all_inner_texts():
        assert "⟨" not in text and not re.search(r"\b[AN]\d+\b", text), (
            f"apparatus marks in the text: {text!r}"
        )
        half = len(text) // 2
        assert text[:half].strip() != text[half:].strip(), f"both readings in the text: {text!r}"
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached", timeout=5_000)
    assert view(page)["log"] == after["log"]

    # reading on, on the rules page (instant navigation keeps the window), and coming back
    page.evaluate("() => { window.__tvMarker = 'kept'; }")
    rule_link.click()
    dialog.locator("a.tv-rule-page-link").click()
    page.wait_for_url(re.compile(r".*/games/triomphe/rules/#" + re.escape(rule_id)))
    page.locator(f'[id="{rule_id}"]').wait_for(timeout=10_000)
    assert page.locator(f'[id="{rule_id}"] .tv-rule-statement').inner_text().strip()
    assert page.evaluate("() => window.__tvMarker") == "kept", "navigation was not instant"

    # the source paragraph link resolves too
    para = page.locator(f'[id="{rule_id}"] a.tv-para').first
    para_href = para.get_attribute("href")
    para.click()
    page.wait_for_url(re.compile(r".*/sources/triomphe/#p\d+"))
    anchor = para_href.split("#", 1)[1]
    page.locator(f'[id="{anchor}"]').wait_for(timeout=10_000)

    page.go_back()
    page.go_back()
    page.wait_for_url(re.compile(r".*/games/triomphe/play/.*"))
    wait_ready(page)
    assert page.evaluate("() => window.__tvMarker") == "kept"
    # Back resumes the same game (issue 13), not a new deal
    back = view(page)
    assert back["hand"] == after["hand"] and back["log"] == after["log"]


def test_a_whole_deal_is_played_and_scored(table_page):
    page = table_page
    v = view(page)
    if v["is_over"]:
        page.locator(".tv-actions button", has_text="Play a new match").click()
        wait_settled(page)
    before = view(page)
    v = play_until_hand_scored(page)
    result = v["hand_results"][-1]
    assert result["text"]
    assert sum(abs(p) for p in result["points"]) > 0
    # the score table and the results table show the points
    rows = page.locator(".tv-results-table tbody tr")
    assert rows.count() == len(v["hand_results"])
    # totals are written with a true minus (U+2212), as the rows are
    totals = [
        t.strip().replace("\u2212", "-") for t in page.locator(".tv-results-table tfoot td").all_inner_texts()
    ]
    assert "-" not in "".join(page.locator(".tv-results-table tfoot td").all_inner_texts())
    assert [int(t) for t in totals if t.lstrip("-").isdigit()] == [v["scores"][t[0]] for t in v["teams"]]
    assert page.locator(".tv-banner").inner_text().strip()
    # the next hand can be dealt
    if not v["is_over"]:
        hand_number = v["hand_number"]
        page.locator(".tv-actions button").first.click()
        page.wait_for_function(
            f"(n) => {{ const t = {TABLE_JS}; return t && t.view.hand_number === n + 1; }}",
            arg=hand_number,
            timeout=30_000,
        )
        wait_settled(page)
        assert len(view(page)["hand"]) == 5
    assert before["hand_number"] <= view(page)["hand_number"]


def test_undo_returns_to_the_readers_previous_decision(table_page):
    page = table_page
    wait_settled(page)
    v = view(page)
    if not page.locator(".tv-hand .tv-card.is-legal").count():
        pytest.skip("no card to play here")
    hand_before = v["hand"]
    play_one_step(page)
    assert len(view(page)["hand"]) == len(hand_before) - 1
    page.locator(".tv-controls button", has_text="Undo").click()
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view.hand.length === n; }}", arg=len(hand_before)
    )
    wait_settled(page)
    assert sorted(view(page)["hand"]) == sorted(hand_before)


def test_keyboard_play(table_page):
    page = table_page
    wait_settled(page)
    if not page.locator(".tv-hand .tv-card.is-legal").count():
        play_one_step(page)
    before = view(page)
    assert before["legal"]
    page.locator(".tv-hand .tv-card").first.focus()
    for _ in range(12):
        if page.evaluate("() => document.activeElement.classList.contains('is-legal')"):
            break
        page.keyboard.press("ArrowRight")  # the hand is one Tab stop: the arrows move along it
    else:
        pytest.fail("the arrows never reached a playable card")
    card = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view.log.length > n; }}", arg=len(before["log"])
    )
    wait_settled(page)
    assert card not in view(page)["hand"]
    # the control buttons are reachable by Tab too
    page.locator(".tv-controls button").first.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent") == "New deal"


def test_settings_refuse_an_invalid_combination(table_page):
    page = table_page
    page.locator(".tv-settings summary").click()
    form = page.locator(".tv-form")
    form.locator('select[name="opt:form"]').select_option("team")
    form.locator('select[name="players"]').select_option("3")
    error = page.locator(".tv-form-error")
    page.wait_for_function("() => document.querySelector('.tv-form-error').textContent.length > 0")
    assert "team game" in error.inner_text()
    assert form.locator('button[type="submit"]').is_disabled()
    form.locator('select[name="players"]').select_option("4")
    page.wait_for_function("() => document.querySelector('.tv-form-error').textContent === ''")
    assert form.locator('button[type="submit"]').is_enabled()


def test_shareable_link_reproduces_the_deal(table_page, origin):
    page = table_page
    if not page.locator(".tv-settings[open]").count():
        page.locator(".tv-settings summary").click()
    form = page.locator(".tv-form")
    form.locator('select[name="opt:form"]').select_option("individual")
    form.locator('select[name="players"]').select_option("3")
    form.locator('select[name="opt:regime"]').select_option("plaisant")
    form.locator('input[name="seed"]').fill("4321")
    form.locator('button[type="submit"]').click()
    page.wait_for_function(
        f"() => {{ const t = {TABLE_JS}; return t && t.view.players === 3 && t.settings.seed === 4321; }}"
    )
    wait_settled(page)
    dealt = view(page)
    first_hand = page.evaluate(f"() => {TABLE_JS}.view.log.filter((e) => e.text).map((e) => e.text)[0]")
    link = page.locator(".tv-share-url").input_value()
    query = parse_qs(urlsplit(link).query)
    assert query["game"] == ["triomphe"] and query["players"] == ["3"] and query["seed"] == ["4321"]
    # options at the page's default are left out of the link (it opens the same deal)
    assert query["regime"] == ["plaisant"] and query.get("form", ["individual"]) == ["individual"]

    page.goto(link)
    wait_ready(page)
    shared = view(page)
    assert shared["players"] == 3
    assert shared["options"] == dealt["options"]
    assert shared["trump"] == dealt["trump"] and shared["turnup"] == dealt["turnup"]
    assert shared["dealer"] == dealt["dealer"]
    assert (
        page.evaluate(f"() => {TABLE_JS}.view.log.filter((e) => e.text).map((e) => e.text)[0]") == first_hand
    )
    # the same cards, and the same bot moves up to the reader's first decision (bots are seeded by the deal)
    assert shared["hand"] == dealt["hand"]
    assert shared["log"] == dealt["log"]


def test_a_link_with_an_impossible_deal_falls_back_clearly(booted, origin):
    page = booted
    visit(page, origin + PLAY + "?game=triomphe&players=3&seed=1&form=team")
    wait_ready(page)
    assert "the engine refuses" in page.locator(".tv-message").inner_text()
    assert view(page)["players"] == 4


def test_a_link_with_an_unknown_bot_level_says_so(booted, origin):
    page = booted
    visit(page, origin + PLAY + "?game=triomphe&players=4&seed=1&bots=grandmaster")
    wait_ready(page)
    said = page.locator(".tv-message").inner_text()
    assert "grandmaster" in said and "novice" in said
    assert "baseline" not in said  # the menu's words, not the engine's codes (issue 13)
    assert page.evaluate(f"() => {TABLE_JS}.settings.bots") == "baseline"
    assert view(page)["players"] == 4 and page.evaluate(f"() => {TABLE_JS}.settings.seed") == 1


def test_a_new_deal_closes_the_table_it_replaces(table_page):
    page = table_page
    old = page.evaluate(f"() => {TABLE_JS}.tableId")
    page.get_by_role("button", name="New deal").first.click()
    # a match in progress is never dropped without asking (issue 13)
    if page.locator("dialog.tv-dialog--confirm").count():
        page.locator("dialog.tv-dialog--confirm button", has_text="Deal a new match").click()
    page.wait_for_function(f"(old) => {TABLE_JS}.tableId !== old", arg=old, timeout=30_000)
    wait_settled(page)
    gone = page.evaluate("(t) => window.tapisvert.engine.call({op: 'view', table: t})", old)
    assert gone["ok"] is False and "no table" in gone["error"]["message"]
    new = page.evaluate(f"() => {TABLE_JS}.tableId")
    assert page.evaluate("(t) => window.tapisvert.engine.call({op: 'view', table: t})", new)["ok"]


def test_every_request_stayed_on_the_origin(own_table_page, context, origin):
    # The context's proxy is a sink (tests/browser/foreign_sink.py): a request for any other host,
    # from a page, the engine worker or the service worker, would be recorded there (and refused).
    # test_privacy_sink shows that it is. (The context fixture checks the same after every test.)
    play_one_step(own_table_page)
    assert context.request_log.urls, "no request was recorded"
    assert context.request_log.foreign(origin) == []
