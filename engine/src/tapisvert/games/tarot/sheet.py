"""Tarot's score sheet: a deal's ``detail`` (as ``_score_deal`` computed it) itemised term by
term — the contract with card points, bouts, target and margin, the petit au bout, the poignées,
the chelem and the misères — each term already shared out per seat (FFT §13–§16)."""

from __future__ import annotations

from typing import Any

from ...narration import render
from ...sheet import sheet, signed, term
from ...types import Seat, Sheet, Term

CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")
CONTRACT_NAMES = ("Prise", "Garde", "Garde sans le chien", "Garde contre le chien")


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


def _misere_terms(n: int, miseres: list[dict[str, Any]], single: bool, names: list[str]) -> list[Term]:
    out: list[Term] = []
    for m in miseres:
        s = m["seat"]
        if single:
            pts = [10 if i == s else 0 for i in range(n)]
            how = "10 points to the announcer"
        else:
            pts = [10 * (n - 1) if i == s else -10 for i in range(n)]
            how = f"10 from each other player: {signed(10 * (n - 1))} to the announcer"
        out.append(term(f"Misère d'{m['kind']} announced by {names[s]}", pts, how, "tarot.misere.paid"))
    return out


def deal_sheet(result: dict[str, Any], names: list[str], options: dict[str, Any]) -> Sheet:
    n = len(names)
    pts = result["points"]
    d = result.get("detail")
    if result.get("cancelled") or d is None:
        text = render(result.get("text") or "The deal is cancelled.", names, None)
        return sheet(result["hand"], "points", text, [], pts)
    single = options.get("misere_payers") == "single"
    if d.get("goulash"):
        counted = d["counted_points"]
        total = sum(counted)
        terms = []
        if options.get("goulash_scoring") == "pairwise":
            terms.append(
                term(
                    "Goulash: card points settled between every pair of players",
                    [total - n * p for p in counted],
                    f"each scores the total ({total}) less {n} × his own rounded "
                    f"card points (" + ", ".join(f"{names[i]} {p}" for i, p in enumerate(counted)) + ")",
                    "tarot.goulash.scoring",
                )
            )
        else:
            terms.append(term("Goulash: card points are not scored", [0] * n, None, "tarot.goulash.scoring"))
        terms += _misere_terms(n, d.get("miseres", []), single, names)
        summary = (
            "Goulash (everybody passed): card points "
            + ", ".join(f"{names[i]} {c:g}" for i, c in enumerate(d["card_points"]))
            + "."
        )
        return sheet(result["hand"], "points", summary, terms, pts)
    tk = d["taker"]
    ci = CONTRACTS.index(d["contract"])
    coef = d["coefficient"]
    partner = d["partner"] if d.get("partner") is not None else -1
    made = d["made"]
    sign = 1 if made else -1
    margin = d["margin"]
    bouts = d["bouts"]
    if n == 5 and 0 <= partner != tk:
        share_text = "shares: taker ×2, partner ×1, each defender ×1"
    else:
        share_text = f"shares: taker ×{n - 1}, each defender ×1"
    counted = d["counted_points"]
    raw = d["card_points"]
    half = f" (counted as {counted})" if raw != counted else ""
    terms = [
        term(
            f"{CONTRACT_NAMES[ci]} {'made' if made else 'failed'}"
            + (f" by {margin}" if margin else " exactly"),
            shares(n, sign * d["base"], tk, partner),
            f"{raw:g}{half} card points with {bouts} bout{'s' if bouts != 1 else ''}, {d['target']} "
            f"needed; (25 + {margin}) × {coef} = {d['base']} per defender; {share_text}",
            "tarot.score.formula",
        )
    ]
    pab = d.get("petit_au_bout")
    if pab:
        terms.append(
            term(
                f"Petit au bout, won by the {'taker' if pab == 'taker' else 'defence'}",
                shares(n, d["petit_au_bout_points"], tk, partner),
                f"10 × {coef} = {abs(d['petit_au_bout_points'])} per defender",
                "tarot.score.petit-au-bout",
            )
        )
    if d.get("poignees"):
        terms.append(
            term(
                "Poignée" + (" bonus to the taker's side" if made else " bonus to the defence"),
                shares(n, d["poignee_points"], tk, partner),
                f"{d['poignees']} per defender, to the side that wins the deal (not multiplied)",
                "tarot.poignee.bonus",
            )
        )
    if d.get("chelem_points"):
        terms.append(
            term(
                f"Chelem {d['chelem']}",
                shares(n, d["chelem_points"], tk, partner),
                f"{signed(d['chelem_points'])} per defender",
                "tarot.score.chelem",
            )
        )
    terms += _misere_terms(n, d.get("miseres", []), single, names)
    who = f"{names[tk]} (taker)"
    if n == 5:
        who += f" with {names[partner]} (partner)" if 0 <= partner != tk else ", alone,"
    summary = (
        f"{who} {'made' if made else 'failed'} a {CONTRACT_NAMES[ci]} with {bouts} "
        f"bout{'s' if bouts != 1 else ''}: {raw:g} card points, {d['target']} needed."
    )
    return sheet(result["hand"], "points", summary, terms, pts)
