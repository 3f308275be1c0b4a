"""No import cycle in ``sitebuild/`` (issue 39), module by module and folder by folder.

The graph is read from the source with ``ast`` (``tests/engine/test_import_cycles.py``'s reader):
every ``import`` counts, at the top of a module, under ``if TYPE_CHECKING:`` or inside a function.

* Module by module: no strongly connected component of more than one module, none tolerated.
* Folder by folder (``edition/``, ``pages/``, ``languages/``, ``runtime/``, ``serving/``; ``top`` is
  ``hooks.py``, ``lab_hooks.py`` and ``__init__.py``): the folders' own graph, one edge wherever a
  module of one imports a module of another.  :data:`KNOWN_FOLDER_CYCLES` is empty since the
  edition/languages/pages cycle was broken (issue 39): any cycle between folders fails.
* The folders in :data:`LAYERS` order (CONTRIBUTING's layer order): a folder imports only folders
  below it.
* The product never imports the test harness (``tests/``).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.engine.test_import_cycles import cycles, import_graph

ROOT = Path(__file__).resolve().parents[2]
SITEBUILD = ROOT / "sitebuild"

#: Cycles between folders left to break, each with the imports that close it: none (issue 39 broke
#: the last, edition -> pages -> languages -> edition; the list only shrinks).
KNOWN_FOLDER_CYCLES: dict[frozenset[str], str] = {}

#: The folders from the bottom up, as CONTRIBUTING's sitebuild section gives them: the texts and the
#: edition's own data, the words in each language, the pages, what the browser runs, how the site is
#: served, and the hooks on top.  ``serving/`` imports no other folder; it sits just under ``top``.
LAYERS = ("edition", "languages", "pages", "runtime", "serving", "top")


def folder(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 else "top"


def folder_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {folder(m): set() for m in graph}
    for module, targets in graph.items():
        out[folder(module)] |= {folder(t) for t in targets} - {folder(module)}
    return out


def _edges(graph: dict[str, set[str]], component: frozenset[str], name=lambda m: m) -> str:
    return "\n    ".join(
        f"{m} -> {t}"
        for m in sorted(graph)
        for t in sorted(graph[m])
        if name(m) in component and name(t) in component
    )


def test_no_module_cycle():
    graph = import_graph(SITEBUILD, "sitebuild")
    assert len(graph) > 50 and "sitebuild.edition.sources" in graph  # the reader sees the folders
    found = cycles(graph)
    assert not found, "import cycles in sitebuild/:\n    " + "\n    ".join(
        _edges(graph, component) for component in found
    )


def test_no_folder_cycle_but_the_known_ones():
    graph = import_graph(SITEBUILD, "sitebuild")
    found = cycles(folder_graph(graph))
    new = [c for c in found if c not in KNOWN_FOLDER_CYCLES]
    gone = [sorted(c) for c in KNOWN_FOLDER_CYCLES if c not in found]
    assert not new, "import cycles between sitebuild/'s folders:\n    " + "\n    ".join(
        _edges(graph, c, folder) for c in new
    )
    assert not gone, f"these folder cycles are broken: remove them from KNOWN_FOLDER_CYCLES: {gone}"


def test_folders_import_only_the_layers_below():
    graph = import_graph(SITEBUILD, "sitebuild")
    folders = folder_graph(graph)
    assert set(folders) == set(LAYERS), "a folder was added or removed: place it in LAYERS and CONTRIBUTING"
    upward = [
        f"{m} -> {t}"
        for m in sorted(graph)
        for t in sorted(graph[m])
        if LAYERS.index(folder(t)) > LAYERS.index(folder(m))
    ]
    assert not upward, "imports up the layers (" + " < ".join(LAYERS) + "):\n    " + "\n    ".join(upward)


def test_the_product_never_imports_the_tests():
    for path in sorted(SITEBUILD.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            assert not any(n == "tests" or n.startswith("tests.") for n in names), path


def test_a_cycle_between_folders_is_found():
    """The folder graph closes a cycle that no single module does."""
    graph = {
        "sitebuild.a.x": {"sitebuild.b.y"},
        "sitebuild.b.y": set(),
        "sitebuild.b.z": {"sitebuild.a.w"},
        "sitebuild.a.w": set(),
        "sitebuild.hooks": {"sitebuild.a.x"},
    }
    assert cycles(graph) == []
    assert cycles(folder_graph(graph)) == [frozenset({"a", "b"})]
