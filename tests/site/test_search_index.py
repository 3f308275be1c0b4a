"""The search index has an entry for every rule, decision and apparatus note, landing on an anchor
of its page, and every page starts the search worker that folds accents (issue 41)."""

from __future__ import annotations

import json
import re

import pytest

from sitebuild.edition import sources
from sitebuild.pages import rules_pages, search_fold


@pytest.fixture(scope="module")
def index(built_site):
    return json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))


def _page_ids(built_site, location: str) -> set[str]:
    page = location.split("#", 1)[0]
    html = (built_site / page / "index.html").read_text(encoding="utf-8")
    return set(re.findall(r'id="([^"]+)"', html))


def test_every_rule_decision_and_note_is_an_entry_landing_on_its_anchor(index, built_site):
    locations = {d["location"]: d for d in index["docs"]}
    expected = []
    for game in rules_pages.games():
        reg = rules_pages.registry(game)
        expected += [f"games/{game}/rules/#{rid}" for rid in sorted(reg.rule_ids | reg.decision_ids)]
    for source in sources.load_all():
        expected += [f"sources/{source.id}/#app-{a['id']}" for a in source.apparatus]
    missing = [loc for loc in expected if loc not in locations]
    assert not missing, missing[:10]
    ids_by_page: dict[str, set[str]] = {}
    for loc in expected:
        page, anchor = loc.split("#", 1)
        ids = ids_by_page.setdefault(page, _page_ids(built_site, loc))
        assert anchor in ids, f"{loc}: no such anchor on the page"
        entry = locations[loc]
        assert entry["title"].startswith(anchor.removeprefix("app-") + ":"), entry["title"]
        assert entry["boost"] > 1


def test_a_rule_entry_says_its_sentence_and_its_game(index):
    entry = next(d for d in index["docs"] if d["location"] == "games/tarot/rules/#tarot.play.must-trump")
    assert entry["title"] == "tarot.play.must-trump: " + rules_pages.registry("tarot").rule(
        "tarot.play.must-trump"
    )["statement"].replace("&", "&amp;")
    assert "French Tarot" in entry["text"]


def test_every_page_starts_the_folding_worker(built_site):
    wrapper = sorted((built_site / search_fold.WORKERS).glob("search-folded.*.min.js"))
    assert len(wrapper) == 1
    code = wrapper[0].read_text(encoding="utf-8")
    for name in search_fold.SCRIPTS:
        assert f"/{name}" in code
    assert search_fold.material_worker() in code
    for page in [
        built_site / "index.html",
        built_site / "404.html",
        built_site / "games/tarot/rules/index.html",
    ]:
        html = page.read_text(encoding="utf-8")
        assert wrapper[0].name in html and search_fold.material_worker() not in html, page


def test_a_page_whose_config_does_not_name_the_worker_fails():
    page = '<script id="__config" type="application/json">{"search": "assets/x.js"}</script>'
    with pytest.raises(search_fold.SearchFoldError):
        search_fold.point_config(page, "assets/javascripts/workers/search-folded.00000000.min.js")
