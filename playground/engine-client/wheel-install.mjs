// Installs the engine wheel by writing its files into Python's site-packages from JavaScript
// (issue 27), for worker.mjs and snapshot-worker.mjs.
//
// The site's wheel is a stored zip (sitebuild/runtime/pyc_wheel.mjs: uncompressed, bytecode beside each
// module), so installing it is copying byte ranges into Pyodide's file system: no Python runs.
// pyodide.loadPackage did the same through Python (the wheel written to a temporary file, unpacked
// by shutil and zipfile, the installed files scanned for shared libraries), about 0.4 s of the
// worker's start on a loaded machine. A wheel with a compressed entry (not the site's own) is
// unpacked by Pyodide's unpackArchive instead.

const EOCD = 0x06054b50; // end of central directory record
const CENTRAL = 0x02014b50; // central directory file header
const LOCAL = 0x04034b50; // local file header

/**
 * The entries of a zip: [{name, method, data}] (data: a view of the stored bytes, null when the
 * entry is compressed). Throws on what is not a zip.
 * @param {Uint8Array} bytes
 */
export function zipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // the record is 22 bytes, followed by a comment of at most 65535
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip archive (no end of central directory)");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries = [];
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error("a broken zip archive (central directory)");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== LOCAL) throw new Error(`a broken zip archive (${name})`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({ name, method, data: method === 0 ? bytes.subarray(start, start + size) : null });
    at += 46 + skip;
  }
  return entries;
}

/** The directory Python installs pure packages into (on sys.path from the start). */
/** @param {import("pyodide").PyodideAPI} pyodide */
function sitePackages(pyodide) {
  const dir = pyodide.runPython("import sys; next((p for p in sys.path if p.endswith('/site-packages')), '')");
  if (!dir) throw new Error("Python has no site-packages directory on sys.path");
  return dir;
}

/**
 * Write the wheel's files into site-packages; returns {method: "files" | "unpackArchive", files}
 * (files: how many were written). Python's import caches are cleared, so the package imports at once.
 * @param {import("pyodide").PyodideAPI} pyodide @param {Uint8Array} wheel
 */
export function installWheel(pyodide, wheel) {
  const target = sitePackages(pyodide);
  const entries = zipEntries(wheel);
  if (entries.some((e) => e.data === null)) {
    pyodide.unpackArchive(wheel, "wheel", { extractDir: target });
    return { method: "unpackArchive", files: entries.filter((e) => !e.name.endsWith("/")).length };
  }
  const FS = pyodide.FS;
  let files = 0;
  for (const { name, data } of entries) {
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`the wheel names a file outside its directory: ${name}`);
    const path = `${target}/${name}`;
    if (name.endsWith("/")) {
      FS.mkdirTree(path.slice(0, -1));
      continue;
    }
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, data);
    files++;
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  return { method: "files", files };
}
