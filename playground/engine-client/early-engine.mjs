// Starts the engine worker before the page's own scripts (issue 27). A play page loads this tiny
// module from its head (<script type="module" async>, written by sitebuild/runtime/early_start.py): it
// runs as soon as it arrives, while the page is still parsing, long before main.mjs and its
// module graph. The engine client (engine.mjs) takes the worker over, with the messages the
// worker sent meanwhile. It imports nothing, and does nothing if the client started first.

const KEY = "tapisvertEarlyEngine";
if (!self[KEY] && !self.tapisvertEngineStarted) {
  try {
    const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module", name: "tapisvert-engine" });
    /** @type {EarlyEngine} */
    const early = { worker, messages: [], errors: [], at: performance.now() };
    worker.onmessage = (event) => early.messages.push(event);
    worker.onerror = (event) => {
      event.preventDefault?.();
      early.errors.push(event);
    };
    self[KEY] = early;
  } catch {
    // the client starts its own worker (and says why it cannot)
  }
}
