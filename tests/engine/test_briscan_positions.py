"""Briscan and Brisque positions for scoring (issue 15 item 5): piles, the deal's points and the match
totals set from a position, and every contradiction refused with a ValueError naming its key."""

import pytest

import tapisvert
from tapisvert import cards as C
from tapisvert.games.briscan import Briscan

SEAT0_PILE = "AS TS KS QS JS 9S 8S AD TD KD QD JD 9D 8D 7D AC TC KC QC JC 9C 8C".split()
SEAT1_PILE = "TH KH QH JH 9H 8H 7H 7C".split()


def last_trick(**kw):
    """Seat 0 leads the ace of trumps to the sixteenth trick, having won tricks 12 to 15."""
    pos = {
        "trump": "H",
        "talon": 0,
        "leader": 0,
        "hand": ["AH"],
        "hands": [None, ["7S"]],
        "piles": [SEAT0_PILE, SEAT1_PILE],
        "final_tricks_won": [4, 0],
    }
    pos.update(kw)
    return pos


def play_out(st):
    while not st.is_over and st.phase == "play":
        st.apply(st.legal_actions()[0])
    return st


def test_piles_are_the_cards_won_and_set_the_tricks_won():
    st = tapisvert.from_position("briscan", last_trick())
    assert isinstance(st, Briscan)
    assert st.tricks_won == [11, 4]
    assert [sorted(p) for p in st.won] == [
        sorted(C.card(c) for c in SEAT0_PILE),
        sorted(C.card(c) for c in SEAT1_PILE),
    ]
    cards = st.all_cards()
    assert len(cards) == 32 and len(set(cards)) == 32
    assert st.observation(0)["extra"]["cards_won"] == [22, 8]


def test_the_end_of_the_deal_is_scored_from_the_piles_and_the_totals():
    st = play_out(tapisvert.from_position("briscan", last_trick(hand_points=[90, 60], scores=[560, 470])))
    assert st.scores == [600, 470] and st.winners == [0]
    sheet = st.score_sheet()
    rules = [t["rule"] for t in sheet["terms"]]
    assert rules == [
        None,
        None,
        "briscan.bonus.last-trick",
        "briscan.bonus.last-five-tricks",
        "briscan.bonus.most-cards",
    ]
    # the sheet adds up to the deal's points, the points given by the position included
    assert [sum(t["points"][s] for t in sheet["terms"]) for s in range(2)] == sheet["points"] == [130, 60]
    assert sheet["totals"] == st.scores  # the match's earlier deals count in the totals


def test_below_the_target_the_next_dealer_deals():
    st = play_out(tapisvert.from_position("briscan", last_trick(hand_points=[90, 60], scores=[300, 200])))
    assert st.scores == [340, 200] and not st.is_over and st.phase == "hand-over"


def test_aces_and_tens_in_the_piles_count_for_brisque_points():
    st = play_out(tapisvert.from_position("briscan", last_trick(options={"brisque_points": 10})))
    # seat 0: AS TS AD TD AC TC and the AH he takes last; seat 1: TH
    terms = {(t[1], t[3]): t[2] for t in st.hand_results[-1]["terms"]}
    assert terms[(0, "briscan.bonus.card-points")] == 70
    assert terms[(1, "briscan.bonus.card-points")] == 10


def test_brisque_scores_only_the_last_trick_from_the_same_piles():
    st = play_out(tapisvert.from_position("brisque", last_trick(final_tricks_won=[5, 0])))
    assert [t[3] for t in st.hand_results[-1]["terms"]] == ["brisque.bonus.last-trick"]
    assert st.scores == [10, 0]


def test_declared_melds_per_seat_keep_their_value_and_bar_sequence_cards():
    st = tapisvert.from_position(
        "briscan",
        {
            "trump": "S",
            "hand": ["7C", "8C", "9C", "KD", "QD"],
            "talon": 10,
            "window": True,
            "leader": 0,
            "tricks_won": [4, 2],
            "declared": [["meld:sequence:7C8C9C"], ["meld:marriage:KHQH"]],
            "hand_points": [20, 20],
        },
    )
    melds = st.observation(0)["extra"]["melds"]
    assert [(m["seat"], m["kind"], m["points"]) for m in melds] == [(0, "sequence", 20), (1, "marriage", 20)]
    assert "meld:sequence:7C8C9C" not in st.legal_actions()
    assert "meld:marriage:KDQD" in st.legal_actions()
    assert st.scores == [20, 20]


