"""Material's search index is fetched only when the reader opens the search, and search still finds
words (issue 18: playground/search/search-lazy.js, included by overrides/partials/search.html)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

INDEX = "/search/search_index.json"


@pytest.fixture()
def fresh_page(browser):
    # service_workers="block": the index must not come from a service worker's precache either
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    requests = []
    ctx.on("request", lambda r: requests.append(r.url))
    page = ctx.new_page()
    page.requests = requests
    yield page
    ctx.close()


@pytest.mark.parametrize("how", ["keyboard", "click"])
def test_search_index_waits_for_the_reader_and_search_finds_a_word(fresh_page, origin, how):
    page = fresh_page
    page.goto(origin + "/")
    page.wait_for_load_state("networkidle")
    assert page.evaluate("() => window.__tvSearchLazy === true"), "search-lazy.js did not run"
    assert not [u for u in page.requests if u.endswith(INDEX)], (
        "the index was fetched before search was opened"
    )

    if how == "keyboard":
        page.keyboard.press("s")  # Material's shortcut: opens the search and focuses the box
    else:
        page.locator(".md-search__input").click()  # the search box in the header (desktop width)
    # typed key by key, as a reader does: Material reads the box on keyup (and when its index is
    # ready); fill() sends no keyup, so a query typed after the index was ready was never run
    page.locator(".md-search__input").press_sequentially("Triomphe")
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=30_000)
    assert results.count() > 0
    assert "Triomphe" in page.locator(".md-search-result").inner_text()
    assert [u for u in page.requests if u.endswith(INDEX)], "search worked without the index?"


def test_a_page_opened_from_a_search_result_fetches_the_index_and_marks_the_terms(fresh_page, origin):
    """Issue 41: ?h=<terms> (Material's link from a result) marks the terms once the index is there;
    the held index request had left a result opened by a full page load unmarked."""
    page = fresh_page
    page.goto(origin + "/games/tarot/rules/?h=" + quote("misère"))
    page.wait_for_function(
        "() => [...document.querySelectorAll('article mark')]"
        ".some((m) => m.textContent.toLowerCase() === 'misère')",
        timeout=30_000,
    )
    assert [u for u in page.requests if u.endswith(INDEX)]
