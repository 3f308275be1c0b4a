"""The log as data: each line a structured :class:`Event`, worded per reader once and cached.

A game logs what happened as an event: its ``kind`` (a word of the game's small vocabulary, or
one of the shared kinds below), the seats, cards and amounts it is about, the rule it applies, and
its words as a template in which every seat is a marker (``tapisvert.narration``: "{S3|takes} the
trick").  Nobody reads the words back: the laboratory counts kinds, the trick review reads the
tricks' records (:data:`TRICK`), the browser shows the words.

The log is append-only (undo only cuts it back), so the words of each reader are rendered once per
line and kept (:class:`Renderings`), and so are the hand results: a view costs what its new lines
cost.  A result is complete once the action that scores the hand returns (a game may finish it in
that action, never after).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any, NamedTuple

from . import cards as C
from .undo import _copy
from .words import Words, as_data, lang, record, say, seat_names

if TYPE_CHECKING:
    from .protocols import LoggedGame
    from .types import LogEntry, TrickCard, TrickSeen

# Shared kinds (the shape is the same in every game that logs them).
TRICK = "trick"
"""A trick closes: ``seats`` = (winner, leader), ``cards`` = the cards in the order played."""
DEAL = "deal"
"""A hand is dealt: ``seats`` = (dealer,)."""
EXPLICIT_DEAL = "explicit-deal"
"""A hand set up from an explicit deal: ``seats`` = (dealer,)."""
DRAW = "draw-for-deal"
"""A round of the draw for the first deal."""
FIRST_DEALER = "first-dealer"
"""The draw's verdict: ``seats`` = (dealer,)."""
POSITION = "position"
"""A state set up by hand from a position."""
HAND_OVER = "hand-over"
"""A hand is scored (its words are the hand result's)."""
MATCH_OVER = "match-over"
"""The match is won: ``seats`` = the winners."""
NOTE = "note"
"""A line of words with no data of its own."""


class Event(NamedTuple):
    """One line of the log as data (immutable; a named tuple: a match logs one or more per trick,
    and a tuple is made at a third of a frozen dataclass's cost)."""

    kind: str
    text: str | Words
    """The words: a message record (key and parameters, rendered per reader and language), or, in
    a game not yet written in message keys, English text with seats as markers; never parsed."""
    seats: tuple[int, ...] = ()
    cards: tuple[int, ...] = ()
    amounts: tuple[int, ...] = ()
    rule: str | None = None


class Renderings:
    """The log entries of one state as each reader reads them, kept line by line.

    The log is append-only between undos, and an undo cuts it back: an entry is still valid while
    the log line it was made from is the very same object at the same place, so a view renders only
    the lines that are new since the last view of that reader (after an undo, from the cut)."""

    __slots__ = ("lines", "shown", "upto")

    def __init__(self) -> None:
        self.lines: list[Any] = []  # the log lines rendered (the same objects as in the log)
        self.shown: list[Any] = []  # the entries the reader may read, in order
        self.upto: list[int] = []  # len(shown) after each line

    def add(self, line: Any, entry: Any) -> None:
        self.lines.append(line)
        if entry is not None:
            self.shown.append(entry)
        self.upto.append(len(self.shown))

    def cut(self, keep: int) -> None:
        """Forget the lines from ``keep`` on (an undo cut the log back there)."""
        del self.lines[keep:]
        del self.upto[keep:]
        del self.shown[self.upto[-1] if self.upto else 0 :]


# One cache per (state, what, reader, language), outside the state: it is no part of the game
# (records, undo, clones and state keys never see it) and goes away with the state.
_CACHE: weakref.WeakKeyDictionary[LoggedGame, dict[tuple[str, int | None, str], Renderings]] = (
    weakref.WeakKeyDictionary()
)


def renderings(state: LoggedGame, reader: int | None, what: str = "log") -> Renderings:
    per = _CACHE.get(state)
    if per is None:
        per = _CACHE[state] = {}
    key = (what, reader, lang())
    r = per.get(key)
    if r is None:
        r = per[key] = Renderings()
    return r


def valid_prefix(r: Renderings, log: list[Any]) -> int:
    """How many of the kept entries still stand for the log's lines (identity, from the end)."""
    lines = r.lines
    k = min(len(lines), len(log))
    while k and lines[k - 1] is not log[k - 1]:
        k -= 1
    return k


