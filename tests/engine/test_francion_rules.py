"""Francion: registry, packs, the deal, legal play, the Welche and the trick winner
(dossier §1.1–1.6, decisions DF2–DF7), through the public API."""

import re

import pytest
from francion_states import francion_game, francion_position

import tapisvert
from tapisvert import cards as C
from tapisvert.rng import stream

RANKS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "jack": 11,
    "queen": 13,
    "king": 14,
    "ace": 15,
}


def legal(hand, trick=(), trump="C", **options):
    st = francion_position(
        {"players": 4, "trump": trump, "trick": list(trick), "hand": list(hand), "options": options}
    )
    return set(st.legal_actions())


def winner(trick, trump="C", **options):
    return tapisvert.trick_winner(
        "francion", {"players": 4, "trump": trump, "trick": list(trick), "options": options}
    )


def explicit(hands, turnup, dealer=3, **options):
    return francion_game(
        players=len(hands), seed=1, deal={"dealer": dealer, "hands": hands, "turnup": turnup}, **options
    )


def four_hands(exclude=(), first=None, second=None):
    """A 40-card quadrille deal: four hands of 9 in pack order (``first``/``second`` fix the
    hands of seats 0 and 1)."""
    pack = [C.name(c) for c in C.pack(C.QUADRILLE_40)]
    fixed = [h for h in (first, second) if h]
    rest = [c for c in pack if c not in exclude and not any(c in h for h in fixed)]
    hands = [list(h) for h in fixed]
    while len(hands) < 4:
        hands.append(rest[:9])
        rest = rest[9:]
    return hands, rest


# ------------------------------------------------------------------ registry
def test_registered_with_players_and_options():
    assert "francion" in tapisvert.list_games()
    info = tapisvert.game_info("francion")
    assert info["players"] == [3, 4, 5] and info["source"] == "francion"
    opts = {o["name"]: o for o in info["options"]}
    expected = {
        "void_rule": ("DF2", "free"),
        "welche_suit": ("DF3", "trump"),
        "welche_compelled": ("DF4", "never"),
        "welche_lead": ("DF5", "trump"),
        "welche_cycle": ("DF6", "king"),
        "last_hand_beasts": ("DF8", "cancelled"),
    }
    for name, (dec, default) in expected.items():
        assert opts[name]["decision"]["id"] == dec and opts[name]["default"] == default
    assert opts["start_tokens"]["default"] % 9 == 0


def test_every_rule_is_cited_and_every_decision_registered():
    rules = [r.to_dict() for r in tapisvert.rules("francion")]
    ids = {r["id"] for r in rules}
    assert {"francion.play.in-turn", "francion.match.target"} <= ids
    for r in rules:
        assert r["source"] == "francion"
        assert all(1 <= p <= 23 for p in r["paragraphs"]), r["id"]
        assert r["paragraphs"] or r["decision"]
        if r["status"] == "restored":
            assert r["witness"] and r["quote"], r["id"]  # issue 12: restored = a named witness quoted
        if r["status"] == "editorial":
            assert r["decision"], r["id"]
    decs = {d["id"]: d for d in tapisvert.decisions("francion")}
    assert set(decs) == {f"DF{i}" for i in range(2, 11)}  # DF1 is a reconstruction (issue 12)
    for d in decs.values():
        assert d["default"] and d["reason"] and d["alternative"]
        if d["option"]:
            assert d["default_value"] == d["choices"][0]
    # the deck is the restored lacuna, with its authority
    pack = tapisvert.rules("francion")
    deck = next(r for r in pack if r.id == "francion.cards.pack")
    assert deck.status == "restored" and deck.witness == "french-original"
    assert any("jeu de quadrille" in q for q in deck.quote)


@pytest.mark.parametrize(
    "bad",
    [
        {"players": 2},
        {"players": 6},
        {"players": "4"},
        {"start_tokens": 10},
        {"void_rule": "trump"},
        {"colour": "red"},
        {"start_counters": -1},
    ],
)
def test_bad_input_is_a_value_error(bad):
    players = bad.pop("players", 4)
    with pytest.raises(ValueError):
        tapisvert.new_game("francion", players=players, seed=1, **bad)


def test_bad_deals_and_positions():
    hands, talon = four_hands()
    with pytest.raises(ValueError, match="9 cards"):
        explicit([h[:8] for h in hands], talon[0])
    with pytest.raises(ValueError, match="40-card"):
        explicit(hands[:3] + [hands[3][:8] + ["9S"]], talon[0])
    with pytest.raises(ValueError, match="not in the 40-card pack"):
        legal(["9S", "2S"], ["KS"])
    with pytest.raises(ValueError):
        tapisvert.from_position("francion", {"players": 4, "trump": "X", "hand": ["2S"]})
    with pytest.raises(ValueError, match="unknown position keys"):
        tapisvert.from_position("francion", {"players": 4, "trump": "S", "hand": ["2S"], "bid": 1})


