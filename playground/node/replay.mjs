// Play seeded all-bot matches under Pyodide in Node, with the same driver code as CPython.
//
//   node playground/node/replay.mjs <engine wheel> <driver .py> <specs .json> [<stdlib .zip>]
//
// Loads the pinned Pyodide from node_modules (no network: no package but the wheel is loaded;
// with a stdlib zip, Pyodide's standard library is that one: the site's trimmed zip),
// installs the engine wheel with loadPackage, checks that it is really installed, executes the
// driver (sitebuild/runtime/botgames.py) and prints one JSON object: {python, pyodide, records: [...]}.
// Used by tests/site/test_pyodide_node.py to compare the records byte for byte with CPython.

import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [wheelArg, driverArg, specsArg, stdlibArg] = process.argv.slice(2);
if (!wheelArg || !driverArg || !specsArg) {
  console.error("usage: node replay.mjs <wheel> <driver.py> <specs.json>");
  process.exit(2);
}

const wheel = resolve(wheelArg);
const pyodide = await loadPyodide(stdlibArg ? { stdLibURL: resolve(stdlibArg) } : {});
/** @type {string[]} */
const errors = [];
await pyodide.loadPackage(wheel, { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
if (!("tapisvert" in pyodide.loadedPackages)) {
  console.error(`tapisvert was not installed from ${wheel}: ${errors.join("; ")}`);
  process.exit(1);
}
const driver = await readFile(resolve(driverArg), "utf8");
const specs = await readFile(resolve(specsArg), "utf8");
pyodide.runPython(driver);
const playRecords = pyodide.globals.get("play_records");
const records = JSON.parse(playRecords(specs));
const python = pyodide.runPython("import sys; sys.version.split()[0]");
process.stdout.write(JSON.stringify({ python, pyodide: pyodide.version, records }) + "\n");
