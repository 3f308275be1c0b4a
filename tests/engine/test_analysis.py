"""Analyse this hand (issue 25): every legal action valued with every card known, the costly
choices marked; the exact values checked against brute force on small endgames in every trick
game; replay and from_figure through the bridge."""

import json
import random

import pytest

# the plain walk the solver's own tests check it against: a copy of the state at every node
from solver_positions import minimax as brute_force

import tapisvert
from tapisvert import analysis, bridge, cards as C, solver as E
from tapisvert.capabilities import declared

TRICK_GAMES = [g for g in tapisvert.list_games() if declared(tapisvert.game_class(g)).tricks]


def small_endgames(game, players, count):
    """True deals (every card where it lies) with at most two tricks left and a choice to make."""
    out = []
    for seed in range(40):
        st = tapisvert.new_game(game, players=players, seed=seed)
        rng = random.Random(seed)
        while st.hand_number == 1 and not st.is_over:
            left = st.tricks_left()
            if left is not None and left <= 2 and len(st.legal_codes()) > 1:
                out.append(st)
                break
            st.apply_trusted(st.rollout_code(rng))
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize(
    "game,players", [(g, n) for g in TRICK_GAMES for n in tapisvert.game_info(g)["players"]]
)
def test_exact_values_agree_with_brute_force(game, players):
    worlds = small_endgames(game, players, 3)
    assert worlds, "no small endgame reached"
    for w in worlds:
        seat = w.current_player
        got = analysis.exact_values(w, seat, node_limit=100_000)
        sides = E.sides_of(w)
        hand, done = w.hand_number, len(w.hand_results)
        want = []
        for code in w.legal_codes():
            child = w.clone()
            child.apply_trusted(code)
            want.append(brute_force(child, hand, done, seat, sides)[seat])
        assert got == pytest.approx(want, abs=1e-9)


def played_hand(game, players, seed=3):
    st = tapisvert.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    while not st.hand_results:
        st.apply(st.decode(rng.choice(st.legal_codes())))
    return st


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_analysis_values_every_decision_and_marks_what_it_cost(game):
    st = played_hand(game, tapisvert.game_info(game)["default_players"])
    seat = 0
    a = analysis.analyse(st, seat)
    assert a["hand"] == 1 and a["seat"] == 0 and "hindsight" in a["hindsight"]
    for d in a["decisions"]:
        assert d["played"] == st.actions[d["index"]]
        assert d["method"] in {"exact", "rollouts"}
        values = [r["value"] for r in d["values"]]
        assert values == sorted(values, reverse=True)
        top = values[0]
        mine = next(r["value"] for r in d["values"] if r["action"] == d["played"])
        assert d["cost"] == pytest.approx(top - mine, abs=1e-6) and d["cost"] >= 0
        if d["method"] == "exact":
            assert d["mistake"] == (d["cost"] > 1e-9)
    # the trees only grow towards the start: no exact decision comes before a rolled-out one
    methods = [d["method"] for d in a["decisions"]]
    assert methods == sorted(methods, key=lambda m: m == "exact")
    assert a["mistakes"] == sum(d["mistake"] for d in a["decisions"])


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_each_decision_says_where_every_card_lay(game):
    # the table replays the hand from these positions with every card shown (hindsight)
    st = played_hand(game, tapisvert.game_info(game)["default_players"])
    a = analysis.analyse(st, 0)
    replayed = {i: w for i, w in analysis._decisions(st, 0, a["hand"])}
    assert a["decisions"]
    for d in a["decisions"]:
        w = replayed[d["index"]]
        p = d["position"]
        assert p["hands"] == [w.observation(s)["hand"] for s in range(st.players)]
        assert p["trick"] == w.observation(0)["trick"] and p["phase"] == w.observation(0)["phase"]
        if C.is_card(d["played"]):  # a card played comes from the hand shown
            assert d["played"] in p["hands"][0]
    # the step-by-step replay: every action of the hand in order, the decisions among them
    steps = a["steps"]
    indices = [s["index"] for s in steps[:-1]]
    assert indices == list(range(indices[0], indices[0] + len(indices))) and steps[-1]["index"] is None
    assert indices[-1] == len(st.history) - 1 or st.hand_results[0]["hand"] == 1
    by_index = {s["index"]: s for s in steps}
    for d in a["decisions"]:
        assert by_index[d["index"]]["position"] == d["position"] and by_index[d["index"]]["seat"] == 0
        assert by_index[d["index"]]["action"] == d["played"]
    assert [s["action"] for s in steps[:-1]] == [st.actions[i] for i in indices]


