"""The pinned Pyodide npm package (``node_modules/pyodide``): where it is, its version, its standard
library zip re-stored without compression, and the cache of what the shipped Pyodide compiles to
bytecode. :mod:`sitebuild.runtime.stdlib` (the trimmed standard library) and :mod:`sitebuild.runtime.runtime`
(what the site ships) both read it; it imports neither."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Pyodide's standard library, shipped as a zip of .py files deflated one by one (2.5 MB, and
#: barely compressible further). Re-stored without compression it is 9.7 MB on disk but 1.6 MB
#: as brotli (one stream sees every file), and zipimport no longer inflates each module. The site
#: ships only the modules its Python imports (sitebuild.runtime.stdlib: traced under Node, issue 27), as
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
