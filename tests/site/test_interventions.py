"""One vocabulary for the edition's interventions (issue 26, item 3): each entry's category, confidence,
witness and stable id, and the faults the build refuses (``sitebuild.edition.sources.validate``).

Each refusal is shown by injecting the fault into a copy of a real edition.
"""

from __future__ import annotations

import copy

import pytest

from sitebuild.edition import sources as S
from sitebuild.pages import source_pages


@pytest.fixture(scope="module")
def loaded():
    return {s.id: s for s in S.load_all()}


def entry(source, app_id):
    return next(a for a in source.edition["apparatus"] if a["id"] == app_id)


def para(source, n):
    return next(p for p in source.edition["paragraphs"] if p["n"] == n)


def problems_after(source, change) -> list[str]:
    bad = copy.deepcopy(source)
    change(bad)
    return S.validate(bad)


def test_every_edition_passes_as_it_is(loaded):
    for sid, source in loaded.items():
        assert S.validate(source) == [], sid


def test_the_vocabulary_is_the_rule_statuses_with_emended():
    from tapisvert.rulebook import STATUSES as RULE_STATUSES

    # "stated" and "inferred" say how a rule stands to the words of the text; an intervention
    # changes the words, so it is never either
    assert set(S.STATUSES) == (set(RULE_STATUSES) - {"stated", "inferred"}) | {"emended"}
    assert all(S.STATUS_DEFINITIONS.values())


def test_every_intervention_has_a_stable_id_and_its_own_anchor(loaded):
    for sid, source in loaded.items():
        html = source_pages.render_apparatus(source, S.page_url(sid), S.default_urls())
        for a in source.apparatus:
            assert S.APP_ID_RE.match(a["id"]), (sid, a)
            assert f'<tr id="app-{a["id"]}">' in html, (sid, a["id"])
            assert f'href="#app-{a["id"]}"' in html, (sid, a["id"])


def test_refuses_an_entry_without_an_id(loaded):
    problems = problems_after(loaded["emprunt"], lambda s: entry(s, "A15").pop("id"))
    assert any("no stable id" in p for p in problems), problems


def test_refuses_a_restored_entry_without_a_witness(loaded):
    def change(s):
        a = entry(s, "S1")
        a["status"] = "restored"

    problems = problems_after(loaded["briscan"], change)
    assert any("S1: restored, but names no witness" in p for p in problems), problems


def test_refuses_a_witness_that_does_not_cover_the_entry(loaded):
    def change(s):
        a = entry(s, "A12")
        a["status"], a["witness"] = "restored", "french-original"

    problems = problems_after(loaded["francion"], change)
    assert any("has no passage for its paragraphs" in p for p in problems), problems


def test_refuses_a_reconstruction_that_names_no_source(loaded):
    def change(s):
        a = entry(s, "A9")
        a["status"] = "reconstructed"

    problems = problems_after(loaded["triomphe"], change)
    assert any("A9: reconstructed, but names no source" in p for p in problems), problems


def test_refuses_a_conjecture_as_plain_reading_text(loaded):
    def change(s):
        p = para(s, 11)
        p["normalized"] = p["normalized"].replace(
            "⟨⟩{A4}", "⟨– it counts as a trump for every purpose ;⟩{A4}"
        )
        entry(s, "A4")["kind"] = "supplement"

    problems = problems_after(loaded["francion"], change)
    assert any("A4: a conjecture written into the reading as text" in p for p in problems), problems


def test_refuses_a_low_confidence_emendation_and_a_missing_confidence(loaded):
    problems = problems_after(loaded["briscan"], lambda s: entry(s, "U5").update(confidence="low"))
    assert any("U5: an emendation of low confidence is a conjecture" in p for p in problems), problems
    problems = problems_after(loaded["briscan"], lambda s: entry(s, "U5").pop("confidence"))
    assert any("U5: a correction must state its confidence" in p for p in problems), problems
    problems = problems_after(loaded["briscan"], lambda s: entry(s, "U5").update(confidence="sure"))
    assert any("confidence 'sure'" in p for p in problems), problems


def test_refuses_a_gap_that_supplies_words(loaded):
    def change(s):
        p = para(s, 14)
        p["normalized"] = p["normalized"].replace("⟨⟩{A6}", "⟨– any card.⟩{A6}")

    problems = problems_after(loaded["francion"], change)
    assert any("A6: a gap, but the reading supplies words" in p for p in problems), problems


