// Brotli-compress files for sitebuild/runtime/precompress.py (Node's zlib: no extra dependency).
// Reads a JSON list of [source, destination, quality] on stdin; writes each destination.
import fs from "node:fs";
import zlib from "node:zlib";

const jobs = JSON.parse(fs.readFileSync(0, "utf8"));
for (const [src, dest, quality] of jobs) {
  const data = fs.readFileSync(src);
  const out = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(dest + ".tmp", out);
  fs.renameSync(dest + ".tmp", dest);
}
