"""Every ``playground/<file>`` and ``sitebuild/<file>`` path named in the repository exists (issue 39).

Both trees were split into folders (``playground/table``, ``playground/page`` …; ``sitebuild/edition``,
``sitebuild/pages`` …), and a comment, a docstring, a README or a generated file's header that still
names a flat path sends its reader to nothing.  This scans every tracked text file, line by line, for
such a path and fails naming the file, the line and the path.

Not scanned: records that a run wrote (:data:`RECORDS`: they name what was measured then, under the
paths of the day) and stand-in sites (:data:`STAND_INS`: their paths are URLs of a made-up site, not
files of this repository).  A path with a placeholder (``playground/<version>/``, ``{name}``, a glob)
names no one file and is not checked.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Folders of generated records, each written by a run and naming the paths it saw.
RECORDS = ("bench/results/", "bench/lab/", "tests/golden/")

#: Files whose ``playground/…`` strings are paths of a stand-in built site, not of the repository.
STAND_INS = {"tests/deploy/sample_site.py": "the files of a small made-up site the deploy tests serve"}

#: A path into either tree. Not after a word character, a dot or a slash, so that a site URL
#: (``../playground/…``) or an absolute path, which name the built site or a machine, is left alone.
PATH = re.compile(r"(?<![\w./@-])((?:playground|sitebuild)/[\w./<>{}*$…-]*)")
#: What makes a path a pattern rather than a file.
PLACEHOLDER = re.compile(r"[<>{}*$…]")


def named_paths(text: str) -> list[tuple[int, str]]:
    """``(line, path)`` for every file path into ``playground/`` or ``sitebuild/`` that ``text`` names."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        for m in PATH.finditer(line):
            path = m.group(1).rstrip(".")  # a sentence's full stop is not part of the path
            if not PLACEHOLDER.search(path):
                out.append((number, path))
    return out


def missing(text: str, root: Path = ROOT) -> list[tuple[int, str]]:
    return [(n, p) for n, p in named_paths(text) if not (root / p).exists()]


def tracked_text_files() -> list[str]:
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files are not known")
    return [
        f
        for f in out.split("\0")
        if f and not f.startswith(RECORDS) and f not in STAND_INS and (ROOT / f).is_file()
    ]


def test_every_named_path_exists():
    files = tracked_text_files()
    assert len(files) > 300 and "CONTRIBUTING.md" in files  # the scan sees the repository
    stale = []
    for name in files:
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # not text (an image, a font, a compressed file)
        stale += [f"{name}:{n}: {path}" for n, path in missing(text)]
    assert not stale, "paths that do not exist (the trees are in folders now):\n  " + "\n  ".join(stale)


#: A module of the build named the dotted way (``python -m sitebuild.edition.provenance``,
#: ``sitebuild.pages.citation.canonical_base``): the same drift as a path, in another spelling.
MODULE = re.compile(r"(?<![\w./-])sitebuild((?:\.\w+)+)")


#: Files whose dotted ``sitebuild.…`` names are made up for a test of the import graph.
MADE_UP_MODULES = {
    "tests/site/test_sitebuild_imports.py": "a graph of made-up modules the cycle check is tried on"
}


def missing_modules(text: str, root: Path = ROOT) -> list[tuple[int, str]]:
    """``(line, name)`` for every dotted ``sitebuild.…`` name whose modules do not exist: its parts
    are followed down the folders until a module file is reached (what follows it is an attribute,
    not checked here)."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        for m in MODULE.finditer(line):
            where = root / "sitebuild"
            for part in m.group(1).strip(".").split("."):
                if (where / f"{part}.py").is_file():
                    break
                if not (where / part).is_dir():
                    out.append((number, "sitebuild" + m.group(1).rstrip(".")))
                    break
                where = where / part
    return out


def test_every_named_module_exists():
    stale = []
    for name in tracked_text_files():
        if name in MADE_UP_MODULES:
            continue
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        stale += [f"{name}:{n}: {mod}" for n, mod in missing_modules(text)]
    assert not stale, "modules that do not exist (sitebuild is in folders now):\n  " + "\n  ".join(stale)


def test_a_flat_module_is_found():
    flat = "sitebuild" + ".provenance.form_statements"
    text = f"see ``{flat}`` and `python -m sitebuild.edition.provenance`\nsitebuild.pages.citation.canonical_base"
    assert missing_modules(text) == [(1, flat)]


def test_a_flat_path_is_found():
    # built from parts, so that this file does not name the paths it tests
    flat, current = "sitebuild" + "/search_fold.py", "sitebuild" + "/pages/search_fold.py"
    text = f"// folding ({flat}), then Material's worker.\n# see `{current}`.\nplayground/{'guided'}.mjs"
    assert missing(text) == [(1, flat), (3, "playground" + "/guided.mjs")]
    assert named_paths("``playground/<version>/x.mjs``, playground/table/**, ../playground/page/x.css") == []
    assert named_paths("written by sitebuild/hooks.py.") == [(1, "sitebuild/hooks.py")]
