"""Triomphe from a JSON position: the game's step of the core's ``from_position`` template
(``tapisvert.position.PositionTemplate``: keys, players, options and seed are read there).

Besides the common keys: ``trump``, ``turnup``, ``tricks_won`` (per seat), and the scoring context:
``piles`` (per side: the cards of the tricks it has won), ``scores`` (the match scores before this
hand) and ``vole_committed`` (the side that has committed to the vole).  What the position does not
give is filled from a seeded shuffle; contradictions raise ValueError naming the key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ... import cards as C, position as P
from ...cards import SUIT_SHIFT
from ...position import Position
from ...rng import stream
from ...words import failure, words
from .codes import PLAY

if TYPE_CHECKING:
    from .fields import TriompheFields


PACK = C.pack(C.PIQUET_32)


KEYS = P.TRUMP_TRICK_KEYS | frozenset(
    {
        "scores",
        "piles",
        "vole_committed",
    }
)


def check_cards(cards: list[int]) -> None:
    if any(c not in PACK for c in cards):
        raise failure(ValueError, "position.triomphe.only-cards-card-pack")


def set_position(st: TriompheFields, position: Position) -> None:
    """Set ``st`` (built with the position's players, options and seed) to the play of a hand."""
    n = st.players
    trump = P.trump_suit(position)
    dealer = P.seat(position, "dealer", n - 1, n)
    leader = P.seat(position, "leader", (dealer + 1) % n, n)
    trick, hand, hands, played = P.trick_and_hands(position, n, leader)
    turnup = C.card(position["turnup"]) if position.get("turnup") else None
    if turnup is not None and turnup >> SUIT_SHIFT != trump:
        raise failure(ValueError, "position.triomphe.turn-up-trump-suit")
    piles = P.piles(position, st.sides, n)
    won = [c for p in piles for c in p] if piles is not None else []
    used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None else [])
    P.cards_once(used + won)
    check_cards(used + won)
    rest = [c for c in PACK if c not in used and c not in won]
    rng = stream(position.get("seed", 0), "position")
    rng.shuffle(rest)
    if turnup is None:
        trumps_left = [c for c in rest if c >> SUIT_SHIFT == trump]
        if trumps_left:
            turnup = trumps_left[0]
            rest.remove(turnup)
    rest = P.fill_hands(hands, rest, len(hand), played)
    tw = P.whole_numbers(position, "tricks_won", n, words("position.what.counts"), minimum=0)
    side_tricks = _side_counts(st, tw)
    if piles is not None:
        pile_tricks = [len(p) // n for p in piles]
        if "tricks_won" not in position:
            tw = [0] * n
            for side, t in enumerate(pile_tricks):  # credited to the side's first seat
                tw[st.side_of.index(side)] = t
        elif pile_tricks != side_tricks:
            raise failure(
                ValueError,
                "position.triomphe.piles-hold-pile-tricks",
                pile_tricks=pile_tricks,
                side_tricks=side_tricks,
            )
        side_tricks = pile_tricks
    # the tricks won and the tricks the mover's hand still makes are one hand's tricks
    done = sum(side_tricks)
    if ("tricks_won" in position or piles is not None) and done + len(hand) != st.size:
        raise failure(
            ValueError,
            "position.triomphe.tricks-won-done-tricks",
            done=done,
            count=len(hand),
            total=done + len(hand),
            size=st.size,
        )
    st.scores = _scores(st, position)
    st.points_before = list(st.scores)
    st.dealer = dealer
    st.hands = cast(list[list[int]], hands)  # every hand filled
    st.trump = trump
    st.turnup = turnup if turnup is not None else (trump << SUIT_SHIFT | C.SEVEN)
    st.stock = rest
    st.played = won
    st.trick = trick
    st.leader = leader
    st.tricks_won = list(tw)
    st.side_tricks = side_tricks
    st.total_tricks = done + len(hand)
    st.phase = PLAY
    st.side_played = [True] * st.sides
    st.concession = st.burden = st.committed = st.pillager = st.exposed = None
    st.taken, st.turned, st.discards = [], [], []
    st.committed = _vole(st, position)


def _side_counts(st: TriompheFields, per_seat: list[int]) -> list[int]:
    return [sum(per_seat[s] for s in range(st.players) if st.side_of[s] == side) for side in range(st.sides)]


def _scores(st: TriompheFields, position: Position) -> list[int]:
    n = st.players
    scores = P.whole_numbers(position, "scores", n)
    target = st.options["target"]
    for s in range(n):
        if scores[s] >= target:
            raise failure(
                ValueError, "position.triomphe.scores-seat-has-total", s=s, total=scores[s], target=target
            )
        mate = st.side_of.index(st.side_of[s])
        if scores[s] != scores[mate]:
            raise failure(ValueError, "position.triomphe.scores-team-mates-share", mate=mate, s=s)
    return scores


def _vole(st: TriompheFields, position: Position) -> int | None:
    side = position.get("vole_committed")
    if side is None:
        return None
    if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < st.sides:
        raise failure(ValueError, "position.triomphe.vole-committed-side-last", last=st.sides - 1)
    if (
        not st.side_tricks[side]
        or any(t for o, t in enumerate(st.side_tricks) if o != side)
        or not st._enough(side)
    ):
        raise failure(ValueError, "position.triomphe.vole-committed-side-commits")
    return side
