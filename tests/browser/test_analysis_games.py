"""Analysing a hand ("Analyse this hand") in every game, in a real browser (issue 38): the analysis streams from the
worker decision by decision (ops analyse_begin / analyse_next): the frame is drawn at once with
every decision marked as being valued, each decision is filled in as it arrives, and once all are
valued the page shows what the engine's whole analysis of the same record gives in CPython:
every decision, its method, values and grade, and the mistakes marked.

The worker's booted tab (tests/browser/booted.py), as tests/browser/test_learning.py."""

import pytest

from tests.browser.table import SPY, TABLE_JS
from tests.browser.test_learning import (
    DESKTOP,
    axe_serious,
    engine_analysis,
    halt_refinement,
    open_fresh,
    play_out_the_hand,
    shoot,
)


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
    counts = halt_refinement(page)  # the page solves on: stopped, to compare it with the engine's
    record = page.evaluate(f"async () => (await {TABLE_JS}.api.exportRecord()).record")
    # the reader's own seat; as far as the page refined it
    want = engine_analysis(record, v["human"], v["sheet"]["hand"], counts)
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


ANALYSIS = "document.querySelector('.tv-table .tv-analysis')"


def test_the_page_solves_on_after_the_stream_and_the_next_hand_stops_it(booted, origin):
    """Once every decision is valued, the page asks the worker to solve on (op analyse_refine, a short
    step a call) while the reader looks: an estimated decision becomes exact in its place, with the
    status line saying what is solved; the next hand stops it, and the worker lets the analysis go
    (op analyse_stop: a further step is refused)."""
    page = booted
    page.set_viewport_size(DESKTOP)
    open_fresh(page, origin, "francion")
    v = play_out_the_hand(page, moves=400)
    page.evaluate(SPY)
    page.get_by_role("button", name="Analyse this hand").click()
    page.wait_for_selector(".tv-table .tv-analysis[data-complete]", timeout=300_000)
    box = page.locator(".tv-table .tv-analysis")
    n = int(box.get_attribute("data-decisions"))
    # the stream left estimates, so the page solves on (the same task as the last decision drawn)
    assert box.get_attribute("data-refining") == "", "this hand's stream should leave estimates"
    start = int(box.get_attribute("data-exact"))
    assert start < n
    status = box.locator(".tv-analysis-refine")
    assert status.get_attribute("role") == "status"
    assert status.inner_text().startswith("Solving on with every card known")
    shoot(page, "refining")
    # one estimate made exact: its mark, its rows and the status say so
    page.wait_for_function(f"(k) => Number({ANALYSIS}.dataset.exact) > k", arg=start, timeout=180_000)
    methods = page.evaluate(f"() => {TABLE_JS}.learn.analysis.analysis.decisions.map((d) => d && d.method)")
    record = page.evaluate(f"async () => (await {TABLE_JS}.api.exportRecord()).record")
    counts = (int(box.get_attribute("data-exact")), int(box.get_attribute("data-graded")))
    first = engine_analysis(record, v["human"], v["sheet"]["hand"])
    refined = [
        k for k, d in enumerate(first["decisions"]) if d["method"] != "exact" and methods[k] == "exact"
    ]
    assert refined, (methods, [d["method"] for d in first["decisions"]])
    k = refined[-1]  # the pass goes from the last decision back
    page.locator(f'.tv-table .tv-analysis-step[data-decision="{k}"]').click()
    page.wait_for_function(f"(k) => {ANALYSIS}.dataset.decision === String(k)", arg=k)
    shown = page.evaluate(
        """() => ({ method: document.querySelector('.tv-table .tv-analysis-method').dataset.method,
                    title: document.querySelector('.tv-table .tv-analysis-step-body h4').textContent,
                    rows: [...document.querySelectorAll('.tv-table .tv-analysis-values tbody tr')]
                      .map((r) => [r.dataset.action, Number(r.dataset.value), r.querySelector('.tv-hint-error').textContent]) })"""
    )
    assert shown["method"] == "exact" and shown["title"].endswith("your decision, exact"), shown
    assert all(cell == "exact" for _, _, cell in shown["rows"]), shown
    # the engine's exact values, the same steps in CPython (node-counted: the same figures)
    want = engine_analysis(record, v["human"], v["sheet"]["hand"], counts)["decisions"][k]
    assert want["method"] == "exact"
    assert [r[:2] for r in shown["rows"]] == [[r["action"], r["value"]] for r in want["values"]]
    if page.locator(".tv-table .tv-analysis[data-refining]").count():
        assert axe_serious(page, ".tv-table .tv-learn") == []
    # the next hand: no further step asked, the analysis let go in the worker
    page.get_by_role("button", name="Next hand").click()
    page.wait_for_function("() => window.tvSent.some((r) => r.op === 'analyse_stop')", timeout=60_000)
    assert page.locator(".tv-table .tv-analysis").count() == 0
    table = page.evaluate(f"() => {TABLE_JS}.tableId")
    after = page.evaluate(
        """async (table) => (await window.tapisvert.engine.call({ op: "analyse_refine", table, asked_by_the_test: true }))""",
        table,
    )
    assert after["ok"] is False, after
    sent = [r["op"] for r in page.evaluate("window.tvSent") if not r.get("asked_by_the_test")]
    assert "analyse_refine" not in sent[sent.index("analyse_stop") :], sent
