"""French Tarot for 3, 4 and 5 players, with the Misères and Goulash variants.

One state machine for a whole match; each deal goes through these phases:

* ``bidding``   – each player speaks once: ``pass``, ``prise``, ``garde``, ``garde-sans``,
                  ``garde-contre`` (only higher than the best so far);
* ``call``      – 5 players: the taker calls a card (``call:KH``);
* ``discard``   – Prise / Garde: the chien is shown and taken, the taker discards one card at a
                  time (``discard:5S``);
* ``chelem``    – the taker announces a chelem or not (``chelem`` / ``no-chelem``);
* ``play``      – the cards; before his first card a player may declare (``poignee:simple``,
                  ``poignee:double``, ``poignee:triple``, ``misere:atout``, ``misere:honneurs``);
* ``poignee``   – a player showing a poignée with more trumps than needed picks the trumps he keeps
                  hidden (``hide:7``);
* ``hand-over`` – the next dealer deals (``deal``);  ``match-over``.

The play phase runs on small ints: each hand is six lists (four suits, trumps kept sorted, the
Excuse), the trick keeps its led suit, highest trump and winning position incrementally, and the
card points are only counted at the end of the deal (half points as ints).

This module is the state machine's core (set-up, the deal, legality, the play of the cards); its
rooms are mixins: ``bidding`` (bids, call, chien, discard), ``declarations`` (poignées, misères),
``scoring``, ``worlds`` (what a seat knows, for the search), ``policy`` (the bot), ``positions``
and ``view`` (observations, descriptions, refusals).  The card-play rule is ``legal.card_play``.
"""

from collections.abc import Callable
from itertools import repeat, starmap
from typing import Any

from ... import cards as C, events as E
from ...capabilities import Capabilities
from ...cards import SUIT_SHIFT
from ...deal import pack_error
from ...facts import GameFacts
from ...phase import PhaseEnum
from ...rng import stream
from ...state import GameState
from ...types import CardName, Code, Seat
from ...undo import _CONTAINERS, _copy
from ...words import Text, card as wcard, cards as wcards, failure, listing, seat as wseat, words
from .bidding import Bidding
from .codes import (
    ANNOUNCE,
    BID,
    CALL,
    CALLP,
    CARD_CODES,
    DISCARD,
    ECART,
    HIDE,
    HIDEP,
    IN_DEAL,
    PLAY,
    PREFIXED,
    W_BIDS,
    W_CHELEM,
    W_NOCHELEM,
    W_PASS,
    WORDS,
    Phase,
)
from .declarations import POIGNEE, Declarations
from .legal import legal_cards
from .pack import (
    EXCUSE,
    HP,
    PACK,
    PACK_SET,
    PARAMS,
    PETIT,
    SIX,
    STR,
    TWENTY_ONE,
    Card,
    sort_key,
    split,
)
from .playout import Playout
from .policy import Policy
from .positions import POSITION_KEYS, Positions
from .rules import BOOK, OPTIONS
from .scoring import Scoring
from .view import View
from .worlds import Worlds

_TAKES = [words("common.log.takes-trick", p=wseat(i)) for i in range(5)]
_tuple_new = tuple.__new__


BID_WORDS = (W_PASS, *W_BIDS)  # in the order the legal actions list them


