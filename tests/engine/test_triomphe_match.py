"""Triomphe hands and matches: deal, rotation, scoring, vole, concession, pillage (dossier §2.2–2.8)."""

from typing import Any

import pytest

import tapisvert
from tapisvert.games.triomphe.game import Triomphe


def new_triomphe(**kwargs: Any) -> Triomphe:
    """``tapisvert.new_game("triomphe", ...)``, typed as ``Triomphe`` for the tests that read its attributes."""
    st = tapisvert.new_game("triomphe", **kwargs)
    assert isinstance(st, Triomphe)
    return st


def two_player(hand0, hand1, turnup="7H", dealer=1, **options):
    deal = {"dealer": dealer, "hands": [hand0, hand1], "turnup": turnup}
    return new_triomphe(players=2, seed=3, deal=deal, **options)


def play_all(st, *cards):
    for c in cards:
        st.apply(c)


STRONG = ["KH", "QH", "JH", "AH", "TH"]  # the five best trumps in order B
WEAK = ["9S", "8S", "7S", "9D", "8D"]


def test_committed_vole_lay_down_scores_one():
    st = two_player(STRONG, WEAK)
    assert st.current_player == 0  # the dealer's right leads
    play_all(st, "KH", "9S", "QH", "8S", "JH", "7S")
    assert "lay-down" in st.legal_actions()  # 3 of 5, the other has none
    st.apply("lay-down")
    assert st.last_hand_points() == [1, 0] and st.scores == [1, 0]
    assert st.phase == "hand-over" and st.current_player == 0  # the first player deals next


def test_committed_vole_made_scores_two():
    st = two_player(STRONG, WEAK)
    play_all(st, "KH", "9S", "QH", "8S", "JH", "7S", "AH", "9D", "TH", "8D")
    assert st.last_hand_points() == [2, 0]


def test_failed_vole_loses_two_at_once_and_scores_go_negative():
    st = two_player(["KH", "QH", "JH", "7S", "8C"], ["9S", "8S", "AS", "9D", "8D"])
    play_all(st, "KH", "9S", "QH", "8S", "JH", "8D")
    obs_before = st.observation(0)
    assert obs_before["extra"]["vole_committed"] is None
    st.apply("7S")  # plays on: the vole is committed
    assert st.observation(0)["extra"]["vole_committed"] == 0
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("9D")  # must head the 7S in forcée
    assert e.value.rule_id == "triomphe.forcee.head-the-trick"
    st.apply("AS")
    assert st.last_hand_points() == [-2, 0] and st.scores == [-2, 0]
    assert st.phase == "hand-over"


def test_most_tricks_scores_one():
    st = two_player(["KH", "QH", "7S", "8C", "7C"], ["9S", "8S", "AS", "9C", "AC"])
    play_all(st, "KH", "9S", "QH", "8S")
    assert "lay-down" not in st.legal_actions()  # 2 of 5 is not yet enough
    play_all(st, "7S", "AS", "9C", "8C", "AC", "7C")
    assert st.tricks_won == [2, 3] and st.last_hand_points() == [0, 1]


def test_concession_accepted():
    st = two_player(WEAK, STRONG)
    assert "concede" in st.legal_actions()
    st.apply("concede")
    assert st.current_player == 1 and st.legal_actions() == ["accept", "refuse"]
    st.apply("accept")
    assert st.last_hand_points() == [0, 1]


@pytest.mark.parametrize("burden,expected", [("refuser", [0, -2]), ("requester", [0, 0])])
def test_concession_refused_burden(burden, expected):
    # Seat 0 (weak) concedes, seat 1 refuses; seat 0 then wins the first trick.
    st = two_player(
        ["KS", "8S", "7S", "9D", "8D"], ["9S", "QC", "JC", "TC", "9C"], turnup="7H", concession_burden=burden
    )
    st.apply("concede")
    st.apply("refuse")
    assert st.current_player == 0 and "concede" not in st.legal_actions()
    st.apply("KS")
    st.apply("9S")  # seat 0 takes the trick
    if burden == "refuser":
        assert st.last_hand_points() == [0, -2]  # the refuser failed the vole
    else:
        assert st.phase == "play"  # the requester is on his way
        play_all(st, "8S", "QC", "7S", "JC", "9D", "TC", "8D", "9C")
        assert st.last_hand_points() == [2, 0]


def test_concession_only_one_against_one_or_team_against_team():
    st = new_triomphe(players=3, seed=1)
    assert "concede" not in st.legal_actions()
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("concede")
    assert e.value.rule_id == "triomphe.concede.who"
    team = new_triomphe(players=4, seed=1, form="team")
    assert "concede" in team.legal_actions()


def test_precedence_breaks_ties():
    # 4 players, 2 cards each: seats 1 and 2 take one trick each; seat 1 is nearer the dealer's right.
    deal = {"dealer": 3, "hands": [["9H", "8D"], ["7H", "KD"], ["KH", "7D"], ["8H", "9D"]], "turnup": "7S"}
    st = new_triomphe(players=4, seed=1, deal=deal, deal_size=2)
    play_all(st, "9H", "7H", "KH", "8H")
    assert st.current_player == 2
    play_all(st, "7D", "9D", "8D", "KD")
    assert st.tricks_won == [0, 1, 1, 0] and st.last_hand_points() == [0, 1, 0, 0]
    assert "precedence" in st.observation(0)["hand_results"][-1]["text"]


