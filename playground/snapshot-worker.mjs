// Makes the warm-start snapshot (see warm-start.mjs): a second, short-lived module worker that the
// page starts when it is idle after a first deal with a freshly started engine. It boots Pyodide
// with the snapshot option, installs the engine wheel, imports the engine, takes the snapshot and
// keeps it in Cache Storage. The files come from the HTTP cache or the service worker (the engine
// worker has just loaded them), so nothing new is downloaded.
//
// Messages to the page: {type: "stored", key, bytes} | {type: "skipped", reason} | {type: "failed", message}
import { canKeepSnapshots, hasSnapshot, importEngineCode, snapshotKey, storeSnapshot } from "./warm-start.mjs";
import { installWheel } from "./wheel-install.mjs";

const here = import.meta.url;
const siteRoot = new URL(here.slice(0, here.lastIndexOf("/playground/") + 1));

async function make() {
  if (!canKeepSnapshots()) return { type: "skipped", reason: "no Cache Storage here" };
  const res = await fetch(new URL("wheels/manifest.json", siteRoot), { cache: "no-cache" });
  if (!res.ok) throw new Error(`could not read the engine manifest (HTTP ${res.status})`);
  const manifest = await res.json();
  const key = snapshotKey(manifest);
  if (!key) return { type: "skipped", reason: "the manifest names no wheel hash or Pyodide version" };
  if (await hasSnapshot(siteRoot, key)) return { type: "skipped", reason: "already kept (another tab)" };
  const wheelResponse = await fetch(new URL(manifest.wheel, siteRoot));
  if (!wheelResponse.ok) throw new Error(`could not read the engine wheel (HTTP ${wheelResponse.status})`);
  const wheel = new Uint8Array(await wheelResponse.arrayBuffer());

  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", siteRoot).href);
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", siteRoot).href, _makeSnapshot: true });
  // the files written as the engine worker does, not loadPackage: the snapshot must not hold
  // JavaScript objects the package loader keeps (they cannot be restored)
  installWheel(pyodide, wheel);
  pyodide.runPython(importEngineCode(key));
  const snapshot = pyodide.makeMemorySnapshot();
  await storeSnapshot(siteRoot, key, snapshot);
  return { type: "stored", key, bytes: snapshot.byteLength };
}

make().then(
  (msg) => self.postMessage(msg),
  (err) => self.postMessage({ type: "failed", message: String((err && err.message) || err) })
);
