"""The public API, records and bad input, for every registered game."""

import argparse
import json
import random

import pytest

import tapisvert
from tapisvert import bots, bridge
from tapisvert.state import state_key


def test_registry_and_info():
    assert "triomphe" in tapisvert.list_games()
    info = tapisvert.game_info("triomphe")
    assert info["players"] == [2, 3, 4, 5, 6]
    names = {o["name"]: o for o in info["options"]}
    assert names["concession_burden"]["default"] == "refuser"
    assert names["concession_burden"]["decision"]["id"] == "DT5"
    json.dumps(info)


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_every_rule_is_cited_and_every_decision_is_used(game):
    rules = tapisvert.rules(game)
    assert rules
    ids = [r.id for r in rules]
    assert len(ids) == len(set(ids))
    for r in rules:
        assert r.id.startswith(game.split("-")[0]) or r.id.split(".")[0] in tapisvert.list_games()
        assert r.paragraphs or r.decision, f"{r.id} cites nothing"
        assert r.status in ("stated", "inferred", "restored", "reconstructed", "editorial")
        # issue 12: a restored rule quotes a named witness, a reconstructed one names its
        # authorities (bibliography keys); sitebuild.edition.provenance checks them against the texts
        if r.status == "restored":
            assert r.witness and r.quote, f"{r.id} is restored without its witness's words"
        if r.status == "reconstructed":
            assert r.authorities, f"{r.id} is reconstructed without an authority"
        if r.decision:
            d = r.to_dict()
            assert d["reason"] and d["alternative"], f"{r.id}: its decision's reasoning is missing"
    decs = tapisvert.decisions(game)
    for d in decs:
        assert d["rule_ids"], f"decision {d['id']} governs no rule"
    info = tapisvert.game_info(game)
    opt_names = {o["name"] for o in info["options"]}
    for d in decs:
        if d["option"]:
            assert d["option"] in opt_names


@pytest.mark.parametrize(
    "kwargs,match",
    [
        ({"name": "whist"}, "unknown game 'whist'; games are"),
        ({"name": "triomphe", "players": 7}, "played by 2, 3, 4, 5, 6 players"),
        ({"name": "triomphe", "players": "4"}, "not '4'"),
        ({"name": "triomphe", "colour": "red"}, "unknown option 'colour'"),
        ({"name": "triomphe", "regime": "forced"}, "choose one of"),
        ({"name": "triomphe", "target": 0}, "out of range"),
        ({"name": "triomphe", "seed": -1}, "seed must be"),
        ({"name": "triomphe", "players": 3, "form": "team"}, "two against two"),
        ({"name": "triomphe", "players": 2, "regime": "plaisant"}, "more than two players"),
        ({"name": "triomphe", "players": 2, "form": "pillage"}, "at least 3"),
        ({"name": "triomphe", "players": 6, "deal_size": 6}, "do not fit"),
    ],
)
def test_bad_setup_is_a_clear_value_error(kwargs, match):
    name = kwargs.pop("name")
    with pytest.raises(ValueError, match=match):
        tapisvert.new_game(name, **kwargs)


def test_bad_explicit_deal():
    with pytest.raises(ValueError, match="exactly once"):
        tapisvert.new_game(
            "triomphe",
            players=2,
            deal={
                "dealer": 0,
                "hands": [["KH", "QH", "JH", "AH", "TH"], ["KH", "8S", "7S", "9D", "8D"]],
                "turnup": "7H",
            },
        )
    with pytest.raises(ValueError, match="unknown keys"):
        tapisvert.new_game("triomphe", players=2, deal={"dealer": 0, "extra": 1})


def test_illegal_actions_leave_the_state_unchanged():
    st = tapisvert.new_game("triomphe", players=4, seed=5)
    key = state_key(st)
    seat = st.current_player
    assert seat is not None
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply(st.legal_actions()[0], seat=(seat + 1) % 4)
    assert e.value.rule_id == "triomphe.play.in-turn"
    with pytest.raises(ValueError, match="not an action"):
        st.apply("hello")
    with pytest.raises(tapisvert.IllegalAction) as e:
        st.apply("deal")
    assert e.value.rule_id in {r.id for r in tapisvert.rules("triomphe")}
    assert state_key(st) == key


