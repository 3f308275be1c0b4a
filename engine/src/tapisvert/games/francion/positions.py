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
from ...words import failure, words
from . import economy as E
from .codes import PLAY
from .fields import FrancionFields
from .legal import WELCHE

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
        raise failure(
            ValueError,
            "position.francion.where-lift-least-most",
            where=where,
            least=CUT_MIN,
            most=most,
            pack=pack_size,
        )
    return value


def read_scores(position: Position, n: int) -> list[int]:
    """``position['scores']``: each player's points so far (default none), each short of 6."""
    scores = P.whole_numbers(position, "scores", n, words("position.what.points"), minimum=0)
    done = [s for s, x in enumerate(scores) if x >= E.TARGET]
    if done:
        raise failure(
            ValueError,
            "position.francion.scores-seat-has-points",
            s=done[0],
            points=scores[done[0]],
            target=E.TARGET,
        )
    return scores


def read_beasts(position: Position, n: int, hand: int) -> list[list[int]]:
    """``position['beasts']``: the beasts staked into this hand, ``[[seat, tokens, hand]]``.

    Every beast of a hand is that hand's stake (¶16), so they are all equal; a hand's stake is a
    multiple of 9, the first hand's is 9, and someone took the tricks of the hand before.
    """
    given = position.get("beasts", [])
    if not isinstance(given, list):
        raise failure(ValueError, "position.francion.beasts-list-shape-objects", shape='{"seat", "tokens"}')
    out: list[list[int]] = []
    for b in given:
        if not isinstance(b, dict) or set(b) != {"seat", "tokens"}:
            raise failure(
                ValueError,
                "position.francion.each-beasts-object-shape",
                b=repr(b),
                shape='{"seat", "tokens"}',
            )
        s, t = b["seat"], b["tokens"]
        if not _whole(s) or not 0 <= s < n:
            raise failure(ValueError, "position.francion.beasts-seat-last-not", last=n - 1, s=repr(s))
        if not _whole(t) or t < E.DEALER_STAKE or t % 9:
            raise failure(ValueError, "position.francion.beasts-beast-stake-hand", t=repr(t))
        if any(s == x[0] for x in out):
            raise failure(ValueError, "position.francion.beasts-seat-beasted-twice", s=s)
        out.append([s, t, hand - 1])
    if not out:
        return out
    if hand == 1:
        raise failure(ValueError, "position.francion.beasts-with-no-points")
    amounts = {t for _, t, _ in out}
    if len(amounts) > 1:
        raise failure(
            ValueError,
            "position.francion.beasts-every-beast-stake",
            amounts=", ".join(map(str, sorted(amounts))),
        )
    if hand == 2 and amounts != {E.DEALER_STAKE}:
        raise failure(ValueError, "position.francion.beasts-hand-before-was", dealer_stake=E.DEALER_STAKE)
    if len(out) == n:
        raise failure(ValueError, "position.francion.beasts-someone-took-tricks")
    return out


def check_stake(position: Position, carried: list[list[int]]) -> int:
    """The stake of the hand: the dealer's 9 and the beasts (¶9, ¶16); ``position['stake']``,
    if given, must say the same."""
    stake = E.stake(E.DEALER_STAKE, [(s, t) for s, t, _ in carried])
    given = position.get("stake", stake)
    if given != stake or not _whole(given):
        made = words("position.francion.and-beasts" if carried else "common.empty")
        hint = words("common.empty" if carried else "position.francion.give-beasts")
        raise failure(
            ValueError,
            "position.francion.stake-given-but-dealer",
            given=repr(given),
            dealer_stake=E.DEALER_STAKE,
            made=made,
            stake=stake,
            hint=hint,
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
        raise failure(ValueError, "position.francion.boxes-list-n-boxes", n=n, shape='{"tokens", "counters"}')
    tokens, counters = list(tokens), list(counters)
    start_c = options["start_counters"]
    change = options["empty_box"] == "change"
    for s, box in enumerate(boxes):
        if not isinstance(box, dict) or not set(box) <= {"tokens", "counters"}:
            raise failure(
                ValueError, "position.francion.boxes-object-shape", s=s, shape='{"tokens", "counters"}'
            )
        for key, into in (("tokens", tokens), ("counters", counters)):
            if key in box:
                if not _whole(box[key]):
                    raise failure(ValueError, "position.francion.boxes-key-whole-number", s=s, field=key)
                into[s] = box[key]
        if not change and counters[s] != start_c:
            raise failure(
                ValueError,
                "position.francion.boxes-holds-counters-counters",
                s=s,
                counters=counters[s],
                start_c=start_c,
            )
        if change and not 0 <= counters[s] <= start_c:
            raise failure(
                ValueError,
                "position.francion.boxes-holds-counters-counters-2",
                s=s,
                counters=counters[s],
                start_c=start_c,
            )
        if change and tokens[s] < 0 < counters[s]:
            raise failure(
                ValueError,
                "position.francion.boxes-owes-owed-tokens",
                s=s,
                owed=-tokens[s],
                counters=counters[s],
            )
    # Counters changed for tokens (DF10's 'change') are counted in tokens, 9 each (¶9).
    changed = E.TOKENS_PER_COUNTER * (n * start_c - sum(counters))
    have = sum(tokens) + stake
    want = n * options["start_tokens"] + changed
    if have != want:
        from_counters = words("position.francion.from-counters" if changed else "common.empty", n=changed)
        raise failure(
            ValueError,
            "position.francion.boxes-hold-tokens-tokens",
            tokens=sum(tokens),
            stake=stake,
            have=have,
            n=n,
            start=options["start_tokens"],
            from_counters=from_counters,
            want=want,
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
        raise failure(ValueError, "position.francion.turn-up-trump-suit")
    used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None else [])
    P.cards_once(used)
    st._check_position_cards(used, "position")
    if turnup == WELCHE and WELCHE in used[:-1]:
        raise failure(ValueError, "position.francion.welche-cannot-both-turn")
    done = 9 - len(hand)
    if "tricks_won" in position:
        tw = P.whole_numbers(position, "tricks_won", n, words("position.what.counts"), minimum=0)
    else:
        tw = [0] * n
        tw[leader] = done
    if sum(tw) != done:
        raise failure(ValueError, "position.francion.tricks-won-add-up", done=done)
    if done == 0 and leader != (dealer + 1) % n:
        raise failure(
            ValueError, "position.francion.first-trick-led-by", first=(dealer + 1) % n, leader=leader
        )
    if done and not tw[leader]:
        raise failure(ValueError, "position.francion.seat-leader-leads-trick", leader=leader)
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
            raise failure(ValueError, "position.francion.no-card-trump-suit")
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
