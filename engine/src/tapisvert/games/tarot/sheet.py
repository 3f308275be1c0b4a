"""Tarot's score sheet: a deal's ``detail`` (as ``_score_deal`` computed it) itemised term by
term — the contract with card points, bouts, target and margin, the petit au bout, the poignées,
the chelem and the misères — each term already shared out per seat (FFT §13–§16)."""

from __future__ import annotations

from typing import Any

from ...sheet import sheet, signed, term
from ...types import Seat, Sheet, Term
from ...words import listing, say as render_words, seat as wseat, words
from .bidding import contract_words

CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")
# the result's chelem (scoring.py writes it) -> its words on the sheet
CHELEM_KEYS = {
    "announced and made": "tarot.chelem.announced-made",
    "made without announcement": "tarot.chelem.made-unannounced",
    "announced and failed": "tarot.chelem.announced-failed",
    "defence chelem": "tarot.chelem.defence",
    "announced and failed; defence chelem": "tarot.chelem.announced-failed-defence",
}


def shares(players: int, M: int, taker: Seat, partner: Seat = -1) -> list[int]:
    """Per-seat points of a deal: defenders −M; taker +2M (3 players), +3M (4), with 5 players
    +2M and the partner +M, or +4M alone (``partner`` −1 or the taker). The one definition, used by
    the scoring (game.py) and by the sheet."""
    points = [-M] * players
    if players == 5 and partner >= 0 and partner != taker:
        points[taker] = 2 * M
        points[partner] = M
    else:
        points[taker] = (players - 1) * M
    return points


def _misere_terms(n: int, miseres: list[dict[str, Any]], single: bool, say: Any) -> list[Term]:
    out: list[Term] = []
    for m in miseres:
        s = m["seat"]
        if single:
            pts = [10 if i == s else 0 for i in range(n)]
            how = say(words("tarot.sheet.misere-single"))
        else:
            pts = [10 * (n - 1) if i == s else -10 for i in range(n)]
            how = say(words("tarot.sheet.misere-each", total=signed(10 * (n - 1))))
        out.append(
            term(say(words(f"tarot.sheet.misere-{m['kind']}", p=wseat(s))), pts, how, "tarot.misere.paid")
        )
    return out


def deal_sheet(result: dict[str, Any], names: list[str], options: dict[str, Any]) -> Sheet:
    n = len(names)
    pts = result["points"]
    d = result.get("detail")

    def say(w: Any) -> str:
        return render_words(w, names, None)

    if result.get("cancelled") or d is None:
        text = say(result.get("text") or words("tarot.result.cancelled"))
        return sheet(result["hand"], "points", text, [], pts)
    single = options.get("misere_payers") == "single"
    if d.get("goulash"):
        counted = d["counted_points"]
        total = sum(counted)
        terms = []
        if options.get("goulash_scoring") == "pairwise":
            terms.append(
                term(
                    say(words("tarot.sheet.goulash-pairwise")),
                    [total - n * p for p in counted],
                    say(
                        words(
                            "tarot.sheet.goulash-pairwise-how",
                            total=total,
                            n=n,
                            points=listing(
                                words("common.seat-points", p=wseat(i), x=p) for i, p in enumerate(counted)
                            ),
                        )
                    ),
                    "tarot.goulash.scoring",
                )
            )
        else:
            terms.append(term(say(words("tarot.sheet.goulash-none")), [0] * n, None, "tarot.goulash.scoring"))
        terms += _misere_terms(n, d.get("miseres", []), single, say)
        summary = say(
            words(
                "tarot.sheet.goulash-summary",
                points=listing(
                    words("common.seat-points", p=wseat(i), x=c) for i, c in enumerate(d["card_points"])
                ),
            )
        )
        return sheet(result["hand"], "points", summary, terms, pts)
    tk = d["taker"]
    ci = CONTRACTS.index(d["contract"])
    contract = contract_words(ci)
    coef = d["coefficient"]
    partner = d["partner"] if d.get("partner") is not None else -1
    made = d["made"]
    sign = 1 if made else -1
    margin = d["margin"]
    bouts = d["bouts"]
    if n == 5 and 0 <= partner != tk:
        share_text = words("tarot.sheet.shares-partner")
    else:
        share_text = words("tarot.sheet.shares", k=n - 1)
    counted = d["counted_points"]
    raw = d["card_points"]
    half = words("tarot.sheet.counted-as", x=counted) if raw != counted else words("common.empty")
    if margin:
        verdict = words("tarot.sheet.made-by" if made else "tarot.sheet.failed-by", margin=margin)
    else:
        verdict = words("tarot.sheet.made-exactly" if made else "tarot.sheet.failed-exactly")
    terms = [
        term(
            say(words("tarot.sheet.contract", contract=contract, verdict=verdict)),
            shares(n, sign * d["base"], tk, partner),
            say(
                words(
                    "tarot.sheet.contract-how",
                    raw=raw,
                    half=half,
                    bouts=words("tarot.bouts", n=bouts),
                    target=d["target"],
                    margin=margin,
                    coef=coef,
                    base=d["base"],
                    shares=share_text,
                )
            ),
            "tarot.score.formula",
        )
    ]
    pab = d.get("petit_au_bout")
    if pab:
        terms.append(
            term(
                say(
                    words(
                        "tarot.sheet.petit-au-bout-taker"
                        if pab == "taker"
                        else "tarot.sheet.petit-au-bout-defence"
                    )
                ),
                shares(n, d["petit_au_bout_points"], tk, partner),
                say(words("tarot.sheet.petit-au-bout-how", coef=coef, x=abs(d["petit_au_bout_points"]))),
                "tarot.score.petit-au-bout",
            )
        )
    if d.get("poignees"):
        terms.append(
            term(
                say(words("tarot.sheet.poignee-taker" if made else "tarot.sheet.poignee-defence")),
                shares(n, d["poignee_points"], tk, partner),
                say(words("tarot.sheet.poignee-how", x=d["poignees"])),
                "tarot.poignee.bonus",
            )
        )
    if d.get("chelem_points"):
        terms.append(
            term(
                say(words("tarot.sheet.chelem", how=words(CHELEM_KEYS[d["chelem"]]))),
                shares(n, d["chelem_points"], tk, partner),
                say(words("tarot.sheet.per-defender", x=signed(d["chelem_points"]))),
                "tarot.score.chelem",
            )
        )
    terms += _misere_terms(n, d.get("miseres", []), single, say)
    if n != 5:
        who = words("tarot.sheet.who", p=wseat(tk))
    elif 0 <= partner != tk:
        who = words("tarot.sheet.who-with", p=wseat(tk), q=wseat(partner))
    else:
        who = words("tarot.sheet.who-alone", p=wseat(tk))
    summary = say(
        words(
            "tarot.sheet.summary-made" if made else "tarot.sheet.summary-failed",
            who=who,
            contract=contract,
            bouts=words("tarot.bouts", n=bouts),
            raw=raw,
            target=d["target"],
        )
    )
    return sheet(result["hand"], "points", summary, terms, pts)
