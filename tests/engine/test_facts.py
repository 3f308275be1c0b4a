"""A game's facts are one value (issue 23, step 6): ``FACTS = GameFacts(...)`` on each game class,
and the class attributes the engine reads (``NAME``, ``WORDS``, ``CAPABILITIES``…) derived from it,
never written beside it."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

import tapisvert
from tapisvert.facts import GameFacts
from tapisvert.registry import game_class, list_games

GAMES = Path(tapisvert.__file__).parent / "games"
DERIVED = set(GameFacts.ATTRIBUTES.values())


def test_attributes_name_every_fact():
    assert set(GameFacts.ATTRIBUTES) == {f.name for f in dataclasses.fields(GameFacts)}


@pytest.mark.parametrize("game", list_games())
def test_the_class_attributes_are_the_facts(game):
    cls = game_class(game)
    facts = cls.__dict__["FACTS"]
    assert isinstance(facts, GameFacts) and facts.name == game
    for fact, attr in GameFacts.ATTRIBUTES.items():
        value = getattr(facts, fact)
        if fact == "position_keys" and value is None:
            continue
        got = getattr(cls, attr)
        assert (list(got) if isinstance(value, tuple) and isinstance(got, list) else got) == (
            list(value) if isinstance(value, tuple) and isinstance(got, list) else value
        ), (game, attr)
    info = tapisvert.game_info(game)
    assert (info["name"], info["title"], info["players"]) == (facts.name, facts.title, list(facts.players))


def _class_level_names(path: Path) -> list[str]:
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
                    f"{path.relative_to(GAMES)}:{st.lineno}: {t.id}"
                    for t in targets
                    if isinstance(t, ast.Name) and t.id in DERIVED
                ]
    return out


def test_no_game_sets_a_derived_attribute_beside_its_facts():
    found = [x for p in sorted(GAMES.rglob("*.py")) for x in _class_level_names(p)]
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
    book = game_class("triomphe").BOOK
    with pytest.raises(ValueError, match="default_players"):
        GameFacts(name="x", title="X", players=(2, 3), default_players=4, options=(), book=book)
