"""Reading an explicit deal (``new_game(..., deal={...})``): the checks every game shares.

A deal is an object with a ``dealer`` seat and ``hands`` (one list of cards per seat), plus the
game's own keys (``turnup``, ``stock``, ``talon``…).  Each game then checks its own sizes and that
the deal uses its pack exactly once.
"""

from . import cards as C


def read_deal(deal, n: int, keys: tuple) -> tuple:
    """``(dealer, hands)`` of an explicit deal whose allowed keys are ``keys``; ValueError otherwise."""
    allowed = ", ".join(keys)
    if not isinstance(deal, dict):
        raise ValueError(f"deal must be an object with {allowed}")
    unknown = set(deal) - set(keys)
    if unknown:
        raise ValueError(f"deal has unknown keys: {', '.join(sorted(unknown))}; allowed: {allowed}")
    dealer = deal.get("dealer")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise ValueError(f"deal.dealer must be a seat 0..{n - 1}")
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise ValueError(f"deal.hands must list {n} hands")
    return dealer, [C.parse_cards(h, f"hand of seat {i}") for i, h in enumerate(hands)]
