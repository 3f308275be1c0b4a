"""Emprunt: rule tests written from the dossier (Part B) through the public API.

Deals per player count and the rejection of impossible deals, the first dealer, the ante, the
successor order (ace low, wrap after the king or stop), play from hand, borrowing and talon payments,
new runs, going out (by play or by lending), the settlement, rotation of the deal and the end of
the match, illegal actions with their rule ids, observations (no trick data, no leak) and bots.
"""

import json
import random
from typing import Any

import pytest

import tapisvert
from tapisvert import bots, cards as C
from tapisvert.games.emprunt.game import Emprunt
from tapisvert.state import state_key


def new_emprunt(**kwargs: Any) -> Emprunt:
    """``tapisvert.new_game("emprunt", ...)``, typed as ``Emprunt`` for the tests that read its attributes."""
    st = tapisvert.new_game("emprunt", **kwargs)
    assert isinstance(st, Emprunt)
    return st


RANKS = {3: "456789TJQK", 4: "3456789TJQK", 5: "A23456789TJQK", 6: "A23456789TJQK"}


def pack(n):
    return [r + s for s in "SHDC" for r in RANKS[n]]


def pos(n, hands, **kw):
    return tapisvert.from_position("emprunt", {"players": n, "hands": hands, **kw})


def jetons_conserved(st):
    return sum(st.scores) + st.pool == 0


# ------------------------------------------------------------------ deal per player count
@pytest.mark.parametrize(
    "n,hand,talon,packsize", [(6, 8, 4, 52), (5, 10, 2, 52), (4, 10, 4, 44), (3, 12, 4, 40)]
)
def test_deal_per_player_count(n, hand, talon, packsize):
    for seed in range(5):
        st = new_emprunt(players=n, seed=seed)
        assert [len(h) for h in st.hands] == [hand] * n
        assert len(st.talon) == talon
        names = sorted(C.name(c) for c in st.all_cards())
        assert names == sorted(pack(n)) and len(names) == packsize
        obs = st.observation(0)
        assert obs["hand_sizes"] == [hand] * n and obs["extra"]["talon_size"] == talon
        # first hand (the dealer's right) opens, with any card of his hand
        assert st.current_player == (st.dealer + 1) % n
        assert sorted(st.legal_actions()) == sorted(C.name(c) for c in st.hands[(st.dealer + 1) % n])


def test_four_and_three_players_remove_low_cards():
    st4 = new_emprunt(players=4, seed=1)
    assert not {c for c in st4.all_cards() if C.name(c)[0] in "A2"}
    st3 = new_emprunt(players=3, seed=1)
    assert not {c for c in st3.all_cards() if C.name(c)[0] in "A23"}


def test_impossible_three_player_deal_is_refused():
    with pytest.raises(ValueError, match=r"impossible: 3 × 21 cards \+ a talon of 4 = 67"):
        new_emprunt(players=3, three_player_hand=21)
    with pytest.raises(ValueError, match="at most 12"):
        new_emprunt(players=3, three_player_hand=13)
    with pytest.raises(ValueError, match="whole number"):
        new_emprunt(players=3, three_player_hand="12")
    # a smaller agreed hand is possible: the talon grows
    st = new_emprunt(players=3, seed=2, three_player_hand=10)
    assert [len(h) for h in st.hands] == [10] * 3 and len(st.talon) == 10


@pytest.mark.parametrize(
    "n,deal,match",
    [
        (3, {"dealer": 0, "hands": [pack(3)[:21], pack(3)[21:40], []]}, "each hand holds 12 cards"),
        (
            4,
            {"dealer": 0, "hands": [pack(5)[i * 10 : (i + 1) * 10] for i in range(4)]},
            "not in the 44-card pack",
        ),
        (
            3,
            {"dealer": 0, "hands": [pack(3)[:12], pack(3)[:12], pack(3)[24:36]]},
            "a card appears twice|exactly once",
        ),
        (5, {"dealer": 0, "hands": [pack(5)[:10]] * 4}, "must list 5 hands"),
        (5, {"dealer": 7, "hands": []}, "dealer must be a seat"),
        (4, {"dealer": 0, "hands": [], "stock": []}, "unknown keys"),
        (
            6,
            {"dealer": 0, "hands": [pack(6)[i * 8 : (i + 1) * 8] for i in range(6)], "talon": ["KC"]},
            "exactly once",
        ),
    ],
)
def test_impossible_explicit_deals_are_refused(n, deal, match):
    with pytest.raises(ValueError, match=match):
        new_emprunt(players=n, deal=deal)


