// Tapis vert engine worker (module Web Worker, one per tab).
//
// Boots the self-hosted Pyodide runtime, installs the engine wheel named in wheels/manifest.json
// with loadPackage(<absolute wheel URL>), checks that the package really was installed, and then
// answers bridge calls. The page talks to Python only through tapisvert.bridge.call(json) -> json.
//
// Messages to the page:  {type: "progress", step, text}
//                        {type: "ready", version, python, pyodide}
//                        {type: "failed", message}
//                        {type: "result", id, response}   (response is the bridge's JSON text)
// Messages from the page: {id, request}                   (request is JSON text)

const siteRoot = new URL("../", import.meta.url);
let bridgeCall = null;

function progress(step, text) {
  self.postMessage({ type: "progress", step, text });
}

async function boot() {
  progress("manifest", "Looking up the engine…");
  const manifestUrl = new URL("wheels/manifest.json", siteRoot);
  const res = await fetch(manifestUrl, { cache: "no-cache" });
  if (!res.ok) throw new Error(`could not read ${manifestUrl.pathname} (HTTP ${res.status})`);
  const manifest = await res.json();

  progress("runtime", "Loading the Python runtime…");
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", siteRoot).href);

  progress("python", "Starting Python…");
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", siteRoot).href });

  progress("engine", "Installing the rules engine…");
  const wheelUrl = new URL(manifest.wheel, siteRoot).href;
  const errors = [];
  await pyodide.loadPackage(wheelUrl, {
    messageCallback: () => {},
    errorCallback: (msg) => errors.push(String(msg)),
  });
  // loadPackage only logs failures (404, bad wheel): check that the package is really there.
  if (!Object.prototype.hasOwnProperty.call(pyodide.loadedPackages, manifest.package)) {
    throw new Error(
      `the engine package "${manifest.package}" was not installed from ${wheelUrl}` +
        (errors.length ? `: ${errors.join("; ")}` : "")
    );
  }
  const bridge = pyodide.pyimport("tapisvert.bridge");
  bridgeCall = bridge.call;
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  self.postMessage({ type: "ready", version: manifest.version, python, pyodide: pyodide.version });
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
      response = JSON.stringify({ ok: false, error: { type: "internal", message: String(err && err.message || err) } });
    }
  }
  self.postMessage({ type: "result", id, response });
};

boot().catch((err) => {
  self.postMessage({ type: "failed", message: String((err && err.message) || err) });
});
