"""The cards of a worked example as the figure prints them: a card code (``QS``) as its label (Q♠),
its name aloud (:mod:`sitebuild.languages.figure_words`) and its face as static HTML, the same face as
``playground/table/cards.mjs`` draws.  The figures (:mod:`sitebuild.pages.examples`), their live verdicts
(:mod:`sitebuild.pages.live`), the runs (:mod:`sitebuild.pages.runs`) and the steps (:mod:`sitebuild.pages.steps`)
all draw their cards from here, and fail with :class:`ExampleError`."""

from __future__ import annotations

import html
import re

from sitebuild.languages import figure_words

SUITS = {
    "S": ("\u2660", "spades", "black"),
    "H": ("\u2665", "hearts", "red"),
    "D": ("\u2666", "diamonds", "red"),
    "C": ("\u2663", "clubs", "black"),
}
RANKS = {
    "A": ("A", "Ace"),
    "K": ("K", "King"),
    "Q": ("Q", "Queen"),
    "N": ("C", "Knight"),
    "J": ("J", "Jack"),
    "T": ("10", "Ten"),
    "9": ("9", "Nine"),
    "8": ("8", "Eight"),
    "7": ("7", "Seven"),
    "6": ("6", "Six"),
    "5": ("5", "Five"),
    "4": ("4", "Four"),
    "3": ("3", "Three"),
    "2": ("2", "Two"),
}
VS = "\ufe0e"


class ExampleError(ValueError):
    pass


def card_label(code: str) -> str:
    if len(code) == 2 and code[0] in RANKS and code[1] in SUITS:
        return RANKS[code[0]][0] + SUITS[code[1]][0] + VS
    return code


_CODE_IN_TEXT = re.compile(r"\b([AKQNJT2-9][SHDC])\b")


def in_words(text: str) -> str:
    """An engine text as a figure prints it: each card code (``QS``) as its label (Q♠), the label
    the figure's cards carry, so that a refusal reads "Legal now: Q♠, 7♠", never "QS, 7S"."""
    return _CODE_IN_TEXT.sub(lambda m: card_label(m.group(1)), text)


def card_name(code: str) -> str:
    """The card as said aloud in the page's language (``sitebuild.languages.figure_words``)."""
    return figure_words.card_name(code)


def card_html(code: str, classes: str = "", label: str | None = None) -> str:
    """The same card face as playground/table/cards.mjs draws, as static HTML."""
    esc = html.escape
    if len(code) == 2 and code[0] in RANKS and code[1] in SUITS:
        rank, (symbol, _, colour) = RANKS[code[0]][0], SUITS[code[1]]
        symbol += VS
        cls = f"tv-card tv-{colour} tv-suit-{code[1]}" + (" tv-face" if code[0] in "KQJN" else "")
    else:
        rank, symbol, cls = ("\u2605" if code == "EX" else code), "", "tv-card tv-black"
    if classes:
        cls += " " + classes
    corner = f'<span class="tv-rank">{esc(rank)}</span>' + (
        f'<span class="tv-suit">{symbol}</span>' if symbol else ""
    )
    if "tv-face" in cls:
        centre = f'<span class="tv-pip-rank">{esc(rank)}</span><span class="tv-pip-suit">{symbol}</span>'
    else:
        centre = symbol or esc(rank)
    return (
        f'<span class="{cls}" role="img" aria-label="{esc(label or card_name(code))}" data-card="{esc(code)}">'
        f'<span class="tv-corner tv-corner--tl" aria-hidden="true">{corner}</span>'
        f'<span class="tv-corner tv-corner--br" aria-hidden="true">{corner}</span>'
        f'<span class="tv-pip" aria-hidden="true">{centre}</span></span>'
    )
