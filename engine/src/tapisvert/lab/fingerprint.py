"""The rules fingerprint of a game: what the lab's results depend on, hashed.

It covers what can change play or scoring:

* the rules registry's ids with each rule's decision, and the decisions' ids with their options
  (not the wording of statements, quotes or reasons: re-wording a rule does not change the game);
* the options: names, defaults, allowed values and the decisions they switch;
* the engine source of the game (its package, less ``rules.py`` whose playing content is the
  registry and options above, and less its presentation modules: prompts, score sheets) and of the
  shared modules every game plays through (state, cards, seeded randomness, deals), and the lab's
  own playing code.  Source is hashed as its syntax tree without what cannot change play: docstrings
  and comments, the text of f-strings (messages and log lines), and the methods that only present a
  state (observation, prompts, score sheets, descriptions, explanations of refusals, records).
  Any other change of code changes the fingerprint.

Committed results carry the fingerprint of each game they were computed with;
``results.stale_studies()`` names the studies whose fingerprint no longer matches the engine.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
from pathlib import Path

from ..registry import game_class

ENGINE = Path(__file__).resolve().parent.parent
SHARED = ("state.py", "cards.py", "rng.py", "deal.py", "options.py", "lab/play.py", "lab/events.py")


# Methods that present a state or explain a refusal, and never change what is legal or played.
PRESENTATION = frozenset({
    "observation", "_observe", "_describe", "_log_entries", "prompt", "_prompt", "score_sheet",
    "score_sheets", "_score_sheet", "to_record", "to_json", "__repr__", "explain", "_why_illegal",
    "legal_actions", "actions", "_side_name", "seat_names", "score_unit",
})
PRESENTATION_MODULES = frozenset({"rules.py", "prompt.py", "sheet.py", "narration.py"})


class _Presentation(ast.NodeTransformer):
    def visit_FunctionDef(self, node):
        if node.name in PRESENTATION or node.name.startswith(("_prompt", "_observe", "_describe")):
            return None
        return self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_JoinedStr(self, node):             # an f-string is a message: its text never counts
        return ast.Constant(value="")


def _strip_docstrings(tree):
    tree = _Presentation().visit(tree)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None),
                                                                      ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]
    return tree


def source_digest(path: Path) -> str:
    """The hash of a Python file's code (syntax tree without docstrings; comments never count)."""
    tree = _strip_docstrings(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
    return hashlib.sha256(ast.dump(tree, include_attributes=False).encode()).hexdigest()


def _game_files(game: str) -> list[Path]:
    cls = game_class(game)
    pkg = Path(__import__(cls.__module__, fromlist=["x"]).__file__).resolve().parent
    own = sorted(p for p in pkg.glob("*.py") if p.name not in PRESENTATION_MODULES)
    return own + [ENGINE / s for s in SHARED]


def rules_content(game: str) -> dict:
    """The part of the registry and options that play depends on (see the module docstring)."""
    cls = game_class(game)
    book = cls.BOOK
    return {
        "game": game,
        "players": list(cls.PLAYERS),
        "rules": sorted([r.id, r.decision or ""] for r in book.rules.values()),
        "decisions": sorted([d.id, d.option or ""] for d in book.decisions.values()),
        "options": [{k: v for k, v in o.to_dict().items() if k not in ("label", "help")}
                    for o in cls.OPTIONS],
    }


@functools.lru_cache(maxsize=None)
def fingerprint(game: str) -> str:
    """A 16-hex-digit fingerprint of ``game``'s rules and engine (cached for the process)."""
    h = hashlib.sha256(json.dumps(rules_content(game), sort_keys=True, default=repr).encode())
    for p in _game_files(game):
        h.update(p.relative_to(ENGINE).as_posix().encode())
        h.update(source_digest(p).encode())
    return h.hexdigest()[:16]
