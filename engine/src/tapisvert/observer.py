"""What a seat sees of a game, built outside the state (OpenSpiel's observer, separate from its state).

:func:`observation` builds the JSON-able view of one seat: the shared fields every game has
(:class:`tapisvert.types.Observation`), its log and hand results worded for that seat
(:mod:`tapisvert.events`), the tricks of the hand it may look back at, what it is asked to do
(:mod:`tapisvert.prompts`), then the game's own fields, which the game's ``_observe(seat, obs)``
hook fills in from what that seat may know. ``GameState.observation(seat)`` is this function.

It reads the state through :class:`tapisvert.protocols.ObservedGame` and the game's facts
(``type(state).FACTS``): it never changes the state, and the state does not import it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from . import events as E, words as W
from .errors import clip
from .prompts import prompt
from .words import failure

if TYPE_CHECKING:
    from .protocols import ObservedGame
    from .types import HandResult, Observation, Seat, TrickSeen


def observation(state: ObservedGame, seat: Seat) -> Observation:
    """A JSON-able view of the game holding only what ``seat`` may know."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise failure(ValueError, "error.seat", hi=state.players - 1, value=clip(seat))
    facts = type(state).FACTS
    obs: Observation = {
        "game": facts.name,
        "players": state.players,
        "seat": seat,
        "phase": None,
        "hand_number": state.hand_number,
        "dealer": None,
        "current_player": state.current_player,
        "leader": None,
        "trump": None,
        "turnup": None,
        "hand": [],
        "hand_sizes": [],
        "trick": [],
        "last_trick": None,
        "tricks_won": [0] * state.players,
        "teams": None,
        "scores": list(state.scores),
        "target": None,
        # each line worded for the reader ("You take the trick") and in the third person, seats
        # named from his chair, once per line and reader (the log is append-only)
        "log": E.log_entries(state, seat),
        "hand_results": results_for(state, seat),
        "seat_names": W.seat_names(state.players, seat),
        "tricks": tricks_seen(state),
        "tricks_review": facts.tricks_review,
        "tricks_review_rule": facts.tricks_review_rule,
        "prompt": prompt(state, seat),
        "score_unit": facts.sheet_unit,
        "winners": list(state.winners) if state.winners is not None else None,
        "options": dict(state.options),
        "extra": {},
    }
    state._observe(seat, obs)
    return obs


def tricks_seen(state: ObservedGame) -> list[TrickSeen] | None:
    """The completed tricks of the current hand a player may look back at, from their records in
    the log (events of kind ``trick``: winner and leader, the cards in the order played), each read
    once (``events.tricks_of_hand``): all of them, only the last (``tricks_review`` "last", when the
    rules say so), or None in a game without tricks."""
    review = type(state).FACTS.tricks_review
    if review is None:
        return None
    out = E.tricks_of_hand(state)
    if review == "last":
        return out[-1:]
    return out


def results_for(state: ObservedGame, seat: Seat) -> list[HandResult]:
    """Each hand's result with its text worded for ``seat``, once per result (tapisvert.events)."""
    return cast("list[HandResult]", E.results_for(state, seat))
