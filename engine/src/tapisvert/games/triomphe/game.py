"""Triomphe in all its forms: the individual game, the team game and the Ace that Pillages.

One state machine; the forms, regimes, card orders and editorial decisions are
options (see ``rules.OPTIONS``).  A state is a whole match.  Phases:

* ``pillage`` / ``pillage-discard`` – the Ace that Pillages, before the first lead;
* ``play``      – the cards; the leader may ``lay-down`` when a vole could be committed,
                  and a side may ``concede`` as it plays its first card (1 v 1, team v team);
* ``concede``   – the other side answers ``accept`` or ``refuse``;
* ``hand-over`` – the next dealer deals (``deal``);
* ``match-over``.

The hand flow, the draw for the deal, the trick bookkeeping and the position template are the
shared layer's (``tapisvert.match``, ``first_dealer``, ``tricks``, ``position``).
"""

from typing import Any, cast

from ... import cards as C
from ... import narration as N
from ... import position as P
from ...capabilities import Capabilities
from ...deal import read_deal, turnup_and_rest
from ...first_dealer import draw_first_dealer
from ...narration import render
from ...phase import PhaseEnum
from ...rng import stream
from ...seats import precedence
from ...sheet import sheet as make_sheet
from ...sheet import signed, term
from ...tricks import TrickGame
from . import legal as L
from .rules import BOOK, OPTIONS

PACK = C.pack(C.PIQUET_32)
SUIT_NAME = C.SUIT_NAMES


class Phase(PhaseEnum):
    PLAY = "play"
    CONCEDE = "concede"
    PILLAGE = "pillage"
    PILLAGE_DISCARD = "pillage-discard"


PLAY, CONCEDE, PILLAGE, PILLAGE_DISCARD = Phase


