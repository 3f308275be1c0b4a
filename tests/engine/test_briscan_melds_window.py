"""Briscan: the sequence ban inside one declaration window does not depend on the order of the
declarations (issue 12).

¶31: "cards declared in a sequence may not be used for other melds"; dossier B34 with B27: the
cards of a sequence cannot also form another meld *in the same window*.  With ♠K ♠Q ♠J ♠10 in one
window the marriage and the quatrième au roi score 80 together, in either order; across windows a
marriage's king and queen may still enter a later sequence (B28, decision DB28).
"""

import json

import pytest

import tapisvert
from tapisvert import IllegalAction
from tapisvert.cards import PIQUET_32

PACK = ["".join(p) for p in ((r, s) for s in "SHDC" for r in PIQUET_32)]


def first_window():
    """Seat 0 wins the first trick and draws the ten of spades: K Q J 10 of spades in hand."""
    hands = [["9C", "KS", "QS", "JS", "8D"], ["7C", "8C", "7S", "8S", "JD"]]
    top = ["TS", "AD", "KH", "AC"]
    used = set(hands[0]) | set(hands[1]) | {"9H"} | set(top)
    st = tapisvert.new_game(
        "briscan",
        seed=1,
        deal={"dealer": 1, "hands": hands, "turnup": "9H", "talon": top + [c for c in PACK if c not in used]},
    )
    for a in ("9C", "7C"):
        st.apply(a)
    assert st.current_player == 0 and "meld:marriage:KSQS" in st.legal_actions()
    return st


def rule_of(st, action):
    with pytest.raises(IllegalAction) as e:
        st.apply(action)
    return e.value.rule_id


def test_marriage_then_quatrieme_scores_80():
    st = first_window()
    st.apply("meld:marriage:KSQS")
    assert st.scores == [20, 0]
    assert "meld:sequence:TSJSQSKS" in st.legal_actions()
    st.apply("meld:sequence:TSJSQSKS")  # withdraws the marriage of the same window
    assert st.scores == [80, 0]
    assert st.hand_points == [80, 0]
    declared = [m["action"] for m in st.observation(1)["extra"]["melds"]]
    assert declared == ["meld:sequence:TSJSQSKS"]
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.sequence-cards"


def test_quatrieme_then_marriage_scores_80():
    st = first_window()
    st.apply("meld:sequence:TSJSQSKS")
    assert "meld:marriage:KSQS" not in st.legal_actions()
    assert rule_of(st, "meld:marriage:KSQS") == "briscan.meld.sequence-cards"
    assert st.scores == [80, 0]


@pytest.mark.parametrize(
    "order",
    [("meld:marriage:KSQS", "meld:sequence:TSJSQSKS"), ("meld:sequence:TSJSQSKS", "meld:marriage:KSQS")],
)
def test_the_window_scores_the_same_in_either_order(order):
    st = first_window()
    for a in order:
        if a in st.legal_actions():
            st.apply(a)
    assert st.scores == [80, 0]


def test_the_label_says_what_the_sequence_withdraws():
    st = first_window()
    st.apply("meld:marriage:KSQS")
    label = st.action_label("meld:sequence:TSJSQSKS")
    assert "80 points" in label and "withdraws the marriage in spades (20)" in label


def test_reuse_across_windows_keeps_the_marriage():
    """B28: the marriage declared in an earlier window keeps its 20 when its king and queen
    enter a sequence in a later window."""
    st = first_window()
    st.apply("meld:marriage:KSQS")
    st.apply("8D")  # seat 0 leads; seat 1 throws a spade and loses
    st.apply("7S")
    assert st.current_player == 0 and st.scores == [20, 0]
    assert "meld:sequence:TSJSQSKS" in st.legal_actions()
    assert "withdraws" not in st.action_label("meld:sequence:TSJSQSKS")
    st.apply("meld:sequence:TSJSQSKS")
    assert st.scores == [100, 0]
    kinds = [m["kind"] for m in st.observation(0)["extra"]["melds"]]
    assert kinds == ["marriage", "sequence"]


def test_reuse_across_windows_from_a_position():
    st = tapisvert.from_position(
        "briscan",
        {
            "trump": "H",
            "hand": ["KS", "QS", "JS", "TS", "7D"],
            "talon": 10,
            "window": True,
            "tricks_won": [3, 3],
            "leader": 0,
            "declared": ["meld:marriage:KSQS"],
        },
    )
    st.apply("meld:sequence:TSJSQSKS")
    assert st.scores == [80, 0]
    assert [m["kind"] for m in st.observation(0)["extra"]["melds"]] == ["marriage", "sequence"]


def test_a_quartet_and_a_marriage_still_share_a_king_in_one_window():
    """Only a sequence withdraws: four kings and the marriage of spades both score (B28)."""
    st = tapisvert.from_position(
        "briscan",
        {
            "trump": "D",
            "hand": ["KS", "KH", "KD", "KC", "QS"],
            "talon": 10,
            "window": True,
            "tricks_won": [4, 2],
            "leader": 0,
        },
    )
    st.apply("meld:marriage:KSQS")
    st.apply("meld:quartet:KSKHKDKC")
    assert st.scores == [100, 0]


def test_the_bot_declares_the_window_for_80():
    """The playing policy counts what a sequence withdraws: it ends the window with 80."""
    import random

    st = first_window()
    rng = random.Random(3)
    while True:
        action = st.decode(st.rollout_code(rng))
        if not action.startswith("meld:"):
            break
        st.apply(action)
    assert st.scores == [80, 0]


def test_withdrawal_survives_undo_and_the_record():
    st = first_window()
    st.apply("meld:marriage:KSQS")
    st.apply("meld:sequence:TSJSQSKS")
    rec = st.to_json()
    again = tapisvert.load(rec)
    assert again.scores == [80, 0]
    assert json.loads(rec)["actions"][-2:] == ["meld:marriage:KSQS", "meld:sequence:TSJSQSKS"]
    st.undo()
    assert st.scores == [20, 0]
