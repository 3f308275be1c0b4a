"""Screenshots of the states issue 40 fixed, at 1280x800, 390x844 and 1920x1080, into
tests/browser/screenshots/issue40-<state>-<size>.png. Not a test (no assertion): run against a
served site, ``python -m tests.browser.shots_issue40 http://127.0.0.1:<port>``.

States: Tarot 5 bidding after a refusal and a hint (both over the felt, the bids in view); Tarot 5
call (the Call buttons in the row under the hand); Briscan's melds in that row; Emprunt's refusal of
an own card ("You cannot play…") while a borrow is due; a bad link's notice with the kept game
back; the guided lesson's first step; Triomphe's six seats, teams shown, on a phone."""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from sitebuild import testing
from tests.browser import test_in_view as IV
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, reader_step, view, wait_settled

OUT = Path(__file__).parent / "screenshots"
SIZES = [(1280, 800), (390, 844), (1920, 1080)]


def table_page(pg, base, url):
    pg.goto(base + url)
    pg.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(pg)


def until(pg, cond, steps=30):
    for _ in range(steps):
        if pg.evaluate(f"() => {{ const t = {TABLE_JS}; const v = t.view; return {cond}; }}"):
            return True
        reader_step(pg)
    return False


def shot(pg, name, size):
    pg.evaluate("window.scrollTo(0, 0)")
    pg.screenshot(path=str(OUT / f"issue40-{name}-{size[0]}.png"))


def main(base):
    with sync_playwright() as p:
        b = testing.launch_chromium(p)
        for size in SIZES:
            ctx = b.new_context(viewport={"width": size[0], "height": size[1]})
            pg = ctx.new_page()
            # Tarot 5: a refusal and a hint over the felt, the bids in view
            table_page(pg, base, "/games/tarot/play/?players=5&seed=3")
            IV.refuse(pg)
            IV.hint(pg)
            shot(pg, "tarot5-bidding-refusal-hint", size)
            # Tarot 5: the call, its buttons in the row of actions
            pg.evaluate(f"() => {TABLE_JS}.messages.clear()")
            if until(pg, "v.legal.some((a) => a.startsWith('call:'))"):
                shot(pg, "tarot5-call", size)
            # Briscan: melds in the row of actions
            table_page(pg, base, "/games/briscan/play/?seed=2")
            if until(pg, "v.legal.some((a) => a.startsWith('meld:') || a === 'exchange')"):
                shot(pg, "briscan-meld", size)
            # Emprunt: an own card refused while a borrow is due
            table_page(pg, base, "/games/emprunt/play/?players=4&seed=11")
            if until(pg, "v.legal.some((a) => a.startsWith('borrow:'))"):
                pg.locator(".tv-table .tv-hand .tv-card").first.click()
                pg.wait_for_selector(".tv-message--illegal")
                shot(pg, "emprunt-own-card-refused", size)
            # a bad link: the kept game back, the link's faults in words
            table_page(pg, base, "/games/triomphe/play/?seed=5&players=4")
            while view(pg)["record_actions"] < 14:
                reader_step(pg)
            table_page(pg, base, "/games/triomphe/play/?players=9&form=nonsense&bots=genius")
            pg.wait_for_function(f"() => {TABLE_JS}.dom.message.textContent.includes('back')")
            shot(pg, "bad-link-kept-game", size)
            # Triomphe, six players in teams: partners' hands shown
            table_page(pg, base, "/games/triomphe/play/?players=6&form=team&seed=3")
            shot(pg, "triomphe-6-team", size)
            ctx.close()
            # the guided lesson's first step (a fresh context: no kept game, no scroll)
            ctx = b.new_context(viewport={"width": size[0], "height": size[1]})
            pg = ctx.new_page()
            pg.goto(base + "/games/tarot/")
            pg.locator(".tv-guided-start").click()
            pg.wait_for_function(
                """() => { const s = document.querySelector("section.tv-guided");
                    const t = window.tapisvert && [...window.tapisvert.tables].find((x) => s.contains(x.root));
                    return t && t.view && t.tableId && !t.busy && t.view.legal.length > 0; }""",
                timeout=BOOT_TIMEOUT,
            )
            pg.wait_for_function(
                """() => new Promise((ok) => { const y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() => ok(scrollY === y && scrollY > 0))); })"""
            )
            pg.screenshot(path=str(OUT / f"issue40-guided-first-step-{size[0]}.png"))
            ctx.close()
        b.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8806")
