// The exact solver under Pyodide in Node (issue 38): the analysis of whole hands and solves a few
// tricks from the end, timed in the browser's runtime.
//
//   node bench/solver_pyodide.mjs <engine wheel> [deals=5] [game=tarot] [players=4]
//
// Loads the pinned Pyodide from node_modules (no network), installs the engine wheel, runs the
// driver bench/solver_pyodide.py (its `measure` function) and prints its JSON with the versions.
// bench/solver_pyodide.py runs this script and writes bench/results/solver_pyodide.json.

import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const [wheelArg, dealsArg = "5", gameArg = "tarot", playersArg = "4"] = process.argv.slice(2);
if (!wheelArg) {
  console.error("usage: node bench/solver_pyodide.mjs <wheel> [deals] [game] [players]");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const pyodide = await loadPyodide();
const errors = [];
await pyodide.loadPackage(resolve(wheelArg), { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
if (!("tapisvert" in pyodide.loadedPackages)) {
  console.error(`tapisvert was not installed: ${errors.join("; ")}`);
  process.exit(1);
}
pyodide.globals.set("__name__", "solver_pyodide");
pyodide.runPython(await readFile(resolve(here, "solver_pyodide.py"), "utf8"));
const summary = JSON.parse(pyodide.globals.get("measure")(Number(dealsArg), gameArg, Number(playersArg)));
const python = pyodide.runPython("import sys; sys.version.split()[0]");
process.stdout.write(JSON.stringify({ python, pyodide: pyodide.version, ...summary }) + "\n");
