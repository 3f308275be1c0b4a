"""Triomphe (16th–18th c.): the individual game, the team game and the Ace that Pillages."""

from .game import Triomphe

__all__ = ["Triomphe"]
