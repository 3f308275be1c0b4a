"""Francion from a JSON position: the game's step of the core's ``from_position`` template
(``tapisvert.position.PositionTemplate`` reads the keys, players, options and seed).

Besides the card keys, a position sets the hand's scoring context: the points so far, the beasts
that make up the stake, the boxes and the cut, each read and checked against the rules and the
others.  The checks name the contradiction and the paragraph that makes it one (¶9: the cut and
the boxes; ¶15: who leads; ¶16: the stake, the beasts and the 6 points).  What the position does
not give is filled consistently from a seeded shuffle: the other hands, the turn-up, the talon.
"""

from __future__ import annotations

from typing import Any, cast

from ... import cards as C, events as EV, position as P
from ...cards import SUIT_SHIFT
from ...position import Position
from ...rng import stream
from ...types import Card
from . import economy as E
from .fields import FrancionFields
from .legal import WELCHE
from .phases import PLAY

POSITION_KEYS = P.TRUMP_TRICK_KEYS | frozenset(
    {
        # the scoring context (issue 15): points, stake and beasts, boxes, cut
        "scores",
        "stake",
        "beasts",
        "boxes",
        "cut",
    }
)

CUT_MIN = 4  # ¶9: the cutter "must not remove, or leave, fewer than four"


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def cutter(dealer: int, n: int) -> int:
    """The player on the dealer's left cuts (¶9); play goes to the right, seat + 1."""
    return (dealer - 1) % n


def read_cut(value: object, pack_size: int, where: str) -> int:
    """The number of cards the cutter lifts, checked: at least four lifted and four left (¶9)."""
    most = pack_size - CUT_MIN
    if not isinstance(value, int) or isinstance(value, bool) or not CUT_MIN <= value <= most:
        raise ValueError(
            f"{where} must lift {CUT_MIN} to {most} cards of the {pack_size}-card pack: "
            f"the cutter must not remove, or leave, fewer than four (¶9)"
        )
    return value


def read_scores(position: Position, n: int) -> list[int]:
    """``position['scores']``: each player's points so far (default none), each short of 6."""
    scores = P.whole_numbers(position, "scores", n, "non-negative whole numbers of points", minimum=0)
    done = [s for s, x in enumerate(scores) if x >= E.TARGET]
    if done:
        raise ValueError(
            f"position.scores: seat {done[0]} has {scores[done[0]]} points, but the game "
            f"ends when a player has {E.TARGET} (¶16): no hand is played after it"
        )
    return scores


def read_beasts(position: Position, n: int, hand: int) -> list[list[int]]:
    """``position['beasts']``: the beasts staked into this hand, ``[[seat, tokens, hand]]``.

    Every beast of a hand is that hand's stake (¶16), so they are all equal; a hand's stake is a
    multiple of 9, the first hand's is 9, and someone took the tricks of the hand before.
    """
    given = position.get("beasts", [])
    if not isinstance(given, list):
        raise ValueError('position.beasts must be a list of {"seat", "tokens"} objects')
    out: list[list[int]] = []
    for b in given:
        if not isinstance(b, dict) or set(b) != {"seat", "tokens"}:
            raise ValueError(f'each of position.beasts is an object {{"seat", "tokens"}}, not {b!r}')
        s, t = b["seat"], b["tokens"]
        if not _whole(s) or not 0 <= s < n:
            raise ValueError(f"position.beasts: a seat is 0..{n - 1}, not {s!r}")
        if not _whole(t) or t < E.DEALER_STAKE or t % 9:
            raise ValueError(
                f"position.beasts: a beast is the stake of the hand before, a multiple "
                f"of 9 tokens (¶16), not {t!r}"
            )
        if any(s == x[0] for x in out):
            raise ValueError(f"position.beasts: seat {s} is beasted twice")
        out.append([s, t, hand - 1])
    if not out:
        return out
    if hand == 1:
        raise ValueError(
            "position.beasts: with no points scored this is the first hand, and no hand "
            "before it made beasts (set position.scores)"
        )
    amounts = {t for _, t, _ in out}
    if len(amounts) > 1:
        raise ValueError(
            f"position.beasts: every beast is the stake of the hand before (¶16), so "
            f"they are equal, not {', '.join(map(str, sorted(amounts)))}"
        )
    if hand == 2 and amounts != {E.DEALER_STAKE}:
        raise ValueError(
            f"position.beasts: the hand before was the first, whose stake is "
            f"{E.DEALER_STAKE} tokens (¶16), so each beast is {E.DEALER_STAKE}"
        )
    if len(out) == n:
        raise ValueError(
            "position.beasts: someone took the 9 tricks of the hand before, so not every player is beasted"
        )
    return out


def check_stake(position: Position, carried: list[list[int]]) -> int:
    """The stake of the hand: the dealer's 9 and the beasts (¶9, ¶16); ``position['stake']``,
    if given, must say the same."""
    stake = E.stake(E.DEALER_STAKE, [(s, t) for s, t, _ in carried])
    given = position.get("stake", stake)
    if given != stake or not _whole(given):
        made = " and the beasts" if carried else ""
        hint = "" if carried else " (give position.beasts: a larger stake is made of them)"
        raise ValueError(
            f"position.stake is {given!r}, but the dealer's {E.DEALER_STAKE}{made} make "
            f"{stake} tokens (¶9, ¶16){hint}"
        )
    return stake


