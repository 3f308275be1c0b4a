"""The variant laboratory in French (issue 42): every study's title and setting labels, every event
label in French (kept in sitebuild, so the studies and their fingerprints do not change); the blocks'
words, numbers and typography French on a French page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tapisvert
from sitebuild.languages import figure_words, lab_words
from sitebuild.pages import lab_pages

from .french_typography import typography_faults

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_every_study_and_event_has_french():
    assert lab_pages.missing_words("fr") == []
    assert set(lab_words.STUDIES_FR) == set(lab_pages.headers())  # no stale entry either


def test_a_study_without_french_is_named(monkeypatch):
    monkeypatch.delitem(lab_words.STUDIES_FR, "triomphe-DT3")
    assert lab_pages.missing_words("fr") == ["study triomphe-DT3 has no title in 'fr'"]


@pytest.fixture
def french():
    figure_words.use("fr")
    yield
    figure_words.use("en")


def _french_lab() -> str:
    out = [lab_pages.expand((DOCS / "fr" / "lab.md").read_text(encoding="utf-8"), where="fr/lab.md")]
    for game in ["tarot", "triomphe", "briscan", "brisque", "emprunt", "francion"]:
        decisions = [
            {"id": d.id, "option": d.option} for d in tapisvert.game_class(game).FACTS.book.decisions.values()
        ]
        out.append(lab_pages.section(game, decisions))
    return "\n".join(out)


def _fixed_pieces(template: str) -> list[str]:
    pieces = re.split(r"\{[^}]*\}|<[^>]+>|\*", template)
    return [p.strip(" .:;,()") for p in pieces if len(p.strip(" .:;,()")) >= 10]


def test_the_french_lab_has_no_english_words_and_french_numbers(french):
    page = _french_lab()
    text = re.sub(r"<code>.*?</code>|\{[^}]*\}|\[\[[^\]]*\]\]", " ", page)
    text = re.sub(r"<[^>]+>", " ", text)
    english = {p for t in lab_words.WORDS["en"].values() for p in _fixed_pieces(t)}
    assert sorted(p for p in english if p in text) == []
    for sid, (title, _labels) in lab_words.STUDIES_FR.items():
        head = lab_pages.headers()[sid]
        if head["spec"].get("kind") != "skill":
            assert head["spec"]["title"] not in text or head["spec"]["title"] == title, sid
    assert re.search(r"\d+,\d\u00a0%", text) and not re.search(r"\d\.\d\s*%", text)
    assert "101\u202f498" in text  # thousands set apart the French way
    assert typography_faults(text) == []


def test_the_lab_sections_keep_their_anchors_in_french(french):
    page = _french_lab()
    assert "## Ce que change chaque choix { #what-each-choice-changes }" in page
    assert "{#lab-DT3}" in page and "{#lab-triomphe-regimes}" in page


def test_the_french_build_stops_naming_what_lacks_french(monkeypatch):
    """lab_hooks.on_config: a French build with a study, a lesson step or an apparatus note without
    French fails, listing each; an English build is never stopped by it."""
    from mkdocs.exceptions import PluginError

    from sitebuild import lab_hooks
    from sitebuild.languages import edition_words
    from sitebuild.pages import guided

    monkeypatch.delitem(lab_words.STUDIES_FR, "emprunt-DE2")
    monkeypatch.setattr(
        guided, "missing_words", lambda lang: ["lesson tarot step tip@end has no words in 'fr'"]
    )
    monkeypatch.setattr(
        edition_words, "missing_edition_words", lambda lang: ["triomphe apparatus A8 lacks action in 'fr'"]
    )
    with pytest.raises(PluginError) as err:
        lab_hooks.on_config({"theme": {"language": "fr"}})
    text = str(err.value)
    assert text.startswith("3 text(s) lack words in 'fr'")
    for named in ("emprunt-DE2", "tip@end", "A8 lacks action"):
        assert named in text
    config = {"theme": {"language": "en"}}
    assert lab_hooks.on_config(config) is config
