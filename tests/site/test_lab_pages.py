"""The variant laboratory on the site (issue 17): every chart has a title, a description and its data
table; each decision with a committed study shows "What this choice changes"; the Variant laboratory
page is built, in the nav, and expands every comparison."""

import re

import pytest

import tapisvert
from sitebuild.pages import lab_pages

CHART = re.compile(r'<svg class="tv-lab-chart"[^>]*aria-labelledby="([^"]+)"[^>]*>(.*?)</svg>', re.S)


def _check_charts(html_text: str, where: str) -> int:
    """Every chart: a title and a description it is labelled by, and a data table after it, before
    the next chart.  Returns the number of charts."""
    charts = list(CHART.finditer(html_text))
    for i, m in enumerate(charts):
        t_id, d_id = m.group(1).split()
        assert re.search(rf'<title id="{t_id}">[^<]+</title>', m.group(2)), f"{where}: chart without title"
        assert re.search(rf'<desc id="{d_id}">[^<]+</desc>', m.group(2)), (
            f"{where}: chart without description"
        )
        end = charts[i + 1].start() if i + 1 < len(charts) else len(html_text)
        table = re.search(r"<table[^>]*data-tv-lab-table[^>]*>(.*?)</table>", html_text[m.end() : end], re.S)
        assert table, f"{where}: a chart without its data table ({t_id})"
        assert "<caption>" in table.group(1) and '<th scope="row">' in table.group(1)
        # the numbers of the chart's description are in the table too
        for number in re.findall(r"(\d+\.\d) %", m.group(2))[:6]:
            assert number in table.group(1), f"{where}: {number} % of chart {t_id} is not in its table"
    return len(charts)


def test_every_committed_study_renders_a_chart_with_its_table():
    heads = lab_pages.headers()
    if not heads:
        pytest.fail("no committed lab results in bench/lab (run make lab)")
    for sid, head in heads.items():
        if head["spec"].get("kind") == "skill":
            continue
        block = lab_pages.study_block(sid, head, head["spec"]["title"])
        assert _check_charts(block, sid) == 1
        assert re.search(r'<p class="tv-lab-sentence">.*\d.*%', block), f"{sid}: no generated sentence"


def test_each_switched_decision_with_a_study_gets_its_block():
    covered = 0
    for game in tapisvert.list_games():
        for d in tapisvert.decisions(game):
            block = lab_pages.decision_block(game, d["id"])
            if d["option"] is None:
                assert block is None
            elif block is not None:
                covered += 1
                assert f"{{#lab-{d['id']}}}" in block and "What this choice changes" in block
    assert covered >= 30


def test_a_switch_without_effect_is_said_to_change_nothing():
    settings = [
        {
            "label": "a",
            "game": "x",
            "players": 2,
            "hands": 10,
            "matches": 1,
            "positions": [{"win": {"rate": 0.5, "lo": 0.4, "hi": 0.6}, "points": {"mean": 1.0, "ci": 0.1}}]
            * 2,
            "actions": {"mean": 1, "ci": 0},
            "hands_per_match": {"mean": 1, "ci": 0},
            "spread": {"mean": 1, "ci": 0},
            "events": {},
        }
    ]
    zero = {"count": 0, "rate": 0.0, "lo": 0.0, "hi": 0.3, "n": 10}
    other = dict(
        settings[0],
        label="b",
        compare={"differing": zero, "parted": zero, "result_differs": zero, "same_deal": zero},
    )
    text = lab_pages.sentence(settings + [other])
    assert "changes nothing measurable" in text


def test_the_built_site_has_the_lab_page_and_the_blocks(built_site):
    lab = (built_site / "lab" / "index.html").read_text(encoding="utf-8")
    assert "Variant laboratory" in lab and "tv-lab:" not in lab
    assert _check_charts(lab, "lab/") >= 8
    assert 'id="lab-skill-table"' in lab
    pages = 0
    for game in tapisvert.list_games():
        page = built_site / "games" / game / "rules" / "index.html"
        text = page.read_text(encoding="utf-8")
        pages += _check_charts(text, f"games/{game}/rules/") > 0
        assert 'href="../../../lab/"' in text or "What each choice changes" not in text
    assert pages == len(tapisvert.list_games())
    index = (built_site / "index.html").read_text(encoding="utf-8")
    assert "lab/" in index  # in the navigation
