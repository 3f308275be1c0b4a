"""Reading an explicit deal (``new_game(..., deal={...})``): the checks every game shares.

A deal is an object with a ``dealer`` seat and ``hands`` (one list of cards per seat), plus the
game's own keys (``turnup``, ``stock``, ``talon``…).  Each game then checks its own sizes and that
the deal uses its pack exactly once.
"""

from typing import Any

from . import cards as C
from .types import Card, Seat
from .words import Words, failure


def read_deal(deal: object, n: int, keys: tuple[str, ...]) -> tuple[Seat, list[list[Card]]]:
    """``(dealer, hands)`` of an explicit deal whose allowed keys are ``keys``; ValueError otherwise."""
    allowed = ", ".join(keys)
    if not isinstance(deal, dict):
        raise failure(ValueError, "error.deal-object", keys=allowed)
    unknown = set(deal) - set(keys)
    if unknown:
        raise failure(ValueError, "error.deal-keys", keys=", ".join(sorted(unknown)), allowed=allowed)
    dealer = deal.get("dealer")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise failure(ValueError, "error.deal-dealer", hi=n - 1)
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise failure(ValueError, "error.deal-hands", n=n)
    return dealer, [C.parse_cards(h, f"deal.hands[{i}]") for i, h in enumerate(hands)]


def turnup_and_rest(
    deal: dict[str, Any], hands: list[list[Card]], pack: list[Card], rest_key: str, note: Words | None = None
) -> tuple[Card, list[Card]]:
    """``(turnup, rest)`` of a deal with a turn-up: ``deal[rest_key]`` (the undealt cards, top
    first), or the rest of ``pack`` in pack order; the deal must use the pack exactly once."""
    if not isinstance(deal.get("turnup"), str):
        raise failure(ValueError, "error.deal-turnup")
    turnup = C.card(deal["turnup"])
    used = [c for h in hands for c in h] + [turnup]
    if rest_key in deal:
        rest = C.parse_cards(deal[rest_key], f"deal.{rest_key}")
    else:
        rest = [c for c in pack if c not in used]
    every = used + rest
    if len(set(every)) != len(every) or set(every) != set(pack):
        raise pack_error(len(pack), note)
    return turnup, rest


def pack_error(size: int, note: Words | None = None) -> ValueError:
    """The refusal of a deal that does not use the ``size``-card pack exactly once; ``note`` (a
    sentence) says more in brackets (the pack for so many players, how the talon is listed)."""
    if note is None:
        return failure(ValueError, "error.deal-pack", size=size)
    return failure(ValueError, "error.deal-pack-note", size=size, note=note)
