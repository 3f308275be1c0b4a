// The table is a house of small modules (issue 24): none of playground/table*.mjs grows past 400
// lines; a module that does is doing two jobs and is split.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

const dir = new URL("../../playground/", import.meta.url);

test("every module of the table has at most 400 lines", () => {
  const modules = readdirSync(dir).filter((f) => /^table.*\.mjs$/.test(f));
  assert.ok(modules.length >= 10, `the table's modules: ${modules.join(", ")}`);
  const long = modules
    .map((f) => [f, readFileSync(new URL(f, dir), "utf-8").split("\n").length - 1])
    .filter(([, n]) => Number(n) > 400);
  assert.deepEqual(long, []);
});