@pytest.mark.parametrize(
    "kwargs,match",
    [
        ({"players": 2}, "played by 3, 4, 5, 6 players"),
        ({"players": 7}, "played by 3, 4, 5, 6 players"),
        ({"ante": 3}, "choose one of 1, 2"),
        ({"after_king": "ace"}, "choose one of"),
        ({"turn_order": "free"}, "choose one of"),
        ({"out_by_lending": "no"}, "choose one of"),
        ({"rounds": 0}, "out of range"),
        ({"trump": "H"}, "unknown option 'trump'"),
    ],
)
def test_bad_options(kwargs, match):
    with pytest.raises(ValueError, match=match):
        new_emprunt(**kwargs)


# ------------------------------------------------------------------ first dealer, ante
def test_first_dealer_is_the_lowest_draw_ace_low():
    order = {}
    for n in (3, 4, 5, 6):
        for i, r in enumerate(RANKS[n]):
            for s in "SHDC":
                order[(n, C.long_name(C.card(r + s)))] = i
    for n in (3, 4, 5, 6):
        for seed in range(40):
            st = new_emprunt(players=n, seed=seed)
            obs = st.observation(0)
            seat = obs["seat_names"].index  # seats named from seat 0's chair (issue 13)
            draws = [e["text_third"] for e in obs["log"] if e["text"].startswith("Draw")]
            last = draws[-1].split(": ", 1)[1].rstrip(".").split(", ")
            drawn = {seat(t.split()[0]): order[(n, t.split(" draws the ")[1])] for t in last}
            low = min(drawn.values())
            assert [s for s, v in drawn.items() if v == low] == [st.dealer]
            if len(draws) > 1:  # a tie was drawn again among the tied players only
                first = draws[0].split(": ", 1)[1].rstrip(".").split(", ")
                vals = {seat(t.split()[0]): order[(n, t.split(" draws the ")[1])] for t in first}
                assert set(drawn) <= {s for s, v in vals.items() if v == min(vals.values())}


@pytest.mark.parametrize("ante", [1, 2])
def test_each_player_antes_into_the_pool(ante):
    st = new_emprunt(players=5, seed=3, ante=ante)
    assert st.pool == 5 * ante and st.scores == [-ante] * 5
    obs = st.observation(2)
    assert obs["extra"]["pool"] == 5 * ante and obs["extra"]["jetons"] == [-ante] * 5
    assert obs["scores"] == [-ante] * 5


