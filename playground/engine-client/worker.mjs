// Tapis vert engine worker (module Web Worker, one per tab).
//
// Boots the self-hosted Pyodide runtime, installs the engine wheel named in wheels/manifest.json
// by writing its files into site-packages (wheel-install.mjs: no Python runs for it), checks that
// the package really imports, and then answers bridge calls. The page talks to Python only through tapisvert.bridge.call(json) -> json.
// The wheel is fetched while the runtime downloads; the bytes received of the runtime files are
// reported as they arrive (a counting clone of each response: the original goes to Pyodide
// untouched, so streaming wasm compilation and its code cache still work).
//
// Messages to the page:  {type: "progress", step, text, at, received?, total?, percent?}
//                        {type: "ready", version, python, pyodide, runtime, boot, snapshotKey,
//                         install: {method: "files", files} on a fresh boot, null after a snapshot}
//                        {type: "failed", message}
//                        {type: "result", id, response}   (response is the bridge's JSON text)
// Messages from the page: {id, request}                   (request is JSON text)
//
// Warm start (warm-start.mjs): when an earlier visit kept a memory snapshot for this very wheel and
// runtime, Python is restored from it (the engine already imported) instead of started afresh;
// "ready" says which (boot: "snapshot" | "fresh"). A snapshot that fails is deleted, and the
// worker boots as on a first visit.

import { AFTER_RESTORE, SNAPSHOT_STAMP, dropSnapshots, readSnapshot, snapshotKey } from "./warm-start.mjs";
import { installWheel } from "./wheel-install.mjs";

// The site root: this file is served as playground/<version>/engine-client/worker.mjs (or playground/engine-client/worker.mjs).
const here = import.meta.url;
const siteRoot = new URL(here.slice(0, here.lastIndexOf("/playground/") + 1));
/** @type {((request: string) => string) | null} tapisvert.bridge.call, once the engine is imported */
let bridgeCall = null;

// `at`: when the step began, in ms since the epoch (the page may read the message later: a worker
// started from the page's head sends its first steps before the engine client listens).
/** @param {string} step @param {string} text @param {Record<string, unknown>} [extra] */
function progress(step, text, extra = {}) {
  self.postMessage({ type: "progress", step, text, at: performance.timeOrigin + performance.now(), ...extra });
}

const MB = (/** @type {number} */ n) => (n / 1e6).toFixed(1);

/** Count the bytes of the runtime files as Pyodide reads them; report at most every 100 ms. @param {string[]} urls @param {number} total */
function trackDownloads(urls, total) {
  const tracked = new Set(urls);
  const realFetch = self.fetch.bind(self);
  let received = 0;
  let last = 0;
  let reading = 0; // bodies being read
  let started = false; // Python's start-up is reported once, when every byte is in
  const report = (/** @type {boolean} */ force) => {
    const now = performance.now();
    if (started || (!force && now - last < 100)) return;
    last = now;
    // every byte in, or every file read whole (a file may be smaller than the manifest says)
    if ((total && received >= total) || (tracked.size === 0 && reading === 0)) {
      started = true;
      progress("python", "Starting Python…");
      return;
    }
    const pct = total ? Math.min(100, Math.round((100 * received) / total)) : null;
    progress("download", `Downloading Python and the rules engine: ${pct} % (${MB(received)} of ${MB(total)} MB)`, {
      received, total, percent: pct,
    });
  };
  self.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, siteRoot).href;
    if (tracked.has(url) && response.ok && response.body) {
      tracked.delete(url);
      reading++;
      const reader = /** @type {ReadableStream<Uint8Array>} */ (response.clone().body).getReader();
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += value.byteLength;
          report(false);
        }
      })()
        .catch(() => {})
        .finally(() => {
          reading--;
          report(true);
        });
    }
    return response;
  };
  return () => (self.fetch = realFetch);
}

/** Python from the warm-start snapshot kept by an earlier visit (readSnapshot's answer), or null
 * (none, or unusable).
 * @param {typeof import("pyodide").loadPyodide} loadPyodide @param {{bytes: Promise<Uint8Array>} | null} snapshot @param {string | null} key */
async function restoreSnapshot(loadPyodide, snapshot, key) {
  if (!snapshot) return null;
  try {
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", siteRoot).href, _loadSnapshot: snapshot.bytes });
    const stamp = pyodide.runPython(SNAPSHOT_STAMP);
    if (stamp !== key) throw new Error(`the snapshot was made for ${stamp || "another engine"}`);
    pyodide.runPython(AFTER_RESTORE);
    return pyodide;
  } catch (err) {
    // A snapshot that does not load is never tried again; the next idle time makes a new one.
    snapshotProblem = String((err && /** @type {Error} */ (err).message) || err).split("\n")[0];
    await dropSnapshots().catch(() => {});
    return null;
  }
}

