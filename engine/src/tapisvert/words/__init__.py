"""The engine's words in the reader's language (issue 42): every sentence the engine hands a
reader is a :class:`Words` record (a message key and its typed parameters) rendered from the
catalogue of one language (``words/en.py``, ``words/fr.py``) at the moment a reader reads it.

**How keys are chosen.**  A key is ``<scope>.<job>.<what>``: ``scope`` is ``common`` for the
words every game shares (a card played, the turn, the match over) or the game's name (``tarot``,
``briscan``…; Brisque speaks through ``briscan``'s keys where its words are Briscan's); ``job`` is
what the sentence is for: ``log`` (a line of the log), ``refuse`` (a refusal), ``prompt`` (what
the player to act is asked), ``label`` (an action's button), ``sheet`` (a score sheet's words),
``result`` (a hand's result), ``error`` (bad input); ``what`` says which sentence, in the rule's
own terms where a rule is refused (``tarot.refuse.from-hand``).  Both catalogues hold every key
(``tests/engine/test_words.py`` names any key missing from one of them).

**Parameters** are language-free data: a seat (:func:`seat`), a side (:func:`side`), a card
(:func:`card`), a list of cards (:func:`cards`), a rule whose statement is quoted (:func:`rule`),
a number, or another :class:`Words`.  A template names them in braces: ``{c}`` a card with its
article ("the king of hearts", « le roi de cœur »), ``{c:bare}`` without ("king of hearts",
« roi de cœur »), ``{n}`` a number; a seat is a narration marker with the parameter's name in
place of the seat number: ``{S:p|takes}`` (English, :mod:`tapisvert.narration`),
``{S:p|prend|prenez}`` (French, :mod:`tapisvert.words.narrate_fr`).

**The language** is the reader's, set once per request by the bridge (:func:`speaking`); it is
``"en"`` by default, so that the engine's English answers are what they were.  A sentence still
written as English text (a ``str``, not yet a :class:`Words`) is shown as it is in English; in
French it is a missing translation: :data:`UNTRANSLATED` counts it, and under :func:`strict` it
raises :class:`MissingMessage`, which the tests of the translated games use.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any, NamedTuple, TypeVar

from .. import cards as C
from ..rule_words import MissingWords, rule_words
from ..rulebook import Rule, RuleBook

LANGUAGES = ("en", "fr")


class MissingMessage(LookupError):
    """A key absent from a language's catalogue, or English text where French is read."""


class Words(NamedTuple):
    """A sentence as data: its message key and its parameters (name, value) in order."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The record as the bridge sends it: ``{"key", "params"}``, language-free."""
        return {"key": self.key, "params": {k: _param_json(v) for k, v in self.params}}


Text = str | Words
"""A sentence as the engine hands it on: a :class:`Words` record, or (not yet translated) English text."""


class SeatRef(NamedTuple):
    n: int


class SideRef(NamedTuple):
    seats: tuple[int, ...]


class CardRef(NamedTuple):
    code: int


class CardsRef(NamedTuple):
    codes: tuple[int, ...]


class RuleRef(NamedTuple):
    rule_id: str
    rule: Rule  # its words: the statement in the reader's language (tapisvert.rule_words)


class SuitRef(NamedTuple):
    letter: str  # S H D C


class ListRef(NamedTuple):
    items: tuple[Any, ...]
    sep: str = ", "


def words(key: str, **params: Any) -> Words:
    """``Words(key, params)``: the one way the engine writes a sentence."""
    return Words(key, tuple(params.items()))


def seat(n: int) -> SeatRef:
    return SeatRef(n)


def side(seats: Any) -> SideRef:
    return SideRef(tuple(seats))


def card(code: int) -> CardRef:
    return CardRef(code)


def cards(codes: Any) -> CardsRef:
    return CardsRef(tuple(codes))


def rule(book: RuleBook, rule_id: str) -> RuleRef:
    """The rule ``rule_id`` of ``book``, whose statement a sentence quotes."""
    return RuleRef(rule_id, book.rules[rule_id])


def suit(letter: str) -> SuitRef:
    """A suit by its letter (S H D C): ``{s}`` its plural ("hearts", « cœurs »), ``{s:one}`` one
    card's ("heart", « cœur »)."""
    return SuitRef(letter)


def listing(items: Any, sep: str = ", ") -> ListRef:
    """Sentences (or words) read one after another, separated by ``sep`` (commas; a message key
    such as ``common.and`` for words: " and " / " et ")."""
    return ListRef(tuple(items), sep)


