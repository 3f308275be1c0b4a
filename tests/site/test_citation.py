"""Citation: CITATION.cff, the four citation formats, the "Cite this page" block and the meta tags."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

from sitebuild.pages import citation as C
from tests import testing

ROOT = Path(__file__).resolve().parents[2]

# Reference types allowed by the CFF 1.2.0 schema (a subset is enough to catch typos).
CFF_TYPES = {
    "art",
    "article",
    "blog",
    "book",
    "data",
    "database",
    "dictionary",
    "encyclopedia",
    "generic",
    "historical-work",
    "manual",
    "software",
    "website",
    "unpublished",
    "report",
    "serial",
}


def cff():
    return yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))


def test_citation_cff_is_cff_1_2_0():
    data = cff()
    assert data["cff-version"] == "1.2.0"
    for key in ("message", "title", "authors"):
        assert data[key], key
    for author in data["authors"]:
        assert author.get("name") or author.get("family-names")
    assert data["type"] in ("software", "dataset")
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(data["date-released"]))
    for ref in data.get("references") or []:
        assert ref["type"] in CFF_TYPES, ref["type"]
        assert ref["title"] and ref["authors"]
        assert ref["url"].startswith(("http://", "https://"))


def fake_page(
    url="games/triomphe/", title="Triomphe", src_uri="games/triomphe/index.md", meta=None, home=False
):
    return SimpleNamespace(
        url=url,
        title=title,
        meta=meta or {},
        is_homepage=home,
        canonical_url="https://example.org/" + url,
        file=SimpleNamespace(src_uri=src_uri),
    )


CONFIG = {"site_name": "Tapis vert", "theme": {"language": "en"}}


def test_page_record_uses_the_project_data():
    rec = C.page_record(fake_page(), CONFIG)
    data = cff()
    assert rec["title"] == "Triomphe"
    assert rec["container-title"] == data["title"]
    assert rec["author"] == [{"literal": a["name"]} for a in data["authors"]]
    assert rec["version"] == str(data["version"])
    assert rec["URL"] == "https://example.org/games/triomphe/"
    home = C.page_record(fake_page(url="", title="Home", home=True), CONFIG)
    assert home["title"] == data["title"]


def test_the_four_formats():
    rec = C.page_record(fake_page(title="Rules: 100% & more_{x}"), CONFIG)
    plain = C.format_plain(rec)
    assert "https://example.org/games/triomphe/" in plain and "“Rules: 100% & more_{x}.”" in plain
    bib = C.format_bibtex(rec)
    assert bib.startswith("@misc{tapisvert-games-triomphe,")
    assert bib.count("{") - bib.count(r"\{") == bib.count("}") - bib.count(r"\}")  # unescaped braces balance
    assert r"100\% \& more\_\{x\}" in bib
    csl = json.loads(C.format_csl(rec))
    assert isinstance(csl, list) and csl[0]["type"] == "webpage" and csl[0]["URL"] == rec["URL"]
    assert csl[0]["issued"]["date-parts"][0][0] == int(str(cff()["date-released"])[:4])
    ris = C.format_ris(rec).splitlines()
    assert ris[0] == "TY  - ELEC" and ris[-1] == "ER  - "
    assert all(re.match(r"^[A-Z][A-Z0-9]  - ", line) for line in ris)
    assert f"UR  - {rec['URL']}" in ris


def test_paragraph_citation_has_the_permalink_and_names_the_reading(monkeypatch):
    monkeypatch.setenv("TV_ACCESS_DATE", "2026-12-01")
    rec = C.page_record(fake_page(url="sources/triomphe/", src_uri="sources/triomphe.md"), CONFIG)
    assert C.format_plain(rec, paragraph=42, reading="normalized").endswith(
        "¶42, normalized reading. https://example.org/sources/triomphe/#p42. Accessed 1 December 2026."
    )
    assert (
        "¶42, diplomatic reading. https://example.org/sources/triomphe/?reading=diplomatic#p42."
        in C.format_plain(rec, paragraph=42, reading="diplomatic")
    )


def test_every_format_carries_the_access_date(monkeypatch):
    monkeypatch.setenv("TV_ACCESS_DATE", "2026-12-01")
    rec = C.page_record(fake_page(), CONFIG)
    assert C.format_plain(rec).endswith("Accessed 1 December 2026.")
    assert re.search(r"^  urldate\s*= \{2026-12-01\},?$", C.format_bibtex(rec), re.M)
    assert json.loads(C.format_csl(rec))[0]["accessed"] == {"date-parts": [[2026, 12, 1]]}
    assert "Y2  - 2026/12/01" in C.format_ris(rec).splitlines()


def test_canonical_url_is_distinct_from_the_serving_origin(monkeypatch):
    page = fake_page(url="games/triomphe/")
    config = dict(CONFIG, site_url="http://127.0.0.1:8000/")
    monkeypatch.delenv("CANONICAL_URL", raising=False)
    assert C.page_record(page, config)["URL"] == "http://127.0.0.1:8000/games/triomphe/"  # a local copy
    assert not C.is_release(config)
    monkeypatch.setenv("CANONICAL_URL", "https://tapisvert.example.org")
    assert C.page_record(page, config)["URL"] == "https://tapisvert.example.org/games/triomphe/"
    assert C.is_release(config)
    C.check_release_base(config)
    for loopback in ("http://127.0.0.1:8000/", "http://localhost/", "http://[::1]:8000/", "http://127.1.2.3"):
        monkeypatch.setenv("CANONICAL_URL", loopback)
        with pytest.raises(C.CitationError, match="loopback"):
            C.check_release_base(config)


def test_a_release_page_citing_a_loopback_address_is_refused(monkeypatch):
    monkeypatch.setenv("CANONICAL_URL", "https://tapisvert.example.org/")
    page = fake_page(url="games/triomphe/", src_uri="games/triomphe/index.md")
    html = "<html><head><title>x</title></head><body></body></html>"
    good = C.on_post_page(html, page, CONFIG)
    assert C.loopback_in_citations(good) == []
    # The same page whose citation block names the serving origin: the release build must refuse it.
    bad = good.replace(
        "</body>", '<details class="quote tv-cite"><pre>http://127.0.0.1:8000/x</pre></details></body>'
    )
    assert C.loopback_in_citations(bad) == ["Cite block: http://127.0.0.1"]
    bad_meta = good.replace(
        "https://tapisvert.example.org/games/triomphe/", "http://localhost:8000/games/triomphe/"
    )
    assert len(C.loopback_in_citations(bad_meta)) >= 3  # citation tags, og:url, cite-as, JSON-LD


def test_a_release_build_with_a_loopback_canonical_url_fails_at_once(tmp_path):
    proc = testing.build_site(
        tmp_path / "site", "http://127.0.0.1:1/", canonical_url="http://127.0.0.1:8000/"
    )
    assert proc.returncode != 0
    assert "loopback" in proc.stdout and "CANONICAL_URL" in proc.stdout


def test_the_release_test_site_cites_its_canonical_url_only(built_site):
    """The test site is a release build (tests.testing): no citation part of any page names a
    loopback address, and every page cites the canonical address."""
    pages = sorted(Path(built_site).rglob("*.html"))
    assert len(pages) > 20
    for path in pages:
        text = path.read_text(encoding="utf-8")
        if "</head>" not in text or 'property="og:site_name"' not in text:
            continue
        assert C.loopback_in_citations(text) == [], path
        assert testing.TEST_CANONICAL_URL in text.split("</head>", 1)[0], path


def test_cite_block_on_every_page():
    out = C.on_page_content("<p>body</p>", fake_page(), CONFIG, None)
    assert out.startswith("<p>body</p>")
    block = out[len("<p>body</p>") :]
    assert 'id="cite-this-page"' in block and "<summary>Cite this page<" in block
    for key in ("plain", "bibtex", "csl", "ris"):
        assert f'id="tv-cite-page-{key}"' in block
        assert f'data-tv-copy="#tv-cite-page-{key}"' in block
    assert "original work" not in block


def test_cite_block_on_a_source_page_cites_the_original():
    page = fake_page(
        url="sources/triomphe/",
        title="Triomphe: the received text",
        src_uri="sources/triomphe.md",
        meta={"tv_source": "triomphe"},
    )
    block = C.on_page_content("", page, CONFIG, None)
    assert "The original work" in block
    assert 'id="tv-cite-original-bibtex"' in block
    assert "https://salondesjeux.fr/triomphe.htm" in block
    assert "data-tv-cite-paragraph" in block


def test_meta_tags_go_into_the_head():
    page = fake_page(
        url="sources/triomphe/",
        title="Triomphe: the received text",
        src_uri="sources/triomphe.md",
        meta={"description": 'The "received" text'},
    )
    html = "<html><head><title>x</title></head><body></body></html>"
    out = C.on_post_page(html, page, CONFIG)
    head = out.split("</head>")[0]
    for name in ("DC.title", "DC.date", "dcterms.modified", "DC.language", "DC.publisher", "DC.relation"):
        assert f'<meta name="{name}"' in head, name
    # No Highwire tag (citation_title makes Zotero guess a journal article; citation_author is split
    # into a person); the editors are one DC.creator that Zotero keeps whole (tests/site/test_zotero_meta.py).
    assert "citation_" not in head
    assert '<meta name="DC.creator" content="The Tapis vert editors,">' in head
    m = re.search(r'<script type="application/ld\+json">(.*?)</script>', head, re.S)
    assert m
    ld = json.loads(m.group(1))
    assert ld["@type"] == "WebPage" and ld["url"] == "https://example.org/sources/triomphe/"
    assert ld["author"] == [{"@type": "Organization", "name": a["name"]} for a in cff()["authors"]]
    assert '<meta property="og:type" content="website">' in head
    assert '<meta property="og:site_name" content="Tapis vert">' in head
    assert '<meta property="og:description" content="The &quot;received&quot; text">' in head
    assert '<meta name="DC.title" content="Triomphe: the received text">' in head
    assert '<link rel="cite-as" href="https://example.org/sources/triomphe/">' in head
    assert re.search(r'DC.date" content="\d{4}-\d{2}-\d{2}"', head)
    assert C.on_post_page("<p>no head</p>", page, CONFIG) == "<p>no head</p>"


def test_the_page_date_is_its_own_source_s(monkeypatch):
    monkeypatch.setenv("TV_PAGE_DATE", "2001-02-03")
    assert C.page_date(fake_page(), CONFIG) == "2001-02-03"
    assert C.page_record(fake_page(), CONFIG)["issued"] == {"date-parts": [[2001, 2, 3]]}
    monkeypatch.delenv("TV_PAGE_DATE")
    triomphe = C.page_sources("sources/triomphe.md")
    assert ROOT / "sources" / "triomphe" in triomphe
    assert ROOT / "engine" / "src" / "tapisvert" / "games" / "triomphe" / "rules.py" in C.page_sources(
        "games/triomphe/rules.md"
    )
    # Without git history for the files (a source archive), the files' own times.
    monkeypatch.setattr(C, "_git", lambda *args: "")
    C._DATE_CACHE.clear()
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", C.page_date(fake_page(src_uri="about.md"), CONFIG))
    C._DATE_CACHE.clear()


def test_built_pages_carry_the_cite_block_and_meta_tags(built_site):
    """Every built page (home, a rules page, a source page) is citable by people and by tools."""
    for rel in ("index.html", "games/triomphe/rules/index.html", "sources/triomphe/index.html"):
        text = (Path(built_site) / rel).read_text(encoding="utf-8")
        head = text.split("</head>", 1)[0]
        assert 'name="DC.title"' in head and 'property="og:url"' in head, rel
        body = text.split("</head>", 1)[1]
        assert "Cite this page" in body, rel
        for fmt in ("BibTeX", "RIS", "CSL-JSON"):
            assert fmt in body, (rel, fmt)


def test_a_rules_page_cites_its_rules_as_a_dataset(built_site):
    """The citation box of a rules page also cites the game's rules dataset (issue 26, item 9):
    type dataset, its own URL under the public address, a file the build wrote."""
    import html

    from sitebuild.pages import dataset

    for game in ("triomphe", "tarot", "emprunt"):
        page = (Path(built_site) / "games" / game / "rules" / "index.html").read_text(encoding="utf-8")
        csl = re.search(r'<pre class="tv-cite-text" id="tv-cite-dataset-csl"[^>]*>(.*?)</pre>', page, re.S)
        assert csl, f"{game}: no dataset citation"
        (item,) = json.loads(html.unescape(csl.group(1)))
        assert item["type"] == "dataset"
        assert item["URL"] == testing.TEST_CANONICAL_URL + f"{dataset.DIRECTORY}/{game}.json"
        assert (Path(built_site) / dataset.DIRECTORY / f"{game}.json").is_file()
        ris = re.search(r'<pre class="tv-cite-text" id="tv-cite-dataset-ris"[^>]*>(.*?)</pre>', page, re.S)
        assert ris and html.unescape(ris.group(1)).startswith("TY  - DATA")


def test_a_wiki_original_is_dated_by_its_revision_or_says_what_is_known_of_it():
    # issue 43: the Wikipedia originals were cited "n.d."
    for sid in ("briscan", "emprunt"):
        text = C.format_plain(C.original_record(sid))
        assert "n.d." not in text and "Revision not identified in the received text" in text, text
        assert "in the archive by 29 November 2026" in text
    tarot = C.original_record("tarot")
    assert tarot["version"] == "revision 3529" and "revision 3529, 2019" in C.format_plain(tarot)
    assert "oldid=3529" in tarot["URL"]