def play_out(st, rng):
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_record_round_trip_and_tampering():
    st = play_out(tapisvert.new_game("triomphe", players=3, seed=11), random.Random(1))
    text = st.to_json()
    again = tapisvert.load(text)
    assert state_key(again) == state_key(st) and again.to_json() == text
    rec = json.loads(text)
    # edited without fixing the checksum
    rec2 = dict(rec, seed=12)
    with pytest.raises(tapisvert.RecordError, match="checksum"):
        tapisvert.load(json.dumps(rec2))
    # edited and the checksum removed: the actions no longer replay
    rec3 = {k: v for k, v in rec2.items() if k != "checksum"}
    with pytest.raises(tapisvert.RecordError, match="does not replay"):
        tapisvert.load(json.dumps(rec3))
    for bad, match in [
        ("{not json", "not valid JSON"),
        ("[]", "JSON object"),
        (json.dumps({"game": "triomphe"}), "lacks"),
        (json.dumps(dict(rec, extra=1)), "unknown fields"),
        (json.dumps({**{k: v for k, v in rec.items() if k != "checksum"}, "game": "whist"}), "unknown game"),
        (
            json.dumps({**{k: v for k, v in rec.items() if k != "checksum"}, "players": 9}),
            "set-up is invalid",
        ),
        (json.dumps({**{k: v for k, v in rec.items() if k != "checksum"}, "actions": ["zz"]}), "malformed"),
        (42, "JSON text"),
    ]:
        with pytest.raises(tapisvert.RecordError, match=match):
            tapisvert.load(bad)


def test_determinism_from_the_seed():
    a = play_out(tapisvert.new_game("triomphe", players=4, seed=99, form="team"), random.Random(3))
    b = play_out(tapisvert.new_game("triomphe", players=4, seed=99, form="team"), random.Random(3))
    assert a.to_json() == b.to_json()
    c = tapisvert.new_game("triomphe", players=4, seed=100, form="team")
    assert (
        c.observation(0)["hand"]
        != tapisvert.new_game("triomphe", players=4, seed=99, form="team").observation(0)["hand"]
    )


def test_trusted_path_matches_the_public_path():
    st = tapisvert.new_game("triomphe", players=5, seed=8, form="pillage")
    fast = st.clone()
    rng = random.Random(8)
    while not st.is_over:
        code = rng.choice(st.legal_codes())
        st.apply(st.decode(code))
        fast.apply_trusted(code)
    assert state_key(fast) == state_key(st)
    st.undo()  # undo after a trusted action falls back on replay
    fast.undo()
    assert state_key(fast) == state_key(st)


@pytest.mark.parametrize("game", tapisvert.list_games())
def test_last_hand_points_match_points_and_the_deprecated_returns(game):
    st = tapisvert.new_game(game, seed=4)
    assert st.last_hand_points() == st.match_points() == [0] * st.players
    rng = random.Random(4)
    while len(st.hand_results) < 2:
        st.apply_trusted(rng.choice(st.legal_codes()))
    first, last = (r["points"] for r in st.hand_results)
    assert st.last_hand_points() == last
    assert st.match_points() == [a + b for a, b in zip(first, last)]
    assert not hasattr(st, "returns")  # the deprecated alias of last_hand_points() is gone
    while not st.is_over:
        st.apply_trusted(rng.choice(st.legal_codes()))
    # at the end of the match the hands' points add up to its result
    assert st.match_points() == st.scores


@pytest.mark.parametrize("game", tapisvert.list_games())
@pytest.mark.parametrize("level", ["random", "baseline"])
def test_bots_finish_matches_with_legal_actions(game, level):
    info = tapisvert.game_info(game)
    for players in info["players"]:
        st = tapisvert.new_game(game, players=players, seed=players)
        rng = random.Random(players)
        steps = 0
        while not st.is_over and steps < 20000:
            a = bots.choose(st, level, rng)
            assert a in st.legal_actions()
            st.apply(a)
            steps += 1
        assert st.is_over


def test_baseline_beats_random_at_two_player_triomphe():
    wins = 0
    for seed in range(60):
        st = tapisvert.new_game("triomphe", players=2, seed=seed)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(bots.choose(st, "baseline" if st.current_player == 0 else "random", rng))
        wins += st.winners == [0]
    assert wins > 40


def call(**req):
    return json.loads(bridge.call(json.dumps(req)))


def test_bridge_plays_a_game_and_reports_rules():
    out = call(op="new", game="triomphe", players=4, seed=7, options={"form": "team"}, humans=[0])
    assert out["ok"]
    tid = out["table"]
    view = out["view"]
    for _ in range(2000):
        if view["is_over"]:
            break
        if view["current_player"] == 0:
            legal = view["legal"]
            assert legal
            cards = [a for a in legal if a != "concede"]
            illegal = [c for c in view["hand"] if c not in legal]
            if illegal:
                bad = call(op="play", table=tid, action=illegal[0])
                assert not bad["ok"] and bad["error"]["type"] == "illegal"
                assert bad["error"]["rule"]["paragraphs"] or bad["error"]["rule"]["decision"]
            res = call(op="play", table=tid, action=(cards or legal)[0])
        else:
            assert view["legal"] == []
            res = call(op="bot", table=tid, level="baseline")
        assert res["ok"], res
        view = res["view"]
    assert view["is_over"]
    rec = call(op="record", table=tid)["record"]
    loaded = call(op="load", record=rec)
    assert loaded["ok"] and loaded["view"]["is_over"]


