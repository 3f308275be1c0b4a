"""Analysing a hand ("Analyse this hand") in every game, in a real browser (issue 38): the analysis streams from the
worker decision by decision (ops analyse_begin / analyse_next): the frame is drawn at once with
every decision marked as being valued, each decision is filled in as it arrives, and once all are
valued the page shows what the engine's whole analysis of the same record gives in CPython:
every decision, its method, values and grade, and the mistakes marked.

The worker's booted tab (tests/browser/booted.py), as tests/browser/test_learning.py."""

import pytest

from tests.browser.table import TABLE_JS
from tests.browser.test_learning import call, open_fresh, play_out_the_hand


@pytest.mark.parametrize("game", ["triomphe", "briscan", "brisque", "tarot", "emprunt", "francion"])
def test_a_hand_of_each_game_is_analysed_decision_by_decision(booted, origin, game):
    page = booted
    page.set_viewport_size({"width": 1280, "height": 900})
    open_fresh(page, origin, game)
    v = play_out_the_hand(page, moves=400)
    page.get_by_role("button", name="Analyse this hand").click()
    page.wait_for_selector(".tv-table .tv-learn .tv-analysis", timeout=120_000)
    box = page.locator(".tv-table .tv-analysis")
    n = int(box.get_attribute("data-decisions"))
    page.wait_for_selector(".tv-table .tv-analysis[data-complete]", timeout=600_000)
    assert int(box.get_attribute("data-valued")) == n
    assert page.locator(".tv-table .tv-analysis-step.is-pending").count() == 0
    record = page.evaluate(f"async () => (await {TABLE_JS}.api.exportRecord()).record")
    tid = call(op="load", record=record, humans=[v["human"]])["table"]  # the reader's own seat
    want = call(op="analyse", table=tid, hand=v["sheet"]["hand"], rollouts=4)["analysis"]
    assert n == len(want["decisions"])
    assert int(box.get_attribute("data-mistakes")) == want["mistakes"]
    assert page.locator(".tv-table .tv-analysis-step.is-mistake").count() == want["mistakes"]
    summary = box.locator(".tv-analysis-summary").inner_text()
    assert "Valuing" not in summary and (str(n) in summary or n == 0)
    for i, d in enumerate(want["decisions"]):
        page.locator(f'.tv-table .tv-analysis-step[data-decision="{i}"]').click()
        page.wait_for_function(
            "(i) => document.querySelector('.tv-table .tv-analysis').dataset.decision === String(i)", arg=i
        )
        rows = page.evaluate(
            "() => [...document.querySelectorAll('.tv-table .tv-analysis-values tbody tr')]"
            ".map((r) => [r.dataset.action, Number(r.dataset.value)])"
        )
        assert rows == [[r["action"], r["value"]] for r in d["values"]], i
        assert page.locator(".tv-table .tv-analysis-method").get_attribute("data-method") == d["method"]
        if d["could_know"] is not None:
            assert (
                page.locator(".tv-table .tv-could-know").get_attribute("data-grade")
                == d["could_know"]["grade"]
            )
