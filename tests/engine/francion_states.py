"""Francion states through the public API, typed as ``Francion`` for the tests that read its
attributes (``tapisvert.new_game`` and friends return a ``GameState``)."""

from typing import Any

import tapisvert
from tapisvert.games.francion import Francion


def _francion(state: tapisvert.GameState) -> Francion:
    assert isinstance(state, Francion)
    return state


def francion_game(**kwargs: Any) -> Francion:
    """``tapisvert.new_game("francion", **kwargs)``."""
    return _francion(tapisvert.new_game("francion", **kwargs))


def francion_position(position: dict[str, Any]) -> Francion:
    """``tapisvert.from_position("francion", position)``."""
    return _francion(tapisvert.from_position("francion", position))


def francion_load(record: str) -> Francion:
    """``tapisvert.load(record)`` of a Francion record."""
    return _francion(tapisvert.load(record))
