"""Undo by checkpoints and replay: one mechanism for every path.

A state's attributes are plain data (ints, strings, tuples, lists and dicts of them); ``history``,
``log`` and ``hand_results`` only grow; the attributes of ``_FIXED`` never change after set-up.
The validated ``apply`` keeps a *checkpoint* (the state's ``_snapshot``: every other attribute
copied, the append-only lists by their length) before every ``UNDO_EVERY``-th action, and records
nothing for the others.  ``undo`` restores the last checkpoint at or before the action taken back
and replays the actions since with ``apply_trusted`` (which reaches the same state as ``apply``:
tests/engine/test_api.py, test_tarot_soak.py, and test_undo.py at every step), so that an undo
costs at most ``UNDO_EVERY`` trusted actions, and an action of the public path one snapshot in
``UNDO_EVERY``.  The same snapshots are the
endgame search's own undo (``_snapshot``/``_restore``), and an action of the trusted path, which
takes no checkpoint, is undone the same way (from the last checkpoint, or from the set-up when
there is none: the match replayed from its start).  Older checkpoints are thinned out, one kept
in each ``SPARSE``, so that a long match does not keep thousands of snapshots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .protocols import UndoneGame
    from .types import Code


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

# A checkpoint: (len(history) when it was taken, the state's snapshot then).
Checkpoint = tuple[int, dict[str, Any]]


class _UndoLog(list[Checkpoint]):
    """The checkpoints of a state (the list itself, oldest first, each of the line played now)."""

    __slots__ = ("thinned", "legal")

    def __init__(self) -> None:
        super().__init__()
        self.thinned = 0  # how many of the first checkpoints are thinned out already
        # The legal codes ``legal_actions`` computed, with len(history) then: the ``apply`` that
        # follows validates against them instead of computing them again (the public path's
        # legal_actions() + apply() pair computed them twice).  An action grows the history; a
        # step back (undo, the search's restore) goes through forget_after, which drops them.
        self.legal: tuple[int, list[Code]] | None = None

    # The last RECENT checkpoints are all kept; older ones, one in each SPARSE of them (a long
    # match keeps a few hundred KiB, not megabytes, and an undo that far back replays more).
    RECENT = 32
    SPARSE = 8

    def keep(self, state: UndoneGame, at: int) -> None:
        """Take a checkpoint of ``state`` before its action number ``at``."""
        self.append((at, state._snapshot()))
        if len(self) - min(self.thinned, len(self)) > 2 * self.RECENT:  # (once in RECENT)
            self.thin(state.UNDO_EVERY * self.SPARSE)

    def thin(self, window: int) -> None:
        """Keep, of the checkpoints before the last RECENT, the first in each ``window`` actions."""
        old = self[: -self.RECENT]
        kept: list[Checkpoint] = []
        last = -1
        for cp in old:
            w = cp[0] // window
            if w != last:
                kept.append(cp)
                last = w
        self[: -self.RECENT] = kept
        self.thinned = len(kept)

    def forget_after(self, at: int) -> None:
        """Drop the checkpoints of actions after ``at`` (taken back, or of another line)."""
        self.legal = None
        while self and self[-1][0] > at:
            self.pop()

    def back_to(self, state: UndoneGame, at: int) -> bool:
        """Bring ``state`` back to its position after ``at`` actions: the last checkpoint at or
        before it restored, the actions since replayed.  False when there is no checkpoint."""
        self.forget_after(at)
        if not self:
            return False
        taken, snap = self[-1]
        codes = state.history[taken:at]
        d = state.__dict__
        # an attribute that came after the checkpoint goes (the snapshot does not hold it)
        skip = state._untracked()
        for k in [k for k in d if k not in snap and k not in skip]:
            del d[k]
        state._restore(_copy(snap))  # a copy: the checkpoint may serve again
        trusted = state.apply_trusted
        for c in codes:
            trusted(c)
        return True
