"""The engine's docstring examples run as doctests (issue 39, item 5: docs that cannot drift).

Every module of ``tapisvert`` is searched; a failing example fails here, naming its module. The
modules listed in ``DOCUMENTED`` must keep at least one example, so that the public entry points
stay shown by working code (python-chess does the same with its docs).
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import tapisvert

DOCUMENTED = ("tapisvert", "tapisvert.rule_words", "tapisvert.seats", "tapisvert.cards", "tapisvert.sheet")
# The laboratory needs its optional extra (Dask); the command line's entry point runs on import.
SKIPPED = ("tapisvert.lab", "tapisvert.__main__")


def _modules() -> list[str]:
    names = ["tapisvert"]
    for info in pkgutil.walk_packages(tapisvert.__path__, "tapisvert."):
        if not info.name.startswith(SKIPPED):
            names.append(info.name)
    return names


@pytest.mark.parametrize("name", _modules())
def test_the_docstring_examples_run(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False, report=True)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples fail"
    if name in DOCUMENTED:
        assert result.attempted > 0, f"{name} lost its examples"
