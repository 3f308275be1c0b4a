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
from typing import Any, cast

from ... import cards as C, events as E, position as P
from ...capabilities import Capabilities
from ...cards import SUIT_SHIFT
from ...deal import pack_error, read_deal
from ...extras import EmpruntExtra
from ...facts import GameFacts
from ...first_dealer import draw_first_dealer
from ...match import MatchState
from ...rng import stream
from ...state import CARD_CODES, WORD_BASE
from ...types import Action, Card, Code, JSONObject, Observation, Seat, Sheet
from ...undo import _copy
from ...words import Text, card as wcard, cards as wcards, failure, seat as wseat, side as wside, words as W
from .codes import BORROW, DRAW, PLAY, PREFIXED, WORDS, Phase
from .rules import BOOK, HAND, OPTIONS, RANKS
from .sheet import deal_sheet

SUIT_NAME = C.SUIT_NAMES
_SRC = ("hand", "borrow", "talon", "lead")


class Emprunt(MatchState):
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
    # the state, besides GameState's and MatchState's
    ranks: str
    pack: list[int]
    order: dict[int, int]
    succ: dict[int, int]
    hand_size: int
    talon_size: int
    pool: int
    deals_played: int
    deals_total: int
    hands: list[list[int]]
    talon: list[int]
    table: list[int]
    run: list[list[Any]]
    leader: int
    turn: int
    need: int
    last_move: list[Any] | None
    start_scores: list[int]
    ledger: dict[str, Any]
    _FIXED = MatchState._FIXED | {"ranks", "pack", "order", "succ", "hand_size", "talon_size"}

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

    def _sort_key(self, c: Card) -> tuple[int, int]:
        return (c >> SUIT_SHIFT, self.order.get(c, 0))

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> Seat | None:
        if self.phase == PLAY:
            return self.turn
        return super().current_player

    def card_rank(self, card: str) -> int:
        """Rank of a card within its suit (ace low); Emprunt has no trick to win."""
        return self.order.get(C.card(card), -1) + 1

    def wins_so_far(self, card: str) -> bool:
        return False  # no tricks

    def trick_leader_so_far(self) -> Seat | None:
        return None  # no tricks

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + self.talon + self.table

    def hidden_zones(self, seat: Seat) -> list[list[Card]]:
        return [h for s, h in enumerate(self.hands) if s != seat] + [self.talon]

    def rollout_code(self, rng: random.Random) -> Code:
        """The game's playing policy (the baseline bot and the search's rollouts).  Every turn but
        an opening is forced; a run is opened with the card whose run sheds the most of one's
        cards, pays the fewest jetons and earns the most loan jetons, as far as one's own hand
        shows (ties: the lowest card)."""
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
            need = self.need
            if need < 0:
                return list(self.hands[self.turn])
            return [self._forced()[0]]
        return super()._legal_codes()

    def _forced(self, words: bool = False) -> tuple[Code, str, Text]:
        """The one move of a run under way: (its code, the rule that forces it, and with ``words``
        that rule's words for a refusal), read by both the legal actions and the refusal (one
        legality path; the legal actions skip the words)."""
        seat, need = self.turn, self.need
        if need in self.hands[seat]:
            code, rule = need, "emprunt.play.from-hand"
        elif need in self.talon:
            code, rule = DRAW, "emprunt.play.talon"
        else:
            code, rule = BORROW + need, "emprunt.play.borrow"
        if not words:
            return code, rule, ""
        key = {
            "emprunt.play.from-hand": "emprunt.refuse.from-hand",
            "emprunt.play.talon": "emprunt.refuse.talon",
            "emprunt.play.borrow": "emprunt.refuse.borrow",
        }[rule]
        return code, rule, W(key, p=wseat(seat), c=wcard(need))

    def _why_illegal(self, code: Code) -> tuple[str, Text]:
        def rid(s: str) -> str:
            return f"emprunt.{s}"

        if self.phase != PLAY:
            return super()._why_illegal(code)
        if code == WORD_BASE:
            return rid("play.phase"), W("emprunt.refuse.deal-in-progress")
        seat = self.turn
        need = self.need
        if need < 0:
            what = rid("play.lead") if not self.table else rid("play.new-run")
            return what, W("emprunt.refuse.open-run", p=wseat(seat), cs=wcards(self.hands[seat]))
        card = code - BORROW if BORROW <= code < WORD_BASE else (code if code < CARD_CODES else need)
        if card != need:
            return rid("play.successor"), W("emprunt.refuse.successor", c=wcard(need))
        _, rule, reason = self._forced(words=True)
        return rule, reason

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
        # Only what the player knows: whether he holds the card needed (not who else does).
        if self.phase != PLAY:
            return None
        if self.need < 0:
            return W("emprunt.prompt.open")
        if self.need in self.hands[seat]:
            return W("emprunt.prompt.put-down", c=wcard(self.need))
        return W("emprunt.prompt.borrow-or-draw", c=wcard(self.need))

    def refusal_head(self, action: str) -> Text | None:
        """The head of a refusal of ``action`` on a card, with the verb of its case (issue 40):
        a card of the reader's own hand is played, a card another player holds is borrowed, a card
        nobody holds (on the table, in the talon) may be played by nobody now."""
        kind, _, arg = action.rpartition(":")
        if not C.is_card(arg):
            return None
        card = C.card(arg)
        seat = self.turn if self.phase == PLAY else None
        if seat is not None and card in self.hands[seat]:
            return W("common.head.play", c=wcard(card))
        if any(card in h for h in self.hands):
            return W("common.head.borrow", c=wcard(card))
        return W("emprunt.head.nobody", c=wcard(card))

    def _label_words(self, action: str) -> Text | None:
        """The label of a button (the word actions: borrow, draw, deal)."""
        kind = action.split(":", 1)[0]
        return W(f"emprunt.label.{kind}") if kind in ("borrow", "draw", "deal") else None

    # --------------------------------------------------------- descriptions
    def _describe(self, seat: Seat, code: Code, secret: bool) -> Text:
        if code < CARD_CODES:
            return W("emprunt.log.puts-down", p=wseat(seat), c=wcard(code))
        if code < WORD_BASE:
            return W("emprunt.log.borrows", p=wseat(seat), c=wcard(code - BORROW))
        return W("emprunt.log.deal-next" if code == WORD_BASE else "emprunt.log.draws", p=wseat(seat))

    def _observe(self, seat: Seat, obs: Observation) -> None:
        n = self.players
        play = self.phase == PLAY
        obs.update(
            {
                "phase": self.phase.value,
                "dealer": self.dealer,
                "leader": self.leader if play else None,
                "hand": [C.name(c) for c in sorted(self.hands[seat], key=self._sort_key)],
                "hand_sizes": [len(h) for h in self.hands],
                "tricks_won": [0] * n,
                "target": None,
            }
        )
        lm = self.last_move
        extra: EmpruntExtra = {
            "jetons": list(self.scores),
            "pool": self.pool,
            "ante": self.options["ante"],
            "need": C.name(self.need) if play and self.need >= 0 else None,
            "opening": play and self.need < 0,
            "run": [{"seat": s, "card": C.name(c), "source": _SRC[k], "from": q} for s, c, k, q in self.run],
            "table": [C.name(c) for c in self.table],
            "talon_size": len(self.talon),
            "ranks": self.ranks,
            "deals_played": self.deals_played,
            "deals_total": self.deals_total,
            "next_dealer": self.next_dealer,
            "last_move": None
            if lm is None
            else {"seat": lm[0], "card": C.name(lm[1]), "source": _SRC[lm[2]], "from": lm[3]},
        }
        obs["extra"] = cast(JSONObject, extra)  # a TypedDict is a JSON object

    # ------------------------------------------------------------ positions

    def _set_position(self, position: P.Position) -> None:
        """A position in the middle of a deal.

        Keys: ``players``, ``options``, ``dealer``, ``hands`` (every hand, required), ``talon``
        (optional: the cards not in a hand nor down), ``played`` (cards of earlier, finished runs),
        ``run`` (the cards of the current run, in order; empty: ``turn`` opens a run), ``turn``
        (the seat to act; default first hand), and the scoring context: ``jetons`` (each player's
        net balance, the antes of this deal paid), ``pool`` (the jetons in the pool; balances and
        pool sum to zero) and ``deals_played`` (the deals of the match already settled).
        """
        n = self.players
        dealer = P.seat(position, "dealer", n - 1, n)
        turn = P.seat(position, "turn", (dealer + 1) % n, n)
        hands = position.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise failure(ValueError, "position.emprunt.hands", n=n)
        hands = [C.parse_cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
        played = C.parse_cards(position.get("played", []), "played")
        run = C.parse_cards(position.get("run", []), "run")
        used = [c for h in hands for c in h] + played + run
        if "talon" in position:
            talon = C.parse_cards(position["talon"], "talon")
        else:
            talon = [c for c in self.pack if c not in used]
        allc = used + talon
        if any(c not in self.order for c in allc):
            raise failure(
                ValueError, "position.emprunt.pack", pack=len(self.pack), n=n, ranks=" ".join(self.ranks)
            )
        if len(set(allc)) != len(allc) or set(allc) != set(self.pack):
            raise failure(ValueError, "position.emprunt.each-card-once")
        if not hands[turn] and not run:
            raise failure(ValueError, "position.emprunt.opener-holds")
        if not any(hands):
            raise failure(ValueError, "position.emprunt.hands-empty")
        for a, b in zip(run, run[1:]):
            if self.succ[a] != b:
                raise failure(ValueError, "position.emprunt.run-sequence", b=wcard(b), a=wcard(a))
        jetons = P.whole_numbers(position, "jetons", n)
        pool = position.get("pool", 0)
        if isinstance(pool, bool) or not isinstance(pool, int) or pool < 0:
            raise failure(ValueError, "position.emprunt.pool")
        if sum(jetons) + pool != 0:
            raise failure(ValueError, "position.emprunt.zero-sum")
        done = position.get("deals_played", 0)
        if isinstance(done, bool) or not isinstance(done, int) or not 0 <= done < self.deals_total:
            raise failure(
                ValueError,
                "position.emprunt.deals-played",
                last=self.deals_total - 1,
                deals=self.deals_total,
                rounds=self.options["rounds"],
                n=n,
            )
        self.dealer = dealer
        self.hands = [sorted(h, key=self._sort_key) for h in hands]
        self.talon = talon
        self.table = played + run
        self.run = [[(turn - len(run) + i) % n, c, 0, None] for i, c in enumerate(run)]
        self.scores = list(jetons)
        self.start_scores = list(jetons)
        self.points_before = list(jetons)
        self.ledger = {"ante": 0, "borrowed": [0] * n, "lent": [0] * n, "talon": [0] * n}
        self.pool = pool
        self.deals_played = done
        self.hand_number = done + 1
        self.turn = turn
        self.leader = (turn - len(run)) % n
        self.need = -1
        if run:
            nxt = self.succ[run[-1]]
            if nxt < 0 or nxt in self.table:
                raise failure(ValueError, "position.emprunt.run-over")
            self.need = nxt
        self.phase = PLAY
