"""The runtime the site serves, with its trimmed standard library (sitebuild/stdlib.py, issue 27),
imports in a real browser everything the engine and the worked examples import.

The page loads the site's own Pyodide (``/pyodide/``, the trimmed ``python_stdlib.zip``) and the
engine wheel of ``wheels/manifest.json``, as the engine worker does, imports every engine module a
page can reach (the warm-start snapshot's list, warm-start.mjs) and runs the code of the Engine API
page's worked examples (``sitebuild.stdlib.example_sources``; an example that raises on purpose is
fine, a module not found is not). ``tests/site/test_pyodide_node.py`` traces the same under Node.
"""

from __future__ import annotations

import json

from sitebuild import stdlib
from tests.browser.table import BOOT_TIMEOUT

RULES = "/games/triomphe/rules/"

CHECK = """
import importlib, pkgutil, sys
import tapisvert

missing = []
def _import_all(package):
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name in ("tapisvert.lab", "tapisvert.cli", "tapisvert.__main__"):
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError as exc:
            missing.append(f"{info.name}: {exc}")
            continue
        if info.ispkg:
            _import_all(module)

_import_all(tapisvert)
namespace = {}
ran = 0
for source in json.loads(SOURCES):
    try:
        exec(compile(source, "<api example>", "exec"), namespace)
        ran += 1
    except ImportError as exc:
        missing.append(f"example {source.strip()[:60]!r}: {exc}")
    except Exception:
        ran += 1  # an example that shows a refusal raises on purpose
try:
    import unittest  # left out of the trimmed zip: proves this is the trimmed runtime
    trimmed = False
except ImportError:
    trimmed = True
json.dumps({"missing": missing, "ran": ran, "trimmed": trimmed, "modules": len(sys.modules)})
"""

RUN = """async ([check, sources]) => {
  const { loadPyodide } = await import(new URL('/pyodide/pyodide.mjs', location.origin).href);
  const manifest = await (await fetch('/wheels/manifest.json', { cache: 'no-cache' })).json();
  const py = await loadPyodide({ indexURL: new URL('/pyodide/', location.origin).href });
  await py.loadPackage(new URL(manifest.wheel, location.origin).href);
  py.globals.set('SOURCES', sources);
  return py.runPython('import json\\n' + check);
}"""


def test_the_trimmed_runtime_imports_what_the_engine_and_the_examples_import(browser, origin):
    sources = stdlib.example_sources()
    assert len(sources) > 20, "the Engine API page has no worked examples to run"
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.set_default_timeout(BOOT_TIMEOUT)
        page.goto(origin + RULES)  # a page without a table: no engine worker competes
        out = json.loads(page.evaluate(RUN, [CHECK, json.dumps(sources)]))
    finally:
        ctx.close()
    assert out["trimmed"], "unittest imported: the page did not get the trimmed standard library"
    assert not out["missing"], out["missing"]
    assert out["ran"] == len(sources), out
