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
interface Window {
  document$?: { subscribe(fn: () => void): unknown };
  tapisvert?: Record<string, unknown>;
  TAPISVERT_BOT_DELAY?: number;
  tapisvertEarlyEngine?: EarlyEngine | null;
  tapisvertEngineStarted?: boolean;
}
interface Navigator {
  connection?: { saveData?: boolean };
}
