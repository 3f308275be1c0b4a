"""The game registry: games are registered by name and created through one entry point."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .rule_words import MissingWords, decision_words, rule_words
from .words import failure

if TYPE_CHECKING:
    from .state import GameState

# name -> "module:Class"; modules are imported on first use so that start-up stays cheap.
_GAMES = {
    "triomphe": "tapisvert.games.triomphe:Triomphe",
    "francion": "tapisvert.games.francion:Francion",
    "emprunt": "tapisvert.games.emprunt:Emprunt",
    "briscan": "tapisvert.games.briscan:Briscan",
    "brisque": "tapisvert.games.briscan:Brisque",
    "tarot": "tapisvert.games.tarot:Tarot",
}
_LOADED: dict[str, type[GameState]] = {}


def register(name: str, target: str) -> None:
    """Register a game class given as ``"package.module:Class"``."""
    _GAMES[name] = target
    _LOADED.pop(name, None)


def list_games() -> list[str]:
    """Names of the registered games."""
    return sorted(_GAMES)


def game_class(name: object) -> type[GameState]:
    if not isinstance(name, str) or name not in _GAMES:
        raise failure(ValueError, "error.unknown-game", name=repr(name), games=", ".join(list_games()))
    cls = _LOADED.get(name)
    if cls is None:
        mod, _, attr = _GAMES[name].partition(":")
        cls = _LOADED[name] = getattr(importlib.import_module(mod), attr)
    return cls


class _Lazy(dict[str, "type[GameState]"]):
    """A mapping name -> class that imports on access (used by record loading)."""

    def __contains__(self, name: object) -> bool:
        return name in _GAMES

    def __getitem__(self, name: str) -> type[GameState]:
        return game_class(name)

    def __iter__(self) -> Iterator[str]:
        return iter(list_games())


CLASSES = _Lazy()


def missing_words(lang: str) -> list[str]:
    """Every rule and decision of every game without full words in ``lang`` (empty when whole)."""
    out: list[str] = []
    for name in list_games():
        book = game_class(name).FACTS.book
        for rule in book.rules.values():
            try:
                rule_words(rule, lang)
            except MissingWords as e:
                out.append(str(e))
        for dec in book.decisions.values():
            try:
                decision_words(book.game, dec, lang)
            except MissingWords as e:
                out.append(str(e))
    return out


def rule_statement(rule_id: str, lang: str) -> str:
    """The statement of rule ``rule_id`` in ``lang``, as its rules page states it.

    A rule without words in ``lang`` raises :class:`MissingWords` (never an English fallback).

    >>> rule_statement("tarot.bid.all-pass", "fr")[:30]
    'Si tout le monde passe, la don'
    """
    rule = game_class(rule_id.split(".", 1)[0]).FACTS.book.rules[rule_id]
    return str(rule_words(rule, lang)["statement"])
