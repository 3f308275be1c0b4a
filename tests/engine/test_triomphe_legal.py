"""Triomphe legality and trick winners, written from the dossier (§2.3–2.4), through the public API."""

import pytest

import tapisvert


def legal(trick, hand, players=4, trump="H", **options):
    pos = {
        "players": players,
        "trump": trump,
        "trick": trick,
        "hand": hand,
        "options": options,
        "dealer": players - 1,
        "leader": 0,
    }
    st = tapisvert.from_position("triomphe", pos)
    return sorted(a for a in st.legal_actions() if a not in ("concede", "lay-down"))


def S(*cards):
    return sorted(cards)


REGIMES = {"forcee": {}, "forcat": {}, "general": {"regime": "general"}}


# Case 1: no trump yet, the player holds the suit led.
@pytest.mark.parametrize(
    "regime,expected", [("forcee", S("KS")), ("forcat", S("KS")), ("general", S("KS", "8S"))]
)
def test_head_the_trick_when_holding_the_suit(regime, expected):
    assert legal(["9S"], ["KS", "8S", "AH", "7C"], regime=regime) == expected


def test_higher_means_higher_than_the_best_card_of_the_suit_in_the_trick():
    # Q beats J in order B, so after 9S QS only the K heads the trick.
    assert legal(["9S", "QS"], ["KS", "JS", "8S"]) == S("KS")


def test_order_a_and_order_b_differ_on_the_ace():
    assert legal(["KS"], ["AS", "QS"], order="B") == S("AS", "QS")  # nothing beats the K
    assert legal(["KS"], ["AS", "QS"], order="A") == S("AS")


def test_cannot_head_in_forcee_follows_suit():
    assert legal(["KS"], ["9S", "7S", "7H"]) == S("9S", "7S")


# Case: void, nobody has trumped yet.
@pytest.mark.parametrize("regime", ["forcee", "forcat", "general"])
def test_void_must_trump(regime):
    assert legal(["9S"], ["7H", "KH", "8C"], regime=regime) == S("7H", "KH")


def test_void_without_trumps_plays_anything():
    assert legal(["9S", "TH"], ["8C", "7D"]) == S("7D", "8C")


# Case 2: someone has trumped a plain-suit lead.
@pytest.mark.parametrize(
    "regime,expected",
    [
        ("forcee", S("KS", "8S")),  # must follow, no duty to head (¶37-38)
        ("general", S("KS", "8S")),
        ("forcat", S("QH")),
    ],
)  # must overtrump even holding the suit (¶27-29)
def test_after_a_trump_holding_the_suit(regime, expected):
    assert legal(["9S", "7H"], ["KS", "8S", "QH"], regime=regime) == expected


def test_forcat_cannot_overtrump_follows_suit():
    assert legal(["9S", "KH"], ["8S", "QH"], regime="forcat") == S("8S")


def test_dt3_forcee_void_after_trump():
    hand = ["7H", "KH", "8C"]
    assert legal(["9S", "TH"], hand) == S("KH")
    assert legal(["9S", "TH"], hand, forcee_void_after_trump="any-trump") == S("7H", "KH")
    # cannot overtrump: any trump
    assert legal(["9S", "KH"], ["7H", "TH", "8C"]) == S("7H", "TH")


def test_general_void_after_trump_may_undertrump():
    assert legal(["9S", "TH"], ["7H", "KH", "8C"], regime="general") == S("7H", "KH")


# Case 3: trumps led.
@pytest.mark.parametrize(
    "regime,expected", [("forcee", S("KH")), ("forcat", S("KH")), ("general", S("7H", "KH"))]
)
def test_trumps_led(regime, expected):
    assert legal(["TH"], ["7H", "KH", "8S"], regime=regime) == expected


def test_trumps_led_without_trumps():
    assert legal(["TH"], ["8S", "9C"]) == S("8S", "9C")


