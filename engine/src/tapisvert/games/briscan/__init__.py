"""Briscan (1752) and its simpler cousin Brisque: one module, registered under two names."""

from .game import Brisque, Briscan

__all__ = ["Briscan", "Brisque"]
