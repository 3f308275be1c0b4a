"""The French of the editions' prose (issue 42): whole, checked, typeset the French way.

``sources/<id>/edition.fr.yaml`` holds only prose, keyed by the English entry's id and field
(``sitebuild/edition_words.py``); the readings are never translated.
"""

from __future__ import annotations

import re

import pytest
import yaml

from sitebuild import edition_words as ew

from .french_typography import typography_faults

# What the apparatus cites by number: paragraphs (linked on the page), decisions and entries.
_CITED = re.compile(r"¶\d+|\b(?:D[A-Z]\d+|TAR\d+|[ASUNT]\d+)\b")


def test_every_edition_has_whole_french():
    assert ew.source_ids() == ["briscan", "emprunt", "francion", "tarot", "triomphe"]
    assert ew.missing_edition_words("fr") == []


@pytest.mark.parametrize("source", ew.source_ids())
def test_french_prose_is_typeset_and_cites_what_the_english_cites(source):
    english, french = ew.edition_words(source, "en"), ew.edition_words(source, "fr")
    assert french.keys() == english.keys()
    faults = []
    for section, entries in english.items():
        assert french[section].keys() == entries.keys()
        for eid, fields in entries.items():
            for field, words in fields.items():
                fr = french[section][eid][field]
                assert fr != words, f"{source} {eid} {field} is not translated"
                faults += [f"{source} {eid} {field}: {f}" for f in typography_faults(fr)]
                assert sorted(_CITED.findall(fr)) == sorted(_CITED.findall(words)), (source, eid, field)
    assert faults == []


def test_the_page_generators_get_copies_with_french_prose():
    data = yaml.safe_load((ew.SOURCES / "francion" / "edition.yaml").read_text(encoding="utf-8"))
    entries = ew.localized_entries("francion", "apparatus", data["apparatus"], "fr")
    a2 = next(e for e in entries if e["id"] == "A2")
    assert a2["status"] == "restored" and a2["witness"] == "french-original"  # structure kept
    assert a2["action"].startswith("Le jeu de cartes est suppléé")
    assert data["apparatus"][1]["action"].startswith("Supplied")  # the English left alone


def _fake_sources(tmp_path, monkeypatch, french: str):
    src = tmp_path / "sources" / "demo"
    src.mkdir(parents=True)
    (src / "edition.yaml").write_text(
        "source: demo\napparatus:\n- id: A1\n  kind: note\n  damage: Lost.\n  action: Nothing.\n"
        "  authority: The text.\n",
        encoding="utf-8",
    )
    (src / "edition.fr.yaml").write_text(french, encoding="utf-8")
    monkeypatch.setattr(ew, "ROOT", tmp_path)
    monkeypatch.setattr(ew, "SOURCES", tmp_path / "sources")
    ew._english.cache_clear()
    ew._translation.cache_clear()
    return src


@pytest.fixture
def clear_caches():
    yield
    ew._english.cache_clear()
    ew._translation.cache_clear()


def test_a_missing_field_is_listed_and_refused(tmp_path, monkeypatch, clear_caches):
    _fake_sources(tmp_path, monkeypatch, "apparatus:\n  A1:\n    damage: Perdu.\n    action: Rien.\n")
    assert ew.missing_edition_words("fr") == ["demo apparatus A1 lacks authority in 'fr'"]
    with pytest.raises(ew.MissingEditionWords, match="A1 lacks authority"):
        ew.edition_words("demo", "fr")
    assert ew.edition_words("demo", "en")["apparatus"]["A1"]["authority"] == "The text."


def test_a_stale_entry_or_a_copied_structure_is_refused(tmp_path, monkeypatch, clear_caches):
    _fake_sources(tmp_path, monkeypatch, "apparatus:\n  A9:\n    damage: Perdu.\n")
    with pytest.raises(ew.StaleEditionWords, match="A9 is not in the English edition"):
        ew.edition_words("demo", "fr")
    ew._translation.cache_clear()
    (tmp_path / "sources" / "demo" / "edition.fr.yaml").write_text("paragraphs:\n- n: 1\n", encoding="utf-8")
    with pytest.raises(ew.StaleEditionWords, match="unknown section"):
        ew.edition_words("demo", "fr")
    with pytest.raises(ValueError, match="unknown language"):
        ew.edition_words("demo", "de")
