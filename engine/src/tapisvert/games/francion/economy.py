"""Francion's economy as pure functions (dossier §1.7–1.10): stakes, trick payments, the point,
beasts, the Welche payments and the settlement.  The state machine calls these; the tests and
the worked examples call them directly too.

Amounts are tokens unless said otherwise; one counter is worth 9 tokens (¶9).
"""

from ...seats import precedence
from ...types import Seat

TOKENS_PER_COUNTER = 9
DEALER_STAKE = 9
TARGET = 6
WELCHE_TURNUP_FEE = 4


def stake(dealer_stake: int, beasts: list[tuple[Seat, int]]) -> int:
    """The stake of a hand: the dealer's 9 plus every beast carried from the hand before."""
    return dealer_stake + sum(amount for _, amount in beasts)


def trick_payments(stake_: int, tricks: list[int]) -> list[int]:
    """What the dealer pays each player out of the stake: one ninth per trick won (¶16)."""
    if stake_ % 9:
        raise ValueError(f"a stake is a multiple of 9 tokens, not {stake_}")
    if sum(tricks) != 9:
        raise ValueError(f"a hand has 9 tricks, not {sum(tricks)}")
    return [stake_ // 9 * t for t in tricks]


def point_winner(tricks: list[int], dealer: Seat) -> Seat:
    """The player with most tricks; ties go by precedence from the dealer's right (¶16)."""
    n = len(tricks)
    best = max(tricks)
    return min((s for s in range(n) if tricks[s] == best), key=lambda s: precedence(s, dealer, n))


def beasts_of(tricks: list[int], stake_: int) -> list[tuple[Seat, int]]:
    """[(seat, amount)] for every trickless player: he stakes this hand's stake into the next."""
    return [(s, stake_) for s, t in enumerate(tricks) if t == 0]


def next_stake(stake_: int, tricks: list[int]) -> int:
    """S(h+1) = 9 + b(h) · S(h), b(h) = number of players beasted in hand h (dossier F25)."""
    return DEALER_STAKE + stake_ * sum(1 for t in tricks if t == 0)


def settlement(points: list[int], winner: Seat, target: int = TARGET) -> list[int]:
    """Counters each player gives the winner: the points he is short of the target (¶16–18)."""
    return [0 if s == winner else max(0, target - p) for s, p in enumerate(points)]


# The Welche payment hook (DF9).  Each event: (tokens from each other player to the holder (or
# dealer), status).  Only the turn-up case survives in the source; the others are lost.
WELCHE_EVENTS = {
    "turn-up": (WELCHE_TURNUP_FEE, "stated"),
    "takes-trick": (0, "source lost"),
    "captured": (0, "source lost"),
}


# DF9's alternative ("as-turn-up"): the lost cases are paid with the one surviving amount, 4 tokens
# each way: the Welche that takes a trick earns its holder 4 from each other player, the Welche
# captured by the king of trumps costs him 4 to each.  A labelled guess, never the default.
WELCHE_EVENTS_AS_TURNUP = {
    "turn-up": (WELCHE_TURNUP_FEE, "stated"),
    "takes-trick": (WELCHE_TURNUP_FEE, "editorial"),
    "captured": (-WELCHE_TURNUP_FEE, "editorial"),
}


def welche_payment(event: str, mode: str = "lost") -> tuple[int, str]:
    """(tokens from each other player, status) for a Welche event (negative: the holder pays each
    other player).  With ``mode="lost"`` the lost cases pay 0 and are flagged "source lost"; with
    ``"as-turn-up"`` they pay the turn-up's amount (¶19–20, DF9)."""
    if event not in WELCHE_EVENTS:
        raise ValueError(f"unknown Welche event {event!r}; events are {', '.join(WELCHE_EVENTS)}")
    if mode not in ("lost", "as-turn-up"):
        raise ValueError(f"unknown Welche payment mode {mode!r}: 'lost' or 'as-turn-up'")
    return (WELCHE_EVENTS if mode == "lost" else WELCHE_EVENTS_AS_TURNUP)[event]
