"""The received texts, their metadata, the Triomphe edition, and the generated source pages.

The pages are rendered with the same Markdown extensions as the site (read from mkdocs.yml), so what
is checked here is the HTML the reader gets.
"""

from __future__ import annotations

import copy
import hashlib
import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest
import yaml

from sitebuild.edition import sources as S
from sitebuild.pages import source_pages

ROOT = Path(__file__).resolve().parents[2]

#: The contract's mapping of source ids to seed files (independent of metadata.yaml).
SEEDS = {
    "francion": "000_f028a2cb70b3973f.txt",
    "briscan": "001_4c42f33510c21148.txt",
    "triomphe": "002_f44d8384d54bf3a6.txt",
    "tarot": "003_825ee3bbaa29de04.txt",
    "emprunt": "004_b26e168c1edc72b4.txt",
}

SEED_DIRS = [Path("/work/shared/seeds"), ROOT.parent / "shared" / "seeds"]


def seed_dir() -> Path | None:
    for d in SEED_DIRS:
        if d.is_dir():
            return d
    return None


# ------------------------------------------------------------------------------- page rendering
class _Loader(yaml.SafeLoader):
    pass


_Loader.add_multi_constructor("!", lambda loader, suffix, node: None)


def _markdown_config():
    cfg = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_Loader)
    exts, configs = [], {}
    for item in cfg.get("markdown_extensions") or []:
        if isinstance(item, dict):
            ((name, conf),) = item.items()
            exts.append(name)
            if conf:
                configs[name] = conf
        else:
            exts.append(item)
    return exts, configs


def render_html(md_text: str) -> str:
    body = re.sub(r"\A---\n.*?\n---\n", "", md_text, count=1, flags=re.S)
    exts, configs = _markdown_config()
    return markdown.markdown(body, extensions=exts, extension_configs=configs)


