"""The engine's wheel (``dist/tapisvert-*.whl``), built reproducibly from a clean copy of
``engine/`` and rebuilt when an engine source is newer. :mod:`sitebuild.runtime.runtime` ships it and
:mod:`sitebuild.runtime.stdlib` traces what it imports."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from sitebuild.runtime.pyodide_package import ROOT, RuntimeSetupError

PACKAGE = "tapisvert"

#: Fixed timestamp for reproducible wheels (zip entries carry mtimes). The Makefile uses the same value.
SOURCE_DATE_EPOCH = "1767225600"  # 2026-01-01T00:00:00Z

#: Zip entries carry file modes too. A checkout's modes follow its umask (git writes 0666 & ~umask:
#: 0664 under umask 002), and so do the files the build writes itself (``WHEEL``, ``top_level.txt``);
#: the wheel would hash differently from one machine to another.  The copy is set to the modes git
#: tracks (0644, 0755 where a file is executable) and the build runs under this umask.
BUILD_UMASK = 0o022


def normalise_modes(tree: Path) -> None:
    """Set every file under ``tree`` to 0644 (0755 if any execute bit is set) and every folder to
    0755: the modes git records, whatever the umask of the checkout."""
    for path in tree.rglob("*"):
        if path.is_symlink():
            continue  # copytree copied the files symlinks point at; a link's own mode is not recorded
        if path.is_dir():
            path.chmod(0o755)
        else:
            path.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)


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
    (setuptools' ``build/`` and ``*.egg-info``) and cannot collide with another build running there;
    the copy's file modes and the build's umask are fixed (:data:`BUILD_UMASK`), so the wheel is the
    same bytes from any checkout.
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
        normalise_modes(copy)
        proc = subprocess.run(
            [sys.executable, "-m", "build", "--wheel", str(copy), "-o", str(dist)],
            env=env,
            cwd=tmp,
            umask=BUILD_UMASK,
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
