"""Grades of a decision in the game's own points, lichess-style, and the words that say them.

A decision is graded by its *loss*: the mean value of the best action minus the mean value of
the action played, each mean taken over worlds consistent with what the player could know
(``analysis.could_know``), in the game's points for the hand (a seat's result relative to the
table's mean).  lichess grades a chess move by the winning chances it loses: 0.1, 0.2 and 0.3
on a scale from -1 to +1 (5, 10 and 15 points of a whole swing of 100) make an inaccuracy, a
mistake and a blunder (lila ``Advice.scala``).  A card game has no winning chances per move, but
it has a typical result: ``TYPICAL`` is the median of a seat's absolute result for one hand
over 150 seeded hands of the baseline bots in each game and player count (measured for
issue 38).  A swing from a typical loss to a typical gain is twice that, so lichess's 5 %, 10 %
and 15 % of a swing are 0.1, 0.2 and 0.3 of ``TYPICAL``: in Tarot at four (typical 64 points) an
inaccuracy loses 6.4 points or more, a blunder 19.2; in Triomphe, where a hand is won or lost
(typical 0.25 to 0.5), a blunder is a card that loses the hand in about one deal in two of
those the player could imagine.
"""

from __future__ import annotations

from . import capabilities as K, cards as C
from .state import GameState
from .types import Action
from .words import Words, card, plain, words as W

TYPICAL: dict[tuple[str, int], float] = {
    ("francion", 3): 1 / 3,
    ("francion", 4): 0.25,
    ("briscan", 2): 20.0,
    ("brisque", 2): 10.0,
    ("triomphe", 2): 0.5,
    ("triomphe", 3): 1 / 3,
    ("triomphe", 4): 0.25,
    ("triomphe", 5): 0.2,
    ("triomphe", 6): 0.5,
    ("tarot", 3): 47.0,
    ("tarot", 4): 64.0,
    ("tarot", 5): 80.0,
    ("emprunt", 3): 7.0,
    ("emprunt", 4): 5.0,
}
"""A seat's median absolute result for one hand (baseline bots, 150 seeded hands each)."""
STEPS = (("inaccuracy", 0.1), ("mistake", 0.2), ("blunder", 0.3))
"""The fractions of ``TYPICAL`` from which a loss is each grade (below the first: good)."""


def thresholds(state: GameState) -> dict[str, float]:
    """Each grade's least loss, in the game's points, for ``state``'s game and player count."""
    typical = TYPICAL.get((state.FACTS.name, state.players))
    if typical is None:  # a player count not measured: the nearest one of the same game
        counts = sorted(n for g, n in TYPICAL if g == state.FACTS.name)
        near = min(counts, key=lambda n: abs(n - state.players)) if counts else None
        typical = TYPICAL[(state.FACTS.name, near)] if near is not None else 1.0
    return {name: round(f * typical, 3) for name, f in STEPS}


def grade(state: GameState, loss: float) -> str:
    """good, inaccuracy, mistake or blunder for a decision that lost ``loss`` points."""
    out = "good"
    for name, least in thresholds(state).items():
        if loss >= least - 1e-9:
            out = name
    return out


ACTIONS_ON_A_CARD = ("discard", "hide", "borrow")
"""Actions on one card (``discard:QS``) whose button is the card: the hint says the verb and the
card's name (``hint.do.discard``: "Discard the queen of spades"), never the action's code."""


def words(state: GameState, action: Action) -> str:
    """An action named in words, in the reader's language: a card by its name ("the king of
    hearts", « le roi de cœur »), an action on a card by its verb and the card ("discarding the
    queen of spades"), any other by the game's label for it in quotes ("“Garde (×2)”")."""
    return plain(_said(state, action, "name"))


def advice(state: GameState, action: Action) -> str:
    """What to do, as the hint says it: "Play the king of hearts", « Écartez la dame de pique »,
    « Choisissez « Garde (×2) » »."""
    return plain(_said(state, action, "do"))


def _said(state: GameState, action: Action, form: str) -> Words:
    if C.is_card(action):
        return W(f"hint.{form}.card", c=card(C.card(action)))
    word, _, arg = action.partition(":")
    if word in ACTIONS_ON_A_CARD and C.is_card(arg):
        return W(f"hint.{form}.{word}", c=card(C.card(arg)))
    return W(f"hint.{form}.action", label=label(state, action))


def label(state: GameState, action: Action) -> str:
    """The game's label of a non-card action (its button's words) in the reader's language."""
    said = getattr(state, "_label_words", None)  # the label as a message, in the reader's language
    if said is not None and said(action) is not None:
        return plain(said(action))
    text = K.action_label(state)
    worded = text(action) if text else None
    return worded or state.FACTS.action_help.get(action) or action.replace("-", " ")
