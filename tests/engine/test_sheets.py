"""Score sheets (issue 13): for every hand of seeded random matches of every game, at every
player count and with every value of every option, the sheet's terms add up to the hand's
points, the points are the engine's hand result, and the totals are the match scores."""

import json
import random
from typing import Any

import pytest

import tapisvert
from tapisvert import bridge
from tapisvert.sheet import check_sheet

GAMES = tapisvert.list_games()


def configs(game):
    info: dict[str, Any] = dict(tapisvert.game_info(game))
    out: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in info["players"]]
    for o in info["options"]:
        values = (
            o.get("values", o["choices"])
            if o["choices"] is not None
            else sorted({o["minimum"], o["maximum"]} - {o["default"]})
        )
        for v in values:
            v = v["value"] if isinstance(v, dict) else v
            if v == o["default"]:
                continue
            for n in [info["default_players"]] + info["players"]:
                try:
                    tapisvert.new_game(game, players=n, seed=0, **{o["name"]: v})
                except ValueError:
                    continue
                out.append((n, {o["name"]: v}))
                break
    return out


def play_match(game, players, options, seed, max_hands=6):
    state = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not state.is_over and len(state.hand_results) < max_hands:
        state.apply_trusted(rng.choice(state.legal_codes()))
    return state


def check_state(state):
    sheets = state.score_sheets()
    assert len(sheets) == len(state.hand_results)
    totals = [0] * state.players
    for sh, r in zip(sheets, state.hand_results):
        assert check_sheet(sh, state.players) == [], (state, sh)
        assert sh["points"] == r["points"]
        assert sh["hand"] == r["hand"]
        for t in sh["terms"]:
            assert t["label"] and (t["rule"] is None or t["rule"] in RULES[state.FACTS.name]), t
        totals = [a + b for a, b in zip(totals, r["points"])]
        if sh["totals"] is not None:
            assert sh["totals"] == totals
    if sheets:
        assert state.score_sheet() == sheets[-1]
    json.dumps(sheets)
    return sheets


RULES = {g: {r.id for r in tapisvert.rules(g)} for g in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_sheets_add_up_over_random_matches(game):
    hands = 0
    for players, options in configs(game):
        for seed in range(6):
            state = play_match(game, players, options, seed)
            sheets = check_state(state)
            hands += len(sheets)
            if sheets and state.FACTS.sheet_totals and state.is_over:
                assert sheets[-1]["totals"] == state.scores
    assert hands >= 20


ITEMISED = GAMES


@pytest.mark.parametrize("game", ITEMISED)
def test_every_game_itemises_its_sheet(game):
    # a real breakdown, not the fallback single "Hand result" line
    state = play_match(game, None, {}, 3)
    sheets = check_state(state)
    assert sheets
    assert all(t["label"] != "Hand result" for sh in sheets for t in sh["terms"])
    assert any(t["rule"] for sh in sheets for t in sh["terms"])


def test_no_sheet_before_the_first_hand():
    st = tapisvert.new_game("tarot", seed=1)
    assert st.score_sheet() is None and st.score_sheets() == []


def test_tarot_sheet_itemises_the_contract():
    for seed in range(40):
        st = play_match("tarot", 4, {}, seed, max_hands=1)
        r = st.hand_results[0]
        if r.get("detail") and not r["detail"].get("goulash"):
            break
    sh = st.score_sheet()
    d = r["detail"]
    first = sh["terms"][0]
    assert first["rule"] == "tarot.score.formula"
    assert f"× {d['coefficient']}" in first["detail"] and str(d["target"]) in first["detail"]
    assert "(taker)" in sh["summary"]


def test_bridge_view_carries_the_sheet_and_the_sheets_op():
    res = json.loads(bridge.call(json.dumps({"op": "new", "game": "tarot", "seed": 4, "humans": [0]})))
    tid = res["table"]
    assert "sheet" not in res["view"]
    view = res["view"]
    for _ in range(400):
        if view["hand_results"]:
            break
        if view["current_player"] == 0:
            out = json.loads(
                bridge.call(json.dumps({"op": "play", "table": tid, "action": view["legal"][0]}))
            )
        else:
            out = json.loads(bridge.call(json.dumps({"op": "bot", "table": tid, "level": "random"})))
        view = out["view"]
    assert view["sheet"]["hand"] == 1 and view["sheet"]["points"] == view["hand_results"][-1]["points"]
    sheets = json.loads(bridge.call(json.dumps({"op": "sheets", "table": tid})))
    assert sheets["ok"] and sheets["sheets"][-1] == view["sheet"]


def test_cli_prints_the_same_sheet_at_each_hand_end():
    import argparse
    import io

    from tapisvert import cli
    from tapisvert.seats import seat_names
    from tapisvert.sheet import sheet_text

    class Feed:  # the player at seat 0 always takes his first legal action
        def __init__(self):
            self.state = None

        def readline(self):
            return (
                self.state.legal_actions()[0] + "\n" if self.state and self.state.hand_results == [] else ""
            )

    feed = Feed()
    real_show = cli._show

    def show(state, seat, out):
        feed.state = state
        real_show(state, seat, out)

    out = io.StringIO()
    cli._show = show
    try:
        cli.play(
            argparse.Namespace(game="briscan", players=2, seed=3, seat=0, bot="random"), [], inp=feed, out=out
        )
    finally:
        cli._show = real_show
    st = feed.state
    assert st is not None and st.hand_results
    assert sheet_text(st.score_sheets(0)[0], seat_names(2, 0)) in out.getvalue()
