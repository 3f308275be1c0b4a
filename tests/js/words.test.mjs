// The browser's words (playground/words/): both catalogues have the same keys and the same
// {placeholders}, every key is used by the site's scripts (a key is found written out, as the
// lookups name it), the French is typeset the French way, and a page's language picks them.

import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { test } from "node:test";
import { EN } from "../../playground/words/en.mjs";
import { FR } from "../../playground/words/fr.mjs";
import { pageLang, w, wn, wParts } from "../../playground/words/words.mjs";

const here = new URL("../../playground/", import.meta.url);
// the scripts in every folder, and words.mjs (its own lookups: a rule's status); not the catalogues
// themselves, nor the Node driver (playground/node/)
const CATALOGUES = ["words/en.mjs", "words/fr.mjs"];
const sources = /** @type {string[]} */ (readdirSync(here, { recursive: true, encoding: "utf8" }))
  .map((f) => f.split("\\").join("/"))
  .filter((f) => (f.endsWith(".mjs") || f.endsWith(".js")) && !f.startsWith("node/") && !CATALOGUES.includes(f))
  .map((f) => readFileSync(new URL(f, here), "utf8"))
  .join("\n");
const holes = (/** @type {string} */ s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test("English and French have the same keys, and the French no placeholder the English lacks", () => {
  assert.deepEqual(Object.keys(FR).sort(), Object.keys(EN).sort());
  for (const [key, en] of Object.entries(EN)) {
    assert.ok(en && FR[key], `an empty value: ${key}`);
    const extra = holes(FR[key]).filter((x) => !holes(en).includes(x));
    assert.deepEqual(extra, [], `placeholders of ${key}`);
    // the reader's own forms (…You) may leave the seat's name out: « vous gagnez », never « Vous gagne »
    if (!key.endsWith("You")) assert.deepEqual(holes(FR[key]), holes(en), `placeholders of ${key}`);
  }
});

test("every key is used by a script of the site (written out in full, or a count's base)", () => {
  const unused = Object.keys(EN).filter((key) => {
    const base = key.replace(/\.(one|other)$/, "");
    return !sources.includes(`"${key}"`) && !(base !== key && sources.includes(`"${base}"`));
  });
  assert.deepEqual(unused, []);
});

test("the French is typeset the French way: ’, a no-break space before : ; ? ! % and inside « »", () => {
  for (const [key, fr] of Object.entries(FR)) {
    assert.ok(!fr.includes("'"), `a straight apostrophe in ${key}: ${fr}`);
    assert.ok(!/[“”"]/.test(fr), `English quotation marks in ${key}: ${fr}`);
    for (const m of fr.matchAll(/[:;?!%»]/g)) {
      const i = /** @type {number} */ (m.index);
      if (m[0] === ":" && /^\w/.test(fr.slice(i + 1)) && /\w$/.test(fr.slice(0, i))) continue; // a code, not punctuation
      assert.equal(fr[i - 1], "\u00a0", `no no-break space before “${m[0]}” in ${key}: ${fr}`);
    }
    for (const m of fr.matchAll(/«/g)) assert.equal(fr[/** @type {number} */ (m.index) + 1], "\u00a0", `no no-break space after « in ${key}`);
  }
});

test("a page's language picks the words; without a page (Node) they are English", () => {
  assert.equal(pageLang(), "en");
  assert.equal(w("skeleton.undo"), "Undo");
  assert.equal(w("skeleton.undo", {}, "fr"), "Annuler");
  assert.equal(w("render.nextHand", {}, "fr"), "Donne suivante");
  assert.equal(wn("count.trick", 1), "1 trick");
  assert.equal(wn("count.trick", 2), "2 tricks");
  assert.equal(wn("count.trick", 0, {}, "fr"), "0 pli"); // French: 0 and 1 are singular
  assert.equal(wn("count.trick", 2, {}, "fr"), "2 plis");
  const link = { link: true };
  assert.deepEqual(wParts("messages.rule", { id: link }), ["Rule ", link]);
  assert.deepEqual(wParts("messages.rule", { id: link }, "fr"), ["Règle ", link]);
  const doc = { documentElement: { lang: "fr" } };
  /** @type {any} */ (globalThis).document = doc;
  try {
    assert.equal(pageLang(), "fr");
    assert.equal(w("skeleton.undo"), "Annuler");
  } finally {
    delete (/** @type {any} */ (globalThis).document);
  }
});
