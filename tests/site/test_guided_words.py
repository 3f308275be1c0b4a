"""The guided first hands in French (issue 42): every step has words, naming the English step's
rules, set the French way; the section's own words follow the build's language."""

from __future__ import annotations

import re

import pytest

from sitebuild.languages import figure_words
from sitebuild.pages import guided, missing_words

from .french_typography import typography_faults

GAMES = ["briscan", "brisque", "emprunt", "francion", "tarot", "triomphe"]


def test_every_lesson_step_has_french():
    assert guided.missing_words("fr") == []
    assert missing_words.missing("fr") == []  # what the French build checks (lab_hooks.on_config)
    assert missing_words.missing("en") == []


@pytest.mark.parametrize("game", GAMES)
def test_the_french_lesson_reads_in_french(game):
    figure_words.use("fr")
    try:
        out = guided.expand(
            f"<!-- tv-guided: {game} -->\n", lambda r, label: f'<a href="#{r}">{label}</a>', where=game
        )
    finally:
        figure_words.use("en")
    lesson = guided.load(game)
    assert out.count('class="tv-guided-step"') == len(lesson["steps"])
    assert "Apprendre à jouer" in out and "Le but." in out and "règles\u00a0:" in out
    for english in ("Learn to play", "The goal", "How a hand goes", "A tip", "(rules:"):
        assert english not in out
    prose = re.sub(r"<[^>]+>", "", out)
    assert typography_faults(prose) == []
    # the rules the French step names are the English step's, linked after its words
    for step in lesson["steps"]:
        for rid, _ in guided.RULE_REF.findall(step["text"]):
            assert f'href="#{rid}"' in out


def test_a_missing_or_stray_french_step_is_named(tmp_path):
    (tmp_path / "demo.yaml").write_text(
        "game: demo\nseed: 1\nsteps:\n- kind: goal\n  when: start\n  text: Win [[rule:demo.a]].\n"
        "- kind: tip\n  when: end\n  text: Count [[rule:demo.b]].\n",
        encoding="utf-8",
    )
    (tmp_path / "demo.fr.yaml").write_text(
        "steps:\n  goal@start: Gagnez [[rule:demo.z]].\n  detail@void: Rien [[rule:demo.a]].\n",
        encoding="utf-8",
    )
    lesson = guided.load("demo", tmp_path)
    assert guided.check_words("demo", lesson, "fr", tmp_path) == [
        "lesson demo step goal@start: its 'fr' words do not name the English step's rules",
        "lesson demo step tip@end has no words in 'fr'",
        "lesson demo: 'fr' words for detail@void, a step the lesson does not have",
    ]
    assert guided.check_words("demo", lesson, "en", tmp_path) == []
