// Entry point (MkDocs extra_javascript, type=module). Mounts every `.tv-table` on the page.
//
// Material's instant navigation swaps page content without reloading scripts, so mounting is done
// in `document$.subscribe(...)` (called for the first page and after every navigation), and is
// idempotent thanks to data-mounted. The engine worker is started only when a table is present.

import { engine, timings } from "../engine-client/engine.mjs";
import { cacheRuntime, offlineState, refreshOfflineStatus, registerOffline } from "./offline.mjs";
import { afterPaint, materialHeld, runMaterial } from "./material-later.mjs";
import { onEveryPage } from "./page-dom.mjs";
import { RESET_STEPS, followPages, pageState, resetTab, visit } from "./page-reset.mjs";
import { Table } from "../table/table.mjs";
import { w } from "../words/words.mjs";

// Start Python as soon as a page with a table is opened (the download and Python's start-up are
// most of the wait); the table awaits the same boot. Its failure is shown by the table.
if (document.querySelector(".tv-table")) engine.boot().catch(() => {});

// Offline: on a table page the service worker is registered once the engine has started (its
// precache then does not compete with the runtime download), and asked to keep the runtime files;
// on other pages, when the page is idle.
let offlineStarted = false;
function startOffline() {
  if (offlineStarted) return;
  offlineStarted = true;
  engine.onStatus((s) => {
    if (s.state === "ready" && engine.info) cacheRuntime(engine.info.runtime).catch(() => {});
  });
  registerOffline().catch(() => {});
}
const whenIdle = (/** @type {() => void} */ fn) => (typeof window.requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000));
engine.onStatus((s) => {
  if (s.state === "ready" || s.state === "failed") whenIdle(startOffline);
});
if (!document.querySelector(".tv-table")) {
  if (document.readyState === "complete") whenIdle(startOffline);
  else window.addEventListener("load", () => whenIdle(startOffline), { once: true });
}

// Warm start: once the first deal is drawn and the page is idle, keep a snapshot of the started
// engine for the next visit (engine.keepWarmStart; it only runs after a fresh start).
const WARM_START_DELAY_MS = 2000; // let the bots' first moves go first: they share the CPU
engine.onStatus((s) => {
  if (s.state === "ready") setTimeout(() => whenIdle(() => engine.keepWarmStart().catch(() => {})), WARM_START_DELAY_MS);
});

/** @type {Set<Table>} the tables mounted in this tab */
const tables = new Set();

/** @param {ParentNode} [root] */
function mount(root = document) {
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(".tv-table:not([data-mounted])"))) {
    node.dataset.mounted = "true";
    const table = new Table(node);
    tables.add(table);
    table.start();
  }
  // A table whose page was left (instant navigation keeps the worker) is closed in the engine
  // too, so that a long visit does not keep every match it played (the engine caps open tables).
  for (const t of tables) {
    if (t.root.isConnected) continue;
    if (t.tableId) engine.call({ op: "close", table: t.tableId }).catch(() => {});
    tables.delete(t);
  }
}

// "Skip to the table": the page's first link while a table is on it (Material's own skip link
// goes to the page's text, above the table). It takes focus to the reader's hand.
function skipLink() {
  const table = [...document.querySelectorAll(".tv-table")].find((n) => n.isConnected);
  let link = /** @type {HTMLAnchorElement | null} */ (document.querySelector("a.tv-skip"));
  if (!table) {
    link?.remove();
    return;
  }
  if (!table.id) table.id = "tv-table";
  if (!link) {
    link = document.createElement("a");
    link.className = "tv-skip";
    link.textContent = w("main.skip");
    link.addEventListener("click", (e) => {
      const target = /** @type {HTMLElement | null} */ (document.querySelector(/** @type {HTMLAnchorElement} */ (link).hash));
      if (!target) return;
      e.preventDefault();
      e.stopPropagation(); // Material's instant navigation listens on the document: the page stays
      target.scrollIntoView({ block: "start" });
      // the first of these there is, in this order (one selector list would take the felt first)
      const card = /** @type {HTMLElement | undefined} */ (
        [".tv-hand .is-legal", ".tv-actions button", ".tv-hand button", ".tv-felt"].map((q) => target.querySelector(q)).find(Boolean)
      );
      if (card) {
        if (!card.matches("button")) card.tabIndex = -1;
        card.focus({ preventScroll: true });
      }
    });
    document.body.prepend(link);
  }
  link.href = `#${table.id}`;
}

// Exposed for debugging, the browser tests and the benchmark.
// reset, visit, pageState: a tab reused by the browser tests (page-reset.mjs).
window.tapisvert = {
  engine, timings, tables, mount, offline: offlineState,
  reset: (/** @type {string} */ home, /** @type {{skip?: string[]}} */ options) => resetTab(tables, home, options),
  visit, pageState, resetSteps: RESET_STEPS,
};

// A play page holding Material's bundle (material-later.mjs) mounts its table now, draws its first
// deal, and runs the bundle once the cards are painted (or at once if the table drew none before
// its engine). Material then re-mounts through document$ (mounting is idempotent).
if (materialHeld) {
  mount(document);
  skipLink();
  const drawn = /** @type {Promise<unknown>[]} */ ([...tables].map((t) => t.firstDrawn).filter(Boolean));
  afterPaint(drawn).then(
    () => runMaterial(drawn.length ? "after-deal" : "no-deal"),
    () => runMaterial("after-error"),
  );
}
onEveryPage(() => {
  mount(document);
  skipLink();
  refreshOfflineStatus();
});
followPages(); // after the mounting above: a page counted is a page mounted
