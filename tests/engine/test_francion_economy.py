"""Francion's economy (dossier §1.7–1.10): stakes, trick payments, the point and precedence,
beasts, the Welche payments, the game to 6 and the settlement, token conservation."""

import random

import pytest
from francion_states import francion_game, francion_load, francion_position

import tapisvert
from sitebuild.pages.francion_steer import play_to_counts
from tapisvert import bots, cards as C
from tapisvert.games.francion import economy as E


# -------------------------------------------------------------- pure arithmetic
def test_stake_formula_and_trick_payments():
    assert E.trick_payments(9, [4, 3, 2, 0]) == [4, 3, 2, 0]
    assert E.trick_payments(27, [0, 4, 0, 5]) == [0, 12, 0, 15]
    assert E.next_stake(9, [4, 3, 2, 0]) == 18
    assert E.next_stake(27, [0, 4, 0, 5]) == 9 + 27 * 2
    assert E.stake(9, [(0, 27), (2, 27)]) == 63
    with pytest.raises(ValueError):
        E.trick_payments(10, [9, 0, 0])


def test_precedence_from_the_dealers_right_dealer_worst():
    # dealer 3: play order 0, 1, 2, then the dealer
    assert E.point_winner([3, 3, 3, 0], dealer=3) == 0
    assert E.point_winner([3, 3, 3, 0], dealer=0) == 1  # 1, 2, 3, then dealer 0
    assert E.point_winner([0, 3, 3, 3], dealer=2) == 3
    assert E.point_winner([3, 0, 3, 3], dealer=3) == 0
    assert E.point_winner([2, 2, 5], dealer=1) == 2


def test_settlement_each_loser_pays_what_he_is_short_of_six():
    assert E.settlement([6, 2, 0, 5], winner=0) == [0, 4, 6, 1]


def test_welche_hook_pays_only_the_turnup():
    assert E.welche_payment("turn-up") == (4, "stated")
    assert E.welche_payment("takes-trick") == (0, "source lost")
    assert E.welche_payment("captured") == (0, "source lost")
    with pytest.raises(ValueError):
        E.welche_payment("led")


# ------------------------------------------------- dossier §1.8 through the engine
SEED_18 = 369  # a seed whose first three deals allow the table's trick counts, no Welche turned


def test_staking_example_table_of_dossier_1_8():
    """Seats in play order from the first dealer's right: A, B, C, then the dealer D."""
    st = francion_game(players=4, seed=SEED_18)
    D = st.dealer
    A, B, Cc = (D + 1) % 4, (D + 2) % 4, (D + 3) % 4

    def by_seat(a, b, c, d):
        out = [0] * 4
        out[A], out[B], out[Cc], out[D] = a, b, c, d
        return out

    rows = [
        # dealer, stake, paid by, tricks A/B/C/D, paid out A/B/C/D, point, beasted (amount)
        (D, 9, {D: 9}, by_seat(4, 3, 2, 0), by_seat(4, 3, 2, 0), A, {D: 9}),
        (A, 18, {A: 9, D: 9}, by_seat(3, 3, 3, 0), by_seat(6, 6, 6, 0), B, {D: 18}),
        (B, 27, {B: 9, D: 18}, by_seat(0, 4, 0, 5), by_seat(0, 12, 0, 15), D, {A: 27, Cc: 27}),
    ]
    for dealer, stake, paid_by, tricks, paid_out, point, beasted in rows:
        obs = st.observation(0)
        ex = obs["extra"]
        assert obs["dealer"] == dealer and ex["stake"] == stake and ex["per_trick"] == stake // 9
        paid: dict[int, int] = {}
        for p in ex["stake_paid"]:
            paid[p["seat"]] = paid.get(p["seat"], 0) + p["tokens"]
        assert paid == paid_by
        assert not obs["turnup"] == "AH"
        before = [p["tokens"] for p in ex["purses"]]
        scores = list(obs["scores"])
        assert play_to_counts(st, tricks)
        obs = st.observation(0)
        ex = obs["extra"]
        assert obs["tricks_won"] == tricks and ex["stake"] == 0
        after = [p["tokens"] for p in ex["purses"]]
        assert [a - b for a, b in zip(after, before)] == paid_out
        assert [s - t for s, t in zip(obs["scores"], scores)] == [int(s == point) for s in range(4)]
        assert {b["seat"]: b["tokens"] for b in ex["beasts_carried"]} == beasted
        assert ex["next_stake"] == 9 + sum(beasted.values())
        assert obs["current_player"] == (dealer + 1) % 4 and st.legal_actions() == ["deal"]
        st.apply("deal")
    # Hand 4: C deals and is beasted: he pays 9 + 27 = 36, A pays 27; the stake is 63, 7 a trick.
    ex = st.observation(0)["extra"]
    assert st.dealer == Cc and ex["stake"] == 63 and ex["per_trick"] == 7
    paid = {}
    for p in ex["stake_paid"]:
        paid[p["seat"]] = paid.get(p["seat"], 0) + p["tokens"]
    assert paid == {Cc: 36, A: 27}
    assert ex["beasts_carried"] == []


