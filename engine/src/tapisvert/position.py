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
from typing import TYPE_CHECKING, Any, Self

from . import cards as C, events as E
from .capabilities import declared
from .words import Text, failure, words

if TYPE_CHECKING:
    from .state import GameState

    _Base = GameState
else:
    _Base = object

Position = Mapping[str, Any]
"""A JSON position, as parsed: an object of keys."""

# The keys games share; each game's position_keys (its FACTS) adds its own to one of these.
BASE_KEYS = frozenset({"players", "options", "seed", "dealer", "hands"})
"""Every game: who plays, with which options and seed, who dealt, and the hands."""
TRICK_KEYS = BASE_KEYS | {"leader", "trick", "hand"}
"""A trick game: who led the current trick, its cards, and the hand of the player to move."""
TRUMP_TRICK_KEYS = TRICK_KEYS | {"trump", "turnup", "tricks_won"}
"""A trick game whose trump suit is turned up (Triomphe, Francion, Briscan and Brisque)."""


class PositionTemplate(_Base):
    """``from_position`` and ``trick_winner`` for a game class (a mixin placed before GameState).

    A game lists its keys in its facts (``position_keys``) and implements ``_set_position(position)`` (set
    the state from the position's keys; the state was built with the position's players, options
    and seed, and its log holds "Position set up by hand.", after which it may log); a trick
    game also ``_trick_winner_index(trick)``, and ``_position_trump`` /
    ``_check_position_cards`` if its trick needs them.
    """

    @classmethod
    def _position_state(cls, position: object, seed: int | None = None) -> Self:
        """A fresh state with the position's players and options (seed: the position's, or
        ``seed``), once its keys are checked against the game's ``position_keys``."""
        players, opts = players_and_options(
            position, cls.FACTS.position_keys or frozenset(), cls.FACTS.default_players
        )
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
        raise failure(ValueError, "position.common.game-does-not-support", game=self.FACTS.name)

    @classmethod
    def trick_winner(cls, position: Position) -> int:
        """The index in ``position['trick']`` of the card that wins it (so far, if incomplete)."""
        if not declared(cls).tricks:
            raise failure(ValueError, "position.common.game-has-no-tricks", game=cls.FACTS.name)
        probe = cls._position_state(position, seed=0)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if not trick or len(trick) > probe.players:
            raise failure(ValueError, "position.common.trick-hold-players-cards", players=probe.players)
        probe._check_position_cards(trick, "trick")
        probe._position_trump(position)
        return probe._trick_winner_index(trick)

    def _trick_winner_index(self, trick: list[int]) -> int:
        raise failure(ValueError, "position.common.game-has-no-tricks", game=self.FACTS.name)

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
        raise failure(ValueError, "position.common.json-object")
    unknown = set(position) - set(known)
    if unknown:
        raise failure(
            ValueError,
            "position.common.unknown-keys-unknown-known",
            unknown=", ".join(sorted(unknown)),
            known=", ".join(sorted(known)),
        )
    opts = position.get("options", {})
    if not isinstance(opts, dict):
        raise failure(ValueError, "position.common.options-object")
    return position.get("players", default_players), opts


def trump_suit(position: Position) -> int:
    """The suit index of ``position['trump']`` (a suit letter)."""
    t = position.get("trump")
    if not isinstance(t, str) or t not in C.SUITS:
        raise failure(ValueError, "position.common.trump-suit-letter-h")
    return C.SUITS.index(t)


def seat(position: Position, key: str, default: int, n: int) -> int:
    """A seat number given under ``key`` (or ``default``), checked to be 0..n-1."""
    v = position.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
        raise failure(ValueError, "position.common.key-seat-last", field=key, last=n - 1)
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
        raise failure(ValueError, "position.common.trick-holds-count-cards", count=len(trick), n=n)
    hand = C.parse_cards(position.get("hand", []), "hand")
    if not hand or (max_hand is not None and len(hand) > max_hand):
        if max_hand is None:
            raise failure(ValueError, "position.common.hand-hold-cards")
        raise failure(ValueError, "position.common.hand-hold-most-cards", most=max_hand)
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
        raise failure(ValueError, "position.common.hands-list-per-seat")
    items: Iterable[tuple[object, Any]] = enumerate(given) if isinstance(given, list) else given.items()
    for key, cs in items:
        try:
            s = int(key)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            raise failure(ValueError, "position.common.hands-key-not-seat", field=repr(key)) from None
        if not 0 <= s < n:
            raise failure(ValueError, "position.common.hands-no-seat", s=s)
        if cs is None:
            continue
        parsed = C.parse_cards(cs, f"hands[{s}]")
        if s == mover:
            if set(parsed) != set(hand):
                raise failure(ValueError, "position.common.hands-disagrees-with-hand")
            continue
        if len(parsed) != size_of(s):
            raise failure(ValueError, "position.common.seat-should-hold-size", s=s, size=size_of(s))
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
                raise failure(ValueError, "position.common.not-enough-cards-left")
            hands[s], rest = rest[:want], rest[want:]
    return rest


def whole_numbers(
    position: Position,
    key: str,
    n: int,
    what: Text | None = None,
    minimum: int | None = None,
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
        raise failure(
            ValueError,
            "position.common.key-list-n-what",
            field=key,
            n=n,
            what=what or words("position.what.whole"),
        )
    return list(v)


def piles(position: Position, sides: int, trick_size: int) -> list[list[int]] | None:
    """``position['piles']``: the cards of the tricks each side has won, one list a side (None
    when the key is absent); each pile holds whole tricks of ``trick_size`` cards."""
    given = position.get("piles")
    if given is None:
        return None
    if not isinstance(given, list) or len(given) != sides:
        raise failure(ValueError, "position.common.piles-list-sides-piles", sides=sides)
    out = [C.parse_cards(p, f"piles[{i}]") for i, p in enumerate(given)]
    for i, p in enumerate(out):
        if len(p) % trick_size:
            raise failure(
                ValueError, "position.common.piles-pile-side-i", i=i, count=len(p), trick_size=trick_size
            )
    return out


def cards_once(cards: list[int]) -> None:
    """Refuse a position that holds the same card twice (ValueError)."""
    if len(set(cards)) != len(cards):
        raise failure(ValueError, "position.common.card-twice")
