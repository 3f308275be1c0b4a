"""Playing a study's tasks: the records, on the engine's fast path (no Dask here).

Random streams: in the studies of variants, the Novices of a hand share one stream seeded with
(match seed, hand), so that the same hand starts from the same random numbers under every setting
(and a hand's choices never depend on the hands before it).  In the skill studies every seat has its
own stream, one per (deal, seat), so that the Novice at seat 2 plays the same way whether seat 0 is a
Novice or the search bot.

Record shapes (tuples; ``results.COLUMNS`` names their fields):

* hand:    ``(setting, match, hand, dealer, actions, tricks, points, events, last)`` – ``points`` by
  seat, ``events`` the ids of ``events.EVENTS`` that happened, ``last`` 1 on a match's last hand;
* compare: ``(setting, match, decisions, differing, parted, result_differs, same_deal)`` – the first
  hand of match ``match`` under the reference setting (0) replayed under setting ``setting``;
* skill:   ``(setting, deal, seat, level, points)`` – the first hand of deal ``deal`` with ``level``
  (novice or search) at ``seat`` and Novices elsewhere.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from .. import new_game
from ..state import GameState
from .events import hand_events

if TYPE_CHECKING:
    from .results import Record
    from .spec import Setting, Study, Task

MAX_ACTIONS = 200_000  # a match longer than this is a bug, not a long match


def hand_rng(seed: int, hand: int) -> random.Random:
    """The Novices' stream for one hand of a variants study (an integer seed: cheap to make, and
    the same on every platform)."""
    return random.Random(seed * 4096 + hand)


def bot_rng(seed: int, hand: int, seat: int) -> random.Random:
    """One seat's own stream (skill studies)."""
    return random.Random(f"tapisvert-lab:{seed}:{hand}:{seat}")


def _new(setting: Setting, seed: int) -> GameState:
    return new_game(setting.game, players=setting.players, seed=seed, **setting.options)


def _words(state: GameState, codes: Iterable[int]) -> dict[str, int]:
    """How often each non-card action was played, by word (``borrow``) and by word and kind
    (``meld:blanche``)."""
    out: dict[str, int] = {}
    for c in codes:
        if c < 128:
            continue
        parts = state.decode(c).split(":")
        for key in {parts[0], ":".join(parts[:2])}:
            out[key] = out.get(key, 0) + 1
    return out


def deal_key(state: GameState) -> str:
    """A short fingerprint of the deal a state starts from: the dealer and where every card lies."""
    body = [cast(Any, state).dealer, [sorted(h) for h in _hands(state)], list(state.all_cards())]
    return hashlib.sha256(json.dumps(body).encode()).hexdigest()[:16]


def _hands(state: GameState) -> list[list[str]]:
    return [state.observation(s)["hand"] for s in range(state.players)]


def play_match(setting: Setting, index: int, seed: int) -> list[Record]:
    """Novice bots play a whole match of ``setting`` from ``seed``: one record per hand."""
    st = _new(setting, seed)
    rows: list[list[Any]] = []
    hand, start, rng = 1, 0, hand_rng(seed, 1)
    while not st.is_over:
        if len(st.history) > MAX_ACTIONS:
            raise RuntimeError(
                f"{setting.game} {setting.options} seed {seed}: no end after {MAX_ACTIONS} actions"
            )
        st.apply_trusted(st.rollout_code(rng))
        while len(st.hand_results) >= hand:
            r = st.hand_results[hand - 1]
            codes = st.history[start:]
            tricks = sum(r["tricks"]) if isinstance(r.get("tricks"), list) else -1
            rows.append(
                [
                    index,
                    seed,
                    hand,
                    cast(Any, st).dealer,
                    len(codes),
                    tricks,
                    tuple(r["points"]),
                    tuple(hand_events(setting.game, r, _words(st, codes))),
                    0,
                ]
            )
            hand, start = hand + 1, len(st.history)
            rng = hand_rng(seed, hand)
    if rows:
        rows[-1][-1] = 1
    return [tuple(r) for r in rows]


def _first_hand_over(state: GameState) -> bool:
    return bool(state.hand_results) or state.is_over


