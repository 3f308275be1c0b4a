// No `any` in the types of playground/ (issue 39): the engine's answers are typed from its
// TypedDicts (engine-client/engine-types.d.ts, sitebuild/runtime/js_types.py) and a reader narrows what it
// reads; tsc's strict check (tsconfig.json) forbids an implicit any, this test an explicit one: in
// a JSDoc type of any script (@type, @param, @returns, @typedef, @template...) and in a .d.ts file.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PLAYGROUND = join(ROOT, "playground");
const ANY = /\bany\b/;

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(mjs|js|ts)$/.test(e.name) ? [join(dir, e.name)] : []
  );
}

/** The type expressions of a script's JSDoc: the braces after a tag, nested braces included. @param {string} text */
export function jsdocTypes(text) {
  const out = [];
  for (const comment of text.match(/\/\*\*[\s\S]*?\*\//g) || []) {
    for (const tag of comment.matchAll(/@\w+\s*\{/g)) {
      let depth = 1;
      let i = /** @type {number} */ (tag.index) + tag[0].length;
      const start = i;
      for (; i < comment.length && depth; i++) depth += comment[i] === "{" ? 1 : comment[i] === "}" ? -1 : 0;
      out.push(comment.slice(start, i - 1).replace(/\s*\n\s*\*\s*/g, " "));
    }
  }
  return out;
}

/** A declaration file's code, without its comments and string literals. @param {string} text */
export function declarationCode(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, " ");
}

/** Where `any` is written in a file's types: "path: the type" for each. @param {string} path */
function anys(path) {
  const text = readFileSync(path, "utf8");
  const name = relative(ROOT, path).split("\\").join("/");
  if (path.endsWith(".d.ts")) {
    return declarationCode(text)
      .split("\n")
      .filter((line) => ANY.test(line))
      .map((line) => `${name}: ${line.trim()}`);
  }
  return jsdocTypes(text)
    .filter((type) => ANY.test(type))
    .map((type) => `${name}: {${type}}`);
}

test("no type under playground/ is any", () => {
  assert.deepEqual(files(PLAYGROUND).flatMap(anys), []);
});

test("the scan finds an any in a JSDoc type and in a declaration, and nowhere else", () => {
  const script = [
    "/** @type {Record<string, any>} the options */",
    "const a = /** @type {any} */ (x);",
    "/**",
    " * @typedef {{players?: number,",
    " *   options: Record<string, any>}} Settings if any",
    " * @param {{a: {b: string}}} q any words here are prose",
    " */",
    "// any in a line comment is prose",
  ].join("\n");
  assert.deepEqual(jsdocTypes(script).filter((t) => ANY.test(t)), ["Record<string, any>", "any", "{players?: number, options: Record<string, any>}"]);
  assert.equal(jsdocTypes(script).filter((t) => !ANY.test(t)).length, 1);
  const declaration = "// any prose\n/** any prose */\nexport type A = Record<string, unknown>;\nexport type B = { x: any };\nconst s = 'any';\n";
  assert.deepEqual(declarationCode(declaration).split("\n").filter((l) => ANY.test(l)).map((l) => l.trim()), ["export type B = { x: any };"]);
});