class Tarot(Bidding, Declarations, Scoring, Worlds, Policy, Playout, Positions, View):
    FACTS = GameFacts(
        name="tarot",
        title="French Tarot",
        players=(3, 4, 5),
        default_players=4,
        options=OPTIONS,
        book=BOOK,
        words=WORDS,
        prefixed=PREFIXED,
        action_help={
            "deal": "deal the next hand",
            "pass": "pass (say nothing)",
            "prise": "bid Prise (×1): the chien is shown and taken",
            "garde": "bid Garde (×2): the chien is shown and taken",
            "garde-sans": "bid Garde sans le chien (×4): the chien, unseen, counts for the taker",
            "garde-contre": "bid Garde contre le chien (×6): the chien, unseen, counts for the defence",
            "call:<card>": "5 players: call a king (or a queen, knight, jack when holding all above)",
            "discard:<card>": "put a card in the discard (no king, no bout; trumps only if unavoidable)",
            "chelem": "announce a chelem (every trick); the taker then leads",
            "no-chelem": "do not announce a chelem",
            "poignee:simple": "show a simple poignée before one's first card",
            "poignee:double": "show a double poignée before one's first card",
            "poignee:triple": "show a triple poignée before one's first card",
            "hide:<trump>": "keep this trump hidden when showing a poignée with extra trumps",
            "misere:atout": "announce a misère d'atout (no trump, no Excuse) — variant",
            "misere:honneurs": "announce a misère d'honneurs (no face card, no bout) — variant",
        },
        capabilities=Capabilities(
            tricks=True,
            positions=True,
            rollout_policy=True,
            rollout_hand=True,
            policy_code=True,
            endgame=True,
            endgame_sides=True,
            action_label=True,
            prompt=True,
        ),
        phases=Phase,
        hand="deal",
        bench_configs=((4, {}), (3, {}), (5, {}), (5, {"miseres": True, "goulash": True})),
        position_keys=POSITION_KEYS,
        search_bench_configs=((4, {}), (3, {}), (5, {})),
    )
    _FIXED = GameState._FIXED | {
        "hand_size",
        "packet",
        "chien_size",
        "thresholds",
        "deals_target",
        "other_side_excuse",
    }

    # -------------------------------------------------------------- set-up
    def _setup(self, deal: Any) -> None:
        n = self.players
        self.hand_size, self.packet, self.chien_size = PARAMS[n]
        self.thresholds = POIGNEE[n]
        self.deals_target = self.options["deals"] or 2 * n
        self.other_side_excuse = self.options["excuse_last_trick"] == "to-other-side"
        self.deals_scored = 0
        self.next_dealer = None
        self._first_hand(deal)

    def _deal_explicit(self, deal: Any) -> None:
        hands, chien, dealer = self._parse_deal(deal)
        self.dealer = dealer
        self._event(E.EXPLICIT_DEAL, words("common.log.explicit-deal", p=wseat(dealer)), (dealer,))
        self._start_deal(hands, chien)

    # Not first_dealer.draw_first_dealer: Tarot draws from the end of one shuffled pack, redrawing
    # the Excuse from the same pack, and logs one line (the shared draw cannot replay this stream).
    def _draw_first_dealer(self) -> Seat:
        rng = stream(self.seed, "draw")
        deck = PACK[:]
        rng.shuffle(deck)
        drawn: dict[Seat, Card] = {}
        texts: list[Text] = []
        for s in range(self.players):
            c = deck.pop()
            while c == EXCUSE:
                texts.append(words("tarot.log.draw-excuse", p=wseat(s)))
                c = deck.pop()
            drawn[s] = c
            texts.append(words("tarot.log.draws", p=wseat(s), c=wcard(c)))

        def key(c: Card) -> int:  # trumps above suit cards; spades > hearts > diamonds > clubs
            return 1000 + c if c >= C.TRUMP_BASE else STR[c] * 4 + (3 - (c >> SUIT_SHIFT))

        dealer = min(drawn, key=lambda s: key(drawn[s]))
        self._event(
            E.DRAW,
            words("tarot.log.draw", draws=listing(texts), p=wseat(dealer)),
            (dealer,),
            tuple(drawn.values()),
        )
        return dealer

    def _deal_hand(self) -> None:
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        # one random key per card, in pack order (drawn by a C loop: no bytecode per card)
        keys = list(starmap(rng.random, repeat((), len(PACK))))
        deck = [PACK[i] for i in sorted(range(len(PACK)), key=keys.__getitem__)]
        size, packet, k = self.hand_size, self.packet, self.chien_size
        npk = n * size // packet
        slots = set(rng.sample(range(1, npk), k))  # never the first or the last card
        hands: list[list[Card]] = [[] for _ in range(n)]
        chien: list[Card] = []
        pos = 0
        seat = (self.dealer + 1) % n
        for p in range(npk):
            if p in slots:
                chien.append(deck[pos])
                pos += 1
            hands[seat] += deck[pos : pos + packet]
            pos += packet
            seat = seat + 1 if seat + 1 < n else 0
        self._start_deal(hands, chien)

    def _parse_deal(self, deal: Any) -> tuple[list[list[Card]], list[Card], Seat]:
        if not isinstance(deal, dict):
            raise failure(ValueError, "error.deal-object", keys="dealer, hands, chien")
        unknown = set(deal) - {"dealer", "hands", "chien"}
        if unknown:
            raise failure(
                ValueError, "error.deal-keys", keys=", ".join(sorted(unknown)), allowed="dealer, hands, chien"
            )
        n = self.players
        dealer = deal.get("dealer", n - 1)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
            raise failure(ValueError, "error.deal-dealer", hi=n - 1)
        hands = deal.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise failure(ValueError, "error.deal-hands", n=n)
        parsed = [C.parse_cards(h, f"deal.hands[{i}]") for i, h in enumerate(hands)]
        if any(len(h) != self.hand_size for h in parsed):
            raise failure(ValueError, "error.tarot-hand-size", n=n, size=self.hand_size)
        used = [c for h in parsed for c in h]
        chien = (
            C.parse_cards(deal["chien"], "deal.chien")
            if "chien" in deal
            else [c for c in PACK if c not in set(used)]
        )
        if len(chien) != self.chien_size:
            raise failure(ValueError, "error.tarot-chien-size", n=n, size=self.chien_size)
        allc = used + chien
        if len(set(allc)) != len(allc) or set(allc) != PACK_SET:
            raise pack_error(78, words("error.deal-note-tarot"))
        return parsed, chien, dealer

    def _start_deal(self, hands: list[list[Card]], chien: list[Card]) -> None:
        n = self.players
        self.hands = [split(h) for h in hands]
        self.chien = list(chien)
        self.chien_seen = False
        self.discard = []
        self.shown_discard = []
        self.trick = []
        self.last_trick = None
        self.phase = BID
        self.bids = []
        self.spoken = 0
        self.best = -1
        self.taker = -1
        self.contract = -1
        self.called = -1
        self.partner = -1  # holder of the called card (the taker if he called himself)
        self.partner_public = False
        self.alone_known = False  # the called card is known to be in the chien
        self.goulash_deal = False
        self.side_of = [1] * n
        self.won = [[], []]
        self.tricks_side = [0, 0]
        self.tricks_won = [0] * n
        self.tricks_done = 0
        self.total_tricks = self.hand_size
        self.leader = (self.dealer + 1) % n
        self.turn = self.leader
        self.led = -1
        self.top = 0
        self.wbest = -1
        self.wpos = 0
        self.ex_seat = -1
        self.opening = False
        self.decl = [[] for _ in range(n)]
        self.poignees = []
        self.hiding = None
        self.miseres = []
        self.chelem_announced = False
        self.excuse_chelem = False
        self.petit_trick = -1
        self.shown_chien = None
        self.holder = -1
        self.owe = []
        self.next_dealer = None
        self.misere_ok = [self._misere_bits(h) for h in self.hands] if self.options["miseres"] else [0] * n
        # What the play reveals, for the search bots (small ints, updated card by card):
        self.voids = [0] * n  # bits 0-3: a suit not followed; bit 4: no trump
        self.ceiling = [TWENTY_ONE] * n  # the highest trump a seat may hold (failed overtrumps)
        self.pshown = [None] * n  # poignée: the card codes shown, per seat
        self.phidden = [0] * n  # poignée: how many trumps its shower kept hidden
        self._event(
            E.DEAL,
            words("tarot.log.deal", n=self.hand_number, p=wseat(self.dealer), q=wseat(self.leader)),
            (self.dealer, self.leader),
        )
        for s, h in enumerate(self.hands):
            if h[4] == [PETIT] and not h[5]:
                cards = sorted((c for part in h for c in part), key=sort_key)
                self._event(
                    "petit-sec",
                    words("tarot.log.petit-sec", p=wseat(s), cs=wcards(cards)),
                    (s,),
                    tuple(cards),
                )
                self._cancel(words("tarot.result.petit-sec", p=wseat(s)))
                return

    def _cancel(self, text: Text) -> None:
        n = self.players
        self.hand_results.append(
            {"hand": self.hand_number, "points": [0] * n, "text": text, "cancelled": True}
        )
        self._hand_over()

    # ------------------------------------------------------------ fast paths
    def apply_trusted(self, code: Code) -> None:
        """Fast path for search: apply a legal action code without any check or undo record."""
        if code < CARD_CODES:  # a card: legal only in the play
            self._play(code)
        else:
            self._do(code)
        self.history.append(code)

    # ------------------------------------------------------ snapshots (undo)
    def _snapshot(self) -> dict[str, Any]:
        # Same contract as GameState._snapshot, with slice copies for the big nested int lists
        # (the generic copier checks every element's type).
        fixed = self._FIXED
        app = self._APPEND_ONLY
        snap: dict[str, Any] = {}
        for k, v in self.__dict__.items():
            if k == "_undo" or k in fixed:
                continue
            if k in app:
                snap[k] = len(v)
            elif k == "hands":
                snap[k] = [[p[:] for p in h] for h in v]
            elif k == "won":
                snap[k] = [p[:] for p in v]
            elif type(v) in _CONTAINERS:
                snap[k] = _copy(v)
            else:
                snap[k] = v
        return snap

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> Seat | None:
        ph = self.phase
        if ph == PLAY:
            return self.turn
        actor = _ACTORS.get(ph)
        # hand-over: the next dealer; match-over: nobody
        return super().current_player if actor is None else actor(self)

    def all_cards(self) -> list[Card]:
        out = [c for h in self.hands for part in h for c in part]
        out += self.chien + self.discard + self.trick + self.won[0] + self.won[1]
        for pile in self.won[2:]:
            out += pile
        return out

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
        zones: list[list[Card]] = []
        for s, h in enumerate(self.hands):
            if s != seat:
                zones.extend(h)
        if self.chien and not self._chien_turned_over():
            zones.append(self.chien)  # face down (before it is shown, or never shown)
        if seat != self.taker:
            zones.append(self.discard)
        return zones

    def _chien_turned_over(self) -> bool:
        """The chien nobody saw is turned over when the deal has been scored (not if cancelled)."""
        return (
            self.phase not in IN_DEAL
            and bool(self.hand_results)
            and self.hand_results[-1]["hand"] == self.hand_number
            and not self.hand_results[-1].get("cancelled")
        )

    def tricks_left(self) -> int | None:
        """Tricks still to play in this deal, the one in progress included (for the endgame search)."""
        if self.phase != PLAY:
            return None
        return self.total_tricks - self.tricks_done

    def endgame_sides(self) -> list[int] | None:
        """The taker's side (0) against the defence (1); None in a Goulash, each for himself.
        Every score of the deal moves the two sides in opposite directions (misères, fixed
        once announced, only shift a seat's result by a constant)."""
        return None if self.goulash_deal else self.side_of

    def card_rank(self, card: CardName) -> int:
        c = C.card(card)
        return STR[c]

    def wins_so_far(self, card: CardName) -> bool:
        """Would ``card``, played now by the player to move, be winning the trick so far?"""
        c = C.card(card)
        if c == EXCUSE:
            return False
        if self.led < 0:
            return True
        if SIX[c] == 4:
            return c > self.top
        return SIX[c] == self.led and STR[c] > self.wbest

    def trick_leader_so_far(self) -> Seat | None:
        if not self.trick:
            return None
        return (self.leader + self.wpos) % self.players

    # ------------------------------------------------------------ legality
    def _legal_codes(self) -> list[Code]:
        ph = self.phase
        if ph == PLAY:
            seat = self.turn
            if self.opening:
                # the first trick: the call's lead restriction, and the declarations still open
                return legal_cards(self, seat)[0] + [
                    d for d in self.decl[seat] if self._declaration_rule(d)[0]
                ]
            # legal.card_play inlined: its one fast copy (the public fast path, for every card
            # after the first trick); test_tarot_legal.py checks that the two always agree
            h = self.hands[seat]
            led = self.led
            if led < 0:
                return [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]]
            if led < 4 and h[led]:
                return h[led] + h[5]
            tr = h[4]
            if tr:
                top = self.top
                if tr[-1] > top and tr[0] < top:
                    return [t for t in tr if t > top] + h[5]
                return tr + h[5]
            return [*h[0], *h[1], *h[2], *h[3], *h[5]]
        legal = _LEGAL.get(ph)
        return super()._legal_codes() if legal is None else legal(self)  # hand-over: deal

    def _hide_codes(self) -> list[Code]:
        """The trumps a poignée's shower may still keep hidden (the poignee phase)."""
        hid = self.hiding["hidden"]
        return [HIDE + c for c in self.hands[self.turn][4] if c not in hid]

    # The public fast path is the legality function itself (no wrapper call per action).
    legal_codes = _legal_codes

    # ---------------------------------------------------------------- moves
    def _do(self, code: Code) -> None:
        ph = self.phase
        if ph == PLAY:
            if code < CARD_CODES:
                self._play(code)
            else:
                self._declare(code)
            return
        move = _MOVES.get(ph)
        if move is None:
            super()._do(code)  # hand-over: the next dealer deals
        else:
            move(self, code)

    def _announce(self, code: Code) -> None:
        """The taker's answer to the chelem's question, then the play."""
        self._log(self.taker, "action", code)
        if code == W_CHELEM:
            self.chelem_announced = True
            self.leader = self.turn = self.taker
        self._start_play()

    def _play(self, code: Code) -> None:
        seat = self.turn
        si = SIX[code]
        self.hands[seat][si].remove(code)
        trick = self.trick
        trick.append(code)
        self.log.append((self.hand_number, seat, "action", code, None))
        led = self.led
        if code == EXCUSE:
            self.ex_seat = seat
        elif led < 0:  # the first card of the trick (bar the Excuse)
            self.led = si
            self.wbest = STR[code]
            self.wpos = len(trick) - 1
            if si == 4:
                self.top = code
        elif si == 4:  # a trump: trumps led, or trumping
            if led != 4:
                self.voids[seat] |= 1 << led  # not following reveals a void
            top = self.top
            if code > top:
                self.top = code
                self.wbest = STR[code]
                self.wpos = len(trick) - 1
            elif top < self.ceiling[seat]:
                self.ceiling[seat] = top  # could not overtrump
        elif si == led:
            if STR[code] > self.wbest:
                self.wbest = STR[code]
                self.wpos = len(trick) - 1
        else:  # neither the suit nor a trump: void in both
            self.voids[seat] |= (1 << led) | 16
        if code == self.called:
            self._reveal(seat)
        n = self.players
        if len(trick) == n:
            self._finish_trick()
        else:
            self.turn = seat + 1 if seat + 1 < n else 0

    def _reveal(self, seat: Seat) -> None:
        if self.partner_public:
            return
        self.partner_public = True
        if seat == self.taker:
            self._event(
                "partner-alone",
                words("tarot.log.partner-alone", p=wseat(seat)),
                (seat,),
            )
        else:
            self._event(
                "partner-revealed",
                words("tarot.log.partner-revealed", p=wseat(seat)),
                (seat,),
            )

    def _finish_trick(self) -> None:
        n = self.players
        trick = self.trick
        leader = self.leader
        w = (leader + self.wpos) % n
        self.tricks_done += 1
        last = self.tricks_done == self.total_tricks
        side_of = self.side_of
        ex = self.ex_seat
        if ex >= 0 and last:
            if self.goulash_deal:
                w = ex
            elif trick[0] == EXCUSE and self.tricks_side[side_of[ex]] == self.tricks_done - 1:
                w = ex
                self.excuse_chelem = True
        ws = side_of[w]
        self.tricks_won[w] += 1
        self.tricks_side[ws] += 1
        won = self.won
        if ex < 0 or ex == w:
            won[ws] += trick
        else:
            es = side_of[ex]
            if last:
                if self.other_side_excuse and es == ws and not self.goulash_deal:
                    won[ws] += [c for c in trick if c != EXCUSE]
                    won[1 - es].append(EXCUSE)
                else:
                    won[ws] += trick
            elif es == ws:
                won[ws] += trick
            else:
                won[ws] += [c for c in trick if c != EXCUSE]
                won[es].append(EXCUSE)
                self.owe.append((es, ws))
        if self.owe:
            self._settle()
        if PETIT in trick:
            self.petit_trick = self.tricks_done
        self.last_trick = (leader, trick, w)
        self.trick = []
        self.led = -1
        self.top = 0
        self.wbest = -1
        self.wpos = 0
        self.ex_seat = -1
        self.leader = self.turn = w
        self.opening = False
        # the Event made by tuple.__new__: a named tuple's own __new__ is a Python call (18 a deal)
        ev = _tuple_new(E.Event, (E.TRICK, _TAKES[w], (w, leader), tuple(trick), (), None))
        self.log.append((self.hand_number, w, "event", ev, None))
        if last:
            self._score_deal()

    def _settle(self) -> None:
        keep = []
        won = self.won
        for es, ws in self.owe:
            pile = won[es]
            for i, c in enumerate(pile):
                if HP[c] == 1:
                    won[ws].append(pile.pop(i))
                    break
            else:
                keep.append((es, ws))
        self.owe = keep


