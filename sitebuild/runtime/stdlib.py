"""The standard library the site ships: only the modules its Python imports (issue 27).

Pyodide's ``python_stdlib.zip`` holds the whole standard library (9.6 MB of sources, 1.6 MB as
brotli); the engine and Pyodide's own start-up use a small part of it. Which part is found by
tracing, not by guessing: ``sitebuild/runtime/stdlib_trace.mjs`` boots the pinned Pyodide under Node the
three ways the site does (first visit, warm-start snapshot made, snapshot restored), and
``sitebuild/runtime/stdlib_driver.py`` makes Python do everything a page can make it do (every engine
module imported, every bridge op with good and bad requests, a hand of every game with every bot
level, the worked examples' code of the Engine API page). Every module name Python looked for or
had loaded is recorded, and the list is committed in :data:`MODULE_LIST` (reviewable; a change of
it is a change of what the site ships)::

    python -m sitebuild.runtime.stdlib --trace     # re-trace and rewrite sitebuild/runtime/stdlib_modules.txt
    python -m sitebuild.runtime.stdlib --sizes     # what the full and the trimmed zip cost

``sitebuild.runtime.runtime`` writes the trimmed zip into the site as bytecode (:func:`trimmed_zip_bytes`,
then :func:`bytecode_zip_bytes`: Python no longer compiles its standard library at every start).
``tests/site/test_pyodide_node.py`` boots Pyodide with that zip and plays every game's matches
and the examples: if the engine ever imports a module that is not kept, it fails, saying to
re-trace.
"""

from __future__ import annotations

import argparse
import doctest
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from sitebuild.runtime import engine_wheel, pyodide_package

ROOT = Path(__file__).resolve().parents[2]
MODULE_LIST = Path(__file__).with_name("stdlib_modules.txt")
TRACE_SCRIPT = Path(__file__).with_name("stdlib_trace.mjs")
DRIVER = Path(__file__).with_name("stdlib_driver.py")
API_PAGE = ROOT / "docs" / "api.md"
#: The table's bot levels (playground/table/table.mjs BOT_LEVELS); the first plays whole hands.
BOT_LEVELS = ["baseline", "standard", "strong", "random"]
_PYCON = re.compile(r"^```pycon\n(.*?)^```", re.MULTILINE | re.DOTALL)


class StdlibError(RuntimeError):
    pass


def example_sources(page: Path = API_PAGE) -> list[str]:
    """The code of the worked examples of the Engine API page (its ``pycon`` blocks), in order."""
    blocks = _PYCON.findall(page.read_text(encoding="utf-8")) if page.is_file() else []
    parser = doctest.DocTestParser()
    return [ex.source for ex in parser.get_examples("\n".join(blocks))]


