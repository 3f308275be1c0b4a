"""A reader copies a BibTeX entry from the "Cite this page" block (markup: sitebuild/citation.py)."""

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
        assert copied.startswith("@") and "title" in copied and origin + PAGE in copied
        # Reference managers read the Highwire tags in the head.
        assert page.locator('meta[name="citation_title"]').count() == 1
        assert page.locator('meta[name="citation_public_url"]').get_attribute("content") == origin + PAGE
    finally:
        ctx.close()
