// Add CPython bytecode compiled by the shipped Pyodide itself to the engine wheel, for
// sitebuild/runtime/runtime.py (the build machine's CPython is another version, with another bytecode).
//
//   node sitebuild/runtime/pyc_wheel.mjs <in.whl> <out.whl>
//
// Every module gets tapisvert/__pycache__/<name>.cpython-3XX.pyc beside its source (checked-hash
// pycs: no timestamps; Python checks the source's hash, so a stale .pyc can never be used, and falls
// back to the source if the magic number ever differs). Bytecode already in the input is dropped.
// The output is a stored (uncompressed) zip, entries in a fixed order with the wheel's timestamps,
// RECORD extended with the new files.
//
// The browser never imports the variant laboratory (tapisvert.lab, run by maintainers with CPython)
// nor the command line: they are left out of this wheel (and out of RECORD); dist/ keeps the full one.
import fs from "node:fs";

const [input, output] = process.argv.slice(2);
const { loadPyodide } = await import(new URL("../../node_modules/pyodide/pyodide.mjs", import.meta.url).href);
const py = await loadPyodide({ stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
py.FS.writeFile("/tmp/in.whl", new Uint8Array(fs.readFileSync(input)));
py.runPython(`
import base64, hashlib, importlib.util, os, py_compile, zipfile

BROWSER_NEVER = ("tapisvert/lab/", "tapisvert/cli.py", "tapisvert/__main__.py", ".dist-info/entry_points.txt")

def left_out(name):
    return name.startswith(BROWSER_NEVER[:3]) or name.endswith(BROWSER_NEVER[3])

src = zipfile.ZipFile("/tmp/in.whl")
entries, record_name = [], None
for info in src.infolist():
    data = src.read(info)
    if "/__pycache__/" in info.filename or left_out(info.filename):
        continue  # bytecode of an earlier pass (compiled afresh below), or what the browser never uses
    if info.filename.endswith(".dist-info/RECORD"):
        record_name, record, record_info = info.filename, data.decode(), info
        continue
    entries.append((info, data))
    if info.filename.endswith(".py"):
        path = "/tmp/src/" + info.filename
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        cfile = importlib.util.cache_from_source(path)
        py_compile.compile(path, cfile=cfile, dfile=info.filename, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
        with open(cfile, "rb") as f:
            entries.append((zipfile.ZipInfo(os.path.relpath(cfile, "/tmp/src"), date_time=info.date_time), f.read()))

def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"

record = "".join(line + "\\n" for line in record.splitlines()
                 if line and "/__pycache__/" not in line and not left_out(line.split(",", 1)[0]))
known = {line.split(",", 1)[0] for line in record.splitlines() if line}
extra = [record_line(i.filename, d) for i, d in entries if i.filename not in known]
record = record.rstrip("\\n") + "\\n" + "\\n".join(extra) + "\\n"
with zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_STORED) as out:
    for info, data in entries + [(record_info, record.encode())]:
        entry = zipfile.ZipInfo(info.filename, date_time=info.date_time)
        entry.external_attr = info.external_attr or (0o644 << 16)
        out.writestr(entry, data)
`);
fs.writeFileSync(output + ".tmp", py.FS.readFile("/tmp/out.whl"));
fs.renameSync(output + ".tmp", output);
