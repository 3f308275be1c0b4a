// The page side of the engine: one module worker per tab, booted lazily, with a watchdog.
//
// Under Material's instant navigation this module is evaluated once per tab, so the worker (and
// the Python interpreter in it) survives page changes; tables on later pages reuse it at once.

import { pageLang, w } from "../words/words.mjs";

const BOOT_TIMEOUT_MS = 120000; // a wrong .wasm MIME type makes loadPyodide hang forever
const CALL_TIMEOUT_MS = 30000;

/** @type {Record<string, number>} */
export const timings = {}; // performance.now() marks, read by the benchmark

/** @param {string} name @param {number} [at] */
function mark(name, at = performance.now()) {
  if (!(name in timings)) timings[name] = at;
}

export class EngineError extends Error {}

const MB = (/** @type {number} */ n) => (n / 1e6).toFixed(1);

/**
 * A boot step in the page's words: the worker has no page (no language), so it names its step
 * and its figures, and the page words them (its own text is the English one).
 * @param {{step: string, text: string, warm?: boolean, received?: number, total?: number, percent?: number | null}} msg
 */
function bootText(msg) {
  switch (msg.step) {
    case "python": return w("boot.python");
    case "download": return w("boot.download", { pct: String(msg.percent), got: MB(msg.received || 0), total: MB(msg.total || 0) });
    case "manifest": return w("boot.manifest");
    case "runtime": return msg.warm ? w("boot.runtimeWarm") : w("boot.runtime");
    case "install": return w("boot.install");
    case "engine": return w("boot.engine");
    default: return msg.text;
  }
}

/** @typedef {{state: string, text: string, percent?: number | null}} Status */
/** @typedef {{resolve: (answer: import("../table/table-api.mjs").Answer) => void, reject: (err: Error) => void, timer: ReturnType<typeof setTimeout>}} Pending */
/**
 * The worker's "ready" message (worker.mjs).
 * @typedef {{type: "ready", version: string, engineVersion: string, python: string, pyodide: string, runtime: string[],
 *   boot: "snapshot" | "fresh", snapshotKey: string | null, snapshotProblem: string | null, install: unknown}} Ready
 */

class EngineClient {
  constructor() {
    /** @type {Worker | null} */
    this.worker = null;
    /** @type {Promise<EngineClient> | null} */
    this.bootPromise = null;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    this.nextId = 1;
    /** @type {Status} */
    this.status = { state: "idle", text: "" };
    /** @type {{step: string, text: string, at: number}[]} the boot's steps as the worker took them (at: page time) */
    this.steps = [];
    /** @type {Set<(status: Status) => void>} */
    this.listeners = new Set();
    /** @type {Ready | null} */
    this.info = null;
    /** @type {Promise<Record<string, unknown>> | null} */
    this.warmStart = null; // the promise of keepWarmStart(), once started
    /** @type {Record<string, unknown> | null} */
    this.warmStartResult = null; // its last message: {type: "stored" | "skipped" | "failed", ...}
  }

  /** @param {(status: Status) => void} fn */
  onStatus(fn) {
    this.listeners.add(fn);
    fn(this.status);
    return () => this.listeners.delete(fn);
  }

  /** @param {string} state @param {string} text @param {number | null} [percent] */
  setStatus(state, text, percent = null) {
    this.status = { state, text, percent };
    for (const fn of [...this.listeners]) fn(this.status);
  }