def test_a_costly_choice_is_marked_with_its_cost():
    # two tricks left, trumps hearts: leading the spade lets the Queen of trumps take it
    st = tapisvert.from_position(
        "triomphe",
        {
            "players": 2,
            "options": {"regime": "general"},
            "trump": "H",
            "leader": 0,
            "trick": [],
            "hand": ["KH", "8S"],
            "hands": [["KH", "8S"], ["QH", "9D"]],
            "tricks_won": [1, 2],
        },
    )
    origin = st.clone()
    while not st.hand_results:
        st.apply("8S" if "8S" in st.legal_actions() else st.legal_actions()[0])
    a = analysis.analyse(st, 0, origin=origin)
    first = a["decisions"][0]
    assert first["played"] == "8S" and first["method"] == "exact" and first["best"] == ["KH"]
    assert first["mistake"] and first["cost"] > 0 and a["mistakes"] >= 1


def call(**req):
    return json.loads(bridge.call(json.dumps(req)))


def test_bridge_analyse_replay_and_their_refusals():
    tid = call(op="new", game="briscan", players=2, seed=5, humans=[0])["table"]
    first = call(op="view", table=tid)["view"]["hand"]
    assert call(op="analyse", table=tid)["error"] == {
        "type": "value",
        "message": "no hand has been scored yet: analyse a hand once it is over",
    }
    while True:
        v = call(op="view", table=tid)["view"]
        if v.get("sheet"):
            break
        call(op="play", table=tid, action=v["legal"][0]) if v["legal"] else call(op="bot", table=tid)
    a = call(op="analyse", table=tid)
    assert a["ok"] and a["analysis"]["decisions"]
    assert call(op="analyse", table=tid, hand=2)["error"]["type"] == "value"
    again = call(op="replay", table=tid)
    assert again["ok"] and again["hand"] == 1 and again["view"]["hand"] == first
    assert again["table"] != tid and call(op="view", table=tid)["ok"]  # the old table stays open
    assert call(op="replay", table=tid, hand=0)["error"]["type"] == "value"


FIGURE = {
    "position": {
        "players": 4,
        "options": {"regime": "forcee"},
        "trump": "H",
        "leader": 0,
        "trick": ["9S", "KS"],
        "hand": ["QS", "7S", "8H"],
    }
}


def test_from_figure_deals_the_hidden_cards_from_the_seed():
    a = call(op="from_figure", game="triomphe", start=FIGURE, seed=4)
    b = call(op="from_figure", game="triomphe", start=FIGURE, seed=4)
    assert a["ok"] and a["view"]["hand"] == b["view"]["hand"]
    assert sorted(a["view"]["hand"]) == sorted(["QS", "7S", "8H"]) and a["view"]["human"] == 2
    assert a["view"]["trick"] == b["view"]["trick"]
    sa = bridge._TABLES[a["table"]].state
    sb = bridge._TABLES[b["table"]].state
    c = call(op="from_figure", game="triomphe", start=FIGURE, seed=5)
    sc = bridge._TABLES[c["table"]].state
    assert sa.hands == sb.hands and sa.hands != sc.hands
    # it plays on to the hand's end and replays from the figure
    tid = a["table"]
    while True:
        v = call(op="view", table=tid)["view"]
        if v.get("sheet"):
            break
        call(op="play", table=tid, action=v["legal"][0]) if v["legal"] else call(op="bot", table=tid)
    assert call(op="analyse", table=tid)["ok"]
    again = call(op="replay", table=tid)
    assert again["ok"] and again["view"]["hand"] == a["view"]["hand"]


@pytest.mark.parametrize(
    "start,message",
    [
        ({"position": {**FIGURE["position"], "trick": ["9S", "9S"]}}, "cannot be played on"),
        ({"position": FIGURE["position"], "actions": ["AS"]}, "is refused"),
        ({"position": FIGURE["position"], "players": 4}, "not both"),
        ({"nope": 1}, "unknown keys"),
        ("x", "is a JSON object"),
    ],
)
def test_from_figure_refuses_what_it_cannot_complete(start, message):
    a = call(op="from_figure", game="triomphe", start=start, seed=1)
    assert not a["ok"] and a["error"]["type"] == "value" and message in a["error"]["message"]


def test_a_refused_figure_sends_its_cause_apart_worded():
    # the page says the engine's refusal in its own sentence (table-figure.mjs): the cause comes
    # as a field, so that no page cuts "this figure's position cannot be played on: " off the message
    start = {"position": {**FIGURE["position"], "trick": ["9S", "9S"]}}
    for lang in ("en", "fr"):
        a = call(op="from_figure", game="triomphe", start=start, seed=1, lang=lang)
        cause, message = a["error"]["cause"], a["error"]["message"]
        assert cause and "cannot be played on" not in cause and "ne peut pas être jouée" not in cause
        assert message.endswith(cause) and message != cause  # the whole refusal, in the same language
        assert message.startswith(("this figure", "la position de cette figure")[lang == "fr"]), message
    assert "cause" not in call(op="from_figure", game="triomphe", start={"nope": 1}, seed=1)["error"]


