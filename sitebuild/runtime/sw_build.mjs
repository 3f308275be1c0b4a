// Inject the precache list into the service worker (workbox-build's injectManifest), for
// sitebuild/runtime/offline.py. Reads its options as JSON on stdin; prints {count, size, warnings}.
import fs from "node:fs";
import { createRequire } from "node:module";

// Only the injectManifest entry point: the package index also loads generateSW's bundler (2 s more).
const { injectManifest } = createRequire(import.meta.url)("workbox-build/build/inject-manifest.js");

const opts = JSON.parse(fs.readFileSync(0, "utf8"));
const { count, size, warnings } = await injectManifest({
  swSrc: opts.swSrc,
  swDest: opts.swDest,
  globDirectory: opts.globDirectory,
  globPatterns: opts.globPatterns,
  globIgnores: opts.globIgnores,
  // URLs under a content-hashed directory need no revision (the path changes with the content).
  dontCacheBustURLsMatching: new RegExp(opts.hashedUrls),
  maximumFileSizeToCacheInBytes: opts.maxBytes,
});
process.stdout.write(JSON.stringify({ count, size, warnings }));
