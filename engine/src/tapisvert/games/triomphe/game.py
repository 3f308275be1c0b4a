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
shared layer's (``tapisvert.match``, ``first_dealer``, ``tricks``, ``position``); this package's
``view`` words what a state shows and ``positions`` reads a position.
"""

import random
from collections.abc import Callable
from typing import Any, cast

from ... import cards as C, events as E
from ...capabilities import Capabilities
from ...cards import SUIT_SHIFT
from ...deal import read_deal, turnup_and_rest
from ...facts import GameFacts
from ...first_dealer import draw_first_dealer
from ...phase import PhaseEnum
from ...position import Position
from ...rng import stream
from ...seats import precedence
from ...types import Action, Card, Code, Observation, Seat, Sheet
from ...words import (
    Text,
    Words,
    card as wcard,
    cards as wcards,
    failure,
    rule as wrule,
    seat as wseat,
    side as wteam,
    words as W,
)
from ...worlds import Constraint
from . import legal as L, positions as POS, view as V, words as WD
from .codes import (
    CARD_CODES,
    CONCEDE,
    DISCARD,
    PILLAGE,
    PILLAGE_DISCARD,
    PLAY,
    PREFIXED,
    WORD_BASE,
    WORDS,
    Phase,
)
from .fields import TriompheFields
from .rules import BOOK, OPTIONS

PACK = C.pack(C.PIQUET_32)
SUIT_NAME = C.SUIT_NAMES


class Triomphe(TriompheFields):
    FACTS = GameFacts(
        name="triomphe",
        title="Triomphe",
        players=(2, 3, 4, 5, 6),
        default_players=4,
        options=OPTIONS,
        book=BOOK,
        words=WORDS,
        prefixed=PREFIXED,
        action_help={
            "deal": "deal the next hand",
            "concede": "offer to concede the point (announced with one's side's first card)",
            "accept": "accept the offered concession: score 1 point, the hand ends",
            "refuse": "refuse the concession: the hand is played out under the vole condition",
            "lay-down": "lay one's cards down instead of committing to the vole: score 1 point",
            "pillage": "take the exposed trump into one's hand (then discard a card)",
            "stop": "stop pillaging; play begins",
            "discard:<card>": "discard a card face down after pillaging",
        },
        capabilities=Capabilities(
            tricks=True, positions=True, rollout_policy=True, endgame=True, endgame_sides=True, prompt=True
        ),
        phases=Phase,
        tricks_review="last",  # only the last trick may be looked at (¶20)
        tricks_review_rule="triomphe.play.last-trick",
        position_keys=POS.KEYS,
        bench_configs=(
            (2, {}),
            (4, {}),
            (4, {"form": "team"}),
            (6, {"form": "team"}),
            (5, {"form": "pillage"}),
            (4, {"regime": "forcat"}),
            (3, {"regime": "plaisant"}),
        ),
        search_bench_configs=((4, {}), (4, {"form": "team"}), (3, {"regime": "plaisant"})),
    )
    _card_click = V.card_click  # a card clicked: played, or discarded after pillaging (view.py)

    # ------------------------------------------------------------- options
    @classmethod
    def check_options(cls, players: int, o: dict[str, Any]) -> None:
        form = o["form"]
        if form == "team" and players not in (4, 6):
            raise failure(ValueError, "error.triomphe-team-players")
        if form == "pillage" and players < 3:
            raise failure(ValueError, "error.triomphe-pillage-players")
        if o["regime"] == "plaisant" and (form == "team" or players <= 2):
            raise failure(ValueError, "error.triomphe-plaisant")
        size = 5 if form == "team" else o["deal_size"]
        if players * size + 1 > 32:
            raise failure(ValueError, "error.triomphe-fit", players=players, size=size, most=31 // players)
        if o["ace_pillages"] == "no" and form != "pillage":
            raise failure(ValueError, "error.triomphe-ace-pillages")

    # -------------------------------------------------------------- set-up
    def _setup(self, deal: Any) -> None:
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
        return draw_first_dealer(
            self,
            PACK,
            rank.__getitem__,
            contenders=[0, self.players // 2],
            lowest=False,
            verdict=self._team_draw_verdict,
        )

    def _team_draw_verdict(self, seat: int) -> tuple[int, Text]:
        high_team = self.side_of[seat]
        dealer = self._team_dealer(1 - high_team)
        return dealer, self._said("draw-verdict", high_team, p=wseat(dealer))

    def _team_dealer(self, team: int) -> int:
        k = self.players // 2
        return (team + 1) * k - 1

    def _deal_hand(self) -> None:
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        deck = PACK[:]
        rng.shuffle(deck)
        cut = rng.randint(4, len(deck) - 4)
        deck = deck[cut:] + deck[:cut]  # the lower packet goes on top (¶15)
        # The dealer's left-hand neighbour cuts; in the team game, the opponent across (¶43).
        cutter = (self.dealer + 1) % n if self.form == "team" else (self.dealer - 1) % n
        self._event(
            "cut",
            W("triomphe.log.cut", p=wseat(cutter), n=cut),
            (cutter,),
            amounts=(cut,),
            seat=cutter,
        )
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        first = min(2, self.size)
        for packet in (first, self.size - first):
            for i in range(n):
                seat = (self.dealer + 1 + i) % n
                hands[seat].extend(deck[pos : pos + packet])
                pos += packet
        self._start_hand(hands, deck[pos], deck[pos + 1 :])

    def _deal_explicit(self, deal: Any) -> None:
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "turnup", "stock"))
        if self.form == "team" and dealer not in (self._team_dealer(0), self._team_dealer(1)):
            raise failure(
                ValueError, "error.triomphe-team-dealer", a=self._team_dealer(0), b=self._team_dealer(1)
            )
        if any(len(h) != self.size for h in parsed):
            raise failure(ValueError, "error.hand-size", n=self.size)
        turnup, stock = turnup_and_rest(deal, parsed, PACK, "stock")
        self.dealer = dealer
        self._event(E.EXPLICIT_DEAL, W("common.log.explicit-deal", p=wseat(dealer)), (dealer,))
        self._start_hand(parsed, turnup, stock)

    def _start_hand(self, hands: list[list[Card]], turnup: Card, stock: list[Card]) -> None:
        n = self.players
        self.hands = hands
        self.turnup = turnup
        self.trump = turnup >> SUIT_SHIFT
        self.stock = list(stock)
        self.played = []  # cards of completed tricks
        self._start_tricks((self.dealer + 1) % n)
        self.side_tricks = [0] * self.sides
        self.total_tricks = self.size
        self.side_played = [False] * self.sides
        self.concession = None  # {"by": side, "answer": None|"accepted"|"refused"}
        self.burden = None  # side that must make the vole after a refused concession
        self.committed = None  # side that committed to the vole
        self.responder = None
        self.pillager = None
        self.exposed = None
        self.taken = []
        self.turned = []
        self.discards = []
        self.next_dealer = None
        self._event(
            E.DEAL,
            W(
                "triomphe.log.deal",
                n=self.hand_number,
                p=wseat(self.dealer),
                c=wcard(turnup),
                suit=W(f"common.suits.{C.SUITS[self.trump]}"),
            ),
            (self.dealer,),
            (turnup,),
        )
        self.phase = PLAY
        if self.form == "pillage" and self.options["ace_pillages"] == "yes":
            ace = C.code(self.trump, C.ACE)
            if turnup == ace:
                self.pillager = self.dealer
            else:
                for s, h in enumerate(hands):
                    if ace in h:
                        self.pillager = s
                        self._event(
                            "ace-shown",
                            W("triomphe.log.ace-shown", p=wseat(s)),
                            (s,),
                            seat=s,
                        )
            if self.pillager is not None:
                self.exposed = turnup
                self.phase = PILLAGE
            else:
                self._event("no-pillage", W("triomphe.log.no-pillage"))

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> Seat | None:
        ph = self.phase
        if ph == PLAY:
            return (self.leader + len(self.trick)) % self.players
        actor = _ACTORS.get(ph)
        return super().current_player if actor is None else actor(self)

    def tricks_left(self) -> int | None:
        """Tricks still to play in this hand, the one in progress included (for the endgame search)."""
        if self.phase != PLAY and self.phase != CONCEDE:
            return None
        return max(len(h) for h in self.hands)

    def endgame_sides(self) -> list[int] | None:
        """Each seat's side when two sides play against each other (team game, two players)."""
        return self.side_of if self.sides == 2 else None

    def card_rank(self, card: str) -> int:
        c = C.card(card)
        return self.rank[c] + (100 if c >> SUIT_SHIFT == self.trump else 0)

    def all_cards(self) -> list[Card]:
        out = [c for h in self.hands for c in h]
        out += self.trick + self.played + self.stock + self.turned + self.discards
        if self.turnup not in self.taken:
            out.append(self.turnup)  # still lying under the stock
        if self.exposed is not None and self.exposed != self.turnup:
            out.append(self.exposed)  # a stock trump turned and not yet taken
        return out

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
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

    def zone_constraints(self, seat: Seat, zones: list[list[Card]]) -> list[Constraint]:
        known_shown = set()
        if self.pillager is not None and self.pillager != seat:
            shown = set(self.taken)
            ace = C.code(self.trump, C.ACE)
            if self.turnup != ace:
                shown.add(ace)  # the holder showed the ace of trumps
            known_shown = shown - set(self.played) - set(self.trick)
        # A shown card still unplayed is in the pillager's hand or among his face-down discards
        # (he may discard a trump he has just taken): it may lie in those two zones only.
        out: list[Constraint] = []
        for z in zones:
            owner = next((s for s, h in enumerate(self.hands) if h is z), None)
            if z is self.discards or (owner is not None and owner == self.pillager):
                forbidden = set()
            else:
                forbidden = set(known_shown)
            if owner is not None:
                forbidden |= {c for c in PACK if self.voids[owner] >> (c >> SUIT_SHIFT) & 1}
            out.append((forbidden, set()))
        return out

    def rollout_code(self, rng: random.Random, legal: list[Code] | None = None) -> Code:
        if legal is None:
            legal = self._legal_codes()
        if len(legal) == 1:
            return legal[0]
        cards = [c for c in legal if c < CARD_CODES]
        ph = self.phase
        if ph == PILLAGE:
            return self.word("pillage")
        if ph == PILLAGE_DISCARD:
            return min(
                legal,
                key=lambda a: (
                    self.rank[a - DISCARD] + (100 if (a - DISCARD) >> SUIT_SHIFT == self.trump else 0)
                ),
            )
        if not cards:
            words = [c for c in legal if c not in (self.word("concede"), self.word("refuse"))]
            return (words or legal)[0]
        trump = self.trump
        rank = self.rank
        key = lambda c: rank[c] + (100 if c >> SUIT_SHIFT == trump else 0)
        if not self.trick:
            if self.word("lay-down") in legal:
                return self.word("lay-down")
            return max(cards, key=key)
        k = len(self.trick)
        win = [c for c in cards if L.winner(self.trick + [c], trump, rank) == k]
        return min(win or cards, key=key)

    def _trick_winner_index(self, trick: list[Card]) -> int:
        return L.winner(trick, self.trump, self.rank)

    def _enough(self, side: int) -> bool:
        t = self.side_tricks[side]
        T = self.total_tricks
        if 2 * t > T:
            return True
        if self.options["vole_threshold"] == "precedence" and 2 * t == T:
            mine = self._side_precedence(side)
            return all(mine < self._side_precedence(o) for o in range(self.sides) if o != side)
        return False

    def _side_precedence(self, side: int) -> int:
        return min(
            precedence(s, self.dealer, self.players) for s in range(self.players) if self.side_of[s] == side
        )

    def _legal_cards(self, seat: Seat) -> tuple[list[Card], str]:
        n = self.players
        return L.legal(
            self.hands[seat],
            self.trick,
            self.trump,
            self.rank,
            self.regime,
            len(self.trick) == n - 1,
            self.options["forcee_void_after_trump"],
            self.options["forcat_cannot_head"],
        )

    def _legal_codes(self) -> list[Code]:
        ph = self.phase
        if ph == PLAY:
            seat = (self.leader + len(self.trick)) % self.players
            cards, _ = self._legal_cards(seat)
            if self.trick:
                return cards + [self.word("concede")] if WD.concede_rule(self, seat)[0] else cards
            extra = []
            if WD.lay_down_rule(self)[0]:
                extra.append(self.word("lay-down"))
            if WD.concede_rule(self, seat)[0]:
                extra.append(self.word("concede"))
            return cards + extra if extra else cards
        legal = _LEGAL.get(ph)
        return super()._legal_codes() if legal is None else legal(self)

    def _answer_codes(self) -> list[Code]:
        """A concession's answers (the concede phase)."""
        return [self.word(w) for w in ("accept", "refuse") if WD.answer_rule(self)[0]]

    def _pillage_codes(self) -> list[Code]:
        """The pillage's choice: take the exposed trump, or stop (the pillage phase)."""
        return [self.word(w) for w in ("pillage", "stop") if WD.pillage_rule(self)[0]]

    def _discard_codes(self) -> list[Code]:
        """The pillager's discard: any card of his hand (the pillage-discard phase)."""
        assert self.pillager is not None
        return [DISCARD + c for c in self.hands[self.pillager]]

    def _why_illegal(self, code: Code) -> tuple[str, Text]:
        ph = self.phase
        act = self.decode(code)
        seat = self.current_player
        assert seat is not None  # a refusal is asked of the seat to act
        if ph == PLAY and code < CARD_CODES:
            return self._card_refusal(seat, code)
        refuse = _REFUSALS.get(ph)
        return self._refusal(seat, act, code) if refuse is None else refuse(self, seat, act, code)

    def _card_refusal(self, seat: Seat, code: Code) -> tuple[str, Text]:
        """A card the play's rule forbids (or one not held)."""
        if code not in self.hands[seat]:
            return "triomphe.play.from-hand", W("common.refuse.not-held", p=wseat(seat), c=wcard(code))
        cards, rule = self._legal_cards(seat)
        rid = f"triomphe.{rule}"
        return rid, W("common.refuse.rule-legal-now", r=wrule(self.FACTS.book, rid), cs=wcards(cards))

    def _word_refusal(self, seat: Seat, act: str) -> tuple[str, Text] | None:
        """A word refused by its own rule (words.py), or None for an action that is no such word."""
        rule = WD.RULE_OF_WORD.get(act)
        if rule is None:
            return None
        _, rule_id, reason = rule(self, seat)
        return rule_id, reason

    def _refusal(self, seat: Seat, act: str, code: Code) -> tuple[str, Text]:
        """The play's refusals but a card's, and the shared phases' (after the words' own)."""
        word = self._word_refusal(seat, act)
        if word is not None:
            return word
        if CARD_CODES <= code < WORD_BASE:
            return "triomphe.pillage.discard", W("triomphe.refuse.discard-when")
        return super()._why_illegal(code)

    def _concession_refusal(self, seat: Seat, act: str, code: Code) -> tuple[str, Text]:
        """While a concession awaits its answer: the answer comes first (pillage and stop too)."""
        word = None if act in ("pillage", "stop") else self._word_refusal(seat, act)
        return word or ("triomphe.concede.when", W("triomphe.refuse.answer-first"))

    def _pillage_refusal(self, seat: Seat, act: str, code: Code) -> tuple[str, Text]:
        """While the pillager chooses: pillage or stop first."""
        word = self._word_refusal(seat, act)
        if word is not None:
            return word
        if CARD_CODES <= code < WORD_BASE:
            return "triomphe.pillage.discard", W("triomphe.refuse.discard-when")
        return "triomphe.pillage.optional", W("triomphe.refuse.pillage-first")

    def _discard_refusal(self, seat: Seat, act: str, code: Code) -> tuple[str, Text]:
        """While the pillager discards: a card of his hand, and nothing else."""
        word = self._word_refusal(seat, act)
        if word is not None:
            return word
        if CARD_CODES <= code < WORD_BASE:
            return "triomphe.play.from-hand", W(
                "common.refuse.not-held", p=wseat(seat), c=wcard(code - DISCARD)
            )
        return "triomphe.pillage.discard", W("triomphe.refuse.discard-now")

    # ---------------------------------------------------------------- moves
    def _do(self, code: Code) -> None:
        ph = self.phase
        if ph == PLAY:
            if code < CARD_CODES:
                self._play_card(code)
                return
            w = self.FACTS.words[code - WORD_BASE]
            seat = (self.leader + len(self.trick)) % self.players
            self._log(seat, "action", code)
            if w == "lay-down":
                side = self.side_of[seat]
                self._end_hand(side, 1, self._said("lay-down", side), "vole.lay-down")
            else:  # concede
                self.concession = {"by": self.side_of[seat], "answer": None, "seat": seat}
                n = self.players
                self.responder = next(
                    (seat + i) % n for i in range(1, n) if self.side_of[(seat + i) % n] != self.side_of[seat]
                )
                self.phase = CONCEDE
            return
        move = _MOVES.get(ph)
        if move is None:
            super()._do(code)  # hand-over: the next dealer deals
            return
        move(self, cast(Seat, self.current_player), code)  # an action is taken by the seat to act

    def _answer(self, seat: Seat, code: Code) -> None:
        """The answer to a concession: accepted, the hand ends; refused, the play goes on."""
        w = self.decode(code)
        self._log(seat, "action", code)
        con = self.concession
        assert con is not None  # the concede phase answers one
        other = self.side_of[seat]
        if w == "accept":
            con["answer"] = "accepted"
            self._end_hand(other, 1, self._said("accept", other), "concede.accept")
        else:
            con["answer"] = "refused"
            self.burden = other if self.options["concession_burden"] == "refuser" else con["by"]
            self._event(
                "concession-refused",
                self._said("refused", self.burden),
                self._members(self.burden),
            )
            self.phase = PLAY

    def _pillage(self, seat: Seat, code: Code) -> None:
        """The choice of the Ace that Pillages: take the exposed trump (then discard), or stop."""
        w = self.decode(code)
        self._log(seat, "action", code)
        exposed = self.exposed
        assert exposed is not None  # the pillage phase exposes a trump
        if w == "pillage":
            self.hands[seat].append(exposed)
            self.taken.append(exposed)
            self.exposed = None
            self.phase = PILLAGE_DISCARD
        else:
            if exposed != self.turnup:
                self.turned.append(exposed)  # stays face up beside the stock
            self.exposed = None
            self.phase = PLAY

    def _pillage_discard(self, seat: Seat, code: Code) -> None:
        """The pillager's discard, then the next trump of the stock exposed, or the play again."""
        card = code - DISCARD
        self.hands[seat].remove(card)
        self.discards.append(card)
        self._log(seat, "action", code, private=seat)
        while self.stock:
            nxt = self.stock.pop(0)
            if nxt >> SUIT_SHIFT == self.trump:
                self.exposed = nxt
                self._event(
                    "stock-trump",
                    W("triomphe.log.stock-trump", c=wcard(nxt)),
                    cards=(nxt,),
                )
                self.phase = PILLAGE
                return
            self.turned.append(nxt)
            self._event(
                "pillage-ends",
                W("triomphe.log.pillage-ends", c=wcard(nxt)),
                cards=(nxt,),
            )
            break
        self.phase = PLAY

    def _play_card(self, code: Code) -> None:
        n = self.players
        seat = (self.leader + len(self.trick)) % n
        side = self.side_of[seat]
        if not self.trick and WD.lay_down_rule(self)[0]:
            self.committed = side
            self._event(
                "vole-committed",
                self._said("vole-committed", side),
                self._members(side),
            )
        if self.trick:
            led = self.trick[0] >> SUIT_SHIFT
            if code >> SUIT_SHIFT != led:
                self.voids[seat] |= 1 << led
                forced = self.regime != "plaisant" or len(self.trick) == n - 1
                if forced and code >> SUIT_SHIFT != self.trump:
                    self.voids[seat] |= 1 << self.trump  # void players must trump
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
                self._end_hand(vow, -2, self._said("vole-failed", vow), "vole.failed")
                return
        if sum(self.side_tricks) == self.total_tricks:
            best = max(self.side_tricks)
            tied = [s for s in range(self.sides) if self.side_tricks[s] == best]
            win = min(tied, key=self._side_precedence)
            if best == self.total_tricks:
                self._end_hand(win, 2, self._said("vole-made", win), "score.vole")
            else:
                by_precedence = len(tied) > 1
                self._end_hand(
                    win,
                    1,
                    self._said("most-tricks-precedence" if by_precedence else "most-tricks", win),
                    "score.precedence" if by_precedence else "score.most-tricks",
                )

    def _members(self, side: int) -> tuple[Seat, ...]:  # a seat is its own side outside the team game
        return tuple(s for s in range(self.players) if self.side_of[s] == side)

    def _said(self, what: str, side: int, **params: Any) -> Words:
        """A sentence whose subject is ``side``: a team (``triomphe.log.<what>.team``: its members,
        the verb in the plural) or one player (``….one``), worded for each reader."""
        if self.form == "team":
            return W(f"triomphe.log.{what}.team", s=wteam(self._members(side)), **params)
        return W(f"triomphe.log.{what}.one", s=wseat(side), **params)

    def _end_hand(self, side: int, points: int, text: Text, rule: str | None = None) -> None:
        n = self.players
        delta = [points if self.side_of[s] == side else 0 for s in range(n)]
        for s in range(n):
            self.scores[s] += delta[s]
        self.hand_results.append(
            {
                "hand": self.hand_number,
                "points": delta,
                "text": text,
                "tricks": list(self.tricks_won),
                "side": side,
                "score": points,
                "rule": rule and f"{self.FACTS.name}.{rule}",
            }
        )
        self._event(
            E.HAND_OVER,
            text,
            self._members(side),
            amounts=(points,),
            rule=rule and f"{self.FACTS.name}.{rule}",
        )
        self.played.extend(self.trick)  # a hand ended mid-trick: its cards are gathered
        self.trick = []
        target = self.options["target"]
        for s in range(n):
            if self.scores[s] >= target:
                wside = self.side_of[s]
                self._match_over([x for x in range(n) if self.side_of[x] == wside])
                self._event(
                    E.MATCH_OVER,
                    self._said("match-over", wside, n=self.scores[s]),
                    self._members(wside),
                    amounts=(self.scores[s],),
                )
                return
        self._hand_over()

    def _next_dealer(self) -> Seat:
        if self.form == "team":  # T33: the deal passes to the other team's last player
            t = 0 if self.dealer == self._team_dealer(0) else 1
            return self._team_dealer(1 - t)
        return super()._next_dealer()

    def _prompt(self, seat: Seat, legal: list[Action]) -> Text | None:

        return V.prompt(self, seat, legal)

    def _sheet(self, result: dict[str, Any], names: list[str]) -> Sheet:
        return V.sheet(self, result, names)

    def _label_words(self, action: str) -> Text | None:
        """The label of a button (the word actions; a discard: one label, the card is the button's)."""
        kind = action.split(":", 1)[0]
        if kind in ("deal", "concede", "accept", "refuse", "lay-down", "pillage", "stop", "discard"):
            return W(f"triomphe.label.{kind}")
        return None

    def _describe(self, seat: Seat, code: Code, secret: bool) -> Text:
        return V.describe(self, seat, code, secret)

    def _observe(self, seat: Seat, obs: Observation) -> None:
        V.observe(self, seat, obs)

    # ------------------------------------------------------------ positions

    def _check_position_cards(self, cards: list[Card], what: str) -> None:
        POS.check_cards(cards)

    def _set_position(self, position: Position) -> None:
        POS.set_position(self, position)


