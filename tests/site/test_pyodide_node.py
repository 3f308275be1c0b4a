"""The built wheel behaves the same under Pyodide (CPython 3.14, WebAssembly) as under CPython here,
with the trimmed standard library the site ships, as bytecode (sitebuild/runtime/stdlib.py, issue 27).

playground/node/replay.mjs loads node_modules/pyodide in Node with the site's python_stdlib.zip,
installs the wheel the site ships, and plays seeded all-bot matches with the baseline bot; the
records must equal CPython's byte for byte. sitebuild/runtime/stdlib_trace.mjs, run with the same zip,
makes Python do everything a page can (three boots, every op, every bot level, the worked
examples): no module of the standard library may be looked for that the trimmed zip lacks.
"""

import json
import shutil
import subprocess
import zipfile

import pytest

from sitebuild.runtime import botgames, runtime, stdlib
from tests import testing

RETRACE = "re-trace with `python -m sitebuild.runtime.stdlib --trace` (and commit sitebuild/runtime/stdlib_modules.txt)"


@pytest.fixture(scope="module")
def trimmed_zip(tmp_path_factory):
    """The standard library exactly as the site ships it: trimmed, then compiled to bytecode."""
    path = tmp_path_factory.mktemp("stdlib") / runtime.STDLIB_ZIP
    trimmed = stdlib.trimmed_zip_bytes(runtime.pyodide_dir() / runtime.STDLIB_ZIP)
    path.write_bytes(stdlib.bytecode_zip_bytes(trimmed))
    return path


def test_pyodide_in_node_replays_the_same_matches(tmp_path, trimmed_zip):
    node = shutil.which("node")
    assert node, "node is required (Debian: apt-get install nodejs)"
    wheel = runtime.ensure_wheel()
    specs = tmp_path / "specs.json"
    all_specs = botgames.all_game_specs()
    specs.write_text(json.dumps(all_specs), encoding="utf-8")
    proc = subprocess.run(
        [
            node,
            str(testing.ROOT / "playground" / "node" / "replay.mjs"),
            str(wheel),
            str(testing.ROOT / "sitebuild" / "runtime" / "botgames.py"),
            str(specs),
            str(trimmed_zip),
        ],
        cwd=testing.ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert proc.returncode == 0, (
        f"{proc.stderr[-4000:]}\n(a module missing from the trimmed stdlib? {RETRACE})"
    )
    out = json.loads(proc.stdout)
    assert out["python"].startswith("3.14"), out["python"]
    assert (
        out["pyodide"] == json.loads((testing.ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    )

    expected = [botgames.play_record(spec) for spec in all_specs]
    assert len(out["records"]) == len(expected)
    for spec, ours, theirs in zip(all_specs, expected, out["records"]):
        assert json.loads(ours)["actions"], spec  # a real match was played
        assert theirs == ours, f"Pyodide and CPython differ for {spec}"


def test_the_trimmed_stdlib_has_every_module_the_site_imports(trimmed_zip):
    traced = stdlib.trace(runtime.ensure_wheel(), stdlib_zip=trimmed_zip)
    with zipfile.ZipFile(runtime.pyodide_dir() / runtime.STDLIB_ZIP) as z:
        full = z.namelist()
    with zipfile.ZipFile(trimmed_zip) as z:
        shipped = stdlib.zip_modules(z.namelist())
    # looked for under the shipped zip, a module of the full standard library, and not shipped
    missing = sorted(
        m for m in traced["modules"] if stdlib.zip_modules(stdlib.zip_entries(full, {m})) - shipped
    )
    assert not missing, f"the site's Python looks for {missing}, left out of the trimmed stdlib: {RETRACE}"
    assert traced["pyodide"] == runtime.pyodide_version()


def test_the_trimmed_stdlib_is_a_small_part_of_the_whole(trimmed_zip):
    # a test that can fail: an empty module list, or one that keeps everything, is caught here
    with zipfile.ZipFile(trimmed_zip) as z:
        names = z.namelist()
    assert {"json/__init__.pyc", "random.pyc", "encodings/utf_8.pyc", "_pyodide/_base.pyc"} <= set(names)
    assert not {"unittest/__init__.pyc", "xml/__init__.pyc", "http/__init__.pyc", "pydoc.pyc"} & set(names)
    assert (
        trimmed_zip.stat().st_size
        < len(runtime.stored_zip_bytes(runtime.pyodide_dir() / runtime.STDLIB_ZIP)) / 2
    )


def test_the_shipped_stdlib_is_the_traced_list_as_bytecode(trimmed_zip):
    """Every traced module is shipped compiled (Python never compiles its standard library in the
    browser), none as source, and nothing else is shipped."""
    with zipfile.ZipFile(trimmed_zip) as z:
        names = z.namelist()
        magic = {z.read(n)[:4] for n in names if n.endswith(".pyc")}
    assert not [n for n in names if n.endswith(".py")], (
        "a module of the standard library is shipped as source"
    )
    with zipfile.ZipFile(runtime.pyodide_dir() / runtime.STDLIB_ZIP) as z:
        full = z.namelist()
    listed = {m for m in stdlib.read_module_list() if stdlib.zip_modules(stdlib.zip_entries(full, {m}))}
    assert stdlib.zip_modules(names) == listed
    # the bytecode of the shipped Pyodide's Python (one magic number), checked when importing
    assert len(magic) == 1
