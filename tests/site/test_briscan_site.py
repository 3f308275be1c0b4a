"""Briscan on the site: the restored reading of the scrambled source, its side-by-side page, and
the worked examples rendered by the engine (tv-steps)."""

import re
from collections import Counter

import pytest

from sitebuild.edition import nodes as N, sources as S
from sitebuild.pages import source_pages, steps


@pytest.fixture(scope="module")
def briscan():
    return S.load_source("briscan")


def letters(text):
    return Counter(c.lower() for c in text if c.isalpha())


def restored(text):
    """The normalized reading as a reader sees it: corrections applied, supplements kept."""
    return N.read(N.parse(text))


def test_every_line_is_restored_and_validates(briscan):
    assert S.validate(briscan) == []
    assert briscan.has_normalized and sorted(briscan.normalized) == list(range(1, 64))


def test_the_unscrambling_only_moves_letters(briscan):
    # Spoonerisms swap letters between words: each restored line has exactly the received letters
    # (the supplied K and Q of lines 54-55 aside).
    for n, text in briscan.normalized.items():
        received = briscan.lines[n - 1]
        supplied: Counter[str] = Counter()
        for node in N.parse(text):
            if isinstance(node, N.Supplied):
                supplied += letters(node.words)
        assert letters(restored(text)) == letters(received) + supplied, f"line {n}"


def test_every_scrambled_line_has_corrections(briscan):
    damage = next(d for d in briscan.meta["condition"]["damage"] if d["kind"] == "scrambled-letters")
    for n in damage["paragraphs"]:
        assert "⟦" in briscan.normalized[n], f"line {n} is listed as scrambled but has no correction"
    assert restored(briscan.normalized[2]) == "| Elaborate, historical French game | |"
    assert "brisque: six" in restored(briscan.normalized[23])


def test_uncertain_restorations_are_marked(briscan):
    status = {a["id"]: (a["status"], a["confidence"]) for a in briscan.apparatus if a.get("confidence")}
    # issue 26: no witness covers Briscan after ¶25, so the letters alone make good the swaps: emended
    assert status["S1"] == ("emended", "high")
    # the three doubtful places (issue 12: "whead" allows only "when on lead", so U2 is certain)
    for uncertain in ("U3", "U4", "U5"):
        assert status[uncertain] == ("emended", "medium")
    assert status["U2"] == ("emended", "high")
    assert "⟦len→when⟧{U2}" in briscan.normalized[27]
    assert "{U3}" in briscan.normalized[52]
    html = S.render_markup(briscan.normalized[52], {a["id"]: a for a in briscan.apparatus})
    assert 'data-confidence="medium"' in html and "medium confidence" in html
    doubtful = [
        d for d in briscan.meta["condition"]["damage"] if d["kind"] in ("uncertain-reading", "lost-symbols")
    ]
    assert len(doubtful) == 3 and "three places remain doubtful" in briscan.meta["condition"]["summary"]


def test_source_page_shows_both_readings_side_by_side(briscan):
    page = source_pages.render_page(briscan)
    m = re.search(r'<div class="tv-edition"[^>]*>', page)
    assert m
    assert 'data-reading="parallel"' in m.group(
        0
    ) and 'data-readings="parallel normalized diplomatic"' in m.group(0)
    assert 'data-tv-reading="parallel" aria-pressed="true"' in page
    assert page.count('class="tv-d"') == 63 and page.count('class="tv-n"') == 63
    assert "tv-parallel-head" in page


def test_worked_example_steps_are_computed_by_the_engine():
    spec = {
        "game": "briscan",
        "deal": {
            "dealer": 1,
            "hands": [["9C", "KS", "QS", "JS", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
            "turnup": "9H",
            "talon_top": ["TS", "AD"],
        },
        "steps": ["9C", "7C", {"panel": True}, "meld:marriage:KSQS", {"try": "meld:marriage:KSQS"}],
    }
    data = steps.compute(spec)
    panel = next(r for r in data["rows"] if r["kind"] == "panel")
    assert {m["action"]: m["points"] for m in panel["melds"]} == {
        "meld:marriage:KSQS": 20,
        "meld:sequence:TSJSQS": 40,
        "meld:sequence:TSJSQSKS": 80,
        "meld:sequence:JSQSKS": 50,
    }
    assert data["scores"] == [20, 0]
    assert data["rows"][-1]["rule_id"] == "briscan.meld.once"
    with pytest.raises(steps.ExampleError):
        steps.compute({**spec, "steps": ["7C"]})  # not A's card: the build fails
    with pytest.raises(steps.ExampleError):
        steps.compute({**spec, "steps": [{"try": "9C"}]})  # a legal action is no refusal


def test_examples_page_renders(built_site):
    html = (built_site / "games" / "briscan" / "examples" / "index.html").read_text(encoding="utf-8")
    assert html.count('class="tv-example tv-steps-figure"') >= 10
    assert "quinte majeure" in html and "600 points" in html
    assert "briscan.exchange.deadline" in html
    play = (built_site / "games" / "briscan" / "play" / "index.html").read_text(encoding="utf-8")
    assert 'data-game="briscan"' in play
    assert (built_site / "playground" / "table" / "panels" / "panels.mjs").is_file()
