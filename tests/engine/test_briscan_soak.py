"""Briscan and Brisque: randomized soak of both games and of every editorial switch (soak.py),
the observation / no-leak tests, and whole matches played by the bots.

Sizes (soak.sized), full: 1,000 hands per game with 30 deep matches, 120 with 6 per switch;
`make test` runs a third of each (at least two deep matches); `make bench` the full size (bench/soak_tests.py),
and bench/soak_large.py 10^5 hands per game.
"""

import json
import random

import pytest
from soak import check_no_leak, sized, soak, without_draw_for_deal

import tapisvert
from tapisvert import bots

# a long fuzzing soak: the sizes below are its full size (TAPISVERT_SOAK_SIZE=full, which `make bench`
# runs: bench/soak_tests.py); `make test` runs a third of each, hands and deep matches (soak.sized)
pytestmark = pytest.mark.soak

MAIN: list[tuple[str, dict[str, object]]] = [("briscan", {}), ("brisque", {})]
SWITCHES = [
    ("briscan", {"quartets_doubled": "yes"}),
    ("briscan", {"melds_per_window": "one"}),
    ("briscan", {"meld_after_draw": "no"}),
    ("briscan", {"declare_after_talon": "yes"}),
    ("briscan", {"exchange_window": "leader-before-lead"}),
    ("briscan", {"exchange_bonus": 10}),
    ("briscan", {"ace_trump_bonus": "declared"}),
    ("briscan", {"brisque_points": 10}),
    ("briscan", {"win_check": "immediate", "target": 300}),
    ("briscan", {"meld_after_draw": "no", "melds_per_window": "one", "declare_after_talon": "yes"}),
    ("brisque", {"target": 300}),
    ("brisque", {"turnup_bonus": "no"}),
    ("brisque", {"melds_per_window": "one", "exchange_window": "leader-before-lead"}),
    ("brisque", {"meld_after_draw": "no", "declare_after_talon": "yes"}),
    ("brisque", {"win_check": "immediate", "exchange_bonus": 10}),
]


@pytest.mark.parametrize("game,options", MAIN, ids=[g for g, _ in MAIN])
def test_soak_main(game, options):
    assert soak(game, 2, options, hands=sized(1000), deep=sized(30, 2)) >= sized(1000)


@pytest.mark.parametrize("game,options", SWITCHES, ids=[f"{g}-{o}" for g, o in SWITCHES])
def test_soak_switches(game, options):
    assert soak(game, 2, options, hands=sized(120), deep=sized(6, 2)) >= sized(120)


