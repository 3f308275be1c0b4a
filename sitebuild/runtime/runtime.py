"""Copy the browser runtime (self-hosted Pyodide + the engine wheel) into a built site.

The MkDocs hook (`sitebuild/hooks.py`) calls :func:`install_runtime` in ``on_post_build``; the same
function can be run on its own, so the step survives a change of site generator::

    python -m sitebuild.runtime.runtime site/            # copy into site/ (build the wheel first if needed)
    python -m sitebuild.runtime.runtime --build-wheel    # only (re)build dist/tapisvert-*.whl

Layout written into the site::

    <site>/pyodide/{pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip, pyodide-lock.json}
    (python_stdlib.zip trimmed to the modules the site imports, as bytecode: sitebuild/runtime/stdlib.py)
    <site>/wheels/<sha256[:12]>/tapisvert-<version>-py3-none-any.whl
    <site>/wheels/manifest.json     {"package", "version", "wheel" (path relative to the site root), ...}

The wheel sits in a directory named after its hash: ``pyodide.loadPackage`` refuses URLs with a query
string, so cache-busting has to happen in the path.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from sitebuild.runtime import stdlib
from sitebuild.runtime.engine_wheel import PACKAGE, _wheel_version, build_wheel, ensure_wheel
from sitebuild.runtime.pyodide_package import (
    BYTECODE_CACHE,
    STDLIB_ZIP,
    RuntimeSetupError,
    pyodide_dir,
    pyodide_version,
    stored_zip_bytes as stored_zip_bytes,  # the zip as runtime ships it, for tests
)

ROOT = Path(__file__).resolve().parents[2]

#: The five files Pyodide needs to boot in a browser (nothing else from the npm package is shipped).
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

PYC_SCRIPT = Path(__file__).with_name("pyc_wheel.mjs")


def bytecode_wheel_bytes(wheel: Path, root: Path = ROOT) -> bytes:
    """The wheel as the site ships it: stored (uncompressed, so that the served brotli sees every
    file), with CPython bytecode compiled by the shipped Pyodide beside each module, and without
    what the browser never imports (the variant laboratory, the command line).

    Measured under Node (CONTRIBUTING.md, "How the site is made fast"): the engine's import and first deal take about
    half the time with the bytecode (median 370 ms against 767 ms, 7 interleaved pairs on a loaded
    machine) for about 230 KB more on the wire (356 KB against 126 KB as brotli)."""
    data = wheel.read_bytes()
    # the script is part of the key: what it leaves out or adds changes the wheel
    key = hashlib.sha256(data + pyodide_version(root).encode() + PYC_SCRIPT.read_bytes()).hexdigest()[:24]
    cached = BYTECODE_CACHE / f"{key}-{wheel.name}"
    if not cached.is_file():
        node = shutil.which("node")
        if not node:
            raise RuntimeSetupError("node is not on PATH: it compiles the engine's bytecode with Pyodide")
        BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(
            [node, str(PYC_SCRIPT), str(wheel), str(cached)],
            cwd=root,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        if proc.returncode != 0 or not cached.is_file():
            raise RuntimeSetupError(
                f"compiling the engine's bytecode with Pyodide failed:\n{proc.stdout[-3000:]}"
            )
    return cached.read_bytes()


def install_runtime(site_dir: str | os.PathLike, root: Path = ROOT, wheel: Path | None = None) -> dict:
    """Copy the Pyodide boot files and the engine wheel into ``site_dir``; return the manifest dict."""
    site = Path(site_dir)
    src = pyodide_dir(root)
    dest = site / "pyodide"
    dest.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        source = src / name
        if not source.is_file():
            raise RuntimeSetupError(f"{source} is missing from the Pyodide npm package")
        target = dest / name
        if name == STDLIB_ZIP:
            # only the modules the site's Python imports (traced: sitebuild.runtime.stdlib), as bytecode
            data = stdlib.bytecode_zip_bytes(stdlib.trimmed_zip_bytes(source), root)
            if not (target.is_file() and target.read_bytes() == data):
                tmp = target.with_suffix(".tmp")
                tmp.write_bytes(data)
                tmp.replace(target)
        elif not (
            target.is_file()
            and target.stat().st_size == source.stat().st_size
            and target.stat().st_mtime >= source.stat().st_mtime
        ):
            shutil.copy2(source, target)

    wheel = Path(wheel) if wheel else ensure_wheel(root)
    data = bytecode_wheel_bytes(wheel, root)
    digest = hashlib.sha256(data).hexdigest()
    wheels = site / "wheels"
    if wheels.exists():
        shutil.rmtree(wheels)  # drop wheels of earlier builds
    target_dir = wheels / digest[:12]
    target_dir.mkdir(parents=True)
    (target_dir / wheel.name).write_bytes(data)
    manifest = {
        "package": PACKAGE,
        "version": _wheel_version(wheel),
        "wheel": f"wheels/{digest[:12]}/{wheel.name}",
        "sha256": digest,
        "pyodide": pyodide_version(root),
        # what the page asks the service worker to keep for offline play (paths from the site root)
        "runtime": [f"pyodide/{name}" for name in RUNTIME_FILES] + [f"wheels/{digest[:12]}/{wheel.name}"],
        # bytes of the files the worker fetches (its progress bar; the .mjs is imported, not fetched)
        "runtime_bytes": sum((dest / n).stat().st_size for n in RUNTIME_FILES if not n.endswith(".mjs"))
        + len(data),
        # of which the wheel (a warm start from a memory snapshot does not fetch it)
        "wheel_bytes": len(data),
    }
    (wheels / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site_dir", nargs="?", help="built site directory to copy the runtime into")
    parser.add_argument("--build-wheel", action="store_true", help="(re)build dist/tapisvert-*.whl first")
    args = parser.parse_args(argv)
    try:
        wheel = build_wheel() if args.build_wheel else None
        if args.site_dir:
            manifest = install_runtime(args.site_dir, wheel=wheel)
            print(json.dumps(manifest, indent=2))
        elif wheel:
            print(wheel)
        else:
            parser.error("nothing to do: give a site directory and/or --build-wheel")
    except RuntimeSetupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
