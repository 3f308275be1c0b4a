"""Every citation on every built page is read back by real parsers (issue 12, item 7):

* BibTeX by ``bibtexparser`` (one entry, no failed block, the fields a reference manager needs);
* CSL-JSON rendered by ``citeproc-py`` with a bundled style (the corporate author stays whole, the
  access date is rendered);
* RIS checked tag by tag (two-letter tags, ``TY`` first and ``ER`` last, ``UR`` and ``Y2``).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import bibtexparser
import pytest
from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
from citeproc.source.json import CiteProcJSON

from tests import testing

BLOCK = re.compile(
    r'<div class="tv-cite-format" data-format="(\w+)">.*?<pre class="tv-cite-text" id="([\w-]+)"[^>]*>(.*?)</pre>',
    re.S,
)
RIS_LINE = re.compile(r"^(?:[A-Z][A-Z0-9]  - .*|ER  - )$")


def citations(site: Path) -> list[tuple[str, str, str, str]]:
    out = []
    for path in sorted(site.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        for fmt, block_id, body in BLOCK.findall(text):
            out.append((str(path.relative_to(site)), fmt, block_id, html.unescape(body)))
    return out


@pytest.fixture(scope="module")
def all_citations(built_site):
    found = citations(Path(built_site))
    assert len({p for p, *_ in found}) > 20, "too few pages carry a citation block"
    return found


def test_every_bibtex_block_parses(all_citations):
    blocks = [c for c in all_citations if c[1] == "bibtex"]
    assert blocks
    for page, _, block_id, text in blocks:
        lib = bibtexparser.parse_string(text)
        assert not lib.failed_blocks, (page, block_id, text)
        assert len(lib.entries) == 1, (page, block_id)
        fields = lib.entries[0].fields_dict
        for key in ("author", "title", "url"):
            assert key in fields, (page, block_id, key)
        if block_id.startswith("tv-cite-page"):
            # The page as the reader consulted it; the original work's access date is not known.
            assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", fields["urldate"].value), (
                page,
                fields["urldate"].value,
            )
        # A corporate author is braced once more, so that BibTeX never splits it into names.
        assert fields["author"].value.startswith("{") and fields["author"].value.endswith("}"), page
        if block_id.startswith("tv-cite-page"):
            assert fields["url"].value.startswith(testing.TEST_CANONICAL_URL), (page, fields["url"].value)


def test_every_csl_item_renders_with_citeproc(all_citations):
    blocks = [c for c in all_citations if c[1] == "csl"]
    assert blocks
    style = CitationStylesStyle("harvard-cite-them-right", validate=False)
    for page, _, block_id, text in blocks:
        items = json.loads(text)
        assert isinstance(items, list) and len(items) == 1, page
        item = items[0]
        assert item["type"] in ("webpage", "entry-encyclopedia", "dataset"), page
        bib = CitationStylesBibliography(style, CiteProcJSON(items), formatter.plain)
        bib.register(Citation([CitationItem(item["id"])]))
        rendered = [str(x) for x in bib.bibliography()]
        assert len(rendered) == 1, page
        out = rendered[0]
        literal = item["author"][0].get("literal")
        if literal:
            assert literal in out, (page, out)  # never "editors, T. T. v."
        assert item["title"].split(":")[0] in out, (page, out)
        if block_id.startswith("tv-cite-page"):
            assert "Accessed" in out and item["URL"] in out, (page, out)


def test_every_ris_record_is_well_formed(all_citations):
    blocks = [c for c in all_citations if c[1] == "ris"]
    assert blocks
    for page, _, block_id, text in blocks:
        lines = text.splitlines()
        assert lines[0] in ("TY  - ELEC", "TY  - ENCYC", "TY  - DATA"), (page, lines[0])
        assert lines[-1] == "ER  - ", page
        bad = [line for line in lines if not RIS_LINE.match(line)]
        assert not bad, (page, bad)
        tags = [line[:2] for line in lines]
        for tag in ("AU", "TI", "UR"):
            assert tag in tags, (page, block_id, tag)
        if block_id.startswith("tv-cite-page"):
            y2 = [line for line in lines if line.startswith("Y2  - ")]
            assert len(y2) == 1 and re.fullmatch(r"Y2  - \d{4}/\d{2}/\d{2}", y2[0]), (page, y2)
