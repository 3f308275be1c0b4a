"""Screenshots of a newcomer's first contact (issue 41), opt-in like test_screenshots.py: run with
TAPISVERT_SCREENSHOTS=<dir> (``make screenshots`` writes them to tests/browser/screenshots/).

At 1280×800 and 390×844, in the light and the dark scheme (Material's own palette toggle):

- ``first-home-<width>-<scheme>.png``: the home page as it opens (a game on the first screen);
- ``first-search-<width>-<scheme>.png``: "Misere" typed in the search, without its accent: the
  accented words marked, the rule entries first;
- ``first-landed-<width>-<scheme>.png``: Triomphe's ¶18 landed on from a link (#p18), with its words
  supplied by the editors inside it.

What the shots show is measured by test_first_contact, test_search_words and test_reading_marks:
this module only takes the pictures, and fails if a page shows an error.
"""

import os

import pytest

from tests.browser.test_axe import set_scheme
from tests.browser.waits import at_rest

SHOTS = os.environ.get("TAPISVERT_SCREENSHOTS", "")
pytestmark = pytest.mark.skipif(not SHOTS, reason="set TAPISVERT_SCREENSHOTS=<dir> to take the screenshots")

SIZES = {"1280": {"width": 1280, "height": 800}, "390": {"width": 390, "height": 844}}
SCHEMES = ("light", "dark")


def prepare(page, origin, shot: str) -> None:
    if shot == "home":
        page.goto(origin + "/")
        page.locator(".tv-games li").first.wait_for()
    elif shot == "landed":
        page.goto(origin + "/sources/triomphe/#p18")
        page.wait_for_function("() => document.querySelector('#p18').matches(':target')")
    else:
        page.goto(origin + "/")
        page.keyboard.press("s")  # Material's shortcut: opens the search and focuses the box
        box = page.locator(".md-search__input")
        box.wait_for(state="visible")
        box.press_sequentially("Misere")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.md-search-result mark')]"
            ".some((m) => m.textContent.toLowerCase().startsWith('misère'))",
            timeout=30_000,
        )


@pytest.mark.parametrize("width", list(SIZES))
@pytest.mark.parametrize("shot", ["home", "search", "landed"])
def test_first_contact_screenshots(page, origin, shot, width):
    os.makedirs(SHOTS, exist_ok=True)
    page.set_viewport_size(SIZES[width])
    for scheme in SCHEMES:
        page.goto(origin + "/")
        set_scheme(page, scheme)
        prepare(page, origin, shot)
        page.mouse.move(0, 0)
        at_rest(page)
        page.screenshot(path=os.path.join(SHOTS, f"first-{shot}-{width}-{scheme}.png"))
        if shot == "search":
            page.keyboard.press("Escape")  # the search closed: its overlay would hold the palette toggle
            page.wait_for_function("() => !document.getElementById('__search').checked")
    set_scheme(page, "light")
    assert not page.errors, page.errors