def test_individual_rotation_and_first_dealer_draw():
    for seed in range(20):
        st = new_triomphe(players=5, seed=seed)
        d = st.dealer
        draw = st.observation(0)["log"][0]["text"]
        assert draw.startswith("Draw for the deal")
        while st.phase != "hand-over":
            st.apply(st.legal_actions()[0])
        assert st.current_player == (d + 1) % 5
        st.apply("deal")
        assert st.dealer == (d + 1) % 5 and st.current_player == (d + 2) % 5


@pytest.mark.parametrize("players", [4, 6])
def test_team_game_dealers_alternate_through_the_same_players(players):
    k = players // 2
    dealers = set()
    for seed in range(10):
        st = new_triomphe(players=players, seed=seed, form="team")
        seen = []
        for _ in range(4):
            seen.append(st.dealer)
            assert st.dealer in (k - 1, players - 1)  # the last player of a team
            assert st.current_player == (st.dealer + 1) % players  # the other team leads
            while st.phase not in ("hand-over", "match-over"):
                st.apply(st.legal_actions()[0])
            if st.is_over:
                break
            st.apply("deal")
        assert all(a != b for a, b in zip(seen, seen[1:]))  # teams deal in turn
        dealers.add(seen[0])
    assert dealers == {k - 1, players - 1}  # the draw can give either team


def test_team_scores_are_shared_and_partners_see_each_other():
    st = new_triomphe(players=4, seed=2, form="team")
    obs = st.observation(0)
    assert obs["teams"] == [[0, 1], [2, 3]]
    assert set(obs["extra"]["partner_hands"]) == {"1"}
    while st.phase != "hand-over":
        st.apply(st.legal_actions()[0])
    pts = st.last_hand_points()
    assert pts[0] == pts[1] and pts[2] == pts[3]


def test_match_to_target():
    st = two_player(STRONG, WEAK, target=2)
    play_all(st, "KH", "9S", "QH", "8S", "JH", "7S", "AH", "9D", "TH", "8D")
    assert st.is_over and st.winners == [0] and st.current_player is None
    assert st.legal_actions() == []
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("deal")
    assert e.value.rule_id == "triomphe.match.target"


def test_team_deal_is_five_cards_and_stock():
    st = new_triomphe(players=6, seed=4, form="team")
    assert [len(h) for h in st.hands] == [5] * 6 and len(st.stock) == 1
    st = new_triomphe(players=4, seed=4, form="team")
    assert len(st.stock) == 11


def pillage_deal(turnup, stock=None, **kw):
    hands = [["KS", "QS", "JS", "AS", "TS"], ["KD", "QD", "JD", "AD", "TD"], ["KC", "QC", "JC", "AC", "TC"]]
    deal = {"dealer": 2, "hands": hands, "turnup": turnup}
    if stock is not None:
        deal["stock"] = stock
    return new_triomphe(players=3, seed=1, deal=deal, form="pillage", **kw)


def test_pillage_dealer_turns_the_ace():
    rest = ["KH", "7C", "QH", "JH", "TH", "9H", "8H", "7H", "9S", "8S", "7S", "9D", "8D", "7D", "9C", "8C"]
    st = pillage_deal("AH", rest)
    assert st.phase == "pillage" and st.current_player == 2  # the dealer
    assert st.legal_actions() == ["pillage", "stop"]
    st.apply("pillage")
    assert st.phase == "pillage-discard" and "discard:AH" in st.legal_actions()
    st.apply("discard:TC")
    # KH, a trump, is turned next: he may pillage again
    assert st.phase == "pillage" and st.observation(0)["extra"]["pillage"]["exposed"] == "KH"
    st.apply("pillage")
    st.apply("discard:JC")
    # 7C is not a trump: pillaging ends and play begins
    assert st.phase == "play" and st.current_player == 0
    obs0, obs2 = st.observation(0), st.observation(2)
    assert obs0["extra"]["pillage"]["turned"] == ["7C"]
    assert obs0["extra"]["pillage"]["discards"] == 2  # count only, for the others
    assert sorted(obs2["extra"]["pillage"]["discards"]) == ["JC", "TC"]
    assert "AH" in obs2["hand"] and "KH" in obs2["hand"] and len(obs2["hand"]) == 5
    assert "West discards a card" in [e["text"] for e in obs0["log"]]


def test_pillage_by_the_ace_holder_and_stop():
    st = pillage_deal("9S")  # trump spades; seat 0 holds the AS
    assert st.phase == "pillage" and st.current_player == 0
    st.apply("stop")
    assert st.phase == "play"
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("pillage")
    assert e.value.rule_id == "triomphe.pillage.optional"


def test_nobody_pillages_when_the_ace_is_in_the_stock_or_by_agreement():
    assert pillage_deal("KH").phase == "play"  # AH lies in the stock
    assert pillage_deal("9S", ace_pillages="no").phase == "play"


def test_pillage_uses_order_a():
    st = pillage_deal("KH")
    assert st.order == "A" and st.card_rank("AS") > st.card_rank("KS")
