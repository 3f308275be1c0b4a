"""Share this position: the link opens the same match at the same move (the engine replays its
moves; the page computes no rule), and a tampered link opens nothing, says why, and leaves the game
kept on the page as it was."""

from urllib.parse import parse_qs, urlsplit

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled

PLAY = "/games/tarot/play/"
KEY = "tapisvert:match:/games/tarot/play/#tarot"


def ready(page):
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page, also="t.view.phase === 'hand-over'")


def step(page):
    """One move of the reader: a Prise (no chelem), else the first raised card, else the first action."""
    v = view(page)
    n = len(v["log"])
    cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
    take = page.locator(
        '.tv-table .tv-actions button[data-action="prise"], .tv-table .tv-actions button[data-action="no-chelem"]'
    )
    if take.count():
        take.first.click()
    elif cards.count():
        cards.first.click()
    else:
        page.locator(".tv-table .tv-actions button").first.click()
    page.wait_for_function(f"(n) => {TABLE_JS}.view.log.length !== n", arg=n, timeout=30_000)
    wait_settled(page, also="t.view.phase === 'hand-over'")


def shared_link(page):
    page.locator(".tv-table .tv-share-url").focus()
    page.wait_for_function(
        "() => (document.querySelector('.tv-table .tv-share-url') || {}).value.includes('at=')",
        timeout=30_000,
    )
    return page.locator(".tv-table .tv-share-url").input_value()


def test_a_shared_position_opens_at_the_same_move_and_a_tampered_one_keeps_the_kept_game(page, origin):
    page.goto(origin + "/")
    page.evaluate("() => localStorage.clear()")
    page.goto(origin + PLAY + "?players=4&seed=31")
    ready(page)
    for _ in range(10):
        if view(page)["phase"] == "hand-over":
            break
        step(page)
    before = view(page)
    assert before["record_actions"] > 10
    link = shared_link(page)
    assert page.locator(".tv-share-label").inner_text() == "Share this position"
    at = parse_qs(urlsplit(link).query)["at"][0]
    assert at.split(".")[0] == str(before["record_actions"])
    assert len(link) < len(origin) + len(PLAY) + 80, link  # short: the deal and a character a choice

    # the link, opened afresh (nothing kept): the same position
    page.evaluate("() => localStorage.clear()")
    page.goto(link)
    ready(page)
    opened = view(page)
    for key in ("record_actions", "hand", "phase", "trick", "current_player", "hand_number", "scores"):
        assert opened[key] == before[key], key
    assert [e.get("text") for e in opened["log"]] == [e.get("text") for e in before["log"]]

    # play on, so that the page keeps this game, then open a tampered link
    step(page)
    kept = page.evaluate(f"() => localStorage.getItem('{KEY}')")
    kept_actions = view(page)["record_actions"]
    assert kept and kept_actions == opened["record_actions"] + 1 or kept_actions > opened["record_actions"]
    body, check = at.rsplit(".", 1)
    flipped = ("B" if body[-1] != "B" else "C") if body[-1] != "." else "A"
    tampered = link.replace(f"at={at}", f"at={body[:-1]}{flipped}.{check}")
    assert tampered != link
    page.goto(tampered)
    ready(page)
    message = page.locator(".tv-table .tv-message").inner_text()
    assert "could not be opened" in message and "check does not match" in message, message
    assert "Your game in progress is back" in message
    assert view(page)["record_actions"] == kept_actions  # the kept game, where it was
    assert page.evaluate(f"() => localStorage.getItem('{KEY}')") == kept  # untouched
    assert not page.errors, page.errors
