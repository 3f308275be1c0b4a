"""Citation: CITATION.cff, the four citation formats, the "Cite this page" block and the meta tags."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import yaml

from sitebuild import citation as C

ROOT = Path(__file__).resolve().parents[2]

# Reference types allowed by the CFF 1.2.0 schema (a subset is enough to catch typos).
CFF_TYPES = {"art", "article", "blog", "book", "data", "database", "dictionary", "encyclopedia", "generic",
             "historical-work", "manual", "software", "website", "unpublished", "report", "serial"}


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


def fake_page(url="games/triomphe/", title="Triomphe", src_uri="games/triomphe/index.md", meta=None, home=False):
    return SimpleNamespace(
        url=url, title=title, meta=meta or {}, is_homepage=home,
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


def test_paragraph_citation_has_the_permalink():
    rec = C.page_record(fake_page(url="sources/triomphe/", src_uri="sources/triomphe.md"), CONFIG)
    assert C.format_plain(rec, paragraph=42).endswith("¶42. https://example.org/sources/triomphe/#p42")


def test_cite_block_on_every_page():
    out = C.on_page_content("<p>body</p>", fake_page(), CONFIG, None)
    assert out.startswith("<p>body</p>")
    block = out[len("<p>body</p>"):]
    assert 'id="cite-this-page"' in block and "<summary>Cite this page</summary>" in block
    for key in ("plain", "bibtex", "csl", "ris"):
        assert f'id="tv-cite-page-{key}"' in block
        assert f'data-tv-copy="#tv-cite-page-{key}"' in block
    assert "original work" not in block


def test_cite_block_on_a_source_page_cites_the_original():
    page = fake_page(url="sources/triomphe/", title="Triomphe: the received text", src_uri="sources/triomphe.md",
                     meta={"tv_source": "triomphe"})
    block = C.on_page_content("", page, CONFIG, None)
    assert "The original work" in block
    assert 'id="tv-cite-original-bibtex"' in block
    assert "https://salondesjeux.fr/triomphe.htm" in block
    assert "data-tv-cite-paragraph" in block


def test_meta_tags_go_into_the_head():
    page = fake_page(url="sources/triomphe/", title="Triomphe: the received text", src_uri="sources/triomphe.md")
    html = "<html><head><title>x</title></head><body></body></html>"
    out = C.on_post_page(html, page, CONFIG)
    head = out.split("</head>")[0]
    for name in ("citation_title", "citation_author", "citation_publication_date", "citation_publisher",
                 "citation_public_url", "citation_language", "citation_reference"):
        assert f'<meta name="{name}"' in head, name
    assert '<meta name="citation_title" content="Triomphe: the received text">' in head
    assert '<link rel="cite-as" href="https://example.org/sources/triomphe/">' in head
    assert re.search(r'citation_publication_date" content="\d{4}/\d{2}/\d{2}"', head)
    assert C.on_post_page("<p>no head</p>", page, CONFIG) == "<p>no head</p>"


def test_built_pages_carry_the_cite_block_and_meta_tags(built_site):
    """Every built page (home, a rules page, a source page) is citable by people and by tools."""
    for rel in ("index.html", "games/triomphe/rules/index.html", "sources/triomphe/index.html"):
        text = (Path(built_site) / rel).read_text(encoding="utf-8")
        head = text.split("</head>", 1)[0]
        assert 'name="citation_title"' in head, rel
        assert 'name="citation_public_url"' in head or 'name="citation_abstract_html_url"' in head, rel
        body = text.split("</head>", 1)[1]
        assert "Cite this page" in body, rel
        for fmt in ("BibTeX", "RIS", "CSL-JSON"):
            assert fmt in body, (rel, fmt)
