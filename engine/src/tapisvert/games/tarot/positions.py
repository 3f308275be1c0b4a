"""Positions set up by hand (``Tarot.from_position``) and the winner of a given trick.

Besides the cards (``hand``, ``hands``, ``trick``, ``leader``, ``dealer``, ``first_trick``), a position
sets the scoring context of the deal in play: the ``contract`` and ``taker``, the ``called`` card and
its holder (``partner``) with 5 players, the ``chien`` (Garde sans / contre) or the taker's ``discard``
(Prise / Garde), each side's ``piles``, the ``poignees`` shown, and the match's ``scores`` after
``deals_played`` deals.  Every key is checked against the others (ValueError naming the contradiction).
"""

from ... import cards as C, position as P
from ...position import Position
from ...rng import stream
from ...words import card as wcard, failure, words
from .codes import CONTRACTS, LEVELS, PLAY
from .declarations import POIGNEE_BONUS
from .fields import TarotFields
from .pack import BOUTS, EXCUSE, KINGS, PACK, PACK_SET, SIX, STR, Card, card_names, split

KEYS = P.TRICK_KEYS | frozenset(
    {
        "called",
        "first_trick",
        "taker",
        "contract",
        "partner",
        "chien",
        "discard",
        "piles",
        "poignees",
        "scores",
        "deals_played",
    }
)


def winner_index(trick: list[Card]) -> int:
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


def _contract(position: Position) -> int:
    name = position.get("contract", "prise")
    if name not in CONTRACTS:
        raise failure(
            ValueError,
            "position.tarot.contract-one-contracts-not",
            contracts=", ".join(CONTRACTS),
            name=repr(name),
        )
    return CONTRACTS.index(name)


def _set_aside(position: Position, contract: int, size: int) -> tuple[list[Card], list[Card]]:
    """(chien, discard): the face-down chien of a Garde sans / contre, or the taker's discard of a
    Prise / Garde (whose chien was shown and taken into his hand)."""
    chien = discard = []
    if contract >= 2:
        if "discard" in position:
            raise failure(
                ValueError, "position.tarot.discard-with-contract-taker", contract=CONTRACTS[contract]
            )
        if "chien" in position:
            chien = C.parse_cards(position["chien"], "chien")
            if len(chien) != size:
                raise failure(
                    ValueError, "position.tarot.chien-holds-count-cards", count=len(chien), size=size
                )
    else:
        if "chien" in position:
            raise failure(
                ValueError, "position.tarot.chien-with-contract-chien", contract=CONTRACTS[contract]
            )
        if "discard" in position:
            discard = C.parse_cards(position["discard"], "discard")
            if len(discard) != size:
                raise failure(
                    ValueError, "position.tarot.discard-holds-count-cards", count=len(discard), size=size
                )
            banned = [c for c in discard if c in KINGS or c in BOUTS]
            if banned:
                raise failure(
                    ValueError, "position.tarot.discard-holds-cards-no", cards=", ".join(card_names(banned))
                )
    return chien, discard


def _poignees(
    position: Position, n: int, thresholds: tuple[int, int, int]
) -> list[tuple[int, int, list[Card] | None]]:
    """(seat, level, cards shown or None) for each poignée of ``position['poignees']``."""
    given = position.get("poignees", [])
    if not isinstance(given, list):
        raise failure(ValueError, "position.tarot.poignees-list-shape-cards", shape='{"seat", "level"}')
    out: list[tuple[int, int, list[Card] | None]] = []
    for p in given:
        if not isinstance(p, dict) or set(p) - {"seat", "level", "cards"}:
            raise failure(ValueError, "position.tarot.poign-e-shape-with", shape='{"seat", "level"}')
        seat = P.seat(p, "seat", -1, n)
        if p.get("level") not in LEVELS:
            raise failure(ValueError, "position.tarot.poign-e-level-one", levels=", ".join(LEVELS))
        lv = LEVELS.index(p["level"])
        if any(s == seat for s, _, _ in out):
            raise failure(ValueError, "position.tarot.poignees-seat-seat-shows", seat=seat)
        cards = None
        if "cards" in p:
            cards = C.parse_cards(p["cards"], "poignée")
            if len(cards) != thresholds[lv] or any(SIX[c] < 4 for c in cards):
                raise failure(
                    ValueError, "position.tarot.level-poign-e-shows", level=p["level"], trumps=thresholds[lv]
                )
        out.append((seat, lv, cards))
    return out


POSITION_KEYS = KEYS | {"trump"}  # "trump": refused with a word of explanation (Tarot's FACTS)