# Dispatch on the phase, one table per hook, for the phases besides the play (the play, the hot
# path, is each hook's first test; the hand-over and the match-over are the shared layer's).

# phase -> the seat to act
_ACTORS: dict[PhaseEnum, Callable[[Triomphe], Seat | None]] = {
    CONCEDE: lambda st: st.responder,
    PILLAGE: lambda st: st.pillager,
    PILLAGE_DISCARD: lambda st: st.pillager,
}

# phase -> its legal actions
_LEGAL: dict[PhaseEnum, Callable[[Triomphe], list[Code]]] = {
    CONCEDE: Triomphe._answer_codes,
    PILLAGE: Triomphe._pillage_codes,
    PILLAGE_DISCARD: Triomphe._discard_codes,
}

# phase -> why an action is refused (the play's and the shared phases': Triomphe._refusal)
_REFUSALS: dict[PhaseEnum, Callable[[Triomphe, Seat, str, Code], tuple[str, Text]]] = {
    CONCEDE: Triomphe._concession_refusal,
    PILLAGE: Triomphe._pillage_refusal,
    PILLAGE_DISCARD: Triomphe._discard_refusal,
}

# phase -> the move of the seat to act
_MOVES: dict[PhaseEnum, Callable[[Triomphe, Seat, Code], None]] = {
    CONCEDE: Triomphe._answer,
    PILLAGE: Triomphe._pillage,
    PILLAGE_DISCARD: Triomphe._pillage_discard,
}
