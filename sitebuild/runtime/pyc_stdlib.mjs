// The site's standard library as bytecode, compiled by the shipped Pyodide itself, for
// sitebuild/runtime/stdlib.py (issue 27: Python compiled every module of the standard library it imports
// at each start, 5 of the 7 s of a fresh loadPyodide on a loaded machine).
//
//   node sitebuild/runtime/pyc_stdlib.mjs <in.zip> <out.zip>
//
// Every <name>.py of the input becomes <name>.pyc at the same place (zipimport looks for the .pyc
// beside where the .py would be; it never reads __pycache__), compiled with optimize=2 (no
// docstrings, no asserts: what `python -OO` runs; 950 KB instead of 1,117 KB as brotli) as an
// unchecked hash-based pyc (no timestamp: the same input gives the same bytes). The sources are
// not shipped: nothing on the site reads them (a traceback has no source line for a frame of the
// standard library). Other entries (directories, data files) are copied as they are. The output is
// a stored zip (the served brotli sees every file), entries in the input's order and timestamps.
import fs from "node:fs";

const [input, output] = process.argv.slice(2);
const { loadPyodide } = await import(new URL("../../node_modules/pyodide/pyodide.mjs", import.meta.url).href);
// a fixed hash seed: the order of a frozenset constant in the bytecode depends on string hashes
const py = await loadPyodide({ env: { PYTHONHASHSEED: "0" }, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
py.FS.writeFile("/tmp/in.zip", new Uint8Array(fs.readFileSync(input)));
py.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import zipfile

with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_STORED) as out:
    for info in src.infolist():
        data = src.read(info)
        name = info.filename
        if name.endswith(".py"):
            code = compile(data, name, "exec", dont_inherit=True, optimize=2)
            data = bytes(external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            name = name[:-3] + ".pyc"
        entry = zipfile.ZipInfo(name, date_time=info.date_time)
        entry.external_attr = info.external_attr
        out.writestr(entry, data)
`);
fs.writeFileSync(output + ".tmp", py.FS.readFile("/tmp/out.zip"));
fs.renameSync(output + ".tmp", output);
