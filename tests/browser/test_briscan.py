"""The Briscan table in a real browser: a whole deal against the bot, with declarations made from
the meld panel, the talon count and the score to 600; and a refused card in the last five tricks.

The worker's booted tab (tests/browser/booted.py: reset before each test, no Python booted again). Seed 2025 gives the reader two declaration windows in the first deal
when he declares whatever the panel offers and otherwise plays his first legal card; the test plays
adaptively, so it only relies on at least one window coming up.
"""

import re

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, view, wait_log_change, wait_settled

PLAY = "/games/briscan/play/"


@pytest.fixture
def table_page(booted, origin):
    """The play page in the worker's booted tab (tests/browser/booted.py), by instant navigation."""
    page = booted
    visit(page, origin + PLAY + "?seed=2025")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    return page


def test_briscan_table_boots_with_its_panel(table_page):
    page = table_page
    v = view(page)
    assert v["game"] == "briscan" and v["players"] == 2 and len(v["hand"]) == 5
    assert v["target"] == 600
    panel = page.locator(".tv-table .tv-game-panel .tv-bp")
    assert panel.count() == 1
    assert "22 cards" in panel.locator(".tv-bp-talon").inner_text()
    assert "/ 600" in panel.locator(".tv-bp-score").inner_text()
    assert page.locator(".tv-turnup").count() == 1
    assert not page.errors, page.errors


def test_a_whole_deal_with_declarations(table_page):
    page = table_page
    declared = []
    talon_seen = set()
    for _ in range(200):
        v = view(page)
        if v["hand_results"] or v["is_over"]:
            break
        talon_seen.add(v["extra"]["talon"])
        n = len(v["log"])
        melds = page.locator(".tv-table .tv-bp-meld")
        if melds.count():
            # the panel shows exactly the declarations the engine offers, with their value
            offered = v["extra"]["meld_options"]
            assert melds.count() == len(offered)
            first = melds.first
            action = first.get_attribute("data-action")
            assert action == offered[0]["action"]
            value = first.locator(".tv-bp-meld-value").inner_text()
            assert value.startswith(str(offered[0]["points"])) or value == "wins the game"
            before = v["scores"][0]
            first.click()
            wait_log_change(page, n)
            after = view(page)
            assert after["extra"]["melds"][-1]["action"] == action
            assert after["scores"][0] == before + offered[0]["points"]
            declared.append(action)
            continue
        cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
        if cards.count():
            cards.first.click()
        else:
            page.locator(".tv-table .tv-actions button").first.click()
        wait_log_change(page, n)
    v = view(page)
    assert v["hand_results"], "the deal did not end"
    assert declared, "no declaration was made from the meld panel"
    assert sum(v["tricks_won"]) == 16
    assert 22 in talon_seen and 0 in talon_seen
    # the deal's result is in the results table, and the declarations were logged for both seats
    assert page.locator(".tv-table .tv-results-table tbody tr").count() == 1
    log = " ".join(e["text"] for e in v["log"])
    assert re.search(r"\bdeclares?\b", log)  # "you declare", "North declares": worded for the reader
    assert not page.errors, page.errors


def test_refused_card_in_the_last_tricks_names_the_rule(table_page, origin):
    page = table_page
    # next deal: play until the talon is exhausted and the reader must answer a lead
    for _ in range(300):
        v = view(page)
        if v["is_over"]:
            pytest.skip("the match ended")
        if v["phase"] == "hand-over" or not v["legal"]:
            btn = page.locator(".tv-table .tv-actions button")
            if btn.count():
                n = len(v["log"])
                btn.first.click()
                wait_log_change(page, n)
                continue
        if v["extra"]["talon"] == 0 and v["trick"] and v["legal"]:
            illegal = page.locator(".tv-table .tv-hand .tv-card.is-illegal")
            if illegal.count():
                illegal.first.click()
                page.wait_for_selector(".tv-table .tv-message--illegal", timeout=10_000)
                text = page.locator(".tv-table .tv-message").inner_text()
                assert "briscan.final." in text
                return
        n = len(v["log"])
        melds = page.locator(".tv-table .tv-bp-meld")
        if melds.count():
            melds.first.click()
        else:
            cards = page.locator(".tv-table .tv-hand .tv-card.is-legal")
            if cards.count():
                cards.first.click()
            else:
                page.locator(".tv-table .tv-actions button").first.click()
        wait_log_change(page, n)
    pytest.skip("no refusable answer came up in the last tricks")
