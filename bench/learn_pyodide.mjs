// The hint and the analysis under Pyodide in Node (issue 25): time per hint, time per analysis.
//
//   node bench/learn_pyodide.mjs <engine wheel> <game> <players> [deals=1] [--table]
//
// With --table, it times the bridge ops as the table sends them instead (`table_json`: the hint
// op at each of seat 0's choices, then the analyse op of the hand with 4 playouts per action).
//
// Loads the pinned Pyodide from node_modules (no network), installs the engine wheel, runs the
// driver bench/learn_bench.py (its `measure_json`: seat 0's hints at the Standard budget in the
// first hand of seeded deals, then the analysis of that hand) and prints one JSON object.

import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const args = process.argv.slice(2).filter((a) => a !== "--table");
const viaTable = process.argv.includes("--table");
const [wheelArg, game, players, deals = "1"] = args;
if (!wheelArg || !game || !players) {
  console.error("usage: node bench/learn_pyodide.mjs <wheel> <game> <players> [deals]");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const pyodide = await loadPyodide();
await pyodide.loadPackage(resolve(wheelArg), { messageCallback: () => {} });
const driver = await readFile(resolve(here, "learn_bench.py"), "utf8");
pyodide.globals.set("__name__", "learn_bench"); // a module: main() does not run
pyodide.runPython(driver);
const measure = pyodide.globals.get(viaTable ? "table_json" : "measure_json");
const python = pyodide.runPython("import sys; sys.version.split()[0]");
process.stdout.write(JSON.stringify({ python, pyodide: pyodide.version, load_average_at_start: loadavg()[0], ...JSON.parse(measure(game, Number(players), Number(deals))) }) + "\n");
