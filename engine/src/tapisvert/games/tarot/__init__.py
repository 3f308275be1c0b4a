"""French Tarot for 3, 4 and 5 players (FFT rules), with the Misères and Goulash variants."""

from .game import Tarot

__all__ = ["Tarot"]
