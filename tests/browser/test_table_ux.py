"""The table a player enjoys (issue 13), in a real browser, for every game: a refused card explains
itself inside the viewport and is announced; prompts are words; the hand's score sheet equals the
engine's breakdown and focus goes to "Next hand"; a reload or Back resumes the same game; "New deal"
asks; a game record can be downloaded and opened, a bad one gets a clear message; option values,
player counts and seat names are words, not codes.

The worker's booted tab (tests/browser/booted.py: its engine booted once, the tab reset before each
test, the reader's storage as new): the games are reached by Material's instant navigation, which
keeps the engine worker; only the reload test boots Python again. Set TAPISVERT_SCREENSHOTS=<dir> to
save each game's hand-end sheet at 1280 and 390 px, light and dark (tests/browser/screenshots/).
"""

import json
import os
import re

import pytest

from tests.browser import table
from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

# game -> the play page's address (a fixed deal)
GAMES = {
    "triomphe": "/games/triomphe/play/?seed=2024",
    # seed 4: a card is refused in the first hand (at the 12th move); with seed 5 not in three hands
    "briscan": "/games/briscan/play/?seed=4",
    "brisque": "/games/brisque/play/?seed=5",
    "tarot": "/games/tarot/play/?players=4&seed=3",
    "emprunt": "/games/emprunt/play/?players=3&seed=7",
    "francion": "/games/francion/play/?seed=1",
}


def wait_settled(page):
    # the end of a hand counts as settled too (the reader then chooses to deal the next one)
    table.wait_settled(page, also='t.view.phase === "hand-over"', timeout=90_000)


def table_id(page):
    return page.evaluate(f"() => {TABLE_JS}.tableId")


def go(page, game):
    """Instant navigation (Material) to a game's play page: the engine worker is kept."""
    page.evaluate(
        """(href) => { for (const n of document.querySelectorAll(".tv-table")) n.dataset.left = "true";
                       const a = document.createElement("a"); a.href = href; a.textContent = "go";
                       document.querySelector(".md-content").append(a); a.click(); }""",
        GAMES[game],
    )
    # the new page's table: any connected one not marked as left (a table of the page before may
    # still be connected for a moment, and come first)
    page.wait_for_function(
        """(g) => { const t = [...window.tapisvert.tables].find((x) => x.root.isConnected && !x.root.dataset.left);
                   return t && t.view && t.game === g; }""",
        arg=game,
        # as long as a boot may take: a loaded CI machine runs two browsers at once, and the page
        # may be building its warm-start snapshot in the background
        timeout=120_000,
    )
    if game == "emprunt":
        # the reader makes his forced moves himself here, so that refused cards can be tried
        box = page.get_by_label("Play my forced moves for me")
        if box.is_checked():
            box.uncheck()
    wait_settled(page)


def wait_for_table(page, game):
    """After a full load: until the page's table shows the engine's view of ``game``, settled."""
    page.wait_for_function(
        f"(g) => {{ const t = {TABLE_JS}; return t && t.view && t.game === g; }}",
        arg=game,
        timeout=BOOT_TIMEOUT,
    )
    wait_settled(page)


def step(page):
    """The reader's next move by clicking: a Garde when bidding, a raised card, else the first button."""
    v = view(page)
    if v["phase"] == "hand-over" or v["is_over"]:
        raise AssertionError("the hand is over")
    garde = page.locator(
        '.tv-actions button[data-action="garde"], .tv-actions button[data-action="no-chelem"]'
    )
    cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
    forced = page.locator(".tv-ep-act, .tv-tp-call button")
    if garde.count():
        garde.click()
    elif forced.count():
        forced.first.click()
    elif cards.count():
        cards.first.click()
    else:
        page.locator(".tv-actions button").first.click()
    page.wait_for_function(
        f"(n) => {{ const t = {TABLE_JS}; return t && t.view && (t.view.record_actions !== n); }}",
        arg=v["record_actions"],
        timeout=30_000,
    )
    wait_settled(page)


def hand_ended(v):
    return v["phase"] == "hand-over" or v["is_over"]


def play_until_a_card_is_refused(page, moves=80):
    """Play the reader's moves (and hand-overs) until his hand shows a refused card; True if it does."""
    for _ in range(moves):
        v = view(page)
        if v["legal"] and page.locator(".tv-hand .tv-card.is-illegal").count():
            return True
        if hand_ended(v):
            next_hand(page)
        else:
            step(page)
    return False


