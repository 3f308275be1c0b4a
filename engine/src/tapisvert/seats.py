"""Seats and rotation.

Seats are numbered 0..n-1 in the direction of play.  At the historical tables of
this archive play goes counter-clockwise, so seat ``s + 1`` sits on seat ``s``'s
right and seat ``s - 1`` on his left.
"""


def right_of(seat: int, n: int) -> int:
    """The next player in the direction of play (counter-clockwise: on the right)."""
    return (seat + 1) % n


def left_of(seat: int, n: int) -> int:
    return (seat - 1) % n


def play_order(first: int, n: int) -> list[int]:
    """All seats in playing order starting from ``first``."""
    return [(first + i) % n for i in range(n)]


def precedence(seat: int, dealer: int, n: int) -> int:
    """Position in the order of play from the dealer's right: 0 is best, the dealer is worst."""
    return (seat - dealer - 1) % n
