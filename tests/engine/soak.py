"""A randomized soak harness shared by every game's tests.

``soak(game, players, options, hands=…, deep=…)`` plays seeded random matches through the
public API until ``hands`` hands have been played and checks, after every action:

* cards are conserved (``state.all_cards()`` is always the full pack);
* a random legal action is accepted; a random illegal one raises IllegalAction naming a
  registered rule, and leaves the state exactly as it was;

and, on the first hand of the first ``deep`` matches, also at every step: the record round-trips
(``load(to_json())`` rebuilds an identical state), ``undo`` restores the previous state,
and ``observation(seat)`` is unchanged when the cards hidden from that seat are shuffled.
"""

import json
import random

import tapisvert
from tapisvert.state import state_key


def _illegal_candidates(state, legal, rng):
    codes = set(legal)
    pack = sorted(set(state.all_cards()))
    words = [state.word(w) for w in state.WORDS]
    pool = [c for c in pack + words if c not in codes]
    return rng.sample(pool, min(2, len(pool)))


def _quick_key(state):
    # The undo snapshot (append-only lists by length) is a cheap but complete enough fingerprint.
    return repr(state._snapshot())


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


def soak(game, players, options=None, hands=2000, deep=50, seed0=0):
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
                else:
                    raise AssertionError(f"illegal action {state.decode(bad)} was accepted")
                assert _quick_key(state) == key, "a rejected action changed the state"
            if deep_now:
                check_no_leak(state, rng)
                before = state_key(state)
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
        if state.is_over:
            played += 1
        seed += 1
    return played
