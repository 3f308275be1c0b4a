"""Provenance (issue 12): every rule carries the source's words, or says honestly how else we know it.

The real registry passes ``sitebuild.edition.provenance`` for every game; and the check can fail: a rule added
without a quote, a quote the text does not have, a reconstruction without a bibliography key, a
decision without an alternative or a switch, an unknown apparatus id, a heading-only citation, a
private dossier label on a page — each is caught, with a message naming the rule.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

import tapisvert
from sitebuild.edition import provenance as P, sources as S
from tapisvert.rulebook import STATUS_DEFINITIONS, STATUSES, RuleBook

ROOT = P.ROOT


# ------------------------------------------------------------------------------ the real registry
@pytest.mark.parametrize("game", tapisvert.list_games())
def test_every_rule_of_every_game_passes(game):
    problems = P.check_game(game)
    assert not problems, "\n".join(problems)


def test_the_vocabulary_is_defined_once_in_the_engine():
    assert STATUSES == ("stated", "inferred", "restored", "reconstructed", "editorial")
    assert set(STATUS_DEFINITIONS) == set(STATUSES) and all(STATUS_DEFINITIONS.values())
    assert "same text" in STATUS_DEFINITIONS["restored"]


def test_every_status_is_used_honestly_in_the_three_games():
    # the issue's two examples are reconstructions, not restorations
    rules = {r.id: r for g in ("triomphe", "emprunt") for r in tapisvert.rules(g)}
    for rid in ("triomphe.trump.superiority", "emprunt.cards.order"):
        assert rules[rid].status == "reconstructed" and rules[rid].authorities, rid
    pack = next(r for r in tapisvert.rules("francion") if r.id == "francion.cards.pack")
    assert pack.status == "restored" and pack.witness == "french-original"


def test_command_line_entry_point_reports_and_exits():
    ok = subprocess.run(
        [sys.executable, "-m", "sitebuild.edition.provenance", "francion"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
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
    assert (
        P.check_rule(_book_rule(paragraphs=(14,), quote="Once all the players have played"), francion) == []
    )
    assert P.check_rule(_book_rule(paragraphs=(14,), quote="Once the four players have played"), francion)


def test_restored_rules_quote_their_named_witness(francion):
    no_witness = _book_rule(status="restored", paragraphs=(9,), quote="un jeu de 32 cartes")
    assert any("without naming its witness" in p for p in P.check_rule(no_witness, francion))
    wrong = _book_rule(
        status="restored", paragraphs=(9,), witness="french-original", quote="un jeu de 36 cartes"
    )
    assert any("not found in witness" in p for p in P.check_rule(wrong, francion))
    right = _book_rule(
        status="restored", paragraphs=(9,), witness="french-original", quote="un jeu de 32 cartes"
    )
    assert P.check_rule(right, francion) == []


def test_reconstructed_rules_need_known_bibliography_keys(francion):
    assert any(
        "without an authority" in p
        for p in P.check_rule(_book_rule(status="reconstructed", paragraphs=(9,)), francion)
    )
    bad = _book_rule(status="reconstructed", paragraphs=(9,), authorities=("R3",))
    assert any("unknown authority key 'R3'" in p for p in P.check_rule(bad, francion))
    good = _book_rule(status="reconstructed", context=(9,), authorities=("salondesjeux-triomphe",))
    assert P.check_rule(good, francion) == []


def test_free_text_authority_unknown_apparatus_and_heading_citations_fail(francion):
    legacy = _book_rule(
        status="reconstructed", context=(9,), authorities=("compleat-gamester",), authority="dossier R4"
    )
    assert any("free-text authority" in p for p in P.check_rule(legacy, francion))
    assert any(
        "unknown apparatus entry 'A99'" in p
        for p in P.check_rule(_book_rule(paragraphs=(9,), quote="Francion", apparatus=("A99",)), francion)
    )
    tarot = S.load_source("tarot")  # ¶3 is the heading "Cartes"
    book = RuleBook("tarot", "tarot")
    rule = book.rules[book.rule("x.y", "A rule.", paragraphs=(3,), quote="Cartes")]
    assert any("rests only on heading paragraphs" in p for p in P.check_rule(rule, tarot))
    # a heading may be cited as context: the section where the text is silent
    ctx = book.rules[
        book.rule("x.z", "A rule.", status="reconstructed", context=(3,), authorities=("fft-2012",))
    ]
    assert P.check_rule(ctx, tarot) == []


def test_a_decision_without_alternative_or_switch_fails(monkeypatch):
    cls = tapisvert.game_class("francion")
    book = RuleBook("francion", "francion", dict(cls.FACTS.book.rules), dict(cls.FACTS.book.decisions))
    book.decision("DF99", "A silent point", "what we do", "none proposed", "the source is silent")
    book.rule("test.silent", "What we do.", status="editorial", paragraphs=(9,), decision="DF99")
    book.decision("DF98", "Another", "this", "that", "because", option="no_such_option")
    book.rule("test.unswitched", "This.", status="editorial", paragraphs=(9,), decision="DF98")
    monkeypatch.setattr(cls, "FACTS", replace(cls.FACTS, book=book))
    problems = P.check_decisions("francion")
    assert any(p.startswith("francion.test.silent: decision DF99 names no alternative") for p in problems)
    assert any(p.startswith("francion.test.silent: decision DF99 names no option") for p in problems)
    assert any("francion.test.unswitched: decision DF98 names option 'no_such_option'" in p for p in problems)
    # and the build-level check reports them too
    assert any("DF99" in p for p in P.build_problems(["francion"]))


def test_apparatus_links_must_run_both_ways(monkeypatch):
    cls = tapisvert.game_class("francion")
    rules = dict(cls.FACTS.book.rules)
    pack = rules["francion.cards.pack"]
    import dataclasses

    rules["francion.cards.pack"] = dataclasses.replace(pack, apparatus=())
    book = RuleBook("francion", "francion", rules, dict(cls.FACTS.book.decisions))
    monkeypatch.setattr(cls, "FACTS", replace(cls.FACTS, book=book))
    problems = P.check_apparatus_links("francion")
    assert any(p.startswith("francion.cards.pack: apparatus A2 lists it") for p in problems)


def test_a_rule_linking_an_entry_that_does_not_list_it_back_fails(monkeypatch):
    cls = tapisvert.game_class("francion")
    rules = dict(cls.FACTS.book.rules)
    pack = rules["francion.cards.pack"]
    import dataclasses

    rules["francion.cards.pack"] = dataclasses.replace(pack, apparatus=pack.apparatus + ("A13",))
    book = RuleBook("francion", "francion", rules, dict(cls.FACTS.book.decisions))
    monkeypatch.setattr(cls, "FACTS", replace(cls.FACTS, book=book))
    problems = P.check_apparatus_links("francion")
    assert any(
        p.startswith("francion.cards.pack: links apparatus A13, but the entry does not list it back")
        for p in problems
    ), problems


def test_rules_resting_on_each_apparatus_entry():
    back = P.rules_resting_on("francion")
    assert "francion.cards.pack" in back["A2"] and "francion.purse.media" in back["A13"]


# ------------------------------------------------------------------------------ issue 26: judgement
def test_a_stated_rule_that_drops_its_quotes_hedge_fails(francion):
    # ¶16: "on later hands it may still be 9 or a multiple of 9"
    words = "on later hands it may still be 9 or a multiple of 9"
    dropped = _book_rule(paragraphs=(16,), quote=words)
    [msg] = P.check_rule(dropped, francion)
    assert msg.startswith("francion.test.rule: the quote qualifies the rule ('may')")
    book = RuleBook("francion", "francion")
    kept = book.rules[book.rule("test.kept", "A later stake may still be 9.", paragraphs=(16,), quote=words)]
    assert P.check_rule(kept, francion) == []
    exempt = _book_rule(paragraphs=(16,), quote=words, exempt={"hedge": "the 'may' is a possibility, said"})
    assert P.check_rule(exempt, francion) == []


def test_a_frequency_hedge_kept_but_not_explained_fails():
    triomphe = S.load_source("triomphe")
    words = "neither of which should generally have fewer than four cards"
    book = RuleBook("triomphe", "triomphe")
    dropped = book.rules[
        book.rule(
            "t.dropped", "Each packet has four cards or more.", paragraphs=(12, 13, 14, 15), quote=words
        )
    ]
    assert any("drops the qualifier" in p for p in P.check_rule(dropped, triomphe))
    unexplained = book.rules[
        book.rule(
            "t.kept",
            "Each packet generally has four cards or more.",
            paragraphs=(12, 13, 14, 15),
            quote=words,
        )
    ]
    assert any(
        "the note must say how the engine reads the hedge" in p for p in P.check_rule(unexplained, triomphe)
    )
    explained = book.rules[
        book.rule(
            "t.noted",
            "Each packet generally has four cards or more.",
            paragraphs=(12, 13, 14, 15),
            quote=words,
            note="The engine reads 'generally' strictly: never fewer than four.",
        )
    ]
    assert P.check_rule(explained, triomphe) == []


def test_a_quote_that_stops_short_of_its_qualifying_clause_fails():
    tarot = S.load_source("tarot")
    book = RuleBook("tarot", "tarot")
    short = book.rules[
        book.rule(
            "t.short",
            "The Fool may be played at any time.",
            paragraphs=(51,),
            quote="The Fool can be played anytime",
        )
    ]
    [msg] = P.check_rule(short, tarot)
    assert "leaves out a qualifying clause after it" in msg and "'except'" in msg
    whole = book.rules[
        book.rule(
            "t.whole",
            "The Fool may be played at any time, even to the last trick.",
            paragraphs=(51,),
            quote="The Fool can be played anytime, except on the last trick, otherwise it "
            "switches sides (exception: Chelem)",
        )
    ]
    assert P.check_rule(whole, tarot) == []
    # a clause left out before the quote is caught too (¶51 read from its second half)
    late = book.rules[
        book.rule("t.late", "The Fool switches sides.", paragraphs=(51,), quote="otherwise it switches sides")
    ]
    assert any("before it" in p for p in P.check_rule(late, tarot))
    exempt = book.rules[
        book.rule(
            "t.exempt",
            "The Fool may be played at any time.",
            paragraphs=(51,),
            quote="The Fool can be played anytime",
            exempt={"clause": "the clause is its own rule, quoted there"},
        )
    ]
    assert P.check_rule(exempt, tarot) == []


def test_sentence_initial_connectives_and_clauses_opening_the_quote_are_not_left_out():
    text = "It is so. However, the ace pillages, but by agreement it does not."
    book = RuleBook("tarot", "tarot")
    r1 = book.rules[
        book.rule("t.a", "The ace pillages.", paragraphs=(1,), quote="the ace pillages", exempt=None)
    ]
    assert P.selective_quotes(r1, text)  # the "but …" after it is left out
    r2 = book.rules[
        book.rule("t.b", "By agreement it does not.", paragraphs=(1,), quote="by agreement it does not")
    ]
    assert P.selective_quotes(r2, text) == []  # "However," opens the sentence; "but" opens the quote


def test_a_reconstructed_rule_needs_no_source_paragraph_but_a_bare_one_is_an_anchor(francion):
    anchored = _book_rule(status="reconstructed", context=(9,), authorities=("salondesjeux-francion",))
    assert P.check_rule(anchored, francion) == []
    assert anchored.citations() == [{"paragraph": 9, "role": "context", "why": None}]
    bare = _book_rule(status="reconstructed", paragraphs=(9,), authorities=("salondesjeux-francion",))
    assert any(
        "quotes none of its words: quote what states it, or cite the paragraph as `context`" in p
        for p in P.check_rule(bare, francion)
    )
    stated_on_context = _book_rule(context=(9,), quote="Francion")
    assert any("rests on no paragraph" in p for p in P.check_rule(stated_on_context, francion))


def test_a_citation_against_the_text_must_say_why():
    book = RuleBook("francion", "francion")
    with pytest.raises(ValueError, match="must say why"):
        book.rule(
            "t.against",
            "A rule.",
            status="reconstructed",
            context=(9,),
            against={8: " "},
            authorities=("salondesjeux-francion",),
        )
    rid = book.rule(
        "t.ok",
        "A rule.",
        status="reconstructed",
        context=(9,),
        against={8: "¶8 says three"},
        authorities=("salondesjeux-francion",),
    )
    assert book.rules[rid].citations()[1] == {"paragraph": 8, "role": "against", "why": "¶8 says three"}
    with pytest.raises(ValueError, match="two roles"):
        book.rule(
            "t.twice",
            "A rule.",
            status="reconstructed",
            paragraphs=(9,),
            context=(9,),
            authorities=("salondesjeux-francion",),
        )


def test_an_inferred_rule_quotes_and_gives_its_reasoning(francion):
    no_note = _book_rule(status="inferred", paragraphs=(9,), quote="Francion")
    assert any("inferred without a note" in p for p in P.check_rule(no_note, francion))
    ok = _book_rule(status="inferred", paragraphs=(9,), quote="Francion", note="It follows because …")
    assert P.check_rule(ok, francion) == []


def test_a_reading_whose_alternative_its_switch_refuses_fails(monkeypatch):
    cls = tapisvert.game_class("emprunt")
    book = RuleBook("emprunt", "emprunt", dict(cls.FACTS.book.rules), dict(cls.FACTS.book.decisions))
    # DE1 as it was: the received 21 named as the alternative, a reading; the option stops at 12
    book.decision(
        "DE1",
        "Cards per player with three players",
        "12",
        "the received 21",
        "…",
        option="three_player_hand",
        alternative_value=21,
    )
    book.decision("DE6", "Length", "one round", "any number of deals", "…", option="rounds")
    monkeypatch.setattr(cls, "FACTS", replace(cls.FACTS, book=book))
    problems = P.check_decisions("emprunt")
    assert any("decision DE1: its alternative 21 is not a value of its switch" in p for p in problems), (
        problems
    )
    assert any("decision DE6 is a reading but names no `alternative_value`" in p for p in problems), problems
    # as settings (the real registry) both pass
    monkeypatch.undo()
    assert P.check_decisions("emprunt") == []
    assert {d.id for d in cls.FACTS.book.decisions.values() if d.kind == "setting"} >= {"DE1", "DE6"}


def test_an_authority_key_without_a_label_fails(monkeypatch, francion):
    monkeypatch.setattr(P, "labelled_keys", lambda: frozenset({"compleat-gamester"}))
    rule = _book_rule(status="reconstructed", context=(9,), authorities=("salondesjeux-francion",))
    assert P.check_rule(rule, francion) == [
        "francion.test.rule: authority key 'salondesjeux-francion' has no label in sources/references.yaml"
    ]


def test_every_authority_of_every_rule_has_a_label():
    labels = S.load_references()
    bare = sorted(
        {
            k
            for g in tapisvert.list_games()
            for r in tapisvert.rules(g)
            for k in r.authorities
            if not labels.get(k)
        }
    )
    assert not bare, bare


def test_the_issue_26_instances_are_fixed():
    rules = {r.id: r for g in tapisvert.list_games() for r in tapisvert.rules(g)}
    for rid in ("triomphe.general.trump-after-trump", "triomphe.deal.cut", "triomphe.score.precedence"):
        assert "generally" in rules[rid].statement and "generally" in (rules[rid].note or ""), rid
    assert "except on the last trick" in rules["tarot.play.excuse"].quote[0]
    turnup = rules["brisque.deal.turnup"]
    assert turnup.status == "inferred" and [c["role"] for c in turnup.citations()] == [
        "rests-on",
        "rests-on",
        "against",
    ]
    for rid in (
        "tarot.play.lead",
        "tarot.call.first-lead",
        "tarot.bid.order",
        "briscan.play.lead",
        "briscan.play.free",
    ):
        assert not rules[rid].rests_on and rules[rid].context, rid
    assert rules["triomphe.pillage.ace-in-stock"].status == "inferred"
    assert rules["brisque.match.accumulate"].status == "inferred"
    assert rules["emprunt.deal.rotation"].status == "editorial"  # issue 43: a dealing convention
    kinds = {d["id"]: d["kind"] for g in tapisvert.list_games() for d in tapisvert.decisions(g)}
    assert all(kinds[d] == "setting" for d in ("DE1", "DE6", "DB8", "DB44", "DT2", "DT7", "TAR4"))


# ------------------------------------------------------------------------------ private labels
@pytest.mark.parametrize(
    "text", ["see R3 and R5", "ADP-BRISQUE says", "as in dossier T46", "the F-seed", "seed ¶9"]
)
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
            found += [
                f"{d['id']}: {x}"
                for x in P.private_labels(
                    " ".join(str(d[k]) for k in ("title", "default", "alternative", "reason"))
                )
            ]
        for r in tapisvert.rules(game):
            found += [f"{r.id}: {x}" for x in P.private_labels(f"{r.statement} {r.note or ''}")]
    assert not found, found


def test_the_build_fails_naming_a_rule_added_without_a_quote(monkeypatch):
    from mkdocs.exceptions import PluginError

    from sitebuild import hooks

    cls = tapisvert.game_class("emprunt")
    book = RuleBook("emprunt", "emprunt", dict(cls.FACTS.book.rules), dict(cls.FACTS.book.decisions))
    book.rule("play.unquoted", "A rule nobody can check.", paragraphs=(40,))
    book.decision("DE99", "A choice", "this", "none proposed", "silence")
    book.rule("play.undecided", "This.", status="editorial", paragraphs=(40,), decision="DE99")
    monkeypatch.setattr(cls, "FACTS", replace(cls.FACTS, book=book))
    with pytest.raises(PluginError) as e:
        hooks.on_files(None, None)  # the provenance check runs before anything else
    assert "emprunt.play.unquoted: stated without a quote" in str(e.value)
    assert "emprunt.play.undecided: decision DE99 names no alternative" in str(e.value)


# ------------------------------------------------------------------------------ issue 43: Brisque
def test_a_brisque_rule_stated_on_a_paragraph_of_briscan_alone_fails():
    briscan = S.load_source("briscan")
    book = RuleBook("brisque", "briscan")
    # the rank row of Briscan's infobox (¶10) says nothing of Brisque (brisque.cards.trick-order until issue 43)
    infobox = book.rules[
        book.rule("t.order", "The cards rank A 10 K Q J 9 8 7.", paragraphs=(10,), quote="A 10 K Q J 9 8 7")
    ]
    problems = P.check_rule(infobox, briscan)
    assert any("stated on ¶10, which speak(s) of briscan alone" in p for p in problems), problems
    assert any("none of its quotes is said of brisque" in p for p in problems), problems
    # a sentence of a paragraph that has a Brisque parenthesis elsewhere is still Briscan's words
    draw = book.rules[
        book.rule(
            "t.draw", "The higher card deals.", paragraphs=(23,), quote="Players draw for the right to deal"
        )
    ]
    assert any("none of its quotes is said of brisque" in p for p in P.check_rule(draw, briscan))
    # the parenthesis itself states it; the same words inferred by the convention pass
    own = book.rules[
        book.rule(
            "t.six",
            "Six cards each.",
            paragraphs=(23,),
            quote="who then deals five cards each (brisque: six)",
        )
    ]
    assert P.check_rule(own, briscan) == []
    inferred = book.rules[
        book.rule(
            "t.conv",
            "The cards rank A 10 K Q J 9 8 7.",
            status="inferred",
            paragraphs=(10, 21),
            quote="A 10 K Q J 9 8 7",
            note="Not among the differences of ¶21.",
        )
    ]
    assert P.check_rule(inferred, briscan) == []


def test_the_generator_makes_every_shared_rules_brisque_status_a_choice():
    from tapisvert.games.briscan import rules as BR

    # a shared rule "as in Briscan" may be stated for Brisque only on a Brisque parenthesis
    with pytest.raises(ValueError, match="quotes no parenthesis said of Brisque"):
        BR.brisque_choice(
            "brisque", "t.rule", "stated", BR.SAME, {"quote": "Players draw for the right to deal"}
        )
    assert (
        BR.brisque_choice("brisque", "t.six", "stated", BR.SAME, {"quote": "five cards each (brisque: six)"})
        == {}
    )
    assert BR.brisque_choice("brisque", "t.ed", "editorial", BR.SAME, {}) == {}
    with pytest.raises(ValueError, match="SAME, OWN or a dict"):
        BR.brisque_choice("brisque", "t.rule", "stated", "stated", {})
    changes = BR.by_convention(("Players draw for the right to deal",), (23,), "No parenthesis.")
    assert changes["status"] == "inferred" and changes["paragraphs"] == (20, 23)
    assert changes["quote"][0] == BR.CONVENTION
    # the real registry: the rules the audit named are inferred; stated ones quote a parenthesis
    rules = {r.id: r for r in tapisvert.rules("brisque")}
    for rid in (
        "players",
        "cards.pack",
        "cards.trick-order",
        "meld.when",
        "meld.from-hand",
        "meld.marriage",
        "bonus.last-trick",
        "deal.draw",
    ):
        assert rules[f"brisque.{rid}"].status == "inferred", rid
    stated = sorted(r for r, rule in rules.items() if rule.status == "stated")
    assert stated == [
        "brisque.bonus.only-last-trick",
        "brisque.deal.size",
        "brisque.exchange.deadline",
        "brisque.exchange.seven",
        "brisque.meld.royal-quartet",
    ]
    assert rules["brisque.meld.when"].citations()[-1]["role"] == "against"


# ------------------------------------------------------------------------------ issue 43: hedges in their sentence
def test_a_quote_cut_after_its_sentences_hedge_fails():
    triomphe = S.load_source("triomphe")
    book = RuleBook("triomphe", "triomphe")
    # ¶18 "In general, in the game of Triomphe, players are required to follow the suit led."
    cut = book.rules[
        book.rule(
            "t.follow",
            "A player must follow the suit led.",
            paragraphs=(18,),
            quote="players are required to follow the suit led",
        )
    ]
    [msg] = P.check_rule(cut, triomphe)
    assert "the sentence of its quote hedges ('In general', outside the quote)" in msg
    kept = book.rules[
        book.rule(
            "t.kept",
            "In general, a player must follow the suit led.",
            paragraphs=(18,),
            quote="players are required to follow the suit led",
            note="The engine reads 'in general' strictly.",
        )
    ]
    assert P.check_rule(kept, triomphe) == []
    # ¶54 "… and one may deduce from this that in the hierarchy of the cards, the ace was always at the top"
    deduced = book.rules[
        book.rule("t.ace", "The ace is highest.", paragraphs=(54,), quote="the ace was always at the top")
    ]
    assert any("('one may deduce', outside the quote)" in p for p in P.check_rule(deduced, triomphe))
    carried = book.rules[
        book.rule(
            "t.ace2",
            "The ace is highest, as the text deduces.",
            paragraphs=(54,),
            quote="the ace was always at the top",
        )
    ]
    assert P.check_rule(carried, triomphe) == []
    # a status that is not "stated" does not claim the source says it as a rule
    inferred = book.rules[
        book.rule(
            "t.ace3",
            "The ace is highest.",
            status="inferred",
            paragraphs=(54,),
            quote="the ace was always at the top",
            note="The text's own deduction.",
        )
    ]
    assert P.check_rule(inferred, triomphe) == []
    # "seems" inside the quote (¶49)
    seems = book.rules[
        book.rule(
            "t.six",
            "Two to six players.",
            paragraphs=(49,),
            quote="Six players seems to be the maximum to be allowed",
        )
    ]
    assert any("('seems')" in p for p in P.check_rule(seems, triomphe))


@pytest.mark.parametrize(
    "sentence, kind",
    [
        ("In general, the players follow.", "frequency"),
        ("As a rule the dealer cuts.", "frequency"),
        ("It seems to be the maximum.", "conjecture"),
        ("It appears that he deals.", "conjecture"),
        ("He probably deals.", "conjecture"),
        ("One may deduce from this that the ace is high.", "conjecture"),
        ("En général, on suit.", "frequency"),
        ("En règle générale, on coupe.", "frequency"),
        ("Il semble que l'as soit haut.", "conjecture"),
        ("On peut en déduire que l'as est haut.", "conjecture"),
        ("Le donneur coupe probablement.", "conjecture"),
        ("Il paraît que le donneur coupe.", "conjecture"),
    ],
)
def test_the_hedge_list_covers_the_sources_ways_of_hedging(sentence, kind):
    assert kind in P.hedges(sentence), P.hedges(sentence)


def test_the_sentence_of_a_quote_runs_past_colons_to_its_full_stops():
    text = "It is so. In general, as follows : the players follow the suit led. Next."
    assert P.sentence_of("the players follow the suit led", text) == (
        "In general, as follows : the players follow the suit led"
    )


def test_the_issue_43_instances_are_fixed():
    rules = {r.id: r for g in tapisvert.list_games() for r in tapisvert.rules(g)}
    assert "'in general'" in rules["triomphe.general.follow-suit"].statement
    assert "seems" in rules["triomphe.individual.players"].statement
    assert "seems" in rules["triomphe.order.a"].statement
    pillage = rules["triomphe.order.pillage"]
    assert pillage.status == "reconstructed" and "meyers-1909" in pillage.authorities
    assert "deduces" in pillage.statement and "deduces" in rules["triomphe.pillage.switch"].statement
    assert "when it is his turn to play" in rules["triomphe.play.last-trick"].statement
    assert "face down" not in rules["triomphe.pillage.dealer-ace"].statement
    assert (
        "A K Q J" not in rules["triomphe.cards.pack"].statement
        and 9 not in rules["triomphe.cards.pack"].paragraphs
    )
    assert (
        rules["francion.welche.turnup"].status == "inferred"
        and 10 in rules["francion.welche.turnup"].rests_on
    )
    assert rules["emprunt.play.in-turn"].status == "inferred"
    assert "one card at a time" not in rules["tarot.chien.discard-one"].statement
