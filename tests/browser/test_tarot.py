"""The French Tarot table in a real browser: a whole 5-player deal played by the reader, with the
bidding buttons, the king call and the chien in the Tarot panel, the discard chosen by clicking
cards, the chelem prompt, the play, and the deal on the per-player score sheet.

The worker's booted tab (tests/browser/booted.py: reset before each test, no Python booted again). With seed 6 and five players the reader's Garde stands over a bot's
Prise (the bots bid with the baseline policy), so the reader calls a king and discards.
"""

import pytest

from tests.browser import table
from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, view, wait_log_change

PLAY = "/games/tarot/play/"


def wait_settled(page):
    # a deal scored counts as settled too (the reader then reads the sheet before the next deal)
    table.wait_settled(page, also="(t.view.hand_results || []).length > 0", timeout=90_000)


def click_and_wait(page, locator):
    n = len(view(page)["log"])
    locator.click()
    wait_log_change(page, n, settled=wait_settled)


@pytest.fixture
def table_page(booted, origin):
    """The play page in the worker's booted tab (tests/browser/booted.py), by instant navigation."""
    page = booted
    visit(page, origin + PLAY + "?players=5&seed=6")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    return page


def refuse_in_phase(page, phase, rule_id, card):
    """Click ``card`` of the hand (one the rules forbid now): the refusal names this phase's rule,
    and nothing changes."""
    before = view(page)
    assert before["phase"] == phase and card in before["hand"], before["hand"]
    page.locator(f'.tv-hand .tv-card[data-card="{card}"]').click()
    message = page.locator(".tv-message--illegal")
    message.wait_for(timeout=10_000)
    assert message.locator("a.tv-rule-link").inner_text() == rule_id, message.inner_text()
    assert "played only in the play of the cards" not in message.inner_text()
    after = view(page)
    assert after["hand"] == before["hand"] and after["log"] == before["log"]


def test_tarot_table_boots_with_five_players(table_page):
    page = table_page
    v = view(page)
    assert v["game"] == "tarot" and v["players"] == 5 and len(v["hand"]) == 15
    assert page.locator(".tv-seat").count() == 5
    assert page.locator(".tv-table .tv-game-panel .tv-tp").count() == 1
    assert v["phase"] == "bidding" and "garde" in v["legal"]
    assert page.locator('.tv-actions button[data-action="garde"]').inner_text() == "Garde (×2)"
    assert not page.errors, page.errors


def test_a_whole_five_player_deal_with_a_king_call(table_page):
    page = table_page
    seen = set()
    seen_refusal = set()
    discarded = []
    for _ in range(120):
        v = view(page)
        if v["hand_results"]:
            break
        seen.add(v["phase"])
        if v["phase"] == "bidding":
            click_and_wait(page, page.locator('.tv-actions button[data-action="garde"]'))
        elif v["phase"] == "call":
            if "call" not in seen_refusal:
                # a card of the hand means "call this card": a two is not a card one may call
                refuse_in_phase(page, "call", "tarot.call.king", "2S")
                seen_refusal.add("call")
            buttons = page.locator(".tv-tp-call button")
            assert buttons.count() == len([a for a in v["legal"] if a.startswith("call:")]) >= 4
            target = next(a for a in v["legal"] if a[5:] not in v["hand"])
            click_and_wait(page, page.locator(f'.tv-tp-call button[data-action="{target}"]'))
            v = view(page)
            assert v["extra"]["called"] == target[5:]
            # the chien is shown to everyone in the panel
            assert page.locator(".tv-tp-chien .tv-card").count() == 3
            assert len(v["hand"]) == 18
        elif v["phase"] == "discard":
            if "discard" not in seen_refusal:
                refuse_in_phase(page, "discard", "tarot.chien.discard-no-king-bout", "KS")
                seen_refusal.add("discard")
            card = page.locator(".tv-hand .tv-card.is-legal").first
            discarded.append(card.get_attribute("data-card"))
            click_and_wait(page, card)
        elif v["phase"] == "chelem":
            click_and_wait(page, page.locator('.tv-actions button[data-action="no-chelem"]'))
        else:
            legal_cards = page.locator(".tv-hand .tv-card.is-legal")
            if legal_cards.count():
                click_and_wait(page, legal_cards.first)
            else:
                click_and_wait(page, page.locator(".tv-actions button").first)
    else:
        pytest.fail("the deal did not end")
    assert {"bidding", "call", "discard", "chelem", "play"} <= seen
    assert seen_refusal == {"call", "discard"}
    v = view(page)
    assert len(discarded) == 3 and sorted(v["extra"]["discard"]) == sorted(discarded)
    res = v["hand_results"][-1]
    assert sum(res["points"]) == 0 and res["detail"]["taker"] == 0
    assert res["detail"]["contract"] == "garde" and res["detail"]["called"]
    # the partner was revealed when the called card was played (or the taker was alone)
    texts = " ".join(e["text"] for e in v["log"])
    assert "called card" in texts or "plays alone" in texts or "chien" in texts
    # the score sheet has one column per player (sides change every deal)
    header = page.locator(".tv-results-table thead th")
    assert header.count() == 1 + 5 + 1
    assert page.locator(".tv-results-table tbody tr").count() == 1
    assert not page.errors, page.errors