def test_trick_winner_refuses_an_unknown_option():
    """Issue 16 found it ignored unknown options; it reads them like from_position."""
    for game in ("briscan", "brisque"):
        with pytest.raises(ValueError, match="unknown option"):
            tapisvert.trick_winner(game, {"trump": "H", "trick": ["KS", "AS"], "options": {"bogus": 1}})
        assert tapisvert.trick_winner(game, {"trump": "H", "trick": ["KS", "AS"]}) == 1


CONTRADICTIONS = [
    ("a pile of odd size", {"piles": [SEAT0_PILE, SEAT1_PILE[:-1]]}, "two cards"),
    ("piles that are not two lists", {"piles": [SEAT0_PILE]}, "piles"),
    ("a card in a pile and a hand", {"piles": [SEAT0_PILE[:-2] + ["AH", "8C"], SEAT1_PILE]}, "twice"),
    ("piles that leave cards unplaced", {"piles": [SEAT0_PILE, ["TH", "KH"]]}, "piles"),
    ("piles against tricks_won", {"tricks_won": [10, 5]}, "piles"),
    ("a total below the deal's points", {"hand_points": [90, 60], "scores": [560, 40]}, "scores"),
    ("a match already won before the deal", {"hand_points": [0, 0], "scores": [610, 300]}, "already won"),
    (
        "a total at the target under immediate",
        {"scores": [600, 300], "options": {"win_check": "immediate"}},
        "immediate",
    ),
    ("points that are not counts", {"hand_points": [True, 0]}, "hand_points"),
    ("negative points", {"scores": [-10, 0]}, "scores"),
]


@pytest.mark.parametrize("why,change,match", CONTRADICTIONS, ids=[c[0] for c in CONTRADICTIONS])
def test_contradictory_scoring_positions_are_refused(why, change, match):
    with pytest.raises(ValueError, match=match):
        tapisvert.from_position("briscan", last_trick(**change))


def test_equal_totals_over_the_target_play_another_deal():
    st = tapisvert.from_position("briscan", last_trick(scores=[610, 610]))
    assert st.scores == [610, 610]


@pytest.mark.parametrize(
    "game,declared,hand_points,match",
    [
        ("brisque", ["meld:sequence:7C8C9C"], None, "not a meld of brisque"),
        ("briscan", ["meld:ace:AS"], None, "ace of trumps"),
        ("briscan", ["meld:marriage:KHQH", "meld:marriage:KHQH"], None, "twice"),
        ("briscan", ["meld:sequence:7C8C9C", "meld:sequence:8C9CTC"], None, "sequence"),
        ("briscan", ["meld:marriage:KHQH"], [10, 0], "worth 20"),
        ("briscan", ["meld:marriage:KHQH"], [20, 0], None),
    ],
)
def test_declared_melds_are_checked(game, declared, hand_points, match):
    pos = {
        "trump": "S",
        "hand": ["7D", "8D", "9D", "JD", "QD", "AD"][: 5 if game == "briscan" else 6],
        "talon": 10,
        "leader": 0,
        "tricks_won": [4, 2] if game == "briscan" else [3, 2],
        "declared": declared,
    }
    if hand_points is not None:
        pos["hand_points"] = hand_points
    if match is None:
        assert tapisvert.from_position(game, pos).scores == hand_points
        return
    with pytest.raises(ValueError, match=match):
        tapisvert.from_position(game, pos)


def test_nobody_has_declared_before_the_first_trick():
    with pytest.raises(ValueError, match="first trick"):
        tapisvert.from_position(
            "briscan",
            {
                "trump": "S",
                "hand": ["7D", "8D", "9D", "JD", "QD"],
                "talon": 22,
                "declared": ["meld:marriage:KHQH"],
            },
        )
