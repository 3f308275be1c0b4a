// Offline reading and play: registers the service worker (site root sw.js, written by
// sitebuild/runtime/offline.py), shows whether the archive is available offline, and offers a new build
// when one has been installed.
//
// States shown in the footer (role=status): "Saving the archive for offline reading…",
// "Available offline", "Available offline, with the game tables" (once the Python runtime and
// the engine are cached), and "A new version of the archive is available. [Reload]".
//
// Issue 27: on a page without a table, once the service worker is active and the browser is idle,
// it is asked to fetch the runtime (the files of wheels/manifest.json's "runtime"), so that a
// first visit to a table after reading its rules starts from the cache. Not when the reader asked
// the browser to save data. The outcome is on <html data-tv-runtime="cached|failed|skipped">.

import { w } from "../words/words.mjs";

const here = import.meta.url;
const siteRoot = new URL(here.slice(0, here.lastIndexOf("/playground/") + 1));

/** @type {HTMLElement | null} */
let box = null;
/** @type {{key: import("../words/words.mjs").WordKey | null, update: (() => void) | null}} the state's words, looked up at each drawing (a page of the other language may come next) */
let state = { key: null, update: null };

function render() {
  if (!box || !box.isConnected) {
    const footer = document.querySelector(".md-footer-meta__inner") || document.querySelector("footer");
    if (!footer) return;
    box = document.createElement("p");
    box.className = "tv-offline";
    box.setAttribute("role", "status");
    footer.append(box);
  }
  const text = state.key ? w(state.key) : "";
  box.replaceChildren(document.createTextNode(text));
  box.hidden = !text;
  if (state.update) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "tv-offline-reload";
    button.textContent = w("offline.reload");
    button.addEventListener("click", state.update);
    box.append(" ", button);
  }
}

/** @param {import("../words/words.mjs").WordKey | null} key @param {(() => void) | null} [update] */
function show(key, update = null) {
  state = { key, update };
  render();
}

/** @type {ServiceWorkerRegistration | null} */
let registration = null;
let tablesCached = false;

/** @param {ServiceWorker} waiting */
function offerUpdate(waiting) {
  if (!navigator.serviceWorker.controller) return; // first install: nothing to replace
  show("offline.update", () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
}

/** @param {ServiceWorkerRegistration} reg */
function watch(reg) {
  if (reg.waiting) offerUpdate(reg.waiting);
  reg.addEventListener("updatefound", () => {
    const installing = reg.installing;
    if (!installing) return;
    if (!state.update) show("offline.saving");
    installing.addEventListener("statechange", () => {
      if (installing.state === "installed") {
        if (navigator.serviceWorker.controller) offerUpdate(installing);
        else show(tablesCached ? "offline.withTables" : "offline.available");
      }
    });
  });
}

/** Register the service worker (once per tab); resolves with the registration or null. */
export async function registerOffline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  if (registration) return registration;
  try {
    registration = await navigator.serviceWorker.register(new URL("sw.js", siteRoot).href, {
      scope: siteRoot.pathname,
    });
  } catch {
    show(null);
    return null;
  }
  watch(registration);
  if (registration.active && !state.update) show("offline.available");
  // a table page fetches the runtime itself (and has it kept once the engine is ready: main.mjs)
  if (!document.querySelector(".tv-table")) whenIdle(() => prefetchRuntime().catch(() => {}));
  return registration;
}

const whenIdle = (/** @type {() => void} */ fn) => (typeof self.requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 10000 }) : setTimeout(fn, 2000));
let runtimeState = "none"; // then "fetching", and "cached", "failed" or "skipped"

/** @param {string} outcome */
function settle(outcome) {
  runtimeState = outcome;
  document.documentElement.dataset.tvRuntime = outcome;
  return outcome;
}

/** Have the service worker fetch and keep the runtime now (once per tab); resolves with the outcome. */
export async function prefetchRuntime() {
  if (runtimeState !== "none") return runtimeState;
  if (navigator.connection && navigator.connection.saveData) return settle("skipped");
  runtimeState = "fetching";
  try {
    const res = await fetch(new URL("wheels/manifest.json", siteRoot), { cache: "no-cache" });
    if (!res.ok) return settle("failed");
    const manifest = await res.json();
    const urls = (manifest.runtime || []).map((/** @type {string} */ p) => new URL(p, siteRoot).href);
    return settle((await cacheRuntime(urls)) ? "cached" : "failed");
  } catch {
    return settle("failed");
  }
}

/** Ask the service worker to keep the runtime files (already in the HTTP cache) for offline play. @param {string[]} urls */
export async function cacheRuntime(urls) {
  const reg = await registerOffline();
  if (!reg || !urls || !urls.length) return false;
  const active = (await navigator.serviceWorker.ready).active;
  if (!active) return false;
  const done = await new Promise((resolve) => {
    const channel = new MessageChannel();
    // the answer comes once every file is stored whole (sitebuild/templates/sw.js: KEEP_RUNTIME)
    channel.port1.onmessage = (event) => resolve(Boolean(event.data && event.data.ok));
    active.postMessage({ type: "KEEP_RUNTIME", urls }, [channel.port2]);
    setTimeout(() => resolve(false), 120000);
  });
  if (done) {
    tablesCached = true;
    if (!state.update) show("offline.withTables");
  }
  return done;
}

/** Re-attach the status line after Material's instant navigation replaced the footer. */
export function refreshOfflineStatus() {
  if (state.key) render();
}

// Exposed for the browser tests.
export const offlineState = () => ({ ...state, tablesCached, runtime: runtimeState, registered: Boolean(registration) });
