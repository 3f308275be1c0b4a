"""What a state shows and says: observations, descriptions of actions, button labels, the
refusals' reasons, prompts and score sheets (presentation only: nothing here changes the play)."""

from typing import Any, cast

from ... import cards as C
from ...extras import TarotExtra
from ...phase import PhaseEnum
from ...state import WORD_BASE
from ...types import Action, JSONObject, Observation, Seat, Sheet
from ...words import Text, Words, card as wcard, cards as wcards, plain, rule as wrule, seat as wseat, words
from .bidding import contract_words
from .codes import (
    ANNOUNCE,
    BID,
    CALL,
    CALLP,
    CARD_CODES,
    CONTRACTS,
    DISCARD,
    ECART,
    HIDE,
    HIDEP,
    LEVELS,
    MATCH,
    OVER,
    PLAY,
)
from .declarations import POIGNEE_BONUS
from .fields import TarotFields
from .legal import legal_cards
from .pack import SIX, TWENTY_ONE, card_names, sort_key
from .prompt import tarot_prompt
from .scoring import COEF
from .sheet import deal_sheet

# What a card clicked stands for, phase by phase: the phases that take no card refuse it by their
# rule, saying what is awaited; the others take it as their card action (``prefix:card``); the
# play (and the hand-over) read it the shared way (``clicks.read_click``).
NO_CARD: dict[PhaseEnum, tuple[str, Text]] = {
    BID: ("tarot.bid.order", words("tarot.refuse.bidding-first")),
    ANNOUNCE: ("tarot.chelem.announce", words("tarot.refuse.announce-first")),
}
CARD_KIND: dict[PhaseEnum, int] = {CALLP: CALL, ECART: DISCARD, HIDEP: HIDE}


