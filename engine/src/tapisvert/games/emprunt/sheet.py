"""Emprunt's score sheet: the jetons each player paid or received in a deal, cause by cause —
the ante, the loans (1 jeton to the lender per borrowed card), the talon (1 jeton to the pool),
the pool swept by the player who goes out and the jetons for the cards left in the other hands."""

from __future__ import annotations

from typing import Any

from ...sheet import sheet, spread, term
from ...types import Sheet
from ...words import listing, say as render_words, seat as wseat, words


def deal_sheet(result: dict[str, Any], names: list[str]) -> Sheet:
    n = len(names)
    led = result.get("ledger")

    def say(w: Any) -> str:
        return render_words(w, names, None)

    summary = say(result.get("text") or "")
    if led is None:
        return sheet(result["hand"], "jetons", summary, [], result["points"])
    terms = []
    if led["ante"]:
        terms.append(
            term(
                say(words("emprunt.sheet.ante")),
                [-led["ante"]] * n,
                say(words("emprunt.sheet.ante-how", n=led["ante"])),
                "emprunt.deal.ante",
            )
        )
    if any(led["borrowed"]):
        terms.append(
            term(
                say(words("emprunt.sheet.loans")),
                [led["lent"][s] - led["borrowed"][s] for s in range(n)],
                say(
                    words(
                        "common.list",
                        items=listing(
                            words("emprunt.sheet.loans-how", p=wseat(s), b=b, lent=lent)
                            for s, (b, lent) in enumerate(zip(led["borrowed"], led["lent"]))
                            if b or lent
                        ),
                    )
                ),
                "emprunt.play.borrow",
            )
        )
    if any(led["talon"]):
        terms.append(
            term(
                say(words("emprunt.sheet.talon")),
                [-t for t in led["talon"]],
                None,
                "emprunt.play.talon",
            )
        )
    w = result.get("winner")
    if w is not None:
        terms.append(
            term(
                say(words("emprunt.sheet.pool", p=wseat(w))),
                spread(n, [(w, result.get("pool", 0))]),
                say(words("emprunt.sheet.pool-how", n=result.get("pool", 0))),
                "emprunt.settlement.pool",
            )
        )
        left = result.get("cards_left") or [0] * n
        if any(left):
            pts = [-c for c in left]
            pts[w] += sum(left)
            terms.append(
                term(
                    say(words("emprunt.sheet.cards-left")),
                    pts,
                    say(
                        words(
                            "common.list",
                            items=listing(
                                words("common.seat-points", p=wseat(s), x=c) for s, c in enumerate(left) if c
                            ),
                        )
                    ),
                    "emprunt.settlement.cards",
                )
            )
    return sheet(result["hand"], "jetons", summary, terms, result["points"])
