"""Francion (the Marquis du Terrail, 1765): the anti-Whist, with the Welche, stakes and beasts.

A state is a whole game to 6 points, a trick game on the shared layer (``tapisvert.tricks``).
Phases: ``play`` (the nine tricks of a hand, ``codes.py``), then the shared ``hand-over`` (the
hand is paid; the next dealer stakes and deals: ``deal``) or ``match-over`` (a player has 6
points; the settlement in counters is made).  Rooms: ``legal.py`` (the legal cards and the trick
winner), ``economy.py`` (stakes, payments, beasts, settlement), ``positions.py``
(``from_position``), ``sheet.py`` (the score sheet), ``rules.py`` (the rules and options).

The economy is tracked per player in tokens and counters (one counter = 9 tokens); the
stake on the table and the beasts carried into the next hand are public, and the sum of
all tokens (boxes + table) and of all counters never changes (see ``totals``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Self

from ... import cards as C, events as EV
from ...capabilities import Capabilities
from ...cards import SUIT_SHIFT
from ...deal import read_deal, turnup_and_rest
from ...facts import GameFacts
from ...first_dealer import draw_first_dealer
from ...position import Position
from ...rng import stream
from ...state import CARD_CODES
from ...tricks import TrickGame
from ...types import Card, Code, JSONObject, Observation, Options, Seat, Sheet
from ...words import (
    Text,
    Words,
    card as wcard,
    cards as wcards,
    failure,
    listing,
    rule as wrule,
    seat as wseat,
    words as Wd,
)
from . import economy as E, legal as L, positions as FP, view as V
from .codes import PLAY, Phase
from .fields import FrancionFields
from .rules import BOOK, OPTIONS
from .sheet import hand_sheet

if TYPE_CHECKING:
    import random

W = L.WELCHE
SUIT_NAME = C.SUIT_NAMES


def _stake_why(why: str) -> Words:
    """What a part of the stake is for ("dealer", "beast of hand 3": the result's own data)."""
    if why == "dealer":
        return Wd("francion.stake.dealer")
    return Wd("francion.stake.beast", n=int(why.rsplit(" ", 1)[1]))


class Francion(FrancionFields):
    FACTS = GameFacts(
        name="francion",
        title="Francion",
        players=(3, 4, 5),
        default_players=4,
        options=OPTIONS,
        book=BOOK,
        words=("deal",),
        action_help={"deal": "stake and deal the next hand"},
        capabilities=Capabilities(tricks=True, positions=True, rollout_policy=True, endgame=True),
        phases=Phase,
        position_keys=FP.POSITION_KEYS,
    )
    _FIXED = TrickGame._FIXED | {"pack"}

    # ------------------------------------------------------------- options
    @classmethod
    def check_options(cls, players: int, o: Options) -> None:
        if o["start_tokens"] % 9:
            raise failure(ValueError, "error.francion-tokens", value=o["start_tokens"])

    # -------------------------------------------------------------- set-up
    def _setup(self, deal: JSONObject | None) -> None:
        n = self.players
        o = self.options
        self.pack = L.pack(n)
        self.tokens = [o["start_tokens"]] * n
        self.counters = [o["start_counters"]] * n
        self.stake = 0
        self.beasts = []  # [[seat, tokens, hand]] carried into the next hand's stake
        self.welche_events = []  # every Welche event of the game
        self.settlement = None
        self.next_dealer = None
        self.cut = None  # cards lifted by the cutter this hand (None: not known)
        self._first_hand(deal)

    def _draw_first_dealer(self) -> int:
        # ¶9: the lowest card deals, the ace highest (the Welche is an ace here); DF7: who redraws
        return draw_first_dealer(
            self, self.pack, C.rank_of, redraw=self.options["draw_ties"], again="francion.log.draw-again"
        )

    def _deal_hand(self) -> None:
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        deck = self.pack[:]
        rng.shuffle(deck)
        cut = rng.randint(4, len(deck) - 4)  # ¶9: not fewer than four, removed or left
        deck = deck[cut:] + deck[:cut]
        hands: list[list[Card]] = [[] for _ in range(n)]
        pos = 0
        for _ in range(9):  # one at a time, from the dealer's right
            for i in range(n):
                hands[(self.dealer + 1 + i) % n].append(deck[pos])
                pos += 1
        self._start_hand(hands, deck[pos], deck[pos + 1 :], cut)

    def _deal_explicit(self, deal: JSONObject) -> None:
        n = self.players
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "turnup", "talon", "cut"))
        if any(len(h) != 9 for h in parsed):
            raise failure(ValueError, "error.hand-size", n=9)
        turnup, talon = turnup_and_rest(deal, parsed, self.pack, "talon", Wd("error.deal-note-players", n=n))
        # The cut changes no card of a deal given by hand; it is told, to be logged like a dealt one.
        cut = FP.read_cut(deal["cut"], len(self.pack), "deal.cut") if "cut" in deal else None
        self.dealer = dealer
        self._event(EV.EXPLICIT_DEAL, Wd("common.log.explicit-deal", p=wseat(dealer)), (dealer,))
        self._start_hand(parsed, turnup, talon, cut)

    def _start_hand(self, hands: list[list[Card]], turnup: Card, talon: list[Card], cut: int | None) -> None:
        n = self.players
        self._stake_hand()
        self._log_cut(cut)
        self.hands = hands
        self.talon = list(talon)
        self.played = []
        self._start_tricks((self.dealer + 1) % n)  # the dealer's right leads (¶15)
        self.next_dealer = None
        self.phase = PLAY
        self._turn_up(turnup)

    def _stake_hand(self) -> None:
        """The stake: the dealer's 9, and every beast carried from the hand before (¶9, ¶16)."""
        self.hand_tokens = [0] * self.players
        self.stake_paid = [[self.dealer, E.DEALER_STAKE, "dealer"]]
        self.stake_paid += [[s, amount, f"beast of hand {h}"] for s, amount, h in self.beasts]
        for s, amount, _ in self.stake_paid:
            self._pay(s, None, amount)
        parts = listing(
            Wd("francion.stake.part", p=wseat(s), n=a, why=_stake_why(why)) for s, a, why in self.stake_paid
        )
        self._event(
            EV.DEAL,
            Wd("francion.log.deal", n=self.hand_number, p=wseat(self.dealer), stake=self.stake, parts=parts),
            (self.dealer, *(s for s, _, _ in self.stake_paid)),
            amounts=(self.stake, *(a for _, a, _ in self.stake_paid)),
        )
        self.beasts = []

    def _log_cut(self, cut: int | None) -> None:
        """The cut, a public event (¶9): the dealer's left-hand neighbour lifts ``cut`` cards."""
        self.cut = cut
        if cut is not None:
            who = FP.cutter(self.dealer, self.players)
            self._event(
                "cut",
                Wd("francion.log.cut", p=wseat(who), n=cut, left=len(self.pack) - cut),
                (who,),
                amounts=(cut,),
                seat=who,
            )

    def _turn_up(self, turnup: Card) -> None:
        self.turnup = turnup
        self.trump = turnup >> SUIT_SHIFT
        self._event(
            "turn-up",
            Wd("francion.log.turn-up", c=wcard(turnup), suit=Wd(f"common.suits.{C.SUITS[self.trump]}")),
            cards=(turnup,),
        )
        if turnup == W:
            self._event("welche-turned", Wd("francion.log.welche-turned"))
            self._welche_event("turn-up", self.dealer)

    # ------------------------------------------------------------- payments
    def _pay(self, frm: Seat | None, to: Seat | None, amount: int) -> None:
        """Move ``amount`` tokens from seat ``frm`` (or the table if None) to seat ``to`` (or the
        table).  Boxes may go below zero (DF10)."""
        if frm is None:
            self.stake -= amount
        else:
            self.tokens[frm] -= amount
            self.hand_tokens[frm] -= amount
            if self.tokens[frm] < 0 and self.options["empty_box"] == "change" and self.counters[frm] > 0:
                # DF10's alternative: change counters for tokens (one counter is worth 9 tokens, ¶9)
                k = min(self.counters[frm], -(self.tokens[frm] // E.TOKENS_PER_COUNTER))
                self.counters[frm] -= k
                self.tokens[frm] += k * E.TOKENS_PER_COUNTER
                self._event(
                    "counters-changed",
                    Wd("francion.log.counters-changed", p=wseat(frm), k=k, n=k * E.TOKENS_PER_COUNTER),
                    (frm,),
                    amounts=(k, k * E.TOKENS_PER_COUNTER),
                )
        if to is None:
            self.stake += amount
        else:
            self.tokens[to] += amount
            self.hand_tokens[to] += amount

    def _welche_event(self, event: str, seat: Seat) -> None:
        each, status = E.welche_payment(event, self.options["welche_payments"])
        n = self.players
        if each:
            for s in range(n):
                if s != seat:
                    self._pay(s, seat, each) if each > 0 else self._pay(seat, s, -each)
        total = each * (n - 1)
        self.welche_events.append(
            {"hand": self.hand_number, "event": event, "seat": seat, "tokens": total, "status": status}
        )
        if status == "source lost":
            self._event(
                "welche-" + event,
                Wd(f"francion.log.welche-lost-{event}", p=wseat(seat)),
                (seat,),
            )
        elif each < 0:
            self._event(
                "welche-" + event,
                Wd(f"francion.log.welche-pays-{status}", p=wseat(seat), each=-each, total=-total),
                (seat,),
                amounts=(each, total),
            )
        else:
            self._event(
                "welche-" + event,
                Wd("francion.log.welche-paid", p=wseat(seat), each=each, total=total),
                (seat,),
                amounts=(each, total),
            )

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> Seat | None:
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % self.players
        return super().current_player

    def tricks_left(self) -> int | None:
        """Tricks still to play in this hand, the one in progress included (for the endgame search)."""
        if self.phase != PLAY:
            return None
        return max(len(h) for h in self.hands)

    def card_rank(self, card: str) -> int:
        """Strength for the bots: trumps above plain cards, the Welche above the ace of trumps."""
        c = C.card(card)
        if c == W:
            return 131
        return (c & C.RANK_MASK) * 4 + (100 if c >> SUIT_SHIFT == self.trump else 0)

    def all_cards(self) -> list[Card]:
        out = [c for h in self.hands for c in h]
        return out + self.trick + self.played + self.talon + [self.turnup]

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
        return [h for s, h in enumerate(self.hands) if s != seat] + [self.talon]

    def _led_suit(self) -> int | None:
        """The suit a follower must play (None after a free Welche lead, DF5)."""
        lead = self.trick[0]
        if lead != W:
            return lead >> SUIT_SHIFT
        how = self.options["welche_lead"]
        if how == "free":
            return None
        return self.trump if how == "trump" else L.HEARTS

    def zone_constraints(self, seat: Seat, zones: list[list[Card]]) -> list[tuple[set[Card], set[Card]]]:
        # A revealed void forbids every card of that suit but the Welche, which is never
        # counted as a card of its suit for the obligation (DF4 default) — so never excluded.
        out: list[tuple[set[Card], set[Card]]] = []
        for z in zones:
            owner = next((s for s, h in enumerate(self.hands) if h is z), None)
            if owner is None or not self.voids[owner]:
                out.append((set(), set()))
                continue
            v = self.voids[owner]
            out.append(({c for c in self.pack if c != W and v >> (c >> SUIT_SHIFT) & 1}, set()))
        return out

    def rollout_code(self, rng: random.Random, legal: list[Code] | None = None) -> Code:
        if legal is None:
            legal = self._legal_codes()
        if len(legal) == 1 or self.phase != PLAY:
            return legal[0]
        trump = self.trump
        key = lambda c: 131 if c == W else (c & C.RANK_MASK) * 4 + (100 if c >> SUIT_SHIFT == trump else 0)
        if not self.trick:
            return max(legal, key=key)
        k = len(self.trick)
        cycle = self.options["welche_cycle"]
        win = [c for c in legal if L.winner(self.trick + [c], trump, cycle) == k]
        return min(win or legal, key=key)

    def _trick_winner_index(self, trick: list[Card]) -> int:
        return L.winner(trick, self.trump, self.options["welche_cycle"])

    def _taken_text(self, winner: Seat, index: int, trick: list[Card]) -> Text:
        return Wd("francion.log.takes-trick", p=wseat(winner), c=V.card_name(trick[index]))

    def _legal_cards(self, seat: Seat) -> tuple[list[Card], str]:
        o = self.options
        return L.legal(
            self.hands[seat],
            self.trick,
            self.trump,
            o["void_rule"],
            o["welche_suit"],
            o["welche_compelled"],
            o["welche_lead"],
        )

    def _legal_codes(self) -> list[Code]:
        if self.phase == PLAY:
            return self._legal_cards((self.leader + len(self.trick)) % self.players)[0]
        return super()._legal_codes()

    def _why_illegal(self, code: Code) -> tuple[str, Text]:
        rid = "francion."
        if self.phase == PLAY:
            if code >= CARD_CODES:
                return rid + "play.phase", Wd("francion.refuse.play-a-card")
            seat = (self.leader + len(self.trick)) % self.players
            if code not in self.hands[seat]:
                return rid + "play.from-hand", Wd("common.refuse.not-held", p=wseat(seat), c=wcard(code))
            cards, rule = self._legal_cards(seat)
            return rid + rule, Wd(
                "common.refuse.rule-legal-now", r=wrule(self.FACTS.book, rid + rule), cs=wcards(cards)
            )
        return super()._why_illegal(code)

    # ---------------------------------------------------------------- moves
    def _do(self, code: Code) -> None:
        if self.phase == PLAY:
            self._play_card(code)
            return
        super()._do(code)  # the hand-over's deal

    def _play_card(self, code: Card) -> None:
        n = self.players
        seat = (self.leader + len(self.trick)) % n
        if self.trick and code != W:
            led = self._led_suit()
            if led is not None and code >> SUIT_SHIFT != led:
                self.voids[seat] |= 1 << led  # could not follow (the Welche aside)
                if self.options["void_rule"] == "must-trump" and code >> SUIT_SHIFT != self.trump:
                    self.voids[seat] |= 1 << self.trump
        self.hands[seat].remove(code)
        self.trick.append(code)
        self._log(seat, "action", code)
        if len(self.trick) < n:
            return
        leader = self.leader
        w, trick = self._close_trick()
        self.played.extend(trick)
        if W in trick:
            holder = (leader + trick.index(W)) % n
            self._welche_event("takes-trick" if holder == w else "captured", holder)
        if sum(self.tricks_won) == 9:
            self._end_hand()

    def _end_hand(self) -> None:
        n = self.players
        tricks = self.tricks_won
        stake = self.stake
        pays = E.trick_payments(stake, tricks)
        for s in range(n):
            if pays[s]:
                self._pay(None, s, pays[s])
        winner = E.point_winner(tricks, self.dealer)
        tied = [s for s in range(n) if tricks[s] == tricks[winner]]
        self.scores[winner] += 1
        beasts = E.beasts_of(tricks, stake)
        self.beasts = [[s, a, self.hand_number] for s, a in beasts]
        points = [1 if s == winner else 0 for s in range(n)]
        text: Words = Wd(
            "francion.result.hand-precedence" if len(tied) > 1 else "francion.result.hand",
            stake=stake,
            per=stake // 9,
            p=wseat(winner),
            n=tricks[winner],
        )
        if beasts:
            who = listing(Wd("common.seat", p=wseat(s)) for s, _ in beasts)
            text = Wd(
                "francion.result.beasted-each" if len(beasts) > 1 else "francion.result.beasted",
                hand=text,
                who=who,
                stake=stake,
            )
        self._event(EV.HAND_OVER, text, (winner, *(s for s, _ in beasts)), amounts=(stake,))
        result = {
            "hand": self.hand_number,
            "points": points,
            "text": text,
            "tricks": list(tricks),
            "stake": stake,
            "tokens": list(self.hand_tokens),
            "counters": [0] * n,
            # for the score sheet: what made up the stake, the Welche's payments
            "stake_paid": [list(x) for x in self.stake_paid],
            "precedence": len(tied) > 1,
            "welche": [dict(e) for e in self.welche_events if e["hand"] == self.hand_number],
        }
        self.hand_results.append(result)
        if self.scores[winner] >= E.TARGET:
            self._settle(winner, result)
        else:
            self._hand_over()  # the dealer's right deals next (deal.rotation)

    def _settle(self, winner: Seat, result: JSONObject) -> None:
        n = self.players
        owed = E.settlement(self.scores, winner)
        for s in range(n):
            if owed[s]:
                self.counters[s] -= owed[s]
                self.counters[winner] += owed[s]
                result["counters"][s] -= owed[s]
                result["counters"][winner] += owed[s]
        beasts = []
        if self.beasts:
            if self.options["last_hand_beasts"] == "paid-to-winner":
                for s, a, _ in self.beasts:
                    if s != winner:
                        self._pay(s, winner, a)
                        beasts.append({"seat": s, "tokens": a})
                self._event("beasts-paid", Wd("francion.log.beasts-paid"))
            else:
                self._event("beasts-cancelled", Wd("francion.log.beasts-cancelled"))
        result["tokens"] = list(self.hand_tokens)
        result["beasts_paid"] = [dict(b) for b in beasts]
        self.settlement = {
            "winner": winner,
            "counters": [{"seat": s, "counters": owed[s]} for s in range(n) if owed[s]],
            "beasts": beasts,
            "beasts_rule": self.options["last_hand_beasts"],
        }
        self.beasts = []
        parts = listing(Wd("common.seat-points", p=wseat(s), x=owed[s]) for s in range(n) if owed[s])
        text = Wd(
            "francion.log.game-won" if any(owed) else "francion.log.game-won-nothing",
            p=wseat(winner),
            n=self.scores[winner],
            parts=parts,
        )
        result["text"] = Wd("francion.result.and", first=result["text"], then=text)
        self._event(EV.MATCH_OVER, text, (winner,), amounts=tuple(owed))
        self._match_over([winner])

    def _sheet(self, result: JSONObject, names: list[str]) -> Sheet:
        return hand_sheet(result, names)

    # --------------------------------------------------------- descriptions
    def _describe(self, seat: Seat, code: Code, secret: bool) -> Text:
        return V.describe(self, seat, code, secret)

    def _label_words(self, action: str) -> Text | None:
        return V.label_words(action)

    def _observe(self, seat: Seat, obs: Observation) -> None:
        V.observe(self, seat, obs)

    # ------------------------------------------------------------ positions

    @classmethod
    def from_position(cls, position: Position) -> Self:
        # The template logs "Position set up by hand." before _set_position, under the hand number
        # of the state it was built as (1); a Francion position's hand is its points + 1, so
        # set_position starts the log itself, after setting the hand number.
        st = cls._position_state(position)
        st._set_position(position)
        return st

    def _check_position_cards(self, cards: list[Card], what: str) -> None:
        bad = [C.name(c) for c in cards if c not in self.pack]
        if bad:
            raise failure(
                ValueError,
                "position.francion.not-in-pack",
                cards=", ".join(bad),
                pack=len(self.pack),
                n=self.players,
            )

    def _set_position(self, position: Position) -> None:
        FP.set_position(self, position)
