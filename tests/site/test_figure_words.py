"""The worked-example figures in the build's language (issue 42): the same words in every language,
French set the French way, English figures unchanged."""

from __future__ import annotations

import re
import string

import pytest

from sitebuild.languages import figure_words
from sitebuild.pages import examples, francion_examples, live
from tapisvert.rule_words import MissingWords

from .french_typography import typography_faults


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_key_has_words_in_every_language_with_no_other_blanks():
    english = figure_words.WORDS["en"]
    for lang in figure_words.LANGUAGES:
        words = figure_words.WORDS[lang]
        assert words.keys() == english.keys(), lang
        for key, template in words.items():
            # a language may leave a blank unused (French ordinals need no English suffix)
            assert _fields(template) <= _fields(english[key]), (lang, key)


def test_the_french_words_are_set_the_french_way():
    faults = []
    for key, template in figure_words.WORDS["fr"].items():
        prose = re.sub(r"<[^>]+>|\{[^}]*\}", "", template)
        faults += [f"{key}: {f}" for f in typography_faults(prose)]
    assert faults == []
    assert figure_words.WORDS["fr"]["trump"] == "Atout"


@pytest.fixture
def french():
    figure_words.use("fr")
    live.set_page_links(lambda s, p: f"/fr/sources/{s}/#p{p}", lambda g: f"/fr/games/{g}/play/")
    yield
    figure_words.use("en")
    live.set_page_links(None, None)


def _link(rule_id: str) -> str:
    return f'<a href="#{rule_id}">{rule_id}</a>'


def test_a_complete_trick_in_french(french):
    spec = {"game": "tarot", "title": "Le plus petit atout bat le roi", "players": 4, "leader": 0,
            "trick": ["5H", "KH", "2", "QH"], "rules": ["tarot.trick.winner"]}  # fmt: skip
    out = examples.render_example(spec, _link)
    assert "<strong>C fait la levée</strong> avec le 2." in out
    assert 'aria-label="Roi de cœur, joué par B"' in out
    assert "Illustre" in out and "Continuer la partie d’ici" in out
    assert 'data-tv-question="Quelle carte fait cette levée\u00a0?"' in out
    for english in ("played by", "wins the trick", "On the table", "Play on", "Illustrates", "Which card"):
        assert english not in out


def test_a_refusal_on_a_french_page_needs_the_rules_french_sentence(french, monkeypatch):
    spec = {"game": "tarot", "players": 4, "leader": 0, "trick": ["KH"], "hand": ["5S", "3"],
            "rules": ["tarot.play.must-trump"]}  # fmt: skip
    from tapisvert.games.tarot import rules_fr

    monkeypatch.setattr(rules_fr, "RULES", {})
    with pytest.raises(MissingWords, match="tarot.play.must-trump"):
        examples.render_example(spec, _link)
    sentence = {"statement": "Qui n’a pas la couleur demandée doit couper."}
    monkeypatch.setattr(rules_fr, "RULES", {"tarot.play.must-trump": sentence})
    out = examples.render_example(spec, _link)
    assert "refusée par" in out and sentence["statement"] in out
    assert "refused by" not in out and "The rule" not in out


def test_francion_tables_in_french(french):
    out = francion_examples.render_settlement({"points": [6, 2, 0, 5], "names": ["A", "B", "C", "D"]}, _link)
    assert "<th>Fiches payées au gagnant</th>" in out and "gagne" in out
    assert "Figure non interactive" in out and "Counters" not in out


def _fixed_pieces(template: str) -> list[str]:
    """The words of a template between its blanks and tags, long enough to be telling."""
    pieces = re.split(r"\{[^}]*\}|<[^>]+>", template)
    return [p.strip(" .:;") for p in pieces if len(p.strip(" .:;")) >= 8]


@pytest.mark.parametrize("game", ["briscan", "brisque", "emprunt", "francion", "tarot", "triomphe"])
def test_the_french_examples_page_has_none_of_the_figures_english(french, monkeypatch, game):
    """Every figure of docs/fr/games/<game>/examples.md drawn in French: none of the figure words'
    English is left (the rules' sentences stubbed: their French is the rules catalogues' work)."""
    from pathlib import Path

    from sitebuild.pages import runs, steps

    monkeypatch.setattr(figure_words, "rule_statement", lambda rid, en: f"[{rid}]")
    # the engine's own sentences (events, refusals) are the engine's to translate: left out here
    monkeypatch.setattr(steps, "_text", lambda data, names: "[moteur]")
    monkeypatch.setattr(runs, "_named", lambda data, names: "[moteur]")
    page = Path(__file__).resolve().parents[2] / "docs" / "fr" / "games" / game / "examples.md"
    md = page.read_text(encoding="utf-8")
    for module in (examples, francion_examples, steps, runs):
        md = module.expand(md, _link, where=str(page))
    assert "tv-example" in md
    english = {p for t in figure_words.WORDS["en"].values() for p in _fixed_pieces(t)}
    english -= {p for t in figure_words.WORDS["fr"].values() for p in _fixed_pieces(t)}  # shared
    # what may stay English: quotations marked with their language, rule ids, heading ids
    md = re.sub(r'<span lang="en">.*?</span>', "", md)
    md = re.sub(r"\b[a-z]+(?:\.[\w-]+)+|\{ #[^}]*\}", "", md)
    md = re.sub(r"<[^>]+>", " ", md)  # tags and their attributes (the switch's label is the engine's)
    left = sorted(p for p in english if re.search(rf"\b{re.escape(p)}\b", md))
    assert left == []


def test_the_engine_is_asked_to_speak_the_pages_language(french, monkeypatch):
    """Where the engine has message catalogues (tapisvert.words.speaking), a figure is drawn with
    the engine speaking the page's language; this fake engine module records the request."""
    import contextlib
    import sys
    import types

    asked = []

    @contextlib.contextmanager
    def speaking(lang):
        asked.append(lang)
        yield

    monkeypatch.setitem(sys.modules, "tapisvert.words", types.SimpleNamespace(speaking=speaking))
    md = (
        '```tv-example\n{"game": "tarot", "players": 4, "leader": 0, "trick": ["5H", "KH", "2", "QH"]}\n```\n'
    )
    examples.expand(md, _link)
    assert asked == ["fr"]
