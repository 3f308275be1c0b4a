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
"""

from bisect import insort

from ... import cards as C
from ... import position as P
from ...rng import stream
from ...state import _CONTAINERS, WORD_BASE, GameState, _copy
from .rules import BOOK, OPTIONS
from .prompt import tarot_prompt
from .sheet import deal_sheet, shares  # noqa: F401 (shares is part of this module's API)

# --------------------------------------------------------------------- tables
EXCUSE = C.EXCUSE                # 96
PETIT = 65
TWENTY_ONE = 85
SUIT_CARDS = [s << 4 | r for s in range(4) for r in range(2, 16)]
TRUMPS = list(range(65, 86))
PACK = SUIT_CARDS + TRUMPS + [EXCUSE]
PACK_SET = frozenset(PACK)
_IDX = range(len(PACK))
BOUTS = frozenset((PETIT, TWENTY_ONE, EXCUSE))

SIX = [-1] * 128                 # 0-3 suits, 4 trumps, 5 the Excuse
HP = [0] * 128                   # card value in half points
STR = [0] * 128                  # strength within its kind: suit 1 (ace) .. 14 (king), trumps 101..121
for _c in SUIT_CARDS:
    _r = _c & 15
    SIX[_c] = _c >> 4
    STR[_c] = 1 if _r == 15 else _r
    HP[_c] = {14: 9, 13: 7, 12: 5, 11: 3}.get(_r, 1)
for _c in TRUMPS:
    SIX[_c] = 4
    STR[_c] = 100 + _c - 64
    HP[_c] = 9 if _c in (PETIT, TWENTY_ONE) else 1
SIX[EXCUSE] = 5
HP[EXCUSE] = 9
HONOURS = frozenset(c for c in SUIT_CARDS if 11 <= (c & 15) <= 14)

# Search support: card classes as sets, and the rollout policy's preference tables.
_CHIEN, _DISCARD = -1, -2                  # owners of the hidden zones that are not hands
_SUIT_SETS = [frozenset(c for c in SUIT_CARDS if c >> 4 == s) for s in range(4)]
_TRUMP_SET = frozenset(TRUMPS)
_TRUMPS_ABOVE = {t: frozenset(range(t + 1, TWENTY_ONE + 1)) for t in TRUMPS}
_KINGS = frozenset(c for c in SUIT_CARDS if c & 15 == 14)
_NEVER_DISCARDED = _KINGS | BOUTS
_PLAIN = frozenset(SUIT_CARDS) - _KINGS
_MISERE_ATOUT = _TRUMP_SET | {EXCUSE}
_MISERE_HONNEURS = HONOURS | BOUTS
_SAFE_TRUMP = 64 + 17                      # a partner winning with the 17 or more should hold
_DUMP = [0] * 128      # the card to throw when losing: low plain cards first, the Petit last
_CHARGE = [0] * 128    # the card to give a winning partner: the most points, no trump
_WIN_LAST = [0] * 128  # the card to win with when last to play: the Petit first, then the lowest
for _c in PACK:
    if _c < 64:
        _DUMP[_c] = HP[_c] * 16 + STR[_c]
        _CHARGE[_c] = HP[_c] * 16 + STR[_c]
        _WIN_LAST[_c] = STR[_c]
    elif _c == EXCUSE:
        _DUMP[_c], _CHARGE[_c], _WIN_LAST[_c] = 800, -2000, 1000
    else:
        _DUMP[_c] = 500 + STR[_c]
        _CHARGE[_c] = -STR[_c] - 100
        _WIN_LAST[_c] = STR[_c]
_DUMP[PETIT] = 900
_CHARGE[PETIT] = 300                       # the Petit under a safe partner: saved with its points
_CHARGE[TWENTY_ONE] = -1000
_WIN_LAST[PETIT] = 0


def _deal_zones(pool, sizes, cons, rng):
    """Deal ``pool`` into zones of ``sizes`` under (forbidden, pinned) constraints, zone by zone:
    pinned cards first, then the zones with the least choice first, each taking the cards that
    can lie nowhere else and the rest of its room at random among the cards it may hold.
    None if this attempt gets stuck (the caller tries again)."""
    nz = len(sizes)
    out = [[] for _ in sizes]
    room = list(sizes)
    pinned_to = {}
    for i, (_, pinned) in enumerate(cons):
        for c in pinned:
            pinned_to[c] = i
    free = []
    for c in pool:
        i = pinned_to.get(c)
        if i is None:
            free.append(c)
        else:
            out[i].append(c)
            room[i] -= 1
    if min(room, default=0) < 0:
        return None
    forb = [f for f, _ in cons]
    mask = {}
    elig = [[] for _ in sizes]
    for c in free:
        m = 0
        for i in range(nz):
            if c not in forb[i]:
                m |= 1 << i
                elig[i].append(c)
        if not m:
            return None
        mask[c] = m
    order = sorted(range(nz), key=lambda i: len(elig[i]) - room[i])
    left = set(free)
    open_ = (1 << nz) - 1
    for i in order:
        open_ &= ~(1 << i)
        k = room[i]
        cands = [c for c in elig[i] if c in left]
        must = [c for c in cands if not mask[c] & open_]
        if len(must) > k or len(cands) < k:
            return None
        if len(must) < k:
            mset = set(must)
            must += rng.sample([c for c in cands if c not in mset], k - len(must))
        out[i] += must
        left.difference_update(must)
    return None if left else out


def _bid_strength(h, hand_size):
    """A hand's strength for bidding (trumps, bouts, kings), scaled to 18 cards."""
    s = (len(h[4]) * 2 + 6 * ((PETIT in h[4]) + (TWENTY_ONE in h[4])) + 6 * len(h[5])
         + 3 * sum(1 for x in range(4) for c in h[x] if c & 15 == 14))
    return s * 18 // hand_size


def _bid_wish(h, hand_size):
    """The highest contract (0..3, or -1 to pass) the strength of ``h`` supports."""
    s = _bid_strength(h, hand_size)
    want = -1
    for i, th in enumerate((19, 24, 30, 36)):
        if s >= th:
            want = i
    return want


# players -> (cards per hand, packet, chien)
PARAMS = {3: (24, 4, 6), 4: (18, 3, 6), 5: (15, 3, 3)}
POIGNEE = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEE_BONUS = (20, 30, 40)
LEVELS = ("simple", "double", "triple")
TARGET = (56, 51, 41, 36)
CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")
CONTRACT_NAMES = ("Prise", "Garde", "Garde sans le chien", "Garde contre le chien")
COEF = (1, 2, 4, 6)

WORDS = ("deal", "pass", "prise", "garde", "garde-sans", "garde-contre", "chelem", "no-chelem",
         "poignee:simple", "poignee:double", "poignee:triple", "misere:atout", "misere:honneurs")
W = {w: WORD_BASE + i for i, w in enumerate(WORDS)}
W_DEAL, W_PASS = W["deal"], W["pass"]
W_BIDS = tuple(W[c] for c in CONTRACTS)
W_CHELEM, W_NOCHELEM = W["chelem"], W["no-chelem"]
W_POIGNEE = tuple(W["poignee:" + lv] for lv in LEVELS)
W_MISERE = (W["misere:atout"], W["misere:honneurs"])
CALL, DISCARD, HIDE = 128, 256, 384     # PREFIXED = ("call", "discard", "hide")

# phases
BID, CALLP, ECART, ANNOUNCE, PLAY, HIDEP, OVER, MATCH = range(8)
PHASE_NAMES = ("bidding", "call", "discard", "chelem", "play", "poignee", "hand-over", "match-over")
_TAKES = [f"Seat {i} takes the trick." for i in range(5)]


def _sort_key(c):
    return (SIX[c], STR[c])


def _names(cards):
    return [C.name(c) for c in cards]


def _split(cards):
    h = [[], [], [], [], [], []]
    for c in sorted(cards):
        h[SIX[c]].append(c)
    return h


