"""Learning at the table (issue 25), in a real browser: the Hint (button and key "h") shows the
Standard bot's choice with every legal action's value over the sampled deals; "Analyse this hand"
opens at the end of a hand, says that it uses hindsight, steps through the reader's decisions with
every card shown and gives the engine's values; "Replay these cards" deals the same cards to the
same seats and shows the two score sheets side by side. axe finds nothing serious on the new
controls. Set TAPISVERT_SCREENSHOTS=<dir> to save the hint and analysis views at 1280 and 390 px.

The worker's booted tab (tests/browser/booted.py: reset before each test, Python booted once): the
games are reached by Material's instant navigation.
"""

import json
import os
from pathlib import Path

from tapisvert import bridge
from tests.browser.booted import visit
from tests.browser.table import TABLE_JS, view
from tests.browser.test_axe import _axe_source, set_scheme
from tests.browser.test_table_ux import GAMES, go, hand_ended, step, wait_for_table, wait_settled
from tests.browser.waits import at_rest

GAMES = {**GAMES, "tarot5": "/games/tarot/play/?players=5&seed=3"}
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SHOTS = os.environ.get("TAPISVERT_SCREENSHOTS")


def open_fresh(page, origin, game):
    """The play page of ``game`` with no match kept from an earlier test (a new deal of its seed)."""
    visit(page, origin + "/")
    page.evaluate("() => localStorage.clear()")
    visit(page, origin + GAMES[game])
    wait_for_table(page, "tarot" if game == "tarot5" else game)


def call(**req):
    return json.loads(bridge.call(json.dumps(req)))


def until_a_choice(page, moves=60):
    """Play the reader's moves until he has a choice (two legal actions or more) in a hand."""
    for _ in range(moves):
        v = view(page)
        if v["legal"] and len(v["legal"]) > 1 and not hand_ended(v):
            return v
        assert not hand_ended(v), "the hand ended before the reader had a choice"
        step(page)
    raise AssertionError("the reader never had a choice")


def ask_hint(page, key=False):
    page.evaluate(f"() => {{ const b = {TABLE_JS}.learn.box; delete b.dataset.hinted; }}")
    if key:
        page.locator(".tv-table .tv-hand .tv-card.is-legal").first.focus()
        page.keyboard.press("h")
    else:
        page.get_by_role("button", name="Hint").click()
    page.wait_for_function(
        f"() => {{ const b = {TABLE_JS}.learn.box; return b.dataset.showing === 'hint' && b.dataset.hinted; }}",
        timeout=60_000,
    )
    return page.evaluate(
        """() => { const box = document.querySelector(".tv-table .tv-learn .tv-hint");
           return { action: box.dataset.action, worlds: Number(box.dataset.worlds),
                    text: box.querySelector(".tv-hint-text").textContent,
                    rows: [...box.querySelectorAll(".tv-hint-values tbody tr")].map((r) => [r.dataset.action, r.dataset.value]),
                    exact: [...box.querySelectorAll(".tv-hint-exact tbody tr")].map((r) => r.dataset.action) }; }"""
    )


