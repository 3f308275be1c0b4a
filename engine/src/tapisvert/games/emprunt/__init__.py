"""Emprunt (1718–19th c.): the borrowing game of the Hoc family, a shedding game for 3 to 6 players."""

from .game import Emprunt

__all__ = ["Emprunt"]
