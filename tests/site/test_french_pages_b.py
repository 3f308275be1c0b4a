"""The French twins of the worked-examples pages and the laboratory page (issue 42, contract 2).

Each ``docs/fr/<path>`` mirrors ``docs/<path>``: every heading at the same level carrying an explicit
id equal to the English heading's slug (so the language switch lands on the same anchor); every
figure fence with the same position and rules (only its caption translated); every marker, link
target and rule reference unchanged; the prose set the French way.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from markdown.extensions.toc import slugify

from .french_typography import prose_of_markdown, typography_faults

DOCS = Path(__file__).resolve().parents[2] / "docs"
GAMES = ["briscan", "brisque", "emprunt", "francion", "tarot", "triomphe"]
PAGES = [f"games/{g}/examples.md" for g in GAMES] + ["lab.md"]
# Keys of a figure fence that are words for the reader: the only ones a French page may change.
CAPTIONS = {"title"}

_FENCE = re.compile(r"^```+[ \t]*(tv-[\w-]+)[^\n]*\n(.*?)\n```+[ \t]*$", re.M | re.S)
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t]*$", re.M)


def _headings(md: str) -> list[tuple[int, str]]:
    body = _FENCE.sub("", md)
    return [(len(m.group(1)), m.group(2)) for m in _HEADING.finditer(body)]


def _fences(md: str) -> list[tuple[str, dict]]:
    out = []
    for kind, body in _FENCE.findall(md):
        spec = json.loads(body)
        out.append((kind, {k: v for k, v in spec.items() if k not in CAPTIONS}))
    return out


def _pair(page: str) -> tuple[str, str]:
    french = DOCS / "fr" / page
    assert french.is_file(), f"docs/fr/{page} is missing"
    return (DOCS / page).read_text(encoding="utf-8"), french.read_text(encoding="utf-8")


@pytest.mark.parametrize("page", PAGES)
def test_french_headings_carry_the_english_slugs(page):
    english, french = _pair(page)
    en, fr = _headings(english), _headings(french)
    assert [lvl for lvl, _ in fr] == [lvl for lvl, _ in en]
    for (_, en_text), (_, fr_text) in zip(en, fr, strict=True):
        m = re.search(r"\{ *#([\w.-]+) *\}$", fr_text)
        assert m, f"docs/fr/{page}: heading without an explicit id: {fr_text!r}"
        assert m.group(1) == slugify(en_text, "-"), (page, en_text, fr_text)


@pytest.mark.parametrize("page", PAGES)
def test_figures_markers_and_links_are_the_englishs(page):
    english, french = _pair(page)
    assert _fences(french) == _fences(english)
    assert re.findall(r"<!--.*?-->", french, re.S) == re.findall(r"<!--.*?-->", english, re.S)
    targets = re.compile(r"\]\(([^)]*)\)|\[\[([^\]|]*)")
    assert sorted(targets.findall(french)) == sorted(targets.findall(english))
    if english.startswith("---"):  # the same front-matter keys
        keys = re.compile(r"^(\w+):", re.M)
        assert keys.findall(french.split("---")[1]) == keys.findall(english.split("---")[1])
    else:
        assert not french.startswith("---")


@pytest.mark.parametrize("page", PAGES)
def test_french_prose_is_set_the_french_way(page):
    _, french = _pair(page)
    captions = [json.loads(body).get("title", "") for _, body in _FENCE.findall(french)]
    faults = typography_faults(prose_of_markdown(french)) + [
        f for c in captions for f in typography_faults(c)
    ]
    assert faults == []
