"""The switches issue 12 gave to decisions that named no alternative: Francion DF7 (draw ties),
DF9 (the Welche payments the source lost), DF10 (a box that runs out) and Triomphe DT8 (how cards
rank in the draw for the deal). Each default is unchanged; each alternative does what it says."""

import re

import pytest

import tapisvert
from tapisvert.games.francion import economy as E
from tapisvert.games.triomphe import legal as TL


def _draw_rounds(st):
    names = st.observation(0)["seat_names"]
    out = []
    for e in st.observation(0)["log"]:
        if e["text"].startswith("Draw for the deal"):
            out.append([names.index(s) for s in re.findall(r"([A-Z][\w-]*) draws the", e["text_third"])])
    return out


# ------------------------------------------------------------------------------ Francion DF7
def test_df7_everyone_redraws_under_the_alternative():
    seen = {"tied": False, "all": False}
    for seed in range(80):
        for mode in ("tied", "all"):
            st = tapisvert.new_game("francion", players=5, seed=seed, draw_ties=mode)
            rounds = _draw_rounds(st)
            for later in rounds[1:]:
                seen[mode] = True
                if mode == "all":
                    assert sorted(later) == [0, 1, 2, 3, 4]
                else:
                    assert len(later) < 5
        if all(seen.values()):
            return
    raise AssertionError(f"no tie met in the draw: {seen}")


# ------------------------------------------------------------------------------ Francion DF9
def test_df9_default_pays_nothing_for_the_lost_cases():
    assert E.welche_payment("takes-trick") == (0, "source lost")
    assert E.welche_payment("captured") == (0, "source lost")
    assert E.welche_payment("turn-up") == (4, "stated")


def test_df9_alternative_pays_the_turn_up_amount_each_way():
    assert E.welche_payment("takes-trick", "as-turn-up") == (4, "editorial")
    assert E.welche_payment("captured", "as-turn-up") == (-4, "editorial")
    with pytest.raises(ValueError, match="unknown Welche payment mode"):
        E.welche_payment("captured", "double")


def test_df9_captured_welche_costs_its_holder_under_the_alternative():
    pos = {
        "players": 4,
        "trump": "C",
        "dealer": 3,
        "leader": 0,
        "trick": ["AH", "KC", "2C"],
        "hand": ["3C"],
        "tricks_won": [3, 2, 2, 1],
    }
    lost = tapisvert.from_position("francion", dict(pos))
    lost.apply("3C")
    paid = tapisvert.from_position("francion", dict(pos, options={"welche_payments": "as-turn-up"}))
    paid.apply("3C")
    ev = paid.observation(0)["extra"]["welche_events"][-1]
    assert ev["event"] == "captured" and ev["seat"] == 0 and ev["tokens"] == -12
    a = [p["tokens"] for p in lost.observation(0)["extra"]["purses"]]
    b = [p["tokens"] for p in paid.observation(0)["extra"]["purses"]]
    assert [y - x for x, y in zip(a, b)] == [-12, 4, 4, 4]  # the holder pays 4 to each
    assert paid.observation(0)["extra"]["totals"] == lost.observation(0)["extra"]["totals"]


# ------------------------------------------------------------------------------ Francion DF10
def test_df10_debt_by_default_and_counters_changed_under_the_alternative():
    debt = tapisvert.new_game("francion", players=3, seed=4, start_counters=3, start_tokens=0)
    change = tapisvert.new_game(
        "francion", players=3, seed=4, start_counters=3, start_tokens=0, empty_box="change"
    )
    d = debt.dealer
    assert d == change.dealer
    pd = debt.observation(0)["extra"]["purses"][d]
    pc = change.observation(0)["extra"]["purses"][d]
    assert pd["tokens"] < 0 and pd["counters"] == 3  # the dealer's stake: a debt
    assert pc["tokens"] >= 0 and pc["counters"] < 3  # a counter changed for 9 tokens
    assert pc["value"] == pd["value"]  # the same wealth either way
    assert any("changes 1 counter for 9 tokens" in e["text_third"] for e in change.observation(0)["log"])


def test_df10_a_box_without_counters_still_goes_into_debt():
    st = tapisvert.new_game(
        "francion", players=3, seed=4, start_counters=0, start_tokens=0, empty_box="change"
    )
    assert st.observation(0)["extra"]["purses"][st.dealer]["tokens"] < 0


# ------------------------------------------------------------------------------ Triomphe DT8
def test_dt8_natural_order_changes_who_deals():
    natural = TL.rank_table("A")
    differs = False
    for seed in range(60):
        game = tapisvert.new_game("triomphe", players=4, seed=seed)
        alt = tapisvert.new_game("triomphe", players=4, seed=seed, draw_order="natural")
        differs |= game.dealer != alt.dealer
        # under the alternative the dealer drew the lowest card in the natural order (ace high)
        rounds = [e["text"] for e in alt.observation(0)["log"] if e["text"].startswith("Draw for the deal")]
        assert rounds
    assert differs, "the natural order never changed the first dealer in 60 deals"
    assert natural != TL.rank_table("B")


@pytest.mark.parametrize(
    "bad", [{"draw_order": "ace-low"}, {"draw_ties": "some"}, {"welche_payments": 4}, {"empty_box": "borrow"}]
)
def test_bad_values_of_the_new_options_are_refused(bad):
    game = "triomphe" if "draw_order" in bad else "francion"
    with pytest.raises(ValueError):
        tapisvert.new_game(game, players=4, seed=1, **bad)
