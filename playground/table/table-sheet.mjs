// Score sheets: the engine's breakdown of a scored hand drawn as a sheet, one row per term (with the
// rule that grants it), one column per seat, then the hand's points and the match totals. The
// browser adds nothing up: every number on the sheet is one the engine gave (view.sheet, op sheets).

import { w } from "../words/words.mjs";

/** @typedef {import("../engine-client/engine-types").Sheet} Sheet */
/** @typedef {{names: string[], ruleLink: (ruleId: string) => Node, caption?: boolean}} SheetCtx */

/** @param {string} tag @param {Record<string, unknown>} [attrs] @param {...unknown} children @returns {HTMLElement} */
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "class") node.className = String(v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(/** @type {string | Node} */ (c));
  return node;
}

/** "+5", "−3" (a true minus sign), "0"; an empty cell where the engine gives no number. @param {number | string | null | undefined} n */
export function signed(n) {
  if (n == null || n === "") return "";
  if (typeof n !== "number") return String(n);
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}

/** A match total: no sign when positive, a true minus when negative (as the rows write it). @param {number} n */
function total(n) {
  return typeof n === "number" && n < 0 ? `\u2212${-n}` : String(n);
}

/** @param {number | null | undefined} n @param {string} [cls] */
function cell(n, cls = "") {
  return h("td", { class: `${cls}${(n ?? 0) > 0 ? " is-plus" : (n ?? 0) < 0 ? " is-minus" : ""}`.trim() || null, dataset: { points: n == null ? "" : String(n) } }, signed(n));
}

/**
 * One hand's sheet as a <table>. `names` = seat names; `ruleLink(ruleId)` -> a link element that
 * opens the rule in place.
 * @param {Pick<Sheet, "hand" | "unit" | "terms" | "points" | "totals"> & {summary: string | null}} sheet @param {SheetCtx} ctx
 */
export function sheetTable(sheet, { names, ruleLink, caption = true }) {
  const seats = (sheet.points || []).map((_, /** @type {number} */ s) => s);
  const unit = sheet.unit ? ` (${sheet.unit})` : "";
  const rows = (sheet.terms || []).map((t) =>
    h(
      "tr",
      { class: "tv-sheet-term", dataset: { rule: t.rule || "" } },
      h(
        "th",
        { scope: "row" },
        h("span", { class: "tv-sheet-label" }, t.label),
        t.detail ? h("span", { class: "tv-sheet-detail" }, t.detail) : null,
        t.rule ? h("span", { class: "tv-sheet-rule" }, ruleLink(t.rule)) : null
      ),
      seats.map((s) => cell((t.points || [])[s]))
    )
  );
  const foot = [h("tr", { class: "tv-sheet-hand" }, h("th", { scope: "row" }, `${w("sheet.hand", { n: sheet.hand })}${unit}`), seats.map((s) => cell(sheet.points[s])))];
  const totals = sheet.totals;
  if (Array.isArray(totals)) {
    foot.push(h("tr", { class: "tv-sheet-total" }, h("th", { scope: "row" }, w("sheet.total")), seats.map((s) => h("td", { dataset: { points: String(totals[s]) } }, total(totals[s])))));
  }
  return h(
    "table",
    { class: "tv-sheet", dataset: { hand: String(sheet.hand) } },
    caption ? h("caption", {}, w("sheet.hand", { n: sheet.hand }), sheet.summary ? h("span", { class: "tv-sheet-summary" }, ` — ${sheet.summary}`) : null) : null,
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("sheet.term")), seats.map((s) => h("th", { scope: "col" }, names[s] ?? w("seat.n", { n: s + 1 }))))),
    h("tbody", {}, rows),
    h("tfoot", {}, foot)
  );
}

/** The match's sheets, most recent first, each folded under its hand number and summary. @param {Sheet[]} sheets @param {SheetCtx} ctx */
export function sheetHistory(sheets, ctx) {
  const box = h("div", { class: "tv-sheet-history" });
  for (const sheet of [...sheets].reverse()) {
    const d = h("details", { class: "tv-sheet-fold", dataset: { hand: String(sheet.hand) } }, h("summary", {}, w("sheet.hand", { n: sheet.hand }), sheet.summary ? ` — ${sheet.summary}` : ""));
    d.append(h("div", { class: "tv-sheet-scroll" }, sheetTable(sheet, { ...ctx, caption: false })));
    box.append(d);
  }
  return box;
}
