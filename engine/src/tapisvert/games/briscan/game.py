"""Briscan and Brisque: two-handed marriage games of the 18th century, one state machine.

A state is a whole match to the target (600).  Phases:

* ``play``       – the play of the cards.  The player on lead right after winning a trick
                   may first declare melds (``meld:<kind>:<cards>``); the holder of the seven
                   of trumps may ``exchange`` it for the turn-up at his turns;
* ``declare``    – only when melds are declared before the draw (``meld_after_draw='no'``):
                   the trick's winner declares, then ``draw``;
* ``hand-over``  – the next dealer deals (``deal``);
* ``match-over``.

The talon is ``self.talon`` (face down, drawn from the front) plus ``self.upcard`` (the
turn-up lying under it, or the seven exchanged for it; None once drawn).  Melded cards,
a drawn turn-up and a scored ace of trumps are public: ``self.known`` lists, per seat, the
cards of his hand that the opponent has seen.
"""

from ... import cards as C
from ...deal import read_deal, turnup_and_rest
from ...errors import clip
from ...options import resolve
from ...rng import stream
from ... import position as P
from ...state import GameState
from ...sheet import sheet as make_sheet, signed, spread, term
from . import melds as M
from .rules import BRISCAN_BOOK, BRISCAN_OPTIONS, BRISQUE_BOOK, BRISQUE_OPTIONS

PACK = C.pack(C.PIQUET_32)
SUIT_NAME = C.SUIT_NAMES
HONOURS = (15, 10, 14, 13, 11)          # ace, ten, king, queen, jack: the dealer's 10 (B10)
RULE_OF_KIND = {M.MARRIAGE: "meld.marriage", M.SEQUENCE: "meld.sequence", M.QUARTET: "meld.quartet",
                M.BLANCHE: "meld.blanche", M.ACE: "bonus.ace-trumps"}


