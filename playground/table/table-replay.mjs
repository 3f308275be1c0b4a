// "Replay these cards" (issue 25): the same deal again from its start, the same seats (a duplicate,
// the engine's op "replay" opens it as a new table); when the replayed hand is scored, its sheet
// and the first one are shown side by side. Both sheets are the engine's (view.sheet).

import { h } from "./table-dom.mjs";
import { sheetTable } from "./table-sheet.mjs";
import { w } from "../words/words.mjs";

/** @typedef {import("../engine-client/engine-types").Sheet} Sheet */

export class Duplicate {
  constructor() {
    /** @type {{table: string, first: Sheet, names: string[]} | null} */
    this.pending = null;
  }

  /** A replay opened as `table` of the hand whose sheet was `first`. @param {string} table @param {Sheet} first @param {string[]} names */
  start(table, first, names) {
    this.pending = { table, first, names };
  }

  /**
   * The two sheets side by side once the replayed hand is scored on its table, else null.
   * @param {string | null} table @param {import("../engine-client/engine-types").View} v @param {{names: string[], ruleLink: (id: string) => HTMLElement}} ctx
   */
  compare(table, v, ctx) {
    const p = this.pending;
    if (!p || table !== p.table || !v.sheet || v.sheet.hand !== p.first.hand || !(v.phase === "hand-over" || v.is_over)) return null;
    this.pending = null;
    const one = (/** @type {string} */ title, /** @type {Sheet} */ sheet, /** @type {string} */ cls) =>
      h(
        "section",
        { class: `tv-duplicate-sheet ${cls}`, "aria-label": title },
        h("h4", {}, title),
        sheet.summary ? h("p", { class: "tv-sheet-summary" }, sheet.summary) : null,
        h("div", { class: "tv-sheet-scroll" }, sheetTable(sheet, { ...ctx, caption: false }))
      );
    const same = JSON.stringify(p.first.points) === JSON.stringify(v.sheet.points);
    return h(
      "div",
      { class: "tv-duplicate", dataset: { hand: String(v.sheet.hand) } },
      h("h3", { class: "tv-learn-title" }, w("replay.title", { hand: v.sheet.hand })),
      h("p", {}, same ? w("replay.same") : w("replay.differ")),
      h("div", { class: "tv-duplicate-sheets" }, one(w("replay.first"), p.first, "is-first"), one(w("replay.replay"), v.sheet, "is-replay"))
    );
  }
}
