// Drawing the side of the table from the engine's view: the score, the hands played, the log,
// the sheet of the hand just scored and the sheets of the match. Each section is touched only
// when what it shows changed; the log only grows (its new lines are appended).

import { isCard } from "./cards.mjs";
import { PANELS } from "./panels/panels.mjs";
import { h } from "./table-dom.mjs";
import { points, readable } from "./table-format.mjs";
import { sheetHistory, sheetTable, signed } from "./table-sheet.mjs";
import { bySides } from "./table-state.mjs";
import { w } from "../words/words.mjs";

/** @typedef {import("./table-state.mjs").View} View */
/** @typedef {import("./table-render.mjs").Ctx} Ctx */
/** @typedef {ReturnType<typeof import("./table-skeleton.mjs").buildSkeleton>} Skeleton the skeleton's elements */

/** Replace a box's one child when what it shows changed. @param {Element} box @param {Element} node */
function swap(box, node) {
  if (box.firstElementChild && box.firstElementChild.outerHTML === node.outerHTML) return;
  box.replaceChildren(node);
}

/** @param {Skeleton} r the skeleton @param {View} v @param {Ctx} c */
export function renderSide(r, v, c) {
  swap(r.scoreBox, scoreTable(v, c));
  const results = v.hand_results || [];
  r.resultsBox.hidden = results.length === 0;
  if (results.length) swap(r.resultsBox, resultsTable(v, c));
  else r.resultsBox.replaceChildren();
  renderLog(r, v, c);
  renderSheet(r, v, c);
  /** @type {HTMLButtonElement} */ (r.undoBtn).disabled = !v.log || v.log.length === 0;
  // no tricks (Emprunt), nothing to review
  r.reviewBtn.hidden = v.tricks_review === null || (v.tricks_review === undefined && Boolean(PANELS[v.game]?.seatInfo));
}

/** @param {View} v @param {Ctx} c */
function scoreTable(v, c) {
  const withTricks = !PANELS[v.game]?.seatInfo; // a game without tricks (Emprunt) has no Tricks column
  const sides = bySides(v);
  /** @type {[string, number, number, boolean][]} */
  const rows = sides
    ? /** @type {number[][]} */ (v.teams).map((/** @type {number[]} */ team, /** @type {number} */ i) => [
        w("side.teamOf", { n: i + 1, names: team.map((s) => c.names[s]).join(" & ") }),
        team.reduce((a, s) => a + (v.tricks_won[s] || 0), 0),
        v.scores[team[0]],
        team.includes(v.human),
      ])
    : Array.from({ length: v.players }, (_, s) => [c.names[s], v.tricks_won[s] || 0, v.scores[s], s === v.human]);
  return h(
    "table",
    { class: "tv-score-table" },
    h("caption", {}, `${w("sheet.hand", { n: v.hand_number })}${v.target != null ? w("side.target", { target: v.target }) : ""}`),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, sides ? w("side.side") : w("side.player")), withTricks ? h("th", { scope: "col" }, w("side.tricks")) : null, h("th", { scope: "col" }, w("side.points")))),
    h(
      "tbody",
      {},
      rows.map(([name, tricks, score, you]) =>
        h("tr", { class: you ? "is-you" : null }, h("th", { scope: "row" }, name), withTricks ? h("td", {}, String(tricks)) : null, h("td", {}, points(score)))
      )
    )
  );
}

/** @param {View} v @param {Ctx} c */
function resultsTable(v, c) {
  const cols = bySides(v)
    ? /** @type {number[][]} */ (v.teams).map((/** @type {number[]} */ t, /** @type {number} */ i) => ({ name: w("render.team", { n: i + 1 }), seat: t[0] }))
    : c.names.map((name, seat) => ({ name, seat }));
  const tone = (/** @type {number} */ p) => (p > 0 ? "is-plus" : p < 0 ? "is-minus" : null);
  return h(
    "table",
    { class: "tv-results-table" },
    h("caption", {}, w("side.handsPlayed")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("side.hand")), cols.map((col) => h("th", { scope: "col" }, col.name)), h("th", { scope: "col" }, w("side.what")))),
    h(
      "tbody",
      {},
      (v.hand_results || []).map((res) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, String(res.hand)),
          cols.map((col) => {
            const p = res.points[col.seat] || 0;
            return h("td", { class: tone(p), dataset: { points: String(p) } }, signed(p));
          }),
          h("td", { class: "tv-results-text" }, readable(res.text))
        )
      )
    ),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, w("side.total")), cols.map((col) => h("td", { dataset: { points: String(v.scores[col.seat]) } }, points(v.scores[col.seat]))), h("td")))
  );
}

