"""The summary of a study: a pure function of its records.

``summarize(study, hands, compares, skills)`` sorts the records first, so the summary does not
depend on the order in which workers returned them: the same study gives the same numbers
in-process, on one Dask worker or on many.

Intervals are 95 % (± 1.96 standard errors).  Hands of one match are not independent (the score
carries over, and so does the dealer), so the standard error of a per-hand mean treats the match as
the unit (a ratio estimator over matches).  A rate never observed is reported with its one-sided
95 % upper bound 3/n (the rule of three).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from . import events as EV

if TYPE_CHECKING:
    from .results import Record
    from .spec import Study

Cluster = tuple[float, int]  # (sum, count) of one unit (a match)
Summary = dict[str, Any]

Z = 1.96
DIGITS = 6


def _r(x: float | None) -> float | None:
    return None if x is None else round(float(x), DIGITS)


def ratio_estimate(clusters: Iterable[Cluster]) -> tuple[float, float]:
    """Mean of a per-unit quantity and its standard error, from ``(sum, count)`` per cluster."""
    clusters = [(s, n) for s, n in clusters if n]
    total_n = sum(n for _, n in clusters)
    if not total_n:
        return 0.0, 0.0
    mean = sum(s for s, _ in clusters) / total_n
    m = len(clusters)
    if m < 2:
        return mean, 0.0
    ss = sum((s - mean * n) ** 2 for s, n in clusters)
    return mean, math.sqrt(m / (m - 1) * ss) / total_n


def _est(clusters: Iterable[Cluster]) -> Summary:
    mean, se = ratio_estimate(clusters)
    return {"mean": _r(mean), "ci": _r(Z * se)}


def _rate(clusters: Sequence[Cluster]) -> Summary:
    """A proportion with its interval (cluster standard error; rule of three at zero)."""
    total = sum(s for s, _ in clusters)
    count = int(total) if float(total).is_integer() else _r(total)
    n = sum(c for _, c in clusters)
    mean, se = ratio_estimate(clusters)
    if n and count == 0:
        lo, hi = 0.0, min(1.0, 3 / n)
    elif n and count == n:
        lo, hi = max(0.0, 1 - 3 / n), 1.0
    else:
        lo, hi = max(0.0, mean - Z * se), min(1.0, mean + Z * se)
    return {"rate": _r(mean), "lo": _r(lo), "hi": _r(hi), "count": count, "n": n}


def _by_match(rows: Iterable[Record], value: Callable[[Record], float | None]) -> list[Cluster]:
    """``(sum, count)`` of ``value(row)`` per match (rows sorted by match)."""
    out: list[Cluster] = []
    cur, s, n = None, 0.0, 0
    for r in rows:
        if r[1] != cur:
            if n:
                out.append((s, n))
            cur, s, n = r[1], 0.0, 0
        v = value(r)
        if v is not None:
            s += v
            n += 1
    if n:
        out.append((s, n))
    return out


def _happened(event: str) -> Callable[[Record], float]:
    """1.0 for a hand record in which ``event`` happened, else 0.0."""
    return lambda r: 1.0 if event in r[7] else 0.0


def _win_shares(points: Sequence[float]) -> dict[int, float]:
    best = max(points)
    winners = [i for i, p in enumerate(points) if p == best]
    return {i: 1 / len(winners) for i in winners}


def _setting_summary(game: str, players: int, rows: list[Record]) -> Summary:
    matches = len({r[1] for r in rows})
    positions = []
    for k in range(players):

        def pos(r: Record, k: int = k) -> float:
            return float(r[6][(r[3] + k) % players])

        def win(r: Record, k: int = k) -> float:
            return _win_shares(r[6]).get((r[3] + k) % players, 0.0)

        positions.append(
            {"position": k, "points": _est(_by_match(rows, pos)), "win": _rate_share(_by_match(rows, win))}
        )
    per_match: dict[int, int] = {}
    for r in rows:
        per_match[r[1]] = per_match.get(r[1], 0) + 1
    hpm = _est([(v, 1) for _, v in sorted(per_match.items())])
    tricks = [r for r in rows if r[5] >= 0]
    spread = _est(_by_match(rows, lambda r: max(r[6]) - min(r[6])))
    all_points = [p for r in rows for p in r[6]]
    mu = sum(all_points) / len(all_points) if all_points else 0.0
    sd = math.sqrt(sum((p - mu) ** 2 for p in all_points) / max(1, len(all_points) - 1))
    events = {eid: _rate(_by_match(rows, _happened(eid))) for eid, _, _ in EV.events_of(game)}
    return {
        "matches": matches,
        "hands": len(rows),
        "positions": positions,
        "actions": _est(_by_match(rows, lambda r: r[4])),
        "tricks": _est(_by_match(tricks, lambda r: r[5])) if tricks else None,
        "hands_per_match": hpm,
        "spread": spread,
        "points_sd": _r(sd),
        "events": events,
    }


def _rate_share(clusters: Iterable[Cluster]) -> Summary:
    mean, se = ratio_estimate(clusters)
    return {"rate": _r(mean), "lo": _r(max(0.0, mean - Z * se)), "hi": _r(min(1.0, mean + Z * se))}


def _compare_summary(rows: list[Record]) -> Summary:
    """Rows of one setting: ``(setting, match, decisions, differing, parted, result_differs, same)``."""
    return {
        "matches": len(rows),
        "decisions": sum(r[2] for r in rows),
        "differing": _rate([(r[3], r[2]) for r in rows]),
        "parted": _rate([(r[4], 1) for r in rows]),
        "result_differs": _rate([(r[5], 1) for r in rows]),
        "same_deal": _rate([(r[6], 1) for r in rows]),
    }


def _skill_summary(rows: list[Record], resamples: int = 200) -> Summary:
    """Duplicate seats: the search bot's margin over the Novice and the share of the variance of a
    seat's points explained by the player's level (skill) and by the deal and seat (luck)."""
    by_cell: dict[tuple[int, int], dict[str, float]] = {}
    for _, deal, seat, level, pts in rows:
        by_cell.setdefault((deal, seat), {})[level] = pts
    cells = [(k, v) for k, v in sorted(by_cell.items()) if "novice" in v and "search" in v]
    by_deal: dict[int, list[tuple[float, float]]] = {}
    for (deal, _), v in cells:
        by_deal.setdefault(deal, []).append((v["novice"], v["search"]))
    deals = sorted(by_deal)

    def shares(sample: Iterable[int]) -> tuple[float, float]:
        pairs = [p for d in sample for p in by_deal[d]]
        xs = [x for p in pairs for x in p]
        if len(xs) < 2:
            return 0.0, 0.0
        mu = sum(xs) / len(xs)
        total = sum((x - mu) ** 2 for x in xs)
        if not total:
            return 0.0, 0.0
        mn = sum(p[0] for p in pairs) / len(pairs)
        ms = sum(p[1] for p in pairs) / len(pairs)
        ss_level = len(pairs) * ((mn - mu) ** 2 + (ms - mu) ** 2)
        ss_cell = sum(2 * ((a + b) / 2 - mu) ** 2 for a, b in pairs)
        return ss_level / total, ss_cell / total

    skill, luck = shares(deals)
    rng = random.Random(0)  # a fixed bootstrap: the summary stays a pure function of the records
    boots = sorted(shares([rng.choice(deals) for _ in deals])[0] for _ in range(resamples)) if deals else []
    lo = boots[int(0.025 * len(boots))] if boots else 0.0
    hi = boots[min(len(boots) - 1, int(0.975 * len(boots)))] if boots else 0.0
    margin = _est([(sum(b - a for a, b in by_deal[d]), len(by_deal[d])) for d in deals])
    return {
        "deals": len(deals),
        "seat_pairs": len(cells),
        "margin": margin,
        "skill_share": _r(skill),
        "skill_lo": _r(lo),
        "skill_hi": _r(hi),
        "luck_share": _r(luck),
        "other_share": _r(max(0.0, 1 - skill - luck)),
    }


def summarize(
    study: Study,
    hands: Iterable[Record] = (),
    compares: Iterable[Record] = (),
    skills: Iterable[Record] = (),
) -> Summary:
    """The summary of ``study`` from its records (in any order)."""
    hands, compares, skills = sorted(hands), sorted(compares), sorted(skills)
    out: list[Summary] = []
    for i, s in enumerate(study.settings):
        entry: Summary = {"label": s.label, "game": s.game, "players": s.players, "options": dict(s.options)}
        if study.kind == "skill":
            entry["skill"] = _skill_summary([r for r in skills if r[0] == i])
        else:
            entry.update(_setting_summary(s.game, s.players, [r for r in hands if r[0] == i]))
            mine = [r for r in compares if r[0] == i]
            if mine:
                entry["compare"] = _compare_summary(mine)
        out.append(entry)
    return {"study": study.id, "kind": study.kind, "settings": out}
