"""The score of a deal (FFT §13–§16): ``marque`` from the taker's side, the Goulash, the misères,
and the end of a deal (the match's running scores).  The per-seat shares are ``sheet.shares``."""

from typing import Any

from ... import cards as C, events as E
from ...words import Text, listing, seat as wseat, side as wside, words
from .bidding import contract_words
from .codes import CONTRACTS
from .fields import TarotFields
from .pack import BOUTS, EXCUSE, HP, PETIT
from .sheet import shares

TARGET = (56, 51, 41, 36)  # points the taker needs with 0, 1, 2, 3 bouts
COEF = (1, 2, 4, 6)  # Prise, Garde, Garde sans, Garde contre


def marque(
    players: int,
    contract: int,
    half_points: int,
    bouts: int,
    pab: int | None = None,
    poignees: int = 0,
    announced: bool = False,
    taker_all: bool = False,
    defence_all: bool = False,
) -> dict[str, Any]:
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
        pts += 1  # the half point goes to the winning side
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
    return {
        "card_points": half_points / 2,
        "counted_points": pts,
        "target": target,
        "made": made,
        "margin": margin,
        "base": base,
        "petit_au_bout_points": pab_pts,
        "poignee_points": s * poignees,
        "chelem_points": chelem,
        "chelem": text,
        "per_defender": M,
    }


class Scoring(TarotFields):
    """The end of a deal: its score, and the next dealer or the end of the match."""

    def _score_deal(self) -> None:
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
        for es, _ in self.owe:  # TAR7: unpaid exchanges, half a point each
            if lost:  # or the Excuse itself goes to the other side
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
        m = marque(
            n,
            self.contract,
            hp,
            bouts,
            pab,
            poig,
            self.chelem_announced,
            self.tricks_side[1] == 0,
            self.tricks_side[0] == 0,
        )
        points = shares(n, m["per_defender"], tk, partner)
        raw, pts, target, made, margin, M = (
            m["card_points"],
            m["counted_points"],
            m["target"],
            m["made"],
            m["margin"],
            m["per_defender"],
        )
        chelem_text = m["chelem"]
        mis = self._misere_points()
        for i in range(n):
            points[i] += mis[i]
        if n == 5 and partner != tk and partner >= 0:
            who = words("tarot.result.who-with", p=wseat(tk), q=wseat(partner))
        else:
            who = words("tarot.result.who-alone" if n == 5 else "tarot.result.who", p=wseat(tk))
        text = words(
            "tarot.result.deal",
            contract=contract_words(self.contract),
            who=who,
            raw=raw,
            bouts=words("tarot.bouts", n=bouts),
            target=target,
            verdict=words(
                ("tarot.result.made-by" if made else "tarot.result.failed-by")
                if margin
                else ("tarot.result.made-exactly" if made else "tarot.result.failed"),
                margin=margin,
            ),
            each=words("tarot.result.defender-pays" if M > 0 else "tarot.result.defender-receives", m=abs(M)),
        )
        detail = {
            "taker": tk,
            "contract": CONTRACTS[self.contract],
            "coefficient": coef,
            "called": C.name(self.called) if self.called >= 0 else None,
            "partner": partner if n == 5 else None,
            "card_points": raw,
            "counted_points": pts,
            "bouts": bouts,
            "target": target,
            "made": made,
            "margin": margin,
            "base": m["base"],
            "petit_au_bout": (None if pab is None else ("taker" if pab == 0 else "defence")),
            "petit_au_bout_points": m["petit_au_bout_points"],
            "poignees": poig,
            "poignee_points": m["poignee_points"],
            "chelem": chelem_text,
            "chelem_points": m["chelem_points"],
            "per_defender": M,
            "miseres": [dict(x) for x in self.miseres],
            "misere_points": mis,
        }
        self._end_deal(points, text, detail)

    @property
    def _prev_trick_has_petit(self) -> bool:
        return self.petit_trick == self.total_tricks - 1

    def _misere_points(self) -> list[int]:
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

    def _score_goulash(self) -> None:
        n = self.players
        hp = [sum(HP[c] for c in pile) for pile in self.won]
        move = HP[EXCUSE] if self.options["excuse_unpaid"] == "excuse-lost" else 1  # TAR7
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
        text = words(
            "tarot.result.goulash",
            points=listing(words("common.seat-points", p=wseat(i), x=hp[i] / 2) for i in range(n)),
        )
        detail = {
            "goulash": True,
            "card_points": [h / 2 for h in hp],
            "counted_points": p,
            "miseres": [dict(m) for m in self.miseres],
            "misere_points": mis,
        }
        self._end_deal(points, text, detail)

    def _end_deal(self, points: list[int], text: Text, detail: dict[str, Any]) -> None:
        n = self.players
        for i in range(n):
            self.scores[i] += points[i]
        self.deals_scored += 1
        self.hand_results.append({"hand": self.hand_number, "points": points, "text": text, "detail": detail})
        self._event(E.HAND_OVER, text, amounts=tuple(points))
        if self.deals_scored >= self.deals_target:
            best = max(self.scores)
            winners = [i for i in range(n) if self.scores[i] == best]
            self._match_over(winners)
            who = (
                words("common.wins", p=wseat(winners[0]))
                if len(winners) == 1
                else words("common.win-together", ps=wside(winners))
            )
            self._event(
                E.MATCH_OVER,
                words("tarot.log.match-over", deals=self.deals_scored, who=who, best=best),
                tuple(winners),
                amounts=(best,),
            )
            return
        self._hand_over()
