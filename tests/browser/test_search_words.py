"""The search forgives accents and case both ways, and finds a rule, a decision or an apparatus note
as an entry of its own, first when its id or its exact words are searched (issue 41:
playground/search/search-fold.js, playground/search/search-rank.js, sitebuild/pages/search_entries.py)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

# The first result group, as Material draws it: the page, then its best sections.
FIRST_GROUP = "document.querySelector('.md-search-result__item')"
MARKS = """(() => [...document.querySelectorAll('.md-search-result mark')].map((m) => m.textContent))()"""


def search(page, query: str) -> None:
    """The whole query at once, then a key (Material reads the box on keyup): no shorter query is ever
    run on the way, so the first results shown are this query's (test_search_lazy types key by key)."""
    box = page.locator(".md-search__input")
    box.click()
    box.fill(query)
    box.press("End")


def first_sections(page) -> list[str]:
    """The hrefs of the first group's sections, in order (the page itself left out)."""
    return page.evaluate(
        "() => [...document.querySelector('.md-search-result__item').querySelectorAll('a')]"
        ".map((a) => a.getAttribute('href')).filter((h) => h.includes('#'))"
    )


def wait_first_section(page, fragment: str) -> None:
    page.wait_for_function(
        """(fragment) => {
          const group = document.querySelector('.md-search-result__item');
          const links = group ? [...group.querySelectorAll('a')].filter((a) => a.href.includes('#')) : [];
          return links.length > 0 && links[0].href.endsWith('#' + fragment);
        }""",
        arg=fragment,
        timeout=30_000,
    )


@pytest.mark.parametrize(
    ("query", "accented"),
    [
        ("regle", "règle"),
        ("Misere", "misère"),
        ("poignee", "poignée"),
        ("MISÈRE", "misère"),
        ("poignée", "poignée"),
    ],
)
def test_a_word_typed_without_its_accents_finds_and_marks_the_accented_word(page, origin, query, accented):
    page.goto(origin + "/")
    search(page, query)
    # Material marks the words the index matched, as they are written in the text
    page.wait_for_function(
        """(accented) => [...document.querySelectorAll('.md-search-result mark')]
             .some((m) => m.textContent.toLowerCase().startsWith(accented))""",
        arg=accented,
        timeout=30_000,
    )
    count = page.locator(".md-search-result__meta").inner_text()
    assert "No matching" not in count, count


def test_the_accented_and_the_plain_spelling_find_the_same_entries(page, origin):
    found = {}
    for query in ("Misère", "misere"):
        page.goto(origin + "/")  # a page of its own for each query: no earlier result is on it
        search(page, query)
        page.wait_for_function(
            "() => [...document.querySelectorAll('.md-search-result mark')]"
            ".some((m) => m.textContent.toLowerCase().startsWith('misère'))",
            timeout=30_000,
        )
        found[query] = page.locator(".md-search-result__meta").inner_text()
    assert found["Misère"] == found["misere"], found


@pytest.mark.parametrize(
    ("query", "fragment"),
    [
        ("tarot.poignee.thresholds", "tarot.poignee.thresholds"),
        ("triomphe.general.must-trump", "triomphe.general.must-trump"),
        ("must trump", "triomphe.general.must-trump"),
        ("DE1", "DE1"),
        ("A7", "app-A7"),
    ],
)
def test_an_id_or_its_exact_words_put_the_entry_first(page, origin, query, fragment):
    page.goto(origin + "/")
    search(page, query)
    wait_first_section(page, fragment)
    assert first_sections(page)[0].endswith("#" + fragment)


def test_a_rule_entry_lands_on_the_rule(page, origin):
    page.goto(origin + "/")
    search(page, "Poignée thresholds")
    wait_first_section(page, "tarot.poignee.thresholds")
    entry = page.locator(".md-search-result__item a[href*='#tarot.poignee.thresholds']").first
    # the entry says what the rule is: its id, its statement, its game
    assert "tarot.poignee.thresholds" in entry.inner_text()
    entry.click()
    page.wait_for_function("() => location.hash === '#tarot.poignee.thresholds'", timeout=30_000)
    assert "/games/tarot/rules/" in page.url
    rule = page.locator('[id="tarot.poignee.thresholds"]')
    rule.wait_for()
    assert page.evaluate(
        """() => { const r = document.getElementById('tarot.poignee.thresholds').getBoundingClientRect();
                   return r.top >= 0 && r.top < innerHeight; }"""
    ), "the rule is not in view after landing"
    # the heading of its section is in words, accented (issue 41, item 5)
    assert page.locator("h2#poignees").inner_text().startswith("Poignées")


def test_the_page_a_result_opens_marks_the_accented_word(page, origin):
    """Material links a result with ?h=<terms> and marks them on the page it opens; the terms are
    spelt as the result's marked words are ('misère', not the folded 'misere')."""
    page.goto(origin + "/")
    search(page, "Misere")
    wait_first_section(page, "tarot.misere.kinds")
    link = page.locator(".md-search-result__item a[href*='#tarot.misere.kinds']").first
    href = link.get_attribute("href")
    assert "h=" + quote("misère") in href, href
    link.click()
    page.wait_for_function("() => location.pathname.endsWith('/games/tarot/rules/')", timeout=30_000)
    page.wait_for_function(
        "() => [...document.querySelectorAll('article mark')]"
        ".some((m) => m.textContent.toLowerCase().startsWith('misère'))",
        timeout=30_000,
    )


def test_a_word_after_a_quote_or_a_bracket_is_found(page, origin):
    """Material's pipeline had no trimmer: '"Règles de la Triomphe"' was indexed as '"règles', out of
    reach of any query; the folding step trims a token's ends (playground/search/search-fold.js)."""
    page.goto(origin + "/")
    search(page, "regles")
    page.wait_for_function(
        """() => [...document.querySelectorAll('.md-search-result__item > a')]
             .some((a) => new URL(a.href).pathname.endsWith('/sources/triomphe/'))""",
        timeout=30_000,
    )
