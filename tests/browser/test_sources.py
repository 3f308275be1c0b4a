"""The Triomphe source page: the diplomatic / normalized reading toggle (markup: sitebuild/pages/source_pages.py)."""

import re

from sitebuild.edition import sources

PAGE = "/sources/triomphe/"


def _differing_paragraph(page):
    """Id of a paragraph whose two readings differ (an editorial intervention)."""
    return page.evaluate(
        """() => { for (const p of document.querySelectorAll('.tv-edition .tv-p')) {
                 const d = p.querySelector('.tv-d'), n = p.querySelector('.tv-n');
                 if (d && n && d.textContent.trim() !== n.textContent.trim()) return p.id; }
               return null; }"""
    )


def test_reading_toggle_switches_and_keeps_anchors(page, origin):
    page.goto(origin + PAGE)
    edition = page.locator(".tv-edition")
    edition.wait_for()
    assert (
        edition.get_attribute("data-reading") == edition.get_attribute("data-default-reading") == "normalized"
    )
    toggle = page.locator(".tv-reading-toggle")
    toggle.wait_for(state="visible")
    diplomatic = toggle.locator('[data-tv-reading="diplomatic"]')
    normalized = toggle.locator('[data-tv-reading="normalized"]')
    assert diplomatic.get_attribute("aria-pressed") == "false"
    assert normalized.get_attribute("aria-pressed") == "true"

    pid = _differing_paragraph(page)
    assert pid and re.fullmatch(r"p\d+", pid)
    para = page.locator(f"#{pid}")
    assert para.locator(".tv-n").is_visible() and not para.locator(".tv-d").is_visible()

    diplomatic.click()
    assert edition.get_attribute("data-reading") == "diplomatic"
    assert diplomatic.get_attribute("aria-pressed") == "true"
    assert para.locator(".tv-d").is_visible() and not para.locator(".tv-n").is_visible()
    assert "reading=diplomatic" in page.url
    # the diplomatic reading is the received line itself
    n = int(pid[1:])
    received = sources.load_source("triomphe").lines[n - 1]
    assert para.locator(".tv-d").text_content().strip() == received.strip()

    normalized.click()
    assert edition.get_attribute("data-reading") == "normalized"
    assert "reading=" not in page.url
    # every paragraph of the received text has its anchor
    count = len(sources.load_source("triomphe").lines)
    ids = page.locator(".tv-edition .tv-p").evaluate_all("(ps) => ps.map((p) => p.id)")
    assert ids == [f"p{i}" for i in range(1, count + 1)]


def test_reading_can_be_chosen_by_link(page, origin):
    page.goto(origin + PAGE + "?reading=diplomatic#p10")
    page.locator(".tv-edition").wait_for()
    page.wait_for_function("() => document.querySelector('.tv-edition').dataset.reading === 'diplomatic'")
    assert page.locator("#p10").is_visible()


def test_source_pages_make_no_foreign_requests(context, page, origin):
    # Load the page here too, in both readings, so that the check does not depend on which
    # tests ran before it on this worker; Playwright delivers request events during its calls.
    page.goto(origin + PAGE + "?reading=diplomatic")
    page.locator(".tv-edition").wait_for()
    page.goto(origin + PAGE)
    page.locator(".tv-edition").wait_for()
    page.wait_for_load_state("networkidle")
    assert context.request_log.urls, "no request was recorded"
    assert context.request_log.foreign(origin) == []
