// Tapis vert service worker (written into the site as sw.js by sitebuild/runtime/offline.py; the precache
// list below is injected by workbox-build's injectManifest). No inline code, no eval.
//
// * Precache: every page, style, script and source text of this build (cache-first; workbox keeps
//   one revision per URL and replaces what changed when a new build is installed).
// * Runtime caches, filled on first play: the Pyodide runtime and the engine wheel, in caches whose
//   names carry the Pyodide version and the wheel's hash; activating a new build deletes the others.
// * A new build waits until the reader accepts the update notice (message SKIP_WAITING).

importScripts("__WORKBOX_DIR__/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "__WORKBOX_DIR__/", debug: false });

const PYODIDE_CACHE = "__PYODIDE_CACHE__";
const ENGINE_CACHE = "__ENGINE_CACHE__";
const OURS = [PYODIDE_CACHE, ENGINE_CACHE];

workbox.core.setCacheNameDetails({ prefix: "tv", suffix: "", precache: "pages" });
workbox.precaching.cleanupOutdatedCaches();
workbox.precaching.precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: "index.html",
  cleanURLs: false,
  ignoreURLParametersMatching: [/.*/],
});

const scope = new URL(self.registration.scope);
const under = (url, dir) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname + dir);
const okOnly = new workbox.cacheableResponse.CacheableResponsePlugin({ statuses: [200] });

workbox.routing.registerRoute(
  ({ url }) => under(url, "pyodide/"),
  new workbox.strategies.CacheFirst({ cacheName: PYODIDE_CACHE, plugins: [okOnly] })
);
workbox.routing.registerRoute(
  ({ url }) => under(url, "wheels/") && !url.pathname.endsWith("/manifest.json"),
  new workbox.strategies.CacheFirst({ cacheName: ENGINE_CACHE, plugins: [okOnly] })
);

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if ((name.startsWith("tv-pyodide-") || name.startsWith("tv-engine-")) && !OURS.includes(name)) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })()
  );
});

// Keep the runtime for offline play and for a first visit to a table (playground/site/offline.mjs,
// message KEEP_RUNTIME with {urls}). Not workbox's CACHE_URLS: that one replies as soon as the
// responses' headers have arrived, while the large files (the 9 MB wasm) are still being read into
// the cache, so the page was told "cached" before they were (issue 27). Here each file is read
// whole into its runtime cache first, and the reply lists what could not be kept.
const runtimeCacheOf = (url) => (under(url, "pyodide/") ? PYODIDE_CACHE : under(url, "wheels/") ? ENGINE_CACHE : null);

async function keepOne(href) {
  const url = new URL(href, scope);
  const name = runtimeCacheOf(url);
  if (!name) return false;
  const cache = await caches.open(name);
  if (await cache.match(url.href)) return true;
  const response = await fetch(url.href);
  if (response.status !== 200) return false;
  await cache.put(url.href, response); // resolves once the whole body is stored
  return Boolean(await cache.match(url.href));
}

async function keepRuntime(urls) {
  const kept = await Promise.all(urls.map((href) => keepOne(href).catch(() => false)));
  return urls.filter((_, i) => !kept[i]);
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "SKIP_WAITING") self.skipWaiting();
  if (data.type === "KEEP_RUNTIME") {
    const port = event.ports && event.ports[0];
    const done = keepRuntime(Array.isArray(data.urls) ? data.urls : []).then(
      (missing) => port && port.postMessage({ ok: missing.length === 0, missing }),
      (err) => port && port.postMessage({ ok: false, missing: data.urls, error: String(err) })
    );
    event.waitUntil(done);
  }
});
