// What the archive's page scripts share (cite.mjs, examples-live.mjs, guided.mjs): a small element
// builder, and "run on every page", Material's instant navigation included (its document$ emits
// each page it swaps in; without it, once the document is parsed).

import { materialHeld, materialReady } from "./material-later.mjs";

/** @param {string} tag @param {Record<string, string>} [attrs] @param {string} [text] */
export function el(tag, attrs = {}, text = "") {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

/** Run ``init(document)`` on this page and on every page Material navigates to (on a play page
 * that runs Material's bundle after its first deal, material-later.mjs, once it has run).
 * @param {(root: Document) => void} init */
export function onEveryPage(init) {
  if (materialHeld) {
    materialReady.then(() => subscribe(init));
    return;
  }
  subscribe(init);
}

/** @param {(root: Document) => void} init */
function subscribe(init) {
  const w = window;
  if (typeof w.document$ !== "undefined" && typeof w.document$.subscribe === "function") {
    w.document$.subscribe(() => init(document));
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => init(document));
  } else {
    init(document);
  }
}