def test_rotation_passes_right_and_only_the_next_dealer_deals():
    st = francion_game(players=5, seed=11)
    d = st.dealer
    while st.phase == "play":
        st.apply(st.legal_actions()[0])
    assert st.current_player == (d + 1) % 5
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("deal", seat=(d + 2) % 5)
    assert e.value.rule_id == "francion.play.in-turn"
    tokens = st.observation(0)["extra"]["purses"][(d + 1) % 5]["tokens"]
    st.apply("deal")
    obs = st.observation(0)
    assert obs["dealer"] == (d + 1) % 5 and obs["current_player"] == (d + 2) % 5
    dealer_paid = sum(p["tokens"] for p in obs["extra"]["stake_paid"] if p["seat"] == obs["dealer"])
    welche = sum(e["tokens"] for e in obs["extra"]["welche_events"] if e["hand"] == 2)
    assert obs["extra"]["purses"][obs["dealer"]]["tokens"] == tokens - dealer_paid + welche
    assert dealer_paid >= 9


def test_beasted_dealer_pays_both():
    # find a hand where the next dealer was beasted
    for seed in range(200):
        st = francion_game(players=3, seed=seed)
        rng = random.Random(seed)
        while not st.is_over:
            if st.phase == "hand-over":
                ex = st.observation(0)["extra"]
                nd = st.next_dealer
                mine = [b["tokens"] for b in ex["beasts_carried"] if b["seat"] == nd]
                if mine:
                    before = ex["purses"][nd]["tokens"]
                    st.apply("deal")
                    ex = st.observation(0)["extra"]
                    got = sum(e["tokens"] for e in ex["welche_events"] if e["hand"] == st.hand_number)
                    assert ex["purses"][nd]["tokens"] == before - 9 - mine[0] + got
                    assert ex["stake"] == 9 + sum(b for b in [mine[0]]) + sum(
                        p["tokens"] for p in ex["stake_paid"] if p["seat"] != nd
                    )
                    return
            st.apply(rng.choice(st.legal_actions()))
    raise AssertionError("no beasted dealer found")


# ------------------------------------------------------- game to 6, settlement
def _random_game(players, seed, **options):
    st = francion_game(players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.mark.parametrize("players", [3, 4, 5])
def test_game_to_six_and_settlement_in_counters(players):
    st = _random_game(players, 7, start_counters=8, start_tokens=45)
    obs = st.observation(0)
    w = obs["winners"][0]
    assert obs["scores"][w] == 6 and sum(s >= 6 for s in obs["scores"]) == 1
    assert sum(obs["scores"]) == len(st.hand_results) == obs["hand_number"]
    assert obs["phase"] == "match-over" and obs["current_player"] is None
    counters = [p["counters"] for p in obs["extra"]["purses"]]
    short = [6 - s for s in obs["scores"]]
    for s in range(players):
        if s != w:
            assert counters[s] == 8 - short[s]
    assert counters[w] == 8 + sum(short[s] for s in range(players) if s != w)
    assert obs["hand_results"][-1]["counters"][w] == counters[w] - 8
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("deal")
    assert e.value.rule_id == "francion.match.target"


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"last_hand_beasts": "paid-to-winner"},
        {"void_rule": "must-trump", "welche_compelled": "only-card"},
        {"start_tokens": 0, "start_counters": 0},
    ],
)
def test_tokens_and_counters_are_conserved_across_whole_games(players, options):
    for seed in range(4):
        st = francion_game(players=players, seed=seed, **options)
        t0 = st.options["start_tokens"] * players
        c0 = st.options["start_counters"] * players
        rng = random.Random(seed)
        while True:
            # tokens move only when a hand is staked, a trick is taken or a hand is paid
            if st.trick and not st.is_over:
                st.apply(rng.choice(st.legal_actions()))
                continue
            ex = st.observation(seed % players)["extra"]
            tokens = sum(p["tokens"] for p in ex["purses"]) + ex["stake"]
            assert tokens == t0 and ex["totals"] == {"tokens": t0, "counters": c0}
            assert sum(p["counters"] for p in ex["purses"]) == c0
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))
        assert ex["stake"] == 0
        # every hand's token movements add up to zero once the stake is paid out
        for r in st.hand_results:
            assert sum(r["tokens"]) == 0 and sum(r["counters"]) == 0