def compare_first_hand(ref: Setting, other: Setting, index: int, seed: int) -> Record:
    """The first hand of ``seed`` played by Novices under ``ref``, replayed under ``other``.

    At each point where a player acts under ``ref``, the state reached by the same actions under
    ``other`` is asked who acts and what is legal.  A *decision* is such a point where at least one
    of the two settings offers a choice (two legal actions or more); it *differs* when the player
    to act or the set of legal actions is not the same.  The replay stops (the hand has *parted*)
    at the first action of ``ref`` that ``other`` forbids, or when one setting's hand ends before
    the other's; that decision is the last one compared.  ``result_differs``: the hand's points
    under ``ref`` and under ``other`` (each played by Novices with the same random streams)
    are not the same.  ``same_deal``: both settings dealt the same cards to the same seats.
    """
    a, b = _new(ref, seed), _new(other, seed)
    same_deal = int(deal_key(a) == deal_key(b))
    rng = hand_rng(seed, 1)
    decisions = differing = parted = 0
    alive = True
    while not _first_hand_over(a):
        la = a.legal_codes()
        code = a.rollout_code(rng, la)  # the codes just computed, not again
        if alive:
            if _first_hand_over(b):
                alive, parted = False, 1
                decisions += 1
                differing += 1
            else:
                lb = b.legal_codes()
                if len(la) > 1 or len(lb) > 1:
                    decisions += 1
                    if a.current_player != b.current_player or set(la) != set(lb):
                        differing += 1
                if code in lb and a.current_player == b.current_player:
                    b.apply_trusted(code)
                else:
                    alive, parted = False, 1
        a.apply_trusted(code)
    if alive and not _first_hand_over(b):
        parted = 1  # the hand went on under ``other`` after it ended under ``ref``
    pa = tuple(a.hand_results[0]["points"]) if a.hand_results else None
    own = _new(other, seed)
    rng = hand_rng(seed, 1)
    while not _first_hand_over(own):
        own.apply_trusted(own.rollout_code(rng))
    pb = tuple(own.hand_results[0]["points"]) if own.hand_results else None
    return (index, seed, decisions, differing, parted, int(pa != pb), same_deal)


def skill_deal(setting: Setting, index: int, seed: int, worlds: int) -> list[Record]:
    """Duplicate seats: the first hand of ``seed`` with Novices everywhere, then once per seat with
    the search bot in that seat.  The search is deterministic: a fixed number of worlds, rollouts
    only (no exact endgame, whose node limit follows a clock), no time limit."""
    from ..search import pimc_action

    def first_hand(search_seat: int | None) -> list[int]:
        st = _new(setting, seed)
        rngs = [bot_rng(seed, 1, s) for s in range(st.players)]
        srng = random.Random(f"tapisvert-lab-search:{seed}:{search_seat}")
        while not _first_hand_over(st):
            seat = st.current_player
            if seat == search_seat:
                a = pimc_action(st, srng, budget_s=1e9, min_worlds=4, max_worlds=worlds, endgame=0)
                st.apply_trusted(st.encode(a))
            else:
                st.apply_trusted(st.rollout_code(rngs[cast(int, seat)]))
        return cast(list[int], st.hand_results[0]["points"])

    base = first_hand(None)
    rows = [(index, seed, s, "novice", base[s]) for s in range(setting.players)]
    for s in range(setting.players):
        rows.append((index, seed, s, "search", first_hand(s)[s]))
    return rows


def run_task(study: Study, task: Task) -> list[Record]:
    """The records of one task of ``study`` (see ``Study.tasks``)."""
    kind, i, first, count = task
    setting = study.settings[i]
    out: list[Record] = []
    for seed in range(first, first + count):
        if kind == "play":
            out.extend(play_match(setting, i, seed))
        elif kind == "compare":
            out.append(compare_first_hand(study.settings[0], setting, i, seed))
        elif kind == "skill":
            out.extend(skill_deal(setting, i, seed, study.worlds))
        else:
            raise ValueError(f"unknown task kind {kind!r}")
    return out
