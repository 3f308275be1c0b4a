"""Emprunt positions for scoring (issue 15, item 5): jetons, pool and the deals already played, set from
a position, settled as the source says (¶7), and contradictions refused with a ValueError."""

from typing import Any

import pytest

import tapisvert
from tapisvert.games.emprunt.game import Emprunt

# Four players, a run of hearts under way; East (seat 1) sheds his last card, the six.
LAST: dict[str, Any] = {
    "players": 4,
    "dealer": 3,
    "jetons": [-3, 2, -1, -4],
    "pool": 6,
    "hands": [["9S", "JS", "4C"], ["6H"], ["TD", "3C"], ["8S", "QS", "KD", "7C"]],
    "run": ["3H", "4H", "5H"],
    "turn": 1,
}


def _pos(position: dict[str, Any]) -> Emprunt:
    st = tapisvert.from_position("emprunt", position)
    assert isinstance(st, Emprunt)
    return st


def test_the_winner_sweeps_the_pool_and_a_jeton_a_card():
    st = _pos(LAST)
    st.apply("6H")
    assert st.scores == [-6, 17, -3, -8] and st.pool == 0
    assert st.hand_results[-1]["points"] == [-3, 15, -2, -4]
    sheet = st.score_sheet()
    assert sheet is not None and sheet["totals"] == st.scores  # the position's jetons count
    assert not st.is_over and st.phase == "hand-over"  # the first deal of four


def test_the_last_deal_ends_the_match():
    st = _pos({**LAST, "deals_played": 3})
    assert st.hand_number == 4
    st.apply("6H")
    assert st.is_over and st.winners == [1] and st.deals_played == 4


def test_the_next_deal_follows_the_deals_played():
    st = _pos({**LAST, "deals_played": 1})
    st.apply("6H")
    st.apply("deal")
    assert st.hand_number == 3 and st.dealer == 0
    assert sum(st.scores) + st.pool == 0 and st.pool == 4  # four antes


def test_a_pool_that_stays_keeps_the_match_going():
    # every hand emptied by lending (must-shed): the deal is void and the pool stays
    st = _pos(
        {
            "players": 3,
            "options": {"out_by_lending": "must-shed"},
            "deals_played": 2,
            "hands": [[], ["5S"], []],
            "run": ["4S"],
            "turn": 0,
            "jetons": [-1, -1, -1],
            "pool": 3,
        }
    )
    st.apply("borrow:5S")
    assert not st.is_over and st.pool == 3 and st.phase == "hand-over"


@pytest.mark.parametrize(
    "change,message",
    [
        ({"jetons": [0, 0, 0, 0]}, "sum to zero"),
        ({"pool": -6, "jetons": [3, 1, 1, 1]}, "non-negative"),
        ({"jetons": [-3, 2, -1]}, "must list 4 whole numbers"),
        ({"jetons": [-3, 2, -1, -4.0]}, "must list 4 whole numbers"),
        ({"deals_played": 4}, r"deals_played must be 0..3: the match has 4 deals"),
        ({"deals_played": -1}, "deals_played must be"),
        ({"deals_played": True}, "deals_played must be"),
        ({"run": ["3H", "5H"]}, "not a suit sequence"),
        ({"turn": 4}, "must be a seat"),
    ],
)
def test_contradictory_positions_are_refused(change, message):
    with pytest.raises(ValueError, match=message):
        tapisvert.from_position("emprunt", {**LAST, **change})