# Dispatch on the phase, one table per hook, for the phases besides the play (the play, the hot
# path, is each hook's first test; the hand-over and the match-over are the shared layer's).

# phase -> the seat to act
_ACTORS: dict[PhaseEnum, Callable[[Tarot], Seat]] = {
    BID: lambda st: st.turn,
    HIDEP: lambda st: st.turn,
    CALLP: lambda st: st.taker,
    ECART: lambda st: st.taker,
    ANNOUNCE: lambda st: st.taker,
}

# phase -> its legal actions
_LEGAL: dict[PhaseEnum, Callable[[Tarot], list[Code]]] = {
    BID: lambda st: [c for c in BID_WORDS if st._bid_rule(c)[0]],
    ECART: lambda st: [DISCARD + c for c in st._discardable()],
    ANNOUNCE: lambda st: [c for c in (W_CHELEM, W_NOCHELEM) if st._announce_rule(c)[0]],
    CALLP: lambda st: [CALL + c for c in st._callable()],
    HIDEP: Tarot._hide_codes,
}

# The moves of the phases before the play, one per phase (the play is _do's fast path; the
# hand-over is the shared layer's): the phase's action code -> the move it makes.
_MOVES: dict[PhaseEnum, Callable[[Tarot, Code], None]] = {
    BID: Tarot._bid,
    ECART: lambda st, code: st._discard(code - DISCARD),
    ANNOUNCE: Tarot._announce,
    CALLP: lambda st, code: st._call(code - CALL),
    HIDEP: lambda st, code: st._hide(code - HIDE),
}
