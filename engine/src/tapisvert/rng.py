"""Seeded randomness.

Each chance event draws from its own ``random.Random`` seeded with a string
built from the game seed, a stream name and the hand number.  String seeds are
hashed with SHA-512 by ``random.Random`` (version 2 seeding), so the same seed
gives the same deals on CPython and on Pyodide, and no RNG state needs to be
stored in a record: replaying the actions is enough.
"""

import random


def stream(seed: int, name: str, hand: int = 0) -> random.Random:
    return random.Random(f"tapisvert:{seed}:{name}:{hand}")


def fresh_seed() -> int:
    """A seed for a game started without one (it is recorded, so replays still match).

    Drawn from 2**53 values (the integers a browser holds exactly): from a smaller set, a reader
    could find the whole deal by trying every seed against his own hand."""
    return random.SystemRandom().randrange(2**53)
