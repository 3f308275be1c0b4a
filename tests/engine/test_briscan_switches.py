"""Briscan and Brisque: the switches of the editorial decisions given an alternative in issue 12
(DB6 draw_order, DB8 packets, DB11 next_dealer, DB28 card_reuse, DB29 runs, DB32 blanche_once,
DB39 last_five_tricks).  Each test checks the default and the alternative, so a switch that did
nothing would fail."""

import random

import pytest

import tapisvert
from tapisvert import IllegalAction
from tapisvert.cards import name
from tapisvert.games.briscan import melds as M
from tapisvert.games.briscan.game import PACK
from tapisvert.rng import stream


def pos(game="briscan", **kw):
    kw.setdefault("trump", "H")
    return tapisvert.from_position(game, kw)


def rule_of(st, action):
    with pytest.raises(IllegalAction) as e:
        st.apply(action)
    return e.value.rule_id


# ------------------------------------------------------------------ DB6: the draw for the deal
def expected_first_dealer(seed, order):
    rng = stream(seed, "draw")
    while True:
        deck = PACK[:]
        rng.shuffle(deck)
        a, b = order[deck[0] & 15], order[deck[1] & 15]
        if a != b:
            return 0 if a > b else 1


def test_draw_order_trick_or_natural():
    differ = 0
    for seed in range(40):
        trick = tapisvert.new_game("briscan", seed=seed).observation(0)["dealer"]
        natural = tapisvert.new_game("briscan", seed=seed, draw_order="natural").observation(0)["dealer"]
        assert trick == expected_first_dealer(seed, M.TRICK)
        assert natural == expected_first_dealer(seed, M.NATURAL)
        differ += trick != natural
    assert differ  # a ten against a king, say, decides differently


# ------------------------------------------------------------------ DB8: the packets
@pytest.mark.parametrize(
    "game,packets", [("briscan", "3-2"), ("briscan", "2-3"), ("brisque", "3-3"), ("brisque", "2-2-2")]
)
def test_packets_of_the_deal(game, packets):
    st = tapisvert.new_game(game, seed=5, packets=packets)
    dealer = st.observation(0)["dealer"]
    assert dealer is not None
    deck = PACK[:]
    stream(5, "deal", 1).shuffle(deck)
    hands: list[list[int]] = [[], []]
    pos_ = 0
    for k in (int(x) for x in packets.split("-")):
        for i in range(2):
            hands[(dealer + 1 + i) % 2] += deck[pos_ : pos_ + k]
            pos_ += k
    for seat in (0, 1):
        assert sorted(st.observation(seat)["hand"]) == sorted(name(c) for c in hands[seat])


def test_packets_change_the_hands():
    a = tapisvert.new_game("briscan", seed=5).observation(0)["hand"]
    b = tapisvert.new_game("briscan", seed=5, packets="2-3").observation(0)["hand"]
    assert sorted(a) != sorted(b)


# ------------------------------------------------------------------ DB11: the next dealer
@pytest.mark.parametrize("option", ["alternate", "loser"])
def test_next_dealer(option):
    checked = 0
    for seed in range(6):
        st = tapisvert.new_game("briscan", seed=seed, target=10000, next_dealer=option)
        rng = random.Random(seed)
        while st.observation(0)["phase"] != "hand-over":
            st.apply(st.decode(st.rollout_code(rng)))
        o = st.observation(0)
        pts = st.hand_results[-1]["points"]
        if option == "loser" and pts[0] != pts[1]:
            expected = 0 if pts[0] < pts[1] else 1
        else:
            expected = 1 - st.dealer
        assert o["extra"]["next_dealer"] == expected
        assert st.current_player == expected
        checked += option == "loser" and expected == o["dealer"]
    if option == "loser":
        assert checked  # the loser dealt twice running at least once


# ------------------------------------------------------------------ DB28: reuse of cards
def kings_window(**options):
    return pos(
        trump="D",
        hand=["KS", "KH", "KD", "KC", "QS"],
        talon=10,
        window=True,
        tricks_won=[4, 2],
        leader=0,
        options=options,
    )


