"""Bad input is refused in the reader's language (issue 42): no engine module a bridge request can
reach raises ValueError, TypeError or RecordError with English text written in place (a string
literal or an f-string); it raises ``failure(cls, "error.<key>", ...)`` (tapisvert.words), whose
words the bridge renders in the reader's language and sends as ``error_words``.  The few English
raises no reader's input can reach are listed below, each with its reason."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest

from tapisvert import bridge

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "src" / "tapisvert"

# Out of scope as a whole: a developer's terminal, the build-time rule registry, the solver and
# the lab (build-time studies), none of which a reader's request reaches with its own input.
OUT_OF_SCOPE = ("cli.py", "rulebook.py", "solver/", "lab/")

WORDED = ("ValueError", "TypeError", "RecordError")

# (module, exception, start of its text) -> why no reader's input reaches it
INTERNAL: dict[tuple[str, str, str], str] = {
    ("bridge.py", "ValueError", "op "): "a handler registered twice: an import-time programming error",
    ("capabilities.py", "TypeError", ""): "a game class declared without a Capabilities record (import time)",
    ("facts.py", "ValueError", ""): "a game's facts inconsistent (default_players): checked at import",
    ("games/briscan/rules.py", "ValueError", ""): "the rule book's Brisque statuses, checked at import",
    ("games/francion/economy.py", "ValueError", "a stake"): "the stake is the engine's own sum of 9s",
    ("games/francion/economy.py", "ValueError", "a hand has"): "the tricks counted by the engine (9 a hand)",
    ("games/francion/economy.py", "ValueError", "unknown Welche event"): "events named by the engine itself",
    ("games/francion/economy.py", "ValueError", "unknown Welche payment"): (
        "the mode is the welche_payments option, already checked against its choices by options.resolve"
    ),
    (
        "replay.py",
        "ValueError",
        "hand ",
    ): "after the hand's range is checked: 'pragma: no cover', unreachable",
    ("rule_words.py", "ValueError", "unknown language"): (
        "an unknown language has no words of its own: it is refused in English (brief, contract 5)"
    ),
    ("words/__init__.py", "ValueError", "unknown language"): "the same: the bridge's check of lang",
    ("seats.py", "ValueError", "seat names"): "the count is a game's player count, checked by new_game",
}


def _text(arg: ast.expr) -> str | None:
    """The leading text of a string literal or f-string argument (None for anything else)."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.JoinedStr):
        return "".join(
            v.value for v in arg.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    return None


def english_raises(source: str) -> list[tuple[int, str, str]]:
    """``(line, exception, text)`` of every ``raise ValueError/TypeError/RecordError(<text>)``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
            continue
        f = node.exc.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        text = _text(node.exc.args[0])
        if name in WORDED and text is not None:
            out.append((node.lineno, name, text))
    return out


def _modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).as_posix()
        if rel in OUT_OF_SCOPE or rel.startswith(tuple(s for s in OUT_OF_SCOPE if s.endswith("/"))):
            continue
        out.append((rel, path))
    return out


def _allowed(rel: str, name: str, text: str) -> bool:
    return any(m == rel and e == name and text.startswith(t) for m, e, t in INTERNAL)


def test_the_scan_finds_english_text() -> None:
    # the check can fail: a literal and an f-string are found, a worded failure and a variable are not
    found = english_raises(
        'raise ValueError("bad")\nraise RecordError(f"bad {x}")\nraise errors.TypeError("t")\n'
        'raise failure(ValueError, "error.x")\nraise ValueError(msg)\n'
    )
    assert [(line, name) for line, name, _ in found] == [
        (1, "ValueError"),
        (2, "RecordError"),
        (3, "TypeError"),
    ]


def test_no_english_raise_in_the_engine() -> None:
    modules = _modules()
    assert len(modules) > 50 and any(rel == "figures.py" for rel, _ in modules)
    english = [
        f"{rel}:{line} raise {name}({text[:60]!r})"
        for rel, path in modules
        for line, name, text in english_raises(path.read_text(encoding="utf-8"))
        if not _allowed(rel, name, text)
    ]
    assert not english, "bad input raised as English text (use tapisvert.words.failure):\n" + "\n".join(
        english
    )


def test_every_internal_raise_still_exists() -> None:
    # an allow-list entry whose raise is gone (or worded) is removed, so the list stays the truth
    found = {
        (rel, name, text)
        for rel, path in _modules()
        for _, name, text in english_raises(path.read_text("utf-8"))
    }
    stale = [
        key
        for key in INTERNAL
        if not any(_allowed(*f) and f[0] == key[0] and f[2].startswith(key[2]) for f in found)
    ]
    assert not stale, stale


def call(**req: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(json.dumps(req)))
    return answer


TAROT_SHORT_DEAL = {"dealer": 3, "hands": [["1", "2"], ["3"], ["4"], ["5"]]}

CASES: list[tuple[dict[str, Any], str, str, str]] = [
    (
        {"op": "from_figure", "game": "tarot", "start": {"deal": {}, "colour": 1}, "seed": 0},
        "error.figure-keys",
        "clés inconnues dans le départ de la figure\u00a0: colour",
        "unknown keys in the figure's start: colour",
    ),
    (
        {"op": "from_figure", "game": "tarot", "start": {"players": 4, "deal": TAROT_SHORT_DEAL}, "seed": 0},
        "error.figure-refused>error.tarot-hand-size",
        "à 4 joueurs, chaque main tient 18 cartes",
        "with 4 players each hand holds 18 cards",
    ),
    (
        # the card list's name is the deal's field (it was "hand of seat 0", English in French)
        {
            "op": "from_figure",
            "game": "tarot",
            "start": {"players": 4, "deal": {"dealer": 3, "hands": [["AS", "AS"], [], [], []]}},
            "seed": 0,
        },
        "error.figure-refused>position.card.twice",
        "deal.hands[0]\u00a0: une carte y figure deux fois",
        "deal.hands[0]: a card appears twice",
    ),
    (
        {"op": "new", "game": "triomphe", "players": 3, "options": {"form": "team"}},
        "error.triomphe-team-players",
        "le jeu en équipes se joue deux contre deux ou trois contre trois",
        "the team game is played two against two or three against three",
    ),
    (
        {"op": "new", "game": "triomphe", "players": 4, "options": {"deal_size": 8}},
        "error.triomphe-fit",
        "4 joueurs × 8 cartes + la retourne ne tiennent pas dans 32 cartes",
        "4 players × 8 cards + the turn-up do not fit in 32 cards",
    ),
    (
        {"op": "from_figure", "game": "tarot", "start": {"position": {}, "deal": {}}, "seed": 0},
        "error.figure-refused>error.figure-both",
        "une figure part d’une position ou d’une donne, non des deux",
        "a figure starts from a position or from a deal, not both",
    ),
]


@pytest.mark.parametrize("req,key,french,english", CASES, ids=[c[1].split(">")[-1] for c in CASES])
def test_a_converted_error_comes_back_in_french(
    req: dict[str, Any], key: str, french: str, english: str
) -> None:
    fr_answer = call(**req, lang="fr")
    en_answer = call(**req)
    assert not fr_answer["ok"] and not en_answer["ok"], (fr_answer, en_answer)
    assert french in fr_answer["error"]["message"], fr_answer
    assert english not in fr_answer["error"]["message"], fr_answer
    assert english in en_answer["error"]["message"], en_answer
    # the same record in both languages: the key and its language-free parameters
    record, keys = fr_answer["error_words"], []
    while record is not None:  # a refused figure's record holds its cause's
        keys.append(record["key"])
        record = record["params"].get("cause")
    assert ">".join(keys) == key, fr_answer
    assert fr_answer["error_words"] == en_answer["error_words"]
