"""A randomized soak harness shared by every game's tests.

``soak(game, players, options, hands=…, deep=…, blind=…)`` plays seeded random matches through
the public API until ``hands`` hands have been played.

On every action of every hand:

* the player to act has at least one legal action;
* two random illegal actions (cards of the pack and bare words not in ``legal_codes()``) each
  raise IllegalAction naming a registered rule, with a reason worded as a sentence, and leave
  the state exactly as it was: the whole state (every attribute, the full history, log and
  undo stack) is compared with ``==`` against a deep copy taken before (``fingerprint``);
* a random legal action is accepted, and cards are conserved (``state.all_cards()`` is always
  the full pack);
* whenever a hand is scored, its score sheet adds up to the hand's result (``check_sheets``).

On the first hand of the first ``deep`` matches, also at every step: the record round-trips
(``load(to_json())`` rebuilds an identical state), ``undo`` restores the previous state, and
``observation(seat)`` is unchanged for every seat when the cards hidden from that seat are
shuffled (``check_no_leak``).  On the first hand of the first ``blind`` matches, at about one
step in four, every bot level decides the same when only the cards the player to act cannot
see are moved (``check_bots_blind``).  Observations (and their narration) are built only by
these sampled checks: they are the costly part of a step.
"""

import functools
import json
import os
import pickle
import random
from typing import Any

import tapisvert
from tapisvert import bots
from tapisvert.search import pimc_action
from tapisvert.sheet import check_sheet
from tapisvert.state import state_key


def without_draw_for_deal(obs: dict[str, Any]) -> dict[str, Any]:
    """``obs`` without the log's draw for the deal: the cards drawn for the deal were turned up for
    every player to see and gathered into the pack before the shuffle, so the log's record of
    that draw names cards (by code) that may now lie in any hand or the talon without leaking
    anything.  The no-leak checks that look for hidden cards' codes in an observation's text read
    the rest."""
    log = [e for e in obs.get("log") or [] if (e.get("record") or {}).get("kind") != "draw-for-deal"]
    return {**obs, "log": log}


# The soak tests' sizes: each test file names its *full* size (hands, deep matches), which
# ``TAPISVERT_SOAK_SIZE=full`` runs (``make bench`` does: bench/soak_tests.py, beside
# bench/soak_large.py's 10^5 hands per game). ``make test`` runs a third of it (issue 22: the whole suite within 10 minutes on two
# cores): still hundreds of hands per configuration with every per-action check, and at least two
# matches with the deep checks; the seeds are the first ones of the full run, so a fault found at
# the test size is found at the full size too. ``TAPISVERT_SOAK_SCALE=k`` multiplies either.
SOAK_FULL = os.environ.get("TAPISVERT_SOAK_SIZE", "") == "full"
SOAK_SCALE = int(os.environ.get("TAPISVERT_SOAK_SCALE", "1"))
TEST_FRACTION = 3


