"""No import cycle in the engine or in ``sitebuild/`` (issue 39, item 3).

The module graph is read from the source with ``ast``, not from what Python happens to import:
every ``import`` counts, at the top of a module, under ``if TYPE_CHECKING:`` or inside a function,
so a cycle cannot be hidden by moving an import out of sight.  An edge goes to the module named
(``from pkg import mod`` is an edge to ``pkg.mod`` when that is a module, else to ``pkg``); a
package's ``__init__`` is a module like the others.  Every strongly connected component of more
than one module is a cycle and is reported whole.

The engine graph is the whole ``tapisvert`` package: the core, the laboratory, the solver, the
words and each ``games/<game>`` package.  ``sitebuild`` is the other graph.

:data:`KNOWN` lists the cycles not broken yet, each with the reason; a new cycle, or a known one
that grows, fails; a known one that is gone fails too, so that the list only shrinks.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GRAPHS = {"tapisvert": ROOT / "engine" / "src" / "tapisvert", "sitebuild": ROOT / "sitebuild"}

#: Cycles left to break (each a set of modules, with why it is still there).  Empty is the goal.
KNOWN: dict[frozenset[str], str] = {}


def modules(root: Path, package: str) -> dict[str, Path]:
    """Module name -> file, for every ``.py`` file below ``root`` (the package ``package``)."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = [package, *path.relative_to(root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _imported(name: str, path: Path, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that one import statement of module ``name`` names."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        if node.level:
            base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
            base = base[: len(base) - node.level + 1]
            source = ".".join([*base, node.module] if node.module else base)
        else:
            source = node.module or ""
        targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in known else source for a in node.names]
    out = set()
    for target in targets:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            out.add(target)
    return out


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports, wherever the import stands."""
    known = modules(root, package)
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        graph[name] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                graph[name] |= _imported(name, path, node, known)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def _describe(component: frozenset[str], graph: dict[str, set[str]]) -> str:
    edges = [f"{m} -> {', '.join(sorted(graph[m] & component))}" for m in sorted(component)]
    return f"{len(component)} modules:\n    " + "\n    ".join(edges)


def test_no_import_cycle_but_the_known_ones():
    new, gone = [], set(KNOWN)
    for package, root in GRAPHS.items():
        graph = import_graph(root, package)
        for component in cycles(graph):
            if component in KNOWN:
                gone.discard(component)
            else:
                new.append(_describe(component, graph))
    assert not new, (
        "import cycles (move what both need to a lower module, pass values, or use a protocol):\n"
        + ("\n".join(new))
    )
    assert not gone, f"these cycles are broken: remove them from KNOWN: {[sorted(c) for c in gone]}"


def test_a_cycle_through_a_function_or_type_checking_import_is_found(tmp_path):
    """The detector itself can fail: imports out of sight still close a cycle."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg.sub import b\n")
    (pkg / "sub" / "b.py").write_text(
        textwrap.dedent(
            """\
            from typing import TYPE_CHECKING
            if TYPE_CHECKING:
                from .. import c
            """
        )
    )
    (pkg / "c.py").write_text("def f():\n    from . import a\n    return a\n")
    (pkg / "d.py").write_text("import pkg.a\n")  # into the cycle, not part of it
    graph = import_graph(pkg, "pkg")
    assert graph["pkg.a"] == {"pkg.sub.b"} and graph["pkg.sub.b"] == {"pkg.c"} and graph["pkg.c"] == {"pkg.a"}
    assert cycles(graph) == [frozenset({"pkg.a", "pkg.sub.b", "pkg.c"})]