def log_entries(state: LoggedGame, reader: int) -> list[LogEntry]:
    """The log as ``reader`` reads it (the lines private to another seat left out), rendering
    only the lines that are new since his last view."""
    cache = renderings(state, reader)
    log = state.log
    keep = valid_prefix(cache, log)  # the lines still the same (all of them, but after an undo)
    if keep < len(cache.lines):
        cache.cut(keep)
    if keep < len(log):
        names = seat_names(state.players, reader)
        for line in log[keep:]:
            cache.add(line, _entry(state, line, names, reader))
    return list(cache.shown)


def results_for(state: LoggedGame, reader: int) -> list[dict[str, Any]]:
    """Each hand's result (a copy) with its text worded for ``reader``; like the log, the list
    only grows between undos, so each result is copied and worded once per reader."""
    cache = renderings(state, reader, "results")
    results = state.hand_results
    keep = valid_prefix(cache, results)
    if keep < len(cache.lines):
        cache.cut(keep)
    if keep < len(results):
        names = seat_names(state.players, reader)
        for r in results[keep:]:
            text = r.get("text")
            mine = as_data(_copy(r))  # the result's own records (Briscan's terms) as data
            if isinstance(text, (str, Words)):
                mine["text"] = say(text, names, reader)
                mine["words"] = record(text)
            cache.add(r, mine)
    return list(cache.shown)


class _Tricks:
    """The tricks of one hand read from its ``trick`` events, up to a line of the log."""

    __slots__ = ("hand", "first", "upto", "last", "tricks")

    def __init__(self, hand: int, first: int) -> None:
        self.hand = hand
        self.first = first  # the hand's first line
        self.upto = first  # the lines read so far end here
        self.last: Any = None  # the line at upto - 1 (None: none read)
        self.tricks: list[TrickSeen] = []


_TRICKS: weakref.WeakKeyDictionary[LoggedGame, _Tricks] = weakref.WeakKeyDictionary()


def tricks_of_hand(state: LoggedGame) -> list[TrickSeen]:
    """The completed tricks of the current hand, from the log's ``trick`` events (winner and
    leader, the cards in the order played), each read once: like the words, kept while the
    lines read are the same objects at the same places (the log only grows between undos)."""
    log = state.log
    hand = state.hand_number
    kept = _TRICKS.get(state)
    if (
        kept is None
        or kept.hand != hand
        or kept.upto > len(log)
        or (kept.upto > kept.first and log[kept.upto - 1] is not kept.last)
        or (kept.first and log[kept.first - 1][0] == hand)
    ):
        first = len(log)  # the hand's lines are the last ones: read back to its first
        while first and log[first - 1][0] == hand:
            first -= 1
        kept = _TRICKS[state] = _Tricks(hand, first)
    n = state.players
    out = kept.tricks
    for line in log[kept.upto :]:
        data = line[3]
        if line[2] == "event" and data.kind == TRICK:
            winner, leader = data.seats[0], data.seats[1]
            cards: list[TrickCard] = [
                {"seat": (leader + i) % n, "card": C.name(c)} for i, c in enumerate(data.cards)
            ]
            out.append({"leader": leader, "cards": cards, "winner": winner})
    if len(log) > kept.upto:
        kept.upto = len(log)
        kept.last = log[-1]
    return list(out)


def _entry(state: LoggedGame, line: Any, names: list[str], reader: int) -> LogEntry | None:
    hand, s, kind, data, private = line
    if kind == "action":
        secret = private is not None and private != reader
        text = state._describe(s, data, secret)  # an action has a seat
        action = None if secret else state.decode(data)
        data_record: dict[str, Any] = {
            "kind": "action",
            "seats": [s],
            "cards": [],
            "amounts": [],
            "rule": None,
        }
        if not secret and data < 4096:  # a card, or a word on a card (discard:KS): not a word
            data_record["cards"] = [C.name(data % C.CARD_CODES)]
    else:
        if private is not None and private != reader:
            return None
        text, action = data.text, None
        data_record = {
            "kind": data.kind,
            "seats": list(data.seats),
            "cards": [C.name(c) for c in data.cards],
            "amounts": list(data.amounts),
            "rule": data.rule,
        }
    data_record["words"] = record(text)
    entry: LogEntry = {
        "hand": hand,
        "seat": s,
        "action": action,
        "text": say(text, names, reader),
        "text_third": say(text, names, None),
        "record": data_record,
    }
    return entry
