"""Emprunt, the borrowing game of the Hoc family: a shedding game, without tricks or trumps.

A state is a whole match (``rounds`` × players deals).  Phases:

* ``play``       – a run is in progress, or a player is to open one.  The opener chooses any card of
                   his own hand; every other turn has exactly one legal action, forced by the rules:
                   the next card of the run from one's hand (the card itself), ``borrow:<card>`` from
                   the player who holds it (1 jeton to him), or ``draw`` it from the talon (1 jeton to
                   the pool).  Loans and talon draws are ordinary, logged actions of the player in turn.
* ``hand-over``  – the deal is settled; the next dealer deals (``deal``).
* ``match-over``.

Jetons are kept as net balances (``scores``); the balances and the pool always sum to zero.
The hand flow, the draw for the deal and the position template are the shared layer's
(``tapisvert.match``, ``first_dealer``, ``position``).
"""

import random
from typing import Any

from ... import cards as C, events as E, position as P
from ...capabilities import Capabilities
from ...cards import SUIT_SHIFT
from ...deal import pack_error, read_deal
from ...facts import GameFacts
from ...first_dealer import draw_first_dealer
from ...rng import stream
from ...state import CARD_CODES, WORD_BASE
from ...types import Action, Card, Code, Observation, Seat, Sheet
from ...undo import _copy
from ...words import Text, card as wcard, failure, seat as wseat, side as wside, words as W
from . import legal as L, positions as PS, view as V
from .codes import BORROW, PLAY, PREFIXED, WORDS, Phase
from .fields import EmpruntFields
from .rules import BOOK, HAND, OPTIONS, RANKS
from .sheet import deal_sheet

SUIT_NAME = C.SUIT_NAMES


