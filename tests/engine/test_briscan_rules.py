"""Briscan and Brisque: rule tests written from the dossier (Part A, rules B1-B48, and Part E),
through the public API (legal sets, trick winners, meld values, windows, bonuses, the match).
"""

import json

import pytest

import tapisvert
from tapisvert import IllegalAction
from tapisvert.cards import PIQUET_32, pack

PACK = [c for c in ("".join(p) for p in ((r, s) for s in "SHDC" for r in PIQUET_32))]


# --------------------------------------------------------------------- helpers
def make(hands, turnup, talon_top=(), dealer=1, game="briscan", seed=1, **options):
    """A deal with the given hands, turn-up and the first talon cards (top first); the rest of
    the talon follows in pack order."""
    used = set(hands[0]) | set(hands[1]) | {turnup} | set(talon_top)
    talon = list(talon_top) + [c for c in PACK if c not in used]
    return tapisvert.new_game(
        game, seed=seed, deal={"dealer": dealer, "hands": hands, "turnup": turnup, "talon": talon}, **options
    )


def pos(game="briscan", **kw):
    kw.setdefault("trump", "H")
    return tapisvert.from_position(game, kw)


def legal_cards(st):
    return sorted(a for a in st.legal_actions() if len(a) == 2)


def melds(st):
    return sorted(a for a in st.legal_actions() if a.startswith("meld:"))


def after_the_last_draw(hand, turnup="9H", **options):
    """Trick 11 (two cards left in the talon: the last face-down one and the turn-up): seat 0
    leads the ace of spades and wins it against the king, then the two draw."""
    st = pos(
        hand=hand,
        hands={1: ["KS", "7C", "8C", "9C", "TC"]},
        turnup=turnup,
        talon=2,
        leader=0,
        dealer=1,
        options=options,
    )
    play(st, "AS", "KS")
    return st


def meld_points(st):
    return {m["action"]: m["points"] for m in st.observation(st.current_player)["extra"]["meld_options"]}


def rule_of(st, action):
    with pytest.raises(IllegalAction) as e:
        st.apply(action)
    return e.value.rule_id


def play(st, *actions):
    for a in actions:
        st.apply(a)
    return st


def S(*cards):
    return sorted(cards)


# ------------------------------------------------------------------ B1-B5: cards
def test_two_players_and_a_piquet_pack():
    for g in ("briscan", "brisque"):
        assert tapisvert.game_info(g)["players"] == [2]
        st = tapisvert.new_game(g, seed=5)
        assert sorted(st.all_cards()) == sorted(pack(PIQUET_32))
        with pytest.raises(ValueError, match="2 players"):
            tapisvert.new_game(g, players=3)


@pytest.mark.parametrize(
    "trick,trump,winner",
    [
        (["KH", "TH"], "S", 1),  # B3: the ten beats the king
        (["TH", "AH"], "S", 1),  # the ace is highest
        (["JH", "QH"], "S", 1),
        (["9H", "JH"], "S", 1),
        (["AH", "7S"], "S", 1),  # a trump beats a plain card
        (["7S", "AH"], "S", 0),  # a plain card does not beat a trump lead
        (["7D", "AH"], "S", 0),  # a card of a third suit loses to the card led
        (["TD", "KD"], "S", 0),
    ],
)
def test_trick_order_and_winner(trick, trump, winner):
    assert tapisvert.trick_winner("briscan", {"trick": trick, "trump": trump}) == winner
    assert tapisvert.trick_winner("brisque", {"trick": trick, "trump": trump}) == winner


