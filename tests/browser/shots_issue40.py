"""Screenshots of the states issue 40 fixed, at 1280x800, 390x844 and 1920x1080, into
tests/browser/screenshots/issue40-<state>-<size>.png. Not a test (no assertion): run against a
served site, ``python -m tests.browser.shots_issue40 http://127.0.0.1:<port>``.

States: Tarot 5 bidding after a refusal and a hint (both over the felt, the bids in view); Tarot 5
call (the Call buttons in the row under the hand); Briscan's melds in that row; Emprunt's refusal of
an own card ("You cannot play…") while a borrow is due; a bad link's notice with the kept game
back; the guided lesson's first step; Triomphe's six seats, teams shown, on a phone; Tarot's chelem,
Triomphe's pillage and Briscan's exchange, each after a refusal and a hint.

The PNGs are then reduced to a palette of 128 colours to keep the repository small (a quarter of
their size or less): ``python tests/browser/shots_issue40.py --small`` with any Python that has
Pillow (not a dependency of the project; that step imports nothing else)."""

import sys
from pathlib import Path

if __name__ != "__main__" or "--small" not in sys.argv:
    from playwright.sync_api import sync_playwright

    from tests import testing
    from tests.browser import test_in_view as IV
    from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, reader_step, view, wait_settled
    from tests.browser.waits import at_rest

OUT = Path(__file__).parent / "screenshots"
SIZES = [(1280, 800), (390, 844), (1920, 1080)]
PHASES = [
    ("tarot4-chelem-refusal-hint", "/games/tarot/play/?players=4", "v.phase === 'chelem'"),
    (
        "triomphe4-pillage-refusal-hint",
        "/games/triomphe/play/?players=4&form=pillage",
        "v.phase === 'pillage'",
    ),
    ("briscan-exchange-refusal-hint", "/games/briscan/play/?players=2", "v.legal.includes('exchange')"),
]


def table_page(pg, base, url):
    pg.goto(base + url)
    pg.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(pg)


def until(pg, cond, steps=30):
    """Play on by clicking until ``cond`` holds of the view; False if the hand ends first."""
    for _ in range(steps):
        if pg.evaluate(f"() => {{ const t = {TABLE_JS}; const v = t.view; return {cond}; }}"):
            return True
        v = view(pg)
        if v["is_over"] or v["phase"] == "hand-over" or not v["legal"]:
            return False
        reader_step(pg)
    return False


def shot(pg, name, size):
    pg.evaluate("window.scrollTo(0, 0)")
    at_rest(pg)  # the header's title no longer half faded
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
            # Triomphe, six players in teams: partners' hands shown, no seat overlapping another,
            # the turn-up beside the reader's seat
            # (the 14-move game above forgotten: its "Resume that game" notice would cover the seats)
            pg.evaluate("localStorage.clear()")
            table_page(pg, base, "/games/triomphe/play/?players=6&form=team&seed=3")
            shot(pg, "triomphe-6-team", size)
            # the phases test_in_view now requires, each after a refusal and a hint: Tarot's chelem,
            # Triomphe's pillage, Briscan's exchange of the seven of trumps
            for name, url, cond in PHASES:
                for seed in range(11, 11 + 8):  # the first deal that reaches the phase
                    pg.evaluate("localStorage.clear()")  # no kept game's notice over the felt
                    table_page(pg, base, f"{url}&seed={seed}")
                    if until(pg, cond):
                        IV.refuse(pg)
                        IV.hint(pg)
                        shot(pg, name, size)
                        break
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


def small(patterns=("issue40-*.png",), colours=128):
    """Each PNG matching ``patterns`` (default issue40-*.png; ``--small fr-table-*.png`` for others)
    as a palette PNG of ``colours`` colours (Pillow's quantize)."""
    from PIL import Image  # type: ignore[import-not-found]

    for png in sorted({p for pattern in patterns for p in OUT.glob(pattern)}):
        img = Image.open(png)
        if img.mode == "P":
            continue  # already reduced
        img.convert("RGB").quantize(colours, method=Image.Quantize.MEDIANCUT).save(png, optimize=True)


if __name__ == "__main__":
    if "--small" in sys.argv:
        small(tuple(a for a in sys.argv[1:] if a != "--small") or ("issue40-*.png",))
    else:
        main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8806")
