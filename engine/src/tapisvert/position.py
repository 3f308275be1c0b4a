"""Reading the common keys of a JSON position (``from_position``), shared by the trick games.

Common keys: ``players``, ``options``, ``dealer``, ``leader`` (seat that led the current trick),
``trick`` (cards already played to it, in order), ``hand`` (cards of the player to move) and
``hands`` (other hands, optional: a list per seat or an object seat -> cards).  Each game adds its
own keys and fills what is not given consistently.
"""

from . import cards as C


def players_and_options(position, known: set, default_players: int):
    """Check a position's keys against ``known``; return its player count and options."""
    if not isinstance(position, dict):
        raise ValueError("a position is a JSON object")
    unknown = set(position) - known
    if unknown:
        raise ValueError(f"unknown position keys: {', '.join(sorted(unknown))}; "
                         f"known: {', '.join(sorted(known))}")
    opts = position.get("options", {})
    if not isinstance(opts, dict):
        raise ValueError("position.options must be an object")
    return position.get("players", default_players), opts


def trump_suit(position: dict) -> int:
    """The suit index of ``position['trump']`` (a suit letter)."""
    t = position.get("trump")
    if not isinstance(t, str) or t not in C.SUITS:
        raise ValueError("position.trump must be a suit letter: S, H, D or C")
    return C.SUITS.index(t)


def seat(position: dict, key: str, default: int, n: int) -> int:
    """A seat number given under ``key`` (or ``default``), checked to be 0..n-1."""
    v = position.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
        raise ValueError(f"position.{key} must be a seat 0..{n - 1}")
    return v


def trick_and_hands(position: dict, n: int, leader: int, max_hand: int | None = None):
    """The trick, the mover's hand and the hands given, checked against each other.

    Returns ``(trick, hand, hands, played_now)``: ``hands`` has one entry per seat (None where
    not given, the mover's hand always set) and ``played_now`` the seats that have played to the
    trick, whose hands are one card shorter than the mover's.
    """
    trick = C.parse_cards(position.get("trick", []), "trick")
    if len(trick) >= n:
        raise ValueError(f"the trick holds {len(trick)} cards: with {n} players someone must still "
                         f"play (use trick_winner for a complete trick)")
    hand = C.parse_cards(position.get("hand", []), "hand")
    if not hand or (max_hand is not None and len(hand) > max_hand):
        most = f"1 to {max_hand}" if max_hand is not None else "the"
        raise ValueError(f"position.hand must hold {most} cards of the player to move")
    mover = (leader + len(trick)) % n
    played_now = {(leader + i) % n for i in range(len(trick))}
    hands = given_hands(position, n, mover, hand,
                        lambda s: len(hand) - (1 if s in played_now else 0))
    return trick, hand, hands, played_now


def given_hands(position: dict, n: int, mover: int, hand: list, size_of) -> list:
    """The hands under ``position['hands']``, one entry per seat (None where not given; the
    mover's is ``hand``), each checked to hold ``size_of(seat)`` cards."""
    hands = [None] * n
    hands[mover] = hand
    given = position.get("hands")
    if given is None:
        return hands
    if not isinstance(given, (list, dict)):
        raise ValueError("position.hands must be a list (per seat) or an object seat -> cards")
    items = enumerate(given) if isinstance(given, list) else given.items()
    for s, cs in items:
        try:
            s = int(s)
        except (TypeError, ValueError):
            raise ValueError(f"position.hands: {s!r} is not a seat") from None
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


def fill_hands(hands: list, rest: list, hand_size: int, played_now: set) -> list:
    """Deal ``rest`` (already shuffled) into the hands not given; returns the cards left over."""
    for s in range(len(hands)):
        if hands[s] is None:
            want = hand_size - (1 if s in played_now else 0)
            if len(rest) < want:
                raise ValueError("not enough cards left to fill the other hands")
            hands[s], rest = rest[:want], rest[want:]
    return rest