# -------------------------------------------------------------- packs and deal
@pytest.mark.parametrize(
    "players,size,ranks", [(3, 32, "AKQJT987"), (4, 40, "AKQJ765432"), (5, 52, "AKQJT98765432")]
)
def test_pack_for_each_player_count(players, size, ranks):
    st = francion_game(players=players, seed=5)
    cards = sorted(st.all_cards())
    assert len(cards) == size == len(set(cards))
    assert {C.name(c)[0] for c in cards} == set(ranks)
    obs = st.observation(0)
    assert obs["hand_sizes"] == [9] * players
    assert obs["extra"]["pack_size"] == size
    # the talon (not used) holds the rest: 4, 3 or 6 cards besides the turn-up
    assert len(st.talon) == size - 9 * players - 1
    assert obs["trump"] == obs["turnup"][1]


def test_quadrille_pack_has_no_eights_nines_or_tens():
    st = francion_game(players=4, seed=2)
    assert not any(C.name(c)[0] in "89T" for c in st.all_cards())


def _draws(obs):
    rounds = []
    names = obs["seat_names"]  # the log names seats from the reader's chair (issue 13)
    for e in obs["log"]:
        if e["text"].startswith("Draw for the deal"):
            rounds.append(
                {
                    names.index(s): RANKS[r]
                    for s, r in re.findall(r"([A-Z][\w-]*) draws the (\w+) of", e["text_third"])
                }
            )
    return rounds


def test_first_dealer_draws_lowest_and_ties_redraw():
    saw_tie = False
    for seed in range(60):
        st = francion_game(players=5, seed=seed)
        rounds = _draws(st.observation(0))
        for a, b in zip(rounds, rounds[1:]):  # DF7: only the tied lowest draw again
            low = min(a.values())
            assert set(b) == {s for s, r in a.items() if r == low} and len(b) > 1
            saw_tie = True
        last = rounds[-1]
        low = min(last.values())
        assert [s for s, r in last.items() if r == low] == [st.dealer]
    assert saw_tie


def test_deal_one_at_a_time_from_the_dealers_right_after_a_bounded_cut():
    for seed in range(10):
        st = francion_game(players=3, seed=seed)
        rng = stream(seed, "deal", 1)
        deck = C.pack(C.PIQUET_32)
        rng.shuffle(deck)
        cut = rng.randint(4, len(deck) - 4)
        assert 4 <= cut <= len(deck) - 4
        deck = deck[cut:] + deck[:cut]
        d = st.dealer
        for i in range(3):
            assert st.hands[(d + 1 + i) % 3] == deck[i:27:3]
        assert st.turnup == deck[27] and st.talon == deck[28:]
        assert st.current_player == (d + 1) % 3  # the dealer's right leads


def test_explicit_deal_turnup_is_trump_and_first_lead():
    hands, talon = four_hands()
    st = explicit(hands, talon[0], dealer=2)
    obs = st.observation(0)
    assert obs["trump"] == talon[0][1] and obs["dealer"] == 2 and obs["current_player"] == 3


# ------------------------------------------------------------------- legality
def test_leader_plays_anything():
    assert legal(["2S", "AD", "AH", "3C"]) == {"2S", "AD", "AH", "3C"}


def test_follow_suit_or_play_the_welche():
    assert legal(["2S", "AD", "AH", "3C"], ["KS"]) == {"2S", "AH"}
    assert legal(["2S", "QS", "AD"], ["KS"]) == {"2S", "QS"}  # no duty to head (DF2)


def test_void_player_plays_any_card_by_default():
    assert legal(["AD", "3C", "2D"], ["KS"]) == {"AD", "3C", "2D"}


def test_void_must_trump_alternative():
    assert legal(["AD", "3C", "2D"], ["KS"], void_rule="must-trump") == {"3C"}
    assert legal(["AD", "3C", "AH"], ["KS"], void_rule="must-trump") == {"3C", "AH"}
    assert legal(["AD", "2D"], ["KS"], void_rule="must-trump") == {"AD", "2D"}


def test_welche_lead_calls_for_trumps_by_default():
    assert legal(["2C", "KS", "2H"], ["AH"]) == {"2C"}
    assert legal(["KS", "2H"], ["AH"]) == {"KS", "2H"}
    assert legal(["2C", "KS", "2H"], ["AH"], welche_lead="heart") == {"2H"}
    assert legal(["2C", "KS", "2H"], ["AH"], welche_lead="free") == {"2C", "KS", "2H"}


def test_welche_never_compelled_by_default():
    # trumps led, the Welche is the holder's only "trump": he counts as void
    assert legal(["AH", "2S", "3D"], ["KC"]) == {"AH", "2S", "3D"}
    assert legal(["AH", "2S", "3D"], ["KC"], welche_compelled="only-card") == {"AH"}
    # under DF3 (a trump, not a heart) a heart lead never compels it
    assert legal(["AH", "2S"], ["KH"], welche_compelled="only-card") == {"AH", "2S"}
    assert legal(["AH", "2S"], ["KH"], welche_compelled="only-card", welche_suit="heart") == {"AH"}


def test_welche_suit_under_must_trump():
    assert legal(["AH", "2D"], ["KS"], void_rule="must-trump", welche_compelled="only-card") == {"AH"}
    assert legal(
        ["AH", "2D"], ["KS"], void_rule="must-trump", welche_compelled="only-card", welche_suit="heart"
    ) == {"AH", "2D"}