def test_plaisant_only_the_last_player_is_forced():
    opts = {"regime": "plaisant", "form": "individual"}
    assert legal(["9S"], ["KS", "7S", "7H"], players=3, **opts) == S("KS", "7S")
    assert legal(["9S", "8S"], ["KS", "7S"], players=3, **opts) == S("KS")
    # the last player overtrumps even holding the suit
    assert legal(["9S", "7H"], ["8S", "QH"], players=3, **opts) == S("QH")
    # the others may discard rather than trump when void
    assert legal(["9S"], ["7H", "8C"], players=3, **opts) == S("7H", "8C")


def test_dt4_forcat_cannot_head():
    hand = ["9S", "7H", "8C"]
    assert legal(["KS"], hand, regime="forcat") == S("9S")
    assert legal(["KS"], hand, regime="forcat", forcat_cannot_head="trump-in") == S("7H")


def test_partners_are_bound_too():
    # Team game: seat 1 is seat 0's partner; forcée still obliges him to head his partner's card.
    pos = {
        "players": 4,
        "trump": "H",
        "trick": ["9S"],
        "hand": ["KS", "8S"],
        "options": {"form": "team"},
        "dealer": 3,
        "leader": 0,
    }
    assert sorted(tapisvert.from_position("triomphe", pos).legal_actions()) == ["KS"]


def winner(trick, trump="H", players=4, **options):
    return tapisvert.trick_winner(
        "triomphe", {"players": players, "trump": trump, "trick": trick, "options": options}
    )


def test_trick_winner():
    assert winner(["9S", "KS", "7H", "AS"]) == 2  # the only trump
    assert winner(["9S", "KS", "7H", "TH"]) == 3  # the highest trump
    assert winner(["9S", "KS", "8S", "AC"]) == 1  # highest of the suit led
    assert winner(["9S", "KC", "8D", "AC"]) == 0  # other suits never win
    assert winner(["KS", "AS"], players=2, order="B") == 0
    assert winner(["KS", "AS"], players=2, order="A") == 1
    assert winner(["AH", "KH"], players=2) == 1  # order B at trumps too


def test_illegal_card_names_the_forbidding_rule():
    pos = {
        "players": 4,
        "trump": "H",
        "trick": ["9S", "7H"],
        "hand": ["KS", "8S", "QH"],
        "dealer": 3,
        "leader": 0,
    }
    st = tapisvert.from_position("triomphe", pos)
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("QH")
    assert e.value.rule_id == "triomphe.forcee.follow-after-trump"
    assert "king of spades" in e.value.reason  # cards by name, never their codes (issue 40)
    st2 = tapisvert.from_position("triomphe", dict(pos, options={"regime": "forcat"}))
    with pytest.raises(tapisvert.IllegalAction) as e:
        st2.apply("KS")
    assert e.value.rule_id == "triomphe.forcat.overtrump"
    with pytest.raises(tapisvert.IllegalAction) as e:
        st2.apply("AC")
    assert e.value.rule_id == "triomphe.play.from-hand"


def test_position_errors_are_clear():
    base = {"players": 4, "trump": "H", "trick": [], "hand": ["KS"]}
    with pytest.raises(ValueError, match="trump"):
        tapisvert.from_position("triomphe", dict(base, trump="X"))
    with pytest.raises(ValueError, match="not a card"):
        tapisvert.from_position("triomphe", dict(base, hand=["ZZ"]))
    with pytest.raises(ValueError, match="twice"):
        tapisvert.from_position("triomphe", dict(base, trick=["KS"]))
    with pytest.raises(ValueError, match="32-card"):
        tapisvert.from_position("triomphe", dict(base, hand=["2S"]))
    with pytest.raises(ValueError, match="unknown position keys"):
        tapisvert.from_position("triomphe", dict(base, bogus=1))
    with pytest.raises(ValueError, match="must still"):
        tapisvert.from_position("triomphe", dict(base, trick=["7S", "8S", "9S", "TS"]))