class Positions(TarotFields):
    """A state from a position (the shared ``from_position``, this game's ``_set_position``) and
    the winner of a trick (the shared ``trick_winner``, this game's winner rule)."""

    def _set_position(self, position: Position) -> None:
        if "trump" in position:
            raise failure(ValueError, "position.tarot.no-trump-key")
        n = self.players
        dealer = P.seat(position, "dealer", n - 1, n)
        leader = P.seat(position, "leader", (dealer + 1) % n, n)
        taker = P.seat(position, "taker", (dealer + 1) % n, n)
        contract = _contract(position)
        trick, hand, hands, played = P.trick_and_hands(position, n, leader, self.hand_size)
        first = position.get("first_trick", False)
        if not isinstance(first, bool):
            raise failure(ValueError, "position.tarot.first-trick-true-or")
        called = position.get("called")
        if called is not None:
            if n != 5:
                raise failure(ValueError, "position.tarot.called-applies-only-players")
            called = C.card(called) if isinstance(called, str) and C.is_card(called) else None
            if (
                called is None
                or SIX[called] > 3
                or (called & C.RANK_MASK) not in (C.JACK, C.KNIGHT, C.QUEEN, C.KING)
            ):
                raise failure(ValueError, "position.tarot.called-king-queen-knight")
        if "partner" in position and called is None:
            raise failure(ValueError, "position.tarot.partner-holder-called-card")
        chien, discard = _set_aside(position, contract, self.chien_size)
        piles = P.piles(position, 2, n)
        poignees = _poignees(position, n, self.thresholds)
        in_hands = [c for hh in hands if hh for c in hh]
        used = trick + in_hands + chien + discard + [c for p in piles or [] for c in p]
        P.cards_once(used)
        if any(c not in PACK_SET for c in used):
            raise failure(ValueError, "position.tarot.only-cards-tarot-pack")
        for seat, _, cards in poignees:
            for c in cards or []:
                elsewhere = next((s for s, hh in enumerate(hands) if s != seat and hh and c in hh), None)
                if elsewhere is not None or c in chien or c in discard:
                    where = (
                        words("position.tarot.where-hand", s=elsewhere)
                        if elsewhere is not None
                        else words("position.tarot.where-set-aside")
                    )
                    raise failure(
                        ValueError,
                        "position.tarot.poignees-seat-seat-shows-2",
                        seat=seat,
                        card=wcard(c),
                        where=where,
                    )
        tricks_done = 0 if first else self.hand_size - len(hand)
        if piles is not None:
            if first and any(piles):
                raise failure(ValueError, "position.tarot.piles-no-trick-has")
            won = [len(p) // n for p in piles]
            if not first and sum(won) != tricks_done:
                raise failure(
                    ValueError,
                    "position.tarot.piles-hold-tricks-tricks",
                    tricks=sum(won),
                    count=len(hand),
                    tricks_done=tricks_done,
                    size=self.hand_size,
                )
        rest = [c for c in PACK if c not in set(used)]
        rng = stream(self.seed, "position")
        rng.shuffle(rest)
        # a poignée's trumps not yet placed are still in its shower's hand
        # (or were played earlier): never in another's hand
        shown_by = {c: s for s, _, cards in poignees for c in cards or [] if c in rest}
        for s in range(n):
            if hands[s] is None:
                want = len(hand) - (1 if s in played else 0)
                mine = [c for c in rest if shown_by.get(c) == s]
                free = [c for c in rest if c not in shown_by]
                if len(mine) > want:
                    raise failure(
                        ValueError,
                        "position.tarot.poignees-seat-holds-want",
                        s=s,
                        want=want,
                        trumps=len(mine),
                    )
                if len(mine) + len(free) < want:
                    raise failure(ValueError, "position.tarot.not-enough-cards-left")
                filled = mine + free[: want - len(mine)]
                hands[s] = filled
                taken = set(filled)
                rest = [c for c in rest if c not in taken]
        if piles is not None and rest:
            raise failure(
                ValueError,
                "position.tarot.piles-count-cards-pack",
                count=len(rest),
                where=words("position.tarot.in-chien" if contract >= 2 else "position.tarot.in-discard"),
                cards=" ".join(card_names(sorted(rest))),
            )
        scores = P.whole_numbers(position, "scores", n)
        deals_played = position.get("deals_played", 0)
        if (
            isinstance(deals_played, bool)
            or not isinstance(deals_played, int)
            or not 0 <= deals_played < self.deals_target
        ):
            raise failure(
                ValueError,
                "position.tarot.deals-played-last-match",
                last=self.deals_target - 1,
                deals=self.deals_target,
            )
        if any(scores) and not deals_played:
            raise failure(ValueError, "position.tarot.scores-before-any-deal")
        if sum(scores) and self.options["misere_payers"] != "single":
            raise failure(ValueError, "position.tarot.scores-add-up-total", total=sum(scores))
        # the state: the play of the cards, the deal's earlier tricks in the piles
        self.dealer = dealer
        self.hand_number = deals_played + 1
        self.log[0] = (self.hand_number, *self.log[0][1:])  # logged before the deal's number was known
        self.deals_scored = deals_played
        self.scores = scores
        self.points_before = list(scores) if any(scores) else None
        self.hands = [split(hh) for hh in hands if hh is not None]
        self.chien, self.discard = chien, discard
        self.shown_discard = [c for c in discard if SIX[c] == 4]
        self.chien_seen, self.shown_chien = False, None
        self.taker, self.contract, self.best = taker, contract, contract
        self.side_of = [1] * n
        self.side_of[taker] = 0
        self.called = called if called is not None else -1
        self.partner = taker
        self.holder = -1
        if called is not None:
            self._place_partner(position, called, trick, leader, piles)
        if piles is None:
            self.won = [[], rest]  # the earlier tricks, unknown: in the defence's pile
            self.tricks_side = [0, tricks_done]
        else:
            self.won = [list(p) for p in piles]
            self.tricks_side = [len(p) // n for p in piles]
        self.tricks_done = tricks_done
        self.total_tricks = self.tricks_done + len(hand)
        self.tricks_won = [0] * n
        self.poignees = [
            {"seat": s, "level": LEVELS[lv], "bonus": POIGNEE_BONUS[lv], "cards": card_names(cards or [])}
            for s, lv, cards in poignees
        ]
        for s, _, cards in poignees:
            self.pshown[s] = cards
        self.leader = leader
        self.trick = []
        self.led, self.top, self.wbest, self.wpos, self.ex_seat = -1, 0, -1, 0, -1
        self.opening = first
        self.decl = [[] for _ in range(n)]
        self.phase = PLAY
        self.turn = leader
        for c in trick:  # replay the trick's cards through the trusted path
            s = self.turn
            self.hands[s][SIX[c]].append(c)
            self.hands[s][SIX[c]].sort()
            self._play(c)
        del self.log[1:]  # the trick is the position, not actions in it

    def _place_partner(
        self, position: Position, called: Card, trick: list[Card], leader: int, piles: list[list[Card]] | None
    ) -> None:
        """The taker's side with 5 players: the holder of the called card, if it is in a hand or
        was played to this trick; else ``position.partner`` (it was played earlier: required if it
        lies in the piles given); alone if it is in the chien or the discard."""
        n = self.players
        holder = next((s for s in range(n) if called in self.hands[s][SIX[called]]), -1)
        if called in trick:
            holder = (leader + trick.index(called)) % n
        given = position.get("partner")
        if given is not None:
            given = P.seat(position, "partner", -1, n)
        if called in self.chien or called in self.discard:
            if given is not None and given != self.taker:
                raise failure(
                    ValueError,
                    "position.tarot.partner-card-where-so",
                    card=wcard(called),
                    where=words(
                        "position.tarot.in-chien" if called in self.chien else "position.tarot.in-discard"
                    ),
                )
            self.alone_known = called in self.discard
            return
        if holder < 0:
            if given is None:
                if piles is None:
                    return  # among the earlier tricks, unknown: as if the taker were alone
                raise failure(ValueError, "position.tarot.called-card-has-been", card=wcard(called))
            holder = given
            self.partner_public = True
        elif given is not None and given != holder:
            raise failure(
                ValueError,
                "position.tarot.partner-seat-given-but",
                given=given,
                holder=holder,
                card=wcard(called),
            )
        self.partner = self.holder = holder
        self.side_of[holder] = 0
        if called in trick:
            self.partner_public = False  # revealed again when the trick is replayed

    def _position_trump(self, position: Position) -> None:
        if "trump" in position:
            raise failure(ValueError, "position.tarot.no-trump-key")

    def _check_position_cards(self, cards: list[Card], what: str) -> None:
        if any(c not in PACK_SET for c in cards):
            raise failure(ValueError, "position.tarot.only-cards-tarot-pack")

    def _trick_winner_index(self, trick: list[Card]) -> int:
        return winner_index(trick)
