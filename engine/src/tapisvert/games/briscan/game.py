"""Briscan: the two-handed marriage game of 1752, a state machine (Brisque is its subclass).

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

Brisque differs by data (``SIZE``, ``MELD_KINDS``, ``QUARTETS_WIN``, ``EXCHANGE_DEADLINE``)
and by the variant hooks it overrides (the methods under "variant hooks" below).  The rooms:
``legal.py`` (what may be done, and why not), ``scoring.py``, ``policy.py`` (the bot's play),
``view.py`` (what a player sees), ``positions.py`` (``from_position``), ``melds.py`` and
``codes.py`` (the actions and the phases).  The trick, the hand flow (hand-over, match-over),
the draw for the first deal and the position template are the shared layer's (``TrickGame``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from ... import cards as C, events as E
from ...capabilities import Capabilities
from ...cards import SUIT_SHIFT
from ...deal import read_deal, turnup_and_rest
from ...facts import GameFacts
from ...first_dealer import draw_first_dealer
from ...phase import PhaseEnum
from ...rng import stream
from ...types import Card, Observation, Seat, Sheet
from ...words import Text, card as wcard, failure, plain, seat as wseat, words as W
from ...worlds import Constraint
from . import legal as L, melds as M, policy, positions as POS, scoring as S, view as V
from .codes import DECLARE, EXCHANGE, LIVE, PLAY, WORDS, Phase, is_card, is_meld
from .fields import BriscanFields, Refusal
from .rules import BRISCAN_BOOK, BRISCAN_OPTIONS

PACK = C.pack(C.PIQUET_32)
SUIT_NAME = C.SUIT_NAMES
HONOURS = (C.ACE, C.TEN, C.KING, C.QUEEN, C.JACK)  # ace, ten, king, queen, jack: the dealer's 10 (B10)
TRICKS = S.TRICKS


class Briscan(BriscanFields):
    FACTS = GameFacts(
        name="briscan",
        title="Briscan",
        players=(2,),
        default_players=2,
        options=BRISCAN_OPTIONS,
        book=BRISCAN_BOOK,
        words=WORDS,
        prefixed=(),
        action_help={
            "deal": "deal the next hand",
            "exchange": "exchange the seven of trumps for the turn-up",
            "draw": "end the declarations and draw from the talon",
            "meld": "declare a meld",
            "meld:marriage:<K><Q>": "declare a marriage, e.g. meld:marriage:KHQH (20; 40 in trumps)",
            "meld:sequence:<cards>": "declare a tierce, quatrième or quinte, cards in natural order, "
            "e.g. meld:sequence:THJHQH (doubled in trumps)",
            "meld:quartet:<cards>": "declare four aces, tens, kings, queens or jacks, e.g. meld:quartet:KSKHKDKC",
            "meld:blanche:<cards>": "declare a carte blanche: the whole hand of five courts (20) or "
            "five pips (10)",
            "meld:ace:<card>": "declare the ace of trumps, e.g. meld:ace:AH (only with "
            "ace_trump_bonus='declared')",
        },
        capabilities=Capabilities(
            tricks=True,
            positions=True,
            rollout_policy=True,
            endgame=True,
            endgame_sides=True,
            action_label=True,
        ),
        phases=Phase,
        hand="deal",
        hand_over_rule="deal.alternate",  # DB11: the players deal alternately
        position_keys=POS.POSITION_KEYS,
        bench_configs=((2, {}),),
    )
    # ------------------------------------------------ the variant, as data
    SIZE: ClassVar[int] = 5  # cards dealt to each player (B7)
    MELD_KINDS: ClassVar[tuple[int, ...]] = (M.MARRIAGE, M.SEQUENCE, M.QUARTET, M.BLANCHE, M.ACE)
    QUARTETS_WIN: ClassVar[bool] = False  # a declared quartet wins the game at once (Brisque, B47)
    # The exchange closes once the trick for the last EXCHANGE_DEADLINE talon cards (turn-up
    # included) is begun (B13); 0: while the turn-up lies in the talon (Brisque, B15).
    EXCHANGE_DEADLINE: ClassVar[int] = 2

    # ------------------------------------------------------------ encoding
    @classmethod
    def encode(cls, action: str) -> int:
        if isinstance(action, str) and action.strip().startswith("meld:"):
            return M.encode(action.strip(), cls.FACTS.name)
        return super().encode(action)

    @classmethod
    def decode(cls, code: int) -> str:
        if is_meld(code):
            return M.decode(code)
        return super().decode(code)

    # ------------------------------------------------------- variant hooks
    def _kind_problem(self, kind: int, cards: list[int]) -> Refusal | None:
        """Is this kind of meld declared at all (Briscan: the ace of trumps only as a meld)?"""
        if kind == M.ACE and self.options["ace_trump_bonus"] != "declared":
            return "bonus.ace-timing", (
                "the ace of trumps scores by itself when dealt or drawn (option ace_trump_bonus)"
            )
        return None

    def _reuse_or_run_problem(self, seat: int, kind: int, code: int, cards: list[int]) -> Refusal | None:
        return L.reuse_or_run_problem(self, seat, kind, code, cards)

    def _turnup_bonus(self) -> bool:
        """Does the dealer score 10 for turning up an honour (B10)?"""
        return True

    def _ace_scores_itself(self) -> bool:
        """Does the ace of trumps score when it is dealt or drawn, undeclared (DB36)?"""
        return bool(self.options["ace_trump_bonus"] == "automatic")

    def _score_exhausted_talon(self, w: int) -> None:
        S.five_trumps(self, w)

    def _score_deal_end(self, w: int) -> None:
        S.deal_end_bonuses(self, w)

    # ------------------------------------------------------------- helpers
    def _r(self, suffix: str) -> str:
        return f"{self.FACTS.name}.{suffix}"

    def meld_kinds(self) -> tuple[int, ...]:
        """The kinds of meld declared in this game (the ace of trumps only if it is a meld)."""
        if self.options.get("ace_trump_bonus") == "declared":
            return self.MELD_KINDS
        return tuple(k for k in self.MELD_KINDS if k != M.ACE)

    def talon_count(self) -> int:
        """Cards left in the talon, the turn-up included."""
        return len(self.talon) + (self.upcard is not None)

    # -------------------------------------------------------------- set-up
    def _setup(self, deal: Any) -> None:
        self._first_hand(deal)

    def _draw_first_dealer(self) -> int:
        """B6: the higher card deals; cards rank in the trick order (DB6), equal ranks draw again."""
        order = M.TRICK if self.options["draw_order"] == "trick" else M.NATURAL  # DB6
        return draw_first_dealer(
            self,
            PACK,
            lambda c: order[c & C.RANK_MASK],
            lowest=False,
            redraw="all",
            describe=lambda d: W(
                "briscan.log.draws-two", p=wseat(0), c=wcard(d[0]), q=wseat(1), d=wcard(d[1])
            ),
            verdict=lambda s: (s, W("briscan.log.drew-higher", p=wseat(s))),
        )

    def _deal_hand(self) -> None:
        rng = stream(self.seed, "deal", self.hand_number)
        deck = PACK[:]
        rng.shuffle(deck)
        hands: list[list[int]] = [[], []]
        pos = 0
        for packet in (int(k) for k in self.options["packets"].split("-")):  # DB8
            for i in range(2):
                seat = (self.dealer + 1 + i) % 2
                hands[seat].extend(deck[pos : pos + packet])
                pos += packet
        self._start_hand(hands, deck[pos], deck[pos + 1 :])

    def _deal_explicit(self, deal: Any) -> None:
        dealer, parsed = read_deal(deal, self.players, ("dealer", "hands", "turnup", "talon"))
        if any(len(h) != self.SIZE for h in parsed):
            raise failure(ValueError, "error.hand-size", n=self.SIZE)
        turnup, talon = turnup_and_rest(deal, parsed, PACK, "talon", W("error.deal-note-talon"))
        self.dealer = dealer
        self._event(E.EXPLICIT_DEAL, W("common.log.explicit-deal", p=wseat(dealer)), (dealer,))
        self._start_hand(parsed, turnup, talon)

    def _start_hand(self, hands: list[list[int]], turnup: int, talon: list[int]) -> None:
        self.hands = hands
        self.trump = turnup >> SUIT_SHIFT
        self.upcard = turnup
        self.turnup_dealt = turnup
        self.talon = list(talon)
        self._start_tricks(1 - self.dealer)
        self.final_won = [0, 0]
        self.won = [[], []]
        self.trick_no = 0
        self.window = None
        self.window_count = 0
        self.melds = []
        self.seq_cards = []
        self.known = [[], []]
        self.exchanged = None
        self.ace_by_exchange = None
        self.hand_points = [0, 0]
        self.hand_terms = []
        self.next_dealer = None
        self.phase = PLAY
        self._event(
            E.DEAL,
            W(
                "briscan.log.deal",
                n=self.hand_number,
                p=wseat(self.dealer),
                size=self.SIZE,
                c=wcard(turnup),
                suit=W(f"common.suits.{C.SUITS[self.trump]}"),
            ),
            (self.dealer,),
            (turnup,),
        )
        if (turnup & C.RANK_MASK) in HONOURS and self._turnup_bonus():
            S.score(self, self.dealer, 10, W("briscan.why.turnup", c=wcard(turnup)), "deal.turnup-bonus")
        if self._ace_scores_itself():
            ace = C.code(self.trump, C.ACE)
            for s in range(2):
                if ace in hands[s] and self.winners is None:
                    self.known[s].append(ace)
                    S.score(self, s, M.ACE_OF_TRUMPS_POINTS, W("briscan.why.ace-dealt"), "bonus.ace-trumps")

    # --------------------------------------------------------------- queries
    @property
    def current_player(self) -> int | None:
        ph = self.phase
        if ph == PLAY:
            return (self.leader + len(self.trick)) % 2
        actor = _ACTORS.get(ph)
        return super().current_player if actor is None else actor(self)

    def tricks_left(self) -> int | None:
        """Tricks still to play in this hand, the one in progress included (for the endgame
        search); the cards still in the talon count, since each trick draws two."""
        if self.phase not in LIVE:
            return None
        return max(len(h) for h in self.hands) + self.talon_count() // 2

    def endgame_sides(self) -> list[int]:
        return [0, 1]

    def card_rank(self, card: Any) -> int:
        c = C.card(card)
        return M.TRICK[c & C.RANK_MASK] + (8 if c >> SUIT_SHIFT == self.trump else 0)

    def all_cards(self) -> list[int]:
        out = [c for h in self.hands for c in h] + self.talon + self.trick + self.won[0] + self.won[1]
        if self.upcard is not None:
            out.append(self.upcard)
        return out

    def hidden_zones(self, seat: int) -> list[list[int]]:
        return [self.hands[1 - seat], self.talon]

    def zone_constraints(self, seat: Seat, zones: list[list[Card]]) -> list[Constraint]:
        other = 1 - seat
        out: list[Constraint] = []
        for z in zones:
            if z is self.hands[other]:
                forbidden = {c for c in PACK if self.voids[other] >> (c >> SUIT_SHIFT) & 1}
                out.append((forbidden, set(self.known[other])))
            else:
                out.append((set(), set()))
        return out

    def rollout_code(self, rng: random.Random, legal: list[int] | None = None) -> int:
        """The game's playing policy (the baseline bot and the search's rollouts): see policy.py."""
        return policy.rollout_code(self, rng, legal)

    def meld_value(self, code: int) -> int:
        kind, cards = M.split(code)
        return M.value(kind, cards, self.trump, self.options.get("quartets_doubled") == "yes")

    def same_window_overlap(self, seat: int | None, code: int) -> list[list[int]]:
        """The melds of this window that a sequence ``code`` would share cards with (rule
        meld.sequence-cards, ¶31): the sequence's cards serve in no other meld of its window,
        whichever was declared first, so declaring it withdraws them.  Melds of earlier windows
        keep their points (meld.reuse, DB28)."""
        if M.kind_of(code) != M.SEQUENCE:
            return []
        mask = M.cards_mask(code)
        return [m for m in self.melds if m[0] == seat and m[3] == self.trick_no and M.cards_mask(m[1]) & mask]

    # -------------------------------------------------------------- legality
    def _legal_codes(self) -> list[int]:
        ph = self.phase
        if ph == PLAY:
            return L.play_codes(self)
        legal = _LEGAL.get(ph)
        return super()._legal_codes() if legal is None else legal(self)

    def _why_illegal(self, code: int) -> tuple[str, Text]:
        ph = self.phase
        if ph == PLAY:
            return L.play_refusal(self, code)
        refuse = _REFUSALS.get(ph)
        return super()._why_illegal(code) if refuse is None else refuse(self, code)

    # ---------------------------------------------------------------- moves
    def _do(self, code: int) -> None:
        ph = self.phase
        if ph == PLAY:
            if is_card(code):
                self._play_card(code)
            elif is_meld(code):
                self._declare(self.leader, code)
            else:
                self._exchange((self.leader + len(self.trick)) % 2, code)
            return
        move = _MOVES.get(ph)
        if move is None:
            super()._do(code)  # the shared phases: the next deal
        else:
            move(self, code)

    def _declaration(self, code: int) -> None:
        """A move of the declarations before the draw: a meld, the exchange, or the draw."""
        seat = self.window
        assert seat is not None  # the declare phase always has its window
        if is_meld(code):
            self._declare(seat, code)
        elif code == EXCHANGE:
            self._exchange(seat, code)
        else:
            self._log(seat, "action", code)
            self._close_declarations(seat)

    def _exchange(self, seat: int, code: int) -> None:
        seven = self.trump << SUIT_SHIFT | C.SEVEN
        up = self.upcard
        assert up is not None  # the exchange is legal only before the last draw
        hand = self.hands[seat]
        hand.remove(seven)
        if seven in self.known[seat]:
            self.known[seat].remove(seven)
        hand.append(up)
        self.known[seat].append(up)
        self.upcard = seven
        self.exchanged = seat
        if up == C.code(self.trump, C.ACE):
            self.ace_by_exchange = seat
        self._log(seat, "action", code)
        self._event(
            "exchange",
            W("briscan.log.exchange-takes", p=wseat(seat), c=wcard(up)),
            (seat,),
            (up, seven),
        )
        if self.options["exchange_bonus"]:
            S.score(
                self, seat, self.options["exchange_bonus"], W("briscan.why.exchange"), "exchange.no-score"
            )

    def _declare(self, seat: int, code: int) -> None:
        kind, cards = M.split(code)
        pts = self.meld_value(code)
        for m in self.same_window_overlap(seat, code):
            S.withdraw(self, m)
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
        if self.QUARTETS_WIN and kind == M.QUARTET:
            S.finish_match(self, seat, W("briscan.log.quartet-wins", p=wseat(seat), what=what))
            return
        S.score(self, seat, pts, what, L.RULE_OF_KIND.get(kind))
        if self.winners is not None:
            return
        if self.phase == DECLARE and (
            self.options["melds_per_window"] == "one" or not L.meld_codes(self, seat)
        ):
            self._close_declarations(seat)

    def _close_declarations(self, seat: int) -> None:
        self.window = None
        self.phase = PLAY
        self._draw(seat)

    def _play_card(self, code: int) -> None:
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
        final = self.upcard is None and not self.talon
        if final and follow >> SUIT_SHIFT != lead >> SUIT_SHIFT:
            self.voids[seat] |= 1 << (lead >> SUIT_SHIFT)  # could not follow suit
            if follow >> SUIT_SHIFT != self.trump:
                self.voids[seat] |= 1 << self.trump  # nor trump
        self.trick_no += 1
        w, cards = self._close_trick()
        self.won[w].extend(cards)
        if final:
            self.final_won[w] += 1
        if self.trick_no == TRICKS:
            S.end_deal(self)
            return
        if not final:
            if self.options["meld_after_draw"] == "no":
                self.window = w
                self.window_count = 0
                if L.meld_codes(self, w):
                    self.phase = DECLARE
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

    def _trick_winner_index(self, trick: list[int]) -> int:
        """B21: a higher card of the suit led, or a trump on another suit, wins."""
        return M.trick_winner(trick[0], trick[1], self.trump) if len(trick) == 2 else 0

    def _taken_text(self, winner: int, index: int, trick: list[int]) -> Text:
        return W("briscan.log.takes-trick", p=wseat(winner), n=self.trick_no)

    def _next_dealer(self) -> int:
        return S.next_dealer(self)

    def _draw(self, w: int) -> None:
        auto_ace = self._ace_scores_itself()
        ace = C.code(self.trump, C.ACE)
        for s in (w, 1 - w):
            if self.talon:
                c = self.talon.pop(0)
                self._event("draw", W("briscan.log.draws", p=wseat(s), c=wcard(c)), (s,), (c,), private=s)
            else:
                assert self.upcard is not None  # a draw always finds a card
                c, self.upcard = self.upcard, None
                self.known[s].append(c)
                self._event(
                    "turn-up-taken", W("briscan.log.turnup-taken", p=wseat(s), c=wcard(c)), (s,), (c,)
                )
            self.hands[s].append(c)
            if auto_ace and c == ace and self.winners is None:
                if c not in self.known[s]:
                    self.known[s].append(c)
                S.score(self, s, M.ACE_OF_TRUMPS_POINTS, W("briscan.why.ace-drawn"), "bonus.ace-trumps")
        if self.winners is not None:
            return
        n = self.talon_count()
        if n:
            self._event("talon", W("briscan.log.talon", n=n), amounts=(n,))
            return
        self._event(
            "talon-exhausted",
            W("briscan.log.talon-exhausted"),
        )
        self._score_exhausted_talon(w)

    # --------------------------------------------------------- descriptions
    def _sheet(self, result: dict[str, Any], names: list[str]) -> Sheet:
        return V.deal_sheet(self, result, names)

    def _describe(self, seat: int, code: int, secret: bool) -> Text:
        return V.describe(self, seat, code)

    def _observe(self, seat: Seat, obs: Observation) -> None:
        V.observe(self, seat, obs)

    def action_label(self, action: str) -> str | None:
        """The label of a declaration, with its value now, in the reader's language."""
        w = V.label_words(self, action)
        return None if w is None else plain(w)

    def _label_words(self, action: str) -> Text | None:
        """The label of a button: a declaration with its value now, the exchange, the draw."""
        return V.label_words(self, action)

    # ------------------------------------------------------------ positions
    def _check_position_cards(self, cards: list[int], what: str) -> None:
        if any(c not in PACK for c in cards):
            raise failure(ValueError, "position.briscan.only-32-cards")

    def _set_position(self, position: Any) -> None:
        """A deal in play from a JSON position.  Keys: trump, hand (of the player to move), trick (0 or 1
        card), talon (cards left in the talon, turn-up included; 0 = the final phase), turnup,
        dealer, leader, hands, tricks_won, final_tricks_won, options, seed; ``window: true`` puts
        the leader in a declaration window (he has just won a trick) and ``declared`` lists the
        meld actions declared in earlier windows of the deal (the leader's, or one list per seat).
        The scoring context: ``piles`` (the cards each seat has won), ``hand_points`` (scored in
        this deal so far) and ``scores`` (the match totals).  See docs/api.md."""
        POS.set_position(self, position)


# Dispatch on the phase, one table per hook, for the phases besides the play (the play, the hot
# path, is each hook's first test; the hand-over and the match-over are the shared layer's).

# phase -> the seat to act (the declarations before the draw: the trick's winner)
_ACTORS: dict[PhaseEnum, Callable[[Briscan], int | None]] = {DECLARE: lambda st: st.window}

# phase -> its legal actions
_LEGAL: dict[PhaseEnum, Callable[[Briscan], list[int]]] = {DECLARE: L.declare_codes}

# phase -> why an action is refused
_REFUSALS: dict[PhaseEnum, Callable[[Briscan, int], tuple[str, Text]]] = {DECLARE: L.declare_refusal}

# phase -> the move of the seat to act
_MOVES: dict[PhaseEnum, Callable[[Briscan, int], None]] = {DECLARE: Briscan._declaration}