def sized(full, minimum=1):
    """The size a soak test runs for its ``full`` size (hands or deep matches): see above."""
    n = full * SOAK_SCALE
    return n if SOAK_FULL else max(minimum, n // TEST_FRACTION)


# The bot levels the blind check runs: every level of tapisvert.bots, the search
# ("standard" and "strong" differ only by their time budget) made deterministic by a fixed
# number of worlds and a seed instead of a clock.
BLIND_LEVELS = ("random", "baseline", "rule_based", "search")


def _illegal_pool(state):
    """Every card of the pack and every bare word: the candidates for an illegal action."""
    return sorted(set(state.all_cards())) + [state.word(w) for w in state.FACTS.words]


def _illegal_candidates(state, legal, rng, pool=None):
    """Two distinct random codes of ``pool`` (default ``_illegal_pool``) that are not legal now."""
    codes = set(legal)
    pool = [c for c in (pool or _illegal_pool(state)) if c not in codes]
    n = len(pool)
    if n < 2:
        return pool
    # two draws without replacement (cheaper than rng.sample, which dominated this step)
    i = int(rng.random() * n)
    j = int(rng.random() * (n - 1))
    return [pool[i], pool[j + (j >= i)]]


# Lists the engine only ever appends to (their items are immutable tuples or ints, or dicts of
# a finished hand, or undo snapshots): copied shallow, the rest of the state deep.
_APPEND_ONLY = ("history", "log", "hand_results", "_undo")


def fixed_copy(state):
    """A deep copy of the attributes the game fixes at set-up (``_FIXED``: options, tables),
    taken once per match: ``fingerprint`` shares it, so every step checks that they never
    change (at no cost per step for big tables)."""
    fixed = getattr(type(state), "_FIXED", ())
    d = state.__dict__
    return pickle.loads(pickle.dumps({k: d[k] for k in fixed if k in d}, 5))


def fingerprint(state, fixed=None):
    """A deep copy of the whole state (every attribute, the undo stack included), to compare
    with ``state.__dict__ == fingerprint``.  Pickling copies in C: cheaper than the undo
    snapshot, and complete (the full history and log too).  ``fixed``: a ``fixed_copy`` of
    this match, reused instead of copying the fixed tables again."""
    d = state.__dict__
    rest = dict(d)
    for k in _APPEND_ONLY:
        rest.pop(k, None)
    for k in fixed or ():
        rest.pop(k, None)
    out = pickle.loads(pickle.dumps(rest, 5))
    for k in _APPEND_ONLY:
        if k in d:
            out[k] = d[k][:]
    if fixed is not None:
        out.update(fixed)
    return out


def check_sheets(state, start=0):
    """The score sheet of every hand scored since ``start``: its terms add up to its points, and
    its points are the hand's result (issue 13)."""
    sheets = state.score_sheets()
    assert len(sheets) == len(state.hand_results)
    for sh, r in zip(sheets[start:], state.hand_results[start:]):
        faults = check_sheet(sh, state.players)
        assert not faults, f"score sheet of hand {sh['hand']} ({state!r}): {faults}"
        assert sh["points"] == list(r["points"]), "the sheet's points are not the hand's result"


def check_no_leak(state, rng):
    for seat in range(state.players):
        before = json.dumps(state.observation(seat), sort_keys=True)
        other = state.clone()
        zones = other.hidden_zones(seat)
        pool = [c for z in zones for c in z]
        rng.shuffle(pool)
        for z in zones:
            k = len(z)
            z[:], pool = pool[:k], pool[k:]
        after = json.dumps(other.observation(seat), sort_keys=True)
        assert before == after, f"observation of seat {seat} leaks hidden cards"


def bot_decision(state, level, seed=0, worlds=4):
    """The action a bot of ``level`` takes in ``state``, deterministic given ``seed``."""
    rng = random.Random(seed)
    if level == "search":
        return pimc_action(state, rng, budget_s=3600.0, min_worlds=worlds, max_worlds=worlds, node_limit=3000)
    return bots.choose(state, level, rng)


def check_bots_blind(state, rng, levels=BLIND_LEVELS, moves=2, worlds=4):
    """Move only the cards the player to act cannot see (``resample`` from his point of view,
    ``moves`` times) and check that his observation and every bot's decision stay the same:
    a bot that decides differently has read a hidden card or a hidden fact."""
    seat = state.current_player
    if seat is None or len(state.legal_codes()) < 2:
        return 0
    seen = json.dumps(state.observation(seat), sort_keys=True)
    wanted = {lv: bot_decision(state, lv, 7, worlds) for lv in levels}
    for _ in range(moves):
        other = state.resample(seat, random.Random(rng.random()))
        assert json.dumps(other.observation(seat), sort_keys=True) == seen, (
            f"moving the cards hidden from seat {seat} changed his observation"
        )
        for lv in levels:
            got = bot_decision(other, lv, 7, worlds)
            assert got == wanted[lv], (
                f"the {lv} bot of seat {seat} plays {got} instead of {wanted[lv]} when only cards "
                f"hidden from it are moved ({state.FACTS.name}, {state.players} players, "
                f"{state.options}, seed {state.seed}, action #{len(state.history) + 1})"
            )
    return moves * len(levels)


# Switches that only matter with another one (or a player count): the soak pairs them, else the
# switch would be set and never read.  (players or None, companion options.)
COMPANIONS = {
    ("tarot", "misere_payers"): (None, {"miseres": True}),
    ("tarot", "misere_hand"): (None, {"miseres": True}),
    ("tarot", "goulash_scoring"): (None, {"goulash": True}),
    ("triomphe", "forcat_cannot_head"): (None, {"regime": "forcat"}),
    ("emprunt", "three_player_hand"): (3, {}),
}


def switch_configs(game):
    """(players, options) covering every player count (default options) and every value of
    every option (with its ``COMPANIONS``, else at the default player count when the rules allow
    it, else the first count and companion switch that do): the configurations the large soak
    runs."""
    info = tapisvert.game_info(game)
    out: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in info["players"]]

    def valid(n, opts):
        try:
            tapisvert.new_game(game, players=n, seed=0, **opts)
            return True
        except ValueError:
            return False

    for o in info["options"]:
        values = (
            o["values"] if o["values"] is not None else sorted({o["minimum"], o["maximum"]} - {o["default"]})
        )
        for v in values:
            if v == o["default"] and type(v) is type(o["default"]):
                continue
            counts = [info["default_players"]] + [n for n in info["players"] if n != info["default_players"]]
            companions = [{}] + [
                {p["name"]: c} for p in info["options"] if p["name"] != o["name"] for c in (p["values"] or [])
            ]
            if (game, o["name"]) in COMPANIONS:
                n, extra = COMPANIONS[game, o["name"]]
                counts, companions = [n or info["default_players"]], [extra]
            found = next(
                (
                    (n, {**extra, o["name"]: v})
                    for extra in companions
                    for n in counts
                    if valid(n, {**extra, o["name"]: v})
                ),
                None,
            )
            if found is not None:
                out.append(found)
    return out


