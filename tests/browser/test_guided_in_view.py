"""The guided lesson (issue 40, item 6): its table in view from the first step, at 1280x800, 390x844
and 1920x1080 (the felt, every card of the hand, the prompt and the action buttons inside the
window once the lesson is dealt); no team badge while Tarot's auction runs (no sides exist yet);
the rules' ids after a step's words, never inside its sentences."""

import json

import pytest

from tests.browser.table import BOOT_TIMEOUT

SIZES = [(1280, 800), (390, 844), (1920, 1080)]

IN_VIEW_JS = """() => {
    const section = document.querySelector("section.tv-guided");
    const t = [...window.tapisvert.tables].find((x) => section.contains(x.root));
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const faults = [];
    const check = (el, name) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) return;
        if (r.top < top - 0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5)
            faults.push(`${name} at y ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}`);
    };
    check(t.dom.felt, "the felt");
    for (const c of t.dom.handBox.querySelectorAll(".tv-card")) check(c, `card ${c.dataset.card}`);
    if (!t.dom.banner.hidden) check(t.dom.banner, "the prompt");
    for (const b of t.dom.actionsBox.querySelectorAll("button")) check(b, `action ${b.dataset.action}`);
    const badges = t.view.phase === "bidding" ? t.dom.felt.querySelectorAll(".tv-badge--team").length : 0;
    const inside = [...section.querySelectorAll(".tv-guided-step .tv-ruleref")].filter((a) => !a.closest(".tv-guided-rules")).length;
    return { faults, badges, inside, phase: t.view.phase };
}"""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_lessons_table_is_in_view_from_its_first_step(page, origin, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(origin + "/games/tarot/")
    page.locator(".tv-guided-start").click()
    page.wait_for_function(
        """() => { const s = document.querySelector("section.tv-guided");
            const t = window.tapisvert && [...window.tapisvert.tables].find((x) => s.contains(x.root));
            return t && t.view && t.tableId && !t.busy && t.view.legal.length > 0; }""",
        timeout=BOOT_TIMEOUT,
    )
    # the guide is put at the window's top once the table is drawn; wait until the page stops moving
    page.wait_for_function(
        """() => new Promise((ok) => { const y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() => ok(scrollY === y && scrollY > 0))); })"""
    )
    got = page.evaluate(IN_VIEW_JS)
    assert got["phase"] == "bidding"
    assert got["badges"] == 0, "team badges during the auction"
    assert got["inside"] == 0, "rule ids inside a step's sentences"
    assert not got["faults"], json.dumps(got["faults"], indent=1)
