// The search bot under Pyodide in Node: time per decision and rollouts per decision.
//
//   node bench/search_pyodide.mjs <engine wheel> [budget_s=0.2] [decisions=40] [players=4]
//
// Loads the pinned Pyodide from node_modules (no network), installs the engine wheel with
// loadPackage, runs the driver bench/search_pyodide.py (its `measure` function: seeded
// French Tarot deals, baseline bots around one PIMC seat, every decision of that seat with more
// than one legal action timed) and prints one JSON object: {python, pyodide, ...summary}.
// bench/search_pyodide.py runs this script and writes bench/results/search_pyodide.json.

import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const [wheelArg, budgetArg = "0.2", decisionsArg = "40", playersArg = "4"] = process.argv.slice(2);
if (!wheelArg) {
  console.error("usage: node bench/search_pyodide.mjs <wheel> [budget_s] [decisions] [players]");
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
const wheel = resolve(wheelArg);
const t0 = performance.now();
const pyodide = await loadPyodide();
const errors = [];
await pyodide.loadPackage(wheel, { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
if (!("tapisvert" in pyodide.loadedPackages)) {
  console.error(`tapisvert was not installed from ${wheel}: ${errors.join("; ")}`);
  process.exit(1);
}
const bootMs = performance.now() - t0;
const driver = await readFile(resolve(here, "search_pyodide.py"), "utf8");
// Run the driver as a module (not as __main__): it only defines `measure`.
pyodide.globals.set("__name__", "search_pyodide");
pyodide.runPython(driver);
const measure = pyodide.globals.get("measure");
const summary = JSON.parse(
  measure(Number(budgetArg), Number(decisionsArg), Number(playersArg)),
);
const python = pyodide.runPython("import sys; sys.version.split()[0]");
process.stdout.write(
  JSON.stringify({ python, pyodide: pyodide.version, boot_ms: Math.round(bootMs), ...summary }) + "\n",
);
