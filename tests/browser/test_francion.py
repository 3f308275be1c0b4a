"""The Francion table in a real browser: boot with its purse panel, a whole hand played to its
payments (the stake paid out one ninth per trick, the point, beasts carried), a refused card
explained by its rule, and the table for three and five players with an editorial switch.

The worker's booted tab (tests/browser/booted.py: reset before each test); each test opens the play
page by instant navigation (no Python booted again).
"""

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled

PLAY = "/games/francion/play/"


def open_table(page, origin, query):
    visit(page, origin + PLAY + query)
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    return view(page)


def purse_cells(page, field):
    cells = page.locator(f".tv-table .tv-fp-purses td[data-field='{field}']")
    return [int(cells.nth(i).inner_text()) for i in range(cells.count())]


def test_francion_hand_to_its_payments(booted, origin):
    page = booted
    v = open_table(page, origin, "?seed=7")
    assert v["game"] == "francion" and v["players"] == 4 and len(v["hand"]) == 9
    assert v["extra"]["pack_size"] == 40
    panel = page.locator(".tv-table .tv-game-panel .tv-fp")
    assert panel.count() == 1
    # the purse: 10 counters and 90 tokens each, the dealer's 9 already on the table
    tokens = purse_cells(page, "tokens")
    assert purse_cells(page, "counters") == [10, 10, 10, 10]
    stake = v["extra"]["stake"]
    assert stake == 9 and sum(tokens) + stake == 360
    assert "Stake on the table: 9 tokens" in panel.locator(".tv-fp-stake").inner_text()
    assert "360 tokens" in panel.locator(".tv-fp-totals").inner_text()

    before = list(tokens)
    for _ in range(60):
        v = view(page)
        if v["hand_results"]:
            break
        n = len(v["log"])
        page.locator(".tv-table .tv-hand .tv-card.is-legal").first.click()
        page.wait_for_function(
            f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
            arg=n,
            timeout=30_000,
        )
        wait_settled(page)
    v = view(page)
    assert v["hand_results"], "the hand did not end"
    res = v["hand_results"][0]
    assert sum(res["tricks"]) == 9 and v["phase"] in ("hand-over", "match-over")
    after = purse_cells(page, "tokens")
    # the stake of 9 was paid out at 1 token per trick: each box grew by its tricks
    assert [a - b for a, b in zip(after, before)] == res["tricks"]
    assert sum(after) == 360 and v["extra"]["stake"] == 0
    winner = res["points"].index(1)
    assert purse_cells(page, "points")[winner] == 1
    beasted = [s for s, t in enumerate(res["tricks"]) if t == 0]
    beasts_text = panel.locator(".tv-fp-beasts").inner_text()
    if beasted:
        assert "Beasts carried to the next hand" in beasts_text
        assert f"{9 + 9 * len(beasted)} tokens" in beasts_text
    else:
        assert "No beast" in beasts_text
    assert "Stake on the table: none" in panel.locator(".tv-fp-stake").inner_text()
    # the hand's score sheet reports it (the results table keeps only the numbers once the sheets are shown)
    sheets = " ".join(page.locator(".tv-table table.tv-sheet").all_inner_texts())
    assert "Tricks paid from the stake" in sheets and "The point" in sheets
    # the next hand: the next dealer stakes 9 (plus any beasts) before dealing
    page.locator(".tv-table .tv-actions button").first.click()
    page.wait_for_function(
        f"() => {{ const t = {TABLE_JS}; return t && t.view && t.view.hand_number === 2; }}", timeout=30_000
    )
    wait_settled(page)
    v = view(page)
    assert v["extra"]["hand_stake"] == 9 + 9 * len(beasted)
    assert sum(purse_cells(page, "tokens")) + v["extra"]["stake"] == 360
    assert not page.errors, page.errors


def test_refused_card_names_its_rule(booted, origin):
    page = booted
    # find a position where the reader holds a card he may not play
    v = open_table(page, origin, "?seed=11")
    for _ in range(40):
        v = view(page)
        illegal = page.locator(".tv-table .tv-hand .tv-card.is-illegal")
        if v["legal"] and illegal.count():
            illegal.first.click()
            msg = page.locator(".tv-table .tv-message--illegal")
            msg.wait_for(timeout=10_000)
            text = msg.inner_text()
            assert "francion.play.follow-suit" in text
            assert (
                page.locator(".tv-table .tv-message a.tv-rule-link")
                .get_attribute("href")
                .endswith("games/francion/rules/#francion.play.follow-suit")
            )
            assert view(page)["log"] == v["log"]  # nothing changed
            return
        n = len(v["log"])
        if v["legal"]:
            page.locator(".tv-table .tv-hand .tv-card.is-legal").first.click()
        else:
            page.locator(".tv-table .tv-actions button").first.click()
        page.wait_for_function(
            f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
            arg=n,
            timeout=30_000,
        )
        wait_settled(page)
    pytest.fail("no refused card came up")


@pytest.mark.parametrize("players,pack", [(3, 32), (5, 52)])
def test_three_and_five_players_with_a_switch(booted, origin, players, pack):
    page = booted
    v = open_table(
        page,
        origin,
        f"?game=francion&players={players}&seed=3&welche_cycle=ace&start_counters=6&start_tokens=45",
    )
    assert v["players"] == players and v["extra"]["pack_size"] == pack
    assert v["options"]["welche_cycle"] == "ace"
    assert page.locator(".tv-seat").count() == players
    assert purse_cells(page, "counters") == [6] * players
    assert sum(purse_cells(page, "tokens")) + v["extra"]["stake"] == 45 * players
    # the switch is shown in the settings form, linked to its decision
    form = page.locator(".tv-table .tv-settings form")
    assert form.locator("select[name='opt:welche_cycle']").input_value() == "ace"
    assert form.locator("a[href$='games/francion/rules/#DF6']").count() == 1
    assert not page.errors, page.errors