# ------------------------------------------------------------------ the run
def three_hands():
    # 3 players, ranks 4..K; seat 0 leads (dealer 2).
    return [
        ["4H", "6H", "KH", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS"],
        ["5H", "7H", "8H", "KS", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD"],
        ["9H", "QD", "KD", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC"],
    ]
    # talon: TH JH QH KC


def explicit(n=3, hands=None, dealer=2, **opts):
    hands = hands or three_hands()
    return new_emprunt(players=n, seed=1, deal={"dealer": dealer, "hands": hands}, **opts)


def test_successor_from_hand_borrow_and_talon_with_payments():
    st = explicit()
    assert st.current_player == 0 and st.pool == 3 and st.scores == [-1, -1, -1]
    st.apply("4H")  # seat 0 opens a run of hearts
    # seat 1 needs 5H and holds it: the only legal action is to play it
    assert st.current_player == 1 and st.legal_actions() == ["5H"]
    assert st.observation(0)["extra"]["need"] == "5H"
    st.apply("5H")
    # seat 2 needs 6H, held by seat 0: he must borrow it and pay seat 0 one jeton
    assert st.current_player == 2 and st.legal_actions() == ["borrow:6H"]
    before = [len(h) for h in st.hands]
    st.apply("borrow:6H")
    assert st.scores == [0, -1, -2] and st.pool == 3
    assert [len(h) for h in st.hands] == [before[0] - 1, before[1], before[2]]  # lender loses a card
    last = st.observation(1)["extra"]["last_move"]
    assert last == {"seat": 2, "card": "6H", "source": "borrow", "from": 0}
    # seat 0 needs 7H (seat 1 holds it), seat 1 needs 8H (his own), seat 2 needs 9H (his own)
    st.apply("borrow:7H")
    assert st.scores == [-1, 0, -2]
    st.apply("8H")
    st.apply("9H")
    # seat 0 needs TH: nobody holds it, it lies in the talon; he pays the pool
    assert st.current_player == 0 and st.legal_actions() == ["draw"]
    st.apply("draw")
    assert st.scores == [-2, 0, -2] and st.pool == 4 and "TH" not in [C.name(c) for c in st.talon]
    assert jetons_conserved(st)
    texts = [e["text"] for e in st.observation(0)["log"]]
    # worded for seat 0's reader (issue 13): "you", the others named from his chair
    assert "West pays 1 jeton to you for the six of hearts (you have 10 cards left)." in texts
    assert "You take the ten of hearts from the talon and pay 1 jeton to the pool (pool: 4)." in texts
    assert [e["action"] for e in st.observation(0)["log"] if e["action"]] == [
        "4H",
        "5H",
        "borrow:6H",
        "borrow:7H",
        "8H",
        "9H",
        "draw",
    ]


def test_wrap_after_the_king_and_new_run_by_the_last_player():
    st = explicit()
    for a in ["4H", "5H", "borrow:6H", "borrow:7H", "8H", "9H", "draw", "draw", "draw"]:
        st.apply(a)
    # JH by seat 1, QH by seat 2 from the talon; seat 0 puts down his own king
    assert st.current_player == 0 and st.legal_actions() == ["KH"]
    st.apply("KH")
    # all ten hearts (4H..KH) are down: the suit is exhausted
    assert st.observation(0)["extra"]["opening"] is True
    assert st.current_player == 0  # he put down the last card: he opens
    assert sorted(st.legal_actions()) == sorted(C.name(c) for c in st.hands[0])


@pytest.mark.parametrize("n,low", [(3, "4"), (4, "3"), (5, "A"), (6, "A")])
def test_after_the_king_comes_the_lowest_rank_in_play(n, low):
    # a run of spades opened at the queen: the king follows, then the lowest rank in play
    cards = pack(n)
    spades = [c for c in cards if c[1] == "S"]
    rest = [c for c in cards if c[1] != "S"]
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[0] = ["QS"] + rest[:2]
    hands[1] = ["KS"] + rest[2:4]
    hands[2] = [low + "S"] + rest[4:6]
    for i in range(3, n):
        hands[i] = rest[6 + 2 * (i - 3) : 8 + 2 * (i - 3)]
    hands[2] += [c for c in spades if c not in ("QS", "KS", low + "S")]
    st = pos(n, hands, dealer=n - 1, turn=0)
    st.apply("QS")
    st.apply("KS")
    assert st.observation(0)["extra"]["need"] == low + "S"
    assert st.legal_actions() == [low + "S"]


def test_stop_at_king_switch_ends_the_run_and_strands_lower_cards():
    st = explicit(after_king="stop")
    st.apply("6S")  # seat 0 opens spades at the six
    for a in ["borrow:7S", "borrow:8S", "9S", "borrow:TS", "borrow:JS", "QS", "KS"]:
        st.apply(a)
    # seat 1 put down his own king: the king stops the run and he opens the next one
    assert st.observation(0)["extra"]["opening"] and st.current_player == 1
    assert "stops at the king" in st.observation(0)["log"][-1]["text"]
    assert {"4S", "5S"} <= {C.name(c) for c in st.hands[0]}  # stranded, still in hand
    # a later run from the four stops before the six, which is already down
    st2 = pos(
        3,
        [["4S", "KC"], ["5S", "QC"], ["JC", "8S"]],
        options={"after_king": "stop"},
        dealer=2,
        turn=0,
        played=["6S", "7S", "9S", "TS", "JS", "QS", "KS"],
    )
    st2.apply("4S")
    st2.apply("5S")
    assert st2.current_player == 1 and st2.observation(0)["extra"]["opening"]
    assert "already down" in st2.observation(0)["log"][-1]["text"]


def test_default_rotation_one_card_per_turn_and_the_continue_switch():
    # seat 0 holds 4S..QS: under rotation the others must borrow from him
    st = explicit()
    st.apply("4S")
    assert st.current_player == 1 and st.legal_actions() == ["borrow:5S"]
    st2 = explicit(turn_order="continue")
    st2.apply("4S")
    assert st2.current_player == 0 and st2.legal_actions() == ["5S"]
    for c in ["5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS"]:
        st2.apply(c)
    assert st2.current_player == 1 and st2.legal_actions() == ["KS"]  # seat 0 lacks KS: turn passes
    st2.apply("KS")
    # seat 1 put down the last spade: he opens the next run
    assert st2.current_player == 1 and st2.observation(0)["extra"]["opening"]


def test_new_run_opened_by_a_player_who_borrowed_the_last_card():
    # the heart run is under way: 5H..KH are down, the 4H (after the king) is next
    hands = [["4H"], ["TS", "JS"], ["QS", "KC"]]
    played = [r + "H" for r in "56789TJQK"]
    st = pos(3, hands, dealer=0, turn=1, run=played)
    assert st.legal_actions() == ["borrow:4H"]
    st.apply("borrow:4H")
    # seat 0 was emptied by lending: by default he wins at once
    assert st.phase == "hand-over" and st.hand_results[-1]["winner"] == 0
    # with a second card in seat 0's hand the suit is exhausted and seat 1 opens the next run
    hands = [["4H", "9S", "KS"], ["TS", "JS"], ["QS", "KC"]]
    st = pos(3, hands, dealer=0, turn=1, run=played)
    st.apply("borrow:4H")
    assert st.current_player == 1 and st.observation(1)["extra"]["opening"]
    assert sorted(st.legal_actions()) == ["JS", "TS"]
    assert "The run of hearts is exhausted; East opens a new run." in [
        e["text"] for e in st.observation(0)["log"]
    ]


# ------------------------------------------------------------------ going out, settlement
def test_going_out_by_play_and_settlement_by_hand():
    # seat 0 holds only the 5H and is to put it down; the pool holds 6 (antes 3 + talon 3)
    hands = [["5H"], ["9S", "TS", "JS"], ["QS", "KS", "4C", "5C", "6C"]]
    st = pos(3, hands, dealer=2, turn=0, run=["4H"], jetons=[-3, -1, -2], pool=6)
    st.apply("5H")
    res = st.hand_results[-1]
    assert res["winner"] == 0 and res["cards_left"] == [0, 3, 5] and res["pool"] == 6
    assert st.scores == [-3 + 6 + 3 + 5, -1 - 3, -2 - 5] and st.pool == 0
    assert res["points"] == [14, -3, -5]
    assert sum(st.scores) == 0
    assert st.phase == "hand-over" and st.current_player == 0  # the dealer's right deals next
    assert st.legal_actions() == ["deal"]


def test_going_out_by_lending_switch():
    hands = [["5H"], ["9S", "TS", "JS"], ["QS", "KS", "4C"]]
    st = pos(3, hands, dealer=2, turn=2, run=["4H"], jetons=[-1, -1, -1], pool=3)
    assert st.legal_actions() == ["borrow:5H"]
    st.apply("borrow:5H")
    # seat 0 receives the loan jeton, then wins: pool 3 + 3 + 3 cards left
    assert st.hand_results[-1]["winner"] == 0
    assert st.scores == [-1 + 1 + 3 + 3 + 3, -1 - 3, -1 - 1 - 3]
    st = pos(
        3,
        hands,
        dealer=2,
        turn=2,
        run=["4H"],
        jetons=[-1, -1, -1],
        pool=3,
        options={"out_by_lending": "must-shed"},
    )
    st.apply("borrow:5H")
    assert st.phase == "play" and st.hands[0] == [] and st.scores == [0, -1, -2]
    # the emptied player still takes his turns: he must borrow or draw
    assert st.current_player == 0 and st.legal_actions() in (["borrow:6H"], ["draw"])


def test_must_shed_void_deal_keeps_the_pool():
    # everybody but seat 1 is empty; seat 0 borrows seat 1's last card: every hand is empty
    st = pos(
        3,
        [[], ["5H"], []],
        dealer=2,
        turn=0,
        run=["4H"],
        jetons=[-1, -1, -1],
        pool=3,
        options={"out_by_lending": "must-shed"},
    )
    st.apply("borrow:5H")
    res = st.hand_results[-1]
    assert res["winner"] is None and "void" in st.observation(0)["hand_results"][-1]["text"]
    assert st.pool == 3 and st.scores == [-2, 0, -1] and jetons_conserved(st)
    assert st.phase == "hand-over"


def test_must_shed_empty_opener_hands_the_lead_on():
    # seat 0 (empty) borrows the last heart: the suit is exhausted; seat 1, next with cards, opens
    hands = [[], ["4H", "9S"], ["TS", "JS"]]
    run = [r + "H" for r in "56789TJQK"]
    st = pos(3, hands, dealer=2, turn=0, run=run, options={"out_by_lending": "must-shed"}, played=[])
    st.apply("borrow:4H")
    assert st.phase == "play" and st.current_player == 1 and st.legal_actions() == ["9S"]


# ------------------------------------------------------------------ rotation and match end
def test_deal_rotation_and_end_of_match():
    rng = random.Random(4)
    for n in (3, 4, 5, 6):
        for rounds in (1, 2):
            st = new_emprunt(players=n, seed=n, rounds=rounds)
            dealers = [st.dealer]
            while not st.is_over:
                if st.phase == "hand-over":
                    nxt = st.current_player
                    assert nxt == (st.dealer + 1) % n
                    st.apply("deal")
                    dealers.append(st.dealer)
                else:
                    st.apply(rng.choice(st.legal_actions()))
                assert jetons_conserved(st)
            assert len(st.hand_results) == n * rounds == st.deals_played
            assert [dealers.count(s) for s in range(n)] == [rounds] * n
            assert st.phase == "match-over" and st.current_player is None
            assert st.winners == [s for s in range(n) if st.scores[s] == max(st.scores)]
            assert [sum(r["points"][s] for r in st.hand_results) for s in range(n)] == st.scores
            with pytest.raises(tapisvert.IllegalAction) as e:
                st.apply("deal")
            assert e.value.rule_id == "emprunt.match.target"


# ------------------------------------------------------------------ illegal actions
def test_illegal_actions_name_the_rule_and_change_nothing():
    st = explicit()
    key = state_key(st)
    cases = [
        ("5S", 1, "emprunt.play.in-turn"),
        ("borrow:5H", None, "emprunt.play.lead"),
        ("draw", None, "emprunt.play.lead"),
        ("5H", None, "emprunt.play.lead"),
        ("deal", None, "emprunt.play.phase"),
    ]
    for action, seat, rule in cases:
        with pytest.raises(tapisvert.IllegalAction) as e:
            st.apply(action, seat=seat)
        assert e.value.rule_id == rule, action
        assert state_key(st) == key
    st.apply("4H")
    st.apply("5H")
    for action, rule in [
        ("6S", "emprunt.play.successor"),
        ("7H", "emprunt.play.successor"),
        ("6H", "emprunt.play.borrow"),
        ("draw", "emprunt.play.borrow"),
        ("borrow:QD", "emprunt.play.successor"),
    ]:
        with pytest.raises(tapisvert.IllegalAction) as e:
            st.apply(action)
        assert e.value.rule_id == rule, action
    st.apply("borrow:6H")
    st.apply("borrow:7H")
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("borrow:8H")
    assert e.value.rule_id == "emprunt.play.from-hand"
    st.apply("8H")
    st.apply("9H")
    for action in ("TH", "borrow:TH"):
        with pytest.raises(tapisvert.IllegalAction) as e:
            st.apply(action)
        assert e.value.rule_id == "emprunt.play.talon"
    rules = {r.id: r for r in tapisvert.rules("emprunt")}
    assert "emprunt.play.in-turn" in rules and "emprunt.match.target" in rules


def test_new_run_opening_rejects_other_players_cards():
    hands = [["4H", "9S", "KS"], ["TS", "JS"], ["QS", "KC"]]
    st = pos(3, hands, dealer=0, turn=1, run=[r + "H" for r in "56789TJQK"])
    st.apply("borrow:4H")
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("QS")
    assert e.value.rule_id == "emprunt.play.new-run"


def test_hand_over_only_the_next_dealer_deals():
    hands = [["5H"], ["9S", "TS", "JS"], ["QS", "KS", "4C"]]
    st = pos(3, hands, dealer=2, turn=0, run=["4H"], jetons=[-1, -1, -1], pool=3)
    st.apply("5H")
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("9S")
    assert e.value.rule_id == "emprunt.deal.rotation"
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("deal", seat=1)
    assert e.value.rule_id == "emprunt.play.in-turn"


# ------------------------------------------------------------------ registry
def test_registry_cites_the_seed_and_every_switch():
    rules = tapisvert.rules("emprunt")
    for r in rules:
        assert all(1 <= p <= 53 for p in r.paragraphs), r.id
    by_id = {r.id: r for r in rules}
    assert by_id["emprunt.deal.three"].paragraphs == (15,) and by_id["emprunt.deal.three"].decision == "DE1"
    decs = {d["id"]: d for d in tapisvert.decisions("emprunt")}
    expected = {
        "DE1": ("three_player_hand", 12),
        "DE2": ("after_king", "wrap"),
        "DE3": ("turn_order", "rotation"),
        "DE4": ("out_by_lending", "wins"),
        "DE6": ("rounds", 1),
        "DE10": ("next_dealer", "right"),
    }  # DE5 (the ante) is the text's own choice: an option, no decision
    for did, (opt, default) in expected.items():
        assert decs[did]["option"] == opt and decs[did]["default_value"] == default
    info = tapisvert.game_info("emprunt")
    assert info["players"] == [3, 4, 5, 6] and info["source"] == "emprunt"
    assert {"borrow:<card>", "draw", "deal"} <= set(info["actions"])
    json.dumps(info)


# ------------------------------------------------------------------ observation and bots
def test_observation_has_no_trick_data_and_hides_other_hands():
    from soak import check_no_leak

    st = new_emprunt(players=4, seed=9)
    rng = random.Random(9)
    for _ in range(30):
        st.apply(rng.choice(st.legal_actions()))
        check_no_leak(st, rng)
        for seat in range(4):
            obs = st.observation(seat)
            assert obs["trick"] == [] and obs["last_trick"] is None and obs["trump"] is None
            assert obs["tricks_won"] == [0] * 4 and obs["turnup"] is None and obs["teams"] is None
            assert obs["hand"] == sorted(
                obs["hand"], key=lambda c: ("SHDC".index(c[1]), RANKS[4].index(c[0]))
            )
            assert sorted(obs["hand"]) == sorted(C.name(c) for c in st.hands[seat])
            assert obs["extra"]["jetons"] == st.scores and obs["extra"]["pool"] == st.pool
        if st.phase != "play":
            break


def test_baseline_bot_opens_sensibly_and_finishes_matches():
    for n in (3, 4, 5, 6):
        st = new_emprunt(players=n, seed=20 + n, rounds=2)
        rng = random.Random(n)
        while not st.is_over:
            a = bots.choose(st, "baseline", rng)
            assert a in st.legal_actions()
            st.apply(a)
        assert st.is_over and jetons_conserved(st)
    # opening: the baseline prefers a run that sheds its own cards in its own turns
    hands = [["4S", "7S", "TS", "KD"], ["5S", "8S"], ["6S", "9S", "QD"]]
    st = pos(3, hands, dealer=2, turn=0)
    assert bots.choose(st, "baseline") in ("4S", "7S", "TS")


def test_bridge_position_and_play():
    from tapisvert import bridge

    pos = {
        "players": 3,
        "dealer": 2,
        "turn": 2,
        "run": ["4H"],
        "hands": [["5H"], ["9S", "TS", "JS"], ["QS", "KS", "4C"]],
    }
    out = json.loads(bridge.call(json.dumps({"op": "position", "game": "emprunt", "position": pos})))
    assert out["ok"] and out["legal"] == ["borrow:5H"] and out["current_player"] == 2
    out = json.loads(
        bridge.call(json.dumps({"op": "new", "game": "emprunt", "players": 3, "seed": 4, "humans": [0]}))
    )
    assert out["ok"] and out["view"]["extra"]["pool"] == 3
    bad = json.loads(
        bridge.call(
            json.dumps({"op": "new", "game": "emprunt", "players": 3, "options": {"three_player_hand": 21}})
        )
    )
    assert not bad["ok"] and "impossible" in bad["error"]["message"]


def test_the_next_dealer_is_a_table_setting():
    # issue 43: emprunt.deal.rotation is a dealing convention (DE10), not an inference
    for setting, step in (("right", 1), ("left", -1)):
        st = new_emprunt(players=4, seed=3, next_dealer=setting)
        assert st._next_dealer() == (st.dealer + step) % 4, setting
    with pytest.raises(ValueError, match="choose one of"):
        new_emprunt(players=4, next_dealer="across")
