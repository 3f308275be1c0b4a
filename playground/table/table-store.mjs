// Keeping a match across reloads, Back and instant navigation: the table saves the engine's record
// (options, seed, every action) in the browser's localStorage after every action, one match per page.
// Nothing here knows a rule: the record is the engine's own (tapisvert-record), replayed by the engine.

const PREFIX = "tapisvert:match:";
const VERSION = 1;

// Engine tables still open in this tab (the worker survives instant navigation): page key -> table id,
// so that coming back to a page adopts the very table (same bot generator, same undo history).
/** @type {Map<string, string>} */
const liveTables = new Map();

/**
 * A saved match: the engine's record and what the page needs to deal it again.
 * @typedef {{version: number, game: string, search: string, settings: import("./table-link.mjs").Settings, record: string,
 *   actions: number, hand: number, savedAt: number}} SavedMatch
 */

/** One key per page and game: two pages never share a saved match. @param {string} game @param {string} [path] */
export function storeKey(game, path = location.pathname) {
  return `${PREFIX}${path}#${game}`;
}

/** The saved match of this page, or null (missing, unreadable or from an older format). @param {string} key @returns {SavedMatch | null} */
export function loadMatch(key) {
  let raw;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): the table still plays, without saving
  }
  if (!raw) return null;
  try {
    const data = JSON.parse(raw);
    return data && data.version === VERSION && typeof data.record === "string" ? data : null;
  } catch {
    return null;
  }
}

/**
 * Save (or replace) this page's match; returns false when the browser refuses storage.
 * @param {string} key
 * @param {Omit<SavedMatch, "version" | "savedAt"> & {tableId?: string | null}} match
 */
export function saveMatch(key, { game, search, settings, record, actions, hand, tableId }) {
  if (tableId) liveTables.set(key, tableId);
  try {
    localStorage.setItem(key, JSON.stringify({ version: VERSION, game, search, settings, record, actions, hand, savedAt: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

/** @param {string} key */
export function forgetMatch(key) {
  liveTables.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing saved, nothing to forget */
  }
}

// Which Table object drives an engine table: after instant navigation a new Table may adopt the
// engine table of the old one, whose bot loop must then stop before its next call.
/** @type {Map<string, object>} */
const owners = new Map();

/** @param {string} tableId @param {object} owner */
export function claim(tableId, owner) {
  owners.set(tableId, owner);
}

/** @param {string} tableId @param {object} owner */
export function owns(tableId, owner) {
  return owners.get(tableId) === owner;
}

/** @param {string} key */
export function liveTable(key) {
  return liveTables.get(key) || null;
}

/** Forget every engine table of this tab (after they were all closed: page-reset.mjs). */
export function forgetTables() {
  liveTables.clear();
  owners.clear();
}
