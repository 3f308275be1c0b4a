"""The runtime the site serves, with its trimmed standard library (sitebuild/runtime/stdlib.py, issue 27),
imports in a real browser everything the engine and the worked examples import.

The page loads the site's own Pyodide (``/pyodide/``, the trimmed ``python_stdlib.zip``) and the
engine wheel of ``wheels/manifest.json``, as the engine worker does, imports every engine module a
page can reach (the warm-start snapshot's list, warm-start.mjs) and runs the code of the Engine API
page's worked examples (``sitebuild.runtime.stdlib.example_sources``; an example that raises on purpose is
fine, a module not found is not). ``tests/site/test_pyodide_node.py`` traces the same under Node.
"""

from __future__ import annotations

import json
import zipfile

from sitebuild.runtime import stdlib
from tests import testing
from tests.browser.table import BOOT_TIMEOUT

RULES = "/games/triomphe/rules/"
PLAY = "/games/triomphe/play/"

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


# Python's start-up, then the engine installed as the worker installs it (wheel-install.mjs), then
# every engine module imported with the compilations from source counted: what the site ships as
# bytecode must be what Python runs (a stale or missing .pyc is compiled again, and counted).
BYTECODE = """async ([importAll]) => {
  const { loadPyodide } = await import(new URL('/pyodide/pyodide.mjs', location.origin).href);
  const { installWheel } = await import(new URL('/playground/engine-client/wheel-install.mjs', location.origin).href);
  const manifest = await (await fetch('/wheels/manifest.json', { cache: 'no-cache' })).json();
  const py = await loadPyodide({ indexURL: new URL('/pyodide/', location.origin).href });
  const stdlib = JSON.parse(py.runPython(`
import json, sys, zipimport
# the modules the zip gave (not those frozen into Python itself, whose __file__ names the zip too)
json.dumps({name: m.__file__ for name, m in sys.modules.items()
            if isinstance(getattr(m.__spec__, "loader", None), zipimport.zipimporter)})`));
  const wheel = new Uint8Array(await (await fetch(new URL(manifest.wheel, location.origin))).arrayBuffer());
  const install = installWheel(py, wheel);
  const engine = JSON.parse(py.runPython(importAll));
  return { stdlib, install, engine, loaded: Object.keys(py.loadedPackages) };
}"""

IMPORT_ALL = """
import importlib, importlib._bootstrap_external as external, json, pkgutil, sys, zipimport

compiled = []
source_to_code = external.SourceLoader.source_to_code
def counting(self, data, path, *args, **kwargs):
    compiled.append(path)
    return source_to_code(self, data, path, *args, **kwargs)
external.SourceLoader.source_to_code = counting
zip_compile = zipimport._compile_source
zipimport._compile_source = lambda path, source: (compiled.append(path), zip_compile(path, source))[1]

import tapisvert
def _import_all(package):
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name in ("tapisvert.lab", "tapisvert.cli", "tapisvert.__main__"):
            continue
        module = importlib.import_module(info.name)
        if info.ispkg:
            _import_all(module)
_import_all(tapisvert)
external.SourceLoader.source_to_code = source_to_code
zipimport._compile_source = zip_compile
engine = {n: m.__spec__.cached for n, m in sys.modules.items() if n.split(".")[0] == "tapisvert"}
json.dumps({"compiled": compiled, "modules": engine, "file": tapisvert.__file__})
"""


def _shipped_wheel(site) -> zipfile.ZipFile:
    manifest = json.loads((site / "wheels" / "manifest.json").read_text(encoding="utf-8"))
    return zipfile.ZipFile(site / manifest["wheel"])


def test_python_runs_the_bytecode_the_site_ships(browser, origin):
    """The standard library is imported from the shipped bytecode (the zip holds no source), the
    engine is installed from its own files without Pyodide's package loader, and no module of
    either is compiled in the browser."""
    site = testing.test_site()
    with _shipped_wheel(site) as wheel:
        files = [n for n in wheel.namelist() if not n.endswith("/")]
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.set_default_timeout(BOOT_TIMEOUT)
        page.goto(origin + RULES)
        out = page.evaluate(BYTECODE, [IMPORT_ALL])
    finally:
        ctx.close()
    stdlib_files = out["stdlib"]
    assert len(stdlib_files) > 100, stdlib_files  # Pyodide's start-up imports most of the shipped modules
    from_source = {name: f for name, f in stdlib_files.items() if not f.endswith(".pyc")}
    assert not from_source, f"imported from source, not from the shipped bytecode: {from_source}"

    assert out["install"] == {"method": "files", "files": len(files)}
    assert "tapisvert" not in out["loaded"], "installed by Pyodide's package loader"
    engine = out["engine"]
    assert engine["file"].endswith("/site-packages/tapisvert/__init__.py"), engine["file"]
    assert not engine["compiled"], (
        f"compiled in the browser (stale or missing bytecode): {engine['compiled']}"
    )
    assert len(engine["modules"]) > 30
    shipped_pyc = {n for n in files if n.endswith(".pyc")}
    for name, cached in engine["modules"].items():
        assert cached and cached.split("/site-packages/", 1)[1] in shipped_pyc, (name, cached)


def test_the_engine_worker_installs_the_wheel_from_its_files(browser, origin):
    """A first visit's engine worker writes the wheel's files itself (no package loader): it says
    how, and how many files, which are the shipped wheel's."""
    site = testing.test_site()
    with _shipped_wheel(site) as wheel:
        files = [n for n in wheel.namelist() if not n.endswith("/")]
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(origin + PLAY)
        page.wait_for_function("() => window.tapisvert && window.tapisvert.engine.info", timeout=BOOT_TIMEOUT)
        info = page.evaluate("() => window.tapisvert.engine.info")
        page.locator(".tv-table .tv-hand .tv-card.is-legal").first.wait_for(timeout=BOOT_TIMEOUT)
    finally:
        ctx.close()
    assert info["boot"] == "fresh", info
    assert info["install"] == {"method": "files", "files": len(files)}, info
