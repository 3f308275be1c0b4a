"""A game's facts are one value (issue 23, step 6): ``FACTS = GameFacts(...)`` on each game class,
read where they are needed (``type(state).FACTS.words``), never copied to class attributes (issue 39:
``GameFacts.install`` is gone) nor written beside them."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

import tapisvert
from tapisvert.facts import GameFacts
from tapisvert.registry import game_class, list_games

GAMES = Path(tapisvert.__file__).parent / "games"
ENGINE = Path(tapisvert.__file__).parent
# The class attributes GameFacts.install once copied the facts to (issue 39: removed); the engine
# reads type(state).FACTS.x instead, so none of them may come back beside the facts.
DERIVED = {
    "NAME", "TITLE", "PLAYERS", "DEFAULT_PLAYERS", "OPTIONS", "BOOK", "WORDS", "PREFIXED",
    "ACTION_HELP", "CAPABILITIES", "PHASES", "HAND", "HAND_OVER_RULE", "SHEET_UNIT", "SHEET_TOTALS",
    "TRICKS_REVIEW", "TRICKS_REVIEW_RULE", "POSITION_KEYS", "BENCH_CONFIGS", "SEARCH_BENCH_CONFIGS",
}  # fmt: skip


def test_every_fact_had_an_attribute():
    assert len(DERIVED) == len(dataclasses.fields(GameFacts))


@pytest.mark.parametrize("game", list_games())
def test_the_facts_are_read_from_the_facts(game):
    cls = game_class(game)
    facts = cls.__dict__["FACTS"]
    assert isinstance(facts, GameFacts) and facts.name == game
    assert not any(hasattr(cls, attr) for attr in DERIVED), sorted(a for a in DERIVED if hasattr(cls, a))
    info = tapisvert.game_info(game)
    assert (info["name"], info["title"], info["players"]) == (facts.name, facts.title, list(facts.players))


def _class_level_names(path: Path, root: Path | None = None) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef):
            for st in node.body:
                targets = (
                    st.targets
                    if isinstance(st, ast.Assign)
                    else [st.target]
                    if isinstance(st, ast.AnnAssign)
                    else []
                )
                out += [
                    f"{path.relative_to(root or GAMES)}:{st.lineno}: {t.id}"
                    for t in targets
                    if isinstance(t, ast.Name) and t.id in DERIVED
                ]
    return out


def test_no_game_sets_a_derived_attribute_beside_its_facts():
    found = [x for p in sorted(GAMES.rglob("*.py")) for x in _class_level_names(p)]
    found += [x for p in sorted(ENGINE.glob("*.py")) for x in _class_level_names(p, ENGINE)]
    assert not found, "declare it in the game's FACTS (tapisvert.facts.GameFacts):\n" + "\n".join(found)


def test_the_scan_sees_a_class_attribute(tmp_path):
    (tmp_path / "g.py").write_text("class G:\n    WORDS = ('deal',)\n    SIZE = 5\n", encoding="utf-8")
    global GAMES
    saved, GAMES = GAMES, tmp_path
    try:
        assert _class_level_names(tmp_path / "g.py") == ["g.py:2: WORDS"]
    finally:
        GAMES = saved


def test_facts_refuse_a_default_player_count_not_allowed():
    book = game_class("triomphe").FACTS.book
    with pytest.raises(ValueError, match="default_players"):
        GameFacts(name="x", title="X", players=(2, 3), default_players=4, options=(), book=book)
