"""The bidding, the call of a card (5 players), the chien and the discard (FFT §3–§5)."""

from bisect import insort

from ... import cards as C
from ...types import Code
from ...words import Text, Words, card as wcard, cards as wcards, seat, words
from .codes import ANNOUNCE, BID, CALL, CALLP, DISCARD, ECART, W_BIDS, W_PASS
from .fields import TarotFields
from .pack import BOUTS, SIX, Card, sort_key

CONTRACT_KEYS = ("prise", "garde", "garde-sans", "garde-contre")


def contract_words(i: int) -> Words:
    """A contract's name (Prise, Garde, Garde sans le chien, Garde contre le chien)."""
    return words(f"tarot.contract.{CONTRACT_KEYS[i]}")


class Bidding(TarotFields):
    """From the first bid to the announcement of a chelem."""

    def _bid_rule(self, code: Code) -> tuple[bool, str, Text]:
        """May the player to act say ``code`` (pass or a contract) now: (allowed, rule id, reason),
        read by both the legal actions and the refusal (one legality path)."""
        if self.phase != BID:
            return False, "tarot.bid.order", words("tarot.refuse.bidding-over")
        if code == W_PASS or code in W_BIDS[self.best + 1 :]:
            return True, "tarot.bid.order", ""
        return (
            False,
            "tarot.bid.order",
            words("tarot.refuse.bid-higher", contract=contract_words(self.best)),
        )

    def _plain_discardable(self) -> list[Card]:
        h = self.hands[self.taker]
        return [c for s in range(4) for c in h[s] if (c & C.RANK_MASK) != C.KING]

    def _trumps_discardable(self) -> bool:
        """A trump may go to the discard only when the plain cards cannot fill it."""
        return len(self._plain_discardable()) < self.chien_size - len(self.discard)

    def _discard_refusal(self, card: Card, trumps: bool | None = None) -> str | None:
        """The discard rule (FFT §5), stated once: None when the taker may put ``card`` in his
        discard now, else the rule that keeps it out: never a king or a bout
        (``chien.discard-no-king-bout``), a trump only when his plain cards cannot fill the discard
        (``chien.discard-trumps``; ``trumps``: ``_trumps_discardable()``, when known).  The legal
        discards (``_discardable``) and the refusal (``_why_illegal``) both read it."""
        six = SIX[card]
        if card in BOUTS or (six < 4 and card & C.RANK_MASK == C.KING):
            return "chien.discard-no-king-bout"
        if six == 4 and not (self._trumps_discardable() if trumps is None else trumps):
            return "chien.discard-trumps"
        return None

    def _discardable(self) -> list[Card]:
        """The cards the taker may discard now: his plain cards, then his trumps (suit 4) if the
        rule allows them; never the Excuse (kept apart, suit 5)."""
        h = self.hands[self.taker]
        trumps = self._trumps_discardable()
        return [c for s in range(5) for c in h[s] if self._discard_refusal(c, trumps) is None]

    def _callable(self) -> list[Card]:
        h = self.hands[self.taker]
        held = {c for s in range(4) for c in h[s]}
        out = []
        for r in (C.KING, C.QUEEN, C.KNIGHT, C.JACK):
            out += [C.code(s, r) for s in range(4)]
            if not all(C.code(s, r) in held for s in range(4)):
                break
        return out

    def _bid(self, code: int) -> None:
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

    def _end_bidding(self) -> None:
        n = self.players
        if self.taker < 0:
            if self.options["goulash"]:
                self.goulash_deal = True
                self.side_of = list(range(n))
                self.won = [[] for _ in range(n)]
                self.tricks_side = [0] * n
                self._event(
                    "goulash",
                    words("tarot.log.goulash"),
                )
                self._start_play()
                return
            self._event("all-pass", words("tarot.log.all-pass"))
            self._cancel(words("tarot.result.all-pass"))
            return
        self.contract = self.best
        self.side_of[self.taker] = 0
        self._event(
            "taker",
            words("tarot.log.taker", p=seat(self.taker), contract=contract_words(self.contract)),
            (self.taker,),
            amounts=(self.contract,),
        )
        if n == 5:
            self.phase = CALLP
        else:
            self._after_call()

    def _call(self, card: Card) -> None:
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
            self.partner = tk  # in the chien: the taker plays alone
        self._after_call()

    def _after_call(self) -> None:
        tk = self.taker
        if self.contract <= 1:
            chien = sorted(self.chien, key=sort_key)
            self._event("chien-shown", words("tarot.log.chien-shown", cs=wcards(chien)), cards=tuple(chien))
            self.shown_chien = chien
            self.chien_seen = True
            h = self.hands[tk]
            for c in self.chien:
                insort(h[SIX[c]], c)
            if self.called in self.chien:
                self.alone_known = True
                self._event("called-in-chien", words("tarot.log.called-in-chien", p=seat(tk)), (tk,))
            self.chien = []
            self.phase = ECART
        else:
            self.shown_chien = None
            self.phase = ANNOUNCE

    def _discard(self, card: Card) -> None:
        tk = self.taker
        self.hands[tk][SIX[card]].remove(card)
        self.discard.append(card)
        if SIX[card] == 4:
            self._log(tk, "action", DISCARD + card)
            self.shown_discard.append(card)
            self._event(
                "trump-discarded",
                words("tarot.log.trump-discarded", p=seat(tk), c=wcard(card)),
                (tk,),
                (card,),
            )
        else:
            self._log(tk, "action", DISCARD + card, private=tk)
        if len(self.discard) == self.chien_size:
            self.phase = ANNOUNCE
            if self.options["misere_hand"] == "after-discard" and self.options["miseres"]:
                self.misere_ok[tk] = self._misere_bits(self.hands[tk])  # TAR5 alternative
