"""Words a reader sees (issue 13): log lines worded for "you" and the third person in every game,
seats named at every table size, refusals as sentences, the bot levels named as on the page."""

import random
import re

import pytest

import tapisvert
from tapisvert import bots
from tapisvert.narration import render, you_form
from tapisvert.seats import seat_names

GAMES = tapisvert.list_games()
# "You takes", "you has", "You lays" … and third-person slips: "North lay down", "Seat None"
BAD_YOU = re.compile(r"\b[Yy]ou (has|is|was|does|[a-z]+[^s]s)\b")
BAD = re.compile(r"Seat None|\bseat \d|\bSeat \d|\{[A-Z]\d|\bTeam \d+ (?:takes|lays)")


# a seat named alone with a verb in the plural: "North lay down", "East have"
BAD_THIRD = re.compile(
    r"(?<!and )(?<!, )\b(?:South|East|North|West)(?:-East|-West)? "
    r"(?:lay|take|have|are|draw|play|pass|score|deal|win|lose|make|accept|fail|"
    r"reach|show|pay|open|borrow)\b"
)


def _you_ok(text):
    for m in BAD_YOU.finditer(text):
        word = m.group(1)
        if word in ("has", "is", "was", "does") or word.endswith("s") and word not in ("towards",):
            return False
    return True


def walk(game, players, seed, hands=3):
    st = tapisvert.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    refusals = []
    while not st.is_over and len(st.hand_results) < hands:
        legal = st.legal_codes()
        bad = [c for c in list(st.all_cards()) + [st.word(w) for w in st.FACTS.words] if c not in legal]
        for c in rng.sample(bad, min(2, len(bad))):
            why = st.explain(st.decode(c))
            if why:
                refusals.append(why[1])
        st.apply_trusted(rng.choice(legal))
    return st, refusals


@pytest.mark.parametrize("game", GAMES)
def test_log_lines_are_grammatical_for_every_reader(game):
    for players in tapisvert.game_info(game)["players"]:
        for seed in range(3):
            st, _ = walk(game, players, seed)
            for seat in range(st.players):
                obs = st.observation(seat)
                assert obs["seat_names"] == seat_names(st.players, seat)
                for e in obs["log"] + [{"text": r["text"], "text_third": ""} for r in obs["hand_results"]]:
                    for text in (e["text"], e["text_third"]):
                        assert not BAD.search(text), (game, players, seat, text)
                        assert not BAD_THIRD.search(text), (game, players, seat, text)
                        assert _you_ok(text), (game, players, seat, text)
                    assert "you" not in e["text_third"].lower().split(), e


@pytest.mark.parametrize("game", GAMES)
def test_refusals_are_sentences(game):
    seen = 0
    for players in tapisvert.game_info(game)["players"]:
        for seed in range(3):
            _, refusals = walk(game, players, seed, hands=2)
            for r in refusals:
                assert r[0].isupper() or r[0] in "'\"“", r
                assert r.endswith((".", "!", "?")), r
                assert not BAD.search(r) and _you_ok(r), r
                seen += 1
    assert seen > 20


def test_you_and_third_person_forms():
    names = seat_names(4)
    t = "{S2|takes} the trick. {S0|has} two tricks; {P1} turn."
    assert render(t, names, 0) == "North takes the trick. You have two tricks; East's turn."
    assert render(t, names, 2) == "You take the trick. South has two tricks; East's turn."
    t = "{S0|has} the Petit sec and {V0|shows} {H0} hand: {E0|is} out. {O0}?"
    assert render(t, names, 0) == "You have the Petit sec and show your hand: you are out. Yours?"
    assert render(t, names, 1) == "South has the Petit sec and shows his hand: he is out. South's?"
    # words are never read back: a seat written as "Seat 0" stays as written (no marker, no parse)
    assert render("Seat 0 takes the trick.", names, 0) == "Seat 0 takes the trick."
    assert [you_form(v) for v in ("takes", "has", "passes", "carries", "is")] == [
        "take",
        "have",
        "pass",
        "carry",
        "are",
    ]


def test_seat_names_at_every_table_size():
    for n in range(1, 7):
        names = seat_names(n)
        assert len(set(names)) == n and names[0] == "South"
    assert seat_names(5) == ["South", "East", "North-East", "North-West", "West"]
    assert seat_names(6) == ["South", "South-East", "North-East", "North", "North-West", "South-West"]