class Triomphe(TrickGame):
    NAME = "triomphe"
    TITLE = "Triomphe"
    PLAYERS = (2, 3, 4, 5, 6)
    DEFAULT_PLAYERS = 4
    OPTIONS = OPTIONS
    BOOK = BOOK
    WORDS = ("deal", "concede", "accept", "refuse", "lay-down", "pillage", "stop")
    PREFIXED = ("discard",)
    BENCH_CONFIGS = [(2, {}), (4, {}), (4, {"form": "team"}), (6, {"form": "team"}),
                     (5, {"form": "pillage"}), (4, {"regime": "forcat"}),
                     (3, {"regime": "plaisant"})]
    SEARCH_BENCH_CONFIGS = [(4, {}), (4, {"form": "team"}), (3, {"regime": "plaisant"})]
    PHASES = Phase
    CAPABILITIES = Capabilities(tricks=True, positions=True, rollout_policy=True, endgame=True,
                                endgame_sides=True, prompt=True)
    # the state, besides GameState's and TrickGame's
    form: str
    order: str
    rank: dict[int, int]
    regime: str
    size: int
    side_of: list[int]
    sides: int
    can_concede: bool
    hands: list[list[int]]
    turnup: int
    stock: list[int]
    played: list[int]
    side_tricks: list[int]
    total_tricks: int
    side_played: list[bool]
    concession: dict[str, Any] | None
    burden: int | None
    committed: int | None
    responder: int | None
    pillager: int | None
    exposed: int | None
    taken: list[int]
    turned: list[int]
    discards: list[int]
    _FIXED = TrickGame._FIXED | {"form", "order", "rank", "regime", "size", "side_of", "sides",
                                 "can_concede"}
    ACTION_HELP = {
        "deal": "deal the next hand",
        "concede": "offer to concede the point (announced with one's side's first card)",
        "accept": "accept the offered concession: score 1 point, the hand ends",
        "refuse": "refuse the concession: the hand is played out under the vole condition",
        "lay-down": "lay one's cards down instead of committing to the vole: score 1 point",
        "pillage": "take the exposed trump into one's hand (then discard a card)",
        "stop": "stop pillaging; play begins",
        "discard:<card>": "discard a card face down after pillaging",
    }

    # ------------------------------------------------------------- options
    @classmethod
    def check_options(cls, players, o):
        form = o["form"]
        if form == "team" and players not in (4, 6):
            raise ValueError("the team game is played two against two or three against three "
                             "(4 or 6 players)")
        if form == "pillage" and players < 3:
            raise ValueError("the Ace that Pillages needs at least 3 players")
        if o["regime"] == "plaisant" and (form == "team" or players <= 2):
            raise ValueError("au plaisant is only played by more than two players in an individual "
                             "game (form individual or pillage, 3+ players)")
        size = 5 if form == "team" else o["deal_size"]
        if players * size + 1 > 32:
            raise ValueError(f"{players} players × {size} cards + the turn-up do not fit in 32 cards; "
                             f"at most {31 // players} cards each")
        if o["ace_pillages"] == "no" and form != "pillage":
            raise ValueError("ace_pillages applies only to form='pillage'")

    # -------------------------------------------------------------- set-up
    def _setup(self, deal):
        o = self.options
        n = self.players
        self.form = o["form"]
        self.order = o["order"] if o["order"] != "auto" else ("A" if self.form == "pillage" else "B")
        self.rank = L.rank_table(self.order)
        self.regime = o["regime"]
        self.size = 5 if self.form == "team" else o["deal_size"]
        if self.form == "team":
            k = n // 2
            self.side_of = [0] * k + [1] * k
            self.sides = 2
        else:
            self.side_of = list(range(n))
            self.sides = n
        self.can_concede = self.form == "team" or n == 2
        self._first_hand(deal)

    def _draw_first_dealer(self) -> int:
        # DT8: the draw ranks cards in the game's own order, or (alternative) in the natural order,
        # ace high, as Francion's draw does (Francion ¶9)
        rank = self.rank if self.options["draw_order"] == "game" else L.rank_table("A")
        if self.form != "team":
            return draw_first_dealer(self, PACK, rank.__getitem__)
        # T32: one player of each team draws; the higher asks the other team to deal
        return draw_first_dealer(self, PACK, rank.__getitem__, contenders=[0, self.players // 2],
                                 lowest=False, verdict=self._team_draw_verdict)

    def _team_draw_verdict(self, seat: int) -> tuple[int, str]:
        high_team = self.side_of[seat]
        dealer = self._team_dealer(1 - high_team)
        return dealer, (f"{self._side(high_team, 'drew', 'drew')} higher and "
                        f"{self._verb(high_team, 'ask', 'asks')} the other team to deal: seat {dealer} deals.")

    def _team_dealer(self, team: int) -> int:
        k = self.players // 2
        return (team + 1) * k - 1

    def _deal_hand(self):
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        deck = PACK[:]
        rng.shuffle(deck)
        cut = rng.randint(4, len(deck) - 4)
        deck = deck[cut:] + deck[:cut]          # the lower packet goes on top (¶15)
        # The dealer's left-hand neighbour cuts; in the team game, the opponent across (¶43).
        cutter = (self.dealer + 1) % n if self.form == "team" else (self.dealer - 1) % n
        self._log(cutter, "event", f"Seat {cutter} cuts the pack ({cut} cards lifted).")
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        first = min(2, self.size)
        for packet in (first, self.size - first):
            for i in range(n):
                seat = (self.dealer + 1 + i) % n
                hands[seat].extend(deck[pos:pos + packet])
                pos += packet
        self._start_hand(hands, deck[pos], deck[pos + 1:])

    def _deal_explicit(self, deal):
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "turnup", "stock"))
        if self.form == "team" and dealer not in (self._team_dealer(0), self._team_dealer(1)):
            raise ValueError("in the team game the dealer is the last player of his team "
                             f"(seat {self._team_dealer(0)} or {self._team_dealer(1)})")
        if any(len(h) != self.size for h in parsed):
            raise ValueError(f"each hand must hold {self.size} cards")
        turnup, stock = turnup_and_rest(deal, parsed, PACK, "stock")
        self.dealer = dealer
        self._log(None, "event", f"Explicit deal: seat {dealer} deals.")
        self._start_hand(parsed, turnup, stock)

    def _start_hand(self, hands, turnup, stock):
        n = self.players
        self.hands = hands
        self.turnup = turnup
        self.trump = turnup >> 4
        self.stock = list(stock)
        self.played = []                # cards of completed tricks
        self._start_tricks((self.dealer + 1) % n)
        self.side_tricks = [0] * self.sides
        self.total_tricks = self.size
        self.side_played = [False] * self.sides
        self.concession = None          # {"by": side, "answer": None|"accepted"|"refused"}
        self.burden = None              # side that must make the vole after a refused concession
        self.committed = None           # side that committed to the vole
        self.responder = None
        self.pillager = None
        self.exposed = None
        self.taken = []
        self.turned = []
        self.discards = []
        self.next_dealer = None
        self._log(None, "event", f"Hand {self.hand_number}: seat {self.dealer} deals; the turn-up is the "
                                 f"{C.long_name(turnup)}: {SUIT_NAME[C.SUITS[self.trump]]} are trumps.")
        self.phase = PLAY
        if self.form == "pillage" and self.options["ace_pillages"] == "yes":
            ace = self.trump << 4 | 15
            if turnup == ace:
                self.pillager = self.dealer
            else:
                for s, h in enumerate(hands):
                    if ace in h:
                        self.pillager = s
                        self._log(s, "event", f"Seat {s} shows the ace of trumps and may pillage.")
            if self.pillager is not None:
                self.exposed = turnup
                self.phase = PILLAGE
            else:
                self._log(None, "event", "The ace of trumps is in the stock: nobody pillages.")

    # --------------------------------------------------------------- queries
    @property
    def current_player(self):
        ph = self.phase
        if ph == PLAY:
            return (self.leader + len(self.trick)) % self.players
        if ph == CONCEDE:
            return self.responder
        if ph == PILLAGE or ph == PILLAGE_DISCARD:
            return self.pillager
        return super().current_player

    def tricks_left(self):
        """Tricks still to play in this hand, the one in progress included (for the endgame search)."""
        if self.phase != PLAY and self.phase != CONCEDE:
            return None
        return max(len(h) for h in self.hands)

    def endgame_sides(self):
        """Each seat's side when two sides play against each other (team game, two players)."""
        return self.side_of if self.sides == 2 else None

    def card_rank(self, card: str) -> int:
        c = C.card(card)
        return self.rank[c] + (100 if c >> 4 == self.trump else 0)

    def all_cards(self):
        out = [c for h in self.hands for c in h]
        out += self.trick + self.played + self.stock + self.turned + self.discards
        if self.turnup not in self.taken:
            out.append(self.turnup)             # still lying under the stock
        if self.exposed is not None and self.exposed != self.turnup:
            out.append(self.exposed)            # a stock trump turned and not yet taken
        return out

    def hidden_zones(self, seat):
        zones = []
        me = self.side_of[seat]
        for s, h in enumerate(self.hands):
            if s == seat or (self.form == "team" and self.side_of[s] == me):
                continue
            zones.append(h)
        zones.append(self.stock)
        if seat != self.pillager:
            zones.append(self.discards)
        return zones

    def zone_constraints(self, seat, zones):
        known_shown = set()
        if self.pillager is not None and self.pillager != seat:
            shown = set(self.taken)
            ace = self.trump << 4 | 15
            if self.turnup != ace:
                shown.add(ace)                   # the holder showed the ace of trumps
            known_shown = shown - set(self.played) - set(self.trick)
        # A shown card still unplayed is in the pillager's hand or among his face-down discards
        # (he may discard a trump he has just taken): it may lie in those two zones only.
        out: list[tuple[set[int], set[int]]] = []
        for z in zones:
            owner = next((s for s, h in enumerate(self.hands) if h is z), None)
            if z is self.discards or (owner is not None and owner == self.pillager):
                forbidden = set()
            else:
                forbidden = set(known_shown)
            if owner is not None:
                forbidden |= {c for c in PACK if self.voids[owner] >> (c >> 4) & 1}
            out.append((forbidden, set()))
        return out

    def rollout_code(self, rng):
        legal = self._legal_codes()
        if len(legal) == 1:
            return legal[0]
        cards = [c for c in legal if c < 128]
        ph = self.phase
        if ph == PILLAGE:
            return self.word("pillage")
        if ph == PILLAGE_DISCARD:
            return min(legal, key=lambda a: self.rank[a - 128] + (100 if (a - 128) >> 4 == self.trump else 0))
        if not cards:
            words = [c for c in legal if c not in (self.word("concede"), self.word("refuse"))]
            return (words or legal)[0]
        trump = self.trump
        rank = self.rank
        key = lambda c: rank[c] + (100 if c >> 4 == trump else 0)
        if not self.trick:
            if self.word("lay-down") in legal:
                return self.word("lay-down")
            return max(cards, key=key)
        k = len(self.trick)
        win = [c for c in cards if L.winner(self.trick + [c], trump, rank) == k]
        return min(win or cards, key=key)

    def _trick_winner_index(self, trick):
        return L.winner(trick, self.trump, self.rank)

    def _enough(self, side) -> bool:
        t = self.side_tricks[side]
        T = self.total_tricks
        if 2 * t > T:
            return True
        if self.options["vole_threshold"] == "precedence" and 2 * t == T:
            mine = self._side_precedence(side)
            return all(mine < self._side_precedence(o) for o in range(self.sides) if o != side)
        return False

    def _side_precedence(self, side) -> int:
        return min(precedence(s, self.dealer, self.players)
                   for s in range(self.players) if self.side_of[s] == side)

    def _may_lay_down(self) -> bool:
        if self.trick or self.committed is not None or self.burden is not None:
            return False
        side = self.side_of[self.leader]
        if sum(self.side_tricks) >= self.total_tricks:
            return False
        if any(t for o, t in enumerate(self.side_tricks) if o != side):
            return False
        return self._enough(side)

    def _may_concede(self, seat) -> bool:
        return (self.can_concede and self.concession is None
                and not self.side_played[self.side_of[seat]])

    def _legal_cards(self, seat):
        n = self.players
        return L.legal(self.hands[seat], self.trick, self.trump, self.rank, self.regime,
                       len(self.trick) == n - 1, self.options["forcee_void_after_trump"],
                       self.options["forcat_cannot_head"])

    def _legal_codes(self):
        ph = self.phase
        if ph == PLAY:
            seat = (self.leader + len(self.trick)) % self.players
            cards, _ = self._legal_cards(seat)
            if self.trick:
                if self.can_concede and self.concession is None and not self.side_played[self.side_of[seat]]:
                    return cards + [self.word("concede")]
                return cards
            extra = []
            if self._may_lay_down():
                extra.append(self.word("lay-down"))
            if self._may_concede(seat):
                extra.append(self.word("concede"))
            return cards + extra if extra else cards
        if ph == CONCEDE:
            return [self.word("accept"), self.word("refuse")]
        if ph == PILLAGE:
            return [self.word("pillage"), self.word("stop")]
        if ph == PILLAGE_DISCARD:
            assert self.pillager is not None
            return [128 + c for c in self.hands[self.pillager]]
        return super()._legal_codes()

    def _why_illegal(self, code):
        ph = self.phase
        act = self.decode(code)
        rid = lambda s: f"triomphe.{s}"
        if ph == PLAY and code < 128:
            seat = self.current_player
            if code not in self.hands[seat]:
                return rid("play.from-hand"), f"seat {seat} does not hold the {C.long_name(code)}"
            cards, rule = self._legal_cards(seat)
            names = ", ".join(C.name(c) for c in cards)
            return rid(rule), f"{BOOK[rid(rule)].statement} Legal now: {names}."
        if act == "concede":
            if not self.can_concede:
                return rid("concede.who"), BOOK[rid("concede.who")].statement
            return rid("concede.when"), ("a side may offer to concede only as it plays its first card "
                                         "of the hand, once per hand")
        if act == "lay-down":
            return rid("vole.commit"), ("cards may be laid down only by a leader whose side has won "
                                        "enough tricks while the others have none")
        if act in ("accept", "refuse"):
            return rid("concede.when"), "no concession is waiting for an answer"
        if ph == CONCEDE:
            return rid("concede.when"), "the other side must first accept or refuse the concession"
        if act in ("pillage", "stop"):
            return rid("pillage.optional"), "there is nothing to pillage now"
        if code >= 128 and code < 4096:
            if ph == PILLAGE_DISCARD:
                return rid("play.from-hand"), f"seat {self.pillager} does not hold that card"
            return rid("pillage.discard"), "a card is discarded only after pillaging"
        if ph == PILLAGE or ph == PILLAGE_DISCARD:
            return rid("pillage.discard" if ph == PILLAGE_DISCARD else "pillage.optional"), \
                "pillaging comes first: take the exposed trump or stop" if ph == PILLAGE \
                else "after pillaging, discard one card"
        return super()._why_illegal(code)

    # ---------------------------------------------------------------- moves
    def _do(self, code):
        ph = self.phase
        if ph == PLAY:
            if code < 128:
                self._play_card(code)
                return
            w = self.WORDS[code - 4096]
            seat = (self.leader + len(self.trick)) % self.players
            self._log(seat, "action", code)
            if w == "lay-down":
                side = self.side_of[seat]
                self._end_hand(side, 1, f"{self._side(side, 'lay', 'lays')} down {self._their(side)} cards and "
                                         f"{self._verb(side, 'score', 'scores')} 1 point.",
                              "vole.lay-down")
            else:   # concede
                self.concession = {"by": self.side_of[seat], "answer": None, "seat": seat}
                n = self.players
                self.responder = next((seat + i) % n for i in range(1, n)
                                      if self.side_of[(seat + i) % n] != self.side_of[seat])
                self.phase = CONCEDE
            return
        w = self.decode(code)
        seat = self.current_player
        if ph == CONCEDE:
            self._log(seat, "action", code)
            con = self.concession
            assert con is not None                  # the concede phase answers one
            other = self.side_of[seat]
            if w == "accept":
                con["answer"] = "accepted"
                self._end_hand(other, 1, f"{self._side(other, 'accept', 'accepts')} the concession and "
                                          f"{self._verb(other, 'score', 'scores')} 1 point.",
                              "concede.accept")
            else:
                con["answer"] = "refused"
                self.burden = other if self.options["concession_burden"] == "refuser" else con["by"]
                self._log(None, "event", f"Concession refused: {self._side(self.burden, 'must', 'must')} now "
                                         f"make the vole or lose 2 points.")
                self.phase = PLAY
            return
        if ph == PILLAGE:
            self._log(seat, "action", code)
            exposed = self.exposed
            assert exposed is not None              # the pillage phase exposes a trump
            if w == "pillage":
                self.hands[seat].append(exposed)
                self.taken.append(exposed)
                self.exposed = None
                self.phase = PILLAGE_DISCARD
            else:
                if exposed != self.turnup:
                    self.turned.append(exposed)         # stays face up beside the stock
                self.exposed = None
                self.phase = PLAY
            return
        if ph == PILLAGE_DISCARD:
            card = code - 128
            self.hands[seat].remove(card)
            self.discards.append(card)
            self._log(seat, "action", code, private=seat)
            while self.stock:
                nxt = self.stock.pop(0)
                if nxt >> 4 == self.trump:
                    self.exposed = nxt
                    self._log(None, "event", f"The next stock card is the {C.long_name(nxt)}, a trump.")
                    self.phase = PILLAGE
                    return
                self.turned.append(nxt)
                self._log(None, "event", f"The next stock card is the {C.long_name(nxt)}: pillaging ends.")
                break
            self.phase = PLAY
            return
        super()._do(code)

    def _play_card(self, code):
        n = self.players
        seat = (self.leader + len(self.trick)) % n
        side = self.side_of[seat]
        if not self.trick and self._may_lay_down():
            self.committed = side
            self._log(None, "event", f"{self._side(side, 'play', 'plays')} on: the vole is committed.")
        if self.trick:
            led = self.trick[0] >> 4
            if code >> 4 != led:
                self.voids[seat] |= 1 << led
                forced = self.regime != "plaisant" or len(self.trick) == n - 1
                if forced and code >> 4 != self.trump:
                    self.voids[seat] |= 1 << self.trump     # void players must trump
        self.hands[seat].remove(code)
        self.side_played[side] = True
        self.trick.append(code)
        self._log(seat, "action", code)
        if len(self.trick) < n:
            return
        w, cards = self._close_trick()
        wside = self.side_of[w]
        self.played.extend(cards)
        self.side_tricks[wside] += 1
        for vow in (self.committed, self.burden):
            if vow is not None and wside != vow:
                self._end_hand(vow, -2, f"{self._side(vow, 'fail', 'fails')} the vole and "
                                         f"{self._verb(vow, 'lose', 'loses')} 2 points.",
                              "vole.failed")
                return
        if sum(self.side_tricks) == self.total_tricks:
            best = max(self.side_tricks)
            tied = [s for s in range(self.sides) if self.side_tricks[s] == best]
            win = min(tied, key=self._side_precedence)
            if best == self.total_tricks:
                self._end_hand(win, 2, f"{self._side(win, 'make', 'makes')} the vole and "
                                         f"{self._verb(win, 'score', 'scores')} 2 points.",
                              "score.vole")
            else:
                how = " by precedence" if len(tied) > 1 else ""
                self._end_hand(win, 1, f"{self._side(win, 'take', 'takes')} most tricks{how} and "
                                         f"{self._verb(win, 'score', 'scores')} 1 point.",
                              "score.precedence" if how else "score.most-tricks")

    def _side(self, side, plural, singular) -> str:
        """A side as the subject of a verb, worded for each reader (narration markers)."""
        if self.form == "team":
            return N.group([s for s in range(self.players) if self.side_of[s] == side], plural)
        return N.subj(side, singular)

    def _verb(self, side, plural, singular) -> str:
        """The second verb of a sentence whose subject is ``side`` (and score / and scores)."""
        if self.form == "team":
            return plural
        return f"{{V{side}|{singular}}}"

    def _their(self, side) -> str:
        if self.form == "team":
            return N.their([s for s in range(self.players) if self.side_of[s] == side])
        return N.his(side)

    def _side_name(self, side) -> str:
        if self.form == "team":
            return f"Team {side + 1}"
        return f"Seat {side}"

    def _end_hand(self, side, points, text, rule=None):
        n = self.players
        delta = [points if self.side_of[s] == side else 0 for s in range(n)]
        for s in range(n):
            self.scores[s] += delta[s]
        self.hand_results.append({"hand": self.hand_number, "points": delta, "text": text,
                                  "tricks": list(self.tricks_won), "side": side, "score": points,
                                  "rule": rule and f"{self.NAME}.{rule}"})
        self._log(None, "event", text)
        self.played.extend(self.trick)      # a hand ended mid-trick: its cards are gathered
        self.trick = []
        target = self.options["target"]
        for s in range(n):
            if self.scores[s] >= target:
                wside = self.side_of[s]
                self._match_over([x for x in range(n) if self.side_of[x] == wside])
                self._log(None, "event", f"{self._side(wside, 'reach', 'reaches')} {self.scores[s]} points "
                                         f"and win the match.")
                return
        self._hand_over()

    def _next_dealer(self):
        if self.form == "team":             # T33: the deal passes to the other team's last player
            t = 0 if self.dealer == self._team_dealer(0) else 1
            return self._team_dealer(1 - t)
        return super()._next_dealer()

    TRICKS_REVIEW = "last"          # only the last trick may be looked at (¶20)
    TRICKS_REVIEW_RULE = "triomphe.play.last-trick"

    _SHEET_LABELS = {"triomphe.score.most-tricks": "Most tricks",
                     "triomphe.score.precedence": "Most tricks, the tie going by precedence",
                     "triomphe.score.vole": "The vole: every trick",
                     "triomphe.vole.failed": "The vole undertaken and failed",
                     "triomphe.vole.lay-down": "Cards laid down: the point without playing on",
                     "triomphe.concede.accept": "Concession accepted"}

    def _prompt(self, seat, legal):
        ph = self.phase
        if ph == PILLAGE:
            assert self.exposed is not None
            return (f"Take the exposed {C.long_name(self.exposed)} into your hand (then discard "
                    f"a card), or stop pillaging")
        if ph == PILLAGE_DISCARD:
            return "Discard one card face down"
        if ph == CONCEDE:
            return "Accept the concession (the other side scores 1 point), or refuse it"
        return None

    def _sheet(self, result, names):
        n = self.players
        side = result.get("side")
        tricks = ", ".join(f"{names[s]} {t}" for s, t in enumerate(result.get("tricks") or []))
        summary = render(result["text"], names, None) + (f" Tricks: {tricks}." if tricks else "")
        if side is None:
            return make_sheet(result["hand"], "points", summary, [], result["points"])
        members = [s for s in range(n) if self.side_of[s] == side]
        who = " and ".join(names[s] for s in members)
        label = self._SHEET_LABELS.get(result.get("rule"), "The point")
        detail = f"{signed(result['score'])} to {who}" + (" each" if len(members) > 1 else "")
        return make_sheet(result["hand"], "points", summary,
                          [term(label, result["points"], detail, result.get("rule"))],
                          result["points"])

    # --------------------------------------------------------- descriptions
    def _describe(self, seat, code, secret):
        who = f"Seat {seat}"
        if code < 128:
            return f"{who} plays the {C.long_name(code)}"
        if code < 4096:
            return f"{who} discards a card" if secret else f"{who} discards the {C.long_name(code - 128)}"
        w = self.WORDS[code - 4096]
        return {
            "deal": f"{who} deals the next hand",
            "concede": f"{who} offers to concede the point",
            "accept": f"{who} accepts the concession",
            "refuse": f"{who} refuses the concession",
            "lay-down": f"{who} lays his cards down",
            "pillage": f"{who} pillages",
            "stop": f"{who} stops pillaging",
        }[w]

    def _observe(self, seat, obs):
        n = self.players
        obs.update({
            "phase": self.phase.value, "dealer": self.dealer,
            "leader": self.leader if self.phase == PLAY else None,
            "trump": C.SUITS[self.trump], "turnup": C.name(self.turnup),
            "hand": [C.name(c) for c in sorted(self.hands[seat],
                                                key=lambda c: (c >> 4, -self.rank[c]))],
            "hand_sizes": [len(h) for h in self.hands],
            "trick": self._trick_view(),
            "last_trick": self._last_trick_view(),
            "tricks_won": list(self.tricks_won),
            "teams": ([[s for s in range(n) if self.side_of[s] == t] for t in range(2)]
                      if self.form == "team" else None),
            "target": self.options["target"],
        })
        extra = {"form": self.form, "regime": self.regime, "order": self.order,
                 "total_tricks": self.total_tricks, "side_tricks": list(self.side_tricks),
                 "vole_committed": self.committed, "burden": self.burden,
                 "concession": dict(self.concession) if self.concession else None,
                 "next_dealer": self.next_dealer,
                 "voids": [[C.SUITS[x] for x in range(4) if v >> x & 1] for v in self.voids]}
        if self.form == "team":
            mine = self.side_of[seat]
            extra["partner_hands"] = {str(s): [C.name(c) for c in self.hands[s]]
                                      for s in range(n) if s != seat and self.side_of[s] == mine}
        if self.form == "pillage":
            extra["pillage"] = {
                "pillager": self.pillager,
                "exposed": C.name(self.exposed) if self.exposed is not None else None,
                "taken": [C.name(c) for c in self.taken],
                "turned": [C.name(c) for c in self.turned],
                "discards": ([C.name(c) for c in self.discards] if seat == self.pillager
                             else len(self.discards)),
            }
        obs["extra"] = extra

    # ------------------------------------------------------------ positions
    POSITION_KEYS = frozenset({"players", "options", "trump", "dealer", "leader", "trick", "hand",
                               "hands", "tricks_won", "turnup", "seed", "scores", "piles",
                               "vole_committed"})

    def _check_position_cards(self, cards, what):
        if any(c not in PACK for c in cards):
            raise ValueError("only cards of the 32-card pack (A K Q J T 9 8 7) are in play")

    def _set_position(self, position):
        """The play of a hand.  Besides the common keys: ``trump``, ``turnup``, ``tricks_won`` (per
        seat), ``piles`` (per side: the cards of the tricks it has won), ``scores`` (the match
        scores before this hand), ``vole_committed`` (the side that has committed to the vole)."""
        n = self.players
        trump = P.trump_suit(position)
        dealer = P.seat(position, "dealer", n - 1, n)
        leader = P.seat(position, "leader", (dealer + 1) % n, n)
        trick, hand, hands, played = P.trick_and_hands(position, n, leader)
        turnup = C.card(position["turnup"]) if position.get("turnup") else None
        if turnup is not None and turnup >> 4 != trump:
            raise ValueError("the turn-up must be of the trump suit")
        piles = P.piles(position, self.sides, n)
        won = [c for p in piles for c in p] if piles is not None else []
        used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None else [])
        P.cards_once(used + won)
        self._check_position_cards(used + won, "position")
        rest = [c for c in PACK if c not in used and c not in won]
        rng = stream(position.get("seed", 0), "position")
        rng.shuffle(rest)
        if turnup is None:
            trumps_left = [c for c in rest if c >> 4 == trump]
            if trumps_left:
                turnup = trumps_left[0]
                rest.remove(turnup)
        rest = P.fill_hands(hands, rest, len(hand), played)
        tw = P.whole_numbers(position, "tricks_won", n, "non-negative counts", minimum=0)
        side_tricks = self._side_counts(tw)
        if piles is not None:
            pile_tricks = [len(p) // n for p in piles]
            if "tricks_won" not in position:
                tw = [0] * n
                for side, t in enumerate(pile_tricks):   # credited to the side's first seat
                    tw[self.side_of.index(side)] = t
            elif pile_tricks != side_tricks:
                raise ValueError(f"position.piles hold {pile_tricks} tricks (per side) but "
                                 f"position.tricks_won gives {side_tricks}")
            side_tricks = pile_tricks
        # the tricks won and the tricks the mover's hand still makes are one hand's tricks
        done = sum(side_tricks)
        if ("tricks_won" in position or piles is not None) and done + len(hand) != self.size:
            raise ValueError(f"position.tricks_won ({done} tricks) and the {len(hand)} cards in "
                             f"hand make {done + len(hand)} tricks; a hand of this game has {self.size}")
        self.scores = self._position_scores(position)
        self.points_before = list(self.scores)
        self.dealer = dealer
        self.hands = cast(list[list[int]], hands)  # every hand filled
        self.trump = trump
        self.turnup = turnup if turnup is not None else (trump << 4 | 7)
        self.stock = rest
        self.played = won
        self.trick = trick
        self.leader = leader
        self.tricks_won = list(tw)
        self.side_tricks = side_tricks
        self.total_tricks = done + len(hand)
        self.phase = PLAY
        self.side_played = [True] * self.sides
        self.concession = self.burden = self.committed = self.pillager = self.exposed = None
        self.taken, self.turned, self.discards = [], [], []
        self.committed = self._position_vole(position)

    def _side_counts(self, per_seat):
        return [sum(per_seat[s] for s in range(self.players) if self.side_of[s] == side)
                for side in range(self.sides)]

    def _position_scores(self, position):
        n = self.players
        scores = P.whole_numbers(position, "scores", n)
        target = self.options["target"]
        for s in range(n):
            if scores[s] >= target:
                raise ValueError(f"position.scores: seat {s} has {scores[s]} points and the target is "
                                 f"{target}: the match would be over")
            mate = self.side_of.index(self.side_of[s])
            if scores[s] != scores[mate]:
                raise ValueError(f"position.scores: team-mates share one score (seats {mate} and {s} differ)")
        return scores

    def _position_vole(self, position):
        side = position.get("vole_committed")
        if side is None:
            return None
        if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < self.sides:
            raise ValueError(f"position.vole_committed must be a side 0..{self.sides - 1}")
        if not self.side_tricks[side] or any(t for o, t in enumerate(self.side_tricks) if o != side) \
                or not self._enough(side):
            raise ValueError("position.vole_committed: a side commits to the vole only once it has won "
                             "enough tricks to win the hand while the others have none")
        return side

    def _position_trump(self, position):
        self.trump = P.trump_suit(position)
