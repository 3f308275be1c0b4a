"""Positions: a state set up from a JSON object (``from_position``), and a trick judged alone
(``trick_winner``).

:class:`PositionTemplate` holds the steps every game takes (check the keys, build the state,
let the game set its position, start the log afresh; for a trick, read it, check its cards and
apply the game's winner rule); the functions below read the common keys.  Common keys:
``players``, ``options``, ``seed``, ``dealer``, ``leader`` (seat that led the current trick),
``trick`` (cards already played to it, in order), ``hand`` (cards of the player to move) and
``hands`` (other hands, optional: a list per seat or an object seat -> cards).  Each game adds its
own keys and fills what is not given consistently.
"""

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Self

from . import cards as C, events as E
from .capabilities import declared

if TYPE_CHECKING:
    from .state import GameState

    _Base = GameState
else:
    _Base = object

Position = Mapping[str, Any]
"""A JSON position, as parsed: an object of keys."""

# The keys games share; each game's POSITION_KEYS adds its own to one of these.
BASE_KEYS = frozenset({"players", "options", "seed", "dealer", "hands"})
"""Every game: who plays, with which options and seed, who dealt, and the hands."""
TRICK_KEYS = BASE_KEYS | {"leader", "trick", "hand"}
"""A trick game: who led the current trick, its cards, and the hand of the player to move."""
TRUMP_TRICK_KEYS = TRICK_KEYS | {"trump", "turnup", "tricks_won"}
"""A trick game whose trump suit is turned up (Triomphe, Francion, Briscan and Brisque)."""


class PositionTemplate(_Base):
    """``from_position`` and ``trick_winner`` for a game class (a mixin placed before GameState).

    A game lists its keys in ``POSITION_KEYS`` and implements ``_set_position(position)`` (set
    the state from the position's keys; the state was built with the position's players, options
    and seed, and its log holds "Position set up by hand.", after which it may log); a trick
    game also ``_trick_winner_index(trick)``, and ``_position_trump`` /
    ``_check_position_cards`` if its trick needs them.
    """

    POSITION_KEYS: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def _position_state(cls, position: object, seed: int | None = None) -> Self:
        """A fresh state with the position's players and options (seed: the position's, or
        ``seed``), once its keys are checked against ``POSITION_KEYS``."""
        players, opts = players_and_options(position, cls.POSITION_KEYS, cls.DEFAULT_PLAYERS)
        assert isinstance(position, dict)
        return cls(players, position.get("seed", 0) if seed is None else seed, None, **opts)

    @classmethod
    def from_position(cls, position: Position) -> Self:
        """A state from a JSON position (ValueError, naming the key, when it is not one)."""
        st = cls._position_state(position)
        st.log = []  # the log starts here: _set_position may log public events
        st._event(E.POSITION, "Position set up by hand.")
        st._set_position(position)
        return st

    def _set_position(self, position: Position) -> None:
        raise ValueError(f"{self.NAME} does not support positions")

    @classmethod
    def trick_winner(cls, position: Position) -> int:
        """The index in ``position['trick']`` of the card that wins it (so far, if incomplete)."""
        if not declared(cls).tricks:
            raise ValueError(f"{cls.NAME} has no tricks")
        probe = cls._position_state(position, seed=0)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if not trick or len(trick) > probe.players:
            raise ValueError(f"the trick must hold 1 to {probe.players} cards")
        probe._check_position_cards(trick, "trick")
        probe._position_trump(position)
        return probe._trick_winner_index(trick)

    def _trick_winner_index(self, trick: list[int]) -> int:
        raise ValueError(f"{self.NAME} has no tricks")

    def _position_trump(self, position: Position) -> None:
        """Set the trump suit from ``position['trump']`` (a game without one overrides)."""
        self.trump = trump_suit(position)

    def _check_position_cards(self, cards: list[int], what: str) -> None:
        """Refuse cards that are not in play in this game (ValueError); default: any card."""


def players_and_options(
    position: object, known: Collection[str], default_players: int
) -> tuple[Any, dict[str, Any]]:
    """Check a position's keys against ``known``; return its player count and options."""
    if not isinstance(position, dict):
        raise ValueError("a position is a JSON object")
    unknown = set(position) - set(known)
    if unknown:
        raise ValueError(
            f"unknown position keys: {', '.join(sorted(unknown))}; known: {', '.join(sorted(known))}"
        )
    opts = position.get("options", {})
    if not isinstance(opts, dict):
        raise ValueError("position.options must be an object")
    return position.get("players", default_players), opts


def trump_suit(position: Position) -> int:
    """The suit index of ``position['trump']`` (a suit letter)."""
    t = position.get("trump")
    if not isinstance(t, str) or t not in C.SUITS:
        raise ValueError("position.trump must be a suit letter: S, H, D or C")
    return C.SUITS.index(t)


