"""Each game's special events, read from one finished hand.

An event is a yes/no fact about a hand, read from what the engine records as data: the hand's
result (``state.hand_results[k]``: its points, the rule that scored it, its detail) and the words
played in it (``concede``, ``pillage``, ``borrow``, ``draw``, ``meld``…), never from the words a
player reads (rewording a log line changes no statistic).  The lab reports each event's rate per hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..games.francion.economy import beasts_of

Result = dict[str, Any]  # a hand's result, as the state records it
Words = dict[str, int]  # how many times each word was played in the hand
Test = Callable[[Result, Words], bool]
EventSpec = tuple[str, str, Test]  # (event id, label, predicate)


def _has(word: str) -> Test:
    return lambda r, words: words.get(word, 0) > 0


def _rule(rule_id: str) -> Test:
    return lambda r, words: r.get("rule") == rule_id


def _detail(key: str, test: Callable[[Any], bool] = bool) -> Test:
    def f(r: Result, words: Words) -> bool:
        d = r.get("detail") or {}
        return key in d and test(d[key])

    return f


def _max_points(r: Result) -> int:
    return max(r.get("points") or [0])  # type: ignore[no-any-return]


# game -> ((event id, label, predicate(result, words)), …)
EVENTS: dict[str, tuple[EventSpec, ...]] = {
    "triomphe": (
        ("vole", "vole made (every trick, 2 points)", _rule("triomphe.score.vole")),
        ("vole-failed", "committed vole failed", _rule("triomphe.vole.failed")),
        ("concession", "concession asked", _has("concede")),
        ("lay-down", "hand laid down", _has("lay-down")),
        ("pillage", "pillage", _has("pillage")),
    ),
    "francion": (
        ("beast", "a player beasted", lambda r, w: bool(beasts_of(r["tricks"], r["stake"]))),
        ("sweep", "one player takes 5 tricks or more", lambda r, w: max(r.get("tricks") or [0]) >= 5),
    ),
    "emprunt": (
        ("borrowing", "at least one card borrowed", _has("borrow")),
        ("talon-draw", "a talon draw", _has("draw")),
        ("void-deal", "deal void (everyone emptied by lending)", lambda r, w: r.get("winner", 0) is None),
        ("out-by-lending", "won by lending the last card", lambda r, w: r.get("out_by") == "lending"),
    ),
    "briscan": (
        ("exchange", "seven of trumps exchanged", _has("exchange")),
        ("meld", "a meld declared", _has("meld")),
        ("carte-blanche", "carte blanche", lambda r, w: w.get("meld:blanche", 0) > 0),
        ("big-deal", "a player scores 100 or more in the deal", lambda r, w: _max_points(r) >= 100),
    ),
    "tarot": (
        (
            "all-pass",
            "all pass (deal cancelled or Goulash)",
            lambda r, w: bool(r.get("cancelled")) or bool((r.get("detail") or {}).get("goulash")),
        ),
        ("goulash", "Goulash played", _detail("goulash")),
        (
            "taker-wins",
            "the taker makes the contract",
            lambda r, w: (
                bool(r.get("detail")) and "taker" in r["detail"] and r["points"][r["detail"]["taker"]] > 0
            ),
        ),
        ("petit-au-bout", "petit au bout", _detail("petit_au_bout", lambda v: v is not None)),
        ("chelem", "chelem", _detail("chelem")),
        ("misere", "a misère announced", _detail("miseres")),
        ("poignee", "a poignée shown", _detail("poignees")),
    ),
}
EVENTS["brisque"] = EVENTS["briscan"]


def events_of(game: str) -> tuple[EventSpec, ...]:
    return EVENTS.get(game, ())


def hand_events(game: str, result: Result, words: Words) -> list[str]:
    """The ids of the events of ``game`` that happened in the hand ``result``."""
    return [eid for eid, _, test in events_of(game) if test(result, words)]


def labels(game: str) -> dict[str, str]:
    return {eid: label for eid, label, _ in events_of(game)}