@pytest.mark.parametrize(
    "game,players", [(g, n) for g in tapisvert.list_games() for n in tapisvert.game_info(g)["players"]]
)
def test_the_tables_requests_in_every_game_and_player_count(game, players):
    # what playground/table/table-learn.mjs sends: a hint at a choice, the analysis of the hand once it is
    # scored (steps and decisions), and the replay of its cards to the same seats
    tid = call(op="new", game=game, players=players, seed=2, humans=[0])["table"]
    hinted = 0
    while True:
        v = call(op="view", table=tid)["view"]
        if v.get("sheet"):
            break
        if not v["legal"]:
            call(op="bot", table=tid)
            continue
        action = v["legal"][0]
        if len(v["legal"]) > 1 and hinted < 2:
            h = call(op="hint", table=tid, worlds=2)["hint"]
            assert sorted(r["action"] for r in h["actions"]) == sorted(v["legal"])
            action, hinted = h["action"], hinted + 1
        call(op="play", table=tid, action=action)
    a = call(op="analyse", table=tid, hand=v["sheet"]["hand"], rollouts=1)
    assert a["ok"], a
    a = a["analysis"]
    assert a["steps"] and a["steps"][-1]["action"] is None
    assert {d["index"] for d in a["decisions"]} <= {s["index"] for s in a["steps"]}
    for s in a["steps"]:
        assert len(s["position"]["hands"]) == players
    again = call(op="replay", table=tid, hand=v["sheet"]["hand"])
    assert again["ok"] and sorted(again["view"]["hand"]) == sorted(a["steps"][0]["position"]["hands"][0])
    call(op="close", table=tid)
    call(op="close", table=again["table"])


@pytest.mark.parametrize("game,players", [("tarot", 4), ("briscan", 2), ("triomphe", 4), ("francion", 4)])
def test_could_know_sees_only_what_the_player_saw(game, players):
    # The "what you could know" values are a mean over worlds dealt from the player's view:
    # moving the cards hidden from him changes nothing, while the hindsight values may change.
    w = small_endgames(game, players, 1)[0]
    seat = w.current_player
    want = analysis.could_know(w, seat, 5, worlds=4)
    for k in range(2):
        other = w.resample(seat, random.Random(200 + k))
        assert analysis.could_know(other, seat, 5, worlds=4) == want


def test_grades_follow_the_stated_thresholds():
    from tapisvert import grading

    st = tapisvert.new_game("tarot", players=4, seed=1)
    t = grading.thresholds(st)
    assert t == {"inaccuracy": 6.4, "mistake": 12.8, "blunder": 19.2}
    assert [grading.grade(st, x) for x in (0, 6.3, 6.4, 13, 30)] == [
        "good",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
    ]
    assert grading.words(st, "KH") == "the king of hearts" and grading.words(st, "21") == "trump 21"
    assert grading.words(st, "garde-sans") == "\u201cGarde sans le chien (×4)\u201d"
    assert grading.words(st, "discard:QS") == "discarding the queen of spades"
    assert grading.advice(st, "discard:QS") == "Discard the queen of spades"


@pytest.mark.parametrize("game", ["tarot", "briscan", "triomphe"])
def test_the_analysis_grades_its_exact_decisions_in_words(game):
    st = played_hand(game, tapisvert.game_info(game)["default_players"])
    a = analysis.analyse(st, 0, worlds=3)
    graded = [d for d in a["decisions"] if d["could_know"] is not None]
    assert graded, "no decision graded"
    assert "3 deals" in a["could_know"] and "hindsight" in a["hindsight"]
    for d in graded:
        ck = d["could_know"]
        assert ck["grade"] in ("good", "inaccuracy", "mistake", "blunder")
        assert sorted(r["action"] for r in ck["values"]) == sorted(r["action"] for r in d["values"])
        assert ck["reason"].endswith(".")
        for code in {r["action"] for r in d["values"]} & {"JH", "KH", "QS", "TD", "7C"}:
            assert f" {code} " not in ck["reason"]  # cards by name, never by code


def test_the_streamed_analysis_is_the_whole_one_decision_by_decision():
    # ops analyse_begin / analyse_next (the page's stream) give what op analyse gives, one
    # decision per call from the last of the hand to the first, the summary growing as it goes
    tid = call(op="new", game="tarot", players=4, seed=3, humans=[0])["table"]
    assert call(op="analyse_next", table=tid)["error"]["type"] == "value"  # nothing begun
    while True:
        v = call(op="view", table=tid)["view"]
        if v.get("sheet"):
            break
        call(op="play", table=tid, action=v["legal"][0]) if v["legal"] else call(op="bot", table=tid)
    whole = call(op="analyse", table=tid, rollouts=2)["analysis"]
    frame = call(op="analyse_begin", table=tid, rollouts=2)["analysis"]
    n = frame.pop("pending")
    assert n == len(whole["decisions"]) and n > 1
    assert frame == {k: v for k, v in whole.items() if k not in ("decisions", "mistakes", "cost")}
    got = [None] * n
    for k in range(n):
        a = call(op="analyse_next", table=tid)
        d = a["decision"]
        assert a["left"] == n - 1 - k and d["order"] == n - 1 - k
        got[d.pop("order")] = d
    assert got == whole["decisions"]
    assert (a["mistakes"], a["cost"]) == (whole["mistakes"], whole["cost"])
    assert call(op="analyse_next", table=tid)["error"]["type"] == "value"  # all done