def read_boxes(
    position: Position, n: int, options: dict[str, Any], stake: int, tokens: list[int], counters: list[int]
) -> tuple[list[int], list[int]]:
    """``position['boxes']`` (each ``{"tokens", "counters"}``, either may be left out), checked:
    no token or counter is made or lost (the boxes and the table hold what the boxes started
    with), and counters move during a game only as DF10 lets them.  Returns (tokens, counters);
    ``tokens``/``counters`` are the defaults (the start purses less what this hand staked)."""
    boxes = position.get("boxes")
    if boxes is None:
        return tokens, counters
    if not isinstance(boxes, list) or len(boxes) != n:
        raise ValueError(f'position.boxes must list {n} boxes, each {{"tokens", "counters"}}')
    tokens, counters = list(tokens), list(counters)
    start_c = options["start_counters"]
    change = options["empty_box"] == "change"
    for s, box in enumerate(boxes):
        if not isinstance(box, dict) or not set(box) <= {"tokens", "counters"}:
            raise ValueError(f'position.boxes[{s}] must be an object {{"tokens", "counters"}}')
        for key, into in (("tokens", tokens), ("counters", counters)):
            if key in box:
                if not _whole(box[key]):
                    raise ValueError(f"position.boxes[{s}].{key} must be a whole number")
                into[s] = box[key]
        if not change and counters[s] != start_c:
            raise ValueError(
                f"position.boxes[{s}] holds {counters[s]} counters, but under DF10's "
                f"default (empty_box 'debt') counters move only at the settlement: each "
                f"box holds options.start_counters ({start_c}) until the game ends"
            )
        if change and not 0 <= counters[s] <= start_c:
            raise ValueError(
                f"position.boxes[{s}] holds {counters[s]} counters: during a game a box "
                f"only changes counters for tokens, from options.start_counters ({start_c})"
            )
        if change and tokens[s] < 0 < counters[s]:
            raise ValueError(
                f"position.boxes[{s}] owes {-tokens[s]} tokens while holding "
                f"{counters[s]} counters, which DF10's 'change' would have changed first"
            )
    # Counters changed for tokens (DF10's 'change') are counted in tokens, 9 each (¶9).
    changed = E.TOKENS_PER_COUNTER * (n * start_c - sum(counters))
    have = sum(tokens) + stake
    want = n * options["start_tokens"] + changed
    if have != want:
        from_counters = f" and {changed} changed from counters" if changed else ""
        raise ValueError(
            f"position.boxes hold {sum(tokens)} tokens and the table {stake}: {have}, "
            f"but {n} boxes of {options['start_tokens']} tokens (options.start_tokens)"
            f"{from_counters} make {want}: tokens are moved, never made or lost"
        )
    return tokens, counters


def set_position(st: FrancionFields, position: Position) -> None:
    """Set ``st`` (built with the position's players, options and seed) to the play of a hand.
    Besides the common keys: ``trump``, ``turnup``, ``tricks_won``, and the scoring context
    (``scores``, ``beasts``, ``stake``, ``boxes``, ``cut``) read above."""
    n = st.players
    pack = st.pack
    st._position_trump(position)
    trump = st.trump
    dealer = P.seat(position, "dealer", n - 1, n)
    leader = P.seat(position, "leader", (dealer + 1) % n, n)
    trick, hand, hands, played_now = P.trick_and_hands(position, n, leader, max_hand=9)
    turnup = C.card(position["turnup"]) if position.get("turnup") else None
    if turnup is not None and turnup >> SUIT_SHIFT != trump:
        raise ValueError("the turn-up must be of the trump suit")
    used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None else [])
    P.cards_once(used)
    st._check_position_cards(used, "position")
    if turnup == WELCHE and WELCHE in used[:-1]:
        raise ValueError("the Welche cannot be both the turn-up and in play")
    done = 9 - len(hand)
    if "tricks_won" in position:
        tw = P.whole_numbers(position, "tricks_won", n, "non-negative counts", minimum=0)
    else:
        tw = [0] * n
        tw[leader] = done
    if sum(tw) != done:
        raise ValueError(f"position.tricks_won must add up to the {done} tricks already played")
    if done == 0 and leader != (dealer + 1) % n:
        raise ValueError(
            f"the first trick is led by the dealer's right, seat {(dealer + 1) % n} (¶15), not seat {leader}"
        )
    if done and not tw[leader]:
        raise ValueError(
            f"seat {leader} leads a trick after the first, so he won the one before "
            f"(¶15): position.tricks_won gives him none"
        )
    scores = read_scores(position, n)
    hand_number = sum(scores) + 1  # one point is scored in each hand (¶16)
    carried = read_beasts(position, n, hand_number)
    stake = check_stake(position, carried)
    cut = read_cut(position["cut"], len(pack), "position.cut") if "cut" in position else None
    rest = [c for c in pack if c not in used]
    rng = stream(position.get("seed", 0), "position")
    rng.shuffle(rest)
    if turnup is None:
        cands = [c for c in rest if c >> SUIT_SHIFT == trump and c != WELCHE]
        if not cands:
            raise ValueError("no card of the trump suit is left for the turn-up")
        turnup = cands[0]
        rest.remove(turnup)
    rest = P.fill_hands(hands, rest, len(hand), played_now)
    talon_size = len(pack) - 9 * n - 1
    o = st.options
    st.log = []
    st.hand_number = hand_number
    st.scores = scores
    st.points_before = list(scores)
    st.dealer = dealer
    st.tokens = [o["start_tokens"]] * n
    st.counters = [o["start_counters"]] * n
    st.stake = 0
    st.beasts, st.welche_events = carried, []
    st._event(EV.POSITION, "Position set up by hand.")
    st._stake_hand()
    st._log_cut(cut)
    st.hands = cast(list[list[Card]], hands)  # fill_hands filled those not given
    st.talon, st.played = rest[:talon_size], rest[talon_size:]
    st._start_tricks(leader)
    st.trick = trick
    st.tricks_won = list(tw)
    st.next_dealer = None
    st.phase = PLAY
    st._turn_up(turnup)
    st.tokens, st.counters = read_boxes(position, n, o, stake, st.tokens, st.counters)
