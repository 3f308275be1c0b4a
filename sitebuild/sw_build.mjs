// Inject the precache list into the service worker (workbox-build's injectManifest), for
// sitebuild/offline.py. Reads its options as JSON on stdin; prints {count, size, warnings}.
import fs from "node:fs";
import { injectManifest } from "workbox-build";

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
