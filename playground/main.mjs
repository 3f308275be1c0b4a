// Entry point (MkDocs extra_javascript, type=module). Mounts every `.tv-table` on the page.
//
// Material's instant navigation swaps page content without reloading scripts, so mounting is done
// in `document$.subscribe(...)` (called for the first page and after every navigation), and is
// idempotent thanks to data-mounted. The engine worker is started only when a table is present.

import { engine, timings } from "./engine.mjs";
import { Table } from "./table.mjs";

const tables = new Set();

function mount(root = document) {
  for (const node of root.querySelectorAll(".tv-table:not([data-mounted])")) {
    node.dataset.mounted = "true";
    const table = new Table(node);
    tables.add(table);
    table.start();
  }
  for (const t of tables) if (!t.root.isConnected) tables.delete(t);
}

// Exposed for debugging, the browser tests and the benchmark.
window.tapisvert = { engine, timings, tables, mount };

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => mount(document));
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => mount(document));
} else {
  mount(document);
}
