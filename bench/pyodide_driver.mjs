// Run one function of a Python bench driver inside Pyodide, in Node (not a test).
//
//   node bench/pyodide_driver.mjs <engine wheel> <driver.py> <function> '<JSON arguments>'
//
// Loads the pinned Pyodide from node_modules (no network), installs the engine wheel, runs the
// driver file (engine and standard library only), calls `function(**arguments)` (it returns JSON
// text) and prints that JSON with the Python and Pyodide versions and the runtime's boot time
// (boot_ms: loading Pyodide and installing the wheel). bench/in_pyodide.py runs it for the bench
// scripts that measure the same thing in CPython and in the browser's runtime.

import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [wheelArg, driverArg, functionArg, argsArg = "{}"] = process.argv.slice(2);
if (!wheelArg || !driverArg || !functionArg) {
  console.error("usage: node bench/pyodide_driver.mjs <wheel> <driver.py> <function> '<JSON arguments>'");
  process.exit(2);
}
const t0 = performance.now();
const pyodide = await loadPyodide();
const errors = [];
await pyodide.loadPackage(resolve(wheelArg), { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
if (!("tapisvert" in pyodide.loadedPackages)) {
  console.error(`tapisvert was not installed: ${errors.join("; ")}`);
  process.exit(1);
}
const bootMs = Math.round(performance.now() - t0);
// Run the driver as a module, not as __main__: its main() (the CPython side) does not run.
pyodide.globals.set("__name__", "pyodide_driver");
pyodide.runPython(await readFile(resolve(driverArg), "utf8"));
pyodide.globals.set("_driver_args", argsArg);
const answer = pyodide.runPython(`import json\n${functionArg}(**json.loads(_driver_args))`);
const summary = JSON.parse(answer);
const python = pyodide.runPython("import sys; sys.version.split()[0]");
process.stdout.write(JSON.stringify({ python, pyodide: pyodide.version, boot_ms: bootMs, ...summary }) + "\n");
