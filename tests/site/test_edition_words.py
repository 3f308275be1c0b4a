"""The French of the editions' prose (issue 42): whole, checked, typeset the French way.

``sources/<id>/edition.fr.yaml`` holds only prose, keyed by the English entry's id and field
(``sitebuild/languages/edition_words.py``); the readings are never translated.
"""

from __future__ import annotations

import re

import pytest
import yaml

from sitebuild.languages import edition_words as ew

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
    ew._meta.cache_clear()


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


@pytest.mark.parametrize("source", ew.source_ids())
def test_the_metadata_prose_is_french_typeset_and_cites_the_same_paragraphs(source):
    english, french = ew.metadata_words(source, "en"), ew.metadata_words(source, "fr")
    assert french.keys() == english.keys() and "description" in french
    faults = []
    for path, words in english.items():
        # a reference made only of a title, a publisher and a date reads the same in both languages
        assert french[path] != words or path.startswith("historical_sources."), (
            f"{source} {path} is not translated"
        )
        faults += [f"{source} {path}: {f}" for f in typography_faults(french[path])]
        assert sorted(_CITED.findall(french[path])) == sorted(_CITED.findall(words)), (source, path)
    assert faults == []


def test_the_sources_page_gets_metadata_with_french_prose_and_its_data_unchanged():
    meta = yaml.safe_load((ew.SOURCES / "triomphe" / "metadata.yaml").read_text(encoding="utf-8"))
    french = ew.localized_metadata("triomphe", meta, "fr")
    assert french["seed"] == meta["seed"] and french["original"]["url"] == meta["original"]["url"]
    assert french["condition"]["damage"][0]["paragraphs"] == [18]
    assert french["condition"]["damage"][0]["description"].startswith("Le titre")
    assert french["description"].startswith("Traduction anglaise")
    assert meta["description"].startswith("English translation")  # the English left alone


def test_a_stale_metadata_translation_is_refused(tmp_path, monkeypatch, clear_caches):
    src = _fake_sources(
        tmp_path, monkeypatch, "apparatus:\n  A1:\n    damage: P.\n    action: R.\n    authority: T.\n"
    )
    (src / "metadata.yaml").write_text("id: demo\ndescription: A demo.\n", encoding="utf-8")
    ew._meta.cache_clear()
    assert ew.missing_edition_words("fr") == ["demo metadata lacks description in 'fr'"]
    (src / "metadata.fr.yaml").write_text("description: Une démo.\narchive: Nulle part.\n", encoding="utf-8")
    ew._meta.cache_clear()
    with pytest.raises(ew.StaleEditionWords, match="archive not in the English metadata"):
        ew.metadata_words("demo", "fr")
    ew._meta.cache_clear()
