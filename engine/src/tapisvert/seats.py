"""Seats and rotation.

Seats are numbered 0..n-1 in the direction of play.  At the historical tables of
this archive play goes counter-clockwise, so seat ``s + 1`` sits on seat ``s``'s
right and seat ``s - 1`` on his left.
"""


def precedence(seat: int, dealer: int, n: int) -> int:
    """Position in the order of play from the dealer's right: 0 is best, the dealer is worst."""
    return (seat - dealer - 1) % n


# Seat names as seen from a chair: the viewer is always South and the others follow in the
# direction of play (counter-clockwise seen from above: South's right hand is East).  The page
# draws the viewer at the bottom and the others round the felt in this order, so the names are
# the points of the compass nearest to where each seat is drawn.  Fixed lists for every count.
SEAT_NAMES = {
    1: ("South",),
    2: ("South", "North"),
    3: ("South", "East", "West"),
    4: ("South", "East", "North", "West"),
    5: ("South", "East", "North-East", "North-West", "West"),
    6: ("South", "South-East", "North-East", "North", "North-West", "South-West"),
}


def seat_names(n: int, viewer: int = 0) -> list[str]:
    """The name of every seat 0..n-1 as seen from ``viewer``'s chair (the viewer is South).

    >>> seat_names(4)
    ['South', 'East', 'North', 'West']
    >>> seat_names(3, viewer=1)
    ['West', 'South', 'East']
    """
    if n not in SEAT_NAMES:
        raise ValueError(f"seat names exist for 1 to 6 players, not {n!r}")
    names = SEAT_NAMES[n]
    return [names[(s - viewer) % n] for s in range(n)]