/** One line of the log: the engine's words (they name their seats and their cards, in the page's
 * language), never read back into data. @param {import("../engine-client/engine-types").LogEntry} entry */
function logLine(entry) {
  const cls = isCard(entry.action) ? "tv-log-play" : "tv-log-event";
  const li = h("li", { dataset: { hand: String(entry.hand), kind: entry.record ? entry.record.kind : null }, class: cls });
  li.append(readable(entry.text));
  return li;
}

/** The log only grows, but for an undo or a new match (then it is drawn again). @param {Skeleton} r @param {View} v @param {Ctx} c */
function renderLog(r, v, c) {
  const list = r.logList;
  const log = v.log || [];
  const drawn = Number(list.dataset.entries || 0);
  const same = list.dataset.table === String(c.tableId) && drawn <= log.length && list.dataset.last === JSON.stringify(log[drawn - 1] || null);
  const from = same ? drawn : 0;
  if (!same) list.replaceChildren();
  let lastHand = list.lastElementChild ? Number(/** @type {HTMLElement} */ (list.lastElementChild).dataset.hand) : null;
  for (let i = from; i < log.length; i++) {
    const entry = log[i];
    if (entry.hand !== lastHand) {
      list.append(h("li", { class: "tv-log-hand", dataset: { hand: String(entry.hand) } }, w("sheet.hand", { n: entry.hand })));
      lastHand = entry.hand;
    }
    list.append(logLine(entry));
  }
  list.dataset.entries = String(log.length);
  list.dataset.last = JSON.stringify(log[log.length - 1] || null);
  list.dataset.table = String(c.tableId);
  const scroller = /** @type {HTMLElement} the log's box */ (list.parentElement);
  if (from < log.length) scroller.scrollTop = scroller.scrollHeight;
}

/** The sheet of the hand just scored, under the hand, while the hand is over. @param {Skeleton} r @param {View} v @param {Ctx} c */
function renderSheet(r, v, c) {
  const box = r.sheetBox;
  const sheet = v.sheet;
  const shown = sheet && (v.phase === "hand-over" || v.is_over);
  const key = shown ? `${c.tableId}:${sheet.hand}:${v.is_over}` : "";
  if (box.dataset.key === key) return; // keep the reader's scroll and focus inside the sheet
  box.dataset.key = key;
  box.replaceChildren();
  box.hidden = !shown;
  if (!shown) return;
  const ctx = { names: c.names, ruleLink: c.ruleLink, caption: false };
  box.append(h("h3", { class: "tv-sheet-title" }, w("side.sheetTitle", { hand: sheet.hand })));
  // the summary is the banner's line just above; the sheet itemises it
  const accounts = sheet.accounts || [];
  const unitTitle = (/** @type {string} */ u) => (u ? u[0].toUpperCase() + u.slice(1) : "");
  // a hand scored in two units (Francion: points, then tokens) gets one table per unit
  if (accounts.length && sheet.unit) box.append(h("h4", { class: "tv-sheet-unit" }, unitTitle(sheet.unit)));
  box.append(h("div", { class: "tv-sheet-scroll" }, sheetTable(sheet, ctx)));
  for (const acc of accounts) {
    if (acc.unit) box.append(h("h4", { class: "tv-sheet-unit" }, unitTitle(acc.unit)));
    box.append(h("div", { class: "tv-sheet-scroll" }, sheetTable({ ...acc, hand: sheet.hand, summary: null }, ctx)));
  }
}

/** The match's sheets (the engine's op sheets). @param {Skeleton} r @param {import("../engine-client/engine-types").Sheet[]} sheets @param {Ctx} c */
export function renderHistory(r, sheets, c) {
  const box = r.historyBox;
  box.hidden = sheets.length === 0;
  if (!sheets.length) {
    box.replaceChildren();
    return;
  }
  box.replaceChildren(h("h3", {}, w("skeleton.history")), sheetHistory(sheets, { names: c.names, ruleLink: c.ruleLink }));
}