class PageParser(HTMLParser):
    """Collects ids, the diplomatic lines (.tv-d) and the toggle buttons of a rendered source page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.diplomatic: list[str] = []
        self.buttons: list[dict] = []
        self.editions: list[dict] = []
        self._stack: list[str] = []
        self._in_d = 0
        self._buf: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.append(a["id"])
        classes = (a.get("class") or "").split()
        if tag == "button" and "data-tv-reading" in a:
            self.buttons.append(a)
        if "tv-edition" in classes:
            self.editions.append(a)
        if tag in ("br", "img", "input", "meta", "link", "hr"):
            return
        if self._in_d:
            self._in_d += 1
        elif tag == "span" and "tv-d" in classes:
            self._in_d = 1
            self._buf = []
        self._stack.append(tag)

    def handle_endtag(self, tag):
        if tag in ("br", "img", "input", "meta", "link", "hr"):
            return
        if self._stack:
            self._stack.pop()
        if self._in_d:
            self._in_d -= 1
            if self._in_d == 0:
                self.diplomatic.append("".join(self._buf))

    def handle_data(self, data):
        if self._in_d:
            self._buf.append(data)


@pytest.fixture(scope="module")
def pages():
    out = {}
    for s in S.load_all():
        html = render_html(source_pages.render_page(s))
        parser = PageParser()
        parser.feed(html)
        out[s.id] = (s, html, parser)
    return out


# ------------------------------------------------------------------------------- received texts
@pytest.mark.parametrize("source_id", S.SOURCE_IDS)
def test_received_text_is_byte_identical_to_the_seed(source_id):
    d = seed_dir()
    if d is None:
        pytest.skip("no shared/seeds directory beside the repository")
    seed = (d / SEEDS[source_id]).read_bytes()
    received = (ROOT / "sources" / source_id / "received.txt").read_bytes()
    assert received == seed


@pytest.mark.parametrize("source_id", S.SOURCE_IDS)
def test_received_text_matches_the_sha256_in_metadata(source_id):
    received = (ROOT / "sources" / source_id / "received.txt").read_bytes()
    meta = yaml.safe_load((ROOT / "sources" / source_id / "metadata.yaml").read_text(encoding="utf-8"))
    assert hashlib.sha256(received).hexdigest() == meta["seed"]["sha256"]
    assert len(received) == meta["seed"]["bytes"]
    assert len(S.split_paragraphs(received.decode("utf-8"))) == meta["seed"]["lines"]
    assert meta["seed"]["final_newline"] == received.endswith(b"\n")


def test_git_is_told_not_to_touch_the_received_texts():
    rules = (ROOT / "sources" / ".gitattributes").read_text(encoding="utf-8")
    assert re.search(r"^\*/received\.txt\s+-text\b", rules, re.M)


def test_paragraphs_are_physical_lines():
    assert S.split_paragraphs("a\nb\n") == ["a", "b"]
    assert S.split_paragraphs("a\n\nb") == ["a", "", "b"]
    assert S.split_paragraphs("a\r\nb\u2028c") == ["a\r", "b\u2028c"]  # only \n splits


# ------------------------------------------------------------------------------- metadata
@pytest.mark.parametrize("source_id", S.SOURCE_IDS)
def test_metadata_has_every_required_field(source_id):
    meta = yaml.safe_load((ROOT / "sources" / source_id / "metadata.yaml").read_text(encoding="utf-8"))
    for dotted in S.REQUIRED_METADATA:
        value = S.get_field(meta, dotted)  # KeyError = missing field
        if dotted == "original.date":
            assert value is not None or meta["original"].get("date_note"), "a null date needs a date_note"
        elif dotted != "condition.damage":
            assert value not in (None, "", []), dotted
    assert meta["id"] == source_id
    assert meta["seed"]["file"] == SEEDS[source_id]
    assert re.fullmatch(r"[0-9a-f]{64}", meta["seed"]["sha256"])
    assert meta["url"].startswith(("http://", "https://"))
    assert meta["original"]["url"].startswith(("http://", "https://"))
    assert all(re.fullmatch(r"[a-z]{2}", code) for code in meta["languages"])
    assert meta["condition"]["damage"], "the condition must say what is damaged and how"
    for item in meta["condition"]["damage"]:
        assert item["kind"] and item["description"]


@pytest.mark.parametrize("source_id", S.SOURCE_IDS)
def test_source_data_is_consistent(source_id):
    assert S.validate(S.load_source(source_id)) == []


# ------------------------------------------------------------------------------- the Triomphe edition
@pytest.fixture(scope="module")
def triomphe():
    return S.load_source("triomphe")


def test_triomphe_has_a_complete_normalized_reading(triomphe):
    assert triomphe.has_normalized
    assert sorted(triomphe.normalized) == list(range(1, len(triomphe.lines) + 1))


def test_triomphe_normalized_reading_without_its_marks_is_the_received_text(triomphe):
    for n, line in enumerate(triomphe.lines, start=1):
        assert S.strip_markup(triomphe.normalized[n]) == line, f"¶{n}"


def test_triomphe_apparatus_refers_to_existing_paragraphs_and_has_authorities(triomphe):
    n_max = len(triomphe.lines)
    assert triomphe.apparatus
    for entry in triomphe.apparatus:
        assert entry["paragraphs"], entry["id"]
        assert all(1 <= n <= n_max for n in entry["paragraphs"]), entry["id"]
        assert entry["authority"].strip(), entry["id"]
        assert entry["damage"].strip() and entry["action"].strip(), entry["id"]
        assert entry["status"] in S.STATUSES, entry["id"]


def test_triomphe_lacunae_named_in_the_brief_are_supplied(triomphe):
    """The lost lists and passages of the dossier's lacuna map are all supplied, each with a note."""
    norm = triomphe.normalized
    supplied = {n: re.findall(r"⟨([^⟩]*)⟩\{(A\d+)\}", text) for n, text in norm.items()}
    assert any("king, queen, jack, ace" in t for t, _ in supplied[42])  # team-game order
    assert any("ace, king, queen, jack" in t for t, _ in supplied[55])  # Ace that Pillages
    assert any("Team 2: players D, E, F" in t for t, _ in supplied[45])  # seating example
    assert supplied[18] and "triomphe suit" in supplied[18][0][0]  # body of 2.1
    assert supplied[56] and "ace" in supplied[56][0][0]  # start of pillage
    for n in (47, 48, 52, 53):  # "(see here)"
        assert re.search(r"\[\[here\|#p2[12]\]\]\{A\d+\}", norm[n]), f"¶{n}"
    statuses = {a["id"]: a["status"] for a in triomphe.apparatus}
    assert statuses[supplied[56][0][1]] == "reconstructed"
    # issue 12: no witness of this page gives the team game's order; independent accounts do
    assert statuses[supplied[42][0][1]] == "reconstructed"


def test_every_mark_in_the_text_has_its_apparatus_entry(triomphe):
    ids = {a["id"] for a in triomphe.apparatus}
    used = set()
    for text in triomphe.normalized.values():
        used.update(S.markup_ids(text))
    assert used == ids


def test_validation_catches_damage(triomphe):
    """validate() is what fails the build: make sure it notices the faults it is meant to catch."""
    bad = copy.deepcopy(triomphe)
    bad.raw = triomphe.raw.replace(b"Triomphe", b"Triumph", 1)
    assert any("sha256" in p for p in S.validate(bad))

    bad = copy.deepcopy(triomphe)
    bad.edition["apparatus"][1]["authority"] = ""
    assert any("missing authority" in p for p in S.validate(bad))

    bad = copy.deepcopy(triomphe)
    para = next(p for p in bad.edition["paragraphs"] if p["n"] == 42)
    para["normalized"] = para["normalized"].replace("⟨ king", " king").replace("seven.⟩{A8}", "seven.")
    problems = S.validate(bad)
    assert any("¶42" in p and "differs from the received text" in p for p in problems)

    bad = copy.deepcopy(triomphe)
    bad.edition["apparatus"][0]["paragraphs"] = [999]
    assert any("paragraph 999 does not exist" in p for p in S.validate(bad))

    bad = copy.deepcopy(triomphe)
    para = next(p for p in bad.edition["paragraphs"] if p["n"] == 5)
    para["normalized"] = "{h}Triomphe"
    assert any("not closed" in p for p in S.validate(bad))


