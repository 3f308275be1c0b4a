"""Francion (the Marquis du Terrail, 1765): the anti-Whist, with the Welche, stakes and beasts."""

from .game import Francion

__all__ = ["Francion"]