def next_hand(page):
    """Press "Next hand" (or "Play a new match") and wait until the reader must act again."""
    button = page.locator(".tv-next-hand, .tv-new-match").first
    try:
        button.wait_for(timeout=15_000)
    except Exception:
        state = page.evaluate(
            f"() => {{ const t = {TABLE_JS}; return {{phase: t.view.phase, over: t.view.is_over, legal: t.view.legal,"
            f" current: t.view.current_player, busy: t.busy, paused: t.paused, actions: t.actionsBox.outerHTML}}; }}"
        )
        raise AssertionError(f"no Next hand button at the end of the hand: {state}") from None
    n = view(page)["record_actions"]
    button.click()
    page.wait_for_function(f"(n) => {TABLE_JS}.view.record_actions !== n", arg=n, timeout=30_000)
    wait_settled(page)


@pytest.fixture
def ux_page(booted, origin):
    page = booted
    page.set_viewport_size(PHONE)
    # a page without a table, from which go() reaches every play page by instant navigation
    # (Material fetches a page only when the path changes: from Triomphe's play page, another deal
    # of it would not be fetched)
    visit(page, origin + "/games/triomphe/rules/")
    return page


def in_viewport(page, locator):
    box = locator.bounding_box()
    vp = page.viewport_size
    # one pixel of grace for sub-pixel layout
    return (
        box is not None
        and box["y"] >= -1
        and box["y"] + box["height"] <= vp["height"] + 1
        and box["x"] >= -1
        and box["x"] + box["width"] <= vp["width"] + 1
    )


@pytest.mark.parametrize("game", list(GAMES))
def test_a_refused_card_explains_itself_in_view_and_is_announced(ux_page, game):
    page = ux_page
    page.set_viewport_size(PHONE)
    go(page, game)
    if not play_until_a_card_is_refused(page):
        pytest.fail(f"{game}: no position with a refused card came up")
    # the prompt says what to do, in words
    prompt = page.locator(".tv-banner").inner_text().strip()
    assert prompt and prompt != "Your decision." and not re.search(r"\b[a-z]+[-:][a-z0-9]+\b", prompt), prompt
    before = view(page)
    card = page.locator(".tv-hand .tv-card.is-illegal").first
    card.click()
    message = page.locator(".tv-message--illegal")
    message.wait_for(timeout=10_000)
    # seen without scrolling: the whole explanation is inside the viewport, right under the hand
    assert in_viewport(page, message), (game, message.bounding_box(), page.viewport_size)
    text = message.inner_text()
    assert text.startswith("You cannot play"), text
    reason = text.split(".", 1)[1].strip()
    assert reason[:1].isupper(), f"{game}: the reason is not a sentence: {text!r}"
    # announced: the message is a live region
    live = message.evaluate(
        "(m) => m.getAttribute('aria-live') || (m.getAttribute('role') === 'alert' ? 'assertive' : null)"
    )
    assert live in ("assertive", "polite")
    assert view(page)["record_actions"] == before["record_actions"], "a refused card changed the game"


