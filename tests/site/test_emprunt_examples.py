"""The Emprunt worked examples (tv-run blocks) are played by the engine at build time: every block
replays, keeps the jetons summing to zero, and the main run shows loans, talon draws and a settlement."""

import json
from pathlib import Path

from sitebuild.pages import runs

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "emprunt" / "examples.md"


def blocks():
    return [json.loads(m.group("body")) for m in runs.FENCE.finditer(PAGE.read_text(encoding="utf-8"))]


def test_every_example_replays_and_conserves_jetons():
    specs = blocks()
    assert len(specs) >= 4
    for spec in specs:
        data = runs.compute(spec)
        start = data["start"]
        assert sum(start["jetons"]) + start["pool"] == 0
        for st in data["steps"]:
            assert sum(st["jetons"]) + st["pool"] == 0
            if st["source"] == "borrow" and not st["deal_over"]:
                assert st["flows"][st["seat"]] == -1 and st["flows"][st["from"]] == 1
            if st["source"] == "talon" and not st["deal_over"]:
                assert st["pool"] == st["pool_before"] + 1


def test_the_main_run_has_loans_talon_draws_a_new_run_and_a_settlement():
    data = runs.compute(blocks()[0])
    sources = [st["source"] for st in data["steps"]]
    assert {"lead", "hand", "borrow", "talon"} <= set(sources) and sources.count("lead") == 2
    assert data["steps"][10]["rule"] == "emprunt.play.new-run"
    res = data["result"]
    assert res["winner"] == 2 and res["pool"] == 7 and res["cards_left"] == [2, 2, 0]
    assert data["end"]["jetons"] == [-3, -5, 8] and data["end"]["pool"] == 0


def test_rendering_names_the_rule_of_every_move():
    html = runs.render_run(blocks()[0], lambda rid: f"<a>{rid}</a>")
    for rid in (
        "emprunt.play.from-hand",
        "emprunt.play.borrow",
        "emprunt.play.talon",
        "emprunt.play.new-run",
    ):
        assert f"<a>{rid}</a>" in html
    assert "Settlement." in html and "borrows the" in html and "pays the pool 1" in html
