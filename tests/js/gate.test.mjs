// The JS gate covers every script under playground/ (issue 39): each .mjs and .js file is in the
// type check (tsconfig.json, or tsconfig.node.json for playground/node/) and linted by eslint
// (eslint.config.mjs: a file no config matches would be skipped with a warning, not checked).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PLAYGROUND = join(ROOT, "playground");

/** @param {string} dir @returns {string[]} */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith(".mjs") || e.name.endsWith(".js") ? [join(dir, e.name)] : []
  );
}

/** @param {string} config @returns {Set<string>} the files tsc checks under that config */
function typeChecked(config) {
  const out = execFileSync(join(ROOT, "node_modules/.bin/tsc"), ["-p", config, "--listFilesOnly"], { cwd: ROOT, encoding: "utf8" });
  return new Set(out.split("\n").filter(Boolean).map((p) => relative(ROOT, p).split("\\").join("/")));
}

test("every script under playground/ is type-checked", () => {
  const checked = new Set([...typeChecked("tsconfig.json"), ...typeChecked("tsconfig.node.json")]);
  const missing = scripts(PLAYGROUND).map((p) => relative(ROOT, p).split("\\").join("/")).filter((p) => !checked.has(p));
  assert.deepEqual(missing, []);
});

test("every script under playground/ is linted", async () => {
  const { ESLint } = await import("eslint");
  const eslint = new ESLint({ cwd: ROOT });
  const ignored = [];
  for (const path of scripts(PLAYGROUND)) if (await eslint.isPathIgnored(path)) ignored.push(relative(ROOT, path));
  assert.deepEqual(ignored, []);
  const config = await eslint.calculateConfigForFile(join(PLAYGROUND, "engine-client", "worker.mjs"));
  assert.ok(config && config.rules && config.rules["no-unused-vars"], "worker.mjs gets the recommended rules");
});