class View(TarotFields):
    """Observations, descriptions and explanations."""

    def _known_partner(self, seat: int) -> int | None:
        """The taker's partner as ``seat`` knows it: a seat, the taker (alone), or None."""
        if self.players != 5 or self.taker < 0 or self.called < 0:
            return None
        if self.partner_public or self.alone_known:
            return self.partner
        if seat == self.holder:
            return self.holder
        return None

    def _card_click(self, card: int) -> int | tuple[str, Text]:
        """A card clicked: called in the call, discarded in the discard, kept hidden while showing
        a poignée, played in the play; the bidding and the chelem's announcement take no card."""
        ph = self.phase
        refusal = NO_CARD.get(ph)
        if refusal is not None:
            return refusal
        kind = CARD_KIND.get(ph)
        return super()._card_click(card) if kind is None else kind + card

    def _why_illegal(self, code: int) -> tuple[str, Text]:
        ph = self.phase

        def rid(s: str) -> str:
            return f"tarot.{s}"

        def st(s: str) -> Text:
            return words("common.refuse.rule", r=wrule(self.FACTS.book, rid(s)))

        if ph == OVER:
            return super()._why_illegal(code)  # the shared hand-over: tarot.deal.rotation
        if ph == MATCH:
            return rid("match.target"), words("common.refuse.match-over")
        if code < CARD_CODES:
            if ph != PLAY:
                return rid("play.phase"), words(
                    "tarot.refuse.cards-not-now", phase=words(f"tarot.phase.{ph.value}")
                )
            seat = self.turn
            if code not in self.hands[seat][SIX[code]] if SIX[code] >= 0 else True:
                return rid("play.from-hand"), words("common.refuse.not-held", p=wseat(seat), c=wcard(code))
            cards, rule = legal_cards(self, seat)
            # the rule that forbids this card: a plain card refused while trumps are due breaks the
            # duty to trump (trumps led: to follow in trumps), not the overtrump or the undertrump,
            # which say which trump (issue 40); a lower trump refused is the overtrump's
            if rule == "play.undertrump" or (rule in ("play.overtrump", "play.must-trump") and SIX[code] < 4):
                rule = "play.trump-led" if self.led == 4 else "play.must-trump"
            # in the hand's order, in words (issue 40: "Legal now: 12, 13, EX" printed codes)
            return rid(rule), words(
                "common.refuse.rule-legal-now", r=wrule(self.FACTS.book, rid(rule)), cs=wcards(sorted(cards))
            )
        if code >= WORD_BASE:
            w = self.FACTS.words[code - WORD_BASE]
            if w == "deal":
                return rid("deal.rotation"), words("tarot.refuse.deal-in-progress")
            if w == "pass" or w in CONTRACTS:
                _, rule, reason = self._bid_rule(code)
                return rule, reason
            if w in ("chelem", "no-chelem"):
                _, rule, reason = self._announce_rule(code)
                return rule, reason
            if w.startswith(("poignee", "misere")):
                _, rule, reason = self._declaration_rule(code)
                return rule, reason
        card = code % CARD_CODES
        if CALL <= code < DISCARD:
            if ph != CALLP:
                return rid("call.king"), words("tarot.refuse.call-when")
            return rid("call.king"), st("call.king")
        if DISCARD <= code < HIDE:
            if ph != ECART:
                return rid("chien.shown"), words("tarot.refuse.discard-when")
            if card not in self.hands[self.taker][SIX[card]] if SIX[card] >= 0 else True:
                return rid("play.from-hand"), words("tarot.refuse.taker-not-held", c=wcard(card))
            rule = self._discard_refusal(card) or "chien.discard-trumps"  # the rule, stated in bidding.py
            return rid(rule), st(rule)
        if HIDE <= code < HIDE + CARD_CODES:
            if ph != HIDEP:
                return rid("poignee.exact"), words("tarot.refuse.hide-when")
            return rid("poignee.exact"), words("tarot.refuse.hide-which")
        return rid("play.phase"), words(
            "tarot.refuse.not-now", action=repr(self.decode(code)), phase=words(f"tarot.phase.{ph.value}")
        )

    def _sheet(self, result: dict[str, Any], names: list[str]) -> Sheet:
        return deal_sheet(result, names, self.options)

    def _prompt(self, seat: Seat, legal: list[Action]) -> Text | None:
        return tarot_prompt(self, seat, legal)

    def _describe(self, seat: int, code: int, secret: bool) -> Text:
        p = wseat(seat)
        if code < CARD_CODES:
            return words("common.log.plays", p=p, c=wcard(code))
        if code < WORD_BASE:
            card = code % CARD_CODES
            if code < DISCARD:
                return words("tarot.log.calls", p=p, c=wcard(card))
            if code < HIDE:
                return (
                    words("tarot.log.discards-secret", p=p)
                    if secret
                    else words("tarot.log.discards", p=p, c=wcard(card))
                )
            return (
                words("tarot.log.hides-secret", p=p)
                if secret
                else words("tarot.log.hides", p=p, c=wcard(card))
            )
        w = self.FACTS.words[code - WORD_BASE]
        if w in CONTRACTS:
            return words("tarot.log.bids", p=p, contract=contract_words(CONTRACTS.index(w)))
        return words("tarot.log." + ("deal-next" if w == "deal" else w.replace(":", "-")), p=p)

    def _observe(self, seat: Seat, obs: Observation) -> None:
        n = self.players
        ph = self.phase
        h = self.hands[seat]
        mine = sorted((c for part in h for c in part), key=sort_key)
        taker_known = self.taker >= 0
        partner = self._known_partner(seat)
        if self.goulash_deal or not taker_known or ph == BID:
            # no sides while the bidding runs: the highest bidder so far is no taker yet (issue 40:
            # team badges were drawn during the auction)
            teams = None
        elif n != 5:
            teams = [[self.taker], [s for s in range(n) if s != self.taker]]
        elif partner is not None:
            att = sorted({self.taker, partner})
            teams = [att, [s for s in range(n) if s not in att]]
        else:
            teams = None
        lt = self.last_trick
        obs.update(
            {
                "phase": ph.value,
                "dealer": self.dealer,
                "leader": self.leader if ph == PLAY or ph == HIDEP else None,
                "hand": card_names(mine),
                "hand_sizes": [sum(len(p) for p in hh) for hh in self.hands],
                "trick": [
                    {"seat": (self.leader + i) % n, "card": C.name(c)} for i, c in enumerate(self.trick)
                ],
                "last_trick": None
                if lt is None
                else {
                    "cards": [{"seat": (lt[0] + i) % n, "card": C.name(c)} for i, c in enumerate(lt[1])],
                    "winner": lt[2],
                },
                "tricks_won": list(self.tricks_won),
                "teams": teams,
                "target": None,  # a match is a number of deals (extra.deals_total)
            }
        )
        extra: TarotExtra = {
            "deals_played": self.deals_scored,
            "deals_total": self.deals_target,
            "taker": self.taker if taker_known else None,
            "contract": CONTRACTS[self.contract] if self.contract >= 0 else None,
            "coefficient": COEF[self.contract] if self.contract >= 0 else None,
            "bids": [{"seat": s, "bid": ("pass" if b < 0 else CONTRACTS[b])} for s, b in self.bids],
            "called": C.name(self.called) if self.called >= 0 else None,
            "partner": partner,
            "chien_size": self.chien_size,
            "chien": (
                card_names(self.shown_chien or [])
                if self.chien_seen
                else card_names(self.chien)
                if self._chien_turned_over()
                else None
            ),
            # "shown": taken and shown by the taker; "after-hand": turned over once the deal is
            # scored (Garde sans / contre le chien, Goulash), for the review of the hand
            "chien_public": (
                "shown" if self.chien_seen else "after-hand" if self._chien_turned_over() else None
            ),
            "discard": (
                card_names(sorted(self.discard, key=sort_key))
                if seat == self.taker
                else card_names(self.shown_discard)
            ),
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
            "voids": [
                [C.SUITS[x] for x in range(4) if v >> x & 1] + (["trump"] if v & 16 else [])
                for v in self.voids
            ],
            "trump_ceiling": [
                None if t >= TWENTY_ONE or v & 16 else t - C.TRUMP_BASE
                for t, v in zip(self.ceiling, self.voids)
            ],
        }
        if self.hiding is not None and self.hiding["seat"] == seat:
            hd = self.hiding
            extra["hiding"] = {
                "level": LEVELS[hd["level"]],
                "need": hd["need"],
                "hidden": card_names(hd["hidden"]),
            }
        obs["extra"] = cast(JSONObject, extra)  # a TypedDict is a JSON object

    def action_label(self, action: str) -> str | None:
        """A short label for a non-card action (the table's buttons), in the reader's language."""
        w = self._label_words(action)
        return None if w is None else plain(w)

    def _label_words(self, action: str) -> Words | None:
        if action in CONTRACTS:
            i = CONTRACTS.index(action)
            return words("tarot.label.contract", contract=contract_words(i), coef=COEF[i])
        word, _, arg = action.partition(":")
        if word == "call":
            return words("tarot.label.call", c=wcard(C.card(arg)))
        if word == "poignee":
            lv = LEVELS.index(arg)
            return words(
                "tarot.label.poignee",
                level=words(f"tarot.poignee.{arg}"),
                trumps=self.thresholds[lv],
                points=POIGNEE_BONUS[lv],
            )
        if word == "misere":
            return words(f"tarot.label.misere-{arg}")
        if action in ("pass", "chelem", "no-chelem", "deal"):
            return words(f"tarot.label.{action}")
        if word in ("discard", "hide"):  # one label for every card (the card is the button's)
            return words(f"tarot.label.{word}")

        return None
