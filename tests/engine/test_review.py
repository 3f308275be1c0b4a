"""Looking back at the hand (issue 13): the completed tricks of the current hand in every trick
game (only the last one in Triomphe, whose rules allow no more), and Tarot's chien once the deal is
scored — never before it is public."""

import random

import pytest

import tapisvert

TRICK_GAMES = [
    ("tarot", 3),
    ("tarot", 4),
    ("tarot", 5),
    ("triomphe", 2),
    ("triomphe", 4),
    ("triomphe", 6),
    ("francion", 4),
    ("briscan", 2),
    ("brisque", 2),
]


@pytest.mark.parametrize("game,players", TRICK_GAMES)
def test_tricks_of_the_hand_are_listed_as_played(game, players):
    checked = 0
    for seed in range(4):
        st = tapisvert.new_game(game, players=players, seed=seed)
        rng = random.Random(seed)
        while not st.is_over and len(st.hand_results) < 2:
            obs = st.observation(seed % players)
            tricks = obs["tricks"]
            if obs["phase"] in ("play",) or tricks:
                assert tricks is not None
                if st.FACTS.tricks_review == "all":
                    assert len(tricks) == sum(obs["tricks_won"])
                    won = [0] * players
                    for t in tricks:
                        won[t["winner"]] += 1
                    assert won == obs["tricks_won"]
                else:
                    assert len(tricks) <= 1
                    assert obs["tricks_review"] == "last"
                    assert obs["tricks_review_rule"] == "triomphe.play.last-trick"
                for t in tricks:
                    assert len(t["cards"]) == players and t["cards"][0]["seat"] == t["leader"]
                    assert [c["seat"] for c in t["cards"]] == [
                        (t["leader"] + i) % players for i in range(players)
                    ]
                if tricks and obs["last_trick"]:
                    assert [c["card"] for c in tricks[-1]["cards"]] == [
                        c["card"] for c in obs["last_trick"]["cards"]
                    ]
                    checked += 1
            st.apply_trusted(rng.choice(st.legal_codes()))
    assert checked > 10


def test_emprunt_has_no_tricks():
    obs = tapisvert.new_game("emprunt", players=4, seed=1).observation(0)
    assert obs["tricks"] is None and obs["tricks_review"] is None


def test_tarot_chien_turned_over_after_the_deal_only():
    for seed in range(200):
        st = tapisvert.new_game("tarot", players=4, seed=seed)
        rng = random.Random(seed)
        while st.observation(0)["extra"]["contract"] is None and not st.hand_results:
            legal = st.legal_actions()
            st.apply("garde-sans" if "garde-sans" in legal else rng.choice(legal))
        if st.observation(0)["extra"]["contract"] == "garde-sans":
            break
    chien = sorted(st.chien)
    while not st.hand_results:
        for seat in range(4):
            extra = st.observation(seat)["extra"]
            assert extra["chien"] is None and extra["chien_public"] is None
        st.apply(rng.choice(st.legal_actions()))
    for seat in range(4):
        extra = st.observation(seat)["extra"]
        assert sorted(tapisvert.cards.card(c) for c in extra["chien"]) == chien
        assert extra["chien_public"] == "after-hand"
    st.apply("deal")
    assert st.observation(0)["extra"]["chien"] is None
