"""The rules fingerprint of a game: what the lab's results depend on, hashed.

It covers what can change play or scoring:

* the rules registry's ids with each rule's decision, and the decisions' ids with their options
  (not the wording of statements, quotes or reasons: re-wording a rule does not change the game);
* the options: names, defaults, allowed values and the decisions they switch;
* the engine source of the game (its package, less the registry's modules ``rules.py``,
  ``decisions.py``, ``variant_rules.py`` and its French words ``rules_fr.py``, whose playing content
  is the registry and options above, and less its presentation modules: prompts, score sheets) and
  of the shared modules every game plays through (``SHARED``: state and undo, cards, seeded
  randomness, deals, the shared layer, the worlds, bots and search), and the lab's own playing code.
  Source is hashed as its syntax tree without what cannot change play: docstrings and comments, the
  text of f-strings (messages and log lines), and the methods that only present a state
  (observation, prompts, score sheets, descriptions, explanations of refusals, records). Type
  annotations do not count either (they never run): parameter and return annotations, ``x: T = v``
  read as ``x = v`` outside dataclass-like classes (inside, a field's type counts only as
  ``ClassVar``, ``InitVar`` or ``KW_ONLY``, which decide what is a field), ``cast(T, v)`` read as
  ``v``, ``if TYPE_CHECKING:`` blocks and imports from ``typing``, ``collections.abc``,
  ``__future__`` and the engine's ``types`` module. Any other change of code changes the
  fingerprint.

Committed results carry the fingerprint of each game they were computed with;
``results.stale_studies()`` names the studies whose fingerprint no longer matches the engine.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from ..registry import game_class

ENGINE = Path(__file__).resolve().parent.parent
# The core modules every game plays through: the state, the cards, seeded randomness and deals, the
# shared layer (match flow, tricks, the draw for the deal, phases, capabilities), the worlds the search
# deals, the bots and the search (the skill studies play them), and the lab's own playing code.
SHARED = (
    "state.py",
    "undo.py",
    "cards.py",
    "rng.py",
    "deal.py",
    "options.py",
    "match.py",
    "tricks.py",
    "first_dealer.py",
    "phase.py",
    "capabilities.py",
    "worlds.py",
    "bots.py",
    "search.py",
    "solver/__init__.py",
    "solver/alphabeta.py",
    "solver/core.py",
    "solver/games.py",
    "solver/key.py",
    "solver/lean.py",
    "solver/lean_briscan.py",
    "solver/lean_francion.py",
    "solver/lean_tarot.py",
    "solver/lean_triomphe.py",
    "lab/play.py",
    "lab/events.py",
)


# Methods that present a state or explain a refusal, and never change what is legal or played.
PRESENTATION = frozenset(
    {
        "observation",
        "_observe",
        "_describe",
        "_log_entries",
        "_tricks_seen",
        "_results_for",
        "prompt",
        "_prompt",
        "score_sheet",
        "score_sheets",
        "_score_sheet",
        "to_record",
        "to_json",
        "__repr__",
        "explain",
        "_why_illegal",
        "legal_actions",
        "actions",
        "_side_name",
        "seat_names",
        "score_unit",
    }
)
PRESENTATION_MODULES = frozenset(
    # rules_fr.py: the French words of the registry (issue 42), wording like rules.py's statements
    {"rules.py", "rules_fr.py", "decisions.py", "variant_rules.py", "prompt.py", "sheet.py", "narration.py"}
)


class _Presentation(ast.NodeTransformer):
    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST | None:
        if node.name in PRESENTATION or node.name.startswith(("_prompt", "_observe", "_describe")):
            return None
        return self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_JoinedStr(
        self, node: ast.JoinedStr
    ) -> ast.AST:  # an f-string is a message: its text never counts
        return ast.Constant(value="")


_TYPING_MODULES = frozenset(
    {"__future__", "typing", "typing_extensions", "collections.abc", "tapisvert.types"}
)


def _is_typing_import(node: ast.AST) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.module in _TYPING_MODULES or (node.level > 0 and node.module == "types")
    return isinstance(node, ast.Import) and all(a.name in _TYPING_MODULES for a in node.names)


def _is_type_checking(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return not getattr(node, "orelse", True) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")
    )


def _keeps_annotations(cls: ast.ClassDef) -> bool:
    """A class whose annotations make fields (dataclass, NamedTuple, TypedDict…): they count."""
    return bool(cls.decorator_list or cls.keywords) or any(
        (b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")) in ("NamedTuple", "TypedDict")
        for b in cls.bases
    )


def _field_marker(annotation: ast.expr) -> ast.expr:
    """What of a dataclass-like class's annotation decides whether it makes a field."""
    words = {
        n.id if isinstance(n, ast.Name) else n.attr
        for n in ast.walk(annotation)
        if isinstance(n, (ast.Name, ast.Attribute))
    }
    for marker in ("ClassVar", "InitVar", "KW_ONLY"):
        if marker in words:
            return ast.Name(id=marker, ctx=ast.Load())
    return ast.Constant(value=None)


