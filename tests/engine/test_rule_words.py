"""The words of every rule and decision in both languages (issue 42, item 2: the rules in French).

The English words are the rulebooks' own fields; the French ones are the ``rules_fr.py`` catalogue of
each game folder. These tests keep the French whole (nothing missing, nothing stale), faithful where a
translation can be checked mechanically (numbers, paragraph and decision ids, quoted words kept
verbatim) and typeset the French way (typographic apostrophe, no-break space before « : ; ? ! » and
inside « »)."""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterator

import pytest

from tapisvert import rule_words as rw
from tapisvert.registry import game_class, list_games, missing_words
from tapisvert.rulebook import Decision, Rule

NBSP = "\u00a0"
BOOKS = [game_class(name).FACTS.book for name in list_games()]
FOLDERS = sorted({rw._FOLDER.get(book.game, book.game) for book in BOOKS})

# A French field may equal its English one only if nothing is left to translate: proper names and
# numbers. None does today; the list says which names would count.
PROPER_NAMES = ("Board Game Arena", "FFT", "Meyers", "Schnapsen", "Piquet", "Whist", "Hombre")

# « » spans of the French that are not source words (which stay verbatim) but the edition's own
# English words, translated with the rest of its prose: a former statement ('two to six', 'face
# down'), a term of a rule ('Higher', 'enough tricks to win', 'forced'), an engine flag ('source
# lost'), a name the edition gives ('trump quartet').
EDITION_WORDS = frozenset(
    {
        "Assez de plis pour gagner",  # triomphe.vole.enough: 'Enough tricks to win'
        "assez de plis pour gagner la main",  # DT6: 'enough tricks to win the hand'
        "Plus haut",  # triomphe.regime.higher: 'Higher'
        "forcé",  # triomphe DT3: the 'forced' game
        "carré d'atout",  # briscan DB31: a 'trump quartet'
        "de deux à six",  # triomphe.individual.players: the former statement's 'two to six'
        "face cachée",  # triomphe.pillage.dealer-ace: the former statement's 'face down'
        "source perdue",  # francion DF9: the flag 'source lost'
    }
)


def english_of_rule(rule: Rule) -> dict[str, str | list[str]]:
    out: dict[str, str | list[str]] = {}
    for f in ("statement", "note", "alternative", "reason"):
        if getattr(rule, f):
            out[f] = getattr(rule, f)
    if rule.against:
        out["against"] = [why for _, why in rule.against]
    if rule.exempt:
        out["exempt"] = [why for _, why in rule.exempt]
    return out


def every_rule() -> Iterator[Rule]:
    for book in BOOKS:
        yield from book.rules.values()


def every_decision() -> Iterator[tuple[str, Decision]]:
    for book in BOOKS:
        for dec in book.decisions.values():
            yield book.game, dec


def field_pairs() -> Iterator[tuple[str, str, str, str, tuple[str, ...]]]:
    """(where, field, English, French, quoted source words) for every prose field of both languages."""
    for rule in every_rule():
        en, fr = rw.rule_words(rule, "en"), rw.rule_words(rule, "fr")
        for f, value in en.items():
            items = list(zip(value, fr[f])) if isinstance(value, list) else [(value, fr[f])]
            for i, (e, x) in enumerate(items):
                yield f"{rule.id} {f}[{i}]", f, e, x, rule.quote
    for game, dec in every_decision():
        en, fr = rw.decision_words(game, dec, "en"), rw.decision_words(game, dec, "fr")
        for f in rw.DECISION_FIELDS:
            yield f"{game}.{dec.id} {f}", f, en[f], fr[f], ()


def typography_faults(text: str) -> list[str]:
    """What breaks French typography in ``text``; quoted words (inside « ») are left as received."""
    faults: list[str] = []
    if text.count("«") != text.count("»"):
        return ["unbalanced « »"]
    for part in re.split(r"(«[^»]*»)", text):
        if part.startswith("«"):
            if not (part.startswith("«" + NBSP) and part.endswith(NBSP + "»")):
                faults.append(f"no no-break space inside {part!r}")
            continue
        for bad, name in (("'", "ASCII apostrophe"), ('"', "ASCII double quote"), ("\u202f", "narrow space")):
            if bad in part:
                faults.append(f"{name} in {part!r}")
        for m in re.finditer(r"(.)([:;?!])", part):
            if m.group(1) != NBSP:
                faults.append(f"no no-break space before {m.group(2)!r} in {part!r}")
    return faults


def test_no_rule_or_decision_lacks_french_words():
    assert missing_words("fr") == []


def test_english_words_are_the_rulebooks_fields():
    for rule in every_rule():
        assert rw.rule_words(rule, "en") == english_of_rule(rule), rule.id
    for game, dec in every_decision():
        words = rw.decision_words(game, dec, "en")
        assert words == {f: getattr(dec, f) for f in ("title", "default", "alternative", "reason")}


