// A tab back to a state as new without restarting Python (issue 37): the browser tests reuse one
// booted tab (tests/browser/booted.py) instead of booting the engine for every test, and reset it
// between tests. Under Material's instant navigation the engine worker outlives every page, so
// what a test leaves is in four places, each with its step below (RESET_STEPS, in this order):
//
//   page     the tab is taken to `home` by instant navigation (the test's tables leave the page;
//            their bot loops stop, as they do when a reader leaves), and every request they had
//            queued has been answered
//   tables   every engine table closed (bridge op close_all) and the page's own records of them
//            (main.mjs's tables, table-store's live tables and owners) forgotten
//   storage  the reader's storage of the site: localStorage, sessionStorage, IndexedDB, cookies.
//            Cache Storage is kept: it holds the warm-start snapshot and the service worker's copy
//            of the site, which a returning reader has too (the tests check its names instead)
//   ui       Material's colour scheme as a new reader's (the one matching prefers-color-scheme,
//            stored as Material stores it on a first visit), its search and drawer closed, any
//            open dialog or link preview closed, the page scrolled to the top, focus on the body
//
// `pageState` is what the tests wait on: `visits` counts the pages Material has swapped in (after
// they were mounted), and `reset` is "done" with `resets` counting, once a reset has finished.
// `skip` leaves steps out: the isolation test (tests/browser/test_booted_isolation.py) shows that
// it notices each one missing.

import { engine } from "../engine-client/engine.mjs";
import { materialHeld, materialReady } from "./material-later.mjs";
import { onEveryPage } from "./page-dom.mjs";
import { forgetTables } from "../table/table-store.mjs";

export const RESET_STEPS = ["page", "tables", "storage", "ui"];

export const pageState = { visits: 0, href: "", reset: "none", resets: 0, error: "" };

/** Count the pages Material swaps in; registered after main.mjs mounts each page's tables. */
export function followPages() {
  onEveryPage(() => {
    pageState.visits += 1;
    pageState.href = location.href;
  });
}

/** Until `test` holds, checked at every animation frame (a state, never a fixed time). @param {() => boolean} test @param {string} what @param {number} [frames] */
function until(test, what, frames = 3600) {
  return new Promise((resolve, reject) => {
    const step = () => {
      if (test()) return resolve(undefined);
      if (frames-- <= 0) return reject(new Error(`page reset: ${what} never happened`));
      requestAnimationFrame(step);
    };
    step();
  });
}

// The address without its fragment where the target has none (navigation.tracking writes the
// section read into the fragment as the page scrolls).
const here = (/** @type {string} */ target) => (target.includes("#") ? location.href : location.href.split("#")[0]);

/** Instant navigation to `href` (a link clicked, as a reader would); resolves once it is mounted. @param {string} href */
export async function visit(href) {
  await materialReady;
  const target = new URL(href, location.href).href;
  if (new URL(target).pathname === location.pathname && here(target) !== target) {
    // Material fetches a page only when the path changes: another query of this page is no visit
    throw new Error(`visit: ${target} is this page with another query; visit another page first`);
  }
  const before = pageState.visits;
  const a = document.createElement("a");
  a.href = target;
  a.textContent = "reset";
  (document.querySelector(".md-content") || document.body).append(a);
  a.click();
  a.remove();
  await until(() => pageState.visits > before && here(target) === target, `the visit to ${target}`);
}

/** @param {Set<import("../table/table.mjs").Table>} tables @param {string} home */
async function leavePage(tables, home) {
  const target = new URL(home, location.href).href;
  if (here(target) !== target || [...tables].some((t) => t.root.isConnected)) await visit(home);
  // a table that has left finishes the request on its way; its loop sends no other
  await until(() => [...tables].every((t) => !t.root.isConnected && !t.api.busy) && engine.pending.size === 0, "the end of the tables' requests");
}

/** @param {Set<import("../table/table.mjs").Table>} tables */
async function closeTables(tables) {
  if (engine.bootPromise) {
    const res = await engine.call({ op: "close_all" });
    if (!res.ok) throw new Error(`page reset: close_all refused: ${res.error && res.error.message}`);
  }
  for (const t of [...tables]) if (!t.root.isConnected) tables.delete(t);
  forgetTables();
}

async function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
  if (indexedDB.databases) {
    for (const db of await indexedDB.databases()) {
      if (!db.name) continue;
      await new Promise((resolve, reject) => {
        const req = indexedDB.deleteDatabase(/** @type {string} */ (db.name));
        req.onsuccess = () => resolve(undefined);
        req.onerror = () => reject(req.error);
        req.onblocked = () => reject(new Error(`page reset: IndexedDB ${db.name} is still open`));
      });
    }
  }
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function resetUi() {
  // Material stores the scheme it starts with: a new reader's storage holds the one matching the
  // system's preference. Choosing it again stores it, as the first visit did.
  const inputs = /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll("input[name='__palette']")]);
  const first = inputs.find((i) => matchMedia(i.dataset.mdColorMedia || "").matches) || inputs[0];
  if (first) first.dispatchEvent(new Event("change"));
  for (const input of inputs) input.checked = false; // as on a first visit: none is checked
  for (const id of ["__search", "__drawer"]) {
    const toggle = /** @type {HTMLInputElement | null} */ (document.getElementById(id));
    if (toggle && toggle.checked) {
      toggle.checked = false;
      toggle.dispatchEvent(new Event("change"));
    }
  }
  for (const dialog of document.querySelectorAll("dialog[open]")) /** @type {HTMLDialogElement} */ (dialog).close();
  const preview = /** @type {HTMLElement | null} */ (document.getElementById("tv-preview"));
  if (preview) preview.hidden = true;
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/**
 * Reset the tab (see the module's comment). Resolves when done; `pageState.reset` says so too.
 * @param {Set<import("../table/table.mjs").Table>} tables main.mjs's tables @param {string} home a page of the site without a table
 * @param {{skip?: string[]}} [options]
 */
export async function resetTab(tables, home, { skip = [] } = {}) {
  pageState.reset = "resetting";
  pageState.error = "";
  try {
    if (materialHeld) await materialReady;
    if (!skip.includes("page")) await leavePage(tables, home);
    if (!skip.includes("tables")) await closeTables(tables);
    if (!skip.includes("storage")) await clearStorage();
    if (!skip.includes("ui")) resetUi();
    pageState.resets += 1;
    pageState.reset = "done";
  } catch (err) {
    pageState.error = String((err && /** @type {Error} */ (err).message) || err);
    pageState.reset = "failed";
    throw err;
  }
  return pageState.resets;
}