class _Annotations(ast.NodeTransformer):
    """Remove what only types the code, so that annotating a module leaves its fingerprint alone."""

    def __init__(self) -> None:
        self.class_keeps: list[bool] = []  # for each enclosing scope: annotations count there

    def _body(self, node: ast.AST, keeps: bool) -> ast.AST:
        self.class_keeps.append(keeps)
        self.generic_visit(node)
        self.class_keeps.pop()
        return node

    def visit_Module(self, node: ast.Module) -> ast.AST:
        return self._body(node, False)

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        return self._body(node, _keeps_annotations(node))

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        node.returns = None
        node.type_params = []  # type: ignore[union-attr]  # (Python 3.12's; typeshed for 3.11 lacks it)
        args = node.args
        for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg):
            if a is not None:
                a.annotation = None
        return self._body(node, False)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST | None:
        if self.class_keeps and self.class_keeps[-1]:
            node.annotation = _field_marker(node.annotation)
            return self.generic_visit(node)
        if node.value is None:
            return None
        return self.generic_visit(ast.Assign(targets=[node.target], value=node.value))

    def visit_ImportFrom(self, node: ast.Import | ast.ImportFrom) -> ast.AST | None:
        return None if _is_typing_import(node) else node

    visit_Import = visit_ImportFrom

    def visit_If(self, node: ast.If) -> ast.AST | None:
        return None if _is_type_checking(node) else self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        f = node.func
        if (
            (
                (isinstance(f, ast.Name) and f.id == "cast")
                or (isinstance(f, ast.Attribute) and f.attr == "cast")
            )
            and len(node.args) == 2
            and not node.keywords
        ):
            kept: ast.AST = self.visit(node.args[1])
            return kept
        return self.generic_visit(node)


def _strip_docstrings(tree: ast.AST) -> ast.AST:
    tree = _Annotations().visit(tree)
    tree = _Presentation().visit(tree)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            first = body[0] if body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                node.body = body[1:] or [ast.Pass()]
    return tree


def source_digest(path: Path) -> str:
    """The hash of a Python file's code (syntax tree without docstrings; comments never count)."""
    tree = _strip_docstrings(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
    return hashlib.sha256(ast.dump(tree, include_attributes=False).encode()).hexdigest()


def _game_files(game: str) -> list[Path]:
    cls = game_class(game)
    source = __import__(cls.__module__, fromlist=["x"]).__file__
    assert source is not None  # a game is a module of files, not a namespace
    pkg = Path(source).resolve().parent
    own = sorted(p for p in pkg.glob("*.py") if p.name not in PRESENTATION_MODULES)
    return own + [ENGINE / s for s in SHARED]


def rules_content(game: str) -> dict[str, Any]:
    """The part of the registry and options that play depends on (see the module docstring)."""
    cls = game_class(game)
    book = cls.FACTS.book
    return {
        "game": game,
        "players": list(cls.FACTS.players),
        "rules": sorted([r.id, r.decision or ""] for r in book.rules.values()),
        "decisions": sorted([d.id, d.option or ""] for d in book.decisions.values()),
        "options": [
            {k: v for k, v in o.to_dict().items() if k not in ("label", "help")} for o in cls.FACTS.options
        ],
    }


@functools.cache
def fingerprint(game: str) -> str:
    """A 16-hex-digit fingerprint of ``game``'s rules and engine (cached for the process)."""
    h = hashlib.sha256(json.dumps(rules_content(game), sort_keys=True, default=repr).encode())
    for p in _game_files(game):
        h.update(p.relative_to(ENGINE).as_posix().encode())
        h.update(source_digest(p).encode())
    return h.hexdigest()[:16]
