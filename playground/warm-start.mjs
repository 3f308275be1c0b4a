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

const PREFIX = "tv-snapshot-";
const FORMAT = 1; // bump when what the snapshot holds changes without the wheel changing

/** The key of the snapshot that fits this build's engine and runtime. */
export function snapshotKey(manifest) {
  if (!manifest || !manifest.sha256 || !manifest.pyodide) return null;
  return `${manifest.pyodide}-${manifest.sha256.slice(0, 16)}-f${FORMAT}`;
}

const cacheName = (key) => PREFIX + key;
// Cache Storage keys are URLs; nothing is ever fetched from this one (same origin, no server file).
const entryUrl = (siteRoot, key) => new URL(`warm-start/${key}.snapshot`, siteRoot).href;

export const canKeepSnapshots = () => typeof self.caches !== "undefined";

/**
 * The stored snapshot for ``key``: null if there is none, else {bytes: a promise of its bytes} (so
 * that reading 31 MB from the cache overlaps the runtime's own loading). Never creates a cache.
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

/** Delete every snapshot but ``keep``'s (all of them when keep is null). */
export async function dropSnapshots(keep = null) {
  if (!canKeepSnapshots()) return;
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== (keep && cacheName(keep))) await caches.delete(name);
  }
}

export async function storeSnapshot(siteRoot, key, bytes) {
  const cache = await caches.open(cacheName(key));
  await cache.put(entryUrl(siteRoot, key), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  await dropSnapshots(key);
}

/** Whether a snapshot for ``key`` is stored (the page asks before making one). */
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
