"""French Tarot positions for scoring (issue 15 item 5): contract, taker, called card and partner,
chien or discard, piles, poignées and match scores, each checked against the others."""

from __future__ import annotations

import pytest

from tapisvert.games.tarot import Tarot

PACK = [r + s for s in "SHDC" for r in "A23456789TJNQK"] + [str(t) for t in range(1, 22)] + ["EX"]
CHIEN = ["21", "2S", "3S", "4S", "5S", "6S"]
TAKER = ("EX KS KH KD KC JS 7S 8S 9S TS AS 2H 3H 4H 5H 6H 7H 8H 9H TH AH 2D 3D 4D 5D 6D 7D").split()
DEFENCE = [c for c in PACK if c not in TAKER + CHIEN + ["5", "1", "10"]]
LAST = {
    "players": 3,
    "dealer": 2,
    "taker": 0,
    "contract": "garde-sans",
    "chien": CHIEN,
    "piles": [TAKER, DEFENCE],
    "scores": [30, -60, 30],
    "deals_played": 2,
    "leader": 0,
    "trick": ["5", "1"],
    "hand": ["10"],
}


def _scored(position: dict, *cards: str):
    st = Tarot.from_position(position)
    for c in cards:
        st.apply(c)
    return st, st.hand_results[-1]["detail"]


def test_the_api_page_example_scores_as_the_fft_says():
    st, d = _scored(LAST, "10")
    assert (d["card_points"], d["counted_points"], d["bouts"], d["target"], d["margin"]) == (
        41.5,
        42,
        2,
        41,
        1,
    )
    assert (d["base"], d["petit_au_bout_points"], d["per_defender"]) == (104, -40, 64)
    assert st.hand_results[-1]["points"] == [128, -64, -64]
    assert st.scores == [158, -124, -34] and st.score_sheet()["totals"] == st.scores
    assert st.hand_number == 3 and st.deals_scored == 3


def test_garde_contre_counts_the_chien_for_the_defence():
    _, sans = _scored(LAST, "10")
    _, contre = _scored({**LAST, "contract": "garde-contre"}, "10")
    # the chien (the 21 and five low cards, 7 points) changes sides, and the 21 with it
    assert contre["card_points"] == sans["card_points"] - 7 and contre["bouts"] == 1
    assert contre["coefficient"] == 6 and not contre["made"]


def test_a_discard_counts_for_the_taker_of_a_prise():
    discard = ["2S", "3S", "4S", "5S", "6S", "7C"]
    defence = [c for c in DEFENCE if c != "7C"] + ["21"]
    pos = {k: v for k, v in LAST.items() if k != "chien"}
    st, d = _scored({**pos, "contract": "prise", "discard": discard, "piles": [TAKER, defence]}, "10")
    assert (d["contract"], d["bouts"], d["card_points"], d["made"]) == ("prise", 1, 37.5, False)
    assert st.observation(1)["extra"]["discard_size"] == 6


def test_poignees_add_their_bonus_for_the_side_that_wins():
    st, d = _scored({**LAST, "poignees": [{"seat": 1, "level": "simple"}]}, "10")
    assert d["poignees"] == 20 and d["per_defender"] == 64 + 20
    shown = [str(t) for t in range(2, 12)]  # a simple poignée of 10 trumps, two played since
    st = Tarot.from_position(
        {
            "players": 4,
            "hand": ["KH", "2C"] + shown[:8],
            "poignees": [{"seat": 0, "level": "simple", "cards": shown[:10]}],
        }
    )
    assert st.poignees[0]["cards"] == shown[:10] and st.pshown[0] is not None


