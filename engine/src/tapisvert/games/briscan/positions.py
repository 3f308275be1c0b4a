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
from ...words import failure
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
            raise failure(ValueError, "position.briscan.key-seat-or", field=key)
    trick = C.parse_cards(position.get("trick", []), "trick")
    if len(trick) > 1:
        raise failure(ValueError, "position.briscan.trick-holds-at-most")
    talon = position.get("talon", 0)
    full = 32 - 2 * st.SIZE
    if isinstance(talon, bool) or not isinstance(talon, int) or not 0 <= talon <= full or talon % 2:
        raise failure(ValueError, "position.briscan.talon-even-count-full", full=full)
    hand = C.parse_cards(position.get("hand", []), "hand")
    if not hand:
        raise failure(ValueError, "position.briscan.hand-hold-cards-player")
    size = len(hand)
    if talon and size != st.SIZE:
        raise failure(ValueError, "position.briscan.while-talon-has-cards", size=st.SIZE)
    if size > st.SIZE:
        raise failure(ValueError, "position.briscan.hand-holds-at-most", size=st.SIZE)
    mover = (leader + len(trick)) % 2
    other_size = size - (1 if trick else 0)
    hands = P.given_hands(position, 2, mover, hand, lambda s: other_size)
    turnup = C.card(position["turnup"]) if position.get("turnup") else None
    if turnup is not None and turnup >> SUIT_SHIFT != trump:
        raise failure(ValueError, "position.briscan.turn-up-trump-suit")
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
            raise failure(
                ValueError,
                "position.briscan.piles-cards-hands-trick",
                talon=talon,
                count=len(rest),
                unseen=unseen,
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
                raise failure(ValueError, "position.briscan.no-trump-left-lie")
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
        raise failure(ValueError, "position.briscan.tricks-won-list-counts", done=done)
    if piles is not None and [len(p) for p in piles] != [2 * n for n in tw]:
        raise failure(ValueError, "position.briscan.piles-hold-two-cards", tw=tw)
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
        raise failure(ValueError, "position.briscan.final-tricks-won-list", k=k)
    st.final_won = list(fw)
    st.last_trick = None
    st.melds, st.seq_cards, st.known, st.voids = [], [], [[], []], [0, 0]
    st.exchanged = st.ace_by_exchange = None
    st.window, st.window_count = None, 0
    st.hand_terms = []
    st.phase = PLAY
    if position.get("window"):
        if trick:
            raise failure(ValueError, "position.briscan.declaration-window-opens-before")
        if done == 0 or tw[leader] == 0:
            raise failure(ValueError, "position.briscan.declaration-window-belongs-leader")
        st.window = leader
    _declared(st, position, leader, done)
    _scores(st, position)


def _piles(position: Any) -> list[list[int]] | None:
    """The cards each player has won in the deal, if the position gives them."""
    piles = position.get("piles")
    if piles is None:
        return None
    if not isinstance(piles, list) or len(piles) != 2:
        raise failure(ValueError, "position.briscan.piles-list-cards-won")
    out = [C.parse_cards(p, f"piles[{s}]") for s, p in enumerate(piles)]
    if any(len(p) % 2 for p in out):
        raise failure(ValueError, "position.briscan.piles-each-trick-won")
    return out


def _declared(st: BriscanFields, position: Any, leader: int, done: int) -> None:
    """The melds declared in earlier windows of the deal: a list of meld actions (the leader's),
    or one list per seat."""
    given = position.get("declared", []) or []
    if not isinstance(given, list):
        raise failure(ValueError, "position.briscan.declared-list-meld-actions")
    per_seat = given if len(given) == 2 and all(isinstance(g, list) for g in given) else None
    lists = per_seat if per_seat is not None else [given if s == leader else [] for s in range(2)]
    for seat, actions in enumerate(lists):
        for a in actions:
            code = st.encode(a) if isinstance(a, str) else None
            if code is None or code < M.MELD_MIN:
                raise failure(ValueError, "position.briscan.declared-lists-meld-actions", a=repr(a))
            kind, cards = M.split(code)
            bad = st._kind_problem(kind, cards) or M.shape_problem(kind, cards)
            if bad:
                raise failure(
                    ValueError,
                    "position.briscan.declared-not-meld-game",
                    a=repr(a),
                    game=st.FACTS.name,
                    why=bad if isinstance(bad, str) else bad[1],
                )
            if any(m[0] == seat and m[1] == code for m in st.melds):
                raise failure(ValueError, "position.briscan.declared-declared-twice-by", a=repr(a), seat=seat)
            if any(c in st.seq_cards for c in cards):
                raise failure(ValueError, "position.briscan.declared-uses-card-already", a=repr(a))
            st.melds.append([seat, code, st.meld_value(code), max(done - 1, 0)])
            if kind == M.SEQUENCE:
                st.seq_cards.extend(cards)
    if st.melds and done == 0:
        raise failure(ValueError, "position.briscan.declared-nobody-declares-before")


def _pair(position: Any, key: str, default: list[int]) -> list[int]:
    v = position.get(key)
    if v is None:
        return list(default)
    if not isinstance(v, list) or len(v) != 2 or not all(_is_count(x) for x in v):
        raise failure(ValueError, "position.briscan.key-list-whole-numbers", field=key)
    return list(v)


def _scores(st: BriscanFields, position: Any) -> None:
    """The scoring context: ``hand_points`` (scored in this deal so far) and ``scores`` (the
    match totals, this deal's points included), checked against the melds and the target."""
    hp = _pair(position, "hand_points", [0, 0])
    if "hand_points" in position:
        for s in range(2):
            melded = sum(m[2] for m in st.melds if m[0] == s)
            if hp[s] < melded:
                raise failure(
                    ValueError, "position.briscan.hand-points-seat-has", s=s, melded=melded, points=hp[s]
                )
    scores = _pair(position, "scores", hp)
    for s in range(2):
        if scores[s] < hp[s]:
            raise failure(
                ValueError, "position.briscan.scores-seat-total-total", s=s, total=scores[s], points=hp[s]
            )
    target = st.options["target"]
    if st.options["win_check"] == "immediate" and max(scores) >= target:
        raise failure(ValueError, "position.briscan.scores-total-target-would", target=target)
    before = [scores[s] - hp[s] for s in range(2)]
    if max(before) >= target and before[0] != before[1]:
        raise failure(
            ValueError,
            "position.briscan.scores-with-first-second",
            first=before[0],
            second=before[1],
            target=target,
        )
    st.hand_points = hp
    st.scores = scores
    st.points_before = before  # the sheets' totals count the match's earlier deals
    # the deal's sheet adds up to its points: what the position gives stands as one term per seat
    st.hand_terms = [
        ["points scored earlier in the deal (position)", s, hp[s], None] for s in range(2) if hp[s]
    ]