@pytest.mark.parametrize("game", list(GAMES))
def test_options_counts_and_seats_are_words(ux_page, game):
    page = ux_page
    go(page, game)
    info = page.evaluate("(g) => window.tapisvert.engine.call({op: 'info', game: g})", game)["info"]
    form = page.locator(".tv-form")
    # the player count is "4 players", never a bare number
    for text in form.locator('select[name="players"] option').all_text_contents():
        assert re.fullmatch(r"\d players", text.strip()), text
    # no option value appears as its raw code
    for opt in info["options"]:
        for choice in opt.get("choices") or []:
            value = choice["value"] if isinstance(choice, dict) else choice
            texts = form.locator(
                f'select[name="opt:{opt["name"]}"] option[value="{str(value).lower() if isinstance(value, bool) else value}"]'
            ).all_text_contents()
            assert texts, (game, opt["name"], value)
            shown = texts[0].strip()
            if isinstance(value, bool) or (
                isinstance(value, str) and (value != value.capitalize() or "-" in value)
            ):
                assert shown != str(value) and shown != str(value).lower(), (
                    f"{game}: option {opt['name']} shows the code {shown!r}"
                )
    # seat names: the engine's, on the felt and in the log; no "Seat 3" anywhere
    v = view(page)
    names = v.get("seat_names")
    assert names and len(names) == v["players"]
    felt = [t.strip() for t in page.locator(".tv-seat .tv-seat-name").all_inner_texts()]
    assert sorted(felt) == sorted(names)
    log = page.locator(".tv-log-list").inner_text()
    assert not re.search(r"\b[Ss]eat \d\b", log), log[:400]
    assert not re.search(r"\bYou (takes|has|wins|plays|deals|draws|passes|bids|leads)\b", log), log[:400]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hand_ends_on_its_score_sheet_with_focus_on_next_hand(ux_page, game):
    page = ux_page
    page.set_viewport_size(DESKTOP)
    go(page, game)
    start = view(page)
    if hand_ended(start):
        next_hand(page)
    for _ in range(250):
        v = view(page)
        if hand_ended(v):
            break
        step(page)
    else:
        pytest.fail(f"{game}: the hand did not end")
    v = view(page)
    # focus is on "Next hand" (or "Play a new match"), which comes before Undo in tab order
    focused = page.evaluate("() => document.activeElement && document.activeElement.className")
    assert "tv-next-hand" in focused or "tv-new-match" in focused, focused
    order = page.evaluate(
        """() => { const n = document.querySelector('.tv-next-hand, .tv-new-match');
                   const u = [...document.querySelectorAll('.tv-controls button')].find((b) => b.textContent === 'Undo');
                   return !!(n.compareDocumentPosition(u) & Node.DOCUMENT_POSITION_FOLLOWING); }"""
    )
    assert order, "Next hand must come before Undo in tab order"
    # the banner keeps the hand's result; no seat is "to play"
    assert page.locator(".tv-banner").inner_text().strip() not in ("", "Your decision.")
    assert page.locator(".tv-seat.is-turn").count() == 0
    # the sheet on the page is the engine's breakdown, term by term
    sheets = page.evaluate(f"() => window.tapisvert.engine.call({{op: 'sheets', table: {TABLE_JS}.tableId}})")
    assert sheets["ok"], sheets
    sheet = sheets["sheets"][-1]
    assert sheet == v["sheet"]
    table = page.locator(".tv-sheet-box table.tv-sheet").first
    rows = table.locator("tbody tr")
    assert rows.count() == len(sheet["terms"])
    for i, term in enumerate(sheet["terms"]):
        row = rows.nth(i)
        assert row.locator(".tv-sheet-label").inner_text().strip() == term["label"]
        cells = row.locator("td").evaluate_all("(cs) => cs.map((c) => c.dataset.points)")
        assert cells == [str(p) for p in term["points"]], (game, term)
        if term.get("rule"):
            assert row.locator("a.tv-rule-link").inner_text() == term["rule"]
    hand_cells = table.locator("tfoot tr.tv-sheet-hand td").evaluate_all(
        "(cs) => cs.map((c) => c.dataset.points)"
    )
    assert hand_cells == [str(p) for p in sheet["points"]]
    if sheet.get("totals") is not None:
        totals = table.locator("tfoot tr.tv-sheet-total td").evaluate_all(
            "(cs) => cs.map((c) => c.dataset.points)"
        )
        assert totals == [str(p) for p in sheet["totals"]]
    heads = [t.strip() for t in table.locator("thead th").all_inner_texts()][1:]
    assert heads == v["seat_names"]
    # the results column is not squeezed: the Hands played table fits its column without overflow
    fit = page.evaluate(
        "() => { const r = document.querySelector('.tv-results'); return r.scrollWidth <= r.clientWidth + 1; }"
    )
    assert fit, f"{game}: the Hands played table overflows its column"
    # the match history keeps every sheet
    page.wait_for_function(
        "(n) => document.querySelectorAll('.tv-sheets .tv-sheet-fold').length === n",
        arg=len(sheets["sheets"]),
    )
    # a rule of the sheet opens in place
    link = table.locator("a.tv-rule-link").first
    if link.count():
        link.click()
        page.locator("dialog.tv-dialog--rule").wait_for()
        page.keyboard.press("Escape")
        page.locator("dialog.tv-dialog--rule").wait_for(state="detached")
    # the tricks of the hand can be reviewed (a game without tricks has no such button)
    review = page.locator(".tv-review-btn")
    if review.is_visible():
        review.click()
        dialog = page.locator("dialog.tv-dialog--review")
        dialog.wait_for()
        if v.get("tricks") is not None:
            assert dialog.locator(".tv-review-trick").count() == len(v["tricks"])
        page.keyboard.press("Escape")
    shots = os.environ.get("TAPISVERT_SCREENSHOTS")
    if shots:
        os.makedirs(shots, exist_ok=True)
        # no sticky bar over the shot (through CSSOM: the site's CSP refuses an inline <style>)
        page.evaluate(
            "() => document.querySelectorAll('.md-header, .md-tabs').forEach((n) => { n.style.visibility = 'hidden'; })"
        )
        for scheme in ("default", "slate"):
            page.evaluate("(s) => document.body.setAttribute('data-md-color-scheme', s)", scheme)
            for size in (DESKTOP, PHONE):
                page.set_viewport_size(size)
                page.locator(".tv-sheet-box").scroll_into_view_if_needed()
                page.locator(".tv-main").screenshot(
                    path=os.path.join(
                        shots, f"{game}-sheet-{size['width']}-{'dark' if scheme == 'slate' else 'light'}.png"
                    )
                )
        page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'default')")
        page.evaluate(
            "() => document.querySelectorAll('.md-header, .md-tabs').forEach((n) => { n.style.visibility = ''; })"
        )
        page.set_viewport_size(DESKTOP)


