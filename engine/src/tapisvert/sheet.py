"""Score sheets: the hand's result itemised, term by term, as the engine computed it.

A sheet is plain JSON, the same for the CLI, the site and the browser table (which prints it and
computes nothing)::

    {"hand": 3,                     # 1-based number of the hand scored
     "unit": "points",              # what the numbers count ("points", "jetons", "tokens"…)
     "summary": "South (taker) made a Garde with 2 bouts: 47 card points, 41 needed.",
     "terms": [{"label": "Garde made by 6", "detail": "(25 + 6) × 2 = 62",
                "rule": "tarot.score.formula", "points": [186, -62, -62, -62]}, …],
     "points": [...],               # per seat, this hand: the sum of the terms' points
     "totals": [...],               # per seat, match totals after this hand (None: no totals)
     "accounts": [...]}             # optional: other units moved in the same hand (Francion's
                                    # tokens and counters), each {"unit", "terms", "points", "totals"}

Each game writes ``_sheet(result, names)`` from one entry of ``hand_results`` (which holds the
figures it scored with); :meth:`tapisvert.state.GameState.score_sheets` adds the hand number,
the running totals and checks nothing: :func:`check_sheet` is the arithmetic check the tests run.
"""

from collections.abc import Iterable, Sequence

from .types import Account, Seat, Sheet, Term


def term(label: str, points: Iterable[float], detail: str | None = None, rule: str | None = None) -> Term:
    """One line of a sheet: what is scored, how it was computed, the rule, and who gets what."""
    return {"label": label, "detail": detail, "rule": rule, "points": list(points)}


def sheet(
    hand: int,
    unit: str,
    summary: str,
    terms: list[Term],
    points: Iterable[float],
    totals: Iterable[float] | None = None,
    accounts: list[Account] | None = None,
) -> Sheet:
    out: Sheet = {
        "hand": hand,
        "unit": unit,
        "summary": summary,
        "terms": terms,
        "points": list(points),
        "totals": None if totals is None else list(totals),
    }
    if accounts:
        out["accounts"] = accounts
    return out


def account(
    unit: str, terms: list[Term], points: Iterable[float], totals: Iterable[float] | None = None
) -> Account:
    """A second ledger of the same hand in another unit (tokens, counters)."""
    return {
        "unit": unit,
        "terms": terms,
        "points": list(points),
        "totals": None if totals is None else list(totals),
    }


def spread(n: int, pairs: Iterable[tuple[Seat, float]]) -> list[float]:
    """Per-seat points from ``(seat, points)`` pairs.

    >>> spread(3, [(0, 10), (2, -4), (0, 1)])
    [11, 0, -4]
    """
    out: list[float] = [0] * n
    for s, p in pairs:
        out[s] += p
    return out


def signed(x: float) -> str:
    """+5, −3, 0 — the way a sheet writes a contribution.

    >>> [signed(x) for x in (5, -3, 0, 2.5)]
    ['+5', '−3', '0', '+2.5']
    """
    if x > 0:
        return f"+{x:g}"
    if x < 0:
        return f"−{-x:g}"
    return "0"


def check_sheet(s: Sheet, n: int) -> list[str]:
    """The arithmetic faults of a sheet (empty when its terms add up), for the tests."""
    faults = []
    ledgers: list[Sheet | Account] = [s, *(s.get("accounts") or [])]
    for led in ledgers:
        if len(led["points"]) != n:
            faults.append(f"{led['unit']}: points has {len(led['points'])} seats, not {n}")
            continue
        sums: list[float] = [0] * n
        for t in led["terms"]:
            if len(t["points"]) != n:
                faults.append(f"{led['unit']}: term {t['label']!r} has {len(t['points'])} seats")
                continue
            for i, p in enumerate(t["points"]):
                sums[i] += p
        if sums != list(led["points"]):
            faults.append(f"{led['unit']}: terms add up to {sums}, not {led['points']}")
    if not s.get("summary"):
        faults.append("no summary")
    return faults


def sheet_text(s: Sheet, names: Sequence[str]) -> str:
    """A sheet as plain text (the CLI prints it at each hand's end): one line per term."""

    def row(points: Sequence[float]) -> str:
        return "  ".join(f"{names[i]} {signed(p)}" for i, p in enumerate(points))

    lines = [f"Score sheet, hand {s['hand']} ({s['unit']}): {s['summary']}"]
    ledgers: list[Sheet | Account] = [s, *(s.get("accounts") or [])]
    for led in ledgers:
        if led is not s:
            lines.append(f"  In {led['unit']}:")
        for t in led["terms"]:
            extra = f" — {t['detail']}" if t.get("detail") else ""
            rule = f" [{t['rule']}]" if t.get("rule") else ""
            lines.append(f"    {t['label']}{extra}{rule}")
            lines.append(f"        {row(t['points'])}")
        lines.append(f"    This hand: {row(led['points'])}")
        totals = led.get("totals")
        if totals is not None:
            lines.append("    Totals:    " + "  ".join(f"{names[i]} {p:g}" for i, p in enumerate(totals)))
    return "\n".join(lines)