class Briscan(GameState):
    NAME = "briscan"
    TITLE = "Briscan"
    PLAYERS = (2,)
    DEFAULT_PLAYERS = 2
    OPTIONS = BRISCAN_OPTIONS
    BOOK = BRISCAN_BOOK
    WORDS = ("deal", "exchange", "draw")
    PREFIXED = ()
    SIZE = 5                    # cards dealt to each player
    BRISQUE = False
    BENCH_CONFIGS = [(2, {})]
    ACTION_HELP = {
        "deal": "deal the next hand",
        "exchange": "exchange the seven of trumps for the turn-up",
        "draw": "end the declarations and draw from the talon",
        "meld": "declare a meld",
        "meld:marriage:<K><Q>": "declare a marriage, e.g. meld:marriage:KHQH (20; 40 in trumps)",
        "meld:sequence:<cards>": "declare a tierce, quatrième or quinte, cards in natural order, "
                                 "e.g. meld:sequence:THJHQH (doubled in trumps)",
        "meld:quartet:<cards>": "declare four aces, tens, kings, queens or jacks, "
                                "e.g. meld:quartet:KSKHKDKC",
        "meld:blanche:<cards>": "declare a carte blanche: the whole hand of five courts (20) or "
                                "five pips (10)",
        "meld:ace:<card>": "declare the ace of trumps, e.g. meld:ace:AH (only with "
                           "ace_trump_bonus='declared')",
    }

    # ------------------------------------------------------------ encoding
    @classmethod
    def encode(cls, action):
        if isinstance(action, str) and action.strip().startswith("meld:"):
            return M.encode(action.strip(), cls.NAME)
        return super().encode(action)

    @classmethod
    def decode(cls, code):
        if code >= M.MELD_MIN:
            return M.decode(code)
        return super().decode(code)

    # ------------------------------------------------------------- helpers
    def _r(self, suffix):
        return f"{self.NAME}.{suffix}"

    def _kinds(self):
        if self.BRISQUE:
            return (M.MARRIAGE, M.QUARTET)
        if self.options["ace_trump_bonus"] == "declared":
            return (M.MARRIAGE, M.SEQUENCE, M.QUARTET, M.BLANCHE, M.ACE)
        return (M.MARRIAGE, M.SEQUENCE, M.QUARTET, M.BLANCHE)

    def _talon_count(self):
        return len(self.talon) + (self.upcard is not None)

    @property
    def free_tricks(self):
        """Tricks played while the talon has cards (11 in Briscan, 10 in Brisque)."""
        return (32 - 2 * self.SIZE) // 2

    # -------------------------------------------------------------- set-up
    def _setup(self, deal):
        if deal is not None:
            self._deal_explicit(deal)
        else:
            self.dealer = self._draw_first_dealer()
            self._deal_hand()

    def _draw_first_dealer(self):
        rng = stream(self.seed, "draw")
        rnd = 0
        while True:
            rnd += 1
            deck = PACK[:]
            rng.shuffle(deck)
            a, b = deck[0], deck[1]
            self._log(None, "event", f"Draw for the deal{' (again)' if rnd > 1 else ''}: seat 0 draws "
                                     f"the {C.long_name(a)}, seat 1 the {C.long_name(b)}.")
            order = M.TRICK if self.options["draw_order"] == "trick" else M.NATURAL     # DB6
            ta, tb = order[a & 15], order[b & 15]
            if ta != tb:
                dealer = 0 if ta > tb else 1
                self._log(None, "event", f"Seat {dealer} drew higher and deals first.")
                return dealer

    def _deal_hand(self):
        rng = stream(self.seed, "deal", self.hand_number)
        deck = PACK[:]
        rng.shuffle(deck)
        hands = [[], []]
        pos = 0
        for packet in (int(k) for k in self.options["packets"].split("-")):          # DB8
            for i in range(2):
                seat = (self.dealer + 1 + i) % 2
                hands[seat].extend(deck[pos:pos + packet])
                pos += packet
        self._start_hand(hands, deck[pos], deck[pos + 1:])

    def _deal_explicit(self, deal):
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "turnup", "talon"))
        if any(len(h) != self.SIZE for h in parsed):
            raise ValueError(f"each hand must hold {self.SIZE} cards")
        turnup, talon = turnup_and_rest(deal, parsed, PACK, "talon",
                                        " (the talon lists its face-down cards top first)")
        self.dealer = dealer
        self._log(None, "event", f"Explicit deal: seat {dealer} deals.")
        self._start_hand(parsed, turnup, talon)

    def _start_hand(self, hands, turnup, talon):
        self.hands = hands
        self.trump = turnup >> 4
        self.upcard = turnup
        self.turnup_dealt = turnup
        self.talon = list(talon)
        self.trick = []
        self.leader = 1 - self.dealer
        self.tricks_won = [0, 0]
        self.final_won = [0, 0]
        self.won = [[], []]
        self.trick_no = 0
        self.last_trick = None          # [leader, card led, card played, winner]
        self.window = None              # seat that may declare now
        self.window_count = 0           # melds declared in the open window
        self.melds = []                 # [seat, code, points, trick number]
        self.seq_cards = []             # cards declared in a sequence (B27)
        self.known = [[], []]           # cards of each hand shown to the opponent
        self.voids = [0, 0]             # suit bitmasks revealed in the final phase
        self.exchanged = None           # seat that exchanged the seven
        self.ace_by_exchange = None     # seat that took the ace of trumps by the exchange
        self.hand_points = [0, 0]
        self.hand_terms = []            # [what, seat, points, rule] scored this deal (the sheet)
        self.next_dealer = None
        self.phase = "play"
        self._log(None, "event", f"Deal {self.hand_number}: seat {self.dealer} deals {self.SIZE} cards "
                                 f"each; the turn-up is the {C.long_name(turnup)}: "
                                 f"{SUIT_NAME[C.SUITS[self.trump]]} are trumps.")
        if (turnup & 15) in HONOURS and (not self.BRISQUE or self.options["turnup_bonus"] == "yes"):
            self._score(self.dealer, 10, f"turning up the {C.long_name(turnup)}", "deal.turnup-bonus")
        if not self.BRISQUE and self.options["ace_trump_bonus"] == "automatic":
            ace = self.trump << 4 | 15
            for s in range(2):
                if ace in hands[s] and self.winners is None:
                    self.known[s].append(ace)
                    self._score(s, M.ACE_OF_TRUMPS_POINTS, "the ace of trumps, dealt to him",
                                "bonus.ace-trumps")

    # --------------------------------------------------------------- queries
    @property
    def current_player(self):
        ph = self.phase
        if ph == "play":
            return (self.leader + len(self.trick)) % 2
        if ph == "declare":
            return self.window
        if ph == "hand-over":
            return self.next_dealer
        return None

    def tricks_left(self):
        """Tricks still to play in this hand, the one in progress included (for the endgame
        search); the cards still in the talon count, since each trick draws two."""
        if self.phase not in ("play", "declare"):
            return None
        return max(len(h) for h in self.hands) + self._talon_count() // 2

    def endgame_sides(self):
        return [0, 1]

    def card_rank(self, card):
        c = C.card(card)
        return M.TRICK[c & 15] + (8 if c >> 4 == self.trump else 0)

    def wins_so_far(self, card):
        """Would ``card``, played now by the player to move, be winning the trick so far?"""
        if not self.trick:
            return True
        return M.trick_winner(self.trick[0], C.card(card), self.trump) == 1

    def trick_leader_so_far(self):
        return self.leader if self.trick else None

    def all_cards(self):
        out = [c for h in self.hands for c in h] + self.talon + self.trick + self.won[0] + self.won[1]
        if self.upcard is not None:
            out.append(self.upcard)
        return out

    def hidden_zones(self, seat):
        return [self.hands[1 - seat], self.talon]

    def zone_constraints(self, seat, zones):
        other = 1 - seat
        out = []
        for z in zones:
            if z is self.hands[other]:
                forbidden = {c for c in PACK if self.voids[other] >> (c >> 4) & 1}
                out.append((forbidden, set(self.known[other])))
            else:
                out.append((set(), set()))
        return out

    def rollout_code(self, rng):
        """The game's playing policy (the baseline bot and the search's rollouts): the best meld,
        the exchange and the draw whenever offered; a low card to lead (a random one three
        times in ten); a trick won with the cheapest winning card seven times in ten."""
        legal = self._legal_codes()
        if len(legal) == 1:
            return legal[0]
        # a sequence that would withdraw melds of its window worth as much is no gain
        melds = [c for c in legal if c >= M.MELD_MIN and self._meld_gain(c) > 0]
        if melds:
            # a Brisque quartet wins the game outright; else the best meld, sequences last
            def key(c):
                kind = (c >> 32) - 1
                return (kind != M.SEQUENCE,
                        10 ** 6 if kind == M.QUARTET and self.BRISQUE else self._meld_gain(c))
            return max(melds, key=key)
        if 4097 in legal:
            return 4097
        if 4098 in legal:
            return 4098
        cards = [c for c in legal if c < 128]
        trump = self.trump
        key = lambda c: M.TRICK[c & 15] + (8 if c >> 4 == trump else 0)
        if not self.trick:
            return rng.choice(cards) if rng.random() < 0.3 else min(cards, key=key)
        lead = self.trick[0]
        win = [c for c in cards if M.trick_winner(lead, c, trump) == 1]
        return min(win, key=key) if win and rng.random() < 0.7 else min(cards, key=key)

    def _meld_gain(self, code):
        """What declaring ``code`` now adds: its value less the melds of the window it withdraws."""
        return self.meld_value(code) - sum(m[2] for m in self._same_window_overlap(self.window, code))

    def meld_value(self, code):
        kind, cards = M.split(code)
        return M.value(kind, cards, self.trump, self.options.get("quartets_doubled") == "yes")

    # -------------------------------------------------------------- legality
    def _legal_cards(self, seat):
        hand = self.hands[seat]
        if not self.trick:
            return hand, "play.lead"
        if self.upcard is not None or self.talon:
            return hand, "play.free"
        return M.final_legal(hand, self.trick[0], self.trump)

    def _exchange_problem(self, seat):
        if self.phase not in ("play", "declare"):
            return "play.phase", "there is nothing to exchange now"
        if self.exchanged is not None:
            return "exchange.seven", f"seat {self.exchanged} has already exchanged the seven of trumps"
        if self.upcard is None:
            return "exchange.deadline", "the turn-up has been drawn: the talon is exhausted"
        seven = self.trump << 4 | 7
        if seven not in self.hands[seat]:
            return "exchange.seven", "only the holder of the seven of trumps may exchange it"
        if not self.BRISQUE:
            n = self._talon_count()
            if n < 2 or (n == 2 and (self.trick or self.phase == "declare")):
                return "exchange.deadline", ("too late: the exchange must be made before the trick for "
                                             "the last two cards of the talon is begun")
        if self.options["exchange_window"] == "leader-before-lead" and (
                self.phase != "play" or self.trick or seat != self.leader):
            return "exchange.when", ("the seven is exchanged only by the player about to lead, before "
                                     "he leads (option exchange_window)")
        return None

    def _meld_problem(self, seat, code):
        kind, cards = M.split(code)
        if self.BRISQUE:
            if kind not in (M.MARRIAGE, M.QUARTET) or (
                    kind == M.QUARTET and cards[0] & 15 not in (13, 14)):
                return "meld.kinds", "in Brisque only marriages, four kings and four queens are declared"
        elif kind == M.ACE and self.options["ace_trump_bonus"] != "declared":
            return "bonus.ace-timing", ("the ace of trumps scores by itself when dealt or drawn "
                                        "(option ace_trump_bonus)")
        bad = M.shape_problem(kind, cards)
        if bad:
            return RULE_OF_KIND[kind], bad
        if kind == M.ACE and cards[0] >> 4 != self.trump:
            return "bonus.ace-trumps", "only the ace of trumps scores"
        if self.window != seat or self.trick or self.phase not in ("play", "declare"):
            if self.phase not in ("play", "declare"):
                return "play.phase", "melds are declared during the play of a deal"
            if self.trick_no == 0:
                return "meld.when", "nobody declares before the first trick has been won"
            if self.trick or seat != self.leader:
                return "meld.when", ("melds are declared only by the player on lead right after "
                                     "winning a trick, before he leads")
            if not self.talon and self.upcard is None and self.options["declare_after_talon"] == "no":
                return "meld.talon", "the talon is exhausted: no more declarations"
            if self.options["meld_after_draw"] == "no":
                return "meld.timing", "melds are declared before the draw (option meld_after_draw)"
            return "meld.when", "the declaration window has closed"
        hand = self.hands[seat]
        if any(c not in hand for c in cards):
            return "meld.from-hand", f"seat {seat} does not hold all of these cards"
        if not self.BRISQUE and any(c in self.seq_cards for c in cards):
            return "meld.sequence-cards", "a card declared in a sequence may not be used in another meld"
        if not self.BRISQUE:
            bad = self._reuse_or_run_problem(seat, kind, code, cards)
            if bad:
                return bad
        for s, c, _, _ in self.melds:
            if s == seat and c == code:
                return "meld.once", "this meld has already been declared in this deal"
        if kind == M.BLANCHE and self.options.get("blanche_once", "per-deal") == "per-deal":
            courts = M.is_court_blanche(cards)
            for s, c, _, _ in self.melds:
                if s == seat and (c >> 32) - 1 == M.BLANCHE and M.is_court_blanche(M.split(c)[1]) == courts:
                    return "meld.blanche-once", "this carte blanche has already been declared in this deal"
        if kind == M.ACE and self.ace_by_exchange == seat:
            return "bonus.ace-trumps", "the ace of trumps obtained by the exchange does not score"
        if self.options["melds_per_window"] == "one" and self.window_count:
            return "meld.per-window", "one meld per trick won (option melds_per_window)"
        return None

    def _reuse_or_run_problem(self, seat, kind, code, cards):
        """The switches of DB28 (card_reuse='no': a card serves in one meld only; a sequence of
        the same window still takes over the melds it overlaps) and DB29 (runs='longest')."""
        if self.options["card_reuse"] == "no":
            mask = code & 0xFFFFFFFF
            for s, c, _, t in self.melds:
                if s == seat and c & mask and not (kind == M.SEQUENCE and t == self.trick_no):
                    return "meld.reuse", "a card serves in one meld only (option card_reuse)"
        if kind == M.SEQUENCE and self.options["runs"] == "longest":
            suit = cards[0] >> 4
            idx = [M.NATURAL[c & 15] for c in cards]
            hand = self.hands[seat]
            for i in (min(idx) - 1, max(idx) + 1):
                if 0 <= i < 8:
                    c = suit << 4 | M.NATURAL_RANKS[i]
                    if c in hand and c not in self.seq_cards:
                        return "meld.any-run", ("only the longest run held may be declared "
                                                "(option runs)")
        return None

    def _meld_codes(self, seat):
        if self.window != seat or self.trick:
            return []
        return [c for c in M.candidates(self.hands[seat], self.trump, self._kinds())
                if self._meld_problem(seat, c) is None]

    def _legal_codes(self):
        ph = self.phase
        if ph == "play":
            seat = (self.leader + len(self.trick)) % 2
            cards, _ = self._legal_cards(seat)
            codes = list(cards)
            if self.window == seat and not self.trick:
                codes += self._meld_codes(seat)
            if self.upcard is not None and self.exchanged is None and \
                    (self.trump << 4 | 7) in self.hands[seat] and self._exchange_problem(seat) is None:
                codes.append(4096 + 1)
            return codes
        if ph == "declare":
            seat = self.window
            codes = self._meld_codes(seat)
            if self._exchange_problem(seat) is None:
                codes.append(4096 + 1)
            codes.append(4096 + 2)
            return codes
        if ph == "hand-over":
            return [4096]
        return []

    def _why_illegal(self, code):
        ph = self.phase
        seat = self.current_player
        r = self._r
        if code >= M.MELD_MIN:
            rule, why = self._meld_problem(seat, code) or ("meld.when", "not now")
            return r(rule), why
        act = self.decode(code)
        if act == "exchange":
            rule, why = self._exchange_problem(seat) or ("exchange.when", "not now")
            return r(rule), why
        if act == "deal":
            return r("play.phase"), "the deal is not over"
        if ph == "hand-over":
            return r("deal.alternate"), f"the deal is over: seat {self.next_dealer} deals the next one"
        if act == "draw":
            return r("play.phase"), "there is no declaration to end: the draw follows the trick by itself"
        if ph == "declare":
            return r("meld.timing"), "declare your melds or draw before the next lead"
        if code < 128:
            if code not in self.hands[seat]:
                return r("play.from-hand"), f"seat {seat} does not hold the {C.long_name(code)}"
            cards, rule = self._legal_cards(seat)
            names = ", ".join(C.name(c) for c in cards)
            return r(rule), f"{self.BOOK[r(rule)].statement} Legal now: {names}."
        return r("play.phase"), f"{act!r} is not possible now"

    # ---------------------------------------------------------------- moves
    def _do(self, code):
        ph = self.phase
        if ph == "play":
            if code < 128:
                self._play_card(code)
            elif code >= M.MELD_MIN:
                self._declare(self.leader, code)
            else:
                self._exchange((self.leader + len(self.trick)) % 2, code)
            return
        if ph == "declare":
            seat = self.window
            if code >= M.MELD_MIN:
                self._declare(seat, code)
            elif code == 4096 + 1:
                self._exchange(seat, code)
            else:
                self._log(seat, "action", code)
                self._close_declarations(seat)
            return
        if ph == "hand-over":
            self._log(self.next_dealer, "action", code)
            self.hand_number += 1
            self.dealer = self.next_dealer
            self._deal_hand()
            return
        raise AssertionError(f"no action in phase {ph}")

    def _exchange(self, seat, code):
        seven = self.trump << 4 | 7
        up = self.upcard
        hand = self.hands[seat]
        hand.remove(seven)
        if seven in self.known[seat]:
            self.known[seat].remove(seven)
        hand.append(up)
        self.known[seat].append(up)
        self.upcard = seven
        self.exchanged = seat
        if up == self.trump << 4 | 15:
            self.ace_by_exchange = seat
        self._log(seat, "action", code)
        self._log(None, "event", f"Seat {seat} takes the {C.long_name(up)}; the seven of trumps now lies "
                                 f"under the talon.")
        if self.options["exchange_bonus"]:
            self._score(seat, self.options["exchange_bonus"], "the exchange of the seven",
                        "exchange.no-score")

    def _same_window_overlap(self, seat, code):
        """The melds of this window that a sequence ``code`` would share cards with (rule
        meld.sequence-cards, ¶31): the sequence's cards serve in no other meld of its window,
        whichever was declared first, so declaring it withdraws them.  Melds of earlier windows
        keep their points (meld.reuse, DB28)."""
        if (code >> 32) - 1 != M.SEQUENCE:
            return []
        mask = code & 0xFFFFFFFF
        return [m for m in self.melds
                if m[0] == seat and m[3] == self.trick_no and m[1] & 0xFFFFFFFF & mask]

    def _declare(self, seat, code):
        kind, cards = M.split(code)
        pts = self.meld_value(code)
        for m in self._same_window_overlap(seat, code):
            self._withdraw(m)
        self.melds.append([seat, code, pts, self.trick_no])
        if kind == M.SEQUENCE:
            self.seq_cards.extend(cards)
        known = self.known[seat]
        for c in cards:
            if c not in known:
                known.append(c)
        self.window_count += 1
        self._log(seat, "action", code)
        what = M.label(kind, cards, self.trump)
        if self.BRISQUE and kind == M.QUARTET:
            self._finish_match(seat, f"Seat {seat} declares {what} and wins the game at once.")
            return
        self._score(seat, pts, what, RULE_OF_KIND.get(kind))
        if self.winners is not None:
            return
        if self.phase == "declare" and (self.options["melds_per_window"] == "one"
                                        or not self._meld_codes(seat)):
            self._close_declarations(seat)

    def _withdraw(self, meld):
        """Take back a meld of the open window whose cards a sequence now uses (meld.sequence-cards)."""
        seat, code, pts, _ = meld
        self.melds.remove(meld)
        self.scores[seat] -= pts
        self.hand_points[seat] -= pts
        self.hand_terms.append([f"{M.label(*M.split(code), self.trump)} withdrawn", seat, -pts,
                                self._r("meld.sequence-cards")])
        kind, cards = M.split(code)
        self._log(None, "event", f"Seat {seat} withdraws the {M.label(kind, cards, self.trump)} "
                                 f"({pts}): its cards now serve in a sequence declared in the same "
                                 f"window ({self.scores[seat]} in all).")

    def _close_declarations(self, seat):
        self.window = None
        self.phase = "play"
        self._draw(seat)

    def _play_card(self, code):
        seat = (self.leader + len(self.trick)) % 2
        if self.window == seat:
            self.window = None
        self.hands[seat].remove(code)
        if code in self.known[seat]:
            self.known[seat].remove(code)
        self.trick.append(code)
        self._log(seat, "action", code)
        if len(self.trick) < 2:
            return
        lead, follow = self.trick
        w = (self.leader + M.trick_winner(lead, follow, self.trump)) % 2
        final = self.upcard is None and not self.talon
        if final and follow >> 4 != lead >> 4:
            self.voids[seat] |= 1 << (lead >> 4)            # could not follow suit
            if follow >> 4 != self.trump:
                self.voids[seat] |= 1 << self.trump         # nor trump
        self.won[w].extend(self.trick)
        self.tricks_won[w] += 1
        self.trick_no += 1
        if final:
            self.final_won[w] += 1
        self.last_trick = [self.leader, lead, follow, w]
        self.trick = []
        self.leader = w
        self._log(w, "event", f"Seat {w} takes trick {self.trick_no}.")
        if self.trick_no == 16:
            self._end_deal()
            return
        if not final:
            if self.options["meld_after_draw"] == "no":
                self.window = w
                self.window_count = 0
                if self._meld_codes(w):
                    self.phase = "declare"
                    return
                self.window = None
                self._draw(w)
                return
            self._draw(w)
            if self.winners is not None:
                return
            if self.upcard is not None or self.talon or self.options["declare_after_talon"] == "yes":
                self.window = w
                self.window_count = 0
        elif self.options["declare_after_talon"] == "yes":
            self.window = w
            self.window_count = 0

    def _draw(self, w):
        auto_ace = not self.BRISQUE and self.options["ace_trump_bonus"] == "automatic"
        ace = self.trump << 4 | 15
        for s in (w, 1 - w):
            if self.talon:
                c = self.talon.pop(0)
                self._log(None, "event", f"Seat {s} draws the {C.long_name(c)}.", private=s)
            else:
                c = self.upcard
                self.upcard = None
                self.known[s].append(c)
                self._log(None, "event", f"Seat {s} takes the turn-up, the {C.long_name(c)}.")
            self.hands[s].append(c)
            if auto_ace and c == ace and self.winners is None:
                if c not in self.known[s]:
                    self.known[s].append(c)
                self._score(s, M.ACE_OF_TRUMPS_POINTS, "the ace of trumps, drawn", "bonus.ace-trumps")
        if self.winners is not None:
            return
        n = self._talon_count()
        if n:
            self._log(None, "event", f"Both players draw; {n} cards are left in the talon.")
            return
        self._log(None, "event", "The talon is exhausted: from now on each player must follow suit "
                                 "and beat the card led if he can, otherwise trump.")
        if not self.BRISQUE:
            for s in (w, 1 - w):
                hand = self.hands[s]
                if all(c >> 4 == self.trump for c in hand) and self.winners is None:
                    for c in hand:
                        if c not in self.known[s]:
                            self.known[s].append(c)
                    self._score(s, 30, "holding five trumps as the talon is exhausted",
                                "bonus.last-five-cards")

    def _score(self, seat, pts, why, rule=None):
        if pts <= 0 or self.winners is not None:
            return
        self.hand_terms.append([why, seat, pts, rule and self._r(rule)])   # for the score sheet
        self.scores[seat] += pts
        self.hand_points[seat] += pts
        self._log(None, "event", f"Seat {seat} scores {pts} for {why} ({self.scores[seat]} in all).")
        if self.options["win_check"] == "immediate" and self.scores[seat] >= self.options["target"]:
            self._finish_match(seat, f"Seat {seat} reaches {self.scores[seat]} points and wins the game.")

    def _record_deal(self, text):
        if self.hand_results and self.hand_results[-1]["hand"] == self.hand_number:
            return
        self.hand_results.append({"hand": self.hand_number, "points": list(self.hand_points),
                                  "text": text, "tricks": list(self.tricks_won),
                                  "terms": [list(t) for t in self.hand_terms]})

    def _finish_match(self, seat, text):
        self._log(None, "event", text)
        self._record_deal(f"Deal {self.hand_number}: seat 0 +{self.hand_points[0]}, seat 1 "
                          f"+{self.hand_points[1]}. {text}")
        self.winners = [seat]
        self.window = None
        self.phase = "match-over"

    def _end_deal(self):
        w = self.last_trick[3]
        self._score(w, 10, "the last trick", "bonus.last-trick")
        if not self.BRISQUE:
            final_tricks = 16 - self.free_tricks
            if self.final_won[w] == final_tricks:
                # DB39: 20 on top of the last trick's 10, or 20 in all including it
                extra = 20 if self.options["last_five_tricks"] == "additional" else 10
                self._score(w, extra, f"winning the last {final_tricks} tricks", "bonus.last-five-tricks")
            for s in range(2):
                if len(self.won[s]) > 16:
                    self._score(s, 10, f"the most cards ({len(self.won[s])})", "bonus.most-cards")
            per = self.options["brisque_points"]
            if per:
                for s in range(2):
                    k = sum(1 for c in self.won[s] if c & 15 in (10, 15))
                    self._score(s, per * k, f"{k} aces and tens taken", "bonus.card-points")
            if self.winners is None and self.tricks_won[w] == 16:
                self._finish_match(w, f"Seat {w} takes every trick (the vole) and wins the game at once.")
                return
        if self.winners is not None:
            return
        s0, s1 = self.scores
        text = (f"Deal {self.hand_number}: seat 0 +{self.hand_points[0]}, seat 1 +{self.hand_points[1]}; "
                f"totals {s0} to {s1}.")
        self._record_deal(text)
        self._log(None, "event", text)
        target = self.options["target"]
        if max(s0, s1) >= target:
            if s0 != s1:
                win = 0 if s0 > s1 else 1
                self.winners = [win]
                self.phase = "match-over"
                self.window = None
                self._log(None, "event", f"Seat {win} has {max(s0, s1)} points and wins the game.")
                return
            self._log(None, "event", "Both players have reached the target with equal totals: "
                                     "another deal is played.")
        hp = self.hand_points
        if self.options["next_dealer"] == "loser" and hp[0] != hp[1]:      # DB11 alternative
            self.next_dealer = 0 if hp[0] < hp[1] else 1
        else:
            self.next_dealer = 1 - self.dealer
        self.window = None
        self.phase = "hand-over"

    # --------------------------------------------------------- descriptions
    def _sheet(self, result, names):
        terms = [term(f"{names[s]}: {why}", spread(2, [(s, p)]), None, rule)
                 for why, s, p, rule in result.get("terms", [])]
        p = result["points"]
        summary = f"{names[0]} {signed(p[0])}, {names[1]} {signed(p[1])} in deal {result['hand']}."
        if self.winners is not None and result is self.hand_results[-1]:
            summary += f" {names[self.winners[0]]} wins the game."
        return make_sheet(result["hand"], "points", summary, terms, p)

    def _describe(self, seat, code, secret):
        who = f"Seat {seat}"
        if code < 128:
            return f"{who} plays the {C.long_name(code)}"
        if code >= M.MELD_MIN:
            kind, cards = M.split(code)
            name = {M.BLANCHE: "a carte blanche", M.ACE: "the ace of trumps",
                    M.QUARTET: "a quartet"}.get(kind, "a " + M.KINDS[kind])
            return f"{who} declares {name}: {' '.join(C.name(c) for c in cards)}"
        w = self.WORDS[code - 4096]
        return {"deal": f"{who} deals the next hand",
                "exchange": f"{who} exchanges the seven of trumps for the turn-up",
                "draw": f"{who} ends his declarations and draws"}[w]

    def _meld_dict(self, seat, code, pts, trick):
        kind, cards = M.split(code)
        return {"seat": seat, "action": M.decode(code), "kind": M.KINDS[kind],
                "cards": [C.name(c) for c in cards], "points": pts,
                "label": M.label(kind, cards, self.trump), "trick": trick}

    def _observe(self, seat, obs):
        trump = self.trump
        live = self.phase in ("play", "declare")
        obs.update({
            "phase": self.phase, "dealer": self.dealer,
            "leader": self.leader if self.phase == "play" else None,
            "trump": C.SUITS[trump],
            "turnup": C.name(self.upcard) if self.upcard is not None else None,
            "hand": [C.name(c) for c in sorted(self.hands[seat],
                                                key=lambda c: (c >> 4, -M.NATURAL[c & 15]))],
            "hand_sizes": [len(h) for h in self.hands],
            "trick": [{"seat": (self.leader + i) % 2, "card": C.name(c)} for i, c in enumerate(self.trick)],
            "last_trick": None if self.last_trick is None else {
                "cards": [{"seat": self.last_trick[0], "card": C.name(self.last_trick[1])},
                          {"seat": 1 - self.last_trick[0], "card": C.name(self.last_trick[2])}],
                "winner": self.last_trick[3]},
            "tricks_won": list(self.tricks_won),
            "target": self.options["target"],
        })
        mine = seat == self.current_player and live
        options = []
        if mine and self.window == seat and not self.trick:
            for code in self._meld_codes(seat):
                d = self._meld_dict(seat, code, self.meld_value(code), self.trick_no)
                if self.BRISQUE and d["kind"] == "quartet":
                    d["points"] = None
                    d["wins_game"] = True
                del d["trick"], d["seat"]
                options.append(d)
        talon = self._talon_count()
        obs["extra"] = {
            "variant": self.NAME,
            "talon": talon,
            "stage": "talon" if talon else "final",
            "trick_number": self.trick_no + (1 if live else 0),
            "free_tricks": self.free_tricks,
            "turnup_dealt": C.name(self.turnup_dealt),
            "exchanged_by": self.exchanged,
            "window": self.window,
            "melds": [self._meld_dict(*m) for m in self.melds],
            "meld_options": options,
            "exchange_allowed": bool(mine and self.upcard is not None and self.exchanged is None
                                     and self._exchange_problem(seat) is None),
            "known": [[C.name(c) for c in k] for k in self.known],
            "sequence_cards": [C.name(c) for c in self.seq_cards],
            "hand_points": list(self.hand_points),
            "cards_won": [len(p) for p in self.won],
            "final_tricks": list(self.final_won),
            "next_dealer": self.next_dealer,
        }

    def action_label(self, action):
        """An English label for a declaration, with its value now (used by the bridge)."""
        if not action.startswith("meld:"):
            return None
        try:
            code = self.encode(action)
        except ValueError:
            return None
        kind, cards = M.split(code)
        what = M.label(kind, cards, self.trump)
        if self.BRISQUE and kind == M.QUARTET:
            return f"declare {what} (wins the game)"
        text = f"declare {what}: {' '.join(C.name(c) for c in cards)} ({self.meld_value(code)} points)"
        gone = self._same_window_overlap(self.window, code) if self.window is not None else []
        if gone:
            text += "; withdraws the " + ", ".join(
                f"{M.label(*M.split(m[1]), self.trump)} ({m[2]})" for m in gone)
        return text

    # ------------------------------------------------------------ positions
    _POSITION_KEYS = {"players", "options", "trump", "dealer", "leader", "trick", "hand", "hands",
                      "talon", "turnup", "tricks_won", "final_tricks_won", "seed", "window",
                      "declared"}

    @classmethod
    def _position_options(cls, position):
        players, opts = P.players_and_options(position, cls._POSITION_KEYS, 2)
        if players != 2:
            raise ValueError(f"{cls.NAME} is played by 2 players, not {clip(players)}")
        resolve(cls.NAME, cls.OPTIONS, opts)        # trick_winner too refuses an unknown option
        return players, opts

    @staticmethod
    def _trump_of(position):
        return P.trump_suit(position)

    @classmethod
    def from_position(cls, position):
        """A state from a JSON position.  Keys: trump, hand (of the player to move), trick (0 or 1
        card), talon (cards left in the talon, turn-up included; 0 = the final phase), turnup,
        dealer, leader, hands, tricks_won, final_tricks_won, options, seed; ``window: true`` puts the leader in a
        declaration window (he has just won a trick) and ``declared`` lists the meld actions he
        has already declared in the deal."""
        players, opts = cls._position_options(position)
        st = cls(players, position.get("seed", 0), None, **opts)
        trump = cls._trump_of(position)
        dealer = position.get("dealer", 1)
        leader = position.get("leader", 1 - dealer if isinstance(dealer, int) else 0)
        for key, v in (("dealer", dealer), ("leader", leader)):
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 2:
                raise ValueError(f"position.{key} must be a seat, 0 or 1")
        trick = C.parse_cards(position.get("trick", []), "trick")
        if len(trick) > 1:
            raise ValueError("the trick holds at most 1 card before the player to move plays "
                             "(use trick_winner for a complete trick)")
        talon = position.get("talon", 0)
        full = 32 - 2 * cls.SIZE
        if isinstance(talon, bool) or not isinstance(talon, int) or not 0 <= talon <= full or talon % 2:
            raise ValueError(f"position.talon must be an even count 0..{full} (cards left in the talon, "
                             f"turn-up included; 0 = the final phase)")
        hand = C.parse_cards(position.get("hand", []), "hand")
        if not hand:
            raise ValueError("position.hand must hold the cards of the player to move")
        size = len(hand)
        if talon and size != cls.SIZE:
            raise ValueError(f"while the talon has cards each player holds {cls.SIZE} cards when it "
                             f"is his turn")
        if size > cls.SIZE:
            raise ValueError(f"a hand holds at most {cls.SIZE} cards")
        mover = (leader + len(trick)) % 2
        other_size = size - (1 if trick else 0)
        hands = P.given_hands(position, 2, mover, hand, lambda s: other_size)
        turnup = C.card(position["turnup"]) if position.get("turnup") else None
        if turnup is not None and turnup >> 4 != trump:
            raise ValueError("the turn-up must be of the trump suit")
        used = trick + [c for h in hands if h for c in h] + ([turnup] if turnup is not None and talon
                                                             else [])
        if len(set(used)) != len(used):
            raise ValueError("a card appears twice in the position")
        if any(c not in PACK for c in used):
            raise ValueError("only cards of the 32-card pack (A K Q J T 9 8 7) are in play")
        rest = [c for c in PACK if c not in used]
        rng = stream(position.get("seed", 0), "position")
        rng.shuffle(rest)
        other = 1 - mover
        if hands[other] is None:
            hands[other], rest = rest[:other_size], rest[other_size:]
        upcard = None
        face_down = []
        if talon:
            upcard = turnup
            if upcard is None:
                trumps_left = [c for c in rest if c >> 4 == trump]
                if not trumps_left:
                    raise ValueError("no trump is left to lie under the talon as its turn-up")
                upcard = trumps_left[0]
                rest.remove(upcard)
            face_down, rest = rest[:talon - 1], rest[talon - 1:]
        done = len(rest) // 2                   # tricks already played
        tw = position.get("tricks_won")
        if tw is None:
            tw = [done - done // 2, done // 2]
        if not isinstance(tw, list) or len(tw) != 2 or not all(
                isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in tw) or sum(tw) != done:
            raise ValueError(f"position.tricks_won must list 2 counts adding up to the {done} tricks "
                             f"already played in this position")
        st.dealer = dealer
        st.hands = hands
        st.trump = trump
        st.upcard = upcard
        st.turnup_dealt = turnup if turnup is not None else (upcard if upcard is not None
                                                            else trump << 4 | 7)
        st.talon = face_down
        st.trick = trick
        st.leader = leader
        st.tricks_won = list(tw)
        st.won = [rest[:2 * tw[0]], rest[2 * tw[0]:]]
        st.trick_no = done
        k = max(0, done - (32 - 2 * cls.SIZE) // 2)        # final-phase tricks already played
        fw = position.get("final_tricks_won")
        if fw is None:
            fw = [min(tw[0], k), k - min(tw[0], k)]
        if not isinstance(fw, list) or len(fw) != 2 or not all(
                isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= tw[i] for i, x in enumerate(fw)) \
                or sum(fw) != k:
            raise ValueError(f"position.final_tricks_won must list 2 counts adding up to the {k} tricks "
                             f"already played since the talon was exhausted")
        st.final_won = list(fw)
        st.last_trick = None
        st.melds, st.seq_cards, st.known, st.voids = [], [], [[], []], [0, 0]
        st.exchanged = st.ace_by_exchange = None
        st.window, st.window_count = None, 0
        st.hand_points = [0, 0]
        st.hand_terms = []
        st.scores = [0, 0]
        st.phase = "play"
        st.log = []
        if position.get("window"):
            if trick:
                raise ValueError("a declaration window opens before the lead: the trick must be empty")
            if done == 0 or tw[leader] == 0:
                raise ValueError("a declaration window belongs to a leader who has won a trick")
            st.window = leader
        for a in position.get("declared", []) or []:
            code = cls.encode(a) if isinstance(a, str) else None
            if code is None or code < M.MELD_MIN:
                raise ValueError(f"position.declared lists meld actions, not {a!r}")
            kind, cards = M.split(code)
            st.melds.append([leader, code, 0, max(done - 1, 0)])
            if kind == M.SEQUENCE and not cls.BRISQUE:
                st.seq_cards.extend(cards)
        st._log(None, "event", "Position set up by hand.")
        return st

    @classmethod
    def trick_winner(cls, position):
        cls._position_options(position)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if not 1 <= len(trick) <= 2:
            raise ValueError("a trick of two players holds 1 or 2 cards")
        if any(c not in PACK for c in trick):
            raise ValueError("only cards of the 32-card pack are in play")
        trump = cls._trump_of(position)
        if len(trick) == 1:
            return 0
        return M.trick_winner(trick[0], trick[1], trump)


class Brisque(Briscan):
    NAME = "brisque"
    TITLE = "Brisque"
    OPTIONS = BRISQUE_OPTIONS
    BOOK = BRISQUE_BOOK
    SIZE = 6
    BRISQUE = True
    ACTION_HELP = {
        "deal": "deal the next hand",
        "exchange": "exchange the seven of trumps for the turn-up",
        "draw": "end the declarations and draw from the talon",
        "meld": "declare a meld",
        "meld:marriage:<K><Q>": "declare a marriage, e.g. meld:marriage:KHQH (20; 40 in trumps)",
        "meld:quartet:<cards>": "declare four kings or four queens, which wins the game at once, "
                                "e.g. meld:quartet:KSKHKDKC",
    }
