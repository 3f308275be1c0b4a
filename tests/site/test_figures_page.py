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


# A measured quantity: a number followed by a unit of time, size or rate (1,087 ms, 0,22 Mo), a ratio
# (1.4×, but not the sum 10 × 4 of a worked example) or a mean with its error (+35.2 ± 6.5). Limits
# that are settings, not measurements (8 KiB for a request line, a year of caching), are written in
# words or without these units; the bots' budgets are settings the engine states (SETTINGS).
MEASURED = re.compile(
    r"\d[\d,.\u202f]*(?:\s?(?:ms|MB|KB|MiB|KiB|Mo|Ko|hands/s|deals/s)|\ss)\b"
    r"|\d+(?:[.,]\d+)?\s?×(?!\s?\d)"
    r"|\d\s?±\s?\d"
)


def _settings() -> set[str]:
    """The engine's own time budgets, as the English and the French pages write them."""
    from tapisvert import bots

    out = set()
    for seconds in (bots.STANDARD_BUDGET_S, bots.STRONG_BUDGET_S):
        out |= {f"{seconds:g} s", f"{seconds:g} s".replace(".", ",")}
    return out


DEVELOPERS_DOCS = ["README.md", "CONTRIBUTING.md"]
# The site's pages about the archive itself (the games' rules and histories quote their sources'
# numbers, which are not measurements of this project): both languages.
PROJECT_PAGES = sorted(
    str(p.relative_to(ROOT))
    for lang_root in (ROOT / "docs", ROOT / "docs" / "fr")
    for p in [*lang_root.glob("*.md"), *lang_root.glob("games/*/play.md")]
)


def _copied_figures(doc: str) -> list[str]:
    text = (ROOT / doc).read_text(encoding="utf-8")
    code_free = re.sub(r"```.*?```", "", text, flags=re.S)
    return [m for m in MEASURED.findall(code_free) if m not in _settings()]


@pytest.mark.parametrize("doc", DEVELOPERS_DOCS + PROJECT_PAGES)
def test_the_docs_copy_no_measured_figure(doc):
    found = _copied_figures(doc)
    assert not found, (
        f"{doc} copies measured figures {found[:5]}: quote docs/figures.md (or its marker) instead"
    )


def test_the_copied_figure_check_sees_each_kind_of_figure():
    for text in ("took 1,087 ms", "0,22 Mo", "a 1.4× ratio", "+35.2 ± 6.5 a deal", "977 s"):
        assert MEASURED.search(text), text
    for text in ("10 × 4 = 40", "(± 1.96 standard errors)", "a 1970s revival"):
        assert not MEASURED.search(text), text
    assert PROJECT_PAGES and "docs/strength.md" in PROJECT_PAGES and "docs/fr/strength.md" in PROJECT_PAGES


def test_a_page_quotes_one_result_file_in_place():
    page = figures_page.expand("before\n<!-- tv-figures: search.json -->\nafter", "en")
    assert "bench/search_bench.py" in page and "| Game |" in page and "<!--" not in page
    with pytest.raises(ValueError, match="no such section"):
        figures_page.expand("<!-- tv-figures: nothing.json -->", "en")


@pytest.mark.parametrize("lang", sorted(figures_page.WORDS))
def test_the_strength_table_quotes_its_file(lang):
    f = figures_page.Figures(lang)
    search = _result("search.json")["results"][0]
    assert f.number(search["deals"]) in figures_page.section("search.json", lang)
    pyodide = _result("search_pyodide.json")["pyodide"]
    assert f.number(pyodide["rollouts_per_decision_mean"]) in figures_page.section(
        "search_pyodide.json", lang
    )


@pytest.mark.parametrize("lang", sorted(figures_page.WORDS))
def test_the_solver_table_quotes_its_file(lang):
    f = figures_page.Figures(lang)
    text = figures_page.section("solver_figures.json", lang)
    rows = _result("solver_figures.json")["rows"]
    assert rows
    for row in rows:
        for side in ("cpython", "pyodide"):
            if side in row:
                assert f.seconds_exact(row[side]["analysis"]["median_s"]) in text, (row["game"], side)
        counts = (row.get("cpython") or row["pyodide"])["analysis"]
        assert f.w["of"].format(n=f.number(counts["exact"]), m=f.number(counts["decisions"])) in text


@pytest.mark.parametrize("lang", sorted(figures_page.WORDS))
def test_the_solver_strength_table_quotes_its_file(lang):
    f = figures_page.Figures(lang)
    text = figures_page.section("solver_strength.json", lang)
    d = _result("solver_strength.json")
    for r in d["results"]:
        assert figures_page._margin(r["margin_mean"], r["margin_se"], f) in text, (r["game"], r["table"])
    mm = d["tarot_vs_magmacrunch_players"]["standard_minus_magmacrunch"]
    assert figures_page._margin(mm["margin_mean"], mm["margin_se"], f) in text
    assert "solver_strength.json" in (ROOT / "docs" / "strength.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", sorted(figures_page.WORDS))
def test_the_refinement_table_quotes_its_file(lang):
    f = figures_page.Figures(lang)
    text = figures_page.section("solver_refine.json", lang)
    d = _result("solver_refine.json")
    assert d["rows"] and f.number(d["table_limit"]) in text
    for r in d["rows"]:
        last = list(r["refine"])[-1]
        steps = " → ".join(
            f.number(x) for x in [r["stream"]["exact"], *(v["exact"] for v in r["refine"].values())]
        )
        assert f.w["of"].format(n=steps, m=f.number(r["card_decisions"])) in text, r["game"]
        assert (
            f.w["of"].format(n=f.number(r["refine"][last]["graded"]), m=f.number(r["card_decisions"])) in text
        )
