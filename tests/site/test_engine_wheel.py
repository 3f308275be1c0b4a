"""The engine wheel is the same bytes from any checkout (issue 39).

A zip entry records its file's mode, and a checkout's modes follow its umask (git writes
``0666 & ~umask``: 0664 under umask 002), as do the files the build writes itself; the site names
the wheel by its hash, so another umask gave another site.  ``engine_wheel.build_wheel`` sets the
copy's modes and the build's umask; here a checkout with other modes, built under another umask,
gives the very same wheel.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import zipfile
from pathlib import Path

from sitebuild.runtime.engine_wheel import build_wheel, normalise_modes

ROOT = Path(__file__).resolve().parents[2]


def _checkout_under_umask_002(to: Path) -> Path:
    """A copy of ``engine/`` as a checkout made under umask 002 has it (and ``py.typed`` writable by
    all, the file the wheel's hash was first seen to move with)."""
    shutil.copytree(
        ROOT / "engine", to / "engine", ignore=shutil.ignore_patterns("*.egg-info", "__pycache__")
    )
    for path in (to / "engine").rglob("*"):
        path.chmod(0o775 if path.is_dir() else 0o664)
    (to / "engine" / "src" / "tapisvert" / "py.typed").chmod(0o666)
    return to


def _modes(wheel: Path) -> dict[str, int]:
    with zipfile.ZipFile(wheel) as z:
        return {i.filename: stat.S_IMODE(i.external_attr >> 16) for i in z.infolist()}


def test_the_wheel_does_not_depend_on_the_checkouts_modes(tmp_path):
    reference = build_wheel(ROOT, tmp_path / "reference")
    checkout = _checkout_under_umask_002(tmp_path / "checkout")
    before = os.umask(0o002)  # the build's own files (WHEEL, top_level.txt) would be 0664
    try:
        other = build_wheel(checkout, tmp_path / "other")
    finally:
        os.umask(before)
    assert _modes(other)["tapisvert/py.typed"] == _modes(reference)["tapisvert/py.typed"] == 0o644
    assert (
        hashlib.sha256(other.read_bytes()).hexdigest() == hashlib.sha256(reference.read_bytes()).hexdigest()
    )
    assert other.read_bytes() == reference.read_bytes()


def test_modes_are_set_as_git_tracks_them(tmp_path):
    (tmp_path / "pkg").mkdir(mode=0o700)
    (tmp_path / "pkg" / "module.py").write_text("")
    (tmp_path / "pkg" / "module.py").chmod(0o600)
    (tmp_path / "pkg" / "tool").write_text("")
    (tmp_path / "pkg" / "tool").chmod(0o774)
    normalise_modes(tmp_path)
    mode = {p.name: stat.S_IMODE(p.stat().st_mode) for p in tmp_path.rglob("*")}
    assert mode == {"pkg": 0o755, "module.py": 0o644, "tool": 0o755}
