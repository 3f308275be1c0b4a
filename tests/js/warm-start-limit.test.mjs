// The warm-start guard (playground/engine-client/warm-start.mjs, issue 37): the largest snapshot heap the pinned
// Pyodide restores is pinned with its version, and read again here from the files npm installed.
// When Pyodide changes (package.json, node_modules) and RESTORABLE_HEAP is not pinned again, or the
// wasm's initial memory differs from the pinned size, this fails.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { RESTORABLE_HEAP, snapshotHeapBytes, snapshotRefusal } from "../../playground/engine-client/warm-start.mjs";

const root = new URL("../../", import.meta.url);
const json = (path) => JSON.parse(readFileSync(new URL(path, root), "utf8"));

/** Unsigned LEB128 at ``at``: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    if (!(b & 0x80)) return [value, at];
    shift += 7;
  }
}

/** The initial size in bytes of the memory a wasm module defines (its memory section, id 5). */
function wasmInitialMemory(bytes) {
  assert.deepEqual([...bytes.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], "not a wasm module");
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    if (id === 5) {
      const [count, first] = leb(bytes, body);
      assert.equal(count, 1, "one memory");
      const flags = bytes[first];
      const [pages] = leb(bytes, first + 1);
      assert.equal(flags & 0x04, 0, "a 32-bit memory");
      return pages * 65536;
    }
    at = body + size;
  }
  throw new Error("the module defines no memory (imported?)");
}

test("the pinned limit is the pinned Pyodide's", () => {
  const pinned = json("package.json").dependencies.pyodide;
  const installed = json("node_modules/pyodide/package.json").version;
  assert.equal(installed, pinned, "node_modules holds another Pyodide than package.json pins: npm ci");
  assert.equal(
    RESTORABLE_HEAP.pyodide,
    pinned,
    `Pyodide is now ${pinned}: pin RESTORABLE_HEAP in playground/engine-client/warm-start.mjs again (its wasm's initial memory)`
  );
});

test("the pinned limit is the initial memory of the installed pyodide.asm.wasm", () => {
  const wasm = new Uint8Array(readFileSync(new URL("node_modules/pyodide/pyodide.asm.wasm", root)));
  assert.equal(wasmInitialMemory(wasm), RESTORABLE_HEAP.bytes);
});

test("a snapshot's heap is what follows its header", () => {
  const snapshot = new Uint8Array(64 + 1000);
  new DataView(snapshot.buffer).setUint32(4, 64, true);
  assert.equal(snapshotHeapBytes(snapshot), 1000);
  assert.equal(snapshotHeapBytes(snapshot.subarray(0)), 1000);
});

test("a heap over the limit, or a Pyodide without a pinned limit, is refused", () => {
  const v = RESTORABLE_HEAP.pyodide;
  assert.equal(snapshotRefusal(v, RESTORABLE_HEAP.bytes), null);
  assert.equal(snapshotRefusal(v, null), null);
  assert.match(snapshotRefusal(v, RESTORABLE_HEAP.bytes + 65536), new RegExp(`more than the ${RESTORABLE_HEAP.bytes} Pyodide`));
  assert.match(snapshotRefusal("0.0.1", 1000), /Pyodide 0\.0\.1 can restore is not known/);
});
