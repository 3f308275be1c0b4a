// What the site's pages add to the browser's globals, for the type check of playground/*.mjs
// (tsconfig.json): Material's document$ (instant navigation), the table's debugging handle, and
// the bot delay the tests set.
interface Window {
  document$?: { subscribe(fn: () => void): unknown };
  tapisvert?: Record<string, unknown>;
  TAPISVERT_BOT_DELAY?: number;
}