def test_sequences_use_the_natural_order_not_the_trick_order():
    # 8-9-10 is a tierce au dix (B4); 9-10-J a tierce au valet; A-10-K is no sequence.
    st = pos(hand=["8S", "9S", "TS", "JS", "AC"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    pts = meld_points(st)
    assert pts["meld:sequence:8S9STS"] == 20
    assert pts["meld:sequence:9STSJS"] == 30
    assert pts["meld:sequence:8S9STSJS"] == 40
    st = pos(hand=["AS", "TS", "KS", "9C", "8C"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert not any(a.startswith("meld:sequence") for a in st.legal_actions())
    assert rule_of(st, "meld:sequence:TSKSAS") == "briscan.meld.sequence"


def test_courts_and_pips_for_the_carte_blanche():
    # B5: K Q J are courts; A and 10 are pips.
    st = pos(hand=["KS", "QH", "JD", "KC", "QC"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert meld_points(st)["meld:blanche:KSQHJDQCKC"] == 20
    st = pos(hand=["AS", "TH", "9D", "8C", "7C"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert meld_points(st)["meld:blanche:ASTH9D7C8C"] == 10
    st = pos(hand=["AS", "KH", "9D", "8C", "7C"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert not any(a.startswith("meld:blanche") for a in st.legal_actions())


# ---------------------------------------------------------------- B6-B11: dealing
RANK = {r: i for i, r in enumerate("789JQKTA")}


@pytest.mark.parametrize("seed", range(12))
def test_draw_for_the_deal_higher_deals(seed):
    st = tapisvert.new_game("briscan", seed=seed)
    events = [e["text_third"] for e in st.observation(0)["log"] if e["text"].startswith("Draw for the deal")]
    last = events[-1]
    names = {
        "seven": "7",
        "eight": "8",
        "nine": "9",
        "ten": "T",
        "jack": "J",
        "queen": "Q",
        "king": "K",
        "ace": "A",
    }
    # seats named from seat 0's chair: South (seat 0) and North (seat 1), issue 13
    words = last.replace(",", "").replace(".", "").split()
    r0 = names[words[words.index("draws") + 2]]
    r1 = names[words[words.index("North") + 2]]
    assert RANK[r0] != RANK[r1]
    assert st.observation(0)["dealer"] == (0 if RANK[r0] > RANK[r1] else 1)
    # earlier draws were ties: every draw after the first is worded as a draw again
    assert "again" not in events[0] and all("again" in e for e in events[1:])


@pytest.mark.parametrize("game,size", [("briscan", 5), ("brisque", 6)])
def test_deal_sizes_turnup_and_talon(game, size):
    st = tapisvert.new_game(game, seed=11)
    o = st.observation(0)
    assert o["hand_sizes"] == [size, size]
    assert o["extra"]["talon"] == 32 - 2 * size  # turn-up included
    assert o["turnup"] is not None and o["trump"] == o["turnup"][1]
    assert o["current_player"] == 1 - st.dealer  # B17: the non-dealer leads


@pytest.mark.parametrize(
    "turnup,bonus", [("AH", 10), ("TH", 10), ("KH", 10), ("QH", 10), ("JH", 10), ("9H", 0), ("7H", 0)]
)
def test_dealer_scores_ten_for_a_turned_up_honour(turnup, bonus):
    st = make([["7S", "8S", "9S", "7D", "8D"], ["7C", "8C", "9C", "9D", "TD"]], turnup, dealer=1)
    assert st.scores == [0, bonus]
    st = make(
        [["7S", "8S", "9S", "7D", "8D", "JS"], ["7C", "8C", "9C", "9D", "TD", "JC"]],
        turnup,
        dealer=0,
        game="brisque",
    )
    assert st.scores == [bonus, 0]
    st = make(
        [["7S", "8S", "9S", "7D", "8D", "JS"], ["7C", "8C", "9C", "9D", "TD", "JC"]],
        turnup,
        dealer=0,
        game="brisque",
        turnup_bonus="no",
    )
    assert st.scores == [0, 0]


@pytest.mark.parametrize("game", ["briscan", "brisque"])
def test_deals_alternate(game):
    st = tapisvert.new_game(game, seed=4, target=10000)
    dealers: list[int] = []
    rng = __import__("random").Random(4)
    while len(dealers) < 5:
        if st.observation(0)["phase"] == "hand-over":
            o = st.observation(0)
            assert st.legal_actions() == ["deal"]
            assert st.current_player == 1 - st.dealer
            assert rule_of(st, st.observation(0)["hand"][0] if o["hand"] else "exchange") in (
                f"{game}.play.phase",
                f"{game}.deal.alternate",
            )
            dealers.append(st.dealer)
        st.apply(rng.choice(st.legal_actions()))
    assert all(a != b for a, b in zip(dealers, dealers[1:]))


# ------------------------------------------------------------------ B17-B21: play
def test_non_dealer_leads_winner_leads_and_draws_first():
    st = make(
        [["9C", "KS", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
        "9H",
        talon_top=["AD", "AC", "TD", "TC"],
        dealer=1,
    )
    assert st.current_player == 0
    assert rule_of(st, "7C") == "briscan.play.from-hand"
    play(st, "9C", "7C")  # 9 beats 7: seat 0 wins
    assert st.current_player == 0
    assert "AD" in st.observation(0)["hand"]  # the winner draws the top card
    assert "AC" in st.observation(1)["hand"]  # then the loser
    play(st, "7D", "JD")  # seat 1 wins with the jack
    assert st.current_player == 1
    assert "TD" in st.observation(1)["hand"] and "TC" in st.observation(0)["hand"]


def test_free_play_while_the_talon_lasts():
    st = pos(hand=["KS", "7H", "8D", "9C", "TC"], trick=["AS"], leader=1, talon=2)
    assert legal_cards(st) == S("KS", "7H", "8D", "9C", "TC")


@pytest.mark.parametrize(
    "trick,hand,expected",
    [
        (["KS"], ["AS", "TS", "QS", "7H", "8D"], S("AS", "TS")),  # follow and beat
        (["TS"], ["KS", "QS", "7H", "8D"], S("KS", "QS")),  # follow, cannot beat
        (["TS"], ["7H", "KH", "8D"], S("7H", "KH")),  # void: must trump
        (["TS"], ["8D", "9C"], S("8D", "9C")),  # neither: any card
        (["QH"], ["KH", "7H", "AS"], S("KH")),  # trumps led: beat in trumps
        (["AH"], ["KH", "7H", "AS"], S("KH", "7H")),
    ],
)
def test_final_phase_obligations(trick, hand, expected):
    for g in ("briscan", "brisque"):
        st = pos(g, hand=hand, trick=trick, leader=1, talon=0)
        assert legal_cards(st) == expected


def test_final_phase_illegal_cards_name_their_rule():
    st = pos(hand=["AS", "QS", "7H"], trick=["KS"], leader=1, talon=0)
    assert rule_of(st, "QS") == "briscan.final.follow-and-beat"
    st = pos(hand=["7H", "8D"], trick=["KS"], leader=1, talon=0)
    assert rule_of(st, "8D") == "briscan.final.trump"


def test_talon_count_and_stage_in_the_observation():
    st = pos(hand=["KS", "7H", "8D", "9C", "TC"], talon=4)
    assert st.observation(0)["extra"]["talon"] == 4
    assert st.observation(0)["extra"]["stage"] == "talon"
    st = pos(hand=["KS", "7H"], talon=0)
    assert st.observation(0)["extra"]["stage"] == "final"


def test_last_draw_gives_the_turnup_to_the_loser_publicly():
    st = after_the_last_draw(["AS", "7D", "8D", "9D", "TD"])  # trick 11: seat 0 wins
    o = st.observation(0)
    assert o["extra"]["talon"] == 0 and o["turnup"] is None
    assert "9H" in st.observation(1)["hand"]
    assert "9H" in o["extra"]["known"][1]  # everyone saw who took the turn-up
    assert o["hand_sizes"] == [5, 5]


# ------------------------------------------------------------ B12-B16: exchange
def test_exchange_of_the_seven_for_the_turnup():
    st = make([["7H", "KS", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]], "KH", dealer=1)
    assert "exchange" in st.legal_actions()
    st.apply("exchange")
    o = st.observation(1)
    assert o["turnup"] == "7H"  # the seven now lies under the talon
    assert "KH" in st.observation(0)["hand"] and "7H" not in st.observation(0)["hand"]
    assert "KH" in o["extra"]["known"][0] and o["extra"]["exchanged_by"] == 0
    assert st.scores == [0, 10]  # the dealer's 10 only: B16
    assert "exchange" not in st.legal_actions()
    assert rule_of(st, "exchange") == "briscan.exchange.seven"


def test_exchange_only_by_the_holder_and_at_his_own_turn():
    st = make([["KS", "QS", "7D", "8D", "9C"], ["7H", "8C", "7S", "8S", "JD"]], "KH", dealer=1)
    assert "exchange" not in st.legal_actions()
    assert rule_of(st, "exchange") == "briscan.exchange.seven"
    st.apply("9C")
    assert "exchange" in st.legal_actions()  # the follower at his turn (DB14)


def test_exchange_bonus_switch():
    st = make(
        [["7H", "KS", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]], "9H", dealer=1, exchange_bonus=10
    )
    st.apply("exchange")
    assert st.scores == [10, 0]


@pytest.mark.parametrize(
    "game,talon,trick,allowed",
    [
        ("briscan", 4, ["KC"], True),
        ("briscan", 2, [], True),  # on lead, before the trick for the last two cards
        ("briscan", 2, ["KC"], False),  # that trick has begun: too late (B13)
        ("brisque", 2, ["KC"], True),  # Brisque: any time while the turn-up is there (B15)
    ],
)
def test_exchange_deadline(game, talon, trick, allowed):
    size = 5 if game == "briscan" else 6
    hand = ["7H", "8S", "9S", "JS", "QS", "KS"][:size]
    st = pos(game, hand=hand, trick=trick, leader=1 if trick else 0, talon=talon)
    assert ("exchange" in st.legal_actions()) is allowed
    if not allowed:
        assert rule_of(st, "exchange") == f"{game}.exchange.deadline"


def test_exchange_window_switch_leader_only():
    st = pos(
        hand=["7H", "8S", "9S", "JS", "QS"],
        trick=["KC"],
        leader=1,
        talon=6,
        options={"exchange_window": "leader-before-lead"},
    )
    assert "exchange" not in st.legal_actions()
    assert rule_of(st, "exchange") == "briscan.exchange.when"
    st = pos(
        hand=["7H", "8S", "9S", "JS", "QS"],
        leader=0,
        talon=6,
        options={"exchange_window": "leader-before-lead"},
    )
    assert "exchange" in st.legal_actions()


# -------------------------------------------------------------- B22-B34: melds
def _won_first_trick(**opts):
    st = make(
        [["9C", "KS", "QS", "JS", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
        "9H",
        talon_top=["TS", "AD", "KH", "AC"],
        dealer=1,
        **opts,
    )
    return st


def test_no_meld_before_the_first_trick_and_window_after_winning():
    st = _won_first_trick()
    assert melds(st) == []
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.when"
    play(st, "9C", "7C")  # seat 0 wins and draws TS
    assert st.current_player == 0
    assert melds(st) == S(
        "meld:marriage:KSQS", "meld:sequence:TSJSQS", "meld:sequence:TSJSQSKS", "meld:sequence:JSQSKS"
    )
    pts = meld_points(st)
    assert pts == {
        "meld:marriage:KSQS": 20,
        "meld:sequence:TSJSQS": 40,
        "meld:sequence:TSJSQSKS": 80,
        "meld:sequence:JSQSKS": 50,
    }


def test_loser_never_declares_and_the_window_closes_with_the_lead():
    st = play(_won_first_trick(), "9C", "7C")
    st.apply("8D")  # seat 0 leads without declaring
    assert st.current_player == 1
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.when"
    st.apply("JD")  # seat 1 wins with the jack
    assert st.current_player == 1 and melds(st) == []  # seat 1 holds no meld
    # the window is seat 1's: seat 0's marriage waits for a trick won by seat 0
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.from-hand"
    st.apply("8S")
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.when"


def test_several_melds_in_one_window_and_the_sequence_ban():
    st = play(_won_first_trick(), "9C", "7C")
    st.apply("meld:marriage:KSQS")  # marriage first
    assert st.scores == [20, 0]
    st.apply("meld:sequence:TSJSQSKS")  # then the quatrième au roi, which
    assert st.scores == [80, 0]  # withdraws the marriage (B27, B34)
    # B27: the sequence's cards serve in no other meld, not even a sub-run
    assert melds(st) == []
    assert rule_of(st, "meld:sequence:JSQSKS") == "briscan.meld.sequence-cards"
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.sequence-cards"


def test_sequence_first_bars_the_marriage():
    st = play(_won_first_trick(), "9C", "7C")
    st.apply("meld:sequence:JSQSKS")
    assert "meld:marriage:KSQS" not in st.legal_actions()
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.sequence-cards"
    assert melds(st) == []  # TS-JS-QS would reuse JS, QS


def test_one_meld_per_window_switch():
    st = play(_won_first_trick(melds_per_window="one"), "9C", "7C")
    st.apply("meld:marriage:KSQS")
    assert melds(st) == []
    assert rule_of(st, "meld:sequence:TSJSQS") == "briscan.meld.per-window"


def test_the_same_meld_scores_once():
    st = pos(
        hand=["KH", "QH", "7S", "8D", "9C"],
        talon=10,
        window=True,
        tricks_won=[3, 3],
        leader=0,
        declared=["meld:marriage:KHQH"],
    )
    assert melds(st) == []
    assert rule_of(st, "meld:marriage:KHQH") == "briscan.meld.once"


def test_declared_melds_are_public_and_cards_stay_in_hand():
    st = play(_won_first_trick(), "9C", "7C")
    st.apply("meld:marriage:KSQS")
    for seat in (0, 1):
        ex = st.observation(seat)["extra"]
        assert ex["melds"][0]["cards"] == ["KS", "QS"] and ex["melds"][0]["points"] == 20
        assert set(ex["known"][0]) >= {"KS", "QS"}
    assert {"KS", "QS"} <= set(st.observation(0)["hand"])
    st.apply("KS")  # declared cards are played normally
    assert "KS" not in st.observation(1)["extra"]["known"][0]


def test_meld_from_cards_not_held_and_malformed_melds():
    st = pos(hand=["KH", "QH", "7S", "8D", "9C"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.from-hand"
    assert rule_of(st, "meld:marriage:KHQS") == "briscan.meld.marriage"
    assert rule_of(st, "meld:sequence:7S8S") == "briscan.meld.sequence"
    assert rule_of(st, "meld:quartet:9S9H9D9C") == "briscan.meld.quartet"
    assert rule_of(st, "meld:blanche:KHQH") == "briscan.meld.blanche"
    assert rule_of(st, "meld:ace:AH") == "briscan.bonus.ace-timing"
    for bad in (
        "meld:pair:KHQH",
        "meld:marriage:",
        "meld:marriage:KHKH",
        "meld:marriage:K",
        "meld:marriage:6H7H",
        "meld:sequence:KHQHJHTH9H8H",
        "meld:marriage:KHQH:x",
    ):
        with pytest.raises(ValueError):
            st.apply(bad)


@pytest.mark.parametrize(
    "length,top,plain,trump",
    [
        (5, "A", 300, 600),
        (5, "K", 150, 300),
        (5, "Q", 100, 200),
        (5, "J", 50, 100),
        (4, "A", 100, 200),
        (4, "K", 80, 160),
        (4, "Q", 60, 120),
        (4, "J", 40, 80),
        (4, "T", 30, 60),
        (3, "A", 60, 120),
        (3, "K", 50, 100),
        (3, "Q", 40, 80),
        (3, "J", 30, 60),
        (3, "T", 20, 40),
        (3, "9", 20, 40),
    ],
)
def test_sequence_table(length, top, plain, trump):
    order = "789TJQKA"
    i = order.index(top)
    run = order[i - length + 1 : i + 1]
    for suit, want in (("S", plain), ("H", trump)):
        cards = [r + suit for r in run]
        filler = [c for c in ("7D", "8D", "9D", "TD", "JD") if c not in cards][: 5 - length]
        st = pos(hand=cards + filler, talon=10, window=True, tricks_won=[3, 3], leader=0)
        assert meld_points(st)["meld:sequence:" + "".join(cards)] == want


@pytest.mark.parametrize("rank,points", [("A", 150), ("T", 100), ("K", 80), ("Q", 60), ("J", 40)])
def test_quartets(rank, points):
    four = [rank + s for s in "SHDC"]
    st = pos(hand=four + ["7S" if rank != "7" else "8S"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert meld_points(st)["meld:quartet:" + "".join(four)] == points
    st = pos(
        hand=four + ["7S"],
        talon=10,
        window=True,
        tricks_won=[3, 3],
        leader=0,
        options={"quartets_doubled": "yes"},
    )
    assert meld_points(st)["meld:quartet:" + "".join(four)] == 2 * points


def test_quartet_and_marriage_may_share_a_king():
    st = pos(hand=["KS", "KH", "KD", "KC", "QS"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    st.apply("meld:quartet:KSKHKDKC")
    assert "meld:marriage:KSQS" in st.legal_actions()  # B28
    st.apply("meld:marriage:KSQS")
    assert st.scores == [100, 0]


def test_marriages_20_and_40():
    st = pos(hand=["KH", "QH", "KS", "QS", "9C"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    assert meld_points(st) == {"meld:marriage:KHQH": 40, "meld:marriage:KSQS": 20}


def test_carte_blanche_once_per_kind():
    st = pos(hand=["KS", "QH", "JD", "KC", "QC"], talon=10, window=True, tricks_won=[3, 3], leader=0)
    st.apply("meld:blanche:KSQHJDQCKC")
    assert st.scores == [20, 0]
    assert "meld:blanche:KSQHJDQCKC" not in st.legal_actions()


def test_no_declarations_once_the_talon_is_exhausted():
    st = pos(hand=["KH", "QH", "7S", "8D", "9C"], talon=0, tricks_won=[6, 5], leader=0)
    assert rule_of(st, "meld:marriage:KHQH") == "briscan.meld.talon"

    # trick 10's winner declares after the last face-down draw... the winner of trick 11 does not
    st = after_the_last_draw(["AS", "KH", "QH", "8D", "9D"])
    assert melds(st) == []
    assert rule_of(st, "meld:marriage:KHQH") == "briscan.meld.talon"
    st = after_the_last_draw(["AS", "KH", "QH", "8D", "9D"], declare_after_talon="yes")
    assert melds(st) == ["meld:marriage:KHQH"]


def test_declaring_before_the_draw_switch():
    st = _won_first_trick(meld_after_draw="no")
    play(st, "9C", "7C")
    o = st.observation(0)
    assert o["phase"] == "declare" and o["hand_sizes"] == [4, 4]
    # before the draw the drawn TS is not yet in hand: only the marriage and J-Q-K
    assert melds(st) == S("meld:marriage:KSQS", "meld:sequence:JSQSKS")
    assert "draw" in st.legal_actions()
    assert rule_of(st, "KS") == "briscan.meld.timing"
    st.apply("meld:marriage:KSQS")
    st.apply("draw")
    assert st.observation(0)["phase"] == "play" and st.observation(0)["hand_sizes"] == [5, 5]
    assert melds(st) == []
    assert rule_of(st, "meld:sequence:JSQSKS") == "briscan.meld.timing"


# ------------------------------------------------------------- B35-B41: bonuses
def test_ace_of_trumps_dealt_or_drawn_scores_30():
    st = make([["AH", "KS", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]], "9H", dealer=1)
    assert st.scores == [30, 0]
    assert "AH" in st.observation(1)["extra"]["known"][0]
    st = make(
        [["9C", "KS", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
        "9H",
        talon_top=["TS", "AH"],
        dealer=1,
    )
    play(st, "9C", "7C")  # seat 1 loses and draws the ace
    assert st.scores == [0, 30]


def test_ace_of_trumps_obtained_by_the_exchange_does_not_score():
    st = make([["7H", "KS", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]], "AH", dealer=1)
    assert st.scores == [0, 10]  # the dealer's turn-up bonus only
    st.apply("exchange")
    assert st.scores == [0, 10]


def test_ace_of_trumps_drawn_as_the_turnup_scores():
    st = after_the_last_draw(["AS", "7D", "8D", "9D", "TD"], turnup="AH")
    assert st.scores[1] == 30


def test_ace_of_trumps_as_a_declared_meld_switch():
    st = make(
        [["AH", "9C", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
        "9H",
        dealer=1,
        ace_trump_bonus="declared",
    )
    assert st.scores == [0, 0]
    play(st, "9C", "7C")
    assert meld_points(st) == {"meld:ace:AH": 30}
    st.apply("meld:ace:AH")
    assert st.scores == [30, 0]
    st = make(
        [["7H", "9C", "QS", "7D", "8D"], ["7C", "8C", "7S", "8S", "JD"]],
        "AH",
        dealer=1,
        ace_trump_bonus="declared",
    )
    play(st, "exchange", "9C", "7C")
    assert rule_of(st, "meld:ace:AH") == "briscan.bonus.ace-trumps"


def test_last_five_cards_all_trumps():
    st = pos(
        hand=["7H", "8H", "9H", "JH", "7D"],
        hands={1: ["KD", "7C", "8C", "9C", "TC"]},
        turnup="QH",
        talon=2,
        leader=0,
        dealer=1,
    )
    play(st, "7D", "KD")  # seat 0 loses and takes the turn-up
    assert st.observation(0)["hand"] == ["QH", "JH", "9H", "8H", "7H"]
    assert st.scores[0] == 30
    st = pos(
        "brisque",
        hand=["7H", "8H", "9H", "JH", "TH", "7D"],
        hands={1: ["KD", "7C", "8C", "9C", "TC", "JC"]},
        turnup="QH",
        talon=2,
        leader=0,
        dealer=1,
    )
    play(st, "7D", "KD")
    assert st.scores[0] == 0  # Brisque: last trick only (B48)


def _last_trick(game="briscan", tw=(10, 5), fw=None, **options):
    kw = dict(
        hand=["AS"], hands={1: ["7S"]}, talon=0, leader=0, tricks_won=list(tw), dealer=1, options=options
    )
    if fw is not None:
        kw["final_tricks_won"] = list(fw)
    return pos(game, **kw)


def test_last_trick_last_five_tricks_and_most_cards():
    st = play(_last_trick(tw=(10, 5), fw=(4, 0)), "AS", "7S")
    # 10 last trick + 20 last five tricks + 10 most cards (22 cards)
    assert st.scores == [40, 0]
    assert st.hand_results[-1]["points"] == [40, 0]
    st = play(_last_trick(tw=(7, 8), fw=(3, 1)), "AS", "7S")
    # 16 cards each: nobody scores most cards (DB40); not all of the last five tricks
    assert st.scores == [10, 0]
    st = play(_last_trick(tw=(5, 10), fw=(0, 4)), "AS", "7S")
    assert st.scores == [10, 10]  # most cards to seat 1


def test_vole_wins_the_game_at_once():
    st = play(_last_trick(tw=(15, 0)), "AS", "7S")
    assert st.is_over and st.winners == [0]
    assert st.observation(1)["phase"] == "match-over"
    assert st.legal_actions() == []
    assert rule_of(st, "deal") == "briscan.match.target"


def test_card_points_switch():
    # At the end of the deal every card lies in a trick pile: the four aces and four tens score
    # 10 each between the two players, on top of the other bonuses.
    plain = play(_last_trick(tw=(7, 8), fw=(3, 1)), "AS", "7S")
    with_points = play(_last_trick(tw=(7, 8), fw=(3, 1), brisque_points=10), "AS", "7S")
    assert sum(with_points.scores) - sum(plain.scores) == 80
    assert with_points.scores[0] >= plain.scores[0] + 10  # at least the ace of spades


def test_brisque_scores_only_the_last_trick():
    st = play(_last_trick("brisque", tw=(14, 1), fw=(5, 0)), "AS", "7S")
    assert st.scores == [10, 0]
    st = play(_last_trick("brisque", tw=(15, 0), fw=(5, 0)), "AS", "7S")
    assert st.scores == [10, 0] and not st.is_over  # no vole in Brisque


# -------------------------------------------------------------------- Brisque
def test_brisque_melds_only_marriages_and_royal_quartets():
    st = pos(
        "brisque",
        hand=["KH", "QH", "JH", "TH", "AH", "9C"],
        talon=10,
        window=True,
        tricks_won=[2, 3],
        leader=0,
    )
    assert melds(st) == ["meld:marriage:KHQH"]
    assert meld_points(st) == {"meld:marriage:KHQH": 40}
    assert rule_of(st, "meld:sequence:JHQHKH") == "brisque.meld.kinds"
    st = pos(
        "brisque",
        hand=["AS", "AH", "AD", "AC", "9C", "8C"],
        talon=10,
        window=True,
        tricks_won=[2, 3],
        leader=0,
    )
    assert rule_of(st, "meld:quartet:ASAHADAC") == "brisque.meld.kinds"


@pytest.mark.parametrize("rank", ["K", "Q"])
def test_brisque_four_kings_or_queens_win_at_once(rank):
    four = [rank + s for s in "SHDC"]
    st = pos("brisque", hand=four + ["9C", "8C"], talon=10, window=True, tricks_won=[2, 3], leader=0)
    st.apply("meld:quartet:" + "".join(four))
    assert st.is_over and st.winners == [0]


def test_brisque_exchange_any_time_and_target_switch():
    st = pos("brisque", hand=["7H", "8S", "9S", "JS", "QS", "KS"], trick=["KC"], leader=1, talon=2)
    assert "exchange" in st.legal_actions()
    assert tapisvert.new_game("brisque", seed=1, target=300).options["target"] == 300


# ---------------------------------------------------------------- B42-B44: match
@pytest.mark.parametrize("game", ["briscan", "brisque"])
def test_target_checked_at_the_end_of_the_deal(game):
    rng = __import__("random").Random(2)
    for seed in range(6):
        st = tapisvert.new_game(game, seed=seed, target=150)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        assert st.winners is not None
        w = st.winners[0]
        last = st.hand_results[-1]
        immediate = "at once" in st.observation(0)["hand_results"][-1]["text"]  # its words
        if not immediate:
            assert sum(last["tricks"]) == 16  # the deal was played out
            assert st.scores[w] >= 150 and st.scores[w] > st.scores[1 - w]


@pytest.mark.parametrize("game", ["briscan", "brisque"])
def test_target_checked_at_once_switch(game):
    rng = __import__("random").Random(3)
    for seed in range(6):
        st = tapisvert.new_game(game, seed=seed, target=100, win_check="immediate")
        while not st.is_over:
            before = list(st.scores)
            st.apply(rng.choice(st.legal_actions()))
        assert st.winners is not None
        w = st.winners[0]
        if "at once" not in st.observation(0)["hand_results"][-1]["text"]:
            assert st.scores[w] >= 100
            assert before[w] < 100 <= st.scores[w]  # reached during the last action
            assert st.scores[1 - w] < 100  # the other never got there first


def test_equal_totals_past_the_target_play_on():
    st = play(_last_trick(tw=(7, 8), fw=(3, 1), target=50), "AS", "7S")
    assert not st.is_over  # 10 < 50


# ----------------------------------------------------------- encoding and input
@pytest.mark.parametrize(
    "action",
    [
        "meld:marriage:KHQH",
        "meld:sequence:THJHQH",
        "meld:quartet:ASAHADAC",
        "meld:blanche:KSQHJDQCKC",
        "meld:ace:AH",
        "exchange",
        "draw",
        "deal",
        "TH",
        "7C",
    ],
)
def test_action_codes_round_trip(action):
    for g in ("briscan", "brisque"):
        cls = type(tapisvert.new_game(g, seed=1))
        code = cls.encode(action)
        assert isinstance(code, int) and cls.decode(code) == action
    cls = type(tapisvert.new_game("briscan", seed=1))
    assert cls.encode("meld:marriage:QHKH") == cls.encode("meld:marriage:KHQH")
    assert cls.encode("meld:sequence:qhjhth") == cls.encode("meld:sequence:THJHQH")


def test_meld_codes_are_distinct_from_cards_and_words():
    cls = type(tapisvert.new_game("briscan", seed=1))
    codes = {
        cls.encode(a)
        for a in ("meld:marriage:KHQH", "meld:sequence:JHQHKH", "exchange", "draw", "deal", "KH", "QH")
    }
    assert len(codes) == 7


def test_bad_input():
    with pytest.raises(ValueError, match="unknown option"):
        tapisvert.new_game("briscan", seed=1, bogus=1)
    with pytest.raises(ValueError, match="quartets_doubled"):
        tapisvert.new_game("briscan", seed=1, quartets_doubled="maybe")
    with pytest.raises(ValueError, match="unknown option"):
        tapisvert.new_game("brisque", seed=1, quartets_doubled="yes")
    with pytest.raises(ValueError):
        tapisvert.new_game("briscan", seed=1, deal={"dealer": 0, "hands": [["AH"], ["KH"]], "turnup": "7H"})
    with pytest.raises(ValueError):
        tapisvert.new_game("briscan", seed=1, deal={"dealer": 3})
    with pytest.raises(ValueError, match="is not an action"):
        tapisvert.new_game("briscan", seed=1).apply("pillage")
    for bad in (
        {"trump": "X", "hand": ["AS"]},
        {"trump": "H", "hand": []},
        {"trump": "H", "hand": ["AS"], "talon": 3},
        {"trump": "H", "hand": ["AS"], "talon": 10},
        {"trump": "H", "hand": ["AS", "6S"]},
        {"trump": "H", "hand": ["AS"], "trick": ["KS", "QS"]},
        {"trump": "H", "hand": ["AS"], "bogus": 1},
        {"trump": "H", "hand": ["AS"], "players": 3},
        {"trump": "H", "hand": ["AS"], "tricks_won": [1, 1]},
    ):
        with pytest.raises(ValueError):
            tapisvert.from_position("briscan", bad)


def test_records_round_trip_with_melds_and_exchange():
    st = make(
        [["7H", "KS", "QS", "JS", "9C"], ["7C", "8C", "7S", "8S", "JD"]],
        "KH",
        talon_top=["TS", "AD"],
        dealer=1,
    )
    play(st, "exchange", "9C", "7C", "meld:sequence:TSJSQSKS")
    rec = st.to_json()
    back = tapisvert.load(rec)
    assert back.to_json() == rec and back.scores == st.scores
    assert json.loads(rec)["actions"][-1] == "meld:sequence:TSJSQSKS"
    st.undo()
    assert st.scores == [0, 10] and "meld:sequence:TSJSQSKS" in st.legal_actions()


# -------------------------------------------------------------- the registry
@pytest.mark.parametrize("game", ["briscan", "brisque"])
def test_registry_cites_lines_of_the_received_text_or_a_decision(game):
    rules = tapisvert.rules(game)
    ids = {r.id for r in rules}
    for need in (
        "play.in-turn",
        "match.target",
        "meld.when",
        "exchange.seven",
        "final.trump",
        "bonus.last-trick",
        "deal.alternate",
    ):
        assert f"{game}.{need}" in ids
    for r in rules:
        d = r.to_dict()
        assert d["source"] == "briscan"
        assert all(1 <= p <= 63 for p in d["paragraphs"])
        assert d["paragraphs"] or d["decision"]
    opts = {o["name"]: o for o in tapisvert.game_info(game)["options"]}
    for dec in tapisvert.decisions(game):
        if dec["option"]:
            assert dec["option"] in opts and opts[dec["option"]]["decision"]["id"] == dec["id"]
        assert dec["rule_ids"], f"decision {dec['id']} governs no rule"


def test_every_flag_of_the_dossier_is_a_switch_with_its_default():
    b = {o["name"]: o["default"] for o in tapisvert.game_info("briscan")["options"]}
    assert b == {
        "target": 600,
        "exchange_window": "any-turn",
        "exchange_bonus": 0,
        "meld_after_draw": "yes",
        "declare_after_talon": "no",
        "melds_per_window": "all",
        "win_check": "end-of-deal",
        "quartets_doubled": "no",
        "ace_trump_bonus": "automatic",
        "brisque_points": 0,
        "draw_order": "trick",
        "next_dealer": "alternate",
        "packets": "3-2",
        "card_reuse": "yes",
        "runs": "any",
        "blanche_once": "per-deal",
        "last_five_tricks": "additional",
    }
    q = {o["name"]: o["default"] for o in tapisvert.game_info("brisque")["options"]}
    assert q["target"] == 600 and q["turnup_bonus"] == "yes" and q["packets"] == "3-3"
