"""What every search of the solver shares: its budget (the nodes it may visit and its wall-clock
deadline, and the exception that stops it). Apart from :mod:`.core` so that the compact models
(:mod:`.lean_tarot`) use it without importing the search that drives them."""

from __future__ import annotations

import time


class TooLarge(Exception):
    """The tree has more nodes than the limit allows (or the deadline has passed)."""


class Budget:
    """Nodes left, and the wall-clock deadline (looked at every 64 choice nodes: cheap enough)."""

    __slots__ = ("nodes", "deadline", "ticks", "spent")

    def __init__(self, nodes: int | None = None, deadline: float | None = None) -> None:
        self.nodes = nodes if nodes is not None else 1 << 62
        self.deadline, self.ticks, self.spent = deadline, 0, 0

    def charge(self, n: int) -> None:
        self.nodes -= n
        self.spent += n
        self.ticks += 1
        if self.nodes < 0 or (
            self.deadline is not None and not self.ticks & 63 and time.perf_counter() > self.deadline
        ):
            raise TooLarge