def trace(wheel: Path, root: Path = ROOT, stdlib_zip: Path | None = None) -> dict:
    """Run the trace under Node (with Pyodide's own standard library, or ``stdlib_zip``); returns
    ``{"pyodide": version, "modules": [every module name Python looked for or loaded]}``."""
    from sitebuild.runtime import botgames

    node = shutil.which("node")
    if not node:
        raise StdlibError("node is not on PATH: the trace runs Pyodide under Node")
    work = {"specs": botgames.all_game_specs(), "levels": BOT_LEVELS, "examples": example_sources()}
    with tempfile.TemporaryDirectory(prefix="tv-stdlib-") as tmp:
        work_file = Path(tmp) / "work.json"
        work_file.write_text(json.dumps(work), encoding="utf-8")
        proc = subprocess.run(
            [node, str(TRACE_SCRIPT), str(wheel), str(DRIVER), str(work_file)]
            + ([str(stdlib_zip)] if stdlib_zip else []),
            cwd=root,
            capture_output=True,
            text=True,
        )
    if proc.returncode != 0:
        raise StdlibError(f"the import trace under Pyodide failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout)


def zip_entries(names: list[str], modules: set[str]) -> list[str]:
    """The entries of a standard-library zip that the ``modules`` need: each module's file (or its
    package's ``__init__.py``, with the package's directory entry). Module names that are not in
    the zip (built into Pyodide, frozen, the engine's own, or looked for and absent) need nothing."""
    wanted: set[str] = set()
    for name in modules:
        path = name.replace(".", "/")
        wanted.update({f"{path}.py", f"{path}/__init__.py", f"{path}/"})
        parts = path.split("/")
        for i in range(1, len(parts)):  # the directory entries of its parents
            wanted.add("/".join(parts[:i]) + "/")
    return [n for n in names if n in wanted]


def read_module_list(path: Path = MODULE_LIST) -> set[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def write_module_list(traced: dict, stdlib_zip: Path, path: Path = MODULE_LIST) -> list[str]:
    """Keep, of the traced names, those that are files of the standard-library zip."""
    with zipfile.ZipFile(stdlib_zip) as z:
        names = z.namelist()
    kept = sorted(
        m for m in set(traced["modules"]) if zip_entries(names, {m}) and not m.startswith("tapisvert")
    )
    header = (
        "# The standard-library modules the site's Python imports under Pyodide "
        f"{traced['pyodide']}, traced by\n"
        "# `python -m sitebuild.runtime.stdlib --trace` (sitebuild/runtime/stdlib.py): only these are shipped.\n"
    )
    path.write_text(header + "".join(m + "\n" for m in kept), encoding="utf-8")
    return kept


def trimmed_zip_bytes(source: Path, modules: set[str] | None = None) -> bytes:
    """``source`` (Pyodide's stdlib zip) with only the entries ``modules`` need, stored without
    compression (the served brotli then sees every file; zipimport does not inflate each module),
    in the same order and with the same timestamps (deterministic)."""
    modules = read_module_list() if modules is None else modules
    buf = io.BytesIO()
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as out:
        keep = set(zip_entries(src.namelist(), modules))
        for info in src.infolist():
            if info.filename not in keep:
                continue
            entry = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            entry.compress_type = zipfile.ZIP_STORED
            entry.external_attr = info.external_attr
            out.writestr(entry, src.read(info))
    return buf.getvalue()


#: Bytecode zips, cached by (trimmed zip, Pyodide version, script): compiling boots Pyodide in Node.
BYTECODE_SCRIPT = Path(__file__).with_name("pyc_stdlib.mjs")


def bytecode_zip_bytes(trimmed: bytes, root: Path = ROOT) -> bytes:
    """The trimmed zip as the site ships it: every module as bytecode compiled by the shipped
    Pyodide (``sitebuild/runtime/pyc_stdlib.mjs``), without its source.

    Measured in Chromium (issue 27, a fresh profile, load 9 on 2 cores): a fresh ``loadPyodide``
    took 7.4 s with the sources (Python compiled the 150 modules its start-up imports, every time)
    and 2.2 s with the bytecode, for 336 KB more as brotli (950 KB against 614 KB)."""
    key_material = trimmed + pyodide_package.pyodide_version(root).encode() + BYTECODE_SCRIPT.read_bytes()
    key = hashlib.sha256(key_material).hexdigest()[:24]
    cached = pyodide_package.BYTECODE_CACHE / f"{key}-{pyodide_package.STDLIB_ZIP}"
    if not cached.is_file():
        node = shutil.which("node")
        if not node:
            raise StdlibError("node is not on PATH: it compiles the standard library's bytecode with Pyodide")
        pyodide_package.BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="tv-stdlib-pyc-") as tmp:
            source = Path(tmp) / pyodide_package.STDLIB_ZIP
            source.write_bytes(trimmed)
            proc = subprocess.run(
                [node, str(BYTECODE_SCRIPT), str(source), str(cached)],
                cwd=root,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
        if proc.returncode != 0 or not cached.is_file():
            raise StdlibError(f"compiling the standard library with Pyodide failed:\n{proc.stdout[-3000:]}")
    return cached.read_bytes()


def zip_modules(names: list[str]) -> set[str]:
    """The module names a standard-library zip's entries provide (sources or bytecode)."""
    modules = set()
    for name in names:
        stem = name[:-4] if name.endswith(".pyc") else name[:-3] if name.endswith(".py") else None
        if stem is None:
            continue
        if stem.endswith("/__init__"):
            stem = stem[: -len("/__init__")]
        modules.add(stem.replace("/", "."))
    return modules


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trace", action="store_true", help="re-trace and rewrite " + MODULE_LIST.name)
    parser.add_argument("--sizes", action="store_true", help="bytes of the full and the trimmed zip")
    args = parser.parse_args(argv)
    source = pyodide_package.pyodide_dir() / pyodide_package.STDLIB_ZIP
    if args.trace:
        traced = trace(engine_wheel.ensure_wheel())
        kept = write_module_list(traced, source)
        print(f"{len(kept)} standard-library modules kept in {MODULE_LIST}")
    if args.sizes or not args.trace:
        full = pyodide_package.stored_zip_bytes(source)
        trimmed = trimmed_zip_bytes(source)
        shipped = bytecode_zip_bytes(trimmed)
        print(
            json.dumps(
                {"full_stored": len(full), "trimmed_stored": len(trimmed), "shipped_bytecode": len(shipped)}
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
