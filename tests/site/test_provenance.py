"""Provenance (issue 12): every rule carries the source's words, or says honestly how else we know it.

The real registry passes ``sitebuild.provenance`` for every game; and the check can fail: a rule added
without a quote, a quote the text does not have, a reconstruction without a bibliography key, a
decision without an alternative or a switch, an unknown apparatus id, a heading-only citation, a
private dossier label on a page — each is caught, with a message naming the rule.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

import tapisvert
from sitebuild import provenance as P
from sitebuild import sources as S
from tapisvert.rulebook import STATUS_DEFINITIONS, STATUSES, RuleBook

ROOT = P.ROOT


# ------------------------------------------------------------------------------ the real registry
@pytest.mark.parametrize("game", tapisvert.list_games())
def test_every_rule_of_every_game_passes(game):
    problems = P.check_game(game)
    assert not problems, "\n".join(problems)


def test_the_vocabulary_is_defined_once_in_the_engine():
    assert STATUSES == ("stated", "restored", "reconstructed", "editorial")
    assert set(STATUS_DEFINITIONS) == set(STATUSES) and all(STATUS_DEFINITIONS.values())
    assert "same text" in STATUS_DEFINITIONS["restored"]


def test_every_status_is_used_honestly_in_the_three_games():
    # the two examples are reconstructions, not restorations
    rules = {r.id: r for g in ("triomphe", "emprunt") for r in tapisvert.rules(g)}
    for rid in ("triomphe.trump.superiority", "emprunt.cards.order"):
        assert rules[rid].status == "reconstructed" and rules[rid].authorities, rid
    pack = next(r for r in tapisvert.rules("francion") if r.id == "francion.cards.pack")
    assert pack.status == "restored" and pack.witness == "french-original"


def test_command_line_entry_point_reports_and_exits():
    ok = subprocess.run([sys.executable, "-m", "sitebuild.provenance", "francion"], cwd=ROOT,
                        capture_output=True, text=True)
    assert ok.returncode == 0 and "francion: 0 problem(s)" in ok.stdout


# ------------------------------------------------------------------------------ the check can fail
def _book_rule(**kw):
    """A rule of a throw-away Francion book (the real source, a fake registry)."""
    book = RuleBook("francion", "francion")
    rid = book.rule("test.rule", "A test rule.", **kw)
    return book.rules[rid]


@pytest.fixture(scope="module")
def francion():
    return S.load_source("francion")


def test_a_stated_rule_without_a_quote_fails_naming_it(francion):
    problems = P.check_rule(_book_rule(paragraphs=(9,)), francion)
    assert problems == ["francion.test.rule: stated without a quote of the source's words"]


def test_a_quote_the_paragraph_does_not_have_fails(francion):
    rule = _book_rule(paragraphs=(9,), quote="each player receives 12 cards")
    [msg] = P.check_rule(rule, francion)
    assert msg.startswith("francion.test.rule: quote not found in ¶9")


def test_quotes_are_whitespace_normalised_elidable_and_exclude_supplied_text(francion):
    # a sentence running across received lines 12-14, with odd spacing and an elision
    ok = _book_rule(paragraphs=(12, 13, 14), quote="must,   if possible,\nfollow … play the Welche")
    assert P.check_rule(ok, francion) == []
    # ¶14's supplement (A6) is the editors' words: quoting it as the source's fails
    supplied = _book_rule(paragraphs=(14,), quote="he need not trump, nor play a higher card")
    assert P.check_rule(supplied, francion)
    # a correction reads as adopted (A7: "the four" -> "all the")
    assert P.check_rule(_book_rule(paragraphs=(14,), quote="Once all the players have played"), francion) == []
    assert P.check_rule(_book_rule(paragraphs=(14,), quote="Once the four players have played"), francion)


def test_restored_rules_quote_their_named_witness(francion):
    no_witness = _book_rule(status="restored", paragraphs=(9,), quote="un jeu de 32 cartes")
    assert any("without naming its witness" in p for p in P.check_rule(no_witness, francion))
    wrong = _book_rule(status="restored", paragraphs=(9,), witness="french-original",
                       quote="un jeu de 36 cartes")
    assert any("not found in witness" in p for p in P.check_rule(wrong, francion))
    right = _book_rule(status="restored", paragraphs=(9,), witness="french-original",
                       quote="un jeu de 32 cartes")
    assert P.check_rule(right, francion) == []


def test_reconstructed_rules_need_known_bibliography_keys(francion):
    assert any("without an authority" in p
               for p in P.check_rule(_book_rule(status="reconstructed", paragraphs=(9,)), francion))
    bad = _book_rule(status="reconstructed", paragraphs=(9,), authorities=("R3",))
    assert any("unknown authority key 'R3'" in p for p in P.check_rule(bad, francion))
    good = _book_rule(status="reconstructed", paragraphs=(9,), authorities=("salondesjeux-triomphe",))
    assert P.check_rule(good, francion) == []


def test_free_text_authority_unknown_apparatus_and_heading_citations_fail(francion):
    legacy = _book_rule(status="reconstructed", paragraphs=(9,), authorities=("compleat-gamester",),
                        authority="dossier R4")
    assert any("free-text authority" in p for p in P.check_rule(legacy, francion))
    assert any("unknown apparatus entry 'A99'" in p
               for p in P.check_rule(_book_rule(paragraphs=(9,), quote="Francion", apparatus=("A99",)),
                                     francion))
    tarot = S.load_source("tarot")          # ¶3 is the heading "Cartes"
    book = RuleBook("tarot", "tarot")
    rule = book.rules[book.rule("x.y", "A rule.", status="reconstructed", paragraphs=(3,),
                                authorities=("fft-2012",))]
    assert any("cites only heading paragraphs" in p for p in P.check_rule(rule, tarot))


def test_a_decision_without_alternative_or_switch_fails(monkeypatch):
    cls = tapisvert.game_class("francion")
    book = RuleBook("francion", "francion", dict(cls.BOOK.rules), dict(cls.BOOK.decisions))
    book.decision("DF99", "A silent point", "what we do", "none proposed", "the source is silent")
    book.rule("test.silent", "What we do.", status="editorial", paragraphs=(9,), decision="DF99")
    book.decision("DF98", "Another", "this", "that", "because", option="no_such_option")
    book.rule("test.unswitched", "This.", status="editorial", paragraphs=(9,), decision="DF98")
    monkeypatch.setattr(cls, "BOOK", book)
    problems = P.check_decisions("francion")
    assert any(p.startswith("francion.test.silent: decision DF99 names no alternative") for p in problems)
    assert any(p.startswith("francion.test.silent: decision DF99 names no option") for p in problems)
    assert any("francion.test.unswitched: decision DF98 names option 'no_such_option'" in p for p in problems)
    # and the build-level check reports them too
    assert any("DF99" in p for p in P.build_problems(["francion"]))


def test_apparatus_links_must_run_both_ways(monkeypatch):
    cls = tapisvert.game_class("francion")
    rules = dict(cls.BOOK.rules)
    pack = rules["francion.cards.pack"]
    import dataclasses
    rules["francion.cards.pack"] = dataclasses.replace(pack, apparatus=())
    monkeypatch.setattr(cls, "BOOK", RuleBook("francion", "francion", rules, dict(cls.BOOK.decisions)))
    problems = P.check_apparatus_links("francion")
    assert any(p.startswith("francion.cards.pack: apparatus A2 lists it") for p in problems)


def test_rules_resting_on_each_apparatus_entry():
    back = P.rules_resting_on("francion")
    assert "francion.cards.pack" in back["A2"] and "francion.purse.media" in back["A13"]


# ------------------------------------------------------------------------------ private labels
@pytest.mark.parametrize("text", ["see R3 and R5", "ADP-BRISQUE says", "as in dossier T46",
                                  "the F-seed", "seed ¶9"])
def test_private_labels_are_found(text):
    assert P.private_labels(text)


@pytest.mark.parametrize("text", ["apparatus A2, decision DF3", "Rule 3", "R-type", "¶3", "the dossier"])
def test_ordinary_words_are_not_private_labels(text):
    assert P.private_labels(text) == []


def test_page_check_reads_visible_text_and_titles_not_scripts():
    assert P.page_problems("x.md", '<p title="from R4">ok</p>')
    assert P.page_problems("x.md", "<script>var R4 = 1;</script><p>ok</p>") == []


def test_no_rule_of_any_game_shows_a_private_label():
    found = []
    for game in tapisvert.list_games():
        for d in tapisvert.decisions(game):
            found += [f"{d['id']}: {x}" for x in P.private_labels(" ".join(
                str(d[k]) for k in ("title", "default", "alternative", "reason")))]
        for r in tapisvert.rules(game):
            found += [f"{r.id}: {x}" for x in P.private_labels(f"{r.statement} {r.note or ''}")]
    assert not found, found


def test_the_build_fails_naming_a_rule_added_without_a_quote(monkeypatch):
    from mkdocs.exceptions import PluginError

    from sitebuild import hooks
    cls = tapisvert.game_class("emprunt")
    book = RuleBook("emprunt", "emprunt", dict(cls.BOOK.rules), dict(cls.BOOK.decisions))
    book.rule("play.unquoted", "A rule nobody can check.", paragraphs=(40,))
    book.decision("DE99", "A choice", "this", "none proposed", "silence")
    book.rule("play.undecided", "This.", status="editorial", paragraphs=(40,), decision="DE99")
    monkeypatch.setattr(cls, "BOOK", book)
    with pytest.raises(PluginError) as e:
        hooks.on_files(None, None)          # the provenance check runs before anything else
    assert "emprunt.play.unquoted: stated without a quote" in str(e.value)
    assert "emprunt.play.undecided: decision DE99 names no alternative" in str(e.value)