def seat(position: Position, key: str, default: int, n: int) -> int:
    """A seat number given under ``key`` (or ``default``), checked to be 0..n-1."""
    v = position.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
        raise ValueError(f"position.{key} must be a seat 0..{n - 1}")
    return v


def trick_and_hands(
    position: Position, n: int, leader: int, max_hand: int | None = None
) -> tuple[list[int], list[int], list[list[int] | None], set[int]]:
    """The trick, the mover's hand and the hands given, checked against each other.

    Returns ``(trick, hand, hands, played_now)``: ``hands`` has one entry per seat (None where
    not given, the mover's hand always set) and ``played_now`` the seats that have played to the
    trick, whose hands are one card shorter than the mover's.
    """
    trick = C.parse_cards(position.get("trick", []), "trick")
    if len(trick) >= n:
        raise ValueError(
            f"the trick holds {len(trick)} cards: with {n} players someone must still "
            f"play (use trick_winner for a complete trick)"
        )
    hand = C.parse_cards(position.get("hand", []), "hand")
    if not hand or (max_hand is not None and len(hand) > max_hand):
        most = f"1 to {max_hand}" if max_hand is not None else "the"
        raise ValueError(f"position.hand must hold {most} cards of the player to move")
    mover = (leader + len(trick)) % n
    played_now = {(leader + i) % n for i in range(len(trick))}
    hands = given_hands(position, n, mover, hand, lambda s: len(hand) - (1 if s in played_now else 0))
    return trick, hand, hands, played_now


def given_hands(
    position: Position, n: int, mover: int, hand: list[int], size_of: Callable[[int], int]
) -> list[list[int] | None]:
    """The hands under ``position['hands']``, one entry per seat (None where not given; the
    mover's is ``hand``), each checked to hold ``size_of(seat)`` cards."""
    hands: list[list[int] | None] = [None] * n
    hands[mover] = hand
    given = position.get("hands")
    if given is None:
        return hands
    if not isinstance(given, (list, dict)):
        raise ValueError("position.hands must be a list (per seat) or an object seat -> cards")
    items: Iterable[tuple[object, Any]] = enumerate(given) if isinstance(given, list) else given.items()
    for key, cs in items:
        try:
            s = int(key)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            raise ValueError(f"position.hands: {key!r} is not a seat") from None
        if not 0 <= s < n:
            raise ValueError(f"position.hands: no seat {s}")
        if cs is None:
            continue
        parsed = C.parse_cards(cs, f"hand of seat {s}")
        if s == mover:
            if set(parsed) != set(hand):
                raise ValueError("position.hands disagrees with position.hand for the player to move")
            continue
        if len(parsed) != size_of(s):
            raise ValueError(f"seat {s} should hold {size_of(s)} cards in this position")
        hands[s] = parsed
    return hands


def fill_hands(
    hands: list[list[int] | None], rest: list[int], hand_size: int, played_now: set[int]
) -> list[int]:
    """Deal ``rest`` (already shuffled) into the hands not given; returns the cards left over."""
    for s in range(len(hands)):
        if hands[s] is None:
            want = hand_size - (1 if s in played_now else 0)
            if len(rest) < want:
                raise ValueError("not enough cards left to fill the other hands")
            hands[s], rest = rest[:want], rest[want:]
    return rest


def whole_numbers(
    position: Position, key: str, n: int, what: str = "whole numbers", minimum: int | None = None
) -> list[int]:
    """``position[key]``: a list of ``n`` whole numbers (one a seat, or a side), each at least
    ``minimum`` if given (``what`` names them in the error); ``n`` zeros when the key is absent."""
    v = position.get(key, [0] * n)
    if (
        not isinstance(v, list)
        or len(v) != n
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in v)
        or (minimum is not None and any(x < minimum for x in v))
    ):
        raise ValueError(f"position.{key} must list {n} {what}")
    return list(v)


def piles(position: Position, sides: int, trick_size: int) -> list[list[int]] | None:
    """``position['piles']``: the cards of the tricks each side has won, one list a side (None
    when the key is absent); each pile holds whole tricks of ``trick_size`` cards."""
    given = position.get("piles")
    if given is None:
        return None
    if not isinstance(given, list) or len(given) != sides:
        raise ValueError(f"position.piles must list {sides} piles, one a side (a list of cards each)")
    out = [C.parse_cards(p, f"pile of side {i}") for i, p in enumerate(given)]
    for i, p in enumerate(out):
        if len(p) % trick_size:
            raise ValueError(
                f"position.piles: the pile of side {i} holds {len(p)} cards; a pile is "
                f"whole tricks of {trick_size} cards"
            )
    return out


def cards_once(cards: list[int], message: str = "a card appears twice in the position") -> None:
    """Refuse a position that holds the same card twice (ValueError)."""
    if len(set(cards)) != len(cards):
        raise ValueError(message)
