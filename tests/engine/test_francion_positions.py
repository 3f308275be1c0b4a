"""Francion: the cut in the log, in an explicit deal and in a position, and the positions that set
a hand's scoring context (points, stake and beasts, boxes) — issue 15, item 5."""

import pytest
from francion_states import francion_game, francion_load, francion_position

import tapisvert
from tapisvert import cards as C
from tapisvert.rng import stream

# The rules dossier's worked example (§1.8, from ¶16): hand 3 of a 4-player game, players A, B, C,
# D in the order of play from the first dealer D's right (seats 0, 1, 2, 3).  B deals; the stake is
# B's 9 and the 18 of D's beast of hand 2; A and B scored hands 1 and 2.  The tricks fall 0/4/0/5.
# Boxes of 90 tokens at the start: after hands 1 and 2 and this hand's stake, 91/90/98/54.
HAND3 = {
    "players": 4,
    "trump": "C",
    "dealer": 1,
    "scores": [1, 1, 0, 0],
    "beasts": [{"seat": 3, "tokens": 18}],
    "stake": 27,
    "boxes": [{"tokens": 91}, {"tokens": 90}, {"tokens": 98}, {"tokens": 54}],
    "cut": 12,
    "leader": 3,
    "trick": ["KC", "2D", "3H"],
    "hand": ["4D"],
    "tricks_won": [0, 4, 0, 4],
}


def texts(st, seat=None):
    return [e["text_third"] if seat is None else e["text"] for e in st.observation(seat or 0)["log"]]


def cut_lines(st):
    return [e for e in st.observation(0)["log"] if " the pack (" in e["text"]]


# --------------------------------------------------------------------------------------- the cut
def test_every_dealt_hand_logs_its_cut_by_the_dealers_left_between_stake_and_turn_up():
    for seed in range(6):
        st = francion_game(players=3 + seed % 3, seed=seed)
        n = st.players
        for _ in range(2):
            rng = stream(seed, "deal", st.hand_number)
            deck = st.pack[:]
            rng.shuffle(deck)
            cut = rng.randint(4, len(deck) - 4)  # the draw _deal_hand makes
            lines = [e for e in cut_lines(st) if e["hand"] == st.hand_number]
            assert len(lines) == 1 and st.cut == cut
            cutter = (st.dealer - 1) % n  # left of the dealer: play goes to the right
            assert lines[0]["seat"] == cutter
            names = st.observation(0)["seat_names"]
            assert lines[0]["text_third"] == (
                f"{names[cutter]} cuts the pack ({cut} cards lifted, {len(st.pack) - cut} left)."
            )
            # the reader who cut reads it in the second person; a public event: every seat sees it
            mine = [e["text"] for e in st.observation(cutter)["log"] if e["hand"] == st.hand_number]
            assert f"You cut the pack ({cut} cards lifted, {len(st.pack) - cut} left)." in mine
            hand = [t for e, t in zip(st.observation(0)["log"], texts(st)) if e["hand"] == st.hand_number]
            i = hand.index(lines[0]["text_third"])
            assert hand[i - 1].startswith(f"Hand {st.hand_number}: ") and hand[i + 1].startswith(
                "The turn-up"
            )
            while st.phase == "play":
                st.apply(st.legal_actions()[0])
            if st.is_over:
                break
            st.apply("deal")


def test_the_cut_is_no_trick_in_the_review():
    st = francion_game(players=4, seed=5)
    for _ in range(8):
        st.apply(st.legal_actions()[0])
    tricks = st.observation(0)["tricks"]
    assert len(tricks) == 2 and all(len(t["cards"]) == 4 for t in tricks)


def _deal(**extra):
    pack = [C.name(c) for c in C.pack(C.QUADRILLE_40)]
    return {"dealer": 2, "hands": [pack[i * 9 : (i + 1) * 9] for i in range(4)], "turnup": pack[36], **extra}


def test_explicit_deal_sets_the_cut_and_its_record_replays():
    st = francion_game(players=4, seed=1, deal=_deal(cut=17))
    assert st.cut == 17
    line = cut_lines(st)
    assert [(e["seat"], e["text_third"]) for e in line] == [
        (1, "East cuts the pack (17 cards lifted, 23 left).")
    ]
    back = francion_load(st.to_json())
    assert back.cut == 17 and cut_lines(back) == line


def test_explicit_deal_without_a_cut_logs_none():
    st = francion_game(players=4, seed=1, deal=_deal())
    assert st.cut is None and cut_lines(st) == []


@pytest.mark.parametrize("bad", [3, 37, 0, -5, True, "12", 12.0, None])
def test_explicit_deal_refuses_a_cut_of_fewer_than_four(bad):
    with pytest.raises(ValueError, match=r"deal\.cut must lift 4 to 36 cards .*fewer than four \(¶9\)"):
        tapisvert.new_game("francion", players=4, seed=1, deal=_deal(cut=bad))


