"""A match as the choices made in it: the compact form of a position that a link carries.

``choices(state)`` gives the number of actions played and, for each action that had an
alternative, its index among the legal actions of that moment (a forced action is not written:
it is replayed as the only legal one).  ``replay_choices`` plays them back from the deal, through
the validating path, so that the state reached is the one the link was made from (and undo works
at once); a list that does not fit the deal it names raises :class:`tapisvert.errors.RecordError`
saying which move does not replay.  The indices follow ``legal_codes()``: they are as stable as
the engine's records, which name the same actions.
"""

from __future__ import annotations

from typing import Any

from .errors import RecordError, clip
from .registry import game_class
from .state import GameState
from .words import failure, said

MAX_ACTIONS = 20_000
"""The longest action list a link may ask to replay (a whole long match is a few thousand)."""


def choices(state: GameState) -> tuple[int, list[int]]:
    """The number of actions of ``state`` and the index of each chosen (not forced) one."""
    if state.deal_given is not None:
        raise failure(ValueError, "error.link-none")
    fresh = state._fresh()
    picks: list[int] = []
    for code in state.history:
        legal = fresh.legal_codes()
        if len(legal) > 1:
            picks.append(legal.index(code))
        fresh.apply_trusted(code)
    return len(state.history), picks


def replay_choices(game: str, players: Any, seed: Any, options: Any, count: Any, picks: Any) -> GameState:
    """The match ``game`` dealt from ``seed`` with ``options``, played for ``count`` actions whose
    choices are ``picks`` (RecordError when they do not replay)."""
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_ACTIONS:
        raise failure(RecordError, "error.link-count", hi=MAX_ACTIONS, value=clip(count))
    if not isinstance(picks, list) or not all(
        not isinstance(k, bool) and isinstance(k, int) and k >= 0 for k in picks
    ):
        raise failure(RecordError, "error.link-choices")
    if len(picks) > count:
        raise failure(RecordError, "error.link-too-many", k=len(picks), n=count)
    if not isinstance(options, dict):
        raise failure(RecordError, "error.options-object")
    cls = game_class(game)
    try:
        state = cls(players, seed, None, **options)
    except ValueError as e:
        raise failure(RecordError, "error.link-deal", why=said(e)) from None
    used = 0
    for i in range(count):
        if state.is_over:
            raise failure(RecordError, "error.link-over", i=i, n=count)
        legal = state.legal_codes()
        if len(legal) == 1:
            code = legal[0]
        else:
            if used == len(picks):
                raise failure(RecordError, "error.link-short", i=i + 1, n=count)
            k = picks[used]
            used += 1
            if k >= len(legal):
                raise failure(RecordError, "error.link-choice", i=i + 1, n=count, k=k + 1, m=len(legal))
            code = legal[k]
        state.apply(state.decode(code))
    if used != len(picks):
        raise failure(RecordError, "error.link-extra", k=len(picks) - used, n=count)
    return state