def test_unknown_bot_level_uses_the_menu_words():
    st = tapisvert.new_game("triomphe", players=3, seed=1)
    with pytest.raises(ValueError) as e:
        bots.choose(st, "baseline-ish")
    assert "Novice" in str(e.value) and "baseline" not in str(e.value).split("levels are")[1]


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_value_has_words(game):
    info = tapisvert.game_info(game)
    decisions = {d["id"]: d for d in tapisvert.decisions(game)}
    for o in info["options"]:
        assert o["label"] and o["help"] and not o["help"][0].islower(), o
        assert o["help"].endswith((".", "?")), o
        assert not re.fullmatch(r"(?i)editorial decision \w+\.?", o["help"]), o
        if o["decision"] is not None:
            assert o["decision"]["title"] == decisions[o["decision"]["id"]]["title"]
        if o["values"] is None:
            assert o["choices"] is None
            continue
        assert [c["value"] for c in o["choices"]] == o["values"]
        for c in o["choices"]:
            assert c["label"] and c["help"].endswith((".", "?")), (o["name"], c)
            # a reader never sees a raw code: no hyphenated code, no Python boolean
            assert "-" not in c["label"].split(" ")[0] or c["label"][0].isupper(), c
            assert c["label"] not in ("True", "False", "forcee", "refuser", "to-trick-winner"), c


def test_option_words_name_the_menu_values():
    opts = {o["name"]: o for o in tapisvert.game_info("triomphe")["options"]}
    labels = {c["value"]: c["label"] for c in opts["regime"]["choices"]}
    assert labels["forcee"] == "Forcée" and labels["forcat"] == "Au forçat"
    burden = {c["value"]: c["label"] for c in opts["concession_burden"]["choices"]}
    assert burden["refuser"] == "The side that refused"
    tarot = {o["name"]: o for o in tapisvert.game_info("tarot")["options"]}
    assert [c["label"] for c in tarot["miseres"]["choices"]] == ["Off", "On"]
    assert tarot["excuse_last_trick"]["decision"]["id"] == "TAR1"


@pytest.mark.parametrize("game", GAMES)
def test_the_player_to_act_is_told_what_to_do(game):
    prompts = set()
    for players in tapisvert.game_info(game)["players"]:
        st = tapisvert.new_game(game, players=players, seed=players)
        rng = random.Random(players)
        while not st.is_over and len(st.hand_results) < 2:
            cp = st.current_player
            for seat in range(st.players):
                p = st.observation(seat)["prompt"]
                if seat != cp:
                    assert p is None
                    continue
                assert p and p[0].isupper() and p.endswith("."), p
                assert not BAD.search(p) and _you_ok(p) and "Your decision" not in p, p
                prompts.add(p)
            st.apply_trusted(rng.choice(st.legal_codes()))
    assert len(prompts) > 3


def test_tarot_prompts_say_exactly_what_to_do():
    st = tapisvert.new_game("tarot", players=4, seed=0)
    assert st.current_player is not None
    assert (st.observation(st.current_player)["prompt"] or "").startswith("Bid a contract")
    while st.phase != "discard":  # the discard: bid a Garde, then the others pass
        legal = st.legal_actions()
        st.apply("garde" if "garde" in legal and st.best < 1 else "pass" if "pass" in legal else legal[0])
        if st.hand_results:
            pytest.skip("no discard in this deal")
    assert (st.observation(st.taker)["prompt"] or "").startswith(
        "Choose 6 cards for your discard: no king, no bout"
    )


def test_sides_and_second_verbs_agree_for_every_reader():
    from tapisvert.narration import group, his, subj, their

    names = seat_names(4)
    team = group([0, 2], "lay") + " down " + their([0, 2]) + " cards."
    assert render(team, names, 0) == "You and North lay down your cards."
    assert render(team, names, 1) == "South and North lay down their cards."
    alone = subj(2, "lays") + " down " + his(2) + " cards and {V2|scores} 1 point."
    assert render(alone, names, 2) == "You lay down your cards and score 1 point."
    assert render(alone, names, 0) == "North lays down his cards and scores 1 point."


def test_sheets_name_seats_from_the_viewers_chair():
    st = tapisvert.new_game("tarot", players=4, seed=3)
    rng = random.Random(3)
    while not st.hand_results:
        st.apply_trusted(rng.choice(st.legal_codes()))
    tk = st.hand_results[-1]["detail"]["taker"]
    for viewer in range(4):
        sheet = st.score_sheet(viewer)
        assert sheet is not None
        assert sheet["summary"].startswith(seat_names(4, viewer)[tk] + " (taker)")