def test_explicit_deal_cut_bounds_follow_the_pack():
    pack = [C.name(c) for c in C.pack(C.PIQUET_32)]
    deal = {"dealer": 0, "hands": [pack[i * 9 : (i + 1) * 9] for i in range(3)], "turnup": pack[27]}
    assert francion_game(players=3, seed=1, deal={**deal, "cut": 28}).cut == 28
    with pytest.raises(ValueError, match="4 to 28 cards of the 32-card pack"):
        tapisvert.new_game("francion", players=3, seed=1, deal={**deal, "cut": 29})


def test_position_sets_the_cut():
    st = francion_position({"players": 5, "trump": "S", "hand": ["2S"], "cut": 48, "dealer": 0})
    assert st.cut == 48
    assert [(e["seat"], e["text_third"]) for e in cut_lines(st)] == [
        (4, "West cuts the pack (48 cards lifted, 4 left).")
    ]
    with pytest.raises(ValueError, match=r"position\.cut must lift 4 to 48"):
        tapisvert.from_position("francion", {"players": 5, "trump": "S", "hand": ["2S"], "cut": 49})


# -------------------------------------------------------------------------- scoring positions
def test_the_dossiers_hand_3_scores_as_the_book_says():
    st = francion_position(HAND3)
    assert st.hand_number == 3 and st.current_player == 2 and st.scores == [1, 1, 0, 0]
    log = texts(st)
    assert log[1] == "Hand 3: East deals. Stake 27 tokens: East 9 (dealer), West 18 (beast of hand 2)."
    assert log[2] == "South cuts the pack (12 cards lifted, 28 left)."
    ex = st.observation(0)["extra"]
    assert ex["hand_stake"] == 27 and ex["per_trick"] == 3
    assert [p["tokens"] for p in ex["purses"]] == [91, 90, 98, 54]
    assert ex["totals"] == {"tokens": 360, "counters": 40}
    st.apply("4D")
    r = st.hand_results[-1]
    assert r["tricks"] == [0, 4, 0, 5] and r["points"] == [0, 0, 0, 1]  # point: D
    sheet = st.score_sheet()
    pay = [t for t in sheet["accounts"][0]["terms"] if t["rule"] == "francion.pay.tricks"]
    assert pay[0]["points"] == [0, 12, 0, 15]  # paid out 0/12/0/15
    assert sheet["totals"] == [1, 1, 0, 1]  # the points of hands 1 and 2 count
    ex = st.observation(0)["extra"]
    assert ex["beasts_carried"] == [
        {"seat": 0, "tokens": 27, "hand": 3},
        {"seat": 2, "tokens": 27, "hand": 3},
    ]
    assert ex["next_stake"] == 63 and st.current_player == 2  # hand 4: C deals 63
    assert [p["tokens"] for p in ex["purses"]] == [91, 102, 98, 69]
    st.apply("deal")
    assert st.observation(0)["extra"]["stake_paid"] == [
        {"seat": 2, "tokens": 9, "for": "dealer"},
        {"seat": 0, "tokens": 27, "for": "beast of hand 3"},
        {"seat": 2, "tokens": 27, "for": "beast of hand 3"},
    ]


def test_default_boxes_are_the_start_purses_less_this_hands_stake():
    st = francion_position({**{k: v for k, v in HAND3.items() if k != "boxes"}})
    assert st.tokens == [90, 81, 90, 72] and st.counters == [10] * 4
    assert st.hand_tokens == [0, -9, 0, -18]


def test_a_position_one_hand_from_the_end_settles_the_game():
    pos = {
        **HAND3,
        "scores": [1, 1, 0, 5],
        "beasts": [{"seat": 3, "tokens": 27}],
        "stake": 36,
        "boxes": [{"tokens": 91}, {"tokens": 90}, {"tokens": 98}, {"tokens": 45}],
    }
    st = francion_position(pos)
    assert st.hand_number == 8
    st.apply("4D")
    assert st.is_over and st.winners == [3] and st.settlement is not None
    assert st.settlement["counters"] == [
        {"seat": 0, "counters": 5},
        {"seat": 1, "counters": 5},
        {"seat": 2, "counters": 6},
    ]
    assert st.score_sheet()["totals"] == [1, 1, 0, 6]


def test_a_welche_turn_up_in_a_position_is_paid_to_the_dealer():
    st = francion_position(
        {
            "players": 3,
            "trump": "H",
            "turnup": "AH",
            "dealer": 0,
            "hand": ["KH", "QH"],
            "tricks_won": [2, 3, 2],
            "leader": 1,
        }
    )
    assert st.welche_events == [{"hand": 1, "event": "turn-up", "seat": 0, "tokens": 8, "status": "stated"}]
    assert st.tokens == [90 - 9 + 8, 86, 86] and st.observation(0)["extra"]["totals"]["tokens"] == 270


