"""Briscan (1752) and its simpler cousin Brisque: one package, registered under two names."""

from .brisque import Brisque
from .game import Briscan

__all__ = ["Briscan", "Brisque"]
