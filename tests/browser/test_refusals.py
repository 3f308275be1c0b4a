"""A card clicked at the table means the card action of the phase, in every game and phase that
has one, and its refusal names that phase's rule (the engine reads the click: the page computes
no rule); a phase that takes no card (Tarot's bidding) names its own rule and the action awaited.

Each position comes from tests/refusal_cases.py (found by the engine), opened at the table as a
game record ("Open a game record"), in the worker's booted tab (tests/browser/booted.py: reset
before each test, the play page opened by instant navigation, no Python booted again)."""

import pytest

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled
from tests.refusal_cases import CASES, find

BY_GAME = sorted(CASES, key=lambda c: c.game)


def open_position(page, origin, case):
    st, card = find(case)
    if f"/games/{case.game}/play/" not in page.url:
        visit(page, f"{origin}/games/{case.game}/play/")
        page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
        wait_settled(page)
    record = st.to_json().encode()
    # the loaded record is a new engine table: wait for it, not for a view that merely looks like it
    # (the page's own deal can have as many moves and legal cards: a flake under busy_core, cc3)
    before = page.evaluate(f"() => {{ const t = {TABLE_JS}; return t ? t.api.tableId : null; }}")
    page.set_input_files(
        ".tv-table .tv-file",
        files=[{"name": f"{case.id}.json", "mimeType": "application/json", "buffer": record}],
    )
    page.wait_for_function(
        f"""([n, before]) => {{ const t = {TABLE_JS};
            return t && t.view && !t.busy && t.api.tableId !== before
              && t.view.record_actions === n && t.view.legal.length > 0; }}""",
        arg=[len(st.history), before],
        timeout=60_000,
    )
    return st, card


@pytest.mark.parametrize("case", BY_GAME, ids=lambda c: c.id)
def test_a_refused_card_names_the_rule_of_its_phase(booted, origin, case):
    page = booted
    st, card = open_position(page, origin, case)
    v = view(page)
    assert v["phase"] == case.phase and card in v["hand"]
    page.locator(f'.tv-table .tv-hand button[data-card="{card}"]').click()
    link = page.locator(".tv-table .tv-message .tv-rule-link")
    link.wait_for(timeout=30_000)
    assert link.get_attribute("data-rule") == case.rule
    text = page.locator(".tv-table .tv-message").inner_text()
    assert "played only in the play of the cards" not in text
    if case.awaited:
        assert case.awaited in text, text
    assert view(page)["record_actions"] == len(st.history)  # the position is kept
