"""The measured-figures page quotes bench/results/ and nothing else (issue 39, item 5).

The page is generated from the result files, so these tests check the generator against the files'
own values, and check that the README and CONTRIBUTING no longer copy measured figures by hand.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from sitebuild.pages import figures_page

ROOT = Path(__file__).resolve().parents[2]


def _result(name: str) -> dict:
    return json.loads((figures_page.RESULTS / name).read_text(encoding="utf-8"))


def test_every_section_reads_a_committed_result_file():
    for name, *_ in figures_page.SECTIONS:
        assert (figures_page.RESULTS / name).exists(), name


@pytest.mark.parametrize("lang", sorted(figures_page.WORDS))
def test_the_page_quotes_the_files_values(lang):
    f = figures_page.Figures(lang)
    page = figures_page.render(lang)
    first = _result("site-issue27-final.json")["cold"]
    assert f.ms(first["deal_drawn_ms"]) in page
    snap = _result("snapshot-size.json")
    assert f.bytes(snap["headroom_bytes"]) in page
    soak = _result("soak_large.json")
    assert f.number(soak["total_hands"]) in page


def test_numbers_are_written_the_way_each_language_writes_them():
    assert figures_page.Figures("en").ms(1087.2) == "1,087\u00a0ms"
    assert figures_page.Figures("fr").ms(1087.2) == "1\u202f087\u00a0ms"
    assert figures_page.Figures("fr").number(0.2246, 2) == "0,22"
    assert figures_page.Figures("fr").date("2026-12-02T16:42:49Z") == "2 décembre 2026"


def test_both_languages_have_the_same_words():
    assert set(figures_page.WORDS["en"]) == set(figures_page.WORDS["fr"])


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="no words"):
        figures_page.Figures("de")


def test_a_missing_file_is_said_not_invented(tmp_path):
    shutil.copy(figures_page.RESULTS / "snapshot-size.json", tmp_path)
    page = figures_page.render("en", results=tmp_path)
    assert "This file is not in `bench/results/`: run `bench/site_bench.py`" in page
    assert "31,457,408" in page


def test_the_marker_is_replaced_and_other_pages_are_untouched():
    assert figures_page.expand("intro\n<!-- tv-figures -->\n", "en").startswith("intro\n## ")
    assert figures_page.expand("no marker here", "en") == "no marker here"


# A measured quantity: a number followed by a unit of time, size or rate. Limits that are settings,
# not measurements (8 KiB for a request line, a year of caching), are written in words or without
# these units in the README.
MEASURED = re.compile(r"\d[\d,.]*\s?(?:ms|s|MB|KB|MiB|KiB|hands/s|deals/s)\b|\d+(?:\.\d+)?\s?×")


@pytest.mark.parametrize("doc", ["README.md", "CONTRIBUTING.md"])
def test_the_developers_docs_copy_no_measured_figure(doc):
    text = (ROOT / doc).read_text(encoding="utf-8")
    code_free = re.sub(r"```.*?```", "", text, flags=re.S)
    found = MEASURED.findall(code_free)
    assert not found, f"{doc} copies measured figures {found[:5]}: quote docs/figures.md instead"
