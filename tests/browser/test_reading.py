"""Reading the sources: the ¶-link race, the sticky reading bar, ¶ previews in place, the apparatus on a
phone, lang="fr" on French passages (markup: sitebuild/sources.py; behaviour: playground/edition.mjs
and playground/preview.mjs)."""

from __future__ import annotations

import re

import pytest

RULES = "/games/triomphe/rules/"
SOURCE = "/sources/triomphe/"


def _in_view(page, selector: str) -> bool:
    return page.evaluate(
        """(sel) => { const el = document.querySelector(sel); if (!el) return false;
             const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; }""",
        selector,
    )


def test_paragraph_link_clicked_right_after_scrolling_lands_on_its_paragraph(page, origin):
    """Material's navigation.tracking rewrites the address to the heading in view a moment after a
    scroll; a ¶ link clicked in that moment used to land on the rules page's heading id instead of its
    own #p<n>. Ten times: scroll, click at once, and check the paragraph, the address and the citation."""
    page.goto(origin + RULES)
    page.locator("a.tv-para").first.wait_for()
    page.evaluate("() => { window.__tvMarker = 'kept'; }")
    links = page.locator("a.tv-para").evaluate_all("(as) => as.map((a) => a.getAttribute('href'))")
    targets = [h for h in dict.fromkeys(links) if re.search(r"/sources/triomphe/#p\d+$", h)]
    assert len(targets) >= 10, targets
    for i, href in enumerate(targets[:10]):
        if i:
            page.go_back()
            page.wait_for_url(re.compile(re.escape(RULES)))
            page.locator("a.tv-para").first.wait_for()
        link = page.locator(f'a.tv-para[href="{href}"]').first
        link.scroll_into_view_if_needed()
        page.mouse.wheel(0, 240)  # a scroll the tracking reacts to, then a click with no pause
        link.click()
        want = href.rsplit("#", 1)[1]
        page.wait_for_url(re.compile(re.escape(SOURCE) + "#" + want + "$"))
        page.locator(f"#{want}").wait_for()
        page.wait_for_timeout(400)  # longer than Material's tracking delay: the address must stay
        assert page.url.endswith(SOURCE + "#" + want), (href, page.url)
        assert _in_view(page, f"#{want}"), f"{want} is not in view"
        # the "Cite this page" block (a <details>) offers the citation of this paragraph
        box = page.locator(".tv-cite [data-tv-cite-paragraph]").first
        assert box.get_attribute("hidden") is None, f"no citation of {want}"
        assert box.locator(".tv-cite-label").text_content() == f"This paragraph (¶{want[1:]})"
        assert box.locator("pre").text_content().endswith(SOURCE + "#" + want)
    assert page.evaluate("() => window.__tvMarker") == "kept", "navigation was not instant"
    assert not page.errors, page.errors