/** @type {string | null} why the kept snapshot was not used */
let snapshotProblem = null;

async function boot() {
  progress("manifest", "Looking up the engine…");
  // Pyodide's loader is fetched while the manifest is (one round trip less before the runtime).
  const pyodideModule = import(new URL("pyodide/pyodide.mjs", siteRoot).href);
  pyodideModule.catch(() => {}); // awaited below; a failure is reported there
  const manifestUrl = new URL("wheels/manifest.json", siteRoot);
  const res = await fetch(manifestUrl, { cache: "no-cache" });
  if (!res.ok) throw new Error(`could not read ${manifestUrl.pathname} (HTTP ${res.status})`);
  const manifest = await res.json();
  const wheelUrl = new URL(manifest.wheel, siteRoot).href;
  const runtime = /** @type {string[]} */ ((manifest.runtime || []).map((/** @type {string} */ p) => new URL(p, siteRoot).href));
  const key = snapshotKey(manifest);
  const snapshotRead = readSnapshot(siteRoot, key);
  const snapshot = await snapshotRead;
  // With a snapshot the engine is already in Python's memory: the wheel is not needed.
  // The steps in the order they happen: the runtime is asked for, its bytes arrive (download, as
  // they come), Python starts once they are all in (python), the engine is installed, imported.
  // warm: the page words this step by it (engine.mjs: bootText), in the page's language
  progress("runtime", snapshot ? "Loading the Python runtime (warm start)…" : "Loading the Python runtime…", { warm: Boolean(snapshot) });
  const tracked = runtime.filter((u) => !u.endsWith(".mjs") && (!snapshot || u !== wheelUrl));
  const untrack = trackDownloads(tracked, snapshot ? (manifest.runtime_bytes || 0) - (manifest.wheel_bytes || 0) : manifest.runtime_bytes || 0);
  // The wheel downloads while the runtime does.
  const fetchWheel = () => fetch(wheelUrl).then(
    async (r) => ({ ok: r.ok, status: String(r.status), bytes: r.ok ? await r.arrayBuffer() : null }),
    (err) => ({ ok: false, status: String(err && err.message || err), bytes: null })
  );
  let wheelFetch = snapshot ? null : fetchWheel();

  const { loadPyodide } = /** @type {typeof import("pyodide")} */ (await pyodideModule);
  let pyodide = await restoreSnapshot(loadPyodide, snapshot, key);
  const boot = pyodide ? "snapshot" : "fresh";
  let install = null;
  if (!pyodide) {
    wheelFetch = wheelFetch || fetchWheel();
    pyodide = await loadPyodide({ indexURL: new URL("pyodide/", siteRoot).href });

    progress("install", "Installing the rules engine…");
    const wheel = await wheelFetch;
    let problem = wheel.ok ? null : `HTTP ${wheel.status}`;
    if (wheel.ok) {
      try {
        install = installWheel(pyodide, new Uint8Array(/** @type {ArrayBuffer} */ (wheel.bytes)));
        pyodide.runPython(`import ${manifest.package}`);
      } catch (err) {
        problem = String(String((err && /** @type {Error} */ (err).message) || err).trim().split("\n").pop());
      }
    }
    if (problem) {
      untrack();
      throw new Error(`the engine package "${manifest.package}" was not installed from ${wheelUrl}: ${problem}`);
    }
  }
  untrack();
  progress("engine", "Starting the rules engine…");
  const bridge = pyodide.pyimport("tapisvert.bridge");
  bridgeCall = bridge.call;
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  const engineVersion = pyodide.runPython("import tapisvert; tapisvert.__version__");
  self.postMessage({
    type: "ready", version: manifest.version, engineVersion, python, pyodide: pyodide.version,
    runtime, boot, snapshotKey: key, snapshotProblem, install,
  });
}

self.onmessage = (event) => {
  const { id, request } = event.data || {};
  let response;
  if (!bridgeCall) {
    response = JSON.stringify({ ok: false, error: { type: "internal", message: "the engine is not ready" } });
  } else {
    try {
      response = bridgeCall(request);
    } catch (err) {
      // bridge.call never raises; this is a Pyodide-level failure (e.g. out of memory).
      response = JSON.stringify({ ok: false, error: { type: "internal", message: String(err && /** @type {Error} */ (err).message || err) } });
    }
  }
  self.postMessage({ type: "result", id, response });
};

boot().catch((err) => {
  self.postMessage({ type: "failed", message: String((err && err.message) || err) });
});