def test_markup_round_trip():
    text = "a ⟨new⟩{A1} b ⟦tpyo→typo⟧{A2} ⟪junk⟫{A3} [[here|#p2]]{A4} {h}H{/h}{/}{A5}"
    assert S.strip_markup(text) == "a  b tpyo junk here H"
    html = S.render_markup(text, {"A1": {"status": "restored", "authority": "¶2"}})
    assert '<ins class="tv-supplied tv-supplied--restored"' in html
    assert '<ins class="tv-corrected"' in html and ">typo</ins>" in html
    assert '<del class="tv-omitted"' in html
    assert '<a class="tv-xref" href="#p2">here</a>' in html
    assert '<span class="tv-h">H</span><br class="tv-br">' in html
    assert S.check_markup("⟨lost{A1}") != []


# ------------------------------------------------------------------------------- generated pages
@pytest.mark.parametrize("source_id", S.SOURCE_IDS)
def test_every_paragraph_has_an_anchor_on_the_page(pages, source_id):
    source, html, parsed = pages[source_id]
    ids = parsed.ids
    assert len(ids) == len(set(ids)), "duplicate ids on the page"
    for n in range(1, len(source.lines) + 1):
        assert f"p{n}" in ids, f"no anchor p{n}"
        assert f'href="#p{n}"' in html, f"no permalink to p{n}"
    assert f"p{len(source.lines) + 1}" not in ids


@pytest.mark.parametrize("source_id", S.SOURCE_IDS)
def test_diplomatic_reading_on_the_page_is_the_received_text(pages, source_id):
    source, _, parsed = pages[source_id]
    text = "\n".join(parsed.diplomatic)
    if source.raw.endswith(b"\n"):
        text += "\n"
    assert text.encode("utf-8") == source.raw


def test_triomphe_page_offers_both_readings(pages):
    _, html, parsed = pages["triomphe"]
    (edition,) = parsed.editions
    assert edition["data-reading"] == "normalized" == edition["data-default-reading"]
    assert edition["data-readings"].split() == ["normalized", "diplomatic"]
    assert {b["data-tv-reading"]: b["aria-pressed"] for b in parsed.buttons} == {
        "normalized": "true",
        "diplomatic": "false",
    }
    assert html.count('class="tv-n"') == len(S.load_source("triomphe").lines)
    for entry in S.load_source("triomphe").apparatus:
        assert f'id="app-{entry["id"]}"' in html
        for n in entry["paragraphs"]:
            assert f'href="#p{n}"' in html
    assert '<ins class="tv-supplied' in html and 'title="Supplied by the editors' in html


def test_source_pages_link_only_to_known_references_and_rules():
    bib = (ROOT / "docs" / "bibliography.md").read_text(encoding="utf-8")
    refs = S.load_references()
    assert refs
    for key in refs:
        assert f'id="{key}"' in bib, f"docs/bibliography.md has no entry {key}"
    tapisvert = pytest.importorskip("tapisvert")
    known = {r.to_dict()["id"] for r in tapisvert.rules("triomphe")}
    for entry in S.load_source("triomphe").apparatus:
        for rid in entry.get("rules") or []:
            assert rid in known, f"{entry['id']}: {rid} is not in the engine's registry"


def test_relative_urls():
    assert S.relative_url("bibliography/#x", "sources/triomphe/") == "../../bibliography/#x"
    assert S.relative_url("sources/triomphe/received.txt", "sources/triomphe/") == "received.txt"
    assert S.relative_url("sources/triomphe/", "sources/") == "triomphe/"
    assert S.page_url("triomphe") == "sources/triomphe/"
    assert S.page_url("triomphe", use_directory_urls=False) == "sources/triomphe.html"


def test_overview_page_lists_every_source():
    html = render_html(source_pages.render_index(S.load_all()))
    for sid in S.SOURCE_IDS:
        assert f'href="{sid}/"' in html


def test_tarot_page_offers_both_readings_with_translations(pages):
    _, html, parsed = pages["tarot"]
    (edition,) = parsed.editions
    assert edition["data-reading"] == "normalized" == edition["data-default-reading"]
    src = S.load_source("tarot")
    assert html.count('class="tv-n"') == len(src.lines)
    translations = [a for a in src.apparatus if a["kind"] == "translation"]
    assert len(translations) == 15
    for entry in src.apparatus:
        assert f'id="app-{entry["id"]}"' in html
    # the French lines keep their wording; the translation is supplied beside them
    assert "Faire tous les plis" in html and "Winning every trick" in html
