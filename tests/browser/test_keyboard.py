"""A whole hand with the keyboard alone, in every game: "Skip to the table" from the top of the page,
the arrows along the hand, Enter on a raised card, Tab to the action buttons; focus never falls to the
page's body, and "Next hand", "Undo" and "New deal" are at most 3 Tabs from the hand (the hand and
the action buttons are one Tab stop each, the arrows move inside them).

Each game's play page (with a fixed deal) is opened in the worker's booted tab (tests/browser/booted.py:
reset before each test, instant navigation, no Python booted again); Tarot is walked with 3, 4 and 5
players (the discard, the call of a king)."""

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled

GAMES = {
    "triomphe": ("triomphe", "?seed=2024"),
    "briscan": ("briscan", "?seed=5"),
    "brisque": ("brisque", "?seed=5"),
    "tarot3": ("tarot", "?seed=3&players=3"),
    "tarot4": ("tarot", "?seed=3&players=4"),
    "tarot5": ("tarot", "?seed=3&players=5"),
    "emprunt": ("emprunt", "?seed=4&players=4"),
    "francion": ("francion", "?seed=4&players=4"),
}

FOCUS_JS = (
    """() => {
    const a = document.activeElement;
    const t = """
    + TABLE_JS
    + """;
    return {
        body: a === document.body || a === null,
        inHand: Boolean(a && a.closest(".tv-hand")),
        legal: Boolean(a && a.classList.contains("is-legal")),
        action: a && a.dataset ? a.dataset.action || null : null,
        inTable: Boolean(a && t.root.contains(a)),
        text: a ? (a.getAttribute("aria-label") || a.textContent || "").trim().slice(0, 40) : "",
    };
}"""
)


def focus(page):
    return page.evaluate(FOCUS_JS)


def tab_to(page, wanted, limit=40, key="Tab"):
    """Tab forward (or ``key="Shift+Tab"``, back) until ``wanted(focus)``; the number of Tabs it took."""
    for n in range(1, limit + 1):
        page.keyboard.press(key)
        if wanted(focus(page)):
            return n
    raise AssertionError(f"not reached in {limit} Tabs (at {focus(page)})")


def play_a_step(page):
    """One move of the reader, by keys: a raised card (arrows, Enter) or the first legal action (Tab, Enter)."""
    v = view(page)
    f = focus(page)
    assert not f["body"], "focus fell to the page's body"
    cards = [a for a in v["legal"] if a in v["hand"] or a.split(":")[-1] in v["hand"]]
    if cards and not f["inHand"]:
        # focus stays near the hand: a few Tabs back to it at most
        tab_to(page, lambda x: x["inHand"], limit=12, key="Shift+Tab")
        f = focus(page)
    if cards and f["inHand"]:
        for _ in range(len(v["hand"]) + 1):
            if focus(page)["legal"]:
                break
            page.keyboard.press("ArrowRight")
        assert focus(page)["legal"], "no raised card under the arrows"
    elif v["legal"]:
        legal = set(v["legal"]) | {"next-hand"}
        if f["action"] not in legal:
            tab_to(page, lambda x: x["action"] in legal, limit=60)
    n = len(v["log"])
    page.keyboard.press("Enter")
    page.wait_for_function(f"(n) => {TABLE_JS}.view.log.length !== n", arg=n, timeout=30_000)
    wait_settled(page, also="t.view.phase === 'hand-over'", timeout=90_000)


@pytest.mark.parametrize("case", list(GAMES))
def test_a_whole_hand_by_keyboard(booted, origin, case):
    page = booted
    game, query = GAMES[case]
    visit(page, f"{origin}/games/{game}/play/{query}")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page, also="t.view.phase === 'hand-over'")
    # from the top of the page: the first Tab reaches "Skip to the table", Enter takes focus to the hand
    # (the body focused: the next Tab starts from the top, whatever the table focused on its own)
    page.evaluate(
        "() => { window.scrollTo(0, 0); document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex'); }"
    )
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent") == "Skip to the table"
    page.keyboard.press("Enter")
    f = focus(page)
    assert f["inTable"], f
    if f["inHand"]:
        # the hand is one Tab stop: the actions (one stop), Undo and New deal follow within 3 Tabs
        assert tab_to(page, lambda x: x["text"] == "Undo", limit=3) <= 3
        assert tab_to(page, lambda x: x["text"] == "New deal", limit=1) == 1
        assert tab_to(page, lambda x: x["inHand"], limit=4, key="Shift+Tab") <= 4
    start = len(view(page)["hand_results"])
    for _ in range(200):
        v = view(page)
        if len(v["hand_results"]) > start or v["is_over"]:
            break
        play_a_step(page)
    else:
        pytest.fail("the hand did not end")
    # at the hand's end, focus is on "Next hand" (or "Play a new match"), and Undo and New deal follow
    f = focus(page)
    assert f["action"] in ("next-hand", "deal", "new-match") or f["text"] in (
        "Next hand",
        "Play a new match",
    ), f
    assert tab_to(page, lambda x: x["text"] == "Undo", limit=3) <= 3
    assert tab_to(page, lambda x: x["text"] == "New deal", limit=1) == 1
    # Undo by the keyboard: back into the hand, and focus stays on the table (never the body)
    assert tab_to(page, lambda x: x["text"] == "Undo", limit=1, key="Shift+Tab") == 1
    n = view(page)["record_actions"]
    page.keyboard.press("Enter")
    page.wait_for_function(f"(n) => {TABLE_JS}.view.record_actions < n", arg=n, timeout=30_000)
    wait_settled(page)
    page.wait_for_function(
        "() => document.activeElement && document.activeElement !== document.body", timeout=30_000
    )
    assert focus(page)["inTable"], focus(page)


def test_undo_stays_near_the_hand_while_a_refusal_is_shown(booted, origin):
    """A card refused by the keyboard: its message under the hand has two links (the rule, its
    source), one Tab stop between them (the arrows move along them), so Undo is still 3 Tabs from
    the hand; the rule's link and the source's are both reachable."""
    from tests.browser.test_refusals import open_position
    from tests.refusal_cases import CASES

    page = booted
    case = next(c for c in CASES if c.game == "triomphe" and c.phase == "play")
    st, card = open_position(page, origin, case)
    page.locator(f'.tv-table .tv-hand button[data-card="{card}"]').focus()
    page.keyboard.press("Enter")
    page.locator(".tv-table .tv-message .tv-source-link").wait_for(timeout=30_000)
    assert focus(page)["inHand"], focus(page)
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('tv-rule-link')")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.classList.contains('tv-source-link')")
    page.keyboard.press("Shift+Tab")
    assert focus(page)["inHand"], focus(page)
    assert tab_to(page, lambda x: x["text"] == "Undo", limit=3) <= 3
    assert view(page)["record_actions"] == len(st.history)  # the refusal left the position alone
