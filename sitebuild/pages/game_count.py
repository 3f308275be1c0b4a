"""How many games can be played, counted, not written (issue 41: the home page said five where six
were playable).

``<!-- tv-count: playable games -->`` in a page becomes the number, in words, of the engine's games
(``tapisvert.list_games()``) that have a Play page on the site. A count the words cannot say fails
the build (:class:`CountError`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

MARKER = re.compile(r"<!--\s*tv-count:\s*playable games\s*-->")
WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)


class CountError(ValueError):
    pass


def playable(games: Iterable[str], page_url: Callable[[str], str | None]) -> list[str]:
    """The games that have a Play page (``docs/games/<game>/play.md``)."""
    return [g for g in games if page_url(f"games/{g}/play.md") is not None]


def in_words(n: int) -> str:
    if not 0 <= n < len(WORDS):
        raise CountError(f"no word for {n} games: extend sitebuild.pages.game_count.WORDS")
    return WORDS[n]


def expand(markdown: str, count: int) -> str:
    return MARKER.sub(lambda _m: in_words(count), markdown)
