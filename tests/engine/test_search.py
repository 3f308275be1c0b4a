"""Resampling and the PIMC search bot."""

import json
import random

import pytest

import tapisvert
from tapisvert import bots
from tapisvert.search import pimc_action


def random_states(game, count, seed=0):
    info = tapisvert.game_info(game)
    rng = random.Random(seed)
    out = []
    for i in range(count):
        players = rng.choice(info["players"])
        st = tapisvert.new_game(game, players=players, seed=seed * 1000 + i)
        for _ in range(rng.randrange(0, 60)):
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))
        out.append(st)
    return out


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_resample_never_contradicts_the_observation(game):
    rng = random.Random(5)
    for st in random_states(game, 60):
        for seat in range(st.players):
            before = json.dumps(st.observation(seat), sort_keys=True)
            world = st.resample(seat, rng)
            assert json.dumps(world.observation(seat), sort_keys=True) == before
            assert sorted(world.all_cards()) == sorted(st.all_cards())
            assert json.dumps(st.observation(seat), sort_keys=True) == before  # state untouched


# Francion's Welche (AH) is never counted as a card of its suit for the obligation to follow;
# Tarot's Excuse may always be played (Tarot voids also name "trump" for the numbered trumps).
VOID_EXEMPT = {"triomphe": set(), "francion": {"AH"}, "tarot": {"EX"}}


def _suit(card):
    return "trump" if card.isdigit() else card[-1]


@pytest.mark.parametrize("game", sorted(VOID_EXEMPT))
def test_resample_respects_revealed_voids(game):
    rng = random.Random(1)
    checked = 0
    for st in random_states(game, 200, seed=3):
        obs_voids = st.observation(0)["extra"]["voids"]
        world = st.resample(0, rng)
        for s, suits in enumerate(obs_voids):
            if s == 0 or not suits:
                continue
            held = {_suit(c) for c in world.observation(s)["hand"] if c not in VOID_EXEMPT[game]}
            assert not held & set(suits), f"seat {s} was dealt a suit he showed void in"
            checked += 1
    assert checked > 20


def test_triomphe_resample_keeps_pillaged_cards_with_the_pillager():
    rng = random.Random(2)
    seen = 0
    for seed in range(200):
        st = tapisvert.new_game("triomphe", players=4, seed=seed, form="pillage")
        if st.phase != "pillage" or st.pillager == 0:
            continue
        st.apply("pillage")
        st.apply(f"discard:{st.observation(st.pillager)['hand'][0]}")
        taken = set(st.observation(0)["extra"]["pillage"]["taken"])
        for _ in range(5):
            world = st.resample(0, rng)
            hand = set(world.observation(world.pillager)["hand"])
            discards = set(world.observation(world.pillager)["extra"]["pillage"]["discards"])
            assert taken <= hand | discards
        seen += 1
    assert seen > 5


def test_pimc_returns_legal_actions_and_is_deterministic_with_a_seed():
    for seed in range(6):
        st = tapisvert.new_game("triomphe", players=3, seed=seed)
        a = pimc_action(st, random.Random(7), budget_s=10.0, max_worlds=12)
        b = pimc_action(st, random.Random(7), budget_s=10.0, max_worlds=12)
        assert a == b and a in st.legal_actions()


def test_pimc_wins_the_trick_it_needs():
    # General rules (no duty to head): seat 1 has 1 trick of 3 and needs both of the last two.
    pos = {
        "players": 2,
        "trump": "H",
        "dealer": 0,
        "leader": 0,
        "trick": ["9S"],
        "hand": ["TS", "7S"],
        "tricks_won": [2, 1],
        "options": {"regime": "general"},
    }
    st = tapisvert.from_position("triomphe", pos)
    assert sorted(st.legal_actions()) == ["7S", "TS"]
    assert pimc_action(st, random.Random(0), budget_s=10.0, max_worlds=30) == "TS"


def test_search_levels_are_bots():
    st = tapisvert.new_game("triomphe", players=2, seed=3)
    for level in ("novice", "standard", "strong"):
        assert bots.choose(st, level, random.Random(0)) in st.legal_actions()


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_rollouts_end_at_the_hand_result(game):
    # A rollout stops once the hand is scored (no next deal), with the game's fast rollout_hand
    # when it has one, else rollout_code step by step.
    from tapisvert.search import _finish_hand

    for seed in range(4):
        st = tapisvert.new_game(game, seed=seed)
        hand = st.hand_number
        w = st.clone()
        _finish_hand(w, hand, random.Random(seed))
        assert any(r["hand"] == hand for r in w.hand_results)
        assert len(w.hand_results) == len(st.hand_results) + 1


@pytest.mark.parametrize(
    "game,players,options",
    [
        ("triomphe", 4, {}),
        ("triomphe", 4, {"form": "team"}),
        ("triomphe", 3, {"regime": "plaisant"}),
        ("triomphe", 5, {"form": "pillage"}),
        ("francion", 4, {}),
    ],
)
def test_triomphe_and_francion_policies_make_the_rule_based_choices(game, players, options):
    # Their fast policies (the baseline, and the search's rollouts) are the generic rule-based
    # player written over integer codes: the two must agree at every decision with a choice.
    compared = 0
    for seed in range(12):
        st = tapisvert.new_game(game, players=players, seed=seed, **options)
        rng = random.Random(seed)
        while not st.is_over and st.hand_number <= 3:
            if len(st.legal_codes()) > 1:
                fast = st.decode(st.rollout_code(random.Random(compared)))
                assert fast == bots.rule_based_action(st, random.Random(compared)), (seed, st.actions)
                compared += 1
            st.apply(bots.choose(st, "random", rng))
    assert compared > 100