@pytest.mark.parametrize("lang", ["de", "FR", "", "fr-FR"])
def test_an_unknown_language_is_refused(lang):
    rule = next(every_rule())
    game, dec = next(every_decision())
    with pytest.raises(ValueError, match="unknown language"):
        rw.rule_words(rule, lang)
    with pytest.raises(ValueError, match="unknown language"):
        rw.decision_words(game, dec, lang)
    with pytest.raises(ValueError, match="unknown language"):
        missing_words(lang)


def test_a_missing_french_entry_is_an_error_not_english(monkeypatch):
    rule = game_class("tarot").FACTS.book.rules["tarot.play.follow-suit"]
    catalogue = importlib.import_module("tapisvert.games.tarot.rules_fr")
    monkeypatch.delitem(catalogue.RULES, rule.id)
    with pytest.raises(rw.MissingWords, match="tarot.play.follow-suit"):
        rw.rule_words(rule, "fr")
    assert missing_words("fr") == [f"rule {rule.id} has no words in 'fr'"]


@pytest.mark.parametrize("folder", FOLDERS)
def test_catalogue_holds_exactly_the_english_fields(folder):
    """No stale key (a renamed rule) and no field the English rule lacks: either would be ignored."""
    catalogue = importlib.import_module(f"tapisvert.games.{folder}.rules_fr")
    books = [b for b in BOOKS if rw._FOLDER.get(b.game, b.game) == folder]
    rules = {rid: rule for b in books for rid, rule in b.rules.items()}
    decisions = {f"{b.game}.{did}" for b in books for did in b.decisions}
    assert set(catalogue.RULES) == set(rules)
    assert set(catalogue.DECISIONS) == decisions
    for rid, words in catalogue.RULES.items():
        # a rule's alternative and reason are its decision's: written once, on the decision
        assert set(words) == set(english_of_rule(rules[rid])) - set(rw.FROM_DECISION), rid
    for key, words in catalogue.DECISIONS.items():
        assert set(words) == set(rw.DECISION_FIELDS), key


def nothing_to_translate(text: str) -> bool:
    for name in PROPER_NAMES:
        text = text.replace(name, "")
    return not re.search(r"[^\W\d_]", text)


def test_no_french_field_is_its_english():
    same = [where for where, _, e, x, _ in field_pairs() if e == x and not nothing_to_translate(e)]
    assert same == []


def test_numbers_paragraphs_and_ids_survive_translation():
    """Every number of the English (amounts, counts, ¶n, DT3, A14, issue numbers) is in the French."""
    lost = []
    for where, _, e, x, _ in field_pairs():
        if Counter(re.findall(r"\d+", e)) != Counter(re.findall(r"\d+", x)):
            lost.append(where)
    assert lost == []


def test_quoted_words_are_verbatim():
    """What the French quotes in « » is in the English field or the rule's source words, as received."""
    changed = []
    for where, _, e, x, quote in field_pairs():
        for words in re.findall(f"«{NBSP}(.*?){NBSP}»", x):
            if words not in e and not any(words in q for q in quote) and words not in EDITION_WORDS:
                changed.append(f"{where}: {words}")
    assert changed == []


def test_french_typography():
    faults = [f"{where}: {fault}" for where, _, _, x, _ in field_pairs() for fault in typography_faults(x)]
    assert faults == []


@pytest.mark.parametrize(
    "text",
    [
        "L'Excuse",  # ASCII apostrophe
        "Le chien : six cartes",  # ordinary space before the colon
        "Le chien: six cartes",  # no space at all
        "Qui paie ?",  # ordinary space before ?
        "« sinon elle change de camp »",  # ordinary spaces inside the guillemets
        "la « garde",  # unbalanced
        'le "chien"',  # ASCII quotes
    ],
)
def test_the_typography_check_catches(text):
    assert typography_faults(text)


def test_the_typography_check_keeps_quoted_words_as_received():
    assert (
        typography_faults(f"FFT 2012, §12{NBSP}: «{NBSP}même s'il appartient à un partenaire{NBSP}».") == []
    )


def test_a_rule_takes_its_decisions_french_alternative_and_reason():
    rule = game_class("tarot").FACTS.book.rules["tarot.match.target"]
    assert rule.decision is not None
    dec = game_class("tarot").FACTS.book.decisions[rule.decision]
    fr_rule, fr_dec = rw.rule_words(rule, "fr"), rw.decision_words("tarot", dec, "fr")
    assert (fr_rule["alternative"], fr_rule["reason"]) == (fr_dec["alternative"], fr_dec["reason"])


def test_brisque_shares_french_only_with_briscan_decisions_of_the_same_english():
    """Brisque's catalogue entries written once under Briscan must translate the same English: were
    one of the two decisions reworded, the shared French would silently translate the other."""
    catalogue = importlib.import_module("tapisvert.games.briscan.rules_fr")
    briscan, brisque = game_class("briscan").FACTS.book, game_class("brisque").FACTS.book
    assert catalogue.SHARED_WITH_BRISCAN
    for did in catalogue.SHARED_WITH_BRISCAN:
        assert catalogue.DECISIONS[f"brisque.{did}"] is catalogue.DECISIONS[f"briscan.{did}"]
        assert rw.decision_words("brisque", brisque.decisions[did], "en") == rw.decision_words(
            "briscan", briscan.decisions[did], "en"
        ), did