def soak(
    game,
    players,
    options=None,
    hands=2000,
    deep=50,
    seed0=0,
    blind=0,
    blind_levels=BLIND_LEVELS,
    stats=None,
    errors=None,
    max_errors=20,
    sample_only=False,
):
    """Play seeded matches (seeds ``seed0``, ``seed0 + 1``…) until ``hands`` hands, checking as
    the module says; returns the hands played.  ``stats``, a dict, receives the counts of what was
    checked (``COUNTS``).  A broken check raises AssertionError naming the match's seed and
    action; with ``errors``, a list, it is recorded there instead (``{"seed", "action",
    "error"}``) and the soak goes on: a hidden-information failure with the same match (it does
    not touch the state), any other with the next seed; after ``max_errors`` it stops.
    ``sample_only`` plays only the sampled hands (the first hand of the first ``max(deep, blind)``
    matches), with the same random numbers, hence the same checks, as the whole soak."""
    options = options or {}
    stats = {k: 0 for k in COUNTS} if stats is None else stats
    for k in COUNTS:
        stats.setdefault(k, 0)
    rules = {r.id for r in tapisvert.rules(game)}
    base = stats["hands"]
    seed = seed0
    found = 0 if errors is None else len(errors)
    while stats["hands"] - base < hands and not (sample_only and seed - seed0 >= max(deep, blind)):
        state = tapisvert.new_game(game, players=players, seed=seed, **options)

        # a hidden-information failure does not touch the state: recorded, the match goes on
        blind_failed = (
            None
            if errors is None
            else functools.partial(_record, errors, game, players, options, seed, state)
        )
        try:
            _soak_match(
                state,
                seed,
                rules,
                base + hands,
                seed - seed0 < deep,
                blind and seed - seed0 < blind,
                blind_levels,
                stats,
                blind_failed,
                first_hand=sample_only,
            )
        except Exception as e:
            if errors is None:
                raise AssertionError(_failure(game, players, options, seed, state, e)["error"]) from e
            _record(errors, game, players, options, seed, state, e)
        if errors is not None and len(errors) - found >= max_errors:
            break
        seed += 1
    return stats["hands"] - base


