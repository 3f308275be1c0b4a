"""One room pattern for every game (issue 39): the same file names for the same jobs in every
``engine/src/tapisvert/games/<game>/`` package.

The pattern is the one most games had (codes, decisions, fields, legal, positions and view in
three or four of the five): a reader who knows where Tarot keeps its phases or its options knows
where Emprunt keeps them. ``PATTERN`` rooms every game has; ``SHARED`` rooms a game has when it
needs the job, under that name only; ``OWN`` the rooms only one game needs. What a room holds is
checked where it can be read from the syntax: the phases (``class Phase``) and the action packing
(``WORDS``, ``PREFIXED``) in ``codes.py``, the rule book and the options in ``decisions.py``.

``KNOWN_MISSING`` lists the pattern rooms a game still lacks (their job is still done in
``game.py``); it may only shrink.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tapisvert

GAMES = Path(tapisvert.__file__).parent / "games"
NAMES = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())

PATTERN = {
    "__init__.py": "imports the game class (its registration)",
    "game.py": "the state class, its FACTS and its moves (_do)",
    "codes.py": "the action packing (WORDS, PREFIXED, every code named) and the phases (class Phase)",
    "decisions.py": "the RuleBook, the editorial decisions and the options that switch them",
    "rules.py": "the rules of the RuleBook",
    "rules_fr.py": "the rules' and decisions' French words",
    "fields.py": "the state's attributes with their types, and the methods other rooms call",
    "legal.py": "what the player to act may do, and the rule that forbids the rest",
    "positions.py": "a state from a JSON position (_set_position and its keys)",
    "view.py": "what a state shows: the observation, descriptions, labels, a click's reading",
}
SHARED = {
    "scoring.py": "the hand's result",
    "sheet.py": "the score sheet of a hand",
    "policy.py": "the game's own playing policy",
    "worlds.py": "the hidden-card worlds the search deals",
    "prompt.py": "what the player to act is asked to do",
    "words.py": "the word actions' legality, one function each",
}
OWN = {
    "briscan": {"brisque.py", "melds.py"},
    "francion": {"economy.py"},
    "tarot": {"bidding.py", "declarations.py", "pack.py", "playout.py", "variant_rules.py"},
}
# pattern rooms not made yet (their job is in game.py): may only shrink
KNOWN_MISSING: dict[str, set[str]] = {}


def test_the_games_are_found():
    assert NAMES == ["briscan", "emprunt", "francion", "tarot", "triomphe"]


@pytest.mark.parametrize("game", NAMES)
def test_every_game_has_the_pattern_rooms(game):
    rooms = {p.name for p in (GAMES / game).glob("*.py")}
    missing = set(PATTERN) - rooms
    assert missing == KNOWN_MISSING.get(game, set()), (
        f"{game}: missing {sorted(missing)}, known {sorted(KNOWN_MISSING.get(game, set()))} "
        "(a room made: take it off KNOWN_MISSING)"
    )


@pytest.mark.parametrize("game", NAMES)
def test_no_room_outside_the_pattern(game):
    rooms = {p.name for p in (GAMES / game).glob("*.py")}
    other = rooms - set(PATTERN) - set(SHARED) - OWN.get(game, set())
    assert not other, f"{game}: {sorted(other)} is no room of the pattern (PATTERN, SHARED or OWN)"


def _defined(path: Path) -> set[str]:
    """The names a module defines at its top level (classes and assignments)."""
    out: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


# name defined at a module's top level -> the one room that may define it
HOMES = {
    "Phase": "codes.py",
    "WORDS": "codes.py",
    "PREFIXED": "codes.py",
    "OPTIONS": "decisions.py",
    "BOOK": "decisions.py",
}


@pytest.mark.parametrize("game", NAMES)
def test_each_job_in_its_room(game):
    wrong = [
        f"{game}/{p.name}: {name} belongs in {HOMES[name]}"
        for p in sorted((GAMES / game).glob("*.py"))
        for name in sorted(_defined(p) & set(HOMES))
        if p.name != HOMES[name]
    ]
    assert not wrong, wrong
    assert "Phase" in _defined(GAMES / game / "codes.py"), f"{game}: codes.py names no phases"


def test_the_check_sees_a_misplaced_job(tmp_path):
    (tmp_path / "game.py").write_text("WORDS = ('deal',)\nclass Phase:\n    pass\n", encoding="utf-8")
    assert _defined(tmp_path / "game.py") & set(HOMES) == {"WORDS", "Phase"}