def test_last_hand_beasts_cancelled_or_paid_to_winner():
    found = 0
    for seed in range(300):
        a = _random_game(3, seed)
        last = a.hand_results[-1]
        beasted = [s for s, t in enumerate(last["tricks"]) if t == 0]
        if not beasted:
            continue
        b = _random_game(3, seed, last_hand_beasts="paid-to-winner")
        w = a.winners[0]
        ta = [p["tokens"] for p in a.observation(0)["extra"]["purses"]]
        tb = [p["tokens"] for p in b.observation(0)["extra"]["purses"]]
        stake = last["stake"]
        for s in range(3):
            if s == w:
                assert tb[s] == ta[s] + stake * len(beasted)
            else:
                assert tb[s] == ta[s] - (stake if s in beasted else 0)
        sett = b.observation(0)["extra"]["settlement"]
        assert sett["beasts"] == [{"seat": s, "tokens": stake} for s in beasted]
        assert a.observation(0)["extra"]["settlement"]["beasts"] == []
        found += 1
        if found == 3:
            return
    raise AssertionError("no game ended with a beast")


def test_welche_trick_events_are_flagged_source_lost_and_pay_nothing():
    seen = set()
    for seed in range(100):
        st = francion_game(players=4, seed=seed)
        rng = random.Random(seed)
        while st.hand_number < 3 and not st.is_over:
            before = [p["tokens"] for p in st.observation(0)["extra"]["purses"]]
            n_ev = len(st.welche_events)
            st.apply(rng.choice(st.legal_actions()))
            evs = st.observation(1)["extra"]["welche_events"][n_ev:]
            for ev in evs:
                if ev["event"] in ("takes-trick", "captured"):
                    assert ev["tokens"] == 0 and ev["status"] == "source lost"
                    seen.add(ev["event"])
                    if st.phase == "play":  # no payment made mid-hand
                        after = [p["tokens"] for p in st.observation(0)["extra"]["purses"]]
                        assert after == before
                    texts = [e["text"] for e in st.observation(2)["log"]]
                    assert any("lost in the source" in t for t in texts)
        if seen == {"takes-trick", "captured"}:
            return
    raise AssertionError(f"only saw {seen}")


def test_captured_welche_in_a_scripted_trick():
    st = francion_position(
        {
            "players": 4,
            "trump": "C",
            "dealer": 3,
            "leader": 0,
            "trick": ["AH", "KC", "2C"],
            "hand": ["3C"],
            "tricks_won": [3, 2, 2, 1],
        }
    )
    st.apply("3C")
    obs = st.observation(0)
    assert obs["tricks_won"] == [3, 3, 2, 1]
    assert obs["extra"]["welche_events"][-1] == {
        "hand": 1,
        "event": "captured",
        "seat": 0,
        "tokens": 0,
        "status": "source lost",
    }
    # the hand is over: the 9-token stake paid 1 per trick, the point to seat 0 by precedence
    assert [p["tokens"] for p in obs["extra"]["purses"]] == [93, 93, 92, 82]
    assert obs["scores"] == [1, 0, 0, 0]


def test_purse_options_and_debt():
    st = francion_game(players=3, seed=4, start_counters=3, start_tokens=0)
    ex = st.observation(0)["extra"]
    assert ex["start_purse"] == {"counters": 3, "tokens": 0}
    d = st.dealer
    fee = 8 if ex["welche_turned_up"] else 0
    assert ex["purses"][d]["tokens"] == -9 + fee  # DF10: the dealer's box goes into debt
    assert ex["purses"][(d + 1) % 3]["tokens"] == -fee // 2
    assert ex["totals"] == {"tokens": 0, "counters": 9}


# ------------------------------------------------------------- records and bots
def test_record_round_trip_and_undo_mid_game():
    st = francion_game(players=5, seed=21, welche_lead="free")
    rng = random.Random(1)
    for _ in range(70):
        st.apply(rng.choice(st.legal_actions()))
    rec = st.to_json()
    back = francion_load(rec)
    assert back.to_json() == rec
    assert back.observation(2) == st.observation(2)
    obs = st.observation(0)
    st.apply(st.legal_actions()[0])
    st.undo()
    assert st.observation(0) == obs


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("level", ["baseline", "random"])
def test_bots_finish_whole_games(players, level):
    st = francion_game(players=players, seed=players)
    rng = random.Random(0)
    steps = 0
    while not st.is_over:
        action = bots.choose(st, level, rng)
        assert action in st.legal_actions()
        st.apply(action)
        steps += 1
    assert steps > 9 * players * 6
    assert st.winners and st.observation(0)["extra"]["settlement"]["winner"] == st.winners[0]


def test_baseline_bot_uses_the_welche_ranking():
    st = francion_position({"players": 4, "trump": "C", "trick": ["AC"], "hand": ["AH", "2C", "3S"]})
    assert st.wins_so_far("AH") and not st.wins_so_far("2C")
    assert bots.choose(st, "baseline") == "AH"
    st = francion_position({"players": 4, "trump": "C", "trick": ["AH"], "hand": ["KC", "2C"]})
    assert st.wins_so_far("KC")
    assert C.card("AH") not in st.hands[st.observation(0)["current_player"]]