def test_illegal_cards_name_their_rule_and_change_nothing():
    hands, talon = four_hands(
        first=["2S", "3S", "AD", "KD", "QD", "JD", "7D", "6D", "5D"],
        second=["AS", "KS", "AH", "KH", "QH", "JH", "7H", "6H", "5H"],
    )
    st = explicit(hands, "2C", dealer=3)  # seat 0 leads
    st.apply("2S")
    assert set(st.legal_actions()) == {"AS", "KS", "AH"}
    spade, other = C.card("KS"), C.card("KH")
    before = st.to_json()
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply(C.name(other))
    assert e.value.rule_id == "francion.play.follow-suit"
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("3S")
    assert e.value.rule_id == "francion.play.from-hand"
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("deal")
    assert e.value.rule_id == "francion.play.phase"
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply(C.name(spade), seat=2)
    assert e.value.rule_id == "francion.play.in-turn"
    assert st.to_json() == before
    st2 = francion_position(
        {
            "players": 4,
            "trump": "C",
            "trick": ["KC"],
            "hand": ["AH", "2S"],
            "options": {"welche_compelled": "only-card"},
        }
    )
    with pytest.raises(tapisvert.IllegalAction) as e:
        st2.apply("2S")
    assert e.value.rule_id == "francion.welche.compelled"
    st3 = francion_position(
        {
            "players": 4,
            "trump": "C",
            "trick": ["KS"],
            "hand": ["3C", "2D"],
            "options": {"void_rule": "must-trump"},
        }
    )
    with pytest.raises(tapisvert.IllegalAction) as e:
        st3.apply("2D")
    assert e.value.rule_id == "francion.play.void-trump"


# ------------------------------------------------------------- trick winner
def test_welche_beats_everything_but_the_king_of_trumps():
    assert winner(["AC", "AH", "KS", "2C"]) == 1  # over the ace of trumps
    assert winner(["AH", "QC", "JC", "AC"]) == 0
    assert winner(["AH", "KC"]) == 1  # the king of trumps takes it
    assert winner(["KD", "AH", "AS", "QS"], trump="S") == 1


def test_cycle_case_king_by_default_ace_as_alternative():
    assert winner(["AC", "KC", "AH", "2S"]) == 1
    assert winner(["AC", "KC", "AH", "2S"], welche_cycle="ace") == 0
    assert winner(["KC", "AH", "2S"], welche_cycle="ace") == 0  # no ace: the king still wins
    assert winner(["AC", "KC", "2S"]) == 0  # no Welche: natural order


def test_hearts_trumps_the_welche_is_the_trump_ace_beaten_by_the_king():
    assert winner(["AH", "KH", "QH", "2H"], trump="H") == 1
    assert winner(["QH", "AH", "JH", "2S"], trump="H") == 1
    assert winner(["QH", "AH", "JH", "KH"], trump="H", welche_cycle="ace") == 3


def test_highest_trump_else_highest_of_the_suit_led():
    assert winner(["KS", "2C", "AS", "3C"]) == 3
    assert winner(["QS", "AD", "KS", "2D"]) == 2
    assert winner(["2S", "AD", "KD", "QD"]) == 0


def test_trick_winner_in_play_and_lead_passes():
    hands, talon = four_hands(first=["AS", "3S", "AD", "KD", "QD", "JD", "7D", "6D", "5D"])
    st = explicit(hands, "2C", dealer=3)
    st.apply("AS")
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    obs = st.observation(0)
    w = obs["last_trick"]["winner"]
    cards = [x["card"] for x in obs["last_trick"]["cards"]]
    assert cards[0] == "AS" and w == obs["last_trick"]["cards"][winner(cards)]["seat"]
    assert st.current_player == w and obs["tricks_won"][w] == 1


# ------------------------------------------------------------ the Welche turn-up
def test_welche_turned_up_hearts_trumps_out_of_play_each_pays_the_dealer_four():
    hands, talon = four_hands(exclude=["AH"])
    st = explicit(hands, "AH", dealer=1)
    obs = st.observation(0)
    assert obs["trump"] == "H" and obs["extra"]["welche_turned_up"]
    assert all(C.card("AH") not in h for h in st.hands)
    tokens = [p["tokens"] for p in obs["extra"]["purses"]]
    assert tokens == [86, 90 - 9 + 12, 86, 86]
    ev = obs["extra"]["welche_events"]
    assert ev == [{"hand": 1, "event": "turn-up", "seat": 1, "tokens": 12, "status": "stated"}]


def test_three_and_five_players_turnup_fee():
    for players, fee in ((3, 8), (5, 16)):
        pack = [C.name(c) for c in francion_game(players=players, seed=0).pack]
        rest = [c for c in pack if c != "AH"]
        hands = [rest[i * 9 : (i + 1) * 9] for i in range(players)]
        st = explicit(hands, "AH", dealer=0)
        assert st.observation(1)["extra"]["purses"][0]["tokens"] == 90 - 9 + fee
