"""Rules pages print what each cited paragraph does (issue 26): "Source: ¶n" only for the paragraphs a
rule rests on, "Context: ¶n" where the text is silent, "Against: ¶n — why"; table settings are listed
apart from the editorial decisions; each page links the rules dataset. Rendered without a site build."""

from __future__ import annotations

import re

import pytest

from sitebuild.pages import rules_pages


def _href(source_id, paragraph=None):
    return f"../../sources/{source_id}/" + (f"#p{paragraph}" if paragraph is not None else "")


@pytest.fixture(scope="module")
def pages():
    return {g: rules_pages.render_rules(g, source_href=_href) for g in ("tarot", "brisque", "emprunt")}


def _rule(html: str, rid: str) -> str:
    i = html.index(f'id="{rid}"')
    j = html.find('<div class="tv-rule ', i + 1)
    return re.sub(r"\s+", " ", html[i : j if j > 0 else None])


def test_a_reconstructed_rule_cites_its_context_not_a_source(pages):
    lead = _rule(pages["tarot"], "tarot.play.lead")
    assert "Context:" in lead and 'href="../../sources/tarot/#p39"' in lead
    assert "Source:" not in lead


def test_a_stated_rule_prints_its_source(pages):
    excuse = _rule(pages["tarot"], "tarot.play.excuse")
    assert "Source:" in excuse and "Context:" not in excuse and "except on the last trick" in excuse


def test_a_citation_against_the_text_prints_why(pages):
    turnup = _rule(pages["brisque"], "brisque.deal.turnup")
    assert re.search(
        r'Against: <a class="tv-para" href="[^"]*#p21">¶21</a> — ¶21 says Briscan differs', turnup
    )
    assert "#p21" not in turnup.split("Against:")[0]  # ¶21 is not printed as a source


def test_settings_are_listed_apart_from_decisions(pages):
    html = pages["emprunt"]
    decisions, settings = html.split("## Table settings")
    assert 'id="DE2"' in decisions and 'id="DE1"' not in decisions
    assert 'id="DE1"' in settings and 'id="DE6"' in settings
    assert "Table setting <a" in _rule(html, "emprunt.deal.three")


def test_each_page_links_its_dataset(pages):
    for game, html in pages.items():
        for name in (f"data/rules/{game}.json", f"data/rules/{game}.csv", "data/rules/schema.json"):
            assert f'href="../../{name}"' in html, (game, name)
