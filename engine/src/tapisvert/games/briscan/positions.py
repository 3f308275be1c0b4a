"""Briscan and Brisque from a JSON position: the game's step of the core's ``from_position``
template (``tapisvert.position.PositionTemplate``: keys, players, options and seed are read there).

What the position does not give is filled consistently from a seeded shuffle: the other hand,
the talon, the cards already won.  Contradictions raise ValueError naming the key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import cards as C, position as P
from ...cards import SUIT_SHIFT
from ...rng import stream
from . import melds as M
from .codes import PLAY

if TYPE_CHECKING:
    from .fields import BriscanFields

PACK = C.pack(C.PIQUET_32)

POSITION_KEYS = P.TRUMP_TRICK_KEYS | frozenset(
    {
        "talon",
        "final_tricks_won",
        "window",
        "declared",
        "piles",
        "hand_points",
        "scores",
    }
)


def _is_count(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def set_position(st: BriscanFields, position: Any) -> None:
    """Set ``st`` (built with the position's players, options and seed) to the position."""
    trump = P.trump_suit(position)
    dealer = position.get("dealer", 1)
    leader = position.get("leader", 1 - dealer if isinstance(dealer, int) else 0)
    for key, v in (("dealer", dealer), ("leader", leader)):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 2:
            raise ValueError(f"position.{key} must be a seat, 0 or 1")
    trick = C.parse_cards(position.get("trick", []), "trick")
    if len(trick) > 1:
        raise ValueError(
            "the trick holds at most 1 card before the player to move plays "
            "(use trick_winner for a complete trick)"
        )
    talon = position.get("talon", 0)
    full = 32 - 2 * st.SIZE
    if isinstance(talon, bool) or not isinstance(talon, int) or not 0 <= talon <= full or talon % 2:
        raise ValueError(
            f"position.talon must be an even count 0..{full} (cards left in the talon, "
            f"turn-up included; 0 = the final phase)"
        )
    hand = C.parse_cards(position.get("hand", []), "hand")
    if not hand:
        raise ValueError("position.hand must hold the cards of the player to move")
    size = len(hand)
    if talon and size != st.SIZE:
        raise ValueError(f"while the talon has cards each player holds {st.SIZE} cards when it is his turn")
    if size > st.SIZE:
        raise ValueError(f"a hand holds at most {st.SIZE} cards")
    mover = (leader + len(trick)) % 2
    other_size = size - (1 if trick else 0)
    hands = P.given_hands(position, 2, mover, hand, lambda s: other_size)
    turnup = C.card(position["turnup"]) if position.get("turnup") else None
    if turnup is not None and turnup >> SUIT_SHIFT != trump:
        raise ValueError("the turn-up must be of the trump suit")
    piles = _piles(position)
    used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None and talon else [])
    if piles is not None:
        used += piles[0] + piles[1]
    P.cards_once(used)
    st._check_position_cards(used, "position")
    rest = [c for c in PACK if c not in used]
    if piles is not None:
        unseen = (
            (other_size if hands[1 - mover] is None else 0)
            + talon
            - (1 if turnup is not None and talon else 0)
        )
        if len(rest) != unseen:
            raise ValueError(
                f"position.piles: the cards of the hands, the trick, the talon ({talon}) "
                f"and the piles must make the 32-card pack; {len(rest)} cards are left "
                f"over where {unseen} are missing"
            )
    rng = stream(position.get("seed", 0), "position")
    rng.shuffle(rest)
    other = 1 - mover
    if hands[other] is None:
        hands[other], rest = rest[:other_size], rest[other_size:]
    upcard = None
    face_down: list[int] = []
    if talon:
        upcard = turnup
        if upcard is None:
            trumps_left = [c for c in rest if c >> SUIT_SHIFT == trump]
            if not trumps_left:
                raise ValueError("no trump is left to lie under the talon as its turn-up")
            upcard = trumps_left[0]
            rest.remove(upcard)
        face_down, rest = rest[: talon - 1], rest[talon - 1 :]
    if piles is not None:
        rest = piles[0] + piles[1]
    done = len(rest) // 2  # tricks already played
    tw = position.get("tricks_won")
    if tw is None:
        tw = [done - done // 2, done // 2] if piles is None else [len(p) // 2 for p in piles]
    if not isinstance(tw, list) or len(tw) != 2 or not all(_is_count(x) for x in tw) or sum(tw) != done:
        raise ValueError(
            f"position.tricks_won must list 2 counts adding up to the {done} tricks "
            f"already played in this position"
        )
    if piles is not None and [len(p) for p in piles] != [2 * n for n in tw]:
        raise ValueError(
            "position.piles must hold two cards for each trick a player has won "
            f"(position.tricks_won is {tw})"
        )
    filled = [h for h in hands if h is not None]
    assert len(filled) == 2  # the other hand is dealt above if it was not given
    st.dealer = dealer
    st.hands = filled
    st.trump = trump
    st.upcard = upcard
    st.turnup_dealt = (
        turnup if turnup is not None else (upcard if upcard is not None else trump << SUIT_SHIFT | C.SEVEN)
    )
    st.talon = face_down
    st.trick = trick
    st.leader = leader
    st.tricks_won = list(tw)
    st.won = [rest[: 2 * tw[0]], rest[2 * tw[0] :]]
    st.trick_no = done
    k = max(0, done - st.free_tricks)  # final-phase tricks already played
    fw = position.get("final_tricks_won")
    if fw is None:
        fw = [min(tw[0], k), k - min(tw[0], k)]
    if (
        not isinstance(fw, list)
        or len(fw) != 2
        or not all(_is_count(x) and x <= tw[i] for i, x in enumerate(fw))
        or sum(fw) != k
    ):
        raise ValueError(
            f"position.final_tricks_won must list 2 counts adding up to the {k} tricks "
            f"already played since the talon was exhausted"
        )
    st.final_won = list(fw)
    st.last_trick = None
    st.melds, st.seq_cards, st.known, st.voids = [], [], [[], []], [0, 0]
    st.exchanged = st.ace_by_exchange = None
    st.window, st.window_count = None, 0
    st.hand_terms = []
    st.phase = PLAY
    if position.get("window"):
        if trick:
            raise ValueError("a declaration window opens before the lead: the trick must be empty")
        if done == 0 or tw[leader] == 0:
            raise ValueError("a declaration window belongs to a leader who has won a trick")
        st.window = leader
    _declared(st, position, leader, done)
    _scores(st, position)


def _piles(position: Any) -> list[list[int]] | None:
    """The cards each player has won in the deal, if the position gives them."""
    piles = position.get("piles")
    if piles is None:
        return None
    if not isinstance(piles, list) or len(piles) != 2:
        raise ValueError("position.piles must list the cards won by seat 0 and by seat 1")
    out = [C.parse_cards(p, f"pile of seat {s}") for s, p in enumerate(piles)]
    if any(len(p) % 2 for p in out):
        raise ValueError("position.piles: each trick won puts two cards in its winner's pile")
    return out


def _declared(st: BriscanFields, position: Any, leader: int, done: int) -> None:
    """The melds declared in earlier windows of the deal: a list of meld actions (the leader's),
    or one list per seat."""
    given = position.get("declared", []) or []
    if not isinstance(given, list):
        raise ValueError("position.declared must list meld actions (the leader's) or one list per seat")
    per_seat = given if len(given) == 2 and all(isinstance(g, list) for g in given) else None
    lists = per_seat if per_seat is not None else [given if s == leader else [] for s in range(2)]
    for seat, actions in enumerate(lists):
        for a in actions:
            code = st.encode(a) if isinstance(a, str) else None
            if code is None or code < M.MELD_MIN:
                raise ValueError(f"position.declared lists meld actions, not {a!r}")
            kind, cards = M.split(code)
            bad = st._kind_problem(kind, cards) or M.shape_problem(kind, cards)
            if bad:
                raise ValueError(
                    f"position.declared: {a!r} is not a meld of {st.NAME}: "
                    f"{bad if isinstance(bad, str) else bad[1]}"
                )
            if any(m[0] == seat and m[1] == code for m in st.melds):
                raise ValueError(f"position.declared: {a!r} is declared twice by seat {seat}")
            if any(c in st.seq_cards for c in cards):
                raise ValueError(
                    f"position.declared: {a!r} uses a card already declared in a "
                    f"sequence (a sequence's cards serve in no other meld)"
                )
            st.melds.append([seat, code, st.meld_value(code), max(done - 1, 0)])
            if kind == M.SEQUENCE:
                st.seq_cards.extend(cards)
    if st.melds and done == 0:
        raise ValueError("position.declared: nobody declares before the first trick has been won")


def _pair(position: Any, key: str, default: list[int]) -> list[int]:
    v = position.get(key)
    if v is None:
        return list(default)
    if not isinstance(v, list) or len(v) != 2 or not all(_is_count(x) for x in v):
        raise ValueError(f"position.{key} must list 2 whole numbers of points, seat 0's then seat 1's")
    return list(v)


def _scores(st: BriscanFields, position: Any) -> None:
    """The scoring context: ``hand_points`` (scored in this deal so far) and ``scores`` (the
    match totals, this deal's points included), checked against the melds and the target."""
    hp = _pair(position, "hand_points", [0, 0])
    if "hand_points" in position:
        for s in range(2):
            melded = sum(m[2] for m in st.melds if m[0] == s)
            if hp[s] < melded:
                raise ValueError(
                    f"position.hand_points: seat {s} has declared melds worth {melded} "
                    f"in this deal, more than the {hp[s]} points given"
                )
    scores = _pair(position, "scores", hp)
    for s in range(2):
        if scores[s] < hp[s]:
            raise ValueError(
                f"position.scores: seat {s}'s total {scores[s]} is less than the {hp[s]} "
                f"points he has scored in this deal (position.hand_points)"
            )
    target = st.options["target"]
    if st.options["win_check"] == "immediate" and max(scores) >= target:
        raise ValueError(
            f"position.scores: a total of {target} would have ended the match at once (win_check='immediate')"
        )
    before = [scores[s] - hp[s] for s in range(2)]
    if max(before) >= target and before[0] != before[1]:
        raise ValueError(
            f"position.scores: with {before[0]} to {before[1]} before this deal the "
            f"match was already won (target {target})"
        )
    st.hand_points = hp
    st.scores = scores
    st.points_before = before  # the sheets' totals count the match's earlier deals
    # the deal's sheet adds up to its points: what the position gives stands as one term per seat
    st.hand_terms = [
        ["points scored earlier in the deal (position)", s, hp[s], None] for s in range(2) if hp[s]
    ]
