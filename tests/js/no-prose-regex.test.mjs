// No JavaScript reads prose or card codes out of text (issue 39): every regular expression under
// playground/ is listed here with what it reads (a URL's fragment or query, a share token, the
// placeholders of the browser's own words, the site search's text), and none of them looks like a
// card code or a sentence. Where the page needs structure, it comes from the engine's records
// (log entries' `parts` and `record`, refusals' `head` and `words`, a refused figure's `cause`).
// A new regex fails here until it is listed with its reason; one over prose or card codes fails anyway.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import * as espree from "espree";

const PLAYGROUND = fileURLToPath(new URL("../../playground/", import.meta.url));

const URL_PARTS = "a URL's fragment, path or query parameter (syntax of the address, not words)";
const SEARCH = "the site search (Material's lunr index, search-*.js): folding, marking and ranking the search text is its job; it reads nothing the engine says";
const SOURCE_WORDS = "a source paragraph's own words, quoted as the edition prints them: its spaces and the ends of its sentences (which printed lines a rule rests on); no datum is read out of them";

/** Every regex literal under playground/ (path, then the literal as written) -> why it reads no prose or card code. */
const ALLOWED = new Map([
  ["table/cards.mjs /[^\\p{L}\\p{N}]+/u", "the browser's own name of a card, in words, to print its index beside it only when the name does not say it (WCAG 2.5.3)"],
  ["page/cite.mjs /^#p(\\d+)$/", URL_PARTS],
  ["page/edition-notices.mjs /^#p(\\d+)$/", URL_PARTS],
  ["page/edition.mjs /\\s+/", "the edition's data-readings attribute, a list of tokens"],
  ["page/edition.mjs /^p\\d+$/", URL_PARTS],
  ["page/edition.mjs /^#p\\d+$/", URL_PARTS],
  ["page/edition.mjs /\\/sources\\/[^/]+\\/(?:index\\.html)?$/", URL_PARTS],
  ["page/preview.mjs /^#p(\\d+)$/", URL_PARTS],
  ["page/preview.mjs /^#app-([A-Za-z0-9]+)$/", URL_PARTS],
  ["page/preview.mjs /\\/sources\\/([^/]+)\\/(?:index\\.html)?$/", URL_PARTS],
  ["search/search-fold.js /[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]/g", SEARCH],
  ["search/search-fold.js /[œŒæÆßøØłŁđĐı]/g", SEARCH],
  ["search/search-fold.js /^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$/gu", SEARCH],
  ["search/search-marks.js /<mark>([\\s\\S]*?)<\\/mark>/g", SEARCH],
  ["search/search-marks.js /<[^>]*>/g", SEARCH],
  ["search/search-marks.js /^[^\\p{L}\\p{N}]+/u", SEARCH],
  ["search/search-rank.js /<[^>]*>/g", SEARCH],
  ["search/search-rank.js /&(amp|lt|gt|quot|#39);/g", SEARCH],
  ["search/search-rank.js /[^\\p{L}\\p{N}]+/gu", SEARCH],
  ["table/table-dialogs.mjs /\\s+/g", SOURCE_WORDS],
  ["table/table-dialogs.mjs /\\s+([,.;:])/g", SOURCE_WORDS],
  ["table/table-dialogs.mjs /[^.!?]+(?:[.!?]+[\"”’)\\]]*|$)/g", SOURCE_WORDS],
  ["table/table-figure.mjs /^[A-Za-z0-9_-]+={0,2}$/", "a worked example's link token (base64url)"],
  ["table/table-figure.mjs /-/g", "a worked example's link token (base64url)"],
  ["table/table-figure.mjs /_/g", "a worked example's link token (base64url)"],
  ["table/table-figure.mjs /=+$/", "a worked example's link token (base64url)"],
  ["table/table-link.mjs /^[0-9]{1,16}$/", URL_PARTS],
  ["table/table-link.mjs /^[0-9]{1,2}$/", URL_PARTS],
  ["table/table-link.mjs /^([0-9]{1,5})\\.([A-Za-z0-9_-]*)\\.([A-Za-z0-9_-]{4})$/", URL_PARTS],
  ["table/table-link.mjs /^[0-9]{1,6}$/", "a number typed into the table's position box"],
  ["words/words.mjs /\\{(\\w+)\\}/g", "the {placeholders} of the browser's own words (words/en.mjs, fr.mjs)"],
]);

/** @param {string} dir @returns {string[]} */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith(".mjs") || e.name.endsWith(".js") ? [join(dir, e.name)] : []
  );
}

/**
 * The regular expressions a script writes: its regex literals and every use of RegExp.
 * @param {string} text @param {boolean} module @returns {string[]}
 */
export function regexesOf(text, module = true) {
  const tokens = espree.tokenize(text, { ecmaVersion: 2022, sourceType: module ? "module" : "script" });
  return tokens.filter((t) => t.type === "RegularExpression" || (t.type === "Identifier" && t.value === "RegExp")).map((t) => t.value);
}

/**
 * What makes a regex one over card codes or prose: a class of suit letters or of court ranks
 * ([SHDC], [AKQJT…]), a word boundary (a token picked out of running text), a capitalised word
 * or two words with a space between them.
 * @param {string} regex @returns {string | null}
 */
