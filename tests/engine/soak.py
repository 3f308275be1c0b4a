"""A randomized soak harness shared by every game's tests.

``soak(game, players, options, hands=…, deep=…)`` plays seeded random matches through the
public API until ``hands`` hands have been played and checks, after every action:

* cards are conserved (``state.all_cards()`` is always the full pack);
* a random legal action is accepted; a random illegal one raises IllegalAction naming a
  registered rule, and leaves the state exactly as it was;

and, on the first hand of the first ``deep`` matches, also at every step: the record round-trips
(``load(to_json())`` rebuilds an identical state), ``undo`` restores the previous state,
and ``observation(seat)`` is unchanged when the cards hidden from that seat are shuffled;
whenever a hand is scored, its score sheet adds up to the hand's result (``check_sheets``);
on the first hand of the first ``blind`` matches, at about one step in four, the bots decide
the same when only the cards the player to act cannot see are moved (``check_bots_blind``).
"""

import json
import random

import tapisvert
from tapisvert import bots
from tapisvert.search import pimc_action
from tapisvert.sheet import check_sheet
from tapisvert.state import state_key

# The bot levels the blind check runs: every level of tapisvert.bots, the search
# ("standard" and "strong" differ only by their time budget) made deterministic by a fixed
# number of worlds and a seed instead of a clock.
BLIND_LEVELS = ("random", "baseline", "rule_based", "search")


def _illegal_candidates(state, legal, rng):
    codes = set(legal)
    pack = sorted(set(state.all_cards()))
    words = [state.word(w) for w in state.WORDS]
    pool = [c for c in pack + words if c not in codes]
    return rng.sample(pool, min(2, len(pool)))


def _quick_key(state):
    # The undo snapshot (append-only lists by length) is a cheap but complete enough fingerprint.
    return repr(state._snapshot())


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
        return pimc_action(state, rng, budget_s=3600.0, min_worlds=worlds, max_worlds=worlds,
                           node_limit=3000)
    return bots.choose(state, level, rng)


def check_bots_blind(state, rng, levels=BLIND_LEVELS, moves=2, worlds=4):
    """Move only the cards the player to act cannot see (``resample`` from his point of view,
    ``moves`` times) and check that his observation and every bot's decision stay the same:
    a bot that decides differently has read a hidden card or a hidden fact."""
    seat = state.current_player
    if seat is None or len(state.legal_codes()) < 2:
        return
    seen = json.dumps(state.observation(seat), sort_keys=True)
    wanted = {lv: bot_decision(state, lv, 7, worlds) for lv in levels}
    for _ in range(moves):
        other = state.resample(seat, random.Random(rng.random()))
        assert json.dumps(other.observation(seat), sort_keys=True) == seen, \
            f"moving the cards hidden from seat {seat} changed his observation"
        for lv in levels:
            got = bot_decision(other, lv, 7, worlds)
            assert got == wanted[lv], (
                f"the {lv} bot of seat {seat} plays {got} instead of {wanted[lv]} when only cards "
                f"hidden from it are moved ({state.NAME}, {state.players} players, "
                f"{state.options}, seed {state.seed}, action #{len(state.history) + 1})")


def switch_configs(game):
    """(players, options) covering every player count (default options) and every value of
    every option (at the default player count when the rules allow it, else the first count and
    companion switch that do): the configurations the large soak runs."""
    info = tapisvert.game_info(game)
    out = [(n, {}) for n in info["players"]]

    def valid(n, opts):
        try:
            tapisvert.new_game(game, players=n, seed=0, **opts)
            return True
        except ValueError:
            return False

    for o in info["options"]:
        values = o["values"] if o["values"] is not None else \
            sorted({o["minimum"], o["maximum"]} - {o["default"]})
        for v in values:
            if v == o["default"] and type(v) is type(o["default"]):
                continue
            counts = [info["default_players"]] + [n for n in info["players"] if n != info["default_players"]]
            companions = [{}] + [{p["name"]: c} for p in info["options"] if p["name"] != o["name"]
                                 for c in (p["values"] or [])]
            found = next(((n, {**extra, o["name"]: v}) for extra in companions for n in counts
                          if valid(n, {**extra, o["name"]: v})), None)
            if found is not None:
                out.append(found)
    return out


def soak(game, players, options=None, hands=2000, deep=50, seed0=0, blind=0, blind_levels=BLIND_LEVELS):
    options = options or {}
    rules = {r.id for r in tapisvert.rules(game)}
    played = 0
    seed = seed0
    pack = None
    while played < hands:
        state = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        pack = sorted(state.all_cards())
        last_hand = state.hand_number
        sheets_seen = 0
        deep_match = seed - seed0 < deep
        while not state.is_over and played < hands:
            # Deep checks on the first hand of the first ``deep`` matches (short replays).
            deep_now = deep_match and state.hand_number == 1
            legal = state.legal_codes()
            assert legal, "a live state must offer at least one action"
            key = _quick_key(state)
            for bad in _illegal_candidates(state, legal, rng):
                try:
                    state.apply(state.decode(bad))
                except tapisvert.IllegalAction as e:
                    assert e.rule_id in rules, f"unregistered rule {e.rule_id}"
                    assert e.reason
                    # a refusal is a sentence (issue 13): a capital letter and a full stop
                    assert not e.reason[0].islower() and e.reason.endswith((".", "!", "?")), \
                        f"refusal not worded as a sentence: {e.reason!r}"
                else:
                    raise AssertionError(f"illegal action {state.decode(bad)} was accepted")
            # once after both refusals (the key is the costly part of a step)
            assert _quick_key(state) == key, "a rejected action changed the state"
            if deep_now:
                check_no_leak(state, rng)
                before = state_key(state)
            if blind and seed - seed0 < blind and state.hand_number == 1 and rng.random() < 0.25:
                check_bots_blind(state, rng, blind_levels)
            action = state.decode(rng.choice(legal))
            state.apply(action)
            assert sorted(state.all_cards()) == pack or state.hand_number != last_hand, \
                "cards were created or lost"
            if state.hand_number != last_hand:
                assert sorted(state.all_cards()) == pack
                played += 1
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
            played += 1
        seed += 1
    return played
