"""The analysis solves on once the stream is over (issue 38): ``HandAnalysis.refine`` turns the
estimates (rollouts) and the ungraded decisions into the exact figures, step by step, within the
cap on its tables; the ops ``analyse_refine`` and ``analyse_stop`` drive it from the page."""

import json
import random

import pytest

import tapisvert
from tapisvert import analysis, bridge, solver as E


def finished(game, players, seed, **options):
    st = tapisvert.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not st.hand_results:
        st.apply_trusted(st.rollout_code(rng))
    return st


@pytest.fixture
def small(monkeypatch):
    """The "could know" limits small too (``node_limit`` scales the hindsight ones only)."""
    monkeypatch.setattr(analysis, "COULD_KNOW_NODES", 5)
    monkeypatch.setattr(analysis, "LEAN_COULD_KNOW_NODES", 5)


def streamed(st, node_limit, worlds=2):
    """The page's stream with a node limit small enough that the solver gives up early."""
    s = analysis.HandAnalysis(st, 0, node_limit=node_limit, worlds=worlds)
    while not s.done:
        s.next()
    return s


def refined(s, nodes):
    steps = 0
    while s.refinable:
        s.refine(nodes)
        steps += 1
        assert steps < 10_000
    return steps


# Triomphe hands, small enough to solve whole in a test, each for himself (max^n) and 2 v 2
# (alpha-beta); a Francion hand's first decisions take half a minute here with one world
CASES = [
    ("triomphe", 4, 2, {}, 2),
    ("triomphe", 4, 1, {"form": "team"}, 2),
    ("triomphe", 3, 4, {}, 3),
]


@pytest.mark.parametrize("game,players,seed,options,worlds", CASES)
def test_refinement_reaches_the_exact_values_of_every_decision(game, players, seed, options, worlds, small):
    st = finished(game, players, seed, **options)
    s = streamed(st, node_limit=2, worlds=worlds)
    before = [r["method"] for r in s.records]
    assert "rollouts" in before, "the limit should leave estimates to refine"
    assert any(r["could_know"] is None for r in s.records)
    refined(s, nodes=2_000)
    assert s._target() is None
    for k, (index, world) in enumerate(s.decisions):
        rec = s.records[k]
        legal = world.legal_codes()
        # the exact values, from a fresh solver with no limit, in the record's order
        want = dict(zip(legal, analysis.exact_values(world, 0, node_limit=None)))
        assert rec["method"] == "exact" and rec["rollouts"] == 0
        assert all(r["error"] is None for r in rec["values"])
        assert [r["value"] for r in rec["values"]] == [
            round(want[world.encode(r["action"])], 3) for r in rec["values"]
        ]
        means = analysis.could_know(world, 0, index, worlds=worlds, node_limit=None)
        ck = rec["could_know"]
        assert ck is not None
        got = {r["action"]: r["value"] for r in ck["values"]}
        assert got == {world.decode(c): round(m, 3) for c, m in zip(legal, means)}


def test_the_refined_figures_do_not_depend_on_the_step(small):
    # node-counted steps, and exact values: a step ten times as large reaches the same records
    st = finished("triomphe", 4, 2)
    a, b = streamed(st, node_limit=2), streamed(st, node_limit=2)
    assert refined(a, nodes=500) > refined(b, nodes=5_000)
    assert a.records == b.records


def test_an_exact_stream_leaves_nothing_to_refine():
    st = finished("triomphe", 2, 0)
    s = streamed(st, node_limit=analysis.NODE_LIMIT)
    assert all(r["method"] == "exact" and r["could_know"] is not None for r in s.records)
    assert not s.refinable
    out = s.refine()
    assert out == {"decision": None, "target": None, "stopped": {}}


def test_refinement_stops_when_its_tables_are_full(monkeypatch, small):
    # a tiny cap: the first step that passes it closes the pass, and says how full the tables were
    st = finished("francion", 3, 1)
    s = streamed(st, node_limit=2)
    monkeypatch.setattr(analysis, "TABLE_LIMIT", 50)
    stopped = {}
    while s.refinable:
        stopped.update(s.refine(500)["stopped"])
    assert set(stopped) == {"hindsight", "could_know"}
    assert all(v["why"] == "full" and v["entries"] > 50 for v in stopped.values())
    assert any(r["method"] == "rollouts" for r in s.records)  # what was left stays an estimate