class Tarot(GameState):
    NAME = "tarot"
    TITLE = "French Tarot"
    PLAYERS = (3, 4, 5)
    DEFAULT_PLAYERS = 4
    OPTIONS = OPTIONS
    BOOK = BOOK
    WORDS = WORDS
    PREFIXED = ("call", "discard", "hide")
    BENCH_CONFIGS = [(4, {}), (3, {}), (5, {}), (5, {"miseres": True, "goulash": True})]
    SEARCH_BENCH_CONFIGS = [(4, {}), (3, {}), (5, {})]
    _FIXED = GameState._FIXED | {"hand_size", "packet", "chien_size", "thresholds", "deals_target",
                                 "other_side_excuse"}
    ACTION_HELP = {
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
    }

    # -------------------------------------------------------------- set-up
    def _setup(self, deal):
        n = self.players
        self.hand_size, self.packet, self.chien_size = PARAMS[n]
        self.thresholds = POIGNEE[n]
        self.deals_target = self.options["deals"] or 2 * n
        self.other_side_excuse = self.options["excuse_last_trick"] == "to-other-side"
        self.deals_scored = 0
        self.next_dealer = None
        if deal is not None:
            hands, chien, dealer = self._parse_deal(deal)
            self.dealer = dealer
            self._log(None, "event", f"Explicit deal: seat {dealer} deals.")
            self._start_deal(hands, chien)
        else:
            self.dealer = self._draw_first_dealer()
            self._deal_hand()

    def _draw_first_dealer(self):
        rng = stream(self.seed, "draw")
        deck = PACK[:]
        rng.shuffle(deck)
        drawn = {}
        texts = []
        for s in range(self.players):
            c = deck.pop()
            while c == EXCUSE:
                texts.append(f"seat {s} draws the Excuse and draws again")
                c = deck.pop()
            drawn[s] = c
            texts.append(f"seat {s} draws the {C.long_name(c)}")

        def key(c):   # trumps above suit cards; spades > hearts > diamonds > clubs
            return 1000 + c if c >= 64 else STR[c] * 4 + (3 - (c >> 4))
        dealer = min(drawn, key=lambda s: key(drawn[s]))
        self._log(None, "event", "Draw for the deal: " + ", ".join(texts) +
                  f". Seat {dealer} drew lowest and deals first.")
        return dealer

    def _deal_hand(self):
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        r = rng.random
        keys = [r() for _ in PACK]
        deck = [PACK[i] for i in sorted(_IDX, key=keys.__getitem__)]
        size, packet, k = self.hand_size, self.packet, self.chien_size
        npk = n * size // packet
        slots = set(rng.sample(range(1, npk), k))     # never the first or the last card
        hands = [[] for _ in range(n)]
        chien = []
        pos = 0
        seat = (self.dealer + 1) % n
        for p in range(npk):
            if p in slots:
                chien.append(deck[pos])
                pos += 1
            hands[seat] += deck[pos:pos + packet]
            pos += packet
            seat = seat + 1 if seat + 1 < n else 0
        self._start_deal(hands, chien)

    def _parse_deal(self, deal):
        if not isinstance(deal, dict):
            raise ValueError("deal must be an object with dealer, hands and chien")
        unknown = set(deal) - {"dealer", "hands", "chien"}
        if unknown:
            raise ValueError(f"deal has unknown keys: {', '.join(sorted(unknown))}; "
                             f"allowed: dealer, hands, chien")
        n = self.players
        dealer = deal.get("dealer", n - 1)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
            raise ValueError(f"deal.dealer must be a seat 0..{n - 1}")
        hands = deal.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise ValueError(f"deal.hands must list {n} hands")
        parsed = [C.parse_cards(h, f"hand of seat {i}") for i, h in enumerate(hands)]
        if any(len(h) != self.hand_size for h in parsed):
            raise ValueError(f"with {n} players each hand holds {self.hand_size} cards")
        used = [c for h in parsed for c in h]
        chien = (C.parse_cards(deal["chien"], "chien") if "chien" in deal
                 else [c for c in PACK if c not in set(used)])
        if len(chien) != self.chien_size:
            raise ValueError(f"with {n} players the chien holds {self.chien_size} cards")
        allc = used + chien
        if len(set(allc)) != len(allc) or set(allc) != PACK_SET:
            raise ValueError("the deal must use each card of the 78-card tarot pack exactly once "
                             "(trumps 1-21, EX, and A K Q N J T 9-2 in each suit)")
        return parsed, chien, dealer

    def _start_deal(self, hands, chien):
        n = self.players
        self.hands = [_split(h) for h in hands]
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
        self.partner = -1            # holder of the called card (the taker if he called himself)
        self.partner_public = False
        self.alone_known = False     # the called card is known to be in the chien
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
        self.misere_ok = ([self._misere_bits(h) for h in self.hands] if self.options["miseres"]
                          else [0] * n)
        # What the play reveals, for the search bots (small ints, updated card by card):
        self.voids = [0] * n              # bits 0-3: a suit not followed; bit 4: no trump
        self.ceiling = [TWENTY_ONE] * n   # the highest trump a seat may hold (failed overtrumps)
        self.pshown = [None] * n          # poignée: the card codes shown, per seat
        self.phidden = [0] * n            # poignée: how many trumps its shower kept hidden
        self._log(None, "event", f"Deal {self.hand_number}: seat {self.dealer} deals; "
                                 f"seat {self.leader} speaks first.")
        for s, h in enumerate(self.hands):
            if h[4] == [PETIT] and not h[5]:
                cards = sorted((c for part in h for c in part), key=_sort_key)
                self._log(None, "event", f"Seat {s} has the Petit sec and shows his hand: "
                                         f"{' '.join(_names(cards))}. The deal is cancelled.")
                self._cancel(f"Petit sec (seat {s}): the deal is cancelled.")
                return

    @staticmethod
    def _misere_bits(h):
        bits = 0
        if not h[4] and not h[5]:
            bits |= 1
        if not h[5] and PETIT not in h[4] and TWENTY_ONE not in h[4] and \
                not any(11 <= (c & 15) <= 14 for s in range(4) for c in h[s]):
            bits |= 2
        return bits

    def _cancel(self, text):
        n = self.players
        self.hand_results.append({"hand": self.hand_number, "points": [0] * n, "text": text,
                                  "cancelled": True})
        self.next_dealer = (self.dealer + 1) % n
        self.phase = OVER

    # ------------------------------------------------------------ fast paths
    def apply_trusted(self, code):
        """Fast path for search: apply a legal action code without any check or undo record."""
        if self.phase == PLAY and code < 128:
            self._play(code)
        else:
            self._do(code)
        self.history.append(code)

    def playout(self, rng):
        """Play the current deal to its end with uniformly random legal actions (a rollout).

        Each action is ``legal[int(rng.random() * len(legal))]`` over ``legal_codes()``; the card
        play after the first trick runs in one fused loop (the same rules as ``_legal_codes`` and
        ``_play``, inlined).  The result is exactly the state reached by stepping with
        ``apply_trusted`` and the same picks (tests/engine/test_tarot_soak.py checks it).
        Returns the number of actions applied.
        """
        r = rng.random
        start = self.hand_number
        count = 0
        while self.hand_number == start and self.phase < OVER:
            if self.phase == PLAY and not self.opening:
                count += self._fused_play(r)
            else:
                legal = self._legal_codes()
                self.apply_trusted(legal[int(r() * len(legal))])
                count += 1
        return count

    def _fused_play(self, r):
        n = self.players
        hands = self.hands
        log = self.log
        hist = self.history
        hn = self.hand_number
        called = self.called
        six, strength = SIX, STR
        voids, ceiling = self.voids, self.ceiling
        count = 0
        while self.phase == PLAY:
            # one trick, with the trick state in locals (written back before _finish_trick)
            seat = self.turn
            trick = self.trick
            led, top, wbest, wpos, ex = self.led, self.top, self.wbest, self.wpos, self.ex_seat
            while True:
                h = hands[seat]
                # --- the legal cards (as _legal_codes, outside the first trick)
                if led < 0:
                    legal = [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]]
                elif led < 4 and h[led]:
                    legal = h[led] + h[5]
                else:
                    tr = h[4]
                    if tr:
                        if tr[-1] > top and tr[0] < top:
                            legal = [t for t in tr if t > top] + h[5]
                        else:
                            legal = tr + h[5]
                    else:
                        legal = [*h[0], *h[1], *h[2], *h[3], *h[5]]
                code = legal[int(r() * len(legal))]
                count += 1
                # --- the card (as _play)
                si = six[code]
                h[si].remove(code)
                if led >= 0 and si != led and si != 5:
                    voids[seat] |= (1 << led) if si == 4 else (1 << led) | 16
                if si == 4 and code < top < ceiling[seat]:
                    ceiling[seat] = top
                trick.append(code)
                log.append((hn, seat, "action", code, None))
                hist.append(code)
                if code == EXCUSE:
                    ex = seat
                elif led < 0:
                    led = si
                    wbest = strength[code]
                    wpos = len(trick) - 1
                    if si == 4:
                        top = code
                elif si == 4:
                    if code > top:
                        top = code
                        wbest = strength[code]
                        wpos = len(trick) - 1
                elif si == led and strength[code] > wbest:
                    wbest = strength[code]
                    wpos = len(trick) - 1
                if code == called:
                    self._reveal(seat)
                if len(trick) == n:
                    break
                seat = seat + 1 if seat + 1 < n else 0
            self.led, self.top, self.wbest, self.wpos, self.ex_seat = led, top, wbest, wpos, ex
            self.turn = seat
            self._finish_trick()
        return count

    # ------------------------------------------------------ snapshots (undo)
    def _snapshot(self):
        # Same contract as GameState._snapshot, with slice copies for the big nested int lists
        # (the generic copier checks every element's type).
        fixed = self._FIXED
        app = self._APPEND_ONLY
        snap = {}
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
    def current_player(self):
        ph = self.phase
        if ph == PLAY or ph == BID or ph == HIDEP:
            return self.turn
        if ph == CALLP or ph == ECART or ph == ANNOUNCE:
            return self.taker
        if ph == OVER:
            return self.next_dealer
        return None

    def all_cards(self):
        out = [c for h in self.hands for part in h for c in part]
        out += self.chien + self.discard + self.trick + self.won[0] + self.won[1]
        for pile in self.won[2:]:
            out += pile
        return out

    def hidden_zones(self, seat):
        zones = []
        for s, h in enumerate(self.hands):
            if s != seat:
                zones.extend(h)
        if self.chien and not self._chien_turned_over():
            zones.append(self.chien)     # face down (before it is shown, or never shown)
        if seat != self.taker:
            zones.append(self.discard)
        return zones

    def _chien_turned_over(self):
        """The chien nobody saw is turned over when the deal has been scored (not if cancelled)."""
        return (self.phase >= OVER and bool(self.hand_results)
                and self.hand_results[-1]["hand"] == self.hand_number
                and not self.hand_results[-1].get("cancelled"))

    def tricks_left(self):
        """Tricks still to play in this deal, the one in progress included (for the endgame search)."""
        if self.phase != PLAY:
            return None
        return self.total_tricks - self.tricks_done

    def endgame_sides(self):
        """The taker's side (0) against the defence (1); None in a Goulash, each for himself.
        Every score of the deal moves the two sides in opposite directions (misères, fixed
        once announced, only shift a seat's result by a constant)."""
        return None if self.goulash_deal else self.side_of

    def card_rank(self, card):
        c = C.card(card)
        return STR[c]

    def wins_so_far(self, card):
        """Would ``card``, played now by the player to move, be winning the trick so far?"""
        c = C.card(card)
        if c == EXCUSE:
            return False
        if self.led < 0:
            return True
        if SIX[c] == 4:
            return c > self.top
        return SIX[c] == self.led and STR[c] > self.wbest

    def trick_leader_so_far(self):
        if not self.trick:
            return None
        return (self.leader + self.wpos) % self.players

    def _known_partner(self, seat):
        """The taker's partner as ``seat`` knows it: a seat, the taker (alone), or None."""
        if self.players != 5 or self.taker < 0 or self.called < 0:
            return None
        if self.partner_public or self.alone_known:
            return self.partner
        if seat == self.holder:
            return self.holder
        return None

    # ------------------------------------------------------------ legality
    def _legal_codes(self):
        ph = self.phase
        if ph == PLAY:
            seat = self.turn
            h = self.hands[seat]
            led = self.led
            if self.opening:
                return self._opening_codes(seat, h, led)
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
        if ph == BID:
            return [W_PASS] + list(W_BIDS[self.best + 1:])
        if ph == ECART:
            return [DISCARD + c for c in self._discardable()]
        if ph == ANNOUNCE:
            return [W_CHELEM, W_NOCHELEM]
        if ph == CALLP:
            return [CALL + c for c in self._callable()]
        if ph == HIDEP:
            hid = self.hiding["hidden"]
            return [HIDE + c for c in self.hands[self.turn][4] if c not in hid]
        if ph == OVER:
            return [W_DEAL]
        return []

    # The public fast path is the legality function itself (no wrapper call per action).
    legal_codes = _legal_codes

    def _opening_codes(self, seat, h, led):
        """Legal codes during the first trick: the 5-player lead restriction, and the declarations
        a player may make before his first card."""
        if led < 0:
            if not self.trick and self.called >= 0:
                cs = SIX[self.called]
                out = [c for i in range(6) if i != cs for c in h[i]]
                if self.called in h[cs]:
                    out.append(self.called)
                if not out:
                    out = [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]]      # TAR6
            else:
                out = [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]]
        elif led < 4 and h[led]:
            out = h[led] + h[5]
        else:
            tr = h[4]
            if tr:
                top = self.top
                if tr[-1] > top and tr[0] < top:
                    out = [t for t in tr if t > top] + h[5]
                else:
                    out = tr + h[5]
            else:
                out = [*h[0], *h[1], *h[2], *h[3], *h[5]]
        if self.decl[seat]:
            out += self.decl[seat]
        return out

    def _plain_discardable(self):
        h = self.hands[self.taker]
        return [c for s in range(4) for c in h[s] if (c & 15) != 14]

    def _discardable(self):
        plain = self._plain_discardable()
        need = self.chien_size - len(self.discard)
        if len(plain) >= need:
            return plain
        return plain + [t for t in self.hands[self.taker][4] if t != PETIT and t != TWENTY_ONE]

    def _callable(self):
        h = self.hands[self.taker]
        held = {c for s in range(4) for c in h[s]}
        out = []
        for r in (14, 13, 12, 11):             # king, queen, knight, jack
            out += [s << 4 | r for s in range(4)]
            if not all((s << 4 | r) in held for s in range(4)):
                break
        return out

    def _legal_play_rule(self, seat):
        """(legal cards, rule id) for the card play of ``seat`` (slow path, for explanations)."""
        h = self.hands[seat]
        allc = [c for part in h for c in part]
        if self.led < 0:
            if self.opening and not self.trick and self.called >= 0:
                cs = SIX[self.called]
                ok = [c for c in allc if SIX[c] != cs or c == self.called]
                if ok:
                    return ok, "call.first-lead"
                return allc, "call.first-lead-fallback"
            return allc, ("play.led-suit" if self.trick else "play.lead")
        led = self.led
        if led < 4 and h[led]:
            return h[led] + h[5], "play.follow-suit"
        tr = h[4]
        if tr:
            over = [t for t in tr if t > self.top]
            if led == 4:
                return (over or tr) + h[5], ("play.trump-led" if over else "play.undertrump")
            if self.top and over:
                return over + h[5], "play.overtrump"
            if self.top:
                return tr + h[5], "play.undertrump"
            return tr + h[5], "play.must-trump"
        return allc, "play.any-card"

    def _why_illegal(self, code):
        ph = self.phase
        rid = lambda s: f"tarot.{s}"
        st = lambda s: BOOK[rid(s)].statement
        if ph == OVER:
            return rid("deal.rotation"), f"the deal is over: seat {self.next_dealer} deals the next one"
        if ph == MATCH:
            return rid("match.target"), "the match is over"
        if code < 128:
            if ph != PLAY:
                return rid("play.phase"), f"cards are played only in the play of the cards, not now " \
                                          f"({PHASE_NAMES[ph]})"
            seat = self.turn
            if code not in self.hands[seat][SIX[code]] if SIX[code] >= 0 else True:
                return rid("play.from-hand"), f"seat {seat} does not hold the {C.long_name(code)}"
            cards, rule = self._legal_play_rule(seat)
            names = ", ".join(_names(cards))
            return rid(rule), f"{st(rule)} Legal now: {names}."
        if code >= WORD_BASE:
            w = self.WORDS[code - WORD_BASE]
            if w == "deal":
                return rid("deal.rotation"), "a new deal starts only when the deal in progress is over"
            if w == "pass" or w in CONTRACTS:
                if ph != BID:
                    return rid("bid.order"), "the bidding is over"
                return rid("bid.order"), ("a bid must be higher than the best so far "
                                          f"({CONTRACT_NAMES[self.best]})")
            if w in ("chelem", "no-chelem"):
                if self.goulash_deal:
                    return rid("goulash.play"), st("goulash.play")
                return rid("chelem.announce"), "the taker announces a chelem after the discard, " \
                                               "before the first card, and only then"
            if w.startswith("poignee"):
                if self.goulash_deal:
                    return rid("goulash.play"), st("goulash.play")
                if ph != PLAY or not self.opening or self.tricks_done:
                    return rid("poignee.when"), st("poignee.when")
                return rid("poignee.thresholds"), f"seat {self.turn} cannot show a {w[8:]} poignée now " \
                                                  f"(already shown, first card played, or too few trumps)"
            if w.startswith("misere"):
                if not self.options["miseres"]:
                    return rid("misere.kinds"), "misères are a variant that is not in play (option miseres)"
                if ph != PLAY or not self.opening:
                    return rid("misere.when"), st("misere.when")
                return rid("misere.kinds"), f"seat {self.turn} cannot announce this misère: " + st("misere.kinds")
        prefix = code // 128
        card = code % 128
        if prefix == 1:
            if ph != CALLP:
                return rid("call.king"), "a card is called only by the taker with 5 players, right after the bidding"
            return rid("call.king"), st("call.king")
        if prefix == 2:
            if ph != ECART:
                return rid("chien.shown"), "the taker discards only after taking a shown chien (Prise or Garde)"
            if card not in self.hands[self.taker][SIX[card]] if SIX[card] >= 0 else True:
                return rid("play.from-hand"), f"the taker does not hold the {C.long_name(card)}"
            if card in BOUTS or (SIX[card] < 4 and card & 15 == 14):
                return rid("chien.discard-no-king-bout"), st("chien.discard-no-king-bout")
            return rid("chien.discard-trumps"), st("chien.discard-trumps")
        if prefix == 3:
            if ph != HIDEP:
                return rid("poignee.exact"), "trumps are hidden only while showing a poignée"
            return rid("poignee.exact"), "only a trump of one's hand, not already hidden, can be kept hidden"
        return rid("play.phase"), f"{self.decode(code)!r} is not possible now ({PHASE_NAMES[ph]})"

    # ---------------------------------------------------------------- moves
    def _do(self, code):
        ph = self.phase
        if ph == PLAY:
            if code < 128:
                self._play(code)
            else:
                self._declare(code)
            return
        if ph == BID:
            self._bid(code)
        elif ph == ECART:
            self._discard(code - DISCARD)
        elif ph == ANNOUNCE:
            self._log(self.taker, "action", code)
            if code == W_CHELEM:
                self.chelem_announced = True
                self.leader = self.turn = self.taker
            self._start_play()
        elif ph == CALLP:
            self._call(code - CALL)
        elif ph == HIDEP:
            self._hide(code - HIDE)
        elif ph == OVER:
            self._log(self.next_dealer, "action", code)
            self.hand_number += 1
            self.dealer = self.next_dealer
            self._deal_hand()
        else:
            raise AssertionError(f"no action in phase {PHASE_NAMES[ph]}")

    def _bid(self, code):
        n = self.players
        seat = self.turn
        self.log.append((self.hand_number, seat, "action", code, None))
        b = -1 if code == W_PASS else code - W_BIDS[0]
        self.bids.append((seat, b))
        if b > self.best:
            self.best = b
            self.taker = seat
        self.spoken += 1
        if b == 3 or self.spoken == n:
            self._end_bidding()
        else:
            self.turn = seat + 1 if seat + 1 < n else 0

    def _end_bidding(self):
        n = self.players
        if self.taker < 0:
            if self.options["goulash"]:
                self.goulash_deal = True
                self.side_of = list(range(n))
                self.won = [[] for _ in range(n)]
                self.tricks_side = [0] * n
                self._log(None, "event", "Everybody passes: Goulash — each plays for himself and tries "
                                         "to take as few points as possible; the chien stays face down.")
                self._start_play()
                return
            self._log(None, "event", "Everybody passes: the deal is cancelled.")
            self._cancel("All pass: the deal is cancelled.")
            return
        self.contract = self.best
        self.side_of[self.taker] = 0
        self._log(None, "event", f"Seat {self.taker} is the taker: {CONTRACT_NAMES[self.contract]}.")
        if n == 5:
            self.phase = CALLP
        else:
            self._after_call()

    def _call(self, card):
        tk = self.taker
        self._log(tk, "action", CALL + card)
        self.called = card
        holder = -1
        for s, h in enumerate(self.hands):
            if card in h[SIX[card]]:
                holder = s
        self.holder = holder
        if holder >= 0:
            self.partner = holder
            self.side_of[holder] = 0
        else:
            self.partner = tk          # in the chien: the taker plays alone
        self._after_call()

    def _after_call(self):
        tk = self.taker
        if self.contract <= 1:
            chien = sorted(self.chien, key=_sort_key)
            self._log(None, "event", f"The chien is shown: {' '.join(_names(chien))}.")
            self.shown_chien = chien
            self.chien_seen = True
            h = self.hands[tk]
            for c in self.chien:
                insort(h[SIX[c]], c)
            if self.called in self.chien:
                self.alone_known = True
                self._log(None, "event", f"The called card is in the chien: seat {tk} plays alone.")
            self.chien = []
            self.phase = ECART
        else:
            self.shown_chien = None
            self.phase = ANNOUNCE

    def _discard(self, card):
        tk = self.taker
        self.hands[tk][SIX[card]].remove(card)
        self.discard.append(card)
        if SIX[card] == 4:
            self._log(tk, "action", DISCARD + card)
            self.shown_discard.append(card)
            self._log(None, "event", f"Seat {tk} discards trump {card - 64} and shows it.")
        else:
            self._log(tk, "action", DISCARD + card, private=tk)
        if len(self.discard) == self.chien_size:
            self.phase = ANNOUNCE
            if self.options["misere_hand"] == "after-discard" and self.options["miseres"]:
                self.misere_ok[tk] = self._misere_bits(self.hands[tk])      # TAR5 alternative

    def _start_play(self):
        n = self.players
        self.phase = PLAY
        self.opening = True
        self.turn = self.leader
        poignee_ok = not self.goulash_deal
        miseres = self.options["miseres"]
        th = self.thresholds
        for s in range(n):
            d = []
            if miseres:
                bits = self.misere_ok[s]
                if bits & 1:
                    d.append(W_MISERE[0])
                if bits & 2:
                    d.append(W_MISERE[1])
            if poignee_ok:
                h = self.hands[s]
                total = len(h[4]) + (self._discarded_trumps() if s == self.taker else 0)
                ex = bool(h[5])
                for lv in range(3):
                    if total >= th[lv] or (ex and total == th[lv] - 1):
                        d.append(W_POIGNEE[lv])
            self.decl[s] = d
        if self.chelem_announced:
            self._log(None, "event", f"Seat {self.taker} announces a chelem and leads.")

    def _discarded_trumps(self):
        return sum(1 for c in self.discard if SIX[c] == 4)

    def _declare(self, code):
        seat = self.turn
        self._log(seat, "action", code)
        d = self.decl[seat]
        d.remove(code)
        if code in W_MISERE:
            kind = "atout" if code == W_MISERE[0] else "honneurs"
            self.miseres.append({"seat": seat, "kind": kind})
            return
        lv = W_POIGNEE.index(code)
        self.decl[seat] = [c for c in d if c not in W_POIGNEE]
        t = self.thresholds[lv]
        h = self.hands[seat]
        tr = list(h[4])
        dis = [c for c in self.discard if SIX[c] == 4] if seat == self.taker else []
        total = len(tr) + len(dis)
        if total >= t:
            need = total - t
            if need:
                self.hiding = {"seat": seat, "level": lv, "need": need, "hidden": []}
                self.phase = HIDEP
                return
            self._show_poignee(seat, lv, tr + dis, 0)
        else:
            self._show_poignee(seat, lv, tr + dis + [EXCUSE], 0)

    def _hide(self, card):
        hd = self.hiding
        seat = hd["seat"]
        self._log(seat, "action", HIDE + card, private=seat)
        hd["hidden"].append(card)
        if len(hd["hidden"]) == hd["need"]:
            dis = [c for c in self.discard if SIX[c] == 4] if seat == self.taker else []
            shown = [c for c in self.hands[seat][4] if c not in hd["hidden"]] + dis
            self.hiding = None
            self.phase = PLAY
            self._show_poignee(seat, hd["level"], shown, hd["need"])

    def _show_poignee(self, seat, lv, cards, hidden):
        cards = sorted(cards, key=lambda c: -STR[c] if c != EXCUSE else 0)
        self.pshown[seat] = cards
        self.phidden[seat] = hidden
        names = _names(cards)
        self.poignees.append({"seat": seat, "level": LEVELS[lv], "bonus": POIGNEE_BONUS[lv],
                              "cards": names})
        self._log(None, "event", f"Seat {seat} shows a {LEVELS[lv]} poignée: {' '.join(names)}.")

    def _play(self, code):
        n = self.players
        seat = self.turn
        si = SIX[code]
        self.hands[seat][si].remove(code)
        led = self.led
        if led >= 0 and si != led and si != 5:
            # not following reveals a void: in the led suit, and in trumps unless trumping
            self.voids[seat] |= (1 << led) if si == 4 else (1 << led) | 16
        if si == 4 and code < self.top < self.ceiling[seat]:
            self.ceiling[seat] = self.top              # could not overtrump
        trick = self.trick
        trick.append(code)
        self.log.append((self.hand_number, seat, "action", code, None))
        if code == EXCUSE:
            self.ex_seat = seat
        elif self.led < 0:
            self.led = si
            self.wbest = STR[code]
            self.wpos = len(trick) - 1
            if si == 4:
                self.top = code
        elif si == 4:
            if code > self.top:
                self.top = code
                self.wbest = STR[code]
                self.wpos = len(trick) - 1
        elif si == self.led and STR[code] > self.wbest:
            self.wbest = STR[code]
            self.wpos = len(trick) - 1
        if code == self.called:
            self._reveal(seat)
        if len(trick) == n:
            self._finish_trick()
        else:
            self.turn = seat + 1 if seat + 1 < n else 0

    def _reveal(self, seat):
        if self.partner_public:
            return
        self.partner_public = True
        if seat == self.taker:
            self._log(None, "event", f"Seat {seat} plays the card he called: he plays alone.")
        else:
            self._log(None, "event", f"Seat {seat} plays the called card: he is the taker's partner.")

    def _finish_trick(self):
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
        self.log.append((self.hand_number, w, "event", _TAKES[w], None))
        if last:
            self._score_deal()

    def _settle(self):
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

    # -------------------------------------------------------------- scoring
    def _score_deal(self):
        n = self.players
        if self.goulash_deal:
            self._score_goulash()
            return
        won = self.won
        tk = self.taker
        coef = COEF[self.contract]
        taker_cards = won[0] + self.discard
        defence_cards = won[1]
        if self.contract == 2:
            taker_cards = taker_cards + self.chien
        elif self.contract == 3:
            defence_cards = defence_cards + self.chien
        hp = 0
        bouts = 0
        for c in taker_cards:
            hp += HP[c]
            if c in BOUTS:
                bouts += 1
        lost = self.options["excuse_unpaid"] == "excuse-lost"
        for es, _ in self.owe:                 # TAR7: unpaid exchanges, half a point each
            if lost:                           # or the Excuse itself goes to the other side
                hp += -HP[EXCUSE] if es == 0 else HP[EXCUSE]
                bouts += -1 if es == 0 else 1
            else:
                hp += -1 if es == 0 else 1
        # Petit au bout
        pab = None
        leader, last, w = self.last_trick
        if PETIT in last:
            pab = self.side_of[w]
        elif self.excuse_chelem and self._prev_trick_has_petit:
            pab = self.side_of[w]
        poig = sum(p["bonus"] for p in self.poignees)
        partner = self.partner if n == 5 else -1
        m = marque(n, self.contract, hp, bouts, pab, poig, self.chelem_announced,
                   self.tricks_side[1] == 0, self.tricks_side[0] == 0)
        points = shares(n, m["per_defender"], tk, partner)
        raw, pts, target, made, margin, M = (m["card_points"], m["counted_points"], m["target"],
                                            m["made"], m["margin"], m["per_defender"])
        chelem_text = m["chelem"]
        mis = self._misere_points()
        for i in range(n):
            points[i] += mis[i]
        verdict = "made" if made else "failed"
        who = f"seat {tk}" + (f" with seat {partner}" if n == 5 and partner != tk and partner >= 0
                              else (" alone" if n == 5 else ""))
        text = (f"{CONTRACT_NAMES[self.contract]} by {who}: {raw:g} points with {bouts} bout"
                f"{'s' if bouts != 1 else ''} (target {target}), {verdict}"
                f"{' by ' + str(margin) if margin else (' exactly' if made else '')}; "
                f"each defender {'pays' if M > 0 else 'receives'} {abs(M)}.")
        detail = {"taker": tk, "contract": CONTRACTS[self.contract], "coefficient": coef,
                  "called": C.name(self.called) if self.called >= 0 else None,
                  "partner": partner if n == 5 else None,
                  "card_points": raw, "counted_points": pts, "bouts": bouts, "target": target,
                  "made": made, "margin": margin, "base": m["base"],
                  "petit_au_bout": (None if pab is None else ("taker" if pab == 0 else "defence")),
                  "petit_au_bout_points": m["petit_au_bout_points"], "poignees": poig,
                  "poignee_points": m["poignee_points"], "chelem": chelem_text,
                  "chelem_points": m["chelem_points"],
                  "per_defender": M, "miseres": [dict(x) for x in self.miseres],
                  "misere_points": mis}
        self._end_deal(points, text, detail)

    @property
    def _prev_trick_has_petit(self):
        return self.petit_trick == self.total_tricks - 1

    def _misere_points(self):
        n = self.players
        pts = [0] * n
        single = self.options["misere_payers"] == "single"
        for m in self.miseres:
            s = m["seat"]
            if single:
                pts[s] += 10
            else:
                for i in range(n):
                    pts[i] += 10 * (n - 1) if i == s else -10
        return pts

    def _score_goulash(self):
        n = self.players
        hp = [sum(HP[c] for c in pile) for pile in self.won]
        move = HP[EXCUSE] if self.options["excuse_unpaid"] == "excuse-lost" else 1     # TAR7
        for es, ws in self.owe:
            hp[es] -= move
            hp[ws] += move
        p = [(h + 1) // 2 for h in hp]
        total = sum(p)
        if self.options["goulash_scoring"] == "pairwise":
            points = [total - n * x for x in p]
        else:
            points = [0] * n
        mis = self._misere_points()
        for i in range(n):
            points[i] += mis[i]
        text = "Goulash: card points " + ", ".join(f"seat {i} {hp[i] / 2:g}" for i in range(n)) + "."
        detail = {"goulash": True, "card_points": [h / 2 for h in hp], "counted_points": p,
                  "miseres": [dict(m) for m in self.miseres], "misere_points": mis}
        self._end_deal(points, text, detail)

    def _end_deal(self, points, text, detail):
        n = self.players
        for i in range(n):
            self.scores[i] += points[i]
        self.deals_scored += 1
        self.hand_results.append({"hand": self.hand_number, "points": points, "text": text,
                                  "detail": detail})
        self.log.append((self.hand_number, None, "event", text, None))
        if self.deals_scored >= self.deals_target:
            best = max(self.scores)
            self.winners = [i for i in range(n) if self.scores[i] == best]
            self.phase = MATCH
            self._log(None, "event", f"After {self.deals_scored} deals the match is over: "
                                     f"{', '.join('seat ' + str(i) for i in self.winners)} "
                                     f"win{'s' if len(self.winners) == 1 else ''} with {best}.")
            return
        self.next_dealer = (self.dealer + 1) % n
        self.phase = OVER

    def _sheet(self, result, names):
        return deal_sheet(result, names, self.options)

    def _prompt(self, seat, legal):
        return tarot_prompt(self, seat, legal)

    # --------------------------------------------------------- descriptions
    def _describe(self, seat, code, secret):
        who = f"Seat {seat}"
        if code < 128:
            return f"{who} plays the {C.long_name(code)}"
        if code < WORD_BASE:
            p, card = code // 128, code % 128
            if p == 1:
                return f"{who} calls the {C.long_name(card)}"
            if p == 2:
                return f"{who} discards a card" if secret else f"{who} discards the {C.long_name(card)}"
            return f"{who} keeps a trump hidden" if secret else f"{who} keeps the {C.long_name(card)} hidden"
        w = self.WORDS[code - WORD_BASE]
        if w in CONTRACTS:
            return f"{who} bids {CONTRACT_NAMES[CONTRACTS.index(w)]}"
        return {
            "deal": f"{who} deals the next hand",
            "pass": f"{who} passes",
            "chelem": f"{who} announces a chelem",
            "no-chelem": f"{who} announces no chelem",
            "poignee:simple": f"{who} declares a simple poignée",
            "poignee:double": f"{who} declares a double poignée",
            "poignee:triple": f"{who} declares a triple poignée",
            "misere:atout": f"{who} announces a misère d'atout",
            "misere:honneurs": f"{who} announces a misère d'honneurs",
        }[w]

    def _observe(self, seat, obs):
        n = self.players
        ph = self.phase
        h = self.hands[seat]
        mine = sorted((c for part in h for c in part), key=_sort_key)
        taker_known = self.taker >= 0
        partner = self._known_partner(seat)
        if self.goulash_deal or not taker_known:
            teams = None
        elif n != 5:
            teams = [[self.taker], [s for s in range(n) if s != self.taker]]
        elif partner is not None:
            att = sorted({self.taker, partner})
            teams = [att, [s for s in range(n) if s not in att]]
        else:
            teams = None
        lt = self.last_trick
        obs.update({
            "phase": PHASE_NAMES[ph], "dealer": self.dealer,
            "leader": self.leader if ph == PLAY or ph == HIDEP else None,
            "hand": _names(mine),
            "hand_sizes": [sum(len(p) for p in hh) for hh in self.hands],
            "trick": [{"seat": (self.leader + i) % n, "card": C.name(c)} for i, c in enumerate(self.trick)],
            "last_trick": None if lt is None else {
                "cards": [{"seat": (lt[0] + i) % n, "card": C.name(c)} for i, c in enumerate(lt[1])],
                "winner": lt[2]},
            "tricks_won": list(self.tricks_won),
            "teams": teams,
            "target": None,                      # a match is a number of deals (extra.deals_total)
        })
        extra = {
            "deals_played": self.deals_scored, "deals_total": self.deals_target,
            "taker": self.taker if taker_known else None,
            "contract": CONTRACTS[self.contract] if self.contract >= 0 else None,
            "coefficient": COEF[self.contract] if self.contract >= 0 else None,
            "bids": [{"seat": s, "bid": ("pass" if b < 0 else CONTRACTS[b])} for s, b in self.bids],
            "called": C.name(self.called) if self.called >= 0 else None,
            "partner": partner,
            "chien_size": self.chien_size,
            "chien": (_names(self.shown_chien) if self.chien_seen else
                      _names(self.chien) if self._chien_turned_over() else None),
            # "shown": taken and shown by the taker; "after-hand": turned over once the deal is
            # scored (Garde sans / contre le chien, Goulash), for the review of the hand
            "chien_public": ("shown" if self.chien_seen else
                             "after-hand" if self._chien_turned_over() else None),
            "discard": (_names(sorted(self.discard, key=_sort_key)) if seat == self.taker
                        else _names(self.shown_discard)),
            "discard_size": len(self.discard),
            "poignees": [dict(p, cards=list(p["cards"])) for p in self.poignees],
            "miseres": [dict(m) for m in self.miseres],
            "chelem_announced": self.chelem_announced,
            "goulash": self.goulash_deal,
            "first_trick": self.opening,
            "tricks_total": self.total_tricks,
            "next_dealer": self.next_dealer,
            "sides_per_deal": True,
            # revealed by the play: suits (and "trump") a seat is known not to hold, and the
            # highest trump it may still hold after failing to overtrump (null: no limit)
            "voids": [[C.SUITS[x] for x in range(4) if v >> x & 1] + (["trump"] if v & 16 else [])
                      for v in self.voids],
            "trump_ceiling": [None if t >= TWENTY_ONE or v & 16 else t - 64
                              for t, v in zip(self.ceiling, self.voids)],
        }
        if self.hiding is not None and self.hiding["seat"] == seat:
            hd = self.hiding
            extra["hiding"] = {"level": LEVELS[hd["level"]], "need": hd["need"],
                               "hidden": _names(hd["hidden"])}
        obs["extra"] = extra

    def action_label(self, action):
        """A short English label for a non-card action (the table's buttons)."""
        if action in CONTRACTS:
            i = CONTRACTS.index(action)
            return f"{CONTRACT_NAMES[i]} (×{COEF[i]})"
        word, _, arg = action.partition(":")
        if word == "call":
            return f"Call the {C.long_name(C.card(arg))}"
        if word == "poignee":
            lv = LEVELS.index(arg)
            return f"Show a {arg} poignée ({self.thresholds[lv]} trumps, {POIGNEE_BONUS[lv]} points)"
        if word == "misere":
            return f"Announce a misère d'{arg} (10 from each player)"
        return {"pass": "Pass", "chelem": "Announce a chelem", "no-chelem": "No chelem: start the play",
                "deal": "Deal the next hand"}.get(action)

    # ------------------------------------------------------------- search support
    # What a seat knows about the hidden cards (for ``resample``), and the rollout policy of
    # the PIMC search (``rollout_code`` stepwise; ``rollout_hand`` the same moves in one call).

    def _resample_zones(self, seat):
        """The hidden zones of ``seat`` with one zone per hand: (owner, cards) pairs, owner a seat,
        ``_CHIEN`` or ``_DISCARD``."""
        out = [(s, [c for part in h for c in part]) for s, h in enumerate(self.hands) if s != seat]
        if self.chien:
            out.append((_CHIEN, self.chien[:]))
        if seat != self.taker:
            out.append((_DISCARD, self.discard[:]))
        return out

    def zone_constraints(self, seat, zones):
        """(forbidden, pinned) per hidden zone of ``seat``.  A zone is the cards of an owner: a
        part of another's hand (``hidden_zones``), the face-down chien, or the unseen discard."""
        owners = []
        for z in zones:
            if z is self.chien:
                owners.append(_CHIEN)
            elif z is self.discard:
                owners.append(_DISCARD)
            else:
                owners.append(next(s for s, h in enumerate(self.hands) if any(p is z for p in h)))
        pool = {c for z in zones for c in z}
        cons, _ = self._constraints(seat, owners, pool)
        return cons

    def _constraints(self, seat, owners, pool):
        """Constraints for the zones of ``owners``: a list of (forbidden, pinned) sets, and
        the exact counts [(zone index, cards, k)]: the zone holds exactly k of these cards."""
        tk = self.taker
        shown_dis = set(self.shown_discard)
        chien_seen = set(self.shown_chien) & pool if self.chien_seen and self.shown_chien else set()
        discard_done = tk >= 0 and len(self.discard) == self.chien_size
        hiding = self.hiding
        cons, counts = [], []
        for zi, o in enumerate(owners):
            forbidden, pinned = set(), set()
            if o == _DISCARD:
                if tk >= 0 and self.contract <= 1:
                    # no king and no bout; a discarded trump is shown
                    forbidden = _NEVER_DISCARDED | (_TRUMP_SET - shown_dis)
                    pinned = shown_dis & pool
            elif o >= 0:
                v = self.voids[o]
                for x in range(4):
                    if v >> x & 1:
                        forbidden |= _SUIT_SETS[x]
                if v & 16:
                    forbidden |= _TRUMP_SET
                elif self.ceiling[o] < TWENTY_ONE:
                    forbidden |= _TRUMPS_ABOVE[self.ceiling[o]]
                if o != tk:
                    forbidden |= chien_seen          # the shown chien went to the taker
                elif discard_done and shown_dis:
                    forbidden |= _PLAIN              # trumps discarded: no plain card was left
                for m in self.miseres:
                    if m["seat"] == o:
                        cls = _MISERE_ATOUT if m["kind"] == "atout" else _MISERE_HONNEURS
                        forbidden |= cls - chien_seen if o == tk else cls
                shown = self.pshown[o]
                if shown is not None:
                    pinned = set(shown) & pool - shown_dis
                    held = [t for t in self.hands[o][4] if t not in pinned]
                    others = _TRUMP_SET - pinned
                    if held:     # the trumps kept hidden that are still in the hand
                        counts.append((zi, others, len(held)))
                    forbidden |= others if not held else set()
                if hiding is not None and hiding["seat"] == o:
                    # mid-declaration (the hider himself is to move): his trumps stay his
                    pinned |= set(self.hands[o][4])
            cons.append((forbidden, pinned))
        return cons, counts

    def resample(self, seat, rng):
        """A world consistent with what ``seat`` knows: the hidden cards dealt again among the
        other hands (their sizes kept, not their suit lengths), the face-down chien and the unseen
        discard, under ``_constraints``; then the hidden facts that follow from the cards (the
        called card's holder, the declarations still open) are recomputed."""
        world = self.clone()
        zones = world._resample_zones(seat)
        owners = [o for o, _ in zones]
        # Sorted, so that the worlds depend on which cards are hidden, never on where they lie.
        pool = sorted(c for _, z in zones for c in z)
        cons, counts = world._constraints(seat, owners, set(pool))
        sizes = [len(z) for _, z in zones]
        for _ in range(200):
            use = cons
            if counts:
                # exactly k of these cards in the zone: pick them first (those that can lie
                # nowhere else always), and forbid the others there
                use = [(f, set(p)) for f, p in cons]
                taken = set().union(*(p for _, p in cons))
                for zi, cards_, k in counts:
                    f, p = use[zi]
                    cand = [c for c in pool if c in cards_ and c not in taken and c not in f]
                    must = [c for c in cand if all(c in g for j, (g, _) in enumerate(cons) if j != zi)]
                    rest = [c for c in cand if c not in must]
                    if len(must) > k or len(cand) < k:
                        use = None
                        break
                    pick = must + rng.sample(rest, k - len(must))
                    p.update(pick)
                    taken.update(pick)
                    use[zi] = (f | (cards_ - p), p)
                if use is None:
                    continue
            placed = _deal_zones(pool, sizes, use, rng)
            if placed is not None:
                # a zone dealt exactly the cards it held (a shown chien) keeps their order
                placed = [z if set(z) == set(p) else p for (_, z), p in zip(zones, placed)]
                world._install(seat, owners, placed)
                return world
        raise RuntimeError("no world fits the constraints (the state is inconsistent)")

    def _install(self, seat, owners, placed):
        for o, cards_ in zip(owners, placed):
            if o == _CHIEN:
                self.chien[:] = cards_
            elif o == _DISCARD:
                self.discard[:] = cards_
            else:
                self.hands[o] = _split(cards_)
        n = self.players
        tk = self.taker
        if n == 5 and self.called >= 0 and not self.partner_public and not self.alone_known:
            c = self.called
            holder = next((s for s in range(n) if c in self.hands[s][SIX[c]]), -1)
            self.holder = holder
            self.partner = holder if holder >= 0 else tk
            self.side_of = [1] * n
            self.side_of[tk] = 0
            if holder >= 0:
                self.side_of[holder] = 0
        if self.options["miseres"] and (self.phase < PLAY or self.opening):
            for o in owners:
                if o >= 0:
                    h = self.hands[o]
                    if o == tk and self.chien_seen and \
                            self.options["misere_hand"] == "as-dealt":     # TAR5: the hand as dealt
                        dealt = [c for p in h for c in p if c not in self.shown_chien] + self.discard
                        h = _split(dealt)
                    self.misere_ok[o] = self._misere_bits(h)
        if self.phase in (PLAY, HIDEP) and self.opening:
            played = {(self.leader + i) % n for i in range(len(self.trick))}
            for o in owners:
                if o >= 0 and o not in played:
                    self.decl[o] = self._declarations(o)

    def _declarations(self, s):
        """The declarations seat ``s`` may still make before his first card (as ``_start_play``
        offers them, less those already made)."""
        d = []
        if self.options["miseres"]:
            made = {m["kind"] for m in self.miseres if m["seat"] == s}
            bits = self.misere_ok[s]
            if bits & 1 and "atout" not in made:
                d.append(W_MISERE[0])
            if bits & 2 and "honneurs" not in made:
                d.append(W_MISERE[1])
        if not self.goulash_deal and self.pshown[s] is None and \
                not (self.hiding is not None and self.hiding["seat"] == s):
            h = self.hands[s]
            total = len(h[4]) + (self._discarded_trumps() if s == self.taker else 0)
            ex = bool(h[5])
            th = self.thresholds
            for lv in range(3):
                if total >= th[lv] or (ex and total == th[lv] - 1):
                    d.append(W_POIGNEE[lv])
        return d

    # The rollout policy: deterministic given the random stream, cheap, and sensible enough
    # that a deal's result says something about the move tried (tarot conventions, simplified).
    def rollout_code(self, rng):
        """The rollout policy's action for the player to move (the search's playout)."""
        ph = self.phase
        if ph == PLAY:
            seat = self.turn
            if self.opening:
                d = self.decl[seat]
                if d:
                    if d[0] in W_MISERE:
                        return d[0]
                    if self.side_of[seat] == 0 and not self.goulash_deal:
                        return d[-1]                 # the taker's side shows its poignée
                return self._rollout_card(seat, [c for c in self._opening_codes(
                    seat, self.hands[seat], self.led) if c < 128])
            return self._rollout_card(seat, None)
        if ph == BID:
            want = _bid_wish(self.hands[self.turn], self.hand_size)
            return W_BIDS[want] if want > self.best else W_PASS
        if ph == ECART:
            h = self.hands[self.taker]
            plain = [c for s in range(4) for c in h[s] if (c & 15) != 14]
            if len(plain) >= self.chien_size - len(self.discard):
                # void the shortest suit, its most valuable cards first
                return DISCARD + min(plain, key=lambda c: (len(h[c >> 4]), -HP[c], -c))
            return DISCARD + min(self._discardable(), key=lambda c: (SIX[c], c))
        if ph == CALLP:
            h = self.hands[self.taker]
            legal = self._callable()
            free = [c for c in legal if c not in h[c >> 4]]
            return CALL + (max(free, key=lambda c: (len(h[c >> 4]), -c)) if free else legal[0])
        if ph == ANNOUNCE:
            return W_NOCHELEM
        if ph == HIDEP:
            return min(self._legal_codes())
        return self._legal_codes()[0]

    def policy_code(self, rng):
        """The rollout policy played for real by the seat to move (the baseline bot): the same
        moves, but judged on the sides that seat can know.  With five players the holder of the
        called card is secret until it is played; the taker and the defenders who do not hold it
        take every other seat for a defender, and only the holder knows that he is the partner."""
        seat = self.current_player
        if self.players != 5 or self.called < 0 or self.partner_public or self.alone_known \
                or self.goulash_deal or seat is None:
            return self.rollout_code(rng)
        known = [1] * self.players
        if self.taker >= 0:
            known[self.taker] = 0
        if self.called in self.hands[seat][SIX[self.called]]:
            known[seat] = 0
        real = self.side_of
        self.side_of = known
        try:
            return self.rollout_code(rng)
        finally:
            self.side_of = real

    def _rollout_card(self, seat, legal):
        h = self.hands[seat]
        led = self.led
        top = self.top
        if legal is None:
            if led < 0:
                legal = [*h[0], *h[1], *h[2], *h[3], *h[4], *h[5]]
            elif led < 4 and h[led]:
                legal = h[led] + h[5]
            else:
                tr = h[4]
                if tr:
                    if tr[-1] > top and tr[0] < top:
                        legal = [t for t in tr if t > top] + h[5]
                    else:
                        legal = tr + h[5]
                else:
                    legal = [*h[0], *h[1], *h[2], *h[3], *h[5]]
        if len(legal) == 1:
            return legal[0]
        if h[5] and not self.chelem_announced and sum(map(len, h)) == 2:
            return EXCUSE                     # never keep the Excuse for the last trick
        if led < 0:
            return self._rollout_lead(seat, h, legal)
        n = self.players
        sides = self.side_of
        w = self.leader + self.wpos
        if w >= n:
            w -= n
        last = len(self.trick) == n - 1
        if not self.goulash_deal and sides[w] == sides[seat]:
            # the partner wins: give him points if his card should hold, else play low
            threat = 0 if last else self._threat_after(seat, led)
            if not threat or top >= _SAFE_TRUMP or (not top and self.wbest == 14 and threat < 2):
                return max(legal, key=_CHARGE.__getitem__)
            return min(legal, key=_DUMP.__getitem__)
        if top:
            win = [c for c in legal if 64 < c < EXCUSE and c > top]
        else:
            wb = self.wbest
            win = [c for c in legal if (SIX[c] == led and STR[c] > wb) or 64 < c < EXCUSE]
        if win:
            if last:
                return min(win, key=_WIN_LAST.__getitem__)
            if led < 4 and SIX[win[0]] == led:
                best = win[-1]
                if (best & 15) == 14 and self._threat_after(seat, led) < 2:
                    return best                   # the king should hold
                return win[0]
            # trumping (or overtrumping): the lowest trump that wins, the Petit only if it
            # must or cannot be caught
            cand = [c for c in win if c != PETIT] or win
            return cand[0]
        pick = min(legal, key=_DUMP.__getitem__)
        if EXCUSE in legal and pick != EXCUSE and HP[pick] >= 5:
            return EXCUSE                          # save a face card or a bout
        return pick

    def _threat_after(self, seat, suit):
        """Who plays after ``seat`` in this trick: 0 only partners, 1 opponents, 2 an opponent
        known to be void in ``suit`` who may trump it."""
        n = self.players
        s = seat
        sides = self.side_of
        me = sides[seat]
        alone = self.goulash_deal
        threat = 0
        for _ in range(n - 1 - len(self.trick)):
            s = s + 1 if s + 1 < n else 0
            if alone or sides[s] != me:
                v = self.voids[s]
                if suit < 4 and v >> suit & 1 and not v & 16:
                    return 2
                threat = 1
        return threat

    def _rollout_lead(self, seat, h, legal):
        sides = self.side_of
        me = sides[seat]
        voids = self.voids
        if self.goulash_deal:
            return min(legal, key=_DUMP.__getitem__)
        opp = [s for s in range(self.players) if sides[s] != me]
        trumps = [c for c in legal if 64 < c < EXCUSE]
        plain = [c for c in legal if c < 64]
        if me == 0:
            # the taker's side: the Petit once the opponents have no trump; draw trumps with a
            # long trump suit (the top one when strong, else a small one); else a small card
            # of a short suit
            opp_trumps = any(not voids[s] & 16 for s in opp)
            if PETIT in trumps and not opp_trumps:
                return PETIT
            if trumps and opp_trumps and len(trumps) * 2 >= sum(map(len, h)):
                if trumps[-1] >= 79:
                    return trumps[-1]
                cand = [t for t in trumps if t != PETIT]
                if cand:
                    return cand[0]
            if plain:
                return min(plain, key=lambda c: (len(h[c >> 4]), STR[c]))
            return min(legal, key=_DUMP.__getitem__)
        # the defence: the top trump (not the Petit), to draw the taker's; else a small card
        # of a suit the taker has to trump, a king, or a small card of a long suit
        cand = [t for t in trumps if t != PETIT]
        if cand:
            return cand[-1]
        if plain:
            tk = self.taker
            if tk >= 0 and sides[tk] != me and not voids[tk] & 16 and voids[tk] & 15:
                cut = [c for c in plain if voids[tk] >> (c >> 4) & 1]
                if cut:
                    return min(cut, key=lambda c: (-len(h[c >> 4]), STR[c]))
            kings = [c for c in plain if (c & 15) == 14 and
                     not any(voids[s] >> (c >> 4) & 1 for s in opp)]
            if kings:
                return kings[0]
            return min(plain, key=lambda c: (-len(h[c >> 4]), STR[c]))
        return min(legal, key=_DUMP.__getitem__)

    def rollout_hand(self, rng):
        """Finish the deal in progress with the rollout policy: exactly the moves that stepping
        with ``rollout_code`` and ``apply_trusted`` would make.  Returns the number of moves."""
        start = self.hand_number
        count = 0
        hist = self.history
        card, play = self._rollout_card, self._play
        while self.hand_number == start and self.phase < OVER:
            if self.phase == PLAY and not self.opening:
                code = card(self.turn, None)
                play(code)
            else:
                code = self.rollout_code(rng)
                if self.phase == PLAY and code < 128:
                    play(code)
                else:
                    self._do(code)
            hist.append(code)
            count += 1
        return count

    # ------------------------------------------------------------ positions
    @classmethod
    def _position_args(cls, position):
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
    def from_position(cls, position):
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
        st.hands = [_split(hh) for hh in hands]
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
    def trick_winner(cls, position):
        players, opts = cls._position_args(position)
        probe = cls(players, 0, None, **opts)
        trick = C.parse_cards(position.get("trick", []), "trick")
        if not trick or len(trick) > probe.players:
            raise ValueError(f"the trick must hold 1 to {probe.players} cards")
        if any(c not in PACK_SET for c in trick):
            raise ValueError("only cards of the tarot pack are in play")
        return winner_index(trick)


def winner_index(trick):
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


def marque(players, contract, half_points, bouts, pab=None, poignees=0, announced=False,
           taker_all=False, defence_all=False):
    """The score of a deal from the taker's side (FFT §13–§16), as the engine computes it.

    ``contract`` 0..3 (Prise, Garde, Garde sans, Garde contre); ``half_points`` the taker's
    side's card points ×2 (after the Excuse exchange); ``bouts`` among his cards; ``pab`` the side
    (0 taker, 1 defence) that won the Petit au bout, or None; ``poignees`` the sum of the poignée
    bonuses shown by anyone; ``announced`` a chelem announced; ``taker_all``/``defence_all`` a
    side took every trick.  Returns a dict with ``per_defender`` = M (each defender scores −M).
    """
    coef = COEF[contract]
    target = TARGET[bouts]
    pts = half_points // 2
    if half_points % 2 and pts >= target:
        pts += 1                                   # the half point goes to the winning side
    made = pts >= target
    s = 1 if made else -1
    margin = abs(pts - target)
    base = (25 + margin) * coef
    pab_pts = 0 if pab is None else (10 * coef if pab == 0 else -10 * coef)
    chelem = 0
    text = None
    if taker_all:
        chelem = 400 if announced else 200
        text = "announced and made" if announced else "made without announcement"
    else:
        if announced:
            chelem -= 200
            text = "announced and failed"
        if defence_all:
            chelem -= 200
            text = (text + "; " if text else "") + "defence chelem"
    M = s * base + pab_pts + s * poignees + chelem
    return {"card_points": half_points / 2, "counted_points": pts, "target": target, "made": made,
            "margin": margin, "base": base, "petit_au_bout_points": pab_pts,
            "poignee_points": s * poignees, "chelem_points": chelem, "chelem": text,
            "per_defender": M}


