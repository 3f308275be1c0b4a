"""Reading a source after a link (issue 41): the landed paragraph is marked apart from the words the
editors supplied, both at AA contrast, in both schemes; a supplied passage's authority opens by
keyboard and by touch; the apparatus's column headers stay in view above a landed row; an unknown
reading or a missing paragraph is said in words (playground/page/reading.css, edition-notices.mjs,
preview.mjs)."""

from __future__ import annotations

import pytest

from tests.browser.waits import frames

SOURCE = "/sources/triomphe/"
LANDED = "p18"  # a paragraph with a passage supplied by the editors

# The colour a box shows: its background composited over its ancestors', and its text's colour.
COLOURS_JS = """(sel) => {
  const parse = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3])).concat([1]);
  const shown = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
    let colour = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const el = document.querySelector(sel);
  const text = parse(getComputedStyle(el).color);
  const bg = shown(el);
  return { bg: bg.slice(0, 3), text: over(text, bg).slice(0, 3) };
}"""


def luminance(rgb) -> float:
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture()
def scheme_page(browser, origin, request):
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme=request.param)
    pg = ctx.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    ctx.close()


@pytest.fixture()
def phone(browser, origin):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    pg = ctx.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    ctx.close()


@pytest.mark.parametrize("scheme_page", ["light", "dark"], indirect=True)
def test_the_landed_paragraph_is_not_marked_like_supplied_words(scheme_page, origin):
    page = scheme_page
    page.goto(f"{origin}{SOURCE}#{LANDED}")
    page.wait_for_function(f"() => document.querySelector('#{LANDED}').matches(':target')")
    want = "slate" if page.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches") else "default"
    assert page.evaluate("() => document.body.getAttribute('data-md-color-scheme')") == want
    landed = page.evaluate(COLOURS_JS, f"#{LANDED} .tv-n")
    supplied = page.evaluate(COLOURS_JS, f"#{LANDED} ins.tv-supplied")
    # a text and its background, for both marks, at AA (4.5:1) or better
    assert contrast(landed["text"], landed["bg"]) >= 4.5, landed
    assert contrast(supplied["text"], supplied["bg"]) >= 4.5, supplied
    # not the same shade: the supplied words stand out inside the landed paragraph, and the landing
    # colour is not the supplied one
    unlanded = page.evaluate(COLOURS_JS, "ins.tv-supplied")  # the same mark on the whole page
    assert max(abs(a - b) for a, b in zip(landed["bg"], unlanded["bg"])) >= 24, (landed, unlanded)
    assert max(abs(a - b) for a, b in zip(landed["bg"], supplied["bg"])) >= 12, (landed, supplied)
    assert not page.errors, page.errors


def test_a_supplied_passages_authority_opens_from_the_keyboard(page, origin):
    page.goto(f"{origin}{SOURCE}#{LANDED}")
    note = page.locator(f"#{LANDED} ins.tv-supplied + a.tv-note").first
    note.wait_for()
    note.focus()
    preview = page.locator(".tv-preview:not([hidden])")
    preview.wait_for()
    page.locator(".tv-preview .tv-preview-text").wait_for()
    text = preview.inner_text()
    assert "Authority:" in text and "What the edition does:" in text, text
    assert f"Apparatus note {note.inner_text().strip()}" in text, text
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.querySelector('.tv-preview').hidden")


def test_a_supplied_passages_authority_opens_with_a_tap(phone, origin):
    page = phone
    page.goto(f"{origin}{SOURCE}#{LANDED}")
    note = page.locator(f"#{LANDED} ins.tv-supplied + a.tv-note").first
    note.wait_for()
    note.scroll_into_view_if_needed()
    before = page.url
    note.tap()
    page.locator(".tv-preview .tv-preview-text").wait_for()
    assert "Authority:" in page.locator(".tv-preview").inner_text()
    assert page.url == before, "the first tap followed the link"
    assert not page.errors, page.errors


def test_the_apparatus_keeps_its_column_headers_above_a_landed_row(page, origin):
    page.goto(f"{origin}{SOURCE}#app-A7")
    page.wait_for_function("() => document.getElementById('app-A7').matches(':target')")
    frames(page, 3)
    got = page.evaluate(
        """() => {
          const header = document.querySelector('.md-header').getBoundingClientRect();
          const th = document.querySelector('.tv-apparatus thead th').getBoundingClientRect();
          const row = document.getElementById('app-A7').getBoundingClientRect();
          return { header: header.bottom, thTop: th.top, thBottom: th.bottom, row: row.top };
        }"""
    )
    # the column headers sit under the site's header, and the landed row starts below them
    assert 0 <= got["thTop"] - got["header"] <= 2, got
    assert got["row"] >= got["thBottom"] - 1, got


def test_an_unknown_reading_is_said_in_words(page, origin):
    page.goto(f"{origin}{SOURCE}?reading=xyz")
    notice = page.locator('.tv-notice[data-kind="reading"]')
    notice.wait_for()
    text = notice.inner_text()
    assert "xyz" in text and "normalized reading" in text and "diplomatic" in text, text
    assert notice.get_attribute("role") == "status"
    assert page.evaluate("() => document.querySelector('.tv-edition').dataset.reading") == "normalized"
    notice.locator("button").click()
    assert page.locator(".tv-notice").count() == 0


def test_a_known_reading_says_nothing(page, origin):
    page.goto(f"{origin}{SOURCE}?reading=diplomatic#p5")
    page.wait_for_function("() => document.querySelector('.tv-edition').dataset.reading === 'diplomatic'")
    frames(page, 2)
    assert page.locator(".tv-notice").count() == 0


def test_a_missing_paragraph_is_said_in_words_and_a_good_one_clears_it(page, origin):
    page.goto(f"{origin}{SOURCE}#p999")
    notice = page.locator('.tv-notice[data-kind="paragraph"]')
    notice.wait_for()
    last = page.locator(".tv-goto input").get_attribute("max")
    text = notice.inner_text()
    assert "paragraph 999" in text and f"¶1 to ¶{last}" in text, text
    page.evaluate("() => { location.hash = '#p5'; }")
    page.wait_for_function("() => !document.querySelector('.tv-notice')")
