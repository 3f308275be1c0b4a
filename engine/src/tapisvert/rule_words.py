"""The words of a rule or a decision in the reader's language (issue 42).

The rulebooks are written in English (``games/*/rules.py``); each game folder's ``rules_fr.py`` holds
the French of the same prose fields, keyed by rule id (and ``"<book>.<decision id>"``). Quoted source
words are not prose of the edition: they stay verbatim, in their own language, in every edition.

A missing translation is an error (:class:`MissingWords`), never an English fallback: the French
edition must not mix languages silently, and the build lists what is missing with :func:`tapisvert.registry.missing_words`.

>>> from tapisvert import rules
>>> bouts = next(r for r in rules("tarot") if r.id == "tarot.cards.bouts")
>>> rule_words(bouts, "en")
{'statement': 'The three bouts (oudlers) are the Petit (trump 1), trump 21 and the Excuse.'}
>>> rule_words(bouts, "de")
Traceback (most recent call last):
...
ValueError: unknown language 'de': the archive speaks en, fr
"""

from __future__ import annotations

import importlib
from typing import Any

from .rulebook import Decision, Rule

LANGUAGES = ("en", "fr")
RULE_FIELDS = ("statement", "note", "alternative", "reason")
DECISION_FIELDS = ("title", "default", "alternative", "reason")
FROM_DECISION = ("alternative", "reason")
"""The fields a rule copies from its decision: the catalogue writes them once, on the decision."""
# Which folder holds a book's rules (Brisque's rulebook is built with Briscan's).
_FOLDER = {"brisque": "briscan"}


class MissingWords(LookupError):
    """A rule or decision has no words in the language asked for."""


def _catalogue(book: str, lang: str) -> Any:
    folder = _FOLDER.get(book, book)
    return importlib.import_module(f"tapisvert.games.{folder}.rules_{lang}")


def _check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: the archive speaks {', '.join(LANGUAGES)}")


def rule_words(rule: Rule, lang: str) -> dict[str, Any]:
    """The prose fields of ``rule`` in ``lang``: only the fields the English rule has.

    ``against`` and ``exempt`` are the reasons alone, in the English order."""
    _check_lang(lang)
    english: dict[str, Any] = {f: getattr(rule, f) for f in RULE_FIELDS if getattr(rule, f)}
    if rule.against:
        english["against"] = [why for _, why in rule.against]
    if rule.exempt:
        english["exempt"] = [why for _, why in rule.exempt]
    if lang == "en":
        return english
    catalogue = _catalogue(rule.game, lang)
    words = catalogue.RULES.get(rule.id)
    if words is None:
        raise MissingWords(f"rule {rule.id} has no words in {lang!r}")
    # A rule's alternative and reason are its decision's, copied by ``RuleBook.rule``: their words
    # are the decision's too, written once in the catalogue's DECISIONS.
    inherited = [f for f in FROM_DECISION if f in english]
    if inherited:
        words = {**words, **_decision_entry(catalogue, f"{rule.game}.{rule.decision}", lang, inherited)}
    lacking = [f for f in english if not words.get(f)]
    if lacking or any(len(words[f]) != len(english[f]) for f in ("against", "exempt") if f in english):
        raise MissingWords(f"rule {rule.id} lacks {', '.join(lacking) or 'reasons'} in {lang!r}")
    return {f: words[f] for f in english}


def _decision_entry(catalogue: Any, key: str, lang: str, fields: list[str]) -> dict[str, Any]:
    entry = catalogue.DECISIONS.get(key) or {}
    return {f: entry[f] for f in fields if entry.get(f)}


def decision_words(book: str, decision: Decision, lang: str) -> dict[str, str]:
    """The title, default, alternative and reason of ``decision`` (of ``book``) in ``lang``."""
    _check_lang(lang)
    english = {f: getattr(decision, f) for f in DECISION_FIELDS}
    if lang == "en":
        return english
    words = _catalogue(book, lang).DECISIONS.get(f"{book}.{decision.id}")
    if words is None or any(not words.get(f) for f in DECISION_FIELDS):
        raise MissingWords(f"decision {book}.{decision.id} has no full words in {lang!r}")
    return {f: words[f] for f in DECISION_FIELDS}