class Emprunt(EmpruntFields):
    FACTS = GameFacts(
        name="emprunt",
        title="Emprunt",
        players=(3, 4, 5, 6),
        default_players=4,
        options=OPTIONS,
        book=BOOK,
        words=WORDS,
        prefixed=PREFIXED,
        action_help={
            "<card>": "open a run with a card of one's hand, or put down the next card of the run from "
            "one's hand",
            "borrow:<card>": "take the next card of the run from the player who holds it, paying him 1 jeton",
            "draw": "take the next card of the run from the talon, paying 1 jeton to the pool",
            "deal": "deal the next hand",
        },
        capabilities=Capabilities(positions=True, rollout_policy=True, prompt=True),
        phases=Phase,
        hand="deal",
        sheet_unit="jetons",
        tricks_review=None,  # no tricks
        position_keys=P.BASE_KEYS
        | frozenset(
            {
                "talon",
                "played",
                "run",
                "turn",
                "jetons",
                "pool",
                "deals_played",
            }
        ),
    )

    # ------------------------------------------------------------- set-up
    def _setup(self, deal: Any) -> None:
        n = self.players
        o = self.options
        self.ranks = RANKS[n]
        self.pack = C.pack(self.ranks)
        self.order = {}
        self.succ = {}
        k = len(self.ranks)
        for s in range(4):
            codes = [C.make(r, C.SUITS[s]) for r in self.ranks]
            for i, c in enumerate(codes):
                self.order[c] = i
                if i + 1 < k:
                    self.succ[c] = codes[i + 1]
                else:
                    self.succ[c] = codes[0] if o["after_king"] == "wrap" else -1
        self.hand_size = o["three_player_hand"] if n == 3 else HAND[n]
        self.talon_size = len(self.pack) - n * self.hand_size
        self.pool = 0
        self.deals_played = 0
        self.deals_total = o["rounds"] * n
        self._first_hand(deal)

    def _next_dealer(self) -> int:
        """DE10: the player on the dealer's right (first hand) by default, or on his left."""
        step = -1 if self.options["next_dealer"] == "left" else 1
        return (self.dealer + step) % self.players

    def _draw_first_dealer(self) -> int:
        return draw_first_dealer(self, self.pack, self.order.__getitem__)

    def _deal_hand(self) -> None:
        n = self.players
        rng = stream(self.seed, "deal", self.hand_number)
        deck = self.pack[:]
        rng.shuffle(deck)
        cut = rng.randint(1, len(deck) - 1)  # the player on the dealer's left cuts
        deck = deck[cut:] + deck[:cut]
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for _ in range(self.hand_size):  # one at a time, first hand first
            for i in range(n):
                hands[(self.dealer + 1 + i) % n].append(deck[pos])
                pos += 1
        self._start_hand(hands, deck[pos:])

    def _deal_explicit(self, deal: Any) -> None:
        n = self.players
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "talon"))
        bad = [i for i, h in enumerate(parsed) if len(h) != self.hand_size]
        if bad:
            raise failure(
                ValueError,
                "error.emprunt-hand-size",
                n=n,
                hand=self.hand_size,
                talon=self.talon_size,
                pack=len(self.pack),
                seat=bad[0],
                has=len(parsed[bad[0]]),
            )
        used = [c for h in parsed for c in h]
        outside = [c for c in used if c not in self.order]
        if outside:
            raise failure(
                ValueError,
                "error.emprunt-outside",
                c=wcard(outside[0]),
                size=len(self.pack),
                n=n,
                ranks=" ".join(self.ranks),
            )
        if "talon" in deal:
            talon = C.parse_cards(deal["talon"], "deal.talon")
        else:
            talon = [c for c in self.pack if c not in used]
        allc = used + talon
        if len(set(allc)) != len(allc) or set(allc) != set(self.pack):
            raise pack_error(len(self.pack))
        self.dealer = dealer
        self._event(E.EXPLICIT_DEAL, W("common.log.explicit-deal", p=wseat(dealer)), (dealer,))
        self._start_hand(parsed, talon)

    def _start_hand(self, hands: list[list[Card]], talon: list[Card]) -> None:
        n = self.players
        key = self._sort_key
        self.hands = [sorted(h, key=key) for h in hands]
        self.talon = list(talon)
        self.table = []  # every card put down this deal, in order
        self.run = []  # the current run: [seat, card, source, lender]
        self.leader = (self.dealer + 1) % n
        self.turn = self.leader
        self.need = -1  # the next card of the run; -1 while a run is to be opened
        self.next_dealer = None
        self.last_move = None
        self.start_scores = list(self.scores)
        ante = self.options["ante"]
        # jetons of this deal by cause, for the score sheet
        self.ledger = {"ante": ante, "borrowed": [0] * n, "lent": [0] * n, "talon": [0] * n}
        for s in range(n):
            self.scores[s] -= ante
        self.pool += ante * n
        self.phase = PLAY
        self._event(
            E.DEAL,
            W(
                "emprunt.log.deal",
                n=self.hand_number,
                p=wseat(self.dealer),
                size=self.hand_size,
                talon=self.talon_size,
                ante=ante,
                pool=self.pool,
            ),
            (self.dealer,),
            amounts=(ante, self.pool),
        )

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> Seat | None:
        if self.phase == PLAY:
            return self.turn
        return super().current_player

    def card_rank(self, card: str) -> int:
        """Rank of a card within its suit (ace low); Emprunt has no trick to win."""
        return self.order.get(C.card(card), -1) + 1

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + self.talon + self.table

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
        return [h for s, h in enumerate(self.hands) if s != seat] + [self.talon]

    def rollout_code(self, rng: random.Random, legal: list[Code] | None = None) -> Code:
        """The game's playing policy (the baseline bot and the search's rollouts).  Every turn but
        an opening is forced; a run is opened with the card whose run sheds the most of one's
        cards, pays the fewest jetons and earns the most loan jetons, as far as one's own hand
        shows (ties: the lowest card)."""
        if legal is None:
            legal = self._legal_codes()
        if len(legal) == 1 or self.phase != PLAY or self.need >= 0:
            return legal[0]
        seat = self.turn
        n = self.players
        mine = set(self.hands[seat])
        down = set(self.table)
        succ = self.succ
        best: tuple[int, int] | None = None
        best_card = legal[0]
        for c in legal:
            score = 3  # the lead itself sheds a card
            cur, i = succ[c], 1
            while cur >= 0 and cur != c and cur not in down and i < 20:
                if (seat + i) % n == seat:
                    score += 3 if cur in mine else -1
                elif cur in mine:
                    score += 4  # lent: shed and paid
                cur, i = succ[cur], i + 1
            key = (score, -self.order[c])
            if best is None or key > best:
                best, best_card = key, c
        return best_card

    # ----------------------------------------------------------- legality
    def _legal_codes(self) -> list[Code]:
        if self.phase == PLAY:
            return L.play_codes(self)
        return super()._legal_codes()

    def _why_illegal(self, code: Code) -> tuple[str, Text]:
        if self.phase != PLAY:
            return super()._why_illegal(code)
        return L.why_illegal(self, code)

    # ---------------------------------------------------------------- moves
    def _do(self, code: Code) -> None:
        if self.phase != PLAY:
            super()._do(code)
            return
        seat = self.turn
        scores = self.scores
        self._log(seat, "action", code)
        lender: int | None = None
        if code < CARD_CODES:
            card = code
            self.hands[seat].remove(card)
            src = 3 if self.need < 0 else 0
            if src == 3:
                self._event(
                    "run-opened",
                    W(
                        "emprunt.log.run-opened",
                        p=wseat(seat),
                        suit=W(f"common.suits.{C.SUITS[card >> SUIT_SHIFT]}"),
                    ),
                    (seat,),
                    (card,),
                )
        elif code < WORD_BASE:
            card = code - BORROW
            lender = holder = next(s for s, h in enumerate(self.hands) if card in h)
            self.hands[holder].remove(card)
            scores[seat] -= 1
            scores[holder] += 1
            self.ledger["borrowed"][seat] += 1
            self.ledger["lent"][holder] += 1
            src = 1
            left = len(self.hands[holder])
            self._event(
                "borrow",
                W("emprunt.log.borrow", p=wseat(seat), q=wseat(lender), c=wcard(card), left=left),
                (seat, lender),
                (card,),
                (1, left),
            )
        else:
            card = self.need
            self.talon.remove(card)
            scores[seat] -= 1
            self.pool += 1
            self.ledger["talon"][seat] += 1
            src = 2
            self._event(
                "talon-draw",
                W("emprunt.log.talon-draw", p=wseat(seat), c=wcard(card), pool=self.pool),
                (seat,),
                (card,),
                (1, self.pool),
            )
        self.table.append(card)
        self.run.append([seat, card, src, lender])
        self.last_move = [seat, card, src, lender]
        hands = self.hands
        # End of the deal: the first player without cards (by his own play, or by lending).
        if src in (0, 3) and not hands[seat]:
            self._settle(seat)
            return
        if lender is not None and not hands[lender]:
            if self.options["out_by_lending"] == "wins":
                self._settle(lender)
                return
            if not any(hands):
                self._void()
                return
        nxt = self.succ[card]
        n = self.players
        if nxt < 0 or nxt in self.table:
            suit = W(f"common.suits.{C.SUITS[card >> SUIT_SHIFT]}")
            s = card >> SUIT_SHIFT
            if all(c in self.table for c in self.pack if c >> SUIT_SHIFT == s):
                why = "emprunt.log.run-exhausted"
            elif nxt < 0:
                why = "emprunt.log.run-king"
            else:
                why = "emprunt.log.run-stops"
            opener = seat
            if not hands[opener]:  # must-shed: an emptied player hands the lead on
                opener = next((seat + i) % n for i in range(1, n) if hands[(seat + i) % n])
            self.need = -1
            self.turn = self.leader = opener
            self.run = []
            self._event(
                "run-closed",
                W(why, suit=suit, c=wcard(nxt if nxt >= 0 else card), p=wseat(opener)),
                (opener,),
                (card,),
            )
            return
        self.need = nxt
        if self.options["turn_order"] == "continue" and src in (0, 3) and nxt in hands[seat]:
            self.turn = seat
        else:
            self.turn = (seat + 1) % n

    def _settle(self, winner: Seat) -> None:
        n = self.players
        scores = self.scores
        swept = self.pool
        scores[winner] += swept
        self.pool = 0
        left = [len(h) for h in self.hands]
        for s in range(n):
            if s != winner:
                scores[s] -= left[s]
                scores[winner] += left[s]
        paid = sum(left)
        last = self.last_move
        assert last is not None  # a deal is settled after a move
        out_by = "lending" if last[0] != winner else "shedding"
        text = W(f"emprunt.result.out-{out_by}", p=wseat(winner), pool=swept, paid=paid)
        self._finish(winner, text, left, swept, out_by)

    def _void(self) -> None:
        left = [0] * self.players
        text = W("emprunt.result.void", pool=self.pool)
        self._finish(None, text, left, 0, None)

    def _finish(
        self, winner: Seat | None, text: Text, left: list[int], swept: int, out_by: str | None
    ) -> None:
        n = self.players
        delta = [self.scores[s] - self.start_scores[s] for s in range(n)]
        self.hand_results.append(
            {
                "hand": self.hand_number,
                "points": delta,
                "text": text,
                "winner": winner,
                "cards_left": left,
                "pool": swept,
                "ledger": _copy(self.ledger),
                "out_by": out_by,  # how the winner emptied his hand: "shedding", "lending" (None: void)
            }
        )
        self._event(E.HAND_OVER, text, () if winner is None else (winner,), amounts=(swept,))
        self.need = -1
        self.run = []
        self.deals_played += 1
        if self.deals_played >= self.deals_total and self.pool == 0:
            best = max(self.scores)
            winners = [s for s in range(n) if self.scores[s] == best]
            self._match_over(winners)
            names = (
                W("common.wins", p=wseat(winners[0]))
                if len(winners) == 1
                else W("common.tie", ps=wside(winners))
            )
            self._event(
                E.MATCH_OVER,
                W("emprunt.log.match-over", deals=self.deals_played, who=names, best=best),
                tuple(winners),
                amounts=(best,),
            )
            return
        self._hand_over()

    def _sheet(self, result: dict[str, Any], names: list[str]) -> Sheet:
        return deal_sheet(result, names)

    def _prompt(self, seat: Seat, legal: list[Action]) -> Text | None:
        return V.prompt(self, seat)

    def refusal_head(self, action: str) -> Text | None:
        """The head of a refusal of ``action`` on a card, with the verb of its case (view.py)."""
        return V.refusal_head(self, action)

    def _label_words(self, action: str) -> Text | None:
        return V.label_words(action)

    # --------------------------------------------------------- descriptions
    def _describe(self, seat: Seat, code: Code, secret: bool) -> Text:
        return V.describe(seat, code)

    def _observe(self, seat: Seat, obs: Observation) -> None:
        V.observe(self, seat, obs)

    # ------------------------------------------------------------ positions
    def _set_position(self, position: P.Position) -> None:
        PS.set_position(self, position)
