// What the site's pages add to the browser's globals, for the type check of playground/*.mjs
// (tsconfig.json): Material's document$ (instant navigation), the table's debugging handle, the
// bot delay the tests set, the worker a play page's head starts early (early-engine.mjs), and
// the Network Information API's Save-Data hint (not in TypeScript's DOM library).
interface EarlyEngine {
  worker: Worker;
  messages: MessageEvent[];
  errors: ErrorEvent[];
  at: number;
}
// window.tapisvert (site/main.mjs): what the guided hand and the tests use of it, and the rest.
interface TapisvertHandle {
  mount?: (root?: ParentNode) => void;
  tables?: Set<import("./table/table.mjs").Table>;
  [key: string]: unknown;
}
interface Window {
  document$?: { subscribe(fn: () => void): unknown; next?(doc: Document): void };
  tapisvert?: TapisvertHandle;
  TAPISVERT_BOT_DELAY?: number;
  TAPISVERT_SNAPSHOT_LIMIT?: number;
  tapisvertEarlyEngine?: EarlyEngine | null;
  tapisvertEngineStarted?: boolean;
}
interface Navigator {
  connection?: { saveData?: boolean };
}
// The classic search scripts (search-*.js, run in the page and in Material's search worker):
// the folding they share, lunr in the worker, and the marks of search-lazy.js's one held request.
interface Window {
  tvSearchFold?: (text: string) => string;
  lunr?: Lunr;
  __tvSearchLazy?: boolean;
  __tvSearchIndexRequested?: boolean;
}
// What search-fold.js touches of lunr (Material's search worker): its pipelines and Builder.add.
interface LunrToken {
  update(fn: (text: string) => string): LunrToken;
  toString(): string;
}
type LunrStep = (token: LunrToken) => LunrToken | null;
interface LunrBuilder {
  __tvFolded?: boolean;
  pipeline: { add(step: LunrStep): void };
  searchPipeline: { add(step: LunrStep): void };
  add(...args: unknown[]): unknown;
}
interface Lunr {
  Pipeline: { registerFunction(step: LunrStep, name: string): void };
  Builder?: { prototype: LunrBuilder };
}
interface XMLHttpRequest {
  __tvSearchIndex?: boolean;
}
// The site's scripts query HTML elements only (no SVG, no MathML is looked up by a selector): a
// selector's match is typed as an HTMLElement, so that its dataset, hidden and focus() are known.
interface ParentNode {
  querySelector(selectors: string): HTMLElement | null;
  querySelectorAll(selectors: string): NodeListOf<HTMLElement>;
}
interface Element {
  closest(selectors: string): HTMLElement | null;
}
