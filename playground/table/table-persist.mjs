// Keeping the match and its record: the page's saved match (table-store.mjs), saved from the
// record that comes with each move's answer; the record downloaded as a file and opened again.

import { forgetMatch, liveTable, loadMatch, saveMatch, storeKey } from "./table-store.mjs";
import { w } from "../words/words.mjs";

/** @typedef {import("./table-state.mjs").View} View */
/** @typedef {import("./table-link.mjs").Settings} Settings */

export class Keeper {
  /** @param {string} game @param {boolean} on save the match (off for tables built by tests and demos) */
  constructor(game, on) {
    this.game = game;
    this.key = on ? storeKey(game) : null;
    /** true while a game kept on this page waits for the reader's choice: nothing is saved over it */
    this.holding = false;
  }

  /** The match this page kept, or null. */
  saved() {
    return this.key ? loadMatch(this.key) : null;
  }

  /** The engine table this tab still has for this page (instant navigation keeps the worker). */
  live() {
    return this.key ? liveTable(this.key) : null;
  }

  /**
   * After a move: save the match from the record its answer carried; a finished match is forgotten.
   * @param {View} v @param {string | undefined} record @param {Settings} settings @param {string} tableId
   */
  keep(v, record, settings, tableId) {
    if (!this.key || this.holding) return;
    if (v.is_over) {
      forgetMatch(this.key);
      return;
    }
    if (!record || !v.record_actions) return;
    saveMatch(this.key, { game: this.game, search: location.search, settings, record, actions: v.record_actions, hand: v.hand_number, tableId });
  }
}

/**
 * "Download this game": the engine's record as a file.
 * @param {import("./table-api.mjs").TableApi} api @param {import("./table-messages.mjs").Messages} messages
 * @param {HTMLElement} host @param {string} name
 */
export async function downloadRecord(api, messages, host, name) {
  const res = await api.exportRecord();
  if (!res.ok) {
    messages.say(w("persist.noExport", { why: res.error?.message }));
    return;
  }
  const blob = new Blob([res.record], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.className = "tv-download";
  host.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

/**
 * "Open a game record": a record file of this game, opened by the engine at its position.
 * @param {File | undefined} file
 * @param {{game: string, api: import("./table-api.mjs").TableApi, messages: import("./table-messages.mjs").Messages,
 *   input: HTMLInputElement, adopt: (table: string, view: View, settings: Settings) => void}} host
 */
export async function openRecordFile(file, host) {
  if (!file) return;
  const text = await file.text();
  host.input.value = "";
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    host.messages.say(w("persist.notJson", { file: file.name, download: w("skeleton.download") }));
    return;
  }
  if (data && typeof data.game === "string" && data.game !== host.game) {
    host.messages.say(w("persist.otherGame", { file: file.name, game: data.game }));
    return;
  }
  const res = await host.api.load(text);
  if (!res.ok) {
    host.messages.say(w("persist.notOpened", { file: file.name, why: res.error?.message }));
    return;
  }
  host.adopt(res.table, res.view, { players: res.view.players, seed: data && data.seed, bots: "baseline", options: { ...(res.view.options || {}) } });
  host.messages.say(w("persist.opened", { file: file.name, hand: res.view.hand_number, moves: res.view.record_actions }));
}

/**
 * Bring back a saved match: the very engine table if this tab still has it (same moves), else
 * the engine's record of it. False when it cannot come back (or is over).
 * @param {import("./table-store.mjs").SavedMatch} saved @param {Keeper} keeper @param {import("./table-api.mjs").TableApi} api
 * @param {(table: string, view: View, settings: Settings) => void} adopt
 */
export async function resumeMatch(saved, keeper, api, adopt) {
  // a match saved by an older page may lack some (then the record's own, and the defaults)
  const settings = /** @type {Partial<Settings>} */ (saved.settings || {});
  const keep = keeper.live();
  if (keep) {
    const res = await api.view(keep);
    if (res.ok && res.view.record_actions === saved.actions && !res.view.is_over) {
      adopt(keep, res.view, /** @type {Settings} */ (settings));
      return true;
    }
  }
  const res = await api.load(saved.record);
  if (!res.ok || res.view.is_over) return false;
  adopt(res.table, res.view, { players: res.view.players, seed: settings.seed, bots: "baseline", options: { ...(res.view.options || {}) }, ...settings });
  return true;
}
