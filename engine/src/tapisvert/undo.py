"""Undo from per-action records: what an action changed, not the whole state.

A state's attributes are plain data (ints, strings, tuples, lists and dicts of them); ``history``,
``log`` and ``hand_results`` only grow; the attributes of ``_FIXED`` never change after set-up.
A private mirror (:class:`_UndoLog`) holds a copy of every other attribute as of the last action;
after ``_do`` the attributes that differ from the mirror (a C-speed ``!=``) are the action's
record (for a list of lists, only the items that changed), and the append-only lists are
recorded by their length.  ``apply_trusted`` records nothing: undoing one of its actions replays
the match from the start.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain, compress, islice
from operator import is_not, itemgetter, ne
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState


def _copy(v: Any) -> Any:
    # A structural copy of plain containers; much faster than copy.deepcopy.
    # Lists are assumed homogeneous, their first item telling: a list of ints, strings or
    # tuples is copied flat; a list of containers, or of optional ones (None first), item by item.
    t = type(v)
    if t is list:
        if not v:
            return []
        t0 = type(v[0])
        if t0 is int:
            return v[:]
        if t0 is list:  # lists of lists of ints: no call per list
            return [x[:] if type(x) is list and (not x or type(x[0]) is int) else _copy(x) for x in v]
        if t0 in _CONTAINERS or v[0] is None:
            return [_copy(x) for x in v]
        return v[:]
    if t is dict:
        return {k: (_copy(x) if type(x) in _CONTAINERS else x) for k, x in v.items()}
    if t is set:
        return set(v)
    return v


_CONTAINERS = (list, dict, set)

# What one validated action changed, enough to take it back, as one flat tuple (a long match
# keeps thousands of records: one object each, not one per change, spares the garbage collector):
#   (len(history) before it, len(log) before, len(hand_results) before,
#    the mirror's attribute names, names of attributes the action added (undo deletes them),
#    then the changes: index of an attribute, its old value; or, inside a list of lists,
#    ~index of the attribute, path of an item, the item's old value)
_Record = tuple[Any, ...]
_Change = list[Any]


def _entries(record: _Record) -> list[tuple[int, tuple[int, ...] | None, Any]]:
    """The changes of a record as (index, path or None for the whole value, old value)."""
    out: list[tuple[int, tuple[int, ...] | None, Any]] = []
    k = 5
    while k < len(record):
        i = record[k]
        if i >= 0:
            out.append((i, None, record[k + 1]))
            k += 2
        else:
            out.append((~i, record[k + 1], record[k + 2]))
            k += 3
    return out


def _copy_item(v: Any) -> Any:
    # _copy, with the commonest case (a list of ints: one suit of a hand) without a call
    if type(v) is list and (not v or type(v[0]) is int):
        return v[:]
    return _copy(v)


def _diff(new: list[Any], old: list[Any], i: int, path: tuple[int, ...], out: _Change) -> None:
    """Record in ``out`` the items of ``new`` (a list of lists, attribute ``i``) that differ
    from ``old`` (the mirror's, of the same length), as ``~i, path, old item``, and bring the
    mirror up to date.  Nested lists of lists are compared item by item too (Tarot's hands:
    seat, then suit), so that a card played records one suit of one hand."""
    for j in compress(range(len(new)), map(ne, new, old)):
        n = new[j]
        o = old[j]
        if type(n) is list and type(o) is list and len(n) == len(o) and n and type(n[0]) is list:
            _diff(n, o, i, path + (j,), out)
        else:
            out += (~i, path + (j,), o)
            old[j] = _copy_item(n)


def _no_values(d: dict[str, Any]) -> tuple[Any, ...]:
    return ()


class _UndoLog(list[_Record]):
    """The undo records of a state (the list itself, oldest first), and the mirror they are
    taken against.

    ``values[i]`` is attribute ``keys[i]`` as it was after ``at`` actions (``len(history)``):
    the value itself for the immutable ones (ints, strings, tuples: the first ``scalars``
    keys, compared by identity, so that undo gives back the very object, not an equal one of
    another type), a private copy for the others (containers, and None that may become one:
    compared with ``!=``).  ``at`` is -1 when the mirror must be taken again before the next
    record (never taken, the state was rebuilt by a replay or restored from a snapshot, or an
    immutable attribute became a container).
    """

    __slots__ = ("keys", "values", "read", "scalars", "others", "size", "at")

    def __init__(self) -> None:
        super().__init__()
        self.keys: tuple[str, ...] = ()
        self.values: list[Any] = []
        self.read: Callable[[dict[str, Any]], tuple[Any, ...]] = _no_values
        self.scalars = range(0)
        self.others = range(0)
        self.size = 0
        self.at = -1

    def sync(self, state: GameState, at: int) -> None:
        """Take the mirror of ``state``, after ``at`` actions."""
        d = state.__dict__
        skip = state._untracked()
        tracked = [k for k in d if k not in skip]
        scalars = [k for k in tracked if d[k] is not None and type(d[k]) not in _CONTAINERS]
        keys = tuple(scalars + [k for k in tracked if k not in scalars])
        self.keys = keys
        self.values = [_copy(d[k]) for k in keys]
        # (itemgetter of one key returns the bare value, not a tuple: ask for it twice)
        self.read = itemgetter(*keys) if len(keys) > 1 else itemgetter(*keys, *keys) if keys else _no_values
        self.scalars = range(len(scalars))
        self.others = range(len(scalars), len(keys))
        self.size = len(d)
        self.at = at

    def take(self, state: GameState, at: int, log_len: int, results_len: int) -> None:
        """Record what the action number ``at`` changed (the mirror is that of ``at``)."""
        d = state.__dict__
        now: tuple[Any, ...] | None = None
        if len(d) == self.size:
            try:
                now = self.read(d)
            except KeyError:  # an attribute went, another came
                now = None
        if now is None:
            # The action added or removed attributes: record the whole mirror (rare).
            old_keys, old_values = self.keys, self.values
            self.sync(state, at + 1)
            added = tuple(k for k in self.keys if k not in old_keys)
            self.append(
                (
                    at,
                    log_len,
                    results_len,
                    old_keys,
                    added,
                    *(x for i, v in enumerate(old_values) for x in (i, v)),
                )
            )
            return
        mirror = self.values
        changes: _Change = []
        ns = len(self.scalars)
        changed = chain(
            compress(self.scalars, map(is_not, now, mirror)),
            compress(self.others, map(ne, islice(now, ns, None), islice(mirror, ns, None))),
        )
        # The hot loop of the public path: the common cases inlined, no call per value.
        for i in changed:
            new = now[i]
            old = mirror[i]
            t = type(new)
            if t is list:
                if new and type(new[0]) is list:
                    if type(old) is list and len(old) == len(new):
                        # a list of lists (hands, piles): only the items that changed
                        for j in compress(range(len(new)), map(ne, new, old)):
                            n = new[j]
                            o = old[j]
                            if (
                                type(n) is list
                                and type(o) is list
                                and len(n) == len(o)
                                and n
                                and type(n[0]) is list
                            ):
                                _diff(n, o, i, (j,), changes)
                            else:
                                changes += (~i, (j,), o)
                                old[j] = _copy_item(n)
                        continue
                    mirror[i] = _copy(new)
                elif new and type(new[0]) is int:
                    mirror[i] = new[:]
                else:
                    mirror[i] = _copy(new)
            elif t is dict or t is set:
                mirror[i] = _copy(new)
            else:  # immutable: shared, not copied
                mirror[i] = new
                changes += (i, old)
                continue
            changes += (i, old)
            if i < ns:  # an immutable attribute became a container
                self.at = -2  # (mirror taken again at the next action)
        self.append((at, log_len, results_len, self.keys, (), *changes))
        if self.at != -2:
            self.at = at + 1

    def changes(self, record: _Record) -> dict[str, list[int] | None]:
        """What ``record`` holds: each attribute it restores, with the items of a list of lists
        restored one by one (None: the whole value); append-only lists are not named."""
        keys, added = record[3], record[4]
        out: dict[str, list[int] | None] = {}
        for i, path, _ in _entries(record):
            if path is None:
                out[keys[i]] = None
            else:
                items = out.setdefault(keys[i], [])
                if items is not None and path[0] not in items:
                    items.append(path[0])
        out.update((k, None) for k in added)
        return out

    def restore(self, state: GameState, record: _Record) -> None:
        """Take back the action of ``record``, the last one applied to ``state``."""
        at, log_len, results_len, keys, added = record[:5]
        d = state.__dict__
        # The mirror follows the state back when it was that of the action taken back.
        follow = self.at == at + 1 and keys is self.keys and not added
        mirror = self.values
        del state.history[at:]
        del state.log[log_len:]
        del state.hand_results[results_len:]
        for i, path, old in _entries(record):
            if path is None:
                d[keys[i]] = _copy(old)
                if follow:
                    mirror[i] = old
                continue
            live = d[keys[i]]
            mine = mirror[i]
            for j in path[:-1]:
                live = live[j]
                if follow:
                    mine = mine[j]
            live[path[-1]] = _copy(old)
            if follow:
                mine[path[-1]] = old
        for k in added:
            del d[k]
        self.at = at if follow else -1