def test_five_players_partner_from_a_hand_the_trick_or_the_key():
    base = {"players": 5, "dealer": 4, "taker": 0, "called": "KH", "leader": 1, "hand": ["2C", "3C"]}
    st = Tarot.from_position({**base, "hands": {"3": ["KH", "4C"]}})
    assert st.partner == 3 and st.side_of == [0, 1, 1, 0, 1]
    st = Tarot.from_position({**base, "trick": ["KH"], "hand": ["2C"]})
    assert st.partner == 1 and st.partner_public
    st = Tarot.from_position(
        {
            **base,
            "partner": 2,
            "hands": {
                s: [c, d]
                for s, (c, d) in enumerate(
                    [("4C", "5C"), ("6C", "7C"), ("8C", "9C"), ("TC", "JC"), ("QC", "KC")]
                )
                if s != 1
            },
        }
    )
    assert st.partner == 2 and st.partner_public and st.side_of[2] == 0


@pytest.mark.parametrize(
    "change,message",
    [
        ({"contract": "petite"}, "position.contract must be one of"),
        ({"contract": "garde"}, "give his discard"),
        ({"discard": CHIEN}, "makes no discard"),
        ({"chien": CHIEN[:5]}, "the chien is 6 cards"),
        ({"chien": ["KH"] + CHIEN[1:]}, "a card appears twice"),
        ({"piles": [TAKER[:-1], DEFENCE]}, "whole tricks of 3 cards"),
        ({"piles": [TAKER[:-3], DEFENCE]}, "tricks were played"),
        ({"scores": [30, -60, 31]}, "add up to 0"),
        ({"scores": [30, -60, 30], "deals_played": 0}, "before any deal"),
        ({"deals_played": 6}, "position.deals_played must be"),
        ({"poignees": [{"seat": 1, "level": "quadruple"}]}, "level is one of"),
        ({"poignees": [{"seat": 1, "level": "simple"}, {"seat": 1, "level": "double"}]}, "two poignées"),
        ({"poignees": [{"seat": 1, "level": "simple", "cards": ["2", "3"]}]}, "exactly 13 trumps"),
        ({"called": "KH"}, "only to 5 players"),
        ({"partner": 1}, "give position.called"),
    ],
)
def test_contradictions_are_refused(change, message):
    with pytest.raises(ValueError, match=message):
        Tarot.from_position({**LAST, **change})


def test_cards_nowhere_are_refused_when_the_piles_are_given():
    pos = {k: v for k, v in LAST.items() if k != "chien"}  # a Garde sans without its chien
    with pytest.raises(ValueError, match="6 cards of the pack are nowhere"):
        Tarot.from_position(pos)


def test_a_discard_with_a_king_or_a_bout_is_refused():
    pos = {k: v for k, v in LAST.items() if k not in ("chien", "piles")}
    with pytest.raises(ValueError, match="no king and no bout"):
        Tarot.from_position({**pos, "contract": "garde", "discard": ["KS", "2S", "3S", "4S", "5S", "6S"]})


def test_called_card_played_earlier_needs_its_holder():
    hands = {"1": ["4C", "5C"], "2": ["6C", "7C"], "3": ["8C", "9C"], "4": ["TC", "JC"]}
    pos = {"players": 5, "dealer": 4, "taker": 0, "called": "KH", "hand": ["2C", "3C"], "hands": hands}
    assert Tarot.from_position(pos).partner == 0  # unknown earlier tricks
    rest = [
        c for c in PACK if c not in ["2C", "3C", "2D", "3D", "4D"] + [c for h in hands.values() for c in h]
    ]
    earlier = {"discard": ["2D", "3D", "4D"], "piles": [rest[:30], rest[30:]]}  # 13 tricks
    with pytest.raises(ValueError, match="say who held it"):
        Tarot.from_position({**pos, **earlier})
    assert Tarot.from_position({**pos, **earlier, "partner": 2}).side_of == [0, 1, 0, 1, 1]
    assert Tarot.from_position({**pos, "partner": 3}).side_of == [0, 1, 1, 0, 1]
    with pytest.raises(ValueError, match="seat 3 holds"):
        Tarot.from_position(
            {"players": 5, "called": "KH", "partner": 2, "hand": ["2C"], "hands": {"3": ["KH"]}}
        )
