"""The divisions of a TEI edition: every heading of the received text, run-in or alone on its line,
opens its own ``<div>`` with its ``<head>``, nested by its section number (issue 43).

A received heading may stand alone on its line, run into the text of its line ("… 1725.  1. Deck and
number of players  Triomphe is played …"), or be broken across two lines ("General" / "principles",
"1." / "Principles of the game of Triomphe"). The normalized reading marks each with ``{h}…{/h}``;
:func:`fragments` cuts a normalized line's nodes (:mod:`sitebuild.edition.nodes`) at those marks,
and :class:`Divisions` keeps the open divisions:

* an unnumbered heading (a game, a form of it, "References") closes every open division and opens one
  at the top: the team game, the individual game and the Ace that Pillages are siblings;
* a numbered one ("2.1 …") opens inside the open numbered division whose number begins its own
  ("2. …"), or inside the unnumbered one above them: "3.1.1" whose "3." and "3.1" are lost sits in the
  form's division, not in "2.2";
* a fragment continues the heading before it when that one is only a number ("1.") or it begins in
  lower case ("principles").

Nothing here adds or drops a character of the text: the cut pieces are written out in order.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable

from sitebuild.edition import nodes as N

_NUMBER = re.compile(r"^\s*(\d+(?:\.\d+)*)\.?(?=\s|$)")


def fragments(normalized: str) -> list[tuple[str, tuple[N.Node, ...]]]:
    """A normalized line's nodes cut into ``("text", …)`` and ``("head", …)`` pieces, in order (empty
    text pieces left out); the heading marks themselves are dropped."""
    out: list[tuple[str, tuple[N.Node, ...]]] = []
    piece: list[N.Node] = []
    for node in N.parse(normalized):
        if isinstance(node, N.HeadOpen):
            if piece:
                out.append(("text", tuple(piece)))
            piece = []
        elif isinstance(node, N.HeadClose):
            out.append(("head", tuple(piece)))
            piece = []
        else:
            piece.append(node)
    if piece:
        out.append(("text", tuple(piece)))
    return out


def section_number(words: str) -> tuple[int, ...] | None:
    """The section number a heading's words begin with ("2.1 Superiority …" → (2, 1)), or None."""
    m = _NUMBER.match(words)
    return tuple(int(x) for x in m.group(1).split(".")) if m else None


def continues(previous: str, words: str) -> bool:
    """Whether a heading fragment continues the heading before it (see the module docstring)."""
    number_only = section_number(previous) is not None and not _NUMBER.sub("", previous).strip()
    first = words.lstrip()[:1]
    return number_only or (first.isalpha() and first.islower())


class Divisions:
    """The open ``<div>`` elements under a body division, innermost last."""

    def __init__(self, body: ET.Element, make: Callable[..., ET.Element]):
        self.body = body
        self.make = make
        self.open: list[tuple[tuple[int, ...] | None, ET.Element]] = []

    def current(self) -> ET.Element:
        """The division text goes into (one without a heading for text before the first heading)."""
        if not self.open:
            self.open.append((None, self.make(self.body, "div", type="section")))
        return self.open[-1][1]

    def heading(self, words: str) -> ET.Element:
        """Open the division of a heading whose words are ``words``; returns the new ``<div>``."""
        number = section_number(words)
        while self.open:
            top = self.open[-1][0]
            if number is not None and (top is None or (len(top) < len(number) and number[: len(top)] == top)):
                break
            self.open.pop()
        parent = self.open[-1][1] if self.open else self.body
        div = self.make(
            parent,
            "div",
            type="subsection" if self.open else "section",
            n=".".join(map(str, number)) if number else None,
        )
        self.open.append((number, div))
        return div