def test_a_step_too_short_to_reach_new_positions_grows(small):
    # 50 nodes cannot walk a four-seat trick down to the positions stored (the earlier steps'
    # work): the steps on that decision double until one gets through, and everything is solved
    s = streamed(finished("triomphe", 4, 2), node_limit=2)
    while s.refinable:
        assert not s.refine(50)["stopped"]
    assert max(s.scale.values()) >= 2  # it stalled on one decision (at 50 nodes a step, for ever)
    assert all(r["method"] == "exact" and r["could_know"] is not None for r in s.records)


def test_a_pass_that_stalls_past_its_scale_stops(monkeypatch, small):
    monkeypatch.setattr(analysis, "STALL_SCALE", 1)
    s = streamed(finished("triomphe", 4, 2), node_limit=2)
    stopped = {}
    while s.refinable:
        stopped.update(s.refine(50)["stopped"])
    assert stopped["could_know"]["why"] == "stalled" and stopped["could_know"]["entries"] <= 50
    assert any(r["could_know"] is None for r in s.records)


def test_refinement_waits_for_the_stream():
    s = analysis.HandAnalysis(finished("triomphe", 2, 0), 0)
    with pytest.raises(ValueError, match="only once every decision is valued"):
        s.refine()


def call(**req):
    return json.loads(bridge.call(json.dumps(req)))


def test_the_page_refines_through_the_bridge_until_nothing_is_left(monkeypatch, small):
    monkeypatch.setitem(analysis.LEAN_NODE_LIMITS, "triomphe", 5)  # estimates left to refine
    tid = call(op="new", game="triomphe", players=4, seed=2, humans=[0])["table"]
    while True:
        v = call(op="view", table=tid)["view"]
        if v.get("sheet"):
            break
        call(op="play", table=tid, action=v["legal"][0]) if v["legal"] else call(op="bot", table=tid)
    assert call(op="analyse_refine", table=tid)["error"]["type"] == "value"  # nothing begun
    n = call(op="analyse_begin", table=tid, rollouts=2)["analysis"]["pending"]
    early = call(op="analyse_refine", table=tid)
    assert early["error_words"]["key"] == "error.analysis-none"  # the stream is not over
    for _ in range(n):
        a = call(op="analyse_next", table=tid)
    bad = call(op="analyse_refine", table=tid, nodes=10)
    assert bad["error_words"]["key"] == "error.whole-number"
    assert a["refinable"]
    records = {}
    while a["refinable"]:
        a = call(op="analyse_refine", table=tid, nodes=1_000)
        assert a["ok"], a
        if a["decision"]:
            records[a["decision"]["order"]] = a["decision"]
    assert a["target"] is None and a["exact"] == n
    assert call(op="analyse_refine", table=tid)["error"]["type"] == "value"  # let go once done
    # analyse_stop lets an analysis go before it is refined
    call(op="analyse_begin", table=tid, rollouts=2)
    assert call(op="analyse_stop", table=tid) == {"ok": True, "stopped": True}
    assert call(op="analyse_stop", table=tid) == {"ok": True, "stopped": False}
    assert call(op="analyse_next", table=tid)["error"]["type"] == "value"


def test_solver_entries_count_its_tables():
    st = finished("francion", 3, 1)
    _, world = analysis._decisions(st, 0, 1)[-1]
    s = E.Solver(world, 0)
    assert s.entries() == 0
    s.values()
    assert s.entries() > 0


def test_the_api_pages_quote_the_refinements_constants():
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for page in ("docs/api.md", "docs/fr/api.md"):
        row = next(
            line for line in (root / page).read_text().splitlines() if '"op": "analyse_refine"' in line
        )
        # the figures with their thousands separators (",", " ", U+202F) taken out
        figures = set(re.findall(r"\d+", re.sub(r"(?<=\d)[, \u202f](?=\d{3})", "", row)))
        for n in (analysis.REFINE_NODES, analysis.TABLE_LIMIT, analysis.STALL_SCALE):
            assert str(n) in figures, (page, n)