def test_new_deal_asks_and_escape_keeps_the_game(ux_page):
    page = ux_page
    go(page, "tarot")
    if hand_ended(view(page)):
        next_hand(page)
    step(page)
    kept = table_id(page)
    page.locator(".tv-controls button", has_text="New deal").click()
    dialog = page.locator("dialog.tv-dialog--confirm")
    dialog.wait_for()
    assert page.evaluate("() => document.activeElement.textContent") == "Keep playing"
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    assert table_id(page) == kept
    assert page.evaluate("() => document.activeElement.textContent") == "New deal"  # focus comes back
    page.keyboard.press("Enter")
    dialog.wait_for()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent") == "Deal a new match"
    page.keyboard.press("Enter")
    page.wait_for_function(f"(old) => {TABLE_JS}.tableId !== old", arg=kept, timeout=30_000)
    wait_settled(page)


def test_a_game_record_downloads_and_opens_and_a_bad_one_is_explained(ux_page, tmp_path):
    page = ux_page
    go(page, "briscan")
    if hand_ended(view(page)):
        next_hand(page)
    step(page)
    before = view(page)
    with page.expect_download() as dl:
        page.locator("button", has_text="Download this game").click()
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["game"] == "briscan" and len(record["actions"]) == before["record_actions"]
    # a bad record: not JSON
    bad = tmp_path / "bad.json"
    bad.write_text("this is not a record")
    page.locator(".tv-record input[type=file]").set_input_files(str(bad))
    msg = page.locator(".tv-message")
    page.wait_for_function("() => document.querySelector('.tv-message').textContent.includes('bad.json')")
    assert "not a game record" in msg.inner_text()
    # a record whose moves were tampered with: the engine's own words
    broken = dict(record, actions=record["actions"] + ["ZZ"])
    bad.write_text(json.dumps(broken))
    page.locator(".tv-record input[type=file]").set_input_files(str(bad))
    page.wait_for_function(
        "() => document.querySelector('.tv-message').textContent.includes('could not be opened')"
    )
    # the good one opens the same game
    page.locator(".tv-record input[type=file]").set_input_files(str(path))
    page.wait_for_function("() => document.querySelector('.tv-message').textContent.includes('Opened')")
    after = view(page)
    assert after["hand"] == before["hand"] and after["record_actions"] == before["record_actions"]


def test_back_after_opening_a_rule_resumes_the_same_game(ux_page):
    page = ux_page
    go(page, "francion")
    assert play_until_a_card_is_refused(page), "francion: no position with a refused card came up"
    before = view(page)
    page.locator(".tv-hand .tv-card.is-illegal").first.click()
    page.locator(".tv-message--illegal a.tv-rule-link").click()
    page.locator("dialog.tv-dialog--rule a.tv-rule-page-link").click()
    page.wait_for_url(re.compile(r".*/games/francion/rules/#.*"))
    page.go_back()
    page.wait_for_url(re.compile(r".*/games/francion/play/.*"))
    # The table that resumes the game is the one to read: wait for its notice, then for it to settle
    # (the page may briefly hold a table that has not yet taken the game over).
    page.wait_for_function(
        f"() => {{ const t = {TABLE_JS}; const m = t && t.root.querySelector('.tv-message');"
        " return t && t.view && m && m.textContent.includes('back where you left it'); }",
        timeout=60_000,
    )
    wait_settled(page)
    after = view(page)
    assert after["hand"] == before["hand"] and after["record_actions"] == before["record_actions"]
    assert "back where you left it" in page.locator(".tv-message").inner_text()


def test_a_reload_mid_hand_resumes_the_same_game(ux_page):
    page = ux_page
    # a full load, not instant navigation: the subject is the reload, and the page then does not
    # depend on the history the tests before it left (one CI run timed out navigating from there)
    page.goto(page.url.split("/games/")[0] + GAMES["tarot"])
    # the table's view, not the reader's cards: the game it resumes may be between two hands
    wait_for_table(page, "tarot")
    if hand_ended(view(page)):
        next_hand(page)
    for _ in range(4):
        if hand_ended(view(page)):
            break
        step(page)
    before = view(page)
    page.reload()
    wait_for_table(page, "tarot")
    after = view(page)
    assert after["hand"] == before["hand"] and after["record_actions"] == before["record_actions"]
    assert after["hand_number"] == before["hand_number"]
    assert "back where you left it" in page.locator(".tv-message").inner_text()
    assert not page.errors, page.errors