def test_bridge_undo_returns_to_the_humans_turn():
    out = call(op="new", game="triomphe", players=3, seed=2, humans=[0])
    tid, view = out["table"], out["view"]
    while view["current_player"] != 0:
        view = call(op="bot", table=tid)["view"]
    hand = view["hand"]
    view = call(op="play", table=tid, action=view["legal"][0])["view"]
    while view["current_player"] != 0 and not view["is_over"]:
        view = call(op="bot", table=tid)["view"]
    view = call(op="undo", table=tid)["view"]
    assert view["current_player"] == 0 and view["hand"] == hand


def _emprunt_deal_as_seat_0(seed):
    """Play one Emprunt deal, the human (seat 0) always taking his first legal action; returns
    the table and the human's decisions as (number of legal actions, actions before it)."""
    tid = call(op="new", game="emprunt", players=3, seed=seed, humans=[0])["table"]
    view = call(op="view", table=tid)["view"]
    decisions = []
    for _ in range(400):
        if view["is_over"] or view["hand_results"]:
            break
        if view["legal"]:
            decisions.append((len(view["legal"]), view["record_actions"]))
            view = call(op="play", table=tid, action=view["legal"][0])["view"]
        else:
            view = call(op="bot", table=tid)["view"]
    return tid, decisions


def test_bridge_undo_can_skip_the_humans_forced_moves():
    # Emprunt: most of the reader's turns are forced; choices_only goes back to his last opening.
    for seed in range(40):
        tid, decisions = _emprunt_deal_as_seat_0(seed)
        choice = [i for i, (n, _) in enumerate(decisions) if n > 1]
        if choice and decisions[-1][0] == 1 and choice[-1] < len(decisions) - 1:
            break
    else:
        raise AssertionError("no deal ends with a forced move of the reader after an opening")
    plain, again = _emprunt_deal_as_seat_0(seed)  # the same deal, played the same way
    assert again == decisions
    # plain undo: back to the last human decision, even a forced one
    assert call(op="undo", table=plain)["view"]["record_actions"] == decisions[-1][1]
    back = call(op="undo", table=tid, choices_only=True)["view"]
    assert back["record_actions"] == decisions[choice[-1]][1] and len(back["legal"]) > 1
    assert call(op="undo", table=tid, choices_only="yes")["error"]["type"] == "value"


def test_bridge_closes_a_table():
    tid = call(op="new", game="emprunt", seed=1)["table"]
    assert call(op="view", table=tid)["ok"]
    closed = call(op="close", table=tid)
    assert closed["ok"] and closed["closed"] == tid
    assert "no table" in call(op="view", table=tid)["error"]["message"]
    assert call(op="close", table=tid)["error"]["type"] == "value"  # not twice


def test_bridge_closes_every_table_at_once():
    tids = [call(op="new", game="briscan", seed=s)["table"] for s in (1, 2)]
    start = {
        "position": {
            "players": 4,
            "options": {"regime": "forcee"},
            "trump": "H",
            "leader": 0,
            "trick": ["9S", "KS"],
            "hand": ["QS", "7S", "8H"],
        }
    }
    figure = call(op="from_figure", game="triomphe", start=start, seed=4)
    assert figure["ok"], figure
    tids.append(figure["table"])
    closed = call(op="close_all")
    assert closed["ok"] and closed["open"] == 0 and set(tids) <= set(closed["closed_all"]), closed
    for tid in tids:
        assert "no table" in call(op="view", table=tid)["error"]["message"]
    assert bridge._ORIGINS == {}  # the figure's first state goes with its table
    # nothing open: the next table is the only one
    tid = call(op="new", game="briscan", seed=3)["table"]
    assert call(op="close", table=tid)["open"] == 0


def test_bridge_errors_never_raise():
    assert call(op="nope")["error"]["type"] == "value"
    assert call(op="new", game="whist")["error"]["message"].startswith("unknown game")
    assert call(op="view", table="t999")["error"]["type"] == "value"
    assert call(op="load", record="{")["error"]["type"] == "record"
    assert json.loads(bridge.call("not json"))["ok"] is False
    pos = call(
        op="position",
        game="triomphe",
        position={"players": 4, "trump": "H", "trick": ["9S"], "hand": ["KS", "8S"]},
    )
    assert pos["legal"] == ["KS"] and pos["winner"] == 0


def test_cli_play_and_simulate(capsys):
    import io

    from tapisvert import cli

    out = io.StringIO()
    args = argparse.Namespace(game="triomphe", players=2, seed=3, seat=0, bot="baseline")
    pack = [r + s for s in "SHDC" for r in "AKQJT987"]
    cli.play(args, [], inp=io.StringIO("ZZ\n" + "\n".join(pack) + "\nquit\n"), out=out)
    text = out.getvalue()
    assert "legal:" in text and "not an action of triomphe" in text
    assert "illegal — rule triomphe.play.from-hand" in text
    assert cli.main(["simulate", "triomphe", "--games", "5", "--players", "3"]) == 0
    assert "hands per game" in capsys.readouterr().out
    assert cli.main(["simulate", "triomphe", "--regime", "nope"]) == 2
