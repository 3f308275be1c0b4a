"""Golden playthroughs (tests/golden/, OpenSpiel's playthrough files): every committed match is played
again from its seed and must match line by line; its record must load and give back the same state.

After an intended change of behaviour, regenerate with ``python -m tests.golden.playthrough`` and read
the diff of tests/golden/*.json before committing it.
"""

from __future__ import annotations

import json

import pytest

import tapisvert
from tests.golden import playthrough

NAMES = sorted(playthrough.VARIANTS)


def test_every_variant_has_its_golden_file():
    missing = [n for n in NAMES if not playthrough.path_of(n).is_file()]
    assert not missing, f"regenerate with python -m tests.golden.playthrough: {missing}"
    stray = sorted(p.stem for p in playthrough.HERE.glob("*.json") if p.stem not in playthrough.VARIANTS)
    assert not stray, f"golden files without a variant: {stray}"


@pytest.mark.parametrize("name", NAMES)
def test_the_match_is_played_again_exactly(name):
    golden = json.loads(playthrough.path_of(name).read_text(encoding="utf-8"))
    now = playthrough.play(name)
    for i, (was, is_) in enumerate(zip(golden["steps"], now["steps"])):
        assert was == is_, f"{name}: step {i} was {was!r}, is now {is_!r} (regenerate if intended)"
    assert len(golden["steps"]) == len(now["steps"]), name
    assert golden["sheets"] == now["sheets"], f"{name}: the score sheets changed"
    assert golden["record"] == now["record"], f"{name}: the record changed"


@pytest.mark.parametrize("name", NAMES)
def test_the_record_loads_to_the_same_state(name):
    golden = json.loads(playthrough.path_of(name).read_text(encoding="utf-8"))
    text = json.dumps(golden["record"])
    state = tapisvert.load(text)
    assert json.loads(state.to_json()) == golden["record"]
    assert len(state.score_sheets()) == golden["hands"] or state.is_over