def test_card_reuse_default_and_switch():
    st = kings_window()
    st.apply("meld:marriage:KSQS")
    st.apply("meld:quartet:KSKHKDKC")
    assert st.scores == [100, 0]
    st = kings_window(card_reuse="no")
    st.apply("meld:marriage:KSQS")
    assert "meld:quartet:KSKHKDKC" not in st.legal_actions()
    assert rule_of(st, "meld:quartet:KSKHKDKC") == "briscan.meld.reuse"
    assert st.scores == [20, 0]


def test_card_reuse_no_still_lets_a_sequence_take_over_its_window():
    st = pos(
        hand=["KS", "QS", "JS", "TS", "7D"],
        talon=10,
        window=True,
        tricks_won=[3, 3],
        leader=0,
        options={"card_reuse": "no"},
    )
    st.apply("meld:marriage:KSQS")
    st.apply("meld:sequence:TSJSQSKS")
    assert st.scores == [80, 0]
    st = pos(
        hand=["KS", "QS", "JS", "TS", "7D"],
        talon=10,
        window=True,
        tricks_won=[3, 3],
        leader=0,
        declared=["meld:marriage:KSQS"],
        options={"card_reuse": "no"},
    )
    assert rule_of(st, "meld:sequence:TSJSQSKS") == "briscan.meld.reuse"  # an earlier window


# ------------------------------------------------------------------ DB29: which runs
def run_window(**options):
    return pos(
        hand=["KS", "QS", "JS", "TS", "7D"],
        talon=10,
        window=True,
        tricks_won=[3, 3],
        leader=0,
        options=options,
    )


def test_runs_any_or_longest():
    st = run_window()
    assert {"meld:sequence:JSQSKS", "meld:sequence:TSJSQS", "meld:sequence:TSJSQSKS"} <= set(
        st.legal_actions()
    )
    st = run_window(runs="longest")
    seqs = [a for a in st.legal_actions() if a.startswith("meld:sequence")]
    assert seqs == ["meld:sequence:TSJSQSKS"]
    assert rule_of(st, "meld:sequence:JSQSKS") == "briscan.meld.any-run"


# ------------------------------------------------------------------ DB32: cartes blanches
def blanche_window(**options):
    return pos(
        hand=["KS", "QH", "JD", "KC", "QC"],
        talon=10,
        window=True,
        tricks_won=[3, 3],
        leader=0,
        declared=["meld:blanche:JSQSKHJHQD"],
        options=options,
    )


def test_blanche_once_per_deal_or_per_hand():
    st = blanche_window()
    assert rule_of(st, "meld:blanche:KSQHJDQCKC") == "briscan.meld.blanche-once"
    st = blanche_window(blanche_once="per-hand")
    st.apply("meld:blanche:KSQHJDQCKC")
    assert st.scores == [20, 0]


# ------------------------------------------------------------------ DB39: the last five tricks
@pytest.mark.parametrize("option,total", [("additional", 40), ("including", 30)])
def test_last_five_tricks_additional_or_including(option, total):
    st = pos(
        hand=["AS"],
        hands={1: ["7S"]},
        talon=0,
        leader=0,
        tricks_won=[10, 5],
        dealer=1,
        final_tricks_won=[4, 0],
        options={"last_five_tricks": option},
    )
    st.apply("AS")
    st.apply("7S")
    # 10 last trick + 20 (or 10) last five tricks + 10 most cards
    assert st.scores == [total, 0]


def test_every_new_switch_is_tied_to_its_decision():
    for game, names in (
        (
            "briscan",
            (
                "draw_order",
                "packets",
                "next_dealer",
                "card_reuse",
                "runs",
                "blanche_once",
                "last_five_tricks",
            ),
        ),
        ("brisque", ("draw_order", "packets", "next_dealer")),
    ):
        opts = {o["name"]: o for o in tapisvert.game_info(game)["options"]}
        decs = {d["id"]: d for d in tapisvert.decisions(game)}
        for n in names:
            did = opts[n]["decision"]["id"]
            assert decs[did]["option"] == n and decs[did]["rule_ids"]
            assert not decs[did]["alternative"].lower().startswith("none")
