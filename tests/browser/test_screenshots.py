"""Screenshots of every game's play page (issue 24, "Done when"), opt-in: run with
TAPISVERT_SCREENSHOTS=<dir> (``make screenshots`` writes them to tests/browser/screenshots/), skipped
otherwise (a PNG per page, scheme and size is too slow for every ``make test``).

For every game, at 1280×800 and 390×844, in the light and the dark scheme (chosen with Material's
own palette toggle, as a reader does, so the page and the table both switch):

- ``<game>-deal-<width>-<scheme>.png``: the window as the play page opens, after the first deal;
- ``<game>-end-<width>-<scheme>.png``: the window at the end of the first hand, scrolled so that the
  table starts under the site's header (the felt with the last trick, the hand's result and "Next
  hand").

Each game opens its own play page, with its own players and a fixed seed, so the shots are the same
from one run to the next. What the shots show is measured elsewhere (test_layout: the whole table in
the window; test_axe: contrast in both schemes): this module only takes the pictures, and fails if a
page shows an error.
"""

import os

import pytest

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, reader_step, view, wait_settled
from tests.browser.test_axe import set_scheme
from tests.browser.waits import at_rest

SHOTS = os.environ.get("TAPISVERT_SCREENSHOTS", "")
pytestmark = pytest.mark.skipif(not SHOTS, reason="set TAPISVERT_SCREENSHOTS=<dir> to take the screenshots")

PAGES = {
    "triomphe": "/games/triomphe/play/?seed=2024",
    "briscan": "/games/briscan/play/?seed=5",
    "brisque": "/games/brisque/play/?seed=5",
    "tarot": "/games/tarot/play/?seed=3",
    "emprunt": "/games/emprunt/play/?seed=7",
    "francion": "/games/francion/play/?seed=1",
}
SIZES = {"1280": {"width": 1280, "height": 800}, "390": {"width": 390, "height": 844}}
SCHEMES = ("light", "dark")


def shoot(page, name: str) -> None:
    for scheme in SCHEMES:
        set_scheme(page, scheme)
        at_rest(page)  # the scheme's colours at rest (Material's transitions finished), not half-faded
        page.screenshot(path=os.path.join(SHOTS, f"{name}-{scheme}.png"))


@pytest.mark.parametrize("width", list(SIZES))
@pytest.mark.parametrize("game", list(PAGES))
def test_screenshots(page, origin, game, width):
    os.makedirs(SHOTS, exist_ok=True)
    page.set_viewport_size(SIZES[width])
    if page.url.startswith(origin):
        page.evaluate("() => localStorage.clear()")  # the first deal again, not the hand kept from before
    page.goto(origin + PAGES[game])
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    page.mouse.move(0, 0)  # no hover lift on a card
    shoot(page, f"{game}-deal-{width}")
    set_scheme(page, "light")
    for _ in range(300):
        v = view(page)
        if v["phase"] == "hand-over" or v["is_over"]:
            break
        reader_step(page)
    else:
        pytest.fail(f"{game}: the hand did not end")
    page.locator(".tv-next-hand, .tv-new-match").first.wait_for()
    # the table right under the sticky header, as a reader who scrolled to it sees it
    page.evaluate(
        f"""() => {{ const t = {TABLE_JS}; const h = document.querySelector(".md-header");
            const top = t.root.getBoundingClientRect().top + scrollY - (h ? h.getBoundingClientRect().height : 0) - 8;
            window.scrollTo({{ top: Math.max(0, top), behavior: "instant" }}); }}"""
    )
    page.mouse.move(0, 0)
    shoot(page, f"{game}-end-{width}")
    set_scheme(page, "light")
    assert not page.errors, page.errors
