"""Licences and rights (issue 12, item 6): every file is licensed, machine-readably (REUSE 3.3).

The code is MIT (LICENSE, engine/pyproject.toml), the editorial matter CC BY-SA 4.0, the received texts
from Wikipedia CC BY-SA 4.0 with their attribution, and the others carry a rights statement. The
`reuse` linter (pinned in requirements-dev.txt) must find the project compliant.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sitebuild.edition import sources

ROOT = Path(__file__).resolve().parents[2]
REUSE = Path(sys.executable).with_name("reuse")


def test_reuse_lint_passes():
    proc = subprocess.run(
        [str(REUSE), "--root", str(ROOT), "lint"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-4000:]


def test_reuse_lint_can_fail(tmp_path):
    # The same linter on a tree with an unlicensed file: not compliant.
    (tmp_path / "LICENSES").mkdir()
    (tmp_path / "LICENSES" / "MIT.txt").write_text((ROOT / "LICENSES" / "MIT.txt").read_text())
    (tmp_path / "orphan.py").write_text("print('no licence here')\n")
    proc = subprocess.run(
        [str(REUSE), "--root", str(tmp_path), "lint"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=120,
    )
    assert proc.returncode != 0


def test_code_licence_is_mit_everywhere():
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert 'license = {text = "MIT"}' in (ROOT / "engine" / "pyproject.toml").read_text()
    toml = (ROOT / "REUSE.toml").read_text()
    assert 'SPDX-License-Identifier = "MIT"' in toml and 'SPDX-License-Identifier = "CC-BY-SA-4.0"' in toml


def test_every_received_text_states_its_rights():
    for s in sources.load_all():
        rights = s.meta.get("rights")
        assert rights, f"sources/{s.id}/metadata.yaml has no rights"
        for key in ("licence", "attribution", "note", "revision", "retrieved"):
            assert key in rights, (s.id, key)  # unknown values are null, and the note says so
        licence_file = ROOT / "LICENSES" / f"{rights['licence']}.txt"
        assert licence_file.is_file(), (s.id, rights["licence"])
        if s.meta["original"]["publisher"].startswith("Wikipedia"):
            assert rights["licence"] == "CC-BY-SA-4.0" and rights["history_url"].startswith(
                "https://en.wikipedia.org/"
            )
        assert s.id in (ROOT / "REUSE.toml").read_text()


def test_source_pages_show_the_rights(built_site):
    for s in sources.load_all():
        page = (Path(built_site) / "sources" / s.id / "index.html").read_text(encoding="utf-8")
        assert "Rights in the received text" in page, s.id