def axe_serious(page, selector):
    """axe's serious and critical violations inside ``selector``, in the light and the dark scheme."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(_axe_source())
    found = []
    for scheme in ("dark", "light"):
        set_scheme(page, scheme)
        found += [f"{scheme}: {v}" for v in _axe_in(page, selector)]
    return found


def _axe_in(page, selector):
    at_rest(page)  # colours at rest: the scheme's transitions finish first
    return page.evaluate(
        """async (sel) => {
           const r = await window.axe.run({ include: [...document.querySelectorAll(sel)] },
                                                        { resultTypes: ["violations"] });
           return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
                              .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`); }""",
        selector,
    )


def shoot(page, name):
    if not SHOTS:
        return
    for label, size in (("1280", DESKTOP), ("390", PHONE)):
        page.set_viewport_size(size)
        page.wait_for_function(
            "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"
        )
        box = page.locator(".tv-table .tv-learn")
        box.scroll_into_view_if_needed()
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"learn-{name}-{label}.png"), full_page=False)
    page.set_viewport_size(DESKTOP)


def test_hint_lists_every_legal_action_with_its_value_and_the_key_asks_too(booted, origin):
    page = booted
    page.set_viewport_size(DESKTOP)
    open_fresh(page, origin, "triomphe")
    v = until_a_choice(page)
    hint = ask_hint(page)
    assert sorted(a for a, _ in hint["rows"]) == sorted(v["legal"])
    assert all(value not in ("", None) for _, value in hint["rows"])
    assert hint["worlds"] >= 1 and hint["text"].startswith("Play ")
    assert hint["rows"][0][0] == hint["action"]
    # the suggested card is marked in the hand
    assert page.locator(f'.tv-hand .tv-card.is-hinted[data-card="{hint["action"]}"]').count() == 1
    assert axe_serious(page, ".tv-table .tv-learn, .tv-table .tv-actions") == []
    shoot(page, "hint")
    # a move makes the hint go; the key "h" asks for the next one
    step(page)
    assert page.locator(".tv-table .tv-learn .tv-hint").count() == 0 or hand_ended(view(page))
    v = until_a_choice(page)
    again = ask_hint(page, key=True)
    assert sorted(a for a, _ in again["rows"]) == sorted(v["legal"])
    # near the end, the exact figure of what the reader could know: every legal choice (issue 38)
    assert again["exact"] == [] or sorted(again["exact"]) == sorted(v["legal"])


def halt_refinement(page):
    """Once the stream is over the page solves on (op analyse_refine): stop it as a reader would (its
    button, if it is still going) and wait until it has stopped; the page's counts of decisions exact
    and graded then (None, None when it never began: nothing was left to refine)."""
    page.evaluate(
        "() => { const b = document.querySelector('.tv-table .tv-analysis-refine-stop'); if (b) b.click(); }"
    )
    page.wait_for_function(
        "() => !document.querySelector('.tv-table .tv-analysis').hasAttribute('data-refining')",
        timeout=120_000,
    )
    box = page.locator(".tv-table .tv-analysis")
    exact, graded = box.get_attribute("data-exact"), box.get_attribute("data-graded")
    return (None, None) if exact is None else (int(exact), int(graded))


def engine_analysis(record, human, hand, counts=(None, None)):
    """The engine's analysis of ``hand`` in CPython, as the page asks for it (analyse_begin, then
    analyse_next per decision), refined (analyse_refine: node-counted, so the same steps as the
    worker's) until as many decisions are exact and graded as ``counts`` says: every decision's
    record as the page shows it then, the mistakes, and the hand's steps."""
    tid = call(op="load", record=record, humans=[human])["table"]
    frame = call(op="analyse_begin", table=tid, hand=hand, rollouts=4)["analysis"]
    decisions: list[dict] = [{}] * frame["pending"]  # each filled by its decision's record
    mistakes = 0
    for _ in range(frame["pending"]):
        out = call(op="analyse_next", table=tid)
        decisions[out["decision"]["order"]] = out["decision"]
        mistakes = out["mistakes"]
    have = (
        sum(d["method"] == "exact" for d in decisions),
        sum(d["could_know"] is not None for d in decisions),
    )
    for _ in range(20_000):
        if counts == (None, None) or have == counts:
            break
        out = call(op="analyse_refine", table=tid)
        assert out["ok"], out
        if out["decision"] is not None:
            decisions[out["decision"]["order"]] = out["decision"]
        have, mistakes = (out["exact"], out["graded"]), out["mistakes"]
    assert counts == (None, None) or have == counts, (have, counts)
    call(op="close", table=tid)
    return {"decisions": decisions, "mistakes": mistakes, "steps": frame["steps"]}


def play_out_the_hand(page, moves=80):
    for _ in range(moves):
        if hand_ended(view(page)):
            return view(page)
        step(page)
    raise AssertionError("the hand did not end")


def test_analysis_opens_at_the_end_of_the_hand_says_hindsight_and_steps(booted, origin):
    page = booted
    page.set_viewport_size(DESKTOP)
    open_fresh(page, origin, "triomphe")
    assert page.get_by_role("button", name="Analyse this hand").count() == 0  # not before the hand ends
    first_hand = sorted(view(page)["hand"])
    v = play_out_the_hand(page)
    page.get_by_role("button", name="Analyse this hand").click()
    page.wait_for_selector(".tv-table .tv-learn .tv-analysis", timeout=120_000)
    box = page.locator(".tv-table .tv-analysis")
    # streamed: the frame at once, the decisions as the worker values them, then complete
    page.wait_for_selector(".tv-table .tv-analysis[data-complete]", timeout=120_000)
    assert page.locator(".tv-table .tv-analysis-step.is-pending").count() == 0
    assert "hindsight" in box.locator(".tv-hindsight").inner_text().lower()
    assert "no hindsight" in box.locator(".tv-could-know-note").inner_text().lower()
    counts = halt_refinement(page)  # the page solves on: stopped, to compare it with the engine's
    # the engine's own analysis of the same record, in CPython, as far as the page refined it
    record = page.evaluate(f"async () => (await {TABLE_JS}.api.exportRecord()).record")
    want = engine_analysis(record, 0, v["sheet"]["hand"], counts)
    decisions = want["decisions"]
    assert int(box.get_attribute("data-decisions")) == len(decisions) > 0
    steps = want["steps"]
    assert int(box.get_attribute("data-steps")) == len(steps)
    for i, d in enumerate(decisions[:3]):
        if i:
            page.get_by_role("button", name=f"Your decision {i + 1}", exact=False).click()
        page.wait_for_function(
            "(i) => document.querySelector('.tv-table .tv-analysis').dataset.decision === String(i)", arg=i
        )
        k = int(box.get_attribute("data-step"))
        assert steps[k]["index"] == d["index"]
        rows = page.evaluate(
            "() => [...document.querySelectorAll('.tv-table .tv-analysis-values tbody tr')].map((r) => [r.dataset.action, Number(r.dataset.value)])"
        )
        assert rows == [[r["action"], r["value"]] for r in d["values"]]
        assert page.locator(".tv-table .tv-analysis-method").get_attribute("data-method") == d["method"]
        # every hand shown: the reader's cards at that decision, and the others'
        shown = page.evaluate(
            "() => [...document.querySelectorAll('.tv-table .tv-analysis-hands dd')].map((n) => n.querySelectorAll('.tv-learn-card').length)"
        )
        assert shown == [len(h) for h in d["position"]["hands"]]
        assert page.locator(".tv-table .tv-analysis-played").count() == 1
        # what the reader could know, graded, beside the hindsight values (issue 38)
        know = page.locator(".tv-table .tv-could-know")
        if d["could_know"] is None:
            assert "Not graded" in know.inner_text()
        else:
            assert know.get_attribute("data-grade") == d["could_know"]["grade"]
            assert d["could_know"]["reason"] in know.inner_text()
    marked = page.locator(".tv-table .tv-analysis-step.is-mistake").count()
    assert marked == want["mistakes"]
    # step by step through the whole hand, every card shown at each step, to its end
    page.get_by_role("button", name="Start of the hand").click()
    page.wait_for_function("() => document.querySelector('.tv-table .tv-analysis').dataset.step === '0'")
    for k in range(1, len(steps)):
        page.get_by_role("button", name="Next step").click()
        page.wait_for_function(
            "(k) => document.querySelector('.tv-table .tv-analysis').dataset.step === String(k)", arg=k
        )
        shown = page.evaluate(
            "() => [...document.querySelectorAll('.tv-table .tv-analysis-hands dd')].map((n) => n.querySelectorAll('.tv-learn-card').length)"
        )
        assert shown == [len(h) for h in steps[k]["position"]["hands"]], k
    assert page.get_by_role("button", name="Next step").is_disabled()
    assert "hand is over" in page.locator(".tv-table .tv-analysis-step-body h4").inner_text()
    page.get_by_role("button", name="Your decision 1", exact=False).click()
    assert axe_serious(page, ".tv-table .tv-learn, .tv-table .tv-actions") == []
    shoot(page, "analysis")
    # Replay these cards: the same cards to the same seats, a new table
    old = page.evaluate(f"() => {TABLE_JS}.tableId")
    page.get_by_role("button", name="Replay these cards").click()
    page.wait_for_function(f"(old) => {TABLE_JS}.tableId !== old", arg=old, timeout=30_000)
    wait_settled(page)
    assert sorted(view(page)["hand"]) == first_hand
    again = play_out_the_hand(page)
    assert again["sheet"]["hand"] == v["sheet"]["hand"]
    page.wait_for_selector(".tv-table .tv-learn .tv-duplicate", timeout=30_000)
    sheets = page.locator(".tv-table .tv-duplicate .tv-duplicate-sheet")
    assert sheets.count() == 2
    points = page.evaluate(
        """() => [...document.querySelectorAll(".tv-table .tv-duplicate-sheet")].map((f) =>
             [...f.querySelectorAll("tr.tv-sheet-hand td")].map((c) => Number(c.dataset.points)))"""
    )
    assert points == [v["sheet"]["points"], again["sheet"]["points"]]
    assert axe_serious(page, ".tv-table .tv-learn") == []
    shoot(page, "replay")


def test_hint_in_each_engine_family_and_tarot_for_five(booted, origin):
    page = booted
    page.set_viewport_size(DESKTOP)
    open_fresh(page, origin, "triomphe")
    for game in ("emprunt", "tarot5"):
        go_to(page, game)
        v = until_a_choice(page)
        hint = ask_hint(page)
        assert sorted(a for a, _ in hint["rows"]) == sorted(v["legal"]), game
        assert hint["worlds"] >= 1, game
        assert axe_serious(page, ".tv-table .tv-learn, .tv-table .tv-actions") == [], game


def go_to(page, game):
    if game in ("triomphe", "briscan", "brisque", "tarot", "emprunt", "francion"):
        go(page, game)
        return
    visit(page, page.url.split("/games/")[0] + GAMES[game])
    wait_for_table(page, "tarot")