def _finished_table(game, players, seed, lang="en"):
    tid = call(op="new", game=game, players=players, seed=seed, humans=[0], lang=lang)["table"]
    while True:
        v = call(op="view", table=tid, lang=lang)["view"]
        if v.get("sheet"):
            return tid
        if v["legal"]:
            call(op="play", table=tid, action=v["legal"][0], lang=lang)
        else:
            call(op="bot", table=tid, lang=lang)


def test_the_streamed_analysis_speaks_the_readers_language():
    # issue 42's contract for every op: the stream's sentences (the notes, each grade's reason,
    # its refusals) in the request's language, its records the same in both, an unknown one refused
    from tapisvert import words as W

    tid = _finished_table("briscan", 2, 5)
    whole = call(op="analyse", table=tid, rollouts=2)["analysis"]
    for op in ("analyse_begin", "analyse_next"):
        refused = call(op=op, table=tid, lang="de")
        assert refused["ok"] is False and "unknown language 'de'" in refused["error"]["message"]
    nothing = call(op="analyse_next", table=tid, lang="fr")
    assert nothing["error_words"]["key"] == "error.analysis-none"
    assert nothing["error"]["message"].startswith("aucune analyse n’est en cours à cette table")
    with W.strict():  # English text read in French raises
        frame = call(op="analyse_begin", table=tid, rollouts=2, lang="fr")["analysis"]
        assert frame["hindsight"].startswith("L’analyse voit après coup")
        assert "deals" not in frame["could_know"] and frame["could_know"] != whole["could_know"]
        got = []
        for _ in range(frame.pop("pending")):
            a = call(op="analyse_next", table=tid, lang="fr")
            assert a["ok"], a
            got.append(a["decision"])
    got.sort(key=lambda d: d.pop("order"))
    reasons = [(d["could_know"] or {}).pop("reason", None) for d in got]
    english = [(d["could_know"] or {}).pop("reason", None) for d in whole["decisions"]]
    assert got == whole["decisions"]  # the records: one analysis in two languages
    said = [r for r in reasons if r is not None]
    assert said and all(r not in english for r in said)
    assert not any(" was " in r or "hindsight" in r for r in said), said
    assert {k: v for k, v in frame.items() if k not in ("hindsight", "could_know")} == {
        k: v
        for k, v in whole.items()
        if k not in ("hindsight", "could_know", "decisions", "mistakes", "cost")
    }


def test_the_analysis_refuses_a_bad_hand_in_the_readers_language():
    tid = _finished_table("briscan", 2, 5)
    fr = call(op="analyse_begin", table=tid, hand=7, lang="fr")
    en = call(op="analyse_begin", table=tid, hand=7)
    assert fr["error_words"] == en["error_words"] and fr["error_words"]["key"] == "error.analysis-hand"
    assert fr["error"]["message"].startswith("la donne doit être une donne déjà marquée ([1]), non 7"), fr
    assert en["error"]["message"] == "hand must be a hand already scored: [1], got 7"


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_a_refusal_says_whether_its_reason_already_quotes_the_rule(game):
    # table-messages.mjs shows the rule's statement under the reason unless the engine says the
    # reason already quotes it (error.rule_quoted): the page never searches the reason's words
    quoted = set()
    for seed in range(40):
        a = call(op="new", game=game, seed=seed, humans=[0])
        v, tid = a["view"], a["table"]
        for _ in range(60):
            if v["is_over"] or not v["legal"]:
                v = call(op="bot", table=tid).get("view") or v
                if v["is_over"]:
                    break
                continue
            wrong = [c for c in v["hand"] if c not in v["legal"]]
            if wrong:
                for lang in ("en", "fr"):
                    err = call(op="play", table=tid, card=wrong[0], lang=lang)["error"]
                    if err["type"] != "illegal":
                        break
                    statement = (err.get("rule") or {}).get("statement")
                    assert err["rule_quoted"] is bool(statement and statement in err["message"])
                    quoted.add(err["rule_quoted"])
            v = call(op="play", table=tid, action=v["legal"][0])["view"]
        call(op="close", table=tid)
        if len(quoted) == 2:
            break
    assert quoted, game
