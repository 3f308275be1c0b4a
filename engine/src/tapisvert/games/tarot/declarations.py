"""What a player may declare before his first card: poignées (FFT §11) and, as a variant,
misères; and the start of the play that opens them."""

from ... import cards as C
from ...types import Code
from ...words import Text, cards as wcards, rule, seat as wseat, words
from .codes import ANNOUNCE, HIDE, HIDEP, LEVELS, PLAY, W_MISERE, W_POIGNEE
from .fields import TarotFields
from .pack import EXCUSE, PETIT, SIX, STR, TWENTY_ONE, Card, Hand, card_names

POIGNEE = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}  # players -> trumps per level
POIGNEE_BONUS = (20, 30, 40)


def misere_bits(h: Hand) -> int:
    """The misères hand ``h`` allows: bit 1 d'atout (no trump, no Excuse), bit 2 d'honneurs
    (no face card, no bout)."""
    bits = 0
    if not h[4] and not h[5]:
        bits |= 1
    if (
        not h[5]
        and PETIT not in h[4]
        and TWENTY_ONE not in h[4]
        and not any(C.JACK <= (c & C.RANK_MASK) <= C.KING for s in range(4) for c in h[s])
    ):
        bits |= 2
    return bits


class Declarations(TarotFields):
    """The declarations of the first trick and the poignée's hidden trumps."""

    _misere_bits = staticmethod(misere_bits)

    def _start_play(self) -> None:
        self.phase = PLAY
        self.opening = True
        self.turn = self.leader
        for s in range(self.players):
            self.decl[s] = self._declarations(s)
        if self.chelem_announced:
            self._event(
                "chelem-announced",
                words("tarot.log.chelem-announced", p=wseat(self.taker)),
                (self.taker,),
            )

    def _announce_rule(self, code: Code) -> tuple[bool, str, Text]:
        """May the taker say ``chelem`` / ``no-chelem`` now: (allowed, rule id, reason), read by both
        the legal actions and the refusal (one legality path)."""
        if self.phase == ANNOUNCE:
            return True, "tarot.chelem.announce", ""
        if self.goulash_deal:
            return (
                False,
                "tarot.goulash.play",
                words("common.refuse.rule", r=rule(self.FACTS.book, "tarot.goulash.play")),
            )
        return (
            False,
            "tarot.chelem.announce",
            words("tarot.refuse.chelem-when"),
        )

    def _declaration_rule(self, code: Code) -> tuple[bool, str, Text]:
        """May the player to act declare ``code`` (a poignée or a misère) now: (allowed, rule id,
        reason), read by both the legal actions and the refusal (one legality path).  What his hand
        allows is kept in ``decl`` (computed when the play starts, less what he has declared)."""
        level = W_POIGNEE.index(code) if code in W_POIGNEE else -1
        opening = self.phase == PLAY and self.opening
        if level >= 0:
            if self.goulash_deal:
                return (
                    False,
                    "tarot.goulash.play",
                    words("common.refuse.rule", r=rule(self.FACTS.book, "tarot.goulash.play")),
                )
            if not opening or self.tricks_done:
                return (
                    False,
                    "tarot.poignee.when",
                    words("common.refuse.rule", r=rule(self.FACTS.book, "tarot.poignee.when")),
                )
            if code in self.decl[self.turn]:
                return True, "tarot.poignee.thresholds", ""
            return (
                False,
                "tarot.poignee.thresholds",
                words(
                    "tarot.refuse.poignee-now",
                    p=wseat(self.turn),
                    level=words(f"tarot.poignee.{LEVELS[level]}"),
                ),
            )
        if not self.options["miseres"]:
            return False, "tarot.misere.kinds", words("tarot.refuse.miseres-off")
        if not opening:
            return (
                False,
                "tarot.misere.when",
                words("common.refuse.rule", r=rule(self.FACTS.book, "tarot.misere.when")),
            )
        if code in self.decl[self.turn]:
            return True, "tarot.misere.kinds", ""
        return (
            False,
            "tarot.misere.kinds",
            words(
                "tarot.refuse.misere-kind", p=wseat(self.turn), r=rule(self.FACTS.book, "tarot.misere.kinds")
            ),
        )

    def _declarations(self, s: int) -> list[int]:
        """The declarations seat ``s`` may still make before his first card: at the start of the
        play every one his hand allows, later less those already made."""
        d = []
        if self.options["miseres"]:
            made = {m["kind"] for m in self.miseres if m["seat"] == s}
            bits = self.misere_ok[s]
            if bits & 1 and "atout" not in made:
                d.append(W_MISERE[0])
            if bits & 2 and "honneurs" not in made:
                d.append(W_MISERE[1])
        if (
            not self.goulash_deal
            and self.pshown[s] is None
            and not (self.hiding is not None and self.hiding["seat"] == s)
        ):
            h = self.hands[s]
            total = len(h[4]) + (self._discarded_trumps() if s == self.taker else 0)
            ex = bool(h[5])
            th = self.thresholds
            for lv in range(3):
                if total >= th[lv] or (ex and total == th[lv] - 1):  # the Excuse counts
                    d.append(W_POIGNEE[lv])
        return d

    def _discarded_trumps(self) -> int:
        return sum(1 for c in self.discard if SIX[c] == 4)

    def _declare(self, code: int) -> None:
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

    def _hide(self, card: Card) -> None:
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

    def _show_poignee(self, seat: int, lv: int, cards: list[Card], hidden: int) -> None:
        cards = sorted(cards, key=lambda c: -STR[c] if c != EXCUSE else 0)
        self.pshown[seat] = cards
        self.phidden[seat] = hidden
        names = card_names(cards)
        self.poignees.append({"seat": seat, "level": LEVELS[lv], "bonus": POIGNEE_BONUS[lv], "cards": names})
        self._event(
            "poignee",
            words(
                "tarot.log.poignee",
                p=wseat(seat),
                level=words(f"tarot.poignee.{LEVELS[lv]}"),
                cs=wcards(cards),
            ),
            (seat,),
            tuple(cards),
        )