# ------------------------------------------------------------ observation / no leak
def _walk(game, seed, steps, **options):
    st = tapisvert.new_game(game, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.is_over:
            break
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.mark.parametrize("game", ["briscan", "brisque"])
def test_no_leak_at_every_step(game):
    rng = random.Random(9)
    for seed in range(25):
        st = tapisvert.new_game(game, seed=seed, declare_after_talon="yes")
        while not st.is_over and st.hand_number == 1:
            check_no_leak(st, rng)
            st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("game", ["briscan", "brisque"])
def test_turnup_is_public_and_the_talon_is_not(game):
    for seed in range(10):
        st = _walk(game, seed, 9)
        if st.observation(0)["phase"] not in ("play", "declare"):
            continue
        talon = [tapisvert.cards.name(c) for c in st.talon]
        for seat in (0, 1):
            o = st.observation(seat)
            text = json.dumps({k: v for k, v in without_draw_for_deal(o).items() if k != "options"})
            if st.upcard is not None:
                assert o["turnup"] == tapisvert.cards.name(st.upcard)
            assert o["extra"]["talon"] == len(st.talon) + (st.upcard is not None)
            for c in talon:
                assert f'"{c}"' not in text, f"talon card {c} leaks to seat {seat}"
            other = [tapisvert.cards.name(c) for c in st.hands[1 - seat]]
            shown = set(o["extra"]["known"][1 - seat])
            for c in other:
                if c not in shown:
                    assert f'"{c}"' not in text, f"opponent's unseen card {c} leaks to seat {seat}"


def random_first_deal(seed):
    """Each state of the first deal of a Briscan match played at random (seeded), before its next
    action; the random action is applied when the caller asks for the next state."""
    st = tapisvert.new_game("briscan", seed=seed)
    rng = random.Random(seed)
    while not st.is_over and st.hand_number == 1:
        yield st
        st.apply(rng.choice(st.legal_actions()))


def test_melds_are_seen_by_both_seats():
    for seed in range(40):
        for st in random_first_deal(seed):
            m = [a for a in st.legal_actions() if a.startswith("meld:")]
            if m:
                seat = st.current_player
                st.apply(m[0])
                for viewer in (0, 1):
                    ex = st.observation(viewer)["extra"]
                    assert ex["melds"][-1]["action"] == m[0] and ex["melds"][-1]["seat"] == seat
                    cards = ex["melds"][-1]["cards"]
                    if st.current_player == seat:
                        assert set(cards) <= set(ex["known"][seat])
                return
    pytest.fail("no meld was declared in 40 random deals")


def test_meld_panel_shows_only_the_viewers_options():
    for seed in range(60):
        for st in random_first_deal(seed):
            legal = st.legal_actions()
            seat = st.current_player
            want = sorted(a for a in legal if a.startswith("meld:"))
            got = sorted(m["action"] for m in st.observation(seat)["extra"]["meld_options"])
            assert got == want
            assert st.observation(1 - seat)["extra"]["meld_options"] == []
            assert st.observation(seat)["extra"]["exchange_allowed"] == ("exchange" in legal)


# ---------------------------------------------------------------------- bots
@pytest.mark.parametrize("game", ["briscan", "brisque"])
@pytest.mark.parametrize("level", ["baseline", "random"])
def test_bots_finish_whole_matches(game, level):
    for seed in range(3):
        st = tapisvert.new_game(game, seed=seed, target=300)
        rng = random.Random(seed)
        n = 0
        while not st.is_over:
            a = bots.choose(st, level, rng)
            assert a in st.legal_actions()
            st.apply(a)
            n += 1
            assert n < 20000
        assert st.winners and len(st.winners) == 1
        assert sum(r["points"][0] for r in st.hand_results) == st.scores[0]


def test_baseline_declares_its_melds():
    declared = 0
    for seed in range(5):
        st = tapisvert.new_game("briscan", seed=seed, target=300)
        rng = random.Random(seed)
        while not st.is_over:
            legal = st.legal_actions()
            a = bots.choose(st, "baseline", rng)
            if any(x.startswith("meld:") for x in legal):
                assert a.startswith("meld:")
                declared += 1
            st.apply(a)
    assert declared > 10


def test_bridge_plays_briscan():
    from tapisvert import bridge

    r = json.loads(
        bridge.call(json.dumps({"op": "new", "game": "briscan", "players": 2, "seed": 5, "humans": [0]}))
    )
    assert r["ok"], r
    tid = r["table"]
    view = r["view"]
    assert view["extra"]["talon"] == 22 and view["turnup"]
    for _ in range(400):
        if view["is_over"] or view["phase"] == "hand-over":
            break
        if view["legal"]:
            a = next((x for x in view["legal"] if x.startswith("meld:")), view["legal"][0])
            if a.startswith("meld:"):
                assert view["action_labels"][a]
            r = json.loads(bridge.call(json.dumps({"op": "play", "table": tid, "action": a})))
        else:
            r = json.loads(bridge.call(json.dumps({"op": "bot", "table": tid})))
        assert r["ok"], r
        view = r["view"]
    assert view["phase"] in ("hand-over", "match-over")
    bad = json.loads(
        bridge.call(
            json.dumps(
                {
                    "op": "position",
                    "game": "briscan",
                    "position": {"trump": "H", "hand": ["AS", "7H"], "trick": ["KS"], "leader": 1},
                }
            )
        )
    )
    assert bad["ok"] and bad["legal"] == ["AS"] and bad["winner"] == 0
