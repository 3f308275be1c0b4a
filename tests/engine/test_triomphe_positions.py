"""Triomphe positions for scoring (issue 15, item 5): scores, piles, tricks won and a committed vole,
set from a position, scored as the rules say, and contradictions refused with a ValueError."""

from typing import Any

import pytest

import tapisvert
from tapisvert.games.triomphe.game import Triomphe

# ¶22's example, one against one: South has taken the first three of five tricks.
BASE: dict[str, Any] = {
    "players": 2,
    "trump": "H",
    "dealer": 1,
    "leader": 0,
    "scores": [2, 3],
    "piles": [["KS", "9S", "QH", "8H", "KC", "8C"], []],
    "hand": ["KH", "9D"],
    "hands": {"1": ["TD", "7C"]},
}


def _pos(position: dict[str, Any]) -> Triomphe:
    st = tapisvert.from_position("triomphe", position)
    assert isinstance(st, Triomphe)
    return st


def test_piles_set_the_tricks_and_the_cards_out_of_play():
    st = _pos(BASE)
    assert st.tricks_won == [3, 0] and st.side_tricks == [3, 0] and st.total_tricks == 5
    assert sorted(st.played) == sorted(tapisvert.cards.parse_cards(BASE["piles"][0], "pile"))
    assert st.scores == [2, 3]
    cards = st.all_cards()
    assert len(cards) == len(set(cards)) == 32


def test_the_three_endings_of_the_example():
    stop = _pos(BASE)
    stop.apply("lay-down")
    assert stop.scores == [3, 3] and stop.hand_results[-1]["rule"] == "triomphe.vole.lay-down"
    vole = _pos(BASE)
    for card in ("KH", "TD", "9D", "7C"):
        vole.apply(card)
    assert vole.scores == [4, 3] and vole.hand_results[-1]["rule"] == "triomphe.score.vole"
    failed = _pos(BASE)
    failed.apply("9D")
    failed.apply("TD")
    assert failed.scores == [0, 3] and failed.hand_results[-1]["rule"] == "triomphe.vole.failed"
    sheet = failed.score_sheet()
    assert sheet is not None and sheet["totals"] == [0, 3]  # the position's points count


def test_a_score_reaching_the_target_ends_the_match():
    st = _pos({**BASE, "scores": [4, 3]})
    st.apply("lay-down")
    assert st.is_over and st.winners == [0] and st.scores == [5, 3]


def test_a_committed_vole_can_no_longer_be_laid_down():
    st = _pos({**BASE, "vole_committed": 0})
    assert "lay-down" not in st.legal_actions()
    st.apply("9D")
    st.apply("TD")
    assert st.scores == [0, 3]


def test_team_piles_credit_the_side():
    pos = {
        "players": 4,
        "options": {"form": "team"},
        "trump": "S",
        "dealer": 3,
        "leader": 0,
        "scores": [1, 1, 2, 2],
        "piles": [["7H", "8H", "9H", "TH"], ["7D", "8D", "9D", "TD", "7C", "8C", "9C", "TC"]],
        "hand": ["AS", "KS"],
    }
    st = _pos(pos)
    assert st.side_tricks == [1, 2] and st.tricks_won == [1, 0, 2, 0]
    with_tw = _pos({**pos, "tricks_won": [0, 1, 1, 1]})
    assert with_tw.tricks_won == [0, 1, 1, 1] and with_tw.side_tricks == [1, 2]


def test_without_scoring_keys_the_position_is_as_before():
    st = _pos({"players": 4, "trump": "H", "trick": ["9S"], "leader": 0, "hand": ["KS", "7H"]})
    assert st.scores == [0, 0, 0, 0] and st.played == [] and st.points_before == [0, 0, 0, 0]
    assert st.total_tricks == 2


@pytest.mark.parametrize(
    "change,message",
    [
        ({"piles": [["KS", "9S"]]}, "must list 2 piles"),
        ({"piles": "KS"}, "must list 2 piles"),
        ({"piles": [["KS", "9S", "QH"], []]}, "whole tricks of 2 cards"),
        ({"piles": [["KS", "9S", "QH", "8H", "KH", "8C"], []]}, "twice"),
        ({"piles": [["KS", "9S", "QH", "8H", "KC", "2C"], []]}, "32-card"),
        ({"piles": [["KS", "9S", "QH", "8H"], []]}, "make 4 tricks; a hand of this game has 5"),
        ({"tricks_won": [2, 1]}, r"piles hold \[3, 0\] tricks"),
        ({"scores": [5, 3]}, "target is 5: the match would be over"),
        ({"scores": [2]}, "must list 2 whole numbers"),
        ({"scores": [2, True]}, "must list 2 whole numbers"),
        ({"vole_committed": 1}, "commits to the vole only once"),
        ({"vole_committed": 2}, "must be a side 0..1"),
        (
            {"vole_committed": 0, "piles": [["KS", "9S", "QH", "8H"], ["KC", "8C"]]},
            "commits to the vole only once",
        ),
    ],
)
def test_contradictory_positions_are_refused(change, message):
    with pytest.raises(ValueError, match=message):
        tapisvert.from_position("triomphe", {**BASE, **change})


def test_team_mates_share_one_score():
    pos = {"players": 4, "options": {"form": "team"}, "trump": "S", "hand": ["AS"], "scores": [1, 2, 0, 0]}
    with pytest.raises(ValueError, match="team-mates share one score"):
        tapisvert.from_position("triomphe", pos)


def test_a_committed_vole_needs_enough_tricks():
    pos = {
        "players": 3,
        "trump": "S",
        "leader": 0,
        "piles": [["7H", "8H", "9H"], [], []],
        "hand": ["AS", "KS", "QS", "JS"],
        "vole_committed": 0,
    }
    with pytest.raises(ValueError, match="enough tricks"):
        tapisvert.from_position("triomphe", pos)
