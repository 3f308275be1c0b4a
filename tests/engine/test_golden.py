"""Golden playthroughs (tests/golden/*.txt, OpenSpiel's playthrough files): every committed match is
played again from its seed and must match line by line — the actions, and what the acting seat saw at
each step (prompt, legal actions and labels, a refusal, the observation's public fields, the log lines
added) — and its record must load and give back the same state.

After an intended change of behaviour or wording, regenerate with
``python -m tests.golden.playthrough --regenerate`` (``make golden``) and read the diff of
tests/golden/*.txt before committing it.
"""

from __future__ import annotations

import json

import pytest

import tapisvert
from tests.golden import playthrough

NAMES = sorted(playthrough.VARIANTS)


def test_every_variant_has_its_golden_file():
    missing = [n for n in NAMES if not playthrough.path_of(n).is_file()]
    assert not missing, f"regenerate with python -m tests.golden.playthrough --regenerate: {missing}"
    stray = sorted(
        p.name
        for p in playthrough.HERE.iterdir()
        if p.suffix in (".txt", ".json") and p.name != "__init__.py" and p.stem not in playthrough.VARIANTS
    )
    stray += sorted(p.name for p in playthrough.HERE.glob("*.json"))  # the old format
    assert not stray, f"golden files without a variant: {stray}"


@pytest.mark.parametrize("name", NAMES)
def test_the_match_is_played_again_exactly(name):
    golden = playthrough.path_of(name).read_text(encoding="utf-8").splitlines()
    now = playthrough.play(name).splitlines()
    for i, (was, is_) in enumerate(zip(golden, now)):
        assert was == is_, (
            f"{name}.txt line {i + 1} was {was!r}, is now {is_!r} "
            "(regenerate with python -m tests.golden.playthrough --regenerate if intended)"
        )
    assert len(golden) == len(now), f"{name}: {len(golden)} lines, now {len(now)}"


@pytest.mark.parametrize("name", NAMES)
def test_the_record_loads_to_the_same_state(name):
    text = playthrough.record_of(playthrough.path_of(name).read_text(encoding="utf-8"))
    state = tapisvert.load(text)
    assert json.loads(state.to_json()) == json.loads(text)
    assert len(state.score_sheets()) == playthrough.HANDS or state.is_over


def test_a_changed_line_fails(monkeypatch):
    # the comparison can fail: a prompt worded otherwise is a difference
    name = "tarot-3p"
    golden = playthrough.path_of(name).read_text(encoding="utf-8")
    real = tapisvert.observer.prompt
    monkeypatch.setattr(tapisvert.observer, "prompt", lambda st, seat: (real(st, seat) or "") + "!")
    assert playthrough.play(name) != golden
