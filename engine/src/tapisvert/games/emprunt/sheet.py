"""Emprunt's score sheet: the jetons each player paid or received in a deal, cause by cause —
the ante, the loans (1 jeton to the lender per borrowed card), the talon (1 jeton to the pool),
the pool swept by the player who goes out and the jetons for the cards left in the other hands."""

from __future__ import annotations

from typing import Any

from ...narration import render
from ...sheet import sheet, spread, term
from ...types import Sheet


def deal_sheet(result: dict[str, Any], names: list[str]) -> Sheet:
    n = len(names)
    led = result.get("ledger")
    summary = render(result.get("text") or "", names, None)
    if led is None:
        return sheet(result["hand"], "jetons", summary, [], result["points"])
    terms = []
    if led["ante"]:
        terms.append(
            term(
                "Ante into the pool",
                [-led["ante"]] * n,
                f"{led['ante']} jeton{'s' if led['ante'] > 1 else ''} each",
                "emprunt.deal.ante",
            )
        )
    if any(led["borrowed"]):
        terms.append(
            term(
                "Loans: 1 jeton to the lender for each borrowed card",
                [led["lent"][s] - led["borrowed"][s] for s in range(n)],
                ", ".join(
                    f"{names[s]} borrowed {b}, lent {lent}"
                    for s, (b, lent) in enumerate(zip(led["borrowed"], led["lent"]))
                    if b or lent
                ),
                "emprunt.play.borrow",
            )
        )
    if any(led["talon"]):
        terms.append(
            term(
                "Cards taken from the talon: 1 jeton each to the pool",
                [-t for t in led["talon"]],
                None,
                "emprunt.play.talon",
            )
        )
    w = result.get("winner")
    if w is not None:
        terms.append(
            term(
                f"Pool swept by {names[w]}",
                spread(n, [(w, result.get("pool", 0))]),
                f"{result.get('pool', 0)} jetons",
                "emprunt.settlement.pool",
            )
        )
        left = result.get("cards_left") or [0] * n
        if any(left):
            pts = [-c for c in left]
            pts[w] += sum(left)
            terms.append(
                term(
                    "1 jeton for each card left in the other hands",
                    pts,
                    ", ".join(f"{names[s]} {c}" for s, c in enumerate(left) if c),
                    "emprunt.settlement.cards",
                )
            )
    return sheet(result["hand"], "jetons", summary, terms, result["points"])
