// Warm start: a memory snapshot of Python with the engine imported, kept in the browser's Cache
// Storage after a first visit and restored on later visits instead of starting Python afresh.
//
// Used by worker.mjs (restore) and snapshot-worker.mjs (make). The snapshot is made in this
// browser, by a second worker started when the page is idle after the first deal, so it never
// delays a cold visit and never holds a table. It is tied to one engine wheel and one Pyodide
// build: the cache name and the Python inside carry the key (wheel hash, Pyodide version, format),
// and Pyodide itself refuses a snapshot of another build. Anything else (a snapshot that does not
// load, an older key) is deleted and the worker boots as on a first visit.
//
// Pyodide's snapshot options (_makeSnapshot, _loadSnapshot, makeMemorySnapshot) are private API of
// the pinned Pyodide; a Pyodide upgrade changes the key, so an old snapshot is never tried.

// The largest heap a snapshot may hold for the pinned Pyodide to restore it (issue 37). Python's
// memory starts at the size pyodide.asm.wasm declares (its memory section: 480 pages of 64 KiB) and a
// restore copies the snapshot's heap into it before anything can grow it: a larger heap throws a
// RangeError on every visit (pyodide issue 6254), so warm start would be gone without a word.
// Pinned with its Pyodide version: tests/site/test_snapshot_limit.py reads the version from
// package.json and node_modules and the size from the wasm, and fails when Pyodide changes without
// this being pinned again.
export const RESTORABLE_HEAP = { pyodide: "314.0.8", bytes: 31_457_280 };

/**
 * The bytes of Python's heap a snapshot holds: all of it but its header, whose length is the second
 * 32-bit word of the snapshot (Pyodide's private format, pinned with Pyodide: makeSnapshot writes
 * the header, then the whole heap).
 * @param {Uint8Array} snapshot
 */
export function snapshotHeapBytes(snapshot) {
  const header = new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
  return snapshot.byteLength - header;
}

/**
 * Why a snapshot must not be kept (a sentence for the console), or null when it can be restored.
 * @param {string} pyodideVersion the Pyodide the site runs (its manifest's)
 * @param {number | null} heapBytes the snapshot's heap (null: not made yet)
 * @param {{pyodide: string, bytes: number}} limit
 */
export function snapshotRefusal(pyodideVersion, heapBytes, limit = RESTORABLE_HEAP) {
  if (pyodideVersion !== limit.pyodide) {
    return `the largest snapshot Pyodide ${pyodideVersion} can restore is not known here (only ${limit.pyodide}'s)`;
  }
  if (heapBytes !== null && heapBytes > limit.bytes) {
    return `the engine's snapshot holds ${heapBytes} bytes of heap, more than the ${limit.bytes} Pyodide ${limit.pyodide} can restore`;
  }
  return null;
}

const PREFIX = "tv-snapshot-";
const FORMAT = 1; // bump when what the snapshot holds changes without the wheel changing

/** The key of the snapshot that fits this build's engine and runtime. @param {{sha256?: string, pyodide?: string} | null} manifest */
export function snapshotKey(manifest) {
  if (!manifest || !manifest.sha256 || !manifest.pyodide) return null;
  return `${manifest.pyodide}-${manifest.sha256.slice(0, 16)}-f${FORMAT}`;
}

const cacheName = (/** @type {string} */ key) => PREFIX + key;
// Cache Storage keys are URLs; nothing is ever fetched from this one (same origin, no server file).
const entryUrl = (/** @type {string | URL} */ siteRoot, /** @type {string} */ key) => new URL(`warm-start/${key}.snapshot`, siteRoot).href;

export const canKeepSnapshots = () => typeof self.caches !== "undefined";

/**
 * The stored snapshot for ``key``: null if there is none, else {bytes: a promise of its bytes} (so
 * that reading 31 MB from the cache overlaps the runtime's own loading). Never creates a cache.
 * @param {string | URL} siteRoot @param {string | null} key
 */
export async function readSnapshot(siteRoot, key) {
  if (!key || !canKeepSnapshots()) return null;
  try {
    const response = await caches.match(entryUrl(siteRoot, key), { cacheName: cacheName(key) });
    return response ? { bytes: response.arrayBuffer().then((buffer) => new Uint8Array(buffer)) } : null;
  } catch {
    return null;
  }
}

/** Delete every snapshot but ``keep``'s (all of them when keep is null). @param {string | null} [keep] */
export async function dropSnapshots(keep = null) {
  if (!canKeepSnapshots()) return;
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== (keep && cacheName(keep))) await caches.delete(name);
  }
}

/** @param {string | URL} siteRoot @param {string} key @param {BodyInit} bytes */
export async function storeSnapshot(siteRoot, key, bytes) {
  const cache = await caches.open(cacheName(key));
  await cache.put(entryUrl(siteRoot, key), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  await dropSnapshots(key);
}

// A snapshot refused for its size is remembered under its key (its numbers, as JSON), so that later
// visits do not make it again only to refuse it: Python starts afresh, as on a first visit.
const refusalUrl = (/** @type {string | URL} */ siteRoot, /** @type {string} */ key) => new URL(`warm-start/${key}.refused`, siteRoot).href;

/** @param {string | URL} siteRoot @param {string} key @param {Record<string, unknown>} refusal */
export async function storeRefusal(siteRoot, key, refusal) {
  const cache = await caches.open(cacheName(key));
  await cache.put(refusalUrl(siteRoot, key), new Response(JSON.stringify(refusal), { headers: { "Content-Type": "application/json" } }));
  await dropSnapshots(key);
}

/** The refusal remembered for ``key`` (storeRefusal's object), or null. @param {string | URL} siteRoot @param {string | null} key */
export async function readRefusal(siteRoot, key) {
  if (!key || !canKeepSnapshots()) return null;
  try {
    const response = await caches.match(refusalUrl(siteRoot, key), { cacheName: cacheName(key) });
    return response ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Whether a snapshot for ``key`` is stored (the page asks before making one). @param {string | URL} siteRoot @param {string | null} key */
export async function hasSnapshot(siteRoot, key) {
  if (!key || !canKeepSnapshots()) return false;
  try {
    return !!(await caches.match(entryUrl(siteRoot, key), { cacheName: cacheName(key) }));
  } catch {
    return false;
  }
}

/**
 * Python run before the snapshot is taken: import every engine module a page can reach (so the
 * restored interpreter never needs the wheel's files, which are not part of a memory snapshot),
 * except the laboratory and the command line, and stamp the key.
 * @param {string} key
 */
export function importEngineCode(key) {
  return `
import importlib, pkgutil, sys
import tapisvert

def _import_all(package):
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name in ("tapisvert.lab", "tapisvert.cli", "tapisvert.__main__"):
            continue
        module = importlib.import_module(info.name)
        if info.ispkg:
            _import_all(module)

_import_all(tapisvert)
del _import_all
sys._tapisvert_snapshot = ${JSON.stringify(key)}
`;
}

/** Python run after a restore: the key the snapshot was made for. */
export const SNAPSHOT_STAMP = "import sys; getattr(sys, '_tapisvert_snapshot', '')";
// Every restore starts from the same memory: reseed the random module (its state is in it).
export const AFTER_RESTORE = "import random; random.seed()";