  /** Start the worker if needed; resolves when the engine answers calls. */
  boot() {
    if (this.bootPromise) return this.bootPromise;
    mark("bootStart");
    this.setStatus("booting", w("boot.starting"));
    this.bootPromise = new Promise((resolve, reject) => {
      let settled = false;
      const fail = (/** @type {string} */ message) => {
        if (settled) return;
        settled = true;
        clearTimeout(watchdog);
        this.teardown(message);
        this.setStatus("failed", message);
        reject(new EngineError(message));
      };
      const watchdog = setTimeout(
        () => fail(w("boot.timeout", { s: BOOT_TIMEOUT_MS / 1000 })),
        BOOT_TIMEOUT_MS
      );
      let worker;
      // A play page may have started the worker already, from its head (early-engine.mjs).
      const early = self.tapisvertEarlyEngine;
      self.tapisvertEarlyEngine = null;
      self.tapisvertEngineStarted = true;
      try {
        worker = early ? early.worker : new Worker(new URL("./worker.mjs", import.meta.url), { type: "module", name: "tapisvert-engine" });
        if (early) timings.earlyWorker = early.at;
      } catch (err) {
        fail(w("boot.noWorker", { why: /** @type {Error} */ (err).message || String(err) }));
        return;
      }
      this.worker = worker;
      worker.onerror = (event) => {
        event.preventDefault?.();
        fail(w("boot.crashed", { why: event.message || w("boot.scriptError") }));
      };
      worker.onmessage = (event) => {
        const msg = event.data;
        if (msg.type === "progress") {
          // the worker's own time of the step (a worker started early sent it before we listened)
          const at = typeof msg.at === "number" ? msg.at - performance.timeOrigin : performance.now();
          mark(`step:${msg.step}`, at);
          const last = this.steps[this.steps.length - 1];
          const text = bootText(msg);
          if (!last || last.step !== msg.step) this.steps.push({ step: msg.step, text, at });
          this.setStatus("booting", text, msg.step === "download" ? msg.percent : null);
        } else if (msg.type === "ready") {
          mark("engineReady");
          settled = true;
          clearTimeout(watchdog);
          this.info = msg;
          this.setStatus("ready", w("boot.ready", { version: msg.version, python: msg.python }));
          resolve(this);
        } else if (msg.type === "failed") {
          fail(w("boot.couldNot", { why: msg.message }));
        } else if (msg.type === "result") {
          const entry = this.pending.get(msg.id);
          if (!entry) return;
          this.pending.delete(msg.id);
          clearTimeout(entry.timer);
          let data;
          try {
            data = JSON.parse(msg.response);
          } catch (err) {
            data = { ok: false, error: { type: "internal", message: w("engine.unreadable", { why: String(err) }) } };
          }
          entry.resolve(data);
        }
      };
      if (early) {
        for (const event of early.errors) worker.onerror(event);
        for (const event of early.messages) worker.onmessage(event);
      }
    });
    return this.bootPromise;
  }

  /**
   * Keep a warm-start snapshot for later visits (warm-start.mjs): after an engine started afresh,
   * a second, short-lived worker makes one and stores it in Cache Storage. At most once per tab;
   * the page calls this when it is idle after the first deal. Resolves with the worker's message.
   */
  keepWarmStart() {
    if (this.warmStart) return this.warmStart;
    if (!this.info || this.info.boot !== "fresh" || !this.info.snapshotKey) {
      return Promise.resolve({ type: "skipped", reason: this.info ? `engine boot: ${this.info.boot}` : "engine not started" });
    }
    this.warmStart = new Promise((resolve) => {
      /** @type {Worker | undefined} */
      let worker;
      const done = (/** @type {Record<string, unknown>} */ msg) => {
        if (worker) worker.terminate();
        this.warmStartResult = msg;
        // a snapshot too large to restore (snapshot-worker.mjs): said once per page, never thrown
        if (msg.type === "refused") console.warn(`Tapis vert: no warm start: ${msg.message}; Python starts afresh on each visit.`);
        resolve(msg);
      };
      try {
        worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module", name: "tapisvert-snapshot" });
      } catch (err) {
        done({ type: "failed", message: String((err && /** @type {Error} */ (err).message) || err) });
        return;
      }
      worker.onmessage = (event) => done(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        done({ type: "failed", message: event.message || "script error" });
      };
      // a test may lower the limit to see the refusal (window.TAPISVERT_SNAPSHOT_LIMIT, in bytes)
      const limitBytes = Number(self.TAPISVERT_SNAPSHOT_LIMIT) || null;
      worker.postMessage({ limitBytes });
    });
    return this.warmStart;
  }

  /** @param {string} reason */
  teardown(reason) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(new EngineError(reason));
    }
    this.pending.clear();
  }

  /** Throw away the worker (after a failure) so that the next boot() starts afresh. */
  reset() {
    this.teardown(w("engine.restarted"));
    this.bootPromise = null;
    this.steps = [];
    this.setStatus("idle", "");
  }

  /**
   * Send one request object to tapisvert.bridge.call, in the page's language; resolves with the parsed response
   * ({ok: true, ...} or {ok: false, error}). Rejects only when the engine itself is gone.
   * @param {Record<string, unknown>} request @returns {Promise<import("../table/table-api.mjs").Answer>}
   */
  async call(request) {
    await this.boot();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const message = w("engine.noAnswer", { op: String(request.op), s: CALL_TIMEOUT_MS / 1000 });
        this.teardown(message);
        this.bootPromise = null;
        this.setStatus("failed", message);
        reject(new EngineError(message));
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      // the page's language on every request (BRIEF contract 5: the engine words its answer in
      // it; a request that names its own keeps it). Today's bridge reads the fields it knows only
      // (req.get), so a bridge without languages answers in English, as before.
      const asked = "lang" in request ? request : { ...request, lang: pageLang() };
      /** @type {Worker} */ (this.worker).postMessage({ id, request: JSON.stringify(asked) });
    });
  }
}

export const engine = new EngineClient();
export { mark };

// the page's language (words/words.mjs: <html lang>), for the modules that ask the engine's client
export { pageLang };
