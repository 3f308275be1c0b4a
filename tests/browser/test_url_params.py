"""Odd URL parameters in a shared link (issue 16, item 7) and the Settings form's engine calls (item 8).

A bad `players` or `seed` never reaches the table as NaN: the table deals what it can, says what was
wrong, and its share link holds valid numbers; deal numbers are exact up to 2^53 (a larger one is
refused, not rounded); `seed=` is no deal number at all (a random deal, not deal 0).  Validating
the Settings form opens no engine table.

Each table is opened in the worker's booted tab (tests/browser/booted.py: reset before each test, the
play page reached by instant navigation, no Python booted again).
"""

from urllib.parse import parse_qs, urlsplit

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS
from tests.browser.waits import frames

GAMES = ["triomphe", "francion", "emprunt", "briscan", "brisque", "tarot"]


def open_table(page, url):
    visit(page, url)
    page.wait_for_function(
        f"() => {{ const t = {TABLE_JS}; return t && t.view && t.settings; }}", timeout=BOOT_TIMEOUT
    )
    return page.evaluate(f"""() => {{ const t = {TABLE_JS};
        return {{ view: t.view, settings: t.settings, share: t.shareInput.value,
                 message: t.message.textContent, names: t.names }}; }}""")


def no_nan(page, state):
    assert "NaN" not in state["share"] and "undefined" not in state["share"]
    assert all(isinstance(n, str) and n and n != "undefined" for n in state["names"])
    labels = page.locator(".tv-table [aria-label]").evaluate_all(
        "(els) => els.map((e) => e.getAttribute('aria-label'))"
    )
    assert not [x for x in labels if "undefined" in x or "NaN" in x], labels
    assert "NaN" not in page.locator(".tv-table").inner_text()


@pytest.mark.parametrize("game", GAMES)
def test_bad_players_in_link_says_so_and_deals_a_valid_table(booted, origin, game):
    page = booted
    state = open_table(page, f"{origin}/games/{game}/play/?game={game}&players=abc&seed=12")
    no_nan(page, state)
    assert "players=abc" in state["message"] and "not a number of players" in state["message"]
    q = parse_qs(urlsplit(state["share"]).query)
    assert q["players"] == [str(state["view"]["players"])] and q["seed"] == ["12"]
    assert not page.errors, page.errors


@pytest.mark.parametrize("seed", ["abc", "1e400", "-3", "9007199254740993", "1.5"])
def test_bad_seed_in_link_is_refused_with_a_message(booted, origin, seed):
    page = booted
    state = open_table(page, f"{origin}/games/triomphe/play/?seed={seed}")
    no_nan(page, state)
    assert f"seed={seed}" in state["message"] and "not a deal number" in state["message"]
    dealt = state["settings"]["seed"]
    assert isinstance(dealt, int) and 0 <= dealt <= 2**53
    assert f"number {dealt}" in state["message"]


def test_empty_seed_is_a_random_deal_not_deal_zero(booted, origin):
    page = booted
    # two addresses (the same one would resume the match saved on the page)
    seeds = {
        open_table(page, f"{origin}/games/triomphe/play/{q}")["settings"]["seed"]
        for q in ("?seed=&players=4", "?players=4&seed=")
    }
    assert 0 not in seeds and len(seeds) == 2


@pytest.mark.parametrize("seed", ["9007199254740992", "9007199254740991", "0", "123456789012345"])
def test_seeds_up_to_two_to_the_53_are_exact(booted, origin, seed):
    page = booted
    state = open_table(page, f"{origin}/games/triomphe/play/?seed={seed}")
    assert parse_qs(urlsplit(state["share"]).query)["seed"] == [seed]
    record = page.evaluate(f"""async () => {{ const t = {TABLE_JS};
        return (await window.tapisvert.engine.call({{ op: "record", table: t.tableId }})).record; }}""")
    assert f'"seed": {seed}' in record
    assert "not quite right" not in state["message"]


def _open_tables(page):
    # close a throwaway table: the answer counts the tables still open
    return page.evaluate("""async () => { const e = window.tapisvert.engine;
        const t = await e.call({ op: "new", game: "emprunt", seed: 1 });
        return (await e.call({ op: "close", table: t.table })).open; }""")


def test_settings_form_changes_open_no_tables(booted, origin):
    page = booted
    open_table(page, f"{origin}/games/triomphe/play/?seed=5")
    before = _open_tables(page)
    page.locator(".tv-table .tv-settings summary").click()
    form = page.locator(".tv-table form.tv-form")
    players = form.locator("select[name=players]")
    for value in ["3", "5", "4", "6", "2", "4"] * 2:
        players.select_option(value)
    # each change sends its check at once (no debounce), so they are queued in the engine worker
    # before the count below asks: the count sees every one of them
    frames(page)
    assert _open_tables(page) == before
    # a combination the rules refuse is still named in the form
    form.locator("select[name='opt:form']").select_option("team")
    players.select_option("3")
    page.wait_for_function(
        "() => document.querySelector('.tv-table .tv-form-error').textContent.includes('Not allowed')"
    )
    assert _open_tables(page) == before
