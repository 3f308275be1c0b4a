"""Copy the browser runtime (self-hosted Pyodide + the engine wheel) into a built site.

The MkDocs hook (`sitebuild/hooks.py`) calls :func:`install_runtime` in ``on_post_build``; the same
function can be run on its own, so the step survives a change of site generator::

    python -m sitebuild.runtime site/            # copy into site/ (build the wheel first if needed)
    python -m sitebuild.runtime --build-wheel    # only (re)build dist/tapisvert-*.whl

Layout written into the site::

    <site>/pyodide/{pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip, pyodide-lock.json}
    (python_stdlib.zip trimmed to the modules the site imports, as bytecode: sitebuild/stdlib.py)
    <site>/wheels/<sha256[:12]>/tapisvert-<version>-py3-none-any.whl
    <site>/wheels/manifest.json     {"package", "version", "wheel" (path relative to the site root), ...}

The wheel sits in a directory named after its hash: ``pyodide.loadPackage`` refuses URLs with a query
string, so cache-busting has to happen in the path.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from sitebuild import stdlib

ROOT = Path(__file__).resolve().parent.parent

#: The five files Pyodide needs to boot in a browser (nothing else from the npm package is shipped).
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

PACKAGE = "tapisvert"

#: Fixed timestamp for reproducible wheels (zip entries carry mtimes). The Makefile uses the same value.
SOURCE_DATE_EPOCH = "1767225600"  # 2026-01-01T00:00:00Z


#: Pyodide's standard library, shipped as a zip of .py files deflated one by one (2.5 MB, and
#: barely compressible further). Re-stored without compression it is 9.7 MB on disk but 1.6 MB
#: as brotli (one stream sees every file), and zipimport no longer inflates each module. The site
#: ships only the modules its Python imports (sitebuild.stdlib: traced under Node, issue 27), as
#: bytecode (Python compiled them from source at every start).
STDLIB_ZIP = "python_stdlib.zip"


def stored_zip_bytes(source: Path) -> bytes:
    """The bytes of ``source`` (a zip) re-stored without compression (same entries and order)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as out:
        for info in src.infolist():
            entry = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            entry.compress_type = zipfile.ZIP_STORED
            entry.external_attr = info.external_attr
            out.writestr(entry, src.read(info))
    return buf.getvalue()


#: Bytecode wheels, cached by (wheel, Pyodide version): compiling needs a Pyodide boot under Node.
BYTECODE_CACHE = ROOT / "build" / "bytecode-cache"
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


class RuntimeSetupError(RuntimeError):
    """Raised with a message that says what to run to fix the problem."""


def pyodide_dir(root: Path = ROOT) -> Path:
    path = root / "node_modules" / "pyodide"
    if not (path / "package.json").is_file():
        raise RuntimeSetupError(
            f"{path} is missing: run `npm ci` (or `make node_modules`) to install the pinned Pyodide runtime"
        )
    return path


def pyodide_version(root: Path = ROOT) -> str:
    return json.loads((pyodide_dir(root) / "package.json").read_text(encoding="utf-8"))["version"]


def _engine_sources(root: Path) -> list[Path]:
    engine = root / "engine"
    files = [
        p
        for p in (engine / "src").rglob("*")
        if p.is_file()
        and "__pycache__" not in p.parts
        and not any(part.endswith(".egg-info") for part in p.parts)
    ]
    files += [p for p in (engine / "pyproject.toml", engine / "README.md") if p.is_file()]
    return files


def find_wheel(root: Path = ROOT) -> Path | None:
    """The newest ``dist/tapisvert-*.whl``, or None."""
    wheels = sorted((root / "dist").glob(f"{PACKAGE}-*-py3-none-any.whl"), key=lambda p: p.stat().st_mtime)
    return wheels[-1] if wheels else None


def build_wheel(root: Path = ROOT, dist: Path | None = None) -> Path:
    """Build the engine wheel reproducibly into ``dist/`` (old tapisvert wheels there are removed first).

    The build runs on a temporary copy of ``engine/`` so that it never writes into the source tree
    (setuptools' ``build/`` and ``*.egg-info``) and cannot collide with another build running there.
    """
    engine = root / "engine"
    if not (engine / "pyproject.toml").is_file():
        raise RuntimeSetupError(f"{engine / 'pyproject.toml'} is missing: the engine package is not there")
    dist = Path(dist) if dist is not None else root / "dist"
    dist.mkdir(parents=True, exist_ok=True)
    for old in dist.glob(f"{PACKAGE}-*.whl"):
        old.unlink()
    env = dict(os.environ, SOURCE_DATE_EPOCH=os.environ.get("SOURCE_DATE_EPOCH", SOURCE_DATE_EPOCH))
    with tempfile.TemporaryDirectory(prefix="tapisvert-wheel-") as tmp:
        copy = Path(tmp) / "engine"
        shutil.copytree(
            engine, copy, ignore=shutil.ignore_patterns("build", "dist", "*.egg-info", "__pycache__")
        )
        proc = subprocess.run(
            [sys.executable, "-m", "build", "--wheel", str(copy), "-o", str(dist)],
            env=env,
            cwd=tmp,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
    if proc.returncode != 0:
        raise RuntimeSetupError(f"building the engine wheel failed:\n{proc.stdout[-4000:]}")
    wheels = sorted(dist.glob(f"{PACKAGE}-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise RuntimeSetupError(f"python -m build produced {len(wheels)} {PACKAGE} wheels in {dist}")
    return wheels[0]


def ensure_wheel(root: Path = ROOT) -> Path:
    """Return an up-to-date wheel, rebuilding it when an engine source file is newer than the wheel."""
    wheel = find_wheel(root)
    if wheel is not None:
        newest = max((p.stat().st_mtime for p in _engine_sources(root)), default=0.0)
        if newest <= wheel.stat().st_mtime:
            return wheel
    return build_wheel(root)


def _wheel_version(wheel: Path) -> str:
    # tapisvert-0.1.0-py3-none-any.whl -> 0.1.0
    return wheel.name.split("-")[1]


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
            # only the modules the site's Python imports (traced: sitebuild.stdlib), as bytecode
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
