"""Positions set up by hand (``Tarot.from_position``) and the winner of a given trick."""

from typing import Any

from ... import cards as C
from ... import position as P
from ...rng import stream
from .codes import PLAY
from .fields import TarotFields
from .pack import EXCUSE, PACK, PACK_SET, SIX, STR, Card, split


def winner_index(trick: list[Card]) -> int:
    """Index in ``trick`` of the card winning it (so far): the Excuse never wins here."""
    led = -1
    best, pos = -1, 0
    for i, c in enumerate(trick):
        if c == EXCUSE:
            continue
        si = SIX[c]
        if led < 0:
            led = si
            best, pos = STR[c], i
        elif si == 4:
            if STR[c] > best:
                best, pos = STR[c], i
        elif si == led and STR[c] > best:
            best, pos = STR[c], i
    return pos


class Positions(TarotFields):
    """``from_position`` and ``trick_winner``."""

    @classmethod
    def _position_args(cls, position: Any) -> tuple[Any, dict[str, Any]]:
        if not isinstance(position, dict):
            raise ValueError("a position is a JSON object")
        known = {"players", "options", "dealer", "leader", "trick", "hand", "hands", "called",
                 "first_trick", "seed", "taker"}
        if "trump" in position:
            raise ValueError("position.trump does not apply to French Tarot: the trumps are always the "
                             "numbered cards 1-21")
        unknown = set(position) - known
        if unknown:
            raise ValueError(f"unknown position keys: {', '.join(sorted(unknown))}; "
                             f"known: {', '.join(sorted(known))}")
        players = position.get("players", cls.DEFAULT_PLAYERS)
        opts = position.get("options", {})
        if not isinstance(opts, dict):
            raise ValueError("position.options must be an object")
        return players, opts

    @classmethod
    def from_position(cls, position: Any) -> Any:
        players, opts = cls._position_args(position)
        seed = position.get("seed", 0)
        st = cls(players, seed, None, **opts)
        n = st.players
        dealer = P.seat(position, "dealer", n - 1, n)
        leader = P.seat(position, "leader", (dealer + 1) % n, n)
        taker = P.seat(position, "taker", (dealer + 1) % n, n)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if len(trick) >= n:
            raise ValueError(f"the trick holds {len(trick)} cards: with {n} players someone must still "
                             f"play (use trick_winner for a complete trick)")
        hand = C.parse_cards(position.get("hand", []), "hand")
        if not hand:
            raise ValueError("position.hand must hold the cards of the player to move")
        if len(hand) > st.hand_size:
            raise ValueError(f"with {n} players a hand holds at most {st.hand_size} cards")
        first = position.get("first_trick", False)
        if not isinstance(first, bool):
            raise ValueError("position.first_trick must be true or false")
        called = position.get("called")
        if called is not None:
            if n != 5:
                raise ValueError("position.called applies only to 5 players")
            called = C.card(called) if isinstance(called, str) else None
            if called is None or SIX[called] > 3 or (called & 15) not in (11, 12, 13, 14):
                raise ValueError("position.called must be a king, queen, knight or jack (e.g. KH)")
        mover = (leader + len(trick)) % n
        played = {(leader + i) % n for i in range(len(trick))}
        hands = P.given_hands(position, n, mover, hand,
                              lambda s: len(hand) - (1 if s in played else 0))
        used = trick + [c for hh in hands if hh for c in hh]
        if len(set(used)) != len(used):
            raise ValueError("a card appears twice in the position")
        if any(c not in PACK_SET for c in used):
            raise ValueError("only cards of the tarot pack are in play")
        rest = [c for c in PACK if c not in set(used)]
        rng = stream(seed, "position")
        rng.shuffle(rest)
        for s in range(n):
            if hands[s] is None:
                want = len(hand) - (1 if s in played else 0)
                if len(rest) < want:
                    raise ValueError("not enough cards left to fill the other hands")
                hands[s], rest = rest[:want], rest[want:]
        # set up a play-phase state: the taker (Prise), earlier tricks gathered in the defence pile
        st.log = []
        st.dealer = dealer
        st.hands = [split(hh) for hh in hands]
        st.chien, st.discard = [], []
        st.chien_seen, st.shown_chien = False, None
        st.taker, st.contract, st.best = taker, 0, 0
        st.side_of = [1] * n
        st.side_of[taker] = 0
        st.called = called if called is not None else -1
        st.partner = taker
        st.holder = -1
        if called is not None:
            for s in range(n):
                if called in st.hands[s][SIX[called]]:
                    st.partner = st.holder = s
                    st.side_of[s] = 0
        st.won = [[], rest]
        st.tricks_done = 0 if first else st.hand_size - len(hand)
        st.total_tricks = st.tricks_done + len(hand)
        st.tricks_side = [0, st.tricks_done]
        st.tricks_won = [0] * n
        st.leader = leader
        st.trick = []
        st.led, st.top, st.wbest, st.wpos, st.ex_seat = -1, 0, -1, 0, -1
        st.opening = first
        st.decl = [[] for _ in range(n)]
        st.phase = PLAY
        st.turn = leader
        for c in trick:           # replay the trick's cards through the trusted path
            s = st.turn
            st.hands[s][SIX[c]].append(c)
            st.hands[s][SIX[c]].sort()
            st._play(c)
        st.log = []
        st._log(None, "event", "Position set up by hand.")
        return st

    @classmethod
    def trick_winner(cls, position: Any) -> int:
        players, opts = cls._position_args(position)
        probe = cls(players, 0, None, **opts)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if not trick or len(trick) > probe.players:
            raise ValueError(f"the trick must hold 1 to {probe.players} cards")
        if any(c not in PACK_SET for c in trick):
            raise ValueError("only cards of the tarot pack are in play")
        return winner_index(trick)


