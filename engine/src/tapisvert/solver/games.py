"""What the solver knows of each game beyond its rules: what its position key may leave out or
sort, and which of its legal cards are equivalent.

This knowledge lives here, by game name, rather than on the game classes, so that the games'
sources (hashed into the lab's rules fingerprints, ``tapisvert.lab.fingerprint``) do not change
for it.  A game absent from ``GAMES`` gets the safe defaults: every attribute in the key but the
last trick shown, no pile sorted, every legal action tried.  Each entry is checked by
``tests/engine/test_solver.py`` (the solver with its table and equivalences gives the values of
a brute-force walk without them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import cards as C
from ..state import GameState
from ..types import Code

Moves = Callable[[Any, list[Code]], list[Code]]


def every_move(world: Any, legal: list[Code]) -> list[Code]:
    return legal


@dataclass(frozen=True)
class GameKnowledge:
    ignores: frozenset[str] = frozenset(("last_trick",))
    """Attributes only the views or the bots read, never the rules: left out of the key."""
    piles: frozenset[str] = frozenset()
    """Piles of cards whose order no rule reads (cards won): sorted in the key."""
    moves: Moves = every_move
    """One of each run of equivalent legal actions, the first of the run in the legal order;
    an action left out is equivalent to the nearest kept one before it."""


def tarot_moves(world: Any, legal: list[Code]) -> list[Code]:
    """Tarot's equivalent cards: two cards next to each other in ``legal`` (one hand, one kind,
    in order of strength), both worth half a point and neither the Petit nor the called card,
    with no card of another seat or of the trick between them in strength, win and lose the same
    tricks and count the same: only the first of such a run is tried."""
    from ..games.tarot.pack import HP, PETIT, SIX, STR

    if str(world.phase) != "play" or len(legal) < 2:
        return legal
    seat = world.turn
    called = world.called
    out: list[Code] = [legal[0]]
    prev = legal[0]
    others: dict[int, list[int]] = {}
    for c in legal[1:]:
        k = SIX[c] if c < C.CARD_CODES else -1
        if (
            k < 0
            or k > 4
            or prev >= C.CARD_CODES
            or SIX[prev] != k
            or HP[c] != 1
            or HP[prev] != 1
            or PETIT in (c, prev)
            or called in (c, prev)
            or STR[c] < STR[prev]
        ):
            out.append(c)
            prev = c
            continue
        live = others.get(k)
        if live is None:
            live = [x for s, h in enumerate(world.hands) if s != seat for x in h[k]]
            live += [x for x in world.trick if SIX[x] == k]
            others[k] = live
        lo, hi = STR[prev], STR[c]
        if any(lo < STR[x] < hi for x in live):
            out.append(c)
        prev = c
    return out


DEFAULT = GameKnowledge()
# voids (and Tarot's trump ceilings): the bots' inferences, read only by ``zone_constraints``;
# ``played`` and ``won``: the cards of tricks taken, read for their number and points only.
_BOTS_ONLY = frozenset(("last_trick", "voids"))
_BRISCAN = GameKnowledge(ignores=_BOTS_ONLY, piles=frozenset(("won",)))
_TRICKS = GameKnowledge(ignores=_BOTS_ONLY, piles=frozenset(("played",)))
GAMES: dict[str, GameKnowledge] = {
    "tarot": GameKnowledge(
        ignores=_BOTS_ONLY | {"ceiling"},
        piles=frozenset(("won", "discard")),
        moves=tarot_moves,
    ),
    "briscan": _BRISCAN,
    "brisque": _BRISCAN,
    "triomphe": _TRICKS,
    "francion": _TRICKS,
}


def knowledge(world: GameState) -> GameKnowledge:
    return GAMES.get(type(world).FACTS.name, DEFAULT)