export function readsProseOrCards(regex) {
  if (regex === "RegExp") return "a RegExp built at run time";
  if (regex.includes("\\b")) return "a word boundary: a token picked out of running text";
  const bare = regex.replace(/\\(?:[pPu]\{[^}]*\}|u[0-9a-fA-F]{4}|.)/g, "#");
  for (const cls of bare.match(/\[[^\]]*\]/g) || []) {
    if ([..."SHDC"].filter((s) => cls.includes(s)).length >= 2) return `a class of suit letters ${cls}`;
    if ([..."AKQJT"].filter((s) => cls.includes(s)).length >= 3) return `a class of card ranks ${cls}`;
  }
  const words = bare.replace(/\[[^\]]*\]/g, " ");
  if (/\b[A-Z][a-zà-ÿ]{2,}/.test(words)) return "a capitalised word";
  if (/\p{L}{2,} \p{L}{2,}/u.test(words)) return "words with a space between them";
  return null;
}

test("every regex under playground/ is listed with what it reads, and none reads prose or card codes", () => {
  const seen = new Set();
  const problems = [];
  for (const path of scripts(PLAYGROUND)) {
    const name = relative(PLAYGROUND, path).split("\\").join("/");
    for (const regex of regexesOf(readFileSync(path, "utf8"), !name.endsWith(".js"))) {
      const key = `${name} ${regex}`;
      seen.add(key);
      const why = readsProseOrCards(regex);
      if (why) problems.push(`${key}: ${why}`);
      else if (!ALLOWED.has(key)) problems.push(`${key}: not listed (JavaScript must not read prose or card codes out of text; if this one reads neither, list it in ALLOWED with what it reads)`);
    }
  }
  assert.deepEqual(problems, []);
  assert.deepEqual([...ALLOWED.keys()].filter((k) => !seen.has(k)), [], "listed but gone: drop them from ALLOWED");
});

test("the check fails on the regexes the table used to read text with", () => {
  // as they were (issue 39): card codes read out of log lines and hints, the engine's English cut
  // off a refusal, the citation's access date found by its words, a card code's suit by pattern
  const old = [
    'return String(text || "").replace(/\\b([AKQNJT2-9][SHDC])\\b/g, (m) => cardLabel(m));',
    'return text.replace(/\\b[0-9A-Z]{2,3}\\b/g, (w) => (isCard(w) ? cardLabel(w) : w));',
    "const m = /^([AKQNJT98765432])([SHDC])$/.exec(code);",
    "const m = /^.([SHDC])$/.exec(code);",
    'const the = /^The /.test(name) ? name.replace(/^The /, "the ") : name;',
    "const why = String(res.error?.message).replace(/^this figure's position cannot be played on: /, \"\");",
    'return text.replace(/(?:Accessed|Consulté le) (?:\\d{1,2}|1er) \\p{L}+ \\d{4}\\./u, accessed(date));',
    'const re = new RegExp(`^${name} `);',
  ];
  for (const line of old) {
    const found = regexesOf(line);
    assert.ok(found.length, line);
    assert.ok(found.some((r) => readsProseOrCards(r) !== null), line);
  }
  // and what is listed passes
  assert.equal(readsProseOrCards("/^#p(\\d+)$/"), null);
  assert.equal(readsProseOrCards("/[^\\p{L}\\p{N}]+/u"), null);
});

/** The seats' names in the browser's words (words/en.mjs, fr.mjs: seat.*), as whole strings. */
async function seatNames() {
  const { EN } = await import("../../playground/words/en.mjs");
  const { FR } = await import("../../playground/words/fr.mjs");
  return new Set(
    [EN, FR].flatMap((words) => Object.entries(words).filter(([k, v]) => k.startsWith("seat.") && !v.includes("{")).map(([, v]) => v))
  );
}

/**
 * Comparisons of a value with a seat's name ("=== \"You\""): a seat is told by its number, never by
 * the words that name it. @param {string} text @param {Set<string>} names @param {boolean} [module]
 */
export function seatNameTests(text, names, module = true) {
  const tokens = espree.tokenize(text, { ecmaVersion: 2022, sourceType: module ? "module" : "script" });
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!["===", "!==", "==", "!="].includes(tokens[i].value)) continue;
    for (const t of [tokens[i - 1], tokens[i + 1]]) {
      if (t && t.type === "String" && names.has(t.value.slice(1, -1))) out.push(`${tokens[i].value} ${t.value}`);
    }
  }
  return out;
}

test("no module tells a seat by its name", async () => {
  const names = await seatNames();
  assert.ok(names.has("You") && names.has("North"));
  const found = scripts(PLAYGROUND).flatMap((path) =>
    seatNameTests(readFileSync(path, "utf8"), names, !path.endsWith(".js")).map((s) => `${relative(PLAYGROUND, path)}: ${s}`)
  );
  assert.deepEqual(found, []);
  // as the banner and the Emprunt panel did (issue 39)
  assert.deepEqual(seatNameTests('const mine = m.seat === you || vars.who === "You";', names), ['=== "You"']);
});
