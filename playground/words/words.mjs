// The browser's own words in the page's language (issue 42): every label, notice and sentence the
// site's scripts write themselves, looked up by key in words/en.mjs and words/fr.mjs. The engine's
// words (labels, prompts, refusals, log lines, hints, sheets) are not here: every request carries
// the page's language (engine.mjs) and the engine answers in it; the browser never translates them.
//
// The page's language is <html lang> (document.documentElement.lang, "en" or "fr"), read at each
// lookup: Material's instant navigation may bring a page of the other language into the same tab.
// Pure (no DOM but that attribute): under Node (tests/js/) there is no document, and the words are English.

import { EN } from "./en.mjs";
import { FR } from "./fr.mjs";

/** @typedef {keyof typeof EN} WordKey */
/** @typedef {{[K in WordKey]: K extends `${infer B}.one` ? B : never}[WordKey]} CountKey a key with a .one and an .other form */
/** @typedef {"en" | "fr"} Lang */

/** @type {Record<Lang, Record<WordKey, string>>} */
export const CATALOGUES = { en: EN, fr: FR };

/** The page's language: "fr" on a French page, else "en" (also where there is no document: Node, a worker). @returns {Lang} */
export function pageLang() {
  const doc = /** @type {{document?: Document}} */ (globalThis).document;
  const lang = doc && doc.documentElement ? String(doc.documentElement.lang || "") : "";
  return lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

/**
 * The words of `key` in the page's language, its {placeholders} filled from `vars`.
 * @param {WordKey} key @param {Record<string, string | number>} [vars] @param {Lang} [lang]
 */
export function w(key, vars = {}, lang = pageLang()) {
  const text = CATALOGUES[lang][key];
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/**
 * A count in words, its form chosen by the language's plural rules ("1 trick", "2 tricks";
 * « 0 pli », « 1 pli », « 2 plis »): `key`.one or `key`.other, with {n} and `vars`.
 * @param {CountKey} key @param {number} n @param {Record<string, string | number>} [vars] @param {Lang} [lang]
 */
export function wn(key, n, vars = {}, lang = pageLang()) {
  const form = new Intl.PluralRules(lang).select(n) === "one" ? "one" : "other";
  return w(/** @type {WordKey} */ (`${key}.${form}`), { n, ...vars }, lang);
}

/**
 * The words of `key` with elements in place of some of its {placeholders} (a link, a card): an
 * array of strings and the given nodes, to append as an element's children.
 * @template N @param {WordKey} key @param {Record<string, string | number | N>} parts @param {Lang} [lang]
 * @returns {(string | N)[]}
 */
export function wParts(key, parts, lang = pageLang()) {
  const text = CATALOGUES[lang][key];
  /** @type {(string | N)[]} */
  const out = [];
  let at = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    const value = parts[m[1]];
    if (value === undefined) continue;
    const index = /** @type {number} */ (m.index);
    if (index > at) out.push(text.slice(at, index));
    out.push(typeof value === "string" || typeof value === "number" ? String(value) : value);
    at = index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out.filter((p) => p !== "");
}

/** @type {Record<string, WordKey>} a rule's status (tapisvert.rulebook.STATUSES, a code) -> its word */
const STATUS_WORDS = { stated: "status.stated", inferred: "status.inferred", restored: "status.restored", reconstructed: "status.reconstructed", editorial: "status.editorial" };

/** A rule's status in words ("stated", « énoncée »); an unknown code as it is. @param {string} status */
export function statusWord(status) {
  return status in STATUS_WORDS ? w(STATUS_WORDS[status]) : status;
}

/**
 * A sentence without its final stop, to set it inside another sentence ("… cannot be played on: <it>.").
 * Typography only: the last character is compared with the stops given, nothing is read out of the words.
 * @param {string} text @param {string} [stops] the characters that end a sentence here
 */
export function unstopped(text, stops = ".") {
  return text && stops.includes(text.charAt(text.length - 1)) ? text.slice(0, -1) : text;
}