def test_instances_of_issue_26_are_fixed(loaded):
    f, b, t, e = loaded["francion"], loaded["briscan"], loaded["triomphe"], loaded["emprunt"]
    # Francion A2: restored from the French witness, without the piquet ranks it does not give.
    assert entry(f, "A2")["witness"] == "french-original"
    assert "ace, king" not in para(f, 9)["normalized"]
    # Francion A4, A6, A8: the edition's decisions are conjectures in the apparatus, gaps in the text.
    for aid, n in (("A4", 11), ("A6", 14), ("A8", 15)):
        assert entry(f, aid)["kind"] == "gap" and entry(f, aid)["conjecture"], aid
        assert f"⟨⟩{{{aid}}}" in para(f, n)["normalized"], aid
    # Briscan S1, U2: no witness covers Briscan after ¶25: certain emendations from the letters.
    assert (entry(b, "S1")["status"], entry(b, "S1")["confidence"]) == ("emended", "high")
    assert (entry(b, "U2")["status"], entry(b, "U2")["confidence"]) == ("emended", "high")
    # The eight entries that were reconstructed while naming no source.
    for source, aid in (
        (b, "U3"),
        (b, "U4"),
        (b, "U5"),
        (f, "A7"),
        (f, "A12"),
        (t, "A4"),
        (t, "A6"),
        (t, "A9"),
    ):
        assert entry(source, aid)["status"] == "emended" and entry(source, aid)["changed"], aid
    # Emprunt A7: an authorial slip (like A14), its preview a separate omission (A18).
    assert entry(e, "A7")["kind"] == "correction" and "slip" in entry(e, "A7")["damage"]
    assert entry(e, "A18")["paragraphs"] == [35, 36] and "{A18}" in para(e, 35)["normalized"]
    # Emprunt A10: the footnote is left as received, no inserted title; A12 reads italics as italics.
    assert "Académie Universelle des Jeux, 1718" not in para(e, 8)["normalized"]
    assert entry(e, "A10")["kind"] == "note"
    assert entry(e, "A12")["kind"] == "rendering" and entry(e, "A12")["rend"] == "italic"
    assert "<i>Hoc</i>" in S.render_markup(para(e, 12)["normalized"], {a["id"]: a for a in e.apparatus})
    # Tarot ¶3 "Cartes" is French.
    assert S.paragraph_languages(loaded["tarot"]).get(3) == "fr"


def test_every_fix_says_what_changed(loaded):
    changed = [(sid, a["id"]) for sid, s in loaded.items() for a in s.apparatus if a.get("changed")]
    assert len(changed) >= 15
    html = source_pages.render_apparatus(loaded["emprunt"], S.page_url("emprunt"), S.default_urls())
    assert 'class="tv-app-changed"' in html


def test_the_gap_is_rendered_as_a_mark_with_the_conjecture_in_the_apparatus(loaded):
    f = loaded["francion"]
    apparatus = {a["id"]: a for a in f.apparatus}
    html = S.render_markup(para(f, 11)["normalized"], apparatus)
    assert 'class="tv-gap"' in html and "<ins" not in html.split("tv-gap")[1].split("</span>")[0]
    table = source_pages.render_apparatus(f, S.page_url("francion"), S.default_urls())
    assert 'class="tv-app-conjecture"' in table and "never as a heart" in table


def test_witness_names_only_a_witness_of_the_text():
    # issue 43: Triomphe's A3 and A8 called adpoker.fr and Meyers "witnesses"
    src = S.load_source("triomphe")
    entry = {
        "id": "A99",
        "kind": "note",
        "status": "editorial",
        "paragraphs": [23],
        "damage": "the rule conflicts with the other witnesses: adpoker.fr and Meyers",
    }
    problems = S._loose_witnesses("A99", entry, {})
    assert problems and "a witness is a copy of the same text" in problems[0]
    denied = dict(
        entry, damage="Enquire Within is a comparable account, not a witness; no witness of this page"
    )
    assert S._loose_witnesses("A99", denied, {}) == []
    assert not any("calls something a witness" in p for p in S.validate_interventions(src))