def _param_json(v: Any) -> Any:
    if isinstance(v, SeatRef):
        return {"seat": v.n}
    if isinstance(v, SideRef):
        return {"seats": list(v.seats)}
    if isinstance(v, CardRef):
        return {"card": C.name(v.code)}
    if isinstance(v, CardsRef):
        return {"cards": [C.name(c) for c in v.codes]}
    if isinstance(v, RuleRef):
        return {"rule": v.rule_id}
    if isinstance(v, SuitRef):
        return {"suit": v.letter}
    if isinstance(v, Words):
        return v.to_json()
    if isinstance(v, ListRef):
        return [_param_json(x) for x in v.items]
    return v


def as_data(value: Any) -> Any:
    """``value`` (a result's dict or list) with every :class:`Words` in it as its record: what the
    bridge sends is JSON with no English in it."""
    if isinstance(value, Words):
        return value.to_json()
    if isinstance(value, dict):
        return {k: as_data(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_data(v) for v in value]
    return value


_E = TypeVar("_E", bound=Exception)


def failure(cls: type[_E], key: str, **params: Any) -> _E:
    """An error of class ``cls`` for bad input, its message the sentence ``key``: ``str()`` is its
    English (logs, the CLI), ``.words`` its record, worded in the reader's language by the bridge."""
    said = words(key, **params)
    with speaking("en"):
        exc = cls(plain(said))
    exc.words = said  # type: ignore[attr-defined]
    return exc


def record_of(exc: BaseException) -> Words | None:
    """An error's sentence as data: its :class:`Words` (``failure``), or the key and parameters
    of bad card input (:class:`tapisvert.cards.CardInputError`); None for an error not worded."""
    w = getattr(exc, "words", None)
    if isinstance(w, Words):
        return w
    if isinstance(exc, C.CardInputError):
        return words(exc.key, **exc.params)
    return None


def said(exc: BaseException) -> Any:
    """What an error says as a message parameter: its :class:`Words`, else its English text."""
    w = record_of(exc)
    return w if w is not None else str(exc)


def record(text: Any) -> dict[str, Any] | None:
    """The typed record of a sentence (None for text not yet written as :class:`Words`)."""
    return text.to_json() if isinstance(text, Words) else None


# ----------------------------------------------------------------- the reader's language
_LANG = ["en"]
_STRICT = [False]
UNTRANSLATED: dict[str, int] = {}
"""English text met while rendering French, by its first 60 characters (a missing translation)."""


def check_lang(lang: object) -> str:
    """``lang`` if the engine speaks it, else a clear error (in English: the language is unknown)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: lang is one of {', '.join(LANGUAGES)}")
    return str(lang)


def lang() -> str:
    """The reader's language now."""
    return _LANG[-1]


@contextlib.contextmanager
def speaking(language: object) -> Iterator[str]:
    """Render in ``language`` inside the block (the bridge's request)."""
    _LANG.append(check_lang(language))
    try:
        yield _LANG[-1]
    finally:
        _LANG.pop()


@contextlib.contextmanager
def strict() -> Iterator[None]:
    """Inside the block, English text rendered in French raises :class:`MissingMessage`."""
    _STRICT.append(True)
    try:
        yield
    finally:
        _STRICT.pop()


# ----------------------------------------------------------------------------- rendering
_PLURAL = re.compile(r"\{([a-z_][a-z0-9_]*)\|([^{}|]*)\|([^{}|]*)\}")
_PARAM = re.compile(r"\{([a-z_][a-z0-9_]*)(?::([a-z]+))?\}")
_SEAT_MARK = re.compile(r"\{([SPHOEGQVY]):([a-z_][a-z0-9_]*)")


def catalogue(language: str) -> dict[str, str]:
    from . import en, fr

    return en.MESSAGES if language == "en" else fr.MESSAGES


def template(key: str, language: str) -> str:
    try:
        return catalogue(language)[key]
    except KeyError:
        raise MissingMessage(f"message {key!r} has no words in {language!r}") from None


def _value(v: Any, form: str | None, language: str) -> str:
    from . import en, fr

    mod = en if language == "en" else fr
    if isinstance(v, CardRef):
        return str(mod.card_name(v.code, form))
    if isinstance(v, CardsRef):  # always by name: a reader reads no card in notation (issue 40)
        return str(mod.card_list(v.codes, form))
    if isinstance(v, RuleRef):
        return _rule_statement(v.rule, language)
    if isinstance(v, SuitRef):
        return str((mod.SUIT1 if form == "one" else mod.SUITS_PLURAL)[v.letter])
    if isinstance(v, Words):
        return fill(v, language)
    if isinstance(v, ListRef):
        sep = template(v.sep, language) if "." in v.sep else v.sep  # a key: " and " / " et "
        return sep.join(_value(x, form, language) for x in v.items)
    if isinstance(v, float) or isinstance(v, int) and not isinstance(v, bool):
        return str(mod.number(v, form))
    # text given as data (a name, a quoted bad input): its braces are no markers of the narration
    return str(v).replace("{", _OPEN).replace("}", _CLOSE)


def _rule_statement(r: Rule, language: str) -> str:
    """The rule's statement in ``language`` (:mod:`tapisvert.rule_words`); a rule not yet translated
    is a missing translation (counted, or raised under :func:`strict`), shown in English."""
    if language == "en":
        return str(r.statement)
    try:
        return str(rule_words(r, language)["statement"])
    except MissingWords:
        if _STRICT[-1]:
            raise MissingMessage(f"rule {r.id} has no French statement") from None
        UNTRANSLATED[r.id] = UNTRANSLATED.get(r.id, 0) + 1
        return str(r.statement)


def _one(n: float, language: str) -> bool:
    """Whether ``n`` takes the singular: 1 in English, below 2 in French (« 0 point », « 1,5 point »)."""
    return abs(n) < 2 if language == "fr" else n == 1


def fill(w: Words, language: str) -> str:
    """The template of ``w`` in ``language`` with its parameters in place (seats still markers)."""
    params = dict(w.params)
    text = template(w.key, language)

    def seat_mark(m: re.Match[str]) -> str:
        v = params[m.group(2)]
        ref = "+".join(str(s) for s in v.seats) if isinstance(v, SideRef) else str(v.n)
        return "{" + m.group(1) + ref

    text = _SEAT_MARK.sub(seat_mark, text)
    # {n|card|cards}: one (French: less than two) or more
    text = _PLURAL.sub(lambda m: m.group(2) if _one(params[m.group(1)], language) else m.group(3), text)
    text = _PARAM.sub(lambda m: _value(params[m.group(1)], m.group(2), language), text)
    if language == "fr":  # « autant que écarter » is « autant qu’écarter »: a parameter may open on a vowel
        from .fr import elide

        return elide(text)
    return text


def seat_names(players: int, viewer: int) -> list[str]:
    """The seats' names from ``viewer``'s chair in the reader's language."""
    from ..seats import seat_names as english

    names = english(players, viewer)
    if lang() == "en":
        return names
    from .fr import SEAT_NAMES

    return [SEAT_NAMES[n] for n in names]


_OPEN, _CLOSE = "\ue002", "\ue003"  # a brace of text given as data, kept out of the narration


def say(text: Any, names: list[str], viewer: int | None) -> str:
    """``text`` worded for ``viewer`` in the reader's language, every card by its name."""
    return _say(text, names, viewer)


def _say(text: Any, names: list[str], viewer: int | None) -> str:
    out = _say_marked(text, names, viewer)
    return out.replace(_OPEN, "{").replace(_CLOSE, "}") if _OPEN in out or _CLOSE in out else out


def _say_marked(text: Any, names: list[str], viewer: int | None) -> str:
    """``text`` (a :class:`Words`, or English text with markers) worded for ``viewer`` in the
    reader's language, seats named from ``names`` (English names: translated here)."""
    from ..narration import render as render_en
    from .narrate_fr import render as render_fr

    language = lang()
    if isinstance(text, Words):
        if language == "en":
            return render_en(fill(text, "en"), names, viewer)
        from .fr import SEAT_NAMES

        return render_fr(fill(text, "fr"), [SEAT_NAMES.get(n, n) for n in names], viewer)
    if language != "en" and isinstance(text, str) and text:
        if _STRICT[-1]:
            raise MissingMessage(f"English text where French is read: {text[:80]!r}")
        UNTRANSLATED[text[:60]] = UNTRANSLATED.get(text[:60], 0) + 1
    return render_en(text, names, viewer)


def plain(text: Any) -> str:
    """``text`` without seats (a prompt, a label, an error) in the reader's language ("" for None)."""
    return "" if text is None else say(text, [], None)
