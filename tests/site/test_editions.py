"""Issue 42: two editions from one tree, English at / and French at /fr/ (sitebuild/languages/edition.py).

The first part checks the machinery on trees and records made here (twin checks, nav pruning, the
sitemap of both editions, a page's twin links, the French framing words, the French citation, the
error page and cache rules for /fr/); the second reads the built test site (``built_site``: one build,
which builds the French edition too).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import markdown
import pytest

from sitebuild.languages import alternates, edition, page_words, twins
from sitebuild.pages import citation, rules_pages, search_entries
from sitebuild.serving import headers, serve

# ----------------------------------------------------------------------------------- twin checks


def _touch(root: Path, *paths: str) -> None:
    for p in paths:
        (root / p).parent.mkdir(parents=True, exist_ok=True)
        (root / p).write_text("# x\n", encoding="utf-8")


def test_missing_twins_names_each_page_without_its_twin(tmp_path):
    docs = tmp_path / "docs"
    _touch(
        docs,
        "index.md",
        "games/tarot/rules.md",
        "about.md",
        "fr/index.md",
        "fr/games/tarot/rules.md",
        "fr/extra.md",
    )
    problems = twins.missing_twins(docs)
    assert problems == [
        "docs/about.md has no French twin docs/fr/about.md",
        "docs/fr/extra.md has no English twin docs/extra.md",
    ]
    _touch(docs, "fr/about.md", "extra.md")
    assert twins.missing_twins(docs) == []


def test_missing_built_compares_the_built_editions(tmp_path):
    site = tmp_path / "site"
    _touch(
        site,
        "index.html",
        "404.html",
        "sources/tarot/index.html",
        "assets/x.html",
        "fr/index.html",
        "fr/404.html",
    )
    assert twins.missing_built(site, site / "fr") == [
        "/sources/tarot/index.html has no French twin /fr/sources/tarot/index.html"
    ]


def test_report_lists_or_fails_by_its_switch(caplog):
    twins.report([], "pages", strict=True)  # nothing missing: never fails
    caplog.set_level("INFO", logger="mkdocs.hooks.tapisvert.twins")
    twins.report(["docs/a.md has no French twin docs/fr/a.md"], "pages", strict=False)
    assert "docs/a.md has no French twin" in caplog.text
    with pytest.raises(twins.MissingTwins, match="docs/a.md has no French twin"):
        twins.report(["docs/a.md has no French twin docs/fr/a.md"], "pages", strict=True)


@pytest.mark.parametrize(
    "missing",
    [
        ("missing_twins", "docs/about.md has no French twin docs/fr/about.md"),
        ("missing_built", "/sources/tarot/index.html has no French twin /fr/sources/tarot/index.html"),
        ("missing_rule_words", "rule tarot.cards.pack has no words in 'fr'"),
    ],
)
def test_the_build_fails_naming_a_missing_twin(tmp_path, monkeypatch, missing):
    """The English build's hook (after it has run the French build) fails, naming what has no twin:
    the checks are wired to the build, not only to the tests (twins.STRICT, STRICT_RULE_WORDS on)."""
    from mkdocs.exceptions import PluginError

    from sitebuild import hooks

    assert twins.STRICT and twins.STRICT_RULE_WORDS
    monkeypatch.setattr(edition, "build_french", lambda config: tmp_path / "site" / "fr")
    for name in ("missing_twins", "missing_built", "missing_rule_words"):
        monkeypatch.setattr(twins, name, lambda *a, **k: [])
    which, sentence = missing
    monkeypatch.setattr(twins, which, lambda *a, **k: [sentence])
    with pytest.raises(PluginError, match=re.escape(sentence)):
        hooks._build_french({"site_dir": str(tmp_path / "site"), "site_url": "http://127.0.0.1:1/"})


def test_missing_rule_words_is_the_engines_list():
    from tapisvert.registry import missing_words

    assert twins.missing_rule_words() == missing_words("fr")


def test_prune_nav_leaves_out_untranslated_pages_only(tmp_path):
    _touch(tmp_path, "index.md", "games/tarot/rules.md")
    nav = [
        {"Accueil": "index.md"},
        {
            "Tarot": [
                "games/tarot/index.md",
                {"Règles": "games/tarot/rules.md"},
                {"Jouer": "games/tarot/play.md"},
            ]
        },
        {"Sources": ["sources/index.md", {"Tarot": "sources/tarot.md"}]},
        {"Vide": ["about.md"]},
    ]
    kept, left = twins.prune_nav(nav, tmp_path)
    assert kept == [
        {"Accueil": "index.md"},
        {"Tarot": [{"Règles": "games/tarot/rules.md"}]},
        {"Sources": ["sources/index.md", {"Tarot": "sources/tarot.md"}]},
    ]
    assert left == ["games/tarot/index.md", "games/tarot/play.md", "about.md"]


def test_links_to_untranslated_pages_go_to_the_english_page(tmp_path):
    fr, en = tmp_path / "fr", tmp_path / "en"
    _touch(fr, "index.md", "games/tarot/index.md")
    _touch(en, "index.md", "games/tarot/index.md", "games/tarot/rules.md")
    text = "[a](rules.md#the-chien) [b](index.md) [c](../../sources/tarot.md#p5) [d](missing.md)"
    out, linked = twins.link_untranslated(text, "games/tarot/index.md", fr, en)
    assert linked == ["games/tarot/rules.md"]
    assert '[a](../../../games/tarot/rules/#the-chien){: hreflang="en" }' in out
    assert "[b](index.md)" in out and "[c](../../sources/tarot.md#p5)" in out and "[d](missing.md)" in out


def test_generated_links_to_untranslated_pages_go_to_the_english_page():
    translated, english = {"", "sources/tarot/"}, {"", "sources/tarot/", "games/tarot/rules/", "about/"}
    page = (
        '<a class="tv-ruleref" href="../../games/tarot/rules/#tarot.chelem.x">r</a> <a href="../">home</a> '
        '<a href="../../about/?q=1#x">a</a> <a href="../../css/x.css">c</a> <a href="#p1">p</a>'
    )
    out, n = twins.english_links(page, "sources/tarot/", translated, english)
    assert n == 2
    assert 'href="../../../games/tarot/rules/#tarot.chelem.x" hreflang="en"' in out
    assert 'href="../../../about/?q=1#x" hreflang="en"' in out
    assert '<a href="../">home</a>' in out and 'href="../../css/x.css"' in out and 'href="#p1"' in out


# ------------------------------------------------------------------------------ sitemap, twin links


def test_sitemap_lists_both_editions_with_their_alternates():
    root = "https://example.org/tv/"
    text = alternates.sitemap_xml(
        [root, root + "games/tarot/rules/", root + "about/"],
        [root + "fr/", root + "fr/games/tarot/rules/"],
        root,
    )
    tree = ET.fromstring(text)
    ns = {"sm": alternates.SM, "x": alternates.XHTML}
    urls = {u.findtext("sm:loc", "", ns): u for u in tree.findall("sm:url", ns)}
    assert set(urls) == {
        root,
        root + "games/tarot/rules/",
        root + "about/",
        root + "fr/",
        root + "fr/games/tarot/rules/",
    }
    alts = {
        a.get("hreflang"): a.get("href") for a in urls[root + "fr/games/tarot/rules/"].findall("x:link", ns)
    }
    assert alts == {
        "en": root + "games/tarot/rules/",
        "fr": root + "fr/games/tarot/rules/",
        "x-default": root + "games/tarot/rules/",
    }
    assert urls[root + "about/"].findall("x:link", ns) == []  # no twin yet: no alternates
    with pytest.raises(alternates.AlternatesError):
        alternates.sitemap_xml(["https://elsewhere.org/"], [], root)


def _config(lang: str, url: str = "http://127.0.0.1:8813/") -> dict:
    return {"theme": {"language": lang}, "site_url": url + edition.prefix(lang), "extra": {}}


def test_page_links_name_the_same_page_in_the_other_edition():
    en = edition.page_links("sources/tarot/", "sources/tarot.md", _config("en"))
    assert en["switch"] == {"lang": "fr", "name": "Français", "href": "../../fr/sources/tarot/", "twin": True}
    assert {a["lang"]: a["href"] for a in en["alternates"]} == {
        "en": "http://127.0.0.1:8813/sources/tarot/",
        "fr": "http://127.0.0.1:8813/fr/sources/tarot/",
        "x-default": "http://127.0.0.1:8813/sources/tarot/",
    }
    fr = edition.page_links("", "index.md", _config("fr"))
    assert fr["switch"]["href"] == "../" and fr["switch"]["lang"] == "en"
    assert edition.site_root_url(_config("fr")) == "http://127.0.0.1:8813/"


def test_a_page_without_twin_links_the_other_editions_home(tmp_path, monkeypatch):
    monkeypatch.setattr(edition, "has_twin", lambda src, lang: False)
    links = edition.page_links("games/tarot/rules/", "games/tarot/rules.md", _config("en"))
    assert links["switch"]["href"] == "../../../fr/" and not links["switch"]["twin"]
    assert [a["lang"] for a in links["alternates"]] == ["en"]


def test_the_french_edition_loads_the_roots_shared_files():
    from mkdocs.config import load_config

    cfg = load_config(config_file=str(edition.FRENCH_CONFIG), site_url="http://127.0.0.1:1/")
    edition.configure(cfg)
    assert cfg["site_url"] == "http://127.0.0.1:1/fr/"
    assert cfg["theme"]["language"] == "fr" and Path(cfg["docs_dir"]) == edition.ROOT / "docs" / "fr"
    paths = [getattr(x, "path", x) for x in cfg["extra_javascript"]] + list(cfg["extra_css"])
    assert paths and all(p.startswith("../") for p in paths), paths
    assert cfg["theme"]["favicon"] == "../assets/favicon.svg"
    assert cfg["plugins"]["material/search"].config["lang"] == ["fr"]


# ------------------------------------------------------------------------------- French words


def test_every_framing_word_exists_in_both_languages():
    assert page_words.check() == []
    assert set(citation.WORDS["fr"]) == set(citation.WORDS["en"])
    assert set(search_entries.WORDS["fr"]) == set(search_entries.WORDS["en"])


def test_source_pages_in_french():
    from sitebuild.edition import sources
    from sitebuild.languages import source_words
    from sitebuild.pages import source_pages

    assert source_words.check() == []
    for source in sources.load_all():
        en = source_pages.render_page(source)
        fr = source_pages.render_page(source, lang="fr")
        assert re.findall(r"\{#([a-z-]+)\}", fr) == re.findall(r"\{#([a-z-]+)\}", en)  # the same anchors
        assert re.findall(r'\bid="([^"]+)"', fr) == re.findall(r'\bid="([^"]+)"', en)  # ¶ and notes
        assert ": the received text" not in fr and "le texte reçu" in fr
        for english in (
            "What the received text has",
            "Go to ¶",
            "Permalink to",
            "Received from",
            "confidence<",
        ):
            assert english not in fr, (source.id, english)
        # the received text itself is the same bytes in both
        assert re.findall(r'<span class="tv-d"[^>]*>(.*?)</span>', fr) == re.findall(
            r'<span class="tv-d"[^>]*>(.*?)</span>', en
        )
    index = source_pages.render_index(sources.load_all(), lang="fr")
    assert "Lectures" in index and "Readings" not in index


def _heading_ids(md_text: str) -> list[str]:
    html = markdown.markdown(md_text, extensions=["attr_list", "md_in_html", "toc"])
    return re.findall(r'<h2 id="([^"]+)"', html)


@pytest.mark.parametrize("game", ["tarot", "triomphe", "briscan"])
def test_french_rules_headings_keep_the_english_anchors(game):
    href = lambda sid, p=None: f"../../../sources/{sid}/" + (f"#p{p}" if p else "")  # noqa: E731
    en = rules_pages.render_rules(game, source_href=href)
    fr = rules_pages.render_rules(game, source_href=href, lang="fr")
    assert _heading_ids(fr) == _heading_ids(en) and len(_heading_ids(en)) > 3
    assert re.findall(r'\bid="([^"]+)"', fr) == re.findall(r'\bid="([^"]+)"', en)  # every rule and decision
    assert "## Décisions éditoriales { #editorial-decisions }" in fr
    assert "Counts:" not in fr and "Décompte" in fr


def test_french_rules_mark_what_is_not_yet_translated():
    from tapisvert.registry import missing_words

    href = lambda sid, p=None: f"../sources/{sid}/"  # noqa: E731
    lacking: list[str] = []
    fr = rules_pages.render_rules("tarot", source_href=href, lang="fr", missing=lacking)
    untranslated = [m for m in missing_words("fr") if m.split()[1].startswith(("tarot.", "TAR"))]
    assert len(lacking) == len(untranslated)
    # an English statement on the French page says it is English
    english = fr.count('<p class="tv-rule-statement" lang="en">')
    assert english == sum(1 for m in lacking if m.startswith("rule "))


def test_a_quote_carries_the_language_of_its_paragraphs():
    href = lambda sid, p=None: f"../sources/{sid}/"  # noqa: E731
    en = rules_pages.render_rules("tarot", source_href=href)
    fr = rules_pages.render_rules("tarot", source_href=href, lang="fr")
    # Tarot's help page is English but for its French sections (¶81-109: chelem, misères)
    assert 'id="tarot.chelem.' in en
    chelem_en = en.split('id="tarot.chelem.', 1)[1].split("</blockquote>", 1)[0]
    assert '<blockquote class="tv-rule-quote" lang="fr">' in chelem_en
    first_fr = fr.split('id="tarot.cards.pack"', 1)[1].split("</blockquote>", 1)[0]
    assert '<blockquote class="tv-rule-quote" lang="en">' in first_fr and "«\u00a0" in first_fr


def test_french_citation_dates_and_words():
    assert citation._human_date([2026, 12, 1], "fr") == "1er décembre 2026"
    assert citation._human_date([2026, 8, 15], "fr") == "15 août 2026"
    rec = {
        "title": "Règles",
        "container-title": "Tapis vert",
        "URL": "https://x.org/fr/a/",
        "accessed": {"date-parts": [[2026, 12, 3]]},
    }
    fr = citation.format_plain(rec, paragraph=5, reading="diplomatic", lang="fr")
    assert (
        fr.endswith("Consulté le 3 décembre 2026.")
        and "lecture diplomatique" in fr
        and "«\u00a0Règles\u00a0»" in fr
    )
    assert citation.format_plain(rec).endswith("Accessed 3 December 2026.")


def test_french_canonical_urls_are_under_fr(monkeypatch):
    monkeypatch.setenv("CANONICAL_URL", "https://tapisvert.example.org/")
    assert citation.canonical_base(_config("fr")) == "https://tapisvert.example.org/fr/"
    assert citation.canonical_base(_config("en")) == "https://tapisvert.example.org/"
    monkeypatch.delenv("CANONICAL_URL")
    assert citation.canonical_base(_config("fr")) == "http://127.0.0.1:8813/fr/"


def test_french_404_under_fr_and_cache_rules(tmp_path):
    _touch(tmp_path, "404.html", "400.html", "fr/404.html", "fr/400.html")
    assert serve.error_page(tmp_path, 404, "/fr/games/nope/") == tmp_path / "fr" / "404.html"
    assert serve.error_page(tmp_path, 404, "/games/nope/") == tmp_path / "404.html"
    assert serve.error_page(tmp_path, 400, "/fr/x") == tmp_path / "400.html"  # as nginx: before any path
    assert headers.cache_class("/fr/assets/javascripts/bundle.a5f9d56c.min.js") == headers.IMMUTABLE
    assert headers.cache_class("/fr/games/tarot/rules/") == headers.REVALIDATE


# ------------------------------------------------------------------------------- the built site


def _pages(site: Path, skip: Path | None = None) -> list[Path]:
    return [
        p
        for p in site.rglob("index.html")
        if not (skip and p.is_relative_to(skip)) and "assets" not in p.parts
    ]


def test_both_editions_are_built_with_one_runtime(built_site):
    fr = built_site / "fr"
    assert (fr / "index.html").is_file() and (fr / "404.html").is_file()
    for shared in ("playground", "pyodide", "wheels", "sw.js"):
        assert (built_site / shared).exists() and not (fr / shared).exists(), shared
    sw = (built_site / "sw.js").read_text(encoding="utf-8")
    assert '"fr/index.html"' in sw and "fr/assets/javascripts/lunr/min/lunr.fr.min.js" in sw
    assert "fr/assets/javascripts/lunr/min/lunr.de.min.js" not in sw
    page = (fr / "index.html").read_text(encoding="utf-8")
    version = json.loads((built_site / "wheels" / "manifest.json").read_text(encoding="utf-8"))
    assert version
    assert re.search(r'src="\.\./playground/[0-9a-f]{10}/site/main\.mjs"', page)


def test_every_page_says_its_language(built_site):
    for path in _pages(built_site, skip=built_site / "fr"):
        assert '<html lang="en"' in path.read_text(encoding="utf-8"), path
    french = _pages(built_site / "fr")
    assert french
    for path in french:
        assert '<html lang="fr"' in path.read_text(encoding="utf-8"), path
    assert '<html lang="fr"' in (built_site / "fr" / "404.html").read_text(encoding="utf-8")
    assert "Page introuvable" in (built_site / "fr" / "404.html").read_text(encoding="utf-8")


_HREFLANG = re.compile(r'<link rel="alternate " hreflang="([a-z-]+)" href="([^"]+)">')


def test_hreflang_links_name_built_twins(built_site):
    origin = _origin(built_site)
    checked = 0
    for path in _pages(built_site):
        links = dict(_HREFLANG.findall(path.read_text(encoding="utf-8")))
        assert links, path
        for lang, href in links.items():
            assert href.startswith(origin + "/"), href
            target = built_site / href[len(origin) + 1 :] / "index.html"
            assert target.is_file(), (path, lang, href)
        if "fr" in links:
            assert set(links) == {"en", "fr", "x-default"} and links["x-default"] == links["en"]
            checked += 1
    assert checked >= 2 * 7  # the sources pages and the home page, at least, in both


def _origin(site: Path) -> str:
    loc = ET.parse(site / "sitemap.xml").getroot().find(f"{{{alternates.SM}}}url/{{{alternates.SM}}}loc")
    assert loc is not None and loc.text
    return loc.text.rstrip("/")


def test_the_sitemap_lists_both_editions(built_site):
    ns = {"sm": alternates.SM, "x": alternates.XHTML}
    urls = ET.parse(built_site / "sitemap.xml").getroot().findall("sm:url", ns)
    locs = [u.findtext("sm:loc", "", ns) for u in urls]
    origin = _origin(built_site)
    french = [loc for loc in locs if loc.startswith(origin + "/fr/")]
    assert french and len(french) == len(_pages(built_site / "fr"))
    for u in urls:
        alts = {a.get("hreflang"): a.get("href") for a in u.findall("x:link", ns)}
        if alts:
            assert u.findtext("sm:loc", "", ns) in (alts["en"], alts["fr"])


def test_every_built_page_has_its_twin_or_is_listed(built_site):
    """The built editions differ exactly by the pages docs/fr/ does not have yet (listed by the build)."""
    missing_docs = {
        m.split()[0][len("docs/") :]
        for m in twins.missing_twins()
        if m.startswith("docs/") and "French twin" in m
    }
    expected = {twins._built_url(p) + "index.html" for p in missing_docs}
    built = twins.missing_built(built_site, built_site / "fr")
    assert {m.split()[0].lstrip("/") for m in built} == expected


def test_french_search_is_french_and_has_rule_entries(built_site):
    index = json.loads((built_site / "fr" / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["fr"]
    english = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert english["config"]["lang"] == ["en"]
    apparatus = [d for d in index["docs"] if "#app-" in d["location"]]
    assert apparatus and all("Apparat de" in d["text"] for d in apparatus)


_RULE_TITLE = re.compile(r'<a class="tv-ruleref" href="[^"]*#([a-z0-9._-]+)" title="([^"]*)"')
_STEP_ACTION = re.compile(r'<tr class="tv-steps-try"><td>[^<]*</td><td>([^<]+)</td>')


def test_no_english_ui_words_in_the_french_build(built_site):
    """The French pages' own words (not the quoted sources, not the English titles of the
    bibliography) are French: Material's footer, the rule links' titles (the rule's statement, as
    the French rules page states it), the actions of the step-by-step figures."""
    import html as H

    from tapisvert import game_class
    from tapisvert.registry import rule_statement

    english_actions = {
        text
        for g in ("triomphe", "francion", "emprunt", "briscan", "brisque", "tarot")
        for text in (game_class(g).FACTS.action_help or {}).values()
    }
    pages = _pages(built_site / "fr")
    problems: list[str] = []
    titles = 0
    for path in pages:
        page = path.read_text(encoding="utf-8")
        where = str(path.relative_to(built_site))
        if "Made with" in page:
            problems.append(f"{where}: Material's footer says 'Made with'")
        for rule_id, title in _RULE_TITLE.findall(page):
            titles += 1
            if H.unescape(title) != rule_statement(rule_id, "fr"):
                problems.append(f"{where}: the link to {rule_id} is titled {H.unescape(title)[:60]!r}")
        for action in _STEP_ACTION.findall(page):
            if H.unescape(action) in english_actions:
                problems.append(f"{where}: a figure's step says {action!r}")
    assert titles > 100, titles  # the scan sees the rule links
    assert not problems, "\n".join(problems[:20])


_ASSET_REF = re.compile(r'(?:href|src)="([^"]*assets/[^"?#]+)')


def test_the_french_pages_load_the_roots_theme_files(built_site):
    """Issue 42: Material's theme files are served once, from the root's assets/ (but the French
    search's worker and lunr files): no file of fr/assets is the root's byte for byte, and every
    theme file a French page loads exists."""
    from sitebuild.languages.edition import KEEP_FRENCH_ASSETS

    root, fr_assets = built_site / "assets", built_site / "fr" / "assets"
    twice = [
        p.relative_to(fr_assets).as_posix()
        for p in fr_assets.rglob("*")
        if p.is_file()
        and p.suffix not in (".br", ".gz")
        and not p.relative_to(fr_assets).as_posix().startswith(KEEP_FRENCH_ASSETS)
        and (root / p.relative_to(fr_assets)).is_file()
        and (root / p.relative_to(fr_assets)).read_bytes() == p.read_bytes()
    ]
    assert not twice, twice
    missing, from_root = [], 0
    for page in [*_pages(built_site / "fr"), built_site / "fr" / "404.html"]:
        for ref in _ASSET_REF.findall(page.read_text(encoding="utf-8")):
            if "://" in ref:
                continue  # another site's (a bibliography entry's document)
            target = (built_site / ref.lstrip("/")) if ref.startswith("/") else (page.parent / ref)
            if not target.resolve().is_file():
                missing.append(f"{page.relative_to(built_site)}: {ref}")
            from_root += target.resolve().is_relative_to(root.resolve())
    assert not missing, missing[:10]
    assert from_root > 100, from_root  # the pages load the root's stylesheets and scripts
