// Makes the warm-start snapshot (see warm-start.mjs): a second, short-lived module worker that the
// page starts when it is idle after a first deal with a freshly started engine. It boots Pyodide
// with the snapshot option, installs the engine wheel, imports the engine, takes the snapshot and
// keeps it in Cache Storage. The files come from the HTTP cache or the service worker (the engine
// worker has just loaded them), so nothing new is downloaded.
//
//
// A snapshot whose heap the pinned Pyodide could not restore (warm-start.mjs: RESTORABLE_HEAP) is
// never stored: the refusal is kept instead, later visits start Python afresh without making it again,
// and the page says so in the console (engine.mjs).
//
// The page's first message starts the work: {limitBytes} (null, or a smaller limit that a test sets
// through window.TAPISVERT_SNAPSHOT_LIMIT to see the refusal).
// Messages to the page: {type: "stored", key, bytes, heapBytes, usedBytes, limitBytes} |
//   {type: "refused", key, bytes, heapBytes, usedBytes, limitBytes, message} | {type: "skipped", reason} |
//   {type: "failed", message}
import {
  RESTORABLE_HEAP,
  canKeepSnapshots,
  hasSnapshot,
  importEngineCode,
  readRefusal,
  snapshotHeapBytes,
  snapshotKey,
  snapshotRefusal,
  storeRefusal,
  storeSnapshot,
} from "./warm-start.mjs";
import { installWheel } from "./wheel-install.mjs";

const here = import.meta.url;
const siteRoot = new URL(here.slice(0, here.lastIndexOf("/playground/") + 1));

/** @param {number | null} limitBytes */
async function make(limitBytes) {
  const limit = limitBytes ? { ...RESTORABLE_HEAP, bytes: limitBytes } : RESTORABLE_HEAP;
  if (!canKeepSnapshots()) return { type: "skipped", reason: "no Cache Storage here" };
  const res = await fetch(new URL("wheels/manifest.json", siteRoot), { cache: "no-cache" });
  if (!res.ok) throw new Error(`could not read the engine manifest (HTTP ${res.status})`);
  const manifest = await res.json();
  const key = snapshotKey(manifest);
  if (!key) return { type: "skipped", reason: "the manifest names no wheel hash or Pyodide version" };
  if (await hasSnapshot(siteRoot, key)) return { type: "skipped", reason: "already kept (another tab)" };
  const known = await readRefusal(siteRoot, key);
  if (known) return { type: "refused", key, ...known };
  const unknown = snapshotRefusal(manifest.pyodide, null, limit);
  if (unknown) return { type: "refused", key, bytes: null, heapBytes: null, usedBytes: null, limitBytes: null, message: unknown };
  const wheelResponse = await fetch(new URL(manifest.wheel, siteRoot));
  if (!wheelResponse.ok) throw new Error(`could not read the engine wheel (HTTP ${wheelResponse.status})`);
  const wheel = new Uint8Array(await wheelResponse.arrayBuffer());

  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", siteRoot).href);
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", siteRoot).href, _makeSnapshot: true });
  // the files written as the engine worker does, not loadPackage: the snapshot must not hold
  // JavaScript objects the package loader keeps (they cannot be restored)
  installWheel(pyodide, wheel);
  pyodide.runPython(importEngineCode(key));
  // How much of the heap Python uses: the program break (sbrk(0)); what lies between it and the
  // heap's end is the room the engine's import can still take before the heap has to grow.
  const brk = /** @type {{_module?: {_sbrk?: (n: number) => number}}} Emscripten's module, not in Pyodide's API */ (pyodide)._module?._sbrk;
  const usedBytes = typeof brk === "function" ? brk(0) >>> 0 : null;
  const snapshot = pyodide.makeMemorySnapshot();
  const sizes = { bytes: snapshot.byteLength, heapBytes: snapshotHeapBytes(snapshot), usedBytes, limitBytes: limit.bytes };
  const refusal = snapshotRefusal(manifest.pyodide, sizes.heapBytes, limit);
  if (refusal) {
    await storeRefusal(siteRoot, key, { ...sizes, message: refusal });
    return { type: "refused", key, ...sizes, message: refusal };
  }
  await storeSnapshot(siteRoot, key, snapshot);
  return { type: "stored", key, ...sizes };
}

self.onmessage = (event) => {
  self.onmessage = null;
  make((event.data && event.data.limitBytes) || null).then(
    (msg) => self.postMessage(msg),
    (err) => self.postMessage({ type: "failed", message: String((err && err.message) || err) })
  );
};
