// The page side of the engine: one module worker per tab, booted lazily, with a watchdog.
//
// Under Material's instant navigation this module is evaluated once per tab, so the worker (and
// the Python interpreter in it) survives page changes; tables on later pages reuse it at once.

const BOOT_TIMEOUT_MS = 120000; // a wrong .wasm MIME type makes loadPyodide hang forever
const CALL_TIMEOUT_MS = 30000;

export const timings = {}; // performance.now() marks, read by the benchmark

function mark(name, at = performance.now()) {
  if (!(name in timings)) timings[name] = at;
}

export class EngineError extends Error {}

class EngineClient {
  constructor() {
    this.worker = null;
    this.bootPromise = null;
    this.pending = new Map();
    this.nextId = 1;
    this.status = { state: "idle", text: "" };
    /** @type {{step: string, text: string, at: number}[]} the boot's steps as the worker took them (at: page time) */
    this.steps = [];
    this.listeners = new Set();
    this.info = null;
    this.warmStart = null; // the promise of keepWarmStart(), once started
    this.warmStartResult = null; // its last message: {type: "stored" | "skipped" | "failed", ...}
  }

  onStatus(fn) {
    this.listeners.add(fn);
    fn(this.status);
    return () => this.listeners.delete(fn);
  }

  setStatus(state, text, percent = null) {
    this.status = { state, text, percent };
    for (const fn of [...this.listeners]) fn(this.status);
  }

  /** Start the worker if needed; resolves when the engine answers calls. */
  boot() {
    if (this.bootPromise) return this.bootPromise;
    mark("bootStart");
    this.setStatus("booting", "Starting the engine…");
    this.bootPromise = new Promise((resolve, reject) => {
      let settled = false;
      const fail = (message) => {
        if (settled) return;
        settled = true;
        clearTimeout(watchdog);
        this.teardown(message);
        this.setStatus("failed", message);
        reject(new EngineError(message));
      };
      const watchdog = setTimeout(
        () => fail(`The engine did not start within ${BOOT_TIMEOUT_MS / 1000} seconds.`),
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
        fail(`Could not start the engine worker: ${err.message || err}`);
        return;
      }
      this.worker = worker;
      worker.onerror = (event) => {
        event.preventDefault?.();
        fail(`The engine worker crashed: ${event.message || "script error"}`);
      };
      worker.onmessage = (event) => {
        const msg = event.data;
        if (msg.type === "progress") {
          // the worker's own time of the step (a worker started early sent it before we listened)
          const at = typeof msg.at === "number" ? msg.at - performance.timeOrigin : performance.now();
          mark(`step:${msg.step}`, at);
          const last = this.steps[this.steps.length - 1];
          if (!last || last.step !== msg.step) this.steps.push({ step: msg.step, text: msg.text, at });
          this.setStatus("booting", msg.text, msg.step === "download" ? msg.percent : null);
        } else if (msg.type === "ready") {
          mark("engineReady");
          settled = true;
          clearTimeout(watchdog);
          this.info = msg;
          this.setStatus("ready", `Engine ${msg.version} ready (Python ${msg.python} in your browser)`);
          resolve(this);
        } else if (msg.type === "failed") {
          fail(`The engine could not start: ${msg.message}`);
        } else if (msg.type === "result") {
          const entry = this.pending.get(msg.id);
          if (!entry) return;
          this.pending.delete(msg.id);
          clearTimeout(entry.timer);
          let data;
          try {
            data = JSON.parse(msg.response);
          } catch (err) {
            data = { ok: false, error: { type: "internal", message: `unreadable answer from the engine: ${err}` } };
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
      let worker;
      const done = (msg) => {
        if (worker) worker.terminate();
        this.warmStartResult = msg;
        // a snapshot too large to restore (snapshot-worker.mjs): said once per page, never thrown
        if (msg.type === "refused") console.warn(`Tapis vert: no warm start: ${msg.message}; Python starts afresh on each visit.`);
        resolve(msg);
      };
      try {
        worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module", name: "tapisvert-snapshot" });
      } catch (err) {
        done({ type: "failed", message: String((err && err.message) || err) });
        return;
      }
      worker.onmessage = (event) => done(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        done({ type: "failed", message: event.message || "script error" });
      };
      // a test may lower the limit to see the refusal (window.TAPISVERT_SNAPSHOT_LIMIT, in bytes)
      const limitBytes = Number(/** @type {any} */ (self).TAPISVERT_SNAPSHOT_LIMIT) || null;
      worker.postMessage({ limitBytes });
    });
    return this.warmStart;
  }

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
    this.teardown("The engine was restarted.");
    this.bootPromise = null;
    this.steps = [];
    this.setStatus("idle", "");
  }

  /**
   * Send one request object to tapisvert.bridge.call, in the page's language; resolves with the parsed response
   * ({ok: true, ...} or {ok: false, error}). Rejects only when the engine itself is gone.
   */
  async call(request) {
    await this.boot();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const message = `The engine did not answer "${request.op}" within ${CALL_TIMEOUT_MS / 1000} seconds.`;
        this.teardown(message);
        this.bootPromise = null;
        this.setStatus("failed", message);
        reject(new EngineError(message));
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      // every answer's words in the page's language (the bridge's "lang"; its records are the same in both)
      const lang = request.lang || pageLang();
      this.worker.postMessage({ id, request: JSON.stringify({ ...request, lang }) });
    });
  }
}

export const engine = new EngineClient();
export { mark };

/** The page's language as the engine speaks it: "fr" on the French pages, else "en". */
export function pageLang() {
  const lang = typeof document !== "undefined" ? document.documentElement.lang : "";
  return lang && lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}
