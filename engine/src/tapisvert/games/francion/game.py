"""Francion (the Marquis du Terrail, 1765): the anti-Whist, with the Welche, stakes and beasts.

A state is a whole game to 6 points.  Phases:

* ``play``       – the nine tricks of a hand;
* ``hand-over``  – the hand is paid; the next dealer stakes and deals (``deal``);
* ``match-over`` – a player has 6 points; the settlement in counters is made.

The economy is tracked per player in tokens and counters (one counter = 9 tokens); the
stake on the table and the beasts carried into the next hand are public, and the sum of
all tokens (boxes + table) and of all counters never changes (see ``totals``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import cards as C
from ... import narration as N
from ... import position as P
from ...deal import read_deal, turnup_and_rest
from ...rng import stream
from ...seats import precedence
from ...state import GameState
from ...types import Card, Code, JSONObject, Options, Seat, Sheet
from . import economy as E
from . import legal as L
from . import position as FP
from .rules import BOOK, OPTIONS
from .sheet import hand_sheet

if TYPE_CHECKING:
    import random

W = L.WELCHE
SUIT_NAME = C.SUIT_NAMES


def _card_name(code: Card) -> str:
    return "the Welche (ace of hearts)" if code == W else f"the {C.long_name(code)}"


class Francion(GameState):
    NAME = "francion"
    TITLE = "Francion"
    PLAYERS = (3, 4, 5)
    DEFAULT_PLAYERS = 4
    OPTIONS = OPTIONS
    BOOK = BOOK
    WORDS = ("deal",)
    _FIXED = GameState._FIXED | {"pack", "points_before"}
    ACTION_HELP = {"deal": "stake and deal the next hand"}

    # The state of a game (set up by _setup, _start_hand and from_position).
    pack: list[Card]
    tokens: list[int]                   # each box's tokens (below zero: a debt, DF10)
    counters: list[int]
    stake: int                          # tokens on the table
    beasts: list[list[int]]             # [seat, tokens, hand] carried into the next hand's stake
    welche_events: list[JSONObject]
    settlement: JSONObject | None
    next_dealer: Seat | None
    cut: int | None
    points_before: list[int]
    dealer: Seat
    hand_tokens: list[int]              # tokens each box gained (lost) in this hand
    stake_paid: list[list[Any]]         # [seat, tokens, what for] that made up the stake
    hands: list[list[Card]]
    turnup: Card
    trump: int                          # a suit index
    talon: list[Card]
    trick: list[Card]
    played: list[Card]
    leader: Seat
    tricks_won: list[int]
    voids: list[int]
    last_trick: tuple[Seat, list[Card], Seat] | None
    phase: str

    # ------------------------------------------------------------- options
    @classmethod
    def check_options(cls, players: int, o: Options) -> None:
        if o["start_tokens"] % 9:
            raise ValueError(f"start_tokens must be a multiple of 9 (¶9), not {o['start_tokens']}")

    # -------------------------------------------------------------- set-up
    def _setup(self, deal: JSONObject | None) -> None:
        n = self.players
        o = self.options
        self.pack = L.pack(n)
        self.tokens = [o["start_tokens"]] * n
        self.counters = [o["start_counters"]] * n
        self.stake = 0
        self.beasts = []                # [[seat, tokens, hand]] carried into the next hand's stake
        self.welche_events = []         # every Welche event of the game
        self.settlement = None
        self.next_dealer = None
        self.cut = None                 # cards lifted by the cutter this hand (None: not known)
        self.points_before = [0] * n    # points scored before the first hand kept (a position's)
        if deal is not None:
            self._deal_explicit(deal)
        else:
            self.dealer = self._draw_first_dealer()
            self._deal_hand()

    def _draw_first_dealer(self) -> int:
        rng = stream(self.seed, "draw")
        contenders = list(range(self.players))
        rnd = 0
        while True:
            rnd += 1
            deck = self.pack[:]
            rng.shuffle(deck)
            drawn = {s: deck[i] for i, s in enumerate(contenders)}
            text = ", ".join(f"seat {s} draws the {C.long_name(c)}" for s, c in drawn.items())
            self._log(None, "event", f"Draw for the deal{' (again, tied players)' if rnd > 1 else ''}: "
                                     f"{text}.")
            low = min(c & 15 for c in drawn.values())
            lows = [s for s, c in drawn.items() if c & 15 == low]
            if len(lows) == 1:
                self._log(None, "event", f"Seat {lows[0]} drew lowest and deals first.")
                return lows[0]
            # DF7: only the tied players draw again, or (alternative) everyone does
            contenders = lows if self.options["draw_ties"] == "tied" else list(range(self.players))

    def _deal_hand(self) -> None:
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        deck = self.pack[:]
        rng.shuffle(deck)
        cut = rng.randint(4, len(deck) - 4)        # ¶9: not fewer than four, removed or left
        deck = deck[cut:] + deck[:cut]
        hands: list[list[Card]] = [[] for _ in range(n)]
        pos = 0
        for _ in range(9):                          # one at a time, from the dealer's right
            for i in range(n):
                hands[(self.dealer + 1 + i) % n].append(deck[pos])
                pos += 1
        self._start_hand(hands, deck[pos], deck[pos + 1:], cut)

    def _deal_explicit(self, deal: JSONObject) -> None:
        n = self.players
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "turnup", "talon", "cut"))
        if any(len(h) != 9 for h in parsed):
            raise ValueError("each hand must hold 9 cards")
        turnup, talon = turnup_and_rest(deal, parsed, self.pack, "talon", f" (the pack for {n} players)")
        # The cut changes no card of a deal given by hand; it is told, to be logged like a dealt one.
        cut = FP.read_cut(deal["cut"], len(self.pack), "deal.cut") if "cut" in deal else None
        self.dealer = dealer
        self._log(None, "event", f"Explicit deal: seat {dealer} deals.")
        self._start_hand(parsed, turnup, talon, cut)

    def _start_hand(self, hands: list[list[Card]], turnup: Card, talon: list[Card],
                    cut: int | None) -> None:
        n = self.players
        self._stake_hand()
        self._log_cut(cut)
        self.hands = hands
        self.talon = list(talon)
        self.trick = []
        self.played = []
        self.leader = (self.dealer + 1) % n
        self.tricks_won = [0] * n
        self.voids = [0] * n            # suit bitmasks revealed by not following (for search)
        self.last_trick = None
        self.next_dealer = None
        self.phase = "play"
        self._turn_up(turnup)

    def _stake_hand(self) -> None:
        """The stake: the dealer's 9, and every beast carried from the hand before (¶9, ¶16)."""
        self.hand_tokens = [0] * self.players
        self.stake_paid = [[self.dealer, E.DEALER_STAKE, "dealer"]]
        self.stake_paid += [[s, amount, f"beast of hand {h}"] for s, amount, h in self.beasts]
        for s, amount, _ in self.stake_paid:
            self._pay(s, None, amount)
        parts = ", ".join(f"seat {s} {a} ({why})" for s, a, why in self.stake_paid)
        self._log(None, "event", f"Hand {self.hand_number}: seat {self.dealer} deals. "
                                 f"Stake {self.stake} tokens: {parts}.")
        self.beasts = []

    def _log_cut(self, cut: int | None) -> None:
        """The cut, a public event (¶9): the dealer's left-hand neighbour lifts ``cut`` cards."""
        self.cut = cut
        if cut is not None:
            who = FP.cutter(self.dealer, self.players)
            self._log(who, "event", f"{N.subj(who, 'cuts')} the pack ({cut} cards lifted, "
                                    f"{len(self.pack) - cut} left).")

    def _turn_up(self, turnup: Card) -> None:
        self.turnup = turnup
        self.trump = turnup >> 4
        self._log(None, "event", f"The turn-up is the {C.long_name(turnup)}: "
                                 f"{SUIT_NAME[C.SUITS[self.trump]]} are trumps.")
        if turnup == W:
            self._log(None, "event", "The turn-up is the Welche: hearts are trumps and the Welche "
                                     "is out of play.")
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
                self._log(None, "event", f"Seat {frm} changes {k} counter{'s' if k > 1 else ''} for "
                                         f"{k * E.TOKENS_PER_COUNTER} tokens.")
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
        self.welche_events.append({"hand": self.hand_number, "event": event, "seat": seat,
                                   "tokens": total, "status": status})
        if status == "source lost":
            what = "takes the trick" if event == "takes-trick" else "is captured"
            self._log(None, "event", f"Seat {seat}'s Welche {what}. The payment for this case is "
                                     f"lost in the source: nothing is paid (DF9).")
        elif each < 0:
            self._log(None, "event", f"Seat {seat} pays each other player {-each} tokens "
                                     f"({-total} in all; {status}, DF9).")
        else:
            self._log(None, "event", f"Each other player pays seat {seat} {each} tokens "
                                     f"({total} in all).")

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> Seat | None:
        if self.phase == "play":
            return (self.leader + len(self.trick)) % self.players
        if self.phase == "hand-over":
            return self.next_dealer
        return None

    def tricks_left(self) -> int | None:
        """Tricks still to play in this hand, the one in progress included (for the endgame search)."""
        if self.phase != "play":
            return None
        return max(len(h) for h in self.hands)

    def card_rank(self, card: str) -> int:
        """Strength for the bots: trumps above plain cards, the Welche above the ace of trumps."""
        c = C.card(card)
        if c == W:
            return 131
        return (c & 15) * 4 + (100 if c >> 4 == self.trump else 0)

    def all_cards(self) -> list[Card]:
        out = [c for h in self.hands for c in h]
        return out + self.trick + self.played + self.talon + [self.turnup]

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
        return [h for s, h in enumerate(self.hands) if s != seat] + [self.talon]

    def _led_suit(self) -> int | None:
        """The suit a follower must play (None after a free Welche lead, DF5)."""
        lead = self.trick[0]
        if lead != W:
            return lead >> 4
        how = self.options["welche_lead"]
        if how == "free":
            return None
        return self.trump if how == "trump" else L.HEARTS

    def zone_constraints(self, seat: Seat,
                         zones: list[list[Card]]) -> list[tuple[set[Card], set[Card]]]:
        # A revealed void forbids every card of that suit but the Welche, which is never
        # counted as a card of its suit for the obligation (DF4 default) — so never excluded.
        out: list[tuple[set[Card], set[Card]]] = []
        for z in zones:
            owner = next((s for s, h in enumerate(self.hands) if h is z), None)
            if owner is None or not self.voids[owner]:
                out.append((set(), set()))
                continue
            v = self.voids[owner]
            out.append(({c for c in self.pack if c != W and v >> (c >> 4) & 1}, set()))
        return out

    def rollout_code(self, rng: random.Random) -> Code:
        legal = self._legal_codes()
        if len(legal) == 1 or self.phase != "play":
            return legal[0]
        trump = self.trump
        key = lambda c: 131 if c == W else (c & 15) * 4 + (100 if c >> 4 == trump else 0)
        if not self.trick:
            return max(legal, key=key)
        k = len(self.trick)
        cycle = self.options["welche_cycle"]
        win = [c for c in legal if L.winner(self.trick + [c], trump, cycle) == k]
        return min(win or legal, key=key)

    def wins_so_far(self, card: str) -> bool:
        c = C.card(card)
        return L.winner(self.trick + [c], self.trump, self.options["welche_cycle"]) == len(self.trick)

    def trick_leader_so_far(self) -> Seat | None:
        if not self.trick:
            return None
        return (self.leader + L.winner(self.trick, self.trump, self.options["welche_cycle"])) % self.players

    def _legal_cards(self, seat: Seat) -> tuple[list[Card], str]:
        o = self.options
        return L.legal(self.hands[seat], self.trick, self.trump, o["void_rule"], o["welche_suit"],
                       o["welche_compelled"], o["welche_lead"])

    def _legal_codes(self) -> list[Code]:
        if self.phase == "play":
            return self._legal_cards((self.leader + len(self.trick)) % self.players)[0]
        if self.phase == "hand-over":
            return [self.word("deal")]
        return []

    def _why_illegal(self, code: Code) -> tuple[str, str]:
        ph = self.phase
        rid = "francion."
        if ph == "play":
            if code >= 128:
                return rid + "play.phase", "the hand is still being played: play a card"
            seat = (self.leader + len(self.trick)) % self.players
            if code not in self.hands[seat]:
                return rid + "play.from-hand", f"seat {seat} does not hold the {C.long_name(code)}"
            cards, rule = self._legal_cards(seat)
            names = ", ".join(C.name(c) for c in cards)
            return rid + rule, f"{BOOK[rid + rule].statement} Legal now: {names}."
        if ph == "hand-over":
            return rid + "deal.rotation", f"the hand is over: seat {self.next_dealer} deals the next one"
        return rid + "play.phase", f"{self.decode(code)!r} is not possible now"

    # ---------------------------------------------------------------- moves
    def _do(self, code: Code) -> None:
        if self.phase == "play":
            self._play_card(code)
            return
        if self.phase == "hand-over" and self.next_dealer is not None:
            self._log(self.next_dealer, "action", code)
            self.hand_number += 1
            self.dealer = self.next_dealer
            self._deal_hand()
            return
        raise AssertionError(f"no action in phase {self.phase}")

    def _play_card(self, code: Card) -> None:
        n = self.players
        seat = (self.leader + len(self.trick)) % n
        if self.trick and code != W:
            led = self._led_suit()
            if led is not None and code >> 4 != led:
                self.voids[seat] |= 1 << led             # could not follow (the Welche aside)
                if self.options["void_rule"] == "must-trump" and code >> 4 != self.trump:
                    self.voids[seat] |= 1 << self.trump
        self.hands[seat].remove(code)
        self.trick.append(code)
        self._log(seat, "action", code)
        if len(self.trick) < n:
            return
        i = L.winner(self.trick, self.trump, self.options["welche_cycle"])
        w = (self.leader + i) % n
        self.last_trick = (self.leader, self.trick, w)
        self.played.extend(self.trick)
        self.tricks_won[w] += 1
        self._log(w, "event", f"Seat {w} takes the trick with {_card_name(self.trick[i])}.")
        if W in self.trick:
            holder = (self.leader + self.trick.index(W)) % n
            self._welche_event("takes-trick" if holder == w else "captured", holder)
        self.trick = []
        self.leader = w
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
        text = (f"The stake of {stake} tokens pays {stake // 9} per trick. Seat {winner} takes most "
                f"tricks ({tricks[winner]}){' by precedence' if len(tied) > 1 else ''} and scores "
                f"1 point.")
        if beasts:
            who = ", ".join(f"seat {s}" for s, _ in beasts)
            each = " each" if len(beasts) > 1 else ""
            text += f" Beasted: {who}, who must stake {stake} tokens{each} into the next hand."
        self._log(None, "event", text)
        result = {"hand": self.hand_number, "points": points, "text": text, "tricks": list(tricks),
                  "stake": stake, "tokens": list(self.hand_tokens), "counters": [0] * n,
                  # for the score sheet: what made up the stake, the Welche's payments
                  "stake_paid": [list(x) for x in self.stake_paid], "precedence": len(tied) > 1,
                  "welche": [dict(e) for e in self.welche_events if e["hand"] == self.hand_number]}
        self.hand_results.append(result)
        if self.scores[winner] >= E.TARGET:
            self._settle(winner, result)
            return
        self.next_dealer = (self.dealer + 1) % n
        self.phase = "hand-over"

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
                self._log(None, "event", "The beasts of the last hand are paid to the winner (DF8).")
            else:
                self._log(None, "event", "The beasts of the last hand are cancelled: there is no "
                                         "next hand (DF8).")
        result["tokens"] = list(self.hand_tokens)
        result["beasts_paid"] = [dict(b) for b in beasts]
        self.settlement = {"winner": winner,
                           "counters": [{"seat": s, "counters": owed[s]} for s in range(n) if owed[s]],
                           "beasts": beasts, "beasts_rule": self.options["last_hand_beasts"]}
        self.beasts = []
        parts = ", ".join(f"seat {s} {owed[s]}" for s in range(n) if owed[s])
        text = (f"Seat {winner} has {self.scores[winner]} points and wins the game. Settlement in "
                f"counters: {parts or 'nothing'}.")
        result["text"] += " " + text
        self._log(None, "event", text)
        self.winners = [winner]
        self.phase = "match-over"

    def _sheet(self, result: JSONObject, names: list[str]) -> Sheet:
        return hand_sheet(result, names)

    def _full_sheet(self, result: JSONObject, names: list[str], totals: list[float]) -> Sheet:
        # A position may start with points scored in hands it does not keep: they count in the totals.
        totals = [t + b for t, b in zip(totals, self.points_before)]
        return super()._full_sheet(result, names, totals)

    # --------------------------------------------------------- descriptions
    def _describe(self, seat: Seat, code: Code, secret: bool) -> str:
        if code < 128:
            return f"Seat {seat} plays {_card_name(code)}"
        return f"Seat {seat} stakes and deals the next hand"

    def _observe(self, seat: Seat, obs: JSONObject) -> None:
        n = self.players
        o = self.options
        playing = self.phase == "play"
        obs.update({
            "phase": self.phase, "dealer": self.dealer,
            "leader": self.leader if playing else None,
            "trump": C.SUITS[self.trump], "turnup": C.name(self.turnup),
            "hand": [C.name(c) for c in sorted(self.hands[seat], key=lambda c: (c >> 4, -(c & 15)))],
            "hand_sizes": [len(h) for h in self.hands],
            "trick": [{"seat": (self.leader + i) % n, "card": C.name(c)} for i, c in enumerate(self.trick)],
            "last_trick": None if self.last_trick is None else {
                "cards": [{"seat": (self.last_trick[0] + i) % n, "card": C.name(c)}
                          for i, c in enumerate(self.last_trick[1])],
                "winner": self.last_trick[2]},
            "tricks_won": list(self.tricks_won),
            "target": E.TARGET,
        })
        stake_now = sum(a for _, a, _ in self.stake_paid)
        obs["extra"] = {
            "welche": "AH",
            "welche_turned_up": self.turnup == W,
            "pack_size": len(self.pack),
            "purses": [{"counters": self.counters[s], "tokens": self.tokens[s],
                        "value": self.counters[s] * E.TOKENS_PER_COUNTER + self.tokens[s]}
                       for s in range(n)],
            "start_purse": {"counters": o["start_counters"], "tokens": o["start_tokens"]},
            "tokens_per_counter": E.TOKENS_PER_COUNTER,
            "stake": self.stake,
            "hand_stake": stake_now,
            "per_trick": stake_now // 9,
            "stake_paid": [{"seat": s, "tokens": a, "for": why} for s, a, why in self.stake_paid],
            "beasts_carried": [{"seat": s, "tokens": a, "hand": h} for s, a, h in self.beasts],
            "next_stake": (E.stake(E.DEALER_STAKE, [(s, a) for s, a, _ in self.beasts])
                           if self.phase == "hand-over" else None),
            "hand_tokens": list(self.hand_tokens),
            "points": list(self.scores),
            "precedence": sorted(range(n), key=lambda s: precedence(s, self.dealer, n)),
            "next_dealer": self.next_dealer,
            "voids": [[C.SUITS[x] for x in range(4) if v >> x & 1] for v in self.voids],
            "welche_events": [dict(e) for e in self.welche_events],
            "settlement": _settlement_copy(self.settlement),
            "totals": {"tokens": sum(self.tokens) + self.stake, "counters": sum(self.counters)},
        }

    # ------------------------------------------------------------ positions
    _POSITION_KEYS = {"players", "options", "trump", "dealer", "leader", "trick", "hand", "hands",
                      "tricks_won", "turnup", "seed",
                      # the scoring context (issue 15): points, stake and beasts, boxes, cut
                      "scores", "stake", "beasts", "boxes", "cut"}

    @classmethod
    def _position_setup(cls, position: JSONObject) -> tuple[Francion, int]:
        players, opts = P.players_and_options(position, cls._POSITION_KEYS, cls.DEFAULT_PLAYERS)
        probe = cls(players, position.get("seed", 0), None, **opts)
        return probe, P.trump_suit(position)

    @classmethod
    def from_position(cls, position: JSONObject) -> Francion:
        st, trump = cls._position_setup(position)
        n = st.players
        pack = st.pack
        dealer = P.seat(position, "dealer", n - 1, n)
        leader = P.seat(position, "leader", (dealer + 1) % n, n)
        trick, hand, hands, played_now = P.trick_and_hands(position, n, leader, max_hand=9)
        turnup = C.card(position["turnup"]) if position.get("turnup") else None
        if turnup is not None and turnup >> 4 != trump:
            raise ValueError("the turn-up must be of the trump suit")
        used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None else [])
        if len(set(used)) != len(used):
            raise ValueError("a card appears twice in the position")
        bad = [C.name(c) for c in used if c not in pack]
        if bad:
            raise ValueError(f"{', '.join(bad)} not in the {len(pack)}-card pack used by {n} players")
        if turnup == W and W in used[:-1]:
            raise ValueError("the Welche cannot be both the turn-up and in play")
        done = 9 - len(hand)
        tw = position.get("tricks_won")
        if tw is None:
            tw = [0] * n
            tw[leader] = done
        if (not isinstance(tw, list) or len(tw) != n
                or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in tw)):
            raise ValueError(f"position.tricks_won must list {n} non-negative counts")
        if sum(tw) != done:
            raise ValueError(f"position.tricks_won must add up to the {done} tricks already played")
        if done == 0 and leader != (dealer + 1) % n:
            raise ValueError(f"the first trick is led by the dealer's right, seat {(dealer + 1) % n} "
                             f"(¶15), not seat {leader}")
        if done and not tw[leader]:
            raise ValueError(f"seat {leader} leads a trick after the first, so he won the one before "
                             f"(¶15): position.tricks_won gives him none")
        scores = FP.read_scores(position, n)
        hand_number = sum(scores) + 1               # one point is scored in each hand (¶16)
        carried = FP.read_beasts(position, n, hand_number)
        stake = FP.check_stake(position, carried)
        cut = FP.read_cut(position["cut"], len(pack), "position.cut") if "cut" in position else None
        rest = [c for c in pack if c not in used]
        rng = stream(position.get("seed", 0), "position")
        rng.shuffle(rest)
        if turnup is None:
            cands = [c for c in rest if c >> 4 == trump and c != W]
            if not cands:
                raise ValueError("no card of the trump suit is left for the turn-up")
            turnup = cands[0]
            rest.remove(turnup)
        rest = P.fill_hands(hands, rest, len(hand), played_now)
        talon_size = len(pack) - 9 * n - 1
        talon, played = rest[:talon_size], rest[talon_size:]
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
        st._log(None, "event", "Position set up by hand.")
        st._stake_hand()
        st._log_cut(cut)
        st.hands = hands
        st.talon = talon
        st.played = played
        st.trick = trick
        st.leader = leader
        st.tricks_won = list(tw)
        st.last_trick = None
        st._turn_up(turnup)
        st.tokens, st.counters = FP.read_boxes(position, n, o, stake, st.tokens, st.counters)
        return st

    @classmethod
    def trick_winner(cls, position: JSONObject) -> int:
        probe, trump = cls._position_setup(position)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if not trick or len(trick) > probe.players:
            raise ValueError(f"the trick must hold 1 to {probe.players} cards")
        bad = [C.name(c) for c in trick if c not in probe.pack]
        if bad:
            raise ValueError(f"{', '.join(bad)} not in the {len(probe.pack)}-card pack used by "
                             f"{probe.players} players")
        return L.winner(trick, trump, probe.options["welche_cycle"])


def _settlement_copy(s: JSONObject | None) -> JSONObject | None:
    if s is None:
        return None
    return {"winner": s["winner"], "counters": [dict(x) for x in s["counters"]],
            "beasts": [dict(x) for x in s["beasts"]], "beasts_rule": s["beasts_rule"]}