def test_beasted_dealer_stakes_both():
    st = francion_position({**HAND3, "beasts": [{"seat": 1, "tokens": 18}], "boxes": None})
    assert st.stake_paid == [[1, 9, "dealer"], [1, 18, "beast of hand 2"]] and st.tokens[1] == 63


def test_change_option_allows_fewer_counters_and_a_debt_once_they_are_gone():
    pos = {
        **HAND3,
        "options": {"empty_box": "change"},
        "boxes": [{"tokens": 91 + 18, "counters": 8}, {"tokens": 90}, {"tokens": 98}, {"tokens": 54}],
    }
    assert francion_position(pos).counters == [8, 10, 10, 10]
    pos["boxes"] = [
        {"tokens": 91 + 90 + 63, "counters": 0},
        {"tokens": 90},
        {"tokens": 98},
        {"tokens": -9, "counters": 10},
    ]
    with pytest.raises(ValueError, match=r"boxes\[3\] owes 9 tokens while holding 10 counters"):
        tapisvert.from_position("francion", pos)


CONTRADICTIONS = [
    ({"stake": 36}, r"position\.stake is 36, but the dealer's 9 and the beasts make 27 tokens"),
    ({"stake": 27.0}, r"position\.stake is 27\.0"),
    ({"beasts": [], "stake": 27, "boxes": None}, r"make 9 tokens .*give position\.beasts"),
    ({"scores": [0, 0, 0, 0]}, "this is the first hand, and no hand before it made beasts"),
    (
        {"scores": [1, 0, 0, 0], "stake": 36, "beasts": [{"seat": 3, "tokens": 27}]},
        "the hand before was the first, whose stake is 9 tokens",
    ),
    (
        {"beasts": [{"seat": 3, "tokens": 18}, {"seat": 0, "tokens": 27}], "stake": 54},
        "they are equal, not 18, 27",
    ),
    ({"beasts": [{"seat": 3, "tokens": 20}]}, "a multiple of 9 tokens"),
    ({"beasts": [{"seat": 3, "tokens": 18}, {"seat": 3, "tokens": 18}]}, "seat 3 is beasted twice"),
    ({"beasts": [{"seat": s, "tokens": 18} for s in range(4)], "stake": 81}, "not every player is beasted"),
    ({"beasts": [{"seat": 4, "tokens": 18}]}, r"a seat is 0\.\.3"),
    ({"beasts": [{"seat": 3}]}, r'an object \{"seat", "tokens"\}'),
    ({"beasts": {"seat": 3, "tokens": 18}}, "must be a list"),
    ({"scores": [6, 1, 0, 0]}, "seat 0 has 6 points, but the game ends when a player has 6"),
    ({"scores": [1, 1, 0]}, "must list 4 non-negative"),
    ({"scores": [1, 1, 0, -1]}, "must list 4 non-negative"),
    (
        {"boxes": [{"tokens": 91}, {"tokens": 90}, {"tokens": 98}, {"tokens": 55}]},
        r"boxes hold 334 tokens and the table 27: 361, but 4 boxes of 90 tokens \(options\.start_tokens\) make 360",
    ),
    ({"boxes": [{"tokens": 91}, {"tokens": 90}, {"tokens": 98}]}, "must list 4 boxes"),
    (
        {"boxes": [{"tokens": 91}, {"tokens": 90}, {"tokens": 98}, {"purse": 54}]},
        r"boxes\[3\] must be an object",
    ),
    (
        {"boxes": [{"tokens": 91}, {"tokens": 90}, {"tokens": 98}, {"tokens": "54"}]},
        r"boxes\[3\]\.tokens must be a whole number",
    ),
    (
        {"boxes": [{"tokens": 91 + 9, "counters": 9}, {"tokens": 90}, {"tokens": 98}, {"tokens": 54}]},
        r"boxes\[0\] holds 9 counters, but under DF10's default",
    ),
    ({"tricks_won": [3, 4, 1, 0]}, "seat 3 leads a trick after the first, so he won the one before"),
    (
        {
            "trick": [],
            "hand": ["2C", "3C", "4C", "5C", "6C", "7C", "JC", "QC", "KC"],
            "tricks_won": [0, 0, 0, 0],
        },
        r"the first trick is led by the dealer's right, seat 2 \(¶15\), not seat 3",
    ),
    ({"cut": 3}, r"position\.cut must lift 4 to 36"),
]


@pytest.mark.parametrize("change,message", CONTRADICTIONS)
def test_contradictory_scoring_positions_are_refused(change, message):
    pos = {**HAND3, **change}
    if pos.get("boxes") is None:
        pos.pop("boxes", None)
    with pytest.raises(ValueError, match=message):
        tapisvert.from_position("francion", pos)


def test_a_scoring_position_key_the_game_does_not_know_is_refused():
    with pytest.raises(ValueError, match="unknown position keys: contract"):
        tapisvert.from_position("francion", {**HAND3, "contract": "garde"})
