"""A reader copies a BibTeX entry from the "Cite this page" block (markup: sitebuild/pages/citation.py)."""

from tests import testing

PAGE = "/games/triomphe/"


def test_copy_bibtex_to_the_clipboard(browser, origin):
    ctx = browser.new_context()
    ctx.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
    page = ctx.new_page()
    try:
        page.goto(origin + PAGE)
        block = page.locator("details.tv-cite#cite-this-page")
        block.locator("summary").click()
        fmt = block.locator('.tv-cite-format[data-format="bibtex"]')
        button = fmt.locator("button[data-tv-copy]")
        button.wait_for(state="visible")
        button.click()
        fmt.locator(".tv-copy-status", has_text="Copied.").wait_for()
        copied = page.evaluate("navigator.clipboard.readText()")
        shown = fmt.locator("pre").text_content()
        assert copied == shown
        # The test site is a release build: citations name the canonical address, not the serving origin.
        canonical = testing.TEST_CANONICAL_URL.rstrip("/") + PAGE
        assert copied.startswith("@") and "title" in copied and canonical in copied and origin not in copied
        # The access date is the reader's day (the script replaces the build's date).
        today = page.evaluate(
            "(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; })()"
        )
        assert "urldate = {{{:d}-{:02d}-{:02d}}}".format(*today) in " ".join(copied.split())
        # Reference managers read the Dublin Core and Open Graph tags in the head (no Highwire tags: they
        # would make Zotero guess a journal article; tests/site/test_zotero_meta.py).
        assert page.locator('meta[name="DC.title"]').count() == 1
        assert page.locator('meta[property="og:url"]').get_attribute("content") == canonical
    finally:
        ctx.close()


def test_paragraph_citation_names_the_reading(browser, origin):
    page = browser.new_page()
    try:
        page.goto(origin + "/sources/triomphe/#p18")
        box = page.locator("[data-tv-cite-paragraph]")
        pre = box.locator("pre")
        page.wait_for_function("() => document.querySelector('#tv-cite-para').textContent.includes('¶18')")
        text = pre.text_content()
        canonical = testing.TEST_CANONICAL_URL + "sources/triomphe/"
        assert "¶18, normalized reading." in text and f"{canonical}#p18." in text and "Accessed " in text
        # Switch to the diplomatic reading: the citation follows, and its permalink opens that reading.
        page.locator('[data-tv-reading="diplomatic"]').first.click()
        page.wait_for_function(
            "() => document.querySelector('#tv-cite-para').textContent.includes('diplomatic reading')"
        )
        assert f"{canonical}?reading=diplomatic#p18." in pre.text_content()
    finally:
        page.close()


def test_play_page_cites_the_deal_on_the_table(browser, origin):
    page = browser.new_page()
    try:
        page.goto(origin + "/games/triomphe/play/?players=4&seed=4242")
        page.wait_for_function(
            "() => (document.querySelector('.tv-share-url') || {}).value?.includes('seed=4242')",
            timeout=120_000,
        )
        block = page.locator("details.tv-cite#cite-this-page")
        block.locator("summary").click()
        deal = block.locator("[data-tv-cite-deal]")
        deal.wait_for(state="visible")
        text = deal.locator("pre").text_content()
        assert "Deal: seed 4242, 4 players" in text, text
        assert testing.TEST_CANONICAL_URL + "games/triomphe/play/?" in text and "seed=4242" in text
        assert origin not in text
    finally:
        page.close()


def test_a_copy_served_elsewhere_says_so_and_a_canonical_one_does_not(browser, origin):
    """Issue 41: the test site cites https://tapisvert.example.org/ and is read from the loopback, as a
    mirror or a local copy of a release is: the block says so, naming both. The same page served with
    its canonical address rewritten to the origin it is read from says nothing."""
    ctx = browser.new_context(service_workers="block")
    page = ctx.new_page()
    try:
        page.goto(origin + PAGE)
        block = page.locator("details.tv-cite#cite-this-page")
        notice = block.locator(".tv-cite-origin")
        notice.wait_for(state="attached")
        page.wait_for_function("() => !document.querySelector('.tv-cite-origin').hidden")
        # visible without opening the block: its summary says it too
        assert block.locator("summary .tv-cite-elsewhere").is_visible()
        block.locator("summary").click()
        text = notice.inner_text()
        assert origin in text and testing.TEST_CANONICAL_URL.rstrip("/") + PAGE in text, text

        canonical = testing.TEST_CANONICAL_URL.rstrip("/")

        def here(route):
            body = route.fetch().text().replace(canonical, origin)
            route.fulfill(body=body, content_type="text/html; charset=utf-8")

        page.route(origin + PAGE, here)
        page.goto(origin + PAGE)
        page.locator("details.tv-cite#cite-this-page").wait_for(state="attached")
        # the script has run (the copy buttons are revealed) and left the notice hidden
        page.locator("details.tv-cite button[data-tv-copy]").first.wait_for(state="attached")
        page.wait_for_function("() => !document.querySelector('details.tv-cite button[data-tv-copy]').hidden")
        assert page.locator(".tv-cite-origin").is_hidden()
        assert page.locator(".tv-cite-elsewhere").is_hidden()
    finally:
        ctx.close()


FRENCH_MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()


def test_the_french_citation_speaks_french(browser, origin):
    # issue 42: on the French edition the paragraph's citation, its reading, its access date (the
    # build's words and month names, from the block's data) and the copy's status are French
    ctx = browser.new_context()
    ctx.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
    page = ctx.new_page()
    try:
        page.goto(origin + "/fr/sources/triomphe/#p18")
        page.wait_for_function("() => document.querySelector('#tv-cite-para').textContent.includes('¶18')")
        label = page.locator("[data-tv-cite-paragraph] .tv-cite-label").text_content() or ""
        text = page.locator("[data-tv-cite-paragraph] pre").text_content() or ""
        y, m, d = page.evaluate(
            "(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; })()"
        )
        day = "1er" if d == 1 else str(d)
        assert "Ce paragraphe (¶18)" in label, label
        assert "¶18, lecture normalisée." in text, text
        assert f"Consulté le {day} {FRENCH_MONTHS[m - 1]} {y}." in text, text
        assert "Accessed" not in text and "reading" not in text
        # the test site is read from the loopback, not its canonical address: the notice says so in French
        page.wait_for_function("() => !document.querySelector('.tv-cite-origin').hidden")
        notice = page.locator(".tv-cite-origin").text_content() or ""
        assert notice.startswith("Vous lisez une copie servie depuis " + origin), notice
        block = page.locator("details.tv-cite#cite-this-page")
        block.locator("summary").click()
        fmt = block.locator('.tv-cite-format[data-format="plain"]').first  # the page's, not the source's
        fmt.locator("button[data-tv-copy]").click()
        fmt.locator(".tv-copy-status", has_text="Copié.").wait_for()
        assert f"Consulté le {day} {FRENCH_MONTHS[m - 1]} {y}." in (fmt.locator("pre").text_content() or "")
    finally:
        ctx.close()