def _failure(game, players, options, seed, state, e):
    # where to start again: the match's seed (its random generator is seeded with it)
    action = len(state.history) + 1
    return {
        "seed": seed,
        "action": action,
        "error": f"{game}, {players} players, {options}, seed {seed}, action #{action}: "
        f"{type(e).__name__}: {e}",
    }


def _record(errors, game, players, options, seed, state, e):
    errors.append(_failure(game, players, options, seed, state, e))


# What ``soak(stats=…)`` counts: matches, hands, actions applied (each after two refusals checked),
# refusals checked, steps with the deep checks, observations compared by the no-leak check, bot
# decisions compared by the hidden-information check.
COUNTS = ("matches", "hands", "actions", "refusals", "deep_steps", "no_leak_observations", "blind_decisions")


def _soak_match(
    state, seed, rules, until, deep_match, blind_match, blind_levels, stats, blind_failed, first_hand=False
):
    """Play one seeded match, or until ``stats["hands"]`` reaches ``until``."""
    rng = random.Random(seed)
    pack = sorted(state.all_cards())
    last_hand = state.hand_number
    sheets_seen = 0
    illegal_pool = _illegal_pool(state)
    fixed = fixed_copy(state)
    stats["matches"] += 1
    while not state.is_over and stats["hands"] < until and not (first_hand and state.hand_number > 1):
        # Deep checks on the first hand of the first ``deep`` matches (short replays).
        deep_now = deep_match and state.hand_number == 1
        legal = state.legal_codes()
        assert legal, "a live state must offer at least one action"
        fp = fingerprint(state, fixed)
        for bad in _illegal_candidates(state, legal, rng, illegal_pool):
            try:
                state.apply(state.decode(bad))
            except tapisvert.IllegalAction as e:
                assert e.rule_id in rules, f"unregistered rule {e.rule_id}"
                assert e.reason
                # a refusal is a sentence (issue 13): a capital letter and a full stop
                assert not e.reason[0].islower() and e.reason.endswith((".", "!", "?")), (
                    f"refusal not worded as a sentence: {e.reason!r}"
                )
            else:
                raise AssertionError(f"illegal action {state.decode(bad)} was accepted")
            assert state.__dict__ == fp, f"the refused action {state.decode(bad)} changed the state"
            stats["refusals"] += 1
        if deep_now:
            check_no_leak(state, rng)
            stats["deep_steps"] += 1
            stats["no_leak_observations"] += state.players
            before = state_key(state)
        if blind_match and state.hand_number == 1 and rng.random() < 0.25:
            try:
                stats["blind_decisions"] += check_bots_blind(state, rng, blind_levels)
            except AssertionError as e:
                if blind_failed is None:
                    raise
                blind_failed(e)
        action = state.decode(rng.choice(legal))
        state.apply(action)
        stats["actions"] += 1
        assert sorted(state.all_cards()) == pack or state.hand_number != last_hand, (
            "cards were created or lost"
        )
        if state.hand_number != last_hand:
            assert sorted(state.all_cards()) == pack
            stats["hands"] += 1
            last_hand = state.hand_number
        if deep_now:
            after = state_key(state)
            rebuilt = tapisvert.load(state.to_json())
            assert state_key(rebuilt) == after, "record replay differs"
            state.undo()
            assert state_key(state) == before, "undo did not restore the state"
            state.apply(action)
            assert state_key(state) == after
        if len(state.hand_results) != sheets_seen:
            check_sheets(state, sheets_seen)
            sheets_seen = len(state.hand_results)
    if state.is_over:
        stats["hands"] += 1
