// Small DOM helpers of the card table: the element builder and the site's addresses.

import { pageLang } from "../words/words.mjs";

// The site root: this module is served from playground/<version>/ (sitebuild/runtime/offline.py).
const here = import.meta.url;
export const siteRoot = new URL(here.slice(0, here.lastIndexOf("/playground/") + 1));

/** A child of h(): a node, a text (a number is written out), a list of them; null and false are left out. @typedef {Node | string | number | boolean | null | undefined | Child[]} Child */

/**
 * An element with attributes and children: `text`, `class`, `dataset`, `style` (through CSSOM: a
 * style attribute would be blocked by the site's CSP, style-src 'self') and `on…` listeners.
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs] (null and false: left out; true: the attribute, empty)
 * @param {...Child} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "class") node.className = /** @type {string} */ (v);
    else if (k === "text") node.textContent = /** @type {string} */ (v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), /** @type {EventListener} */ (v));
    else if (k === "dataset") Object.assign(node.dataset, v);
    else if (k === "style") node.style.cssText = /** @type {string} */ (v);
    else node.setAttribute(k, v === true ? "" : /** @type {string} */ (v));
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(/** @type {Node | string} */ (c));
  return node;
}

/** The root of the page's edition: the site's root (English), fr/ under it (French; BRIEF contract 1: same paths). */
function editionRoot() {
  return pageLang() === "fr" ? new URL("fr/", siteRoot) : siteRoot;
}

/** @param {string} game @param {string} ruleId */
export function ruleUrl(game, ruleId) {
  return new URL(`games/${game}/rules/#${ruleId}`, editionRoot()).href;
}

/** @param {string} source @param {number | string | null} [paragraph] */
export function sourceUrl(source, paragraph) {
  return new URL(`sources/${source}/${paragraph != null ? `#p${paragraph}` : ""}`, editionRoot()).href;
}
