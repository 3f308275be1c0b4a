// Trace which modules of Pyodide's standard library the site's Python actually imports, for
// sitebuild/runtime/stdlib.py (issue 27: ship only those).
//
//   node sitebuild/runtime/stdlib_trace.mjs <engine wheel> <driver .py> <work .json> [<stdlib .zip>]
//
// (with a stdlib zip, Pyodide boots with it instead of its own: the test of the trimmed one)
//
// Boots the pinned Pyodide from node_modules three ways, as the site does: afresh with the engine
// installed by loadPackage (the engine worker on a first visit), with _makeSnapshot and the wheel
// unpacked (the warm-start snapshot worker), and restored from that snapshot (a later visit). In
// each, a finder first on sys.meta_path records every module name Python looks for, and every
// module in sys.modules is recorded too (those imported while Pyodide itself started). The driver
// (sitebuild/runtime/stdlib_driver.py) then does what a page can make Python do: it imports every engine
// module, answers every bridge op, good and bad, plays seeded matches with every bot level and
// runs the worked examples' code. Prints {"modules": [...]} (sorted, deduplicated).
import fs from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [wheelArg, driverArg, workArg, stdlibArg] = process.argv.slice(2);
const wheel = resolve(wheelArg);
const driver = fs.readFileSync(resolve(driverArg), "utf8");
const work = fs.readFileSync(resolve(workArg), "utf8");
const quiet = { stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") };
if (stdlibArg) quiet.stdLibURL = resolve(stdlibArg);

const RECORDER = `
import sys
class _TraceFinder:
    seen = set(sys.modules)
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        cls.seen.add(name)
        return None
sys.meta_path.insert(0, _TraceFinder)
`;
const SEEN = "import sys, json; json.dumps(sorted(_TraceFinder.seen | set(sys.modules)))";
const seen = new Set();
const collect = (py) => {
  for (const name of JSON.parse(py.runPython(SEEN))) seen.add(name);
};

// 1. A first visit: the engine worker (worker.mjs) boots, installs the wheel and answers the page.
let py = await loadPyodide(quiet);
py.runPython(RECORDER);
const errors = [];
await py.loadPackage(wheel, { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
if (!("tapisvert" in py.loadedPackages)) throw new Error(`tapisvert was not installed: ${errors.join("; ")}`);
py.pyimport("tapisvert.bridge");
py.runPython("import sys; sys.version.split()[0]");
py.runPython("import tapisvert; tapisvert.__version__");
py.runPython(driver);
py.globals.get("run_all")(work);
// a Python error that reaches JavaScript (Pyodide formats its traceback)
try {
  py.runPython("raise ValueError('traced')");
} catch {}
collect(py);

// 2. The snapshot worker (snapshot-worker.mjs, warm-start.mjs): the same Python it runs.
py = await loadPyodide({ ...quiet, _makeSnapshot: true });
const warmStart = fs.readFileSync(new URL("../../playground/engine-client/warm-start.mjs", import.meta.url), "utf8");
const importEngine = /export function importEngineCode\(key\) \{\n  return `([\s\S]*?)`;\n\}/.exec(warmStart);
if (!importEngine) throw new Error("importEngineCode not found in playground/engine-client/warm-start.mjs");
const sitePackages = py.runPython("import sysconfig; '/' + sysconfig.get_path('purelib').lstrip('/')");
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: sitePackages });
py.runPython(importEngine[1].replace("${JSON.stringify(key)}", JSON.stringify("trace")));
const snapshot = py.makeMemorySnapshot();
// the recorder is installed after the snapshot (it must not be part of it): sys.modules holds the rest
for (const name of JSON.parse(py.runPython("import sys, json; json.dumps(sorted(sys.modules))"))) seen.add(name);

// 3. A later visit, restored from the snapshot (worker.mjs restoreSnapshot), then the same work.
py = await loadPyodide({ ...quiet, _loadSnapshot: snapshot });
py.runPython(RECORDER);
py.runPython("import sys; getattr(sys, '_tapisvert_snapshot', '')");
py.runPython("import random; random.seed()");
py.pyimport("tapisvert.bridge");
py.runPython(driver);
py.globals.get("run_all")(work);
collect(py);

process.stdout.write(JSON.stringify({ pyodide: py.version, modules: [...seen].sort() }) + "\n");
