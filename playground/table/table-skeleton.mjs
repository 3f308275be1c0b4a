// The table's DOM skeleton, built once: the felt, the hand, the actions, the side, the boot box.
// Its elements keep the accessible names that assistive technology and the tests rely on: the
// "Card table" region, the "Your hand" group, the "Actions" group.

import { h } from "./table-dom.mjs";
import { w } from "../words/words.mjs";

/** @typedef {ReturnType<typeof buildSkeleton>} Skeleton */

/** @param {HTMLElement} root */
export function buildSkeleton(root) {
  root.replaceChildren();
  root.classList.add("tv-root");
  const r = {
    root,
    statusBox: h("div", { class: "tv-boot", role: "status" }),
    felt: h("div", { class: "tv-felt", role: "region", "aria-label": w("skeleton.felt"), id: `${root.id || "tv"}-felt` }),
    seatsLayer: h("div", { class: "tv-seats" }),
    trickLayer: h("div", { class: "tv-trick", role: "group", "aria-label": w("skeleton.trick") }),
    trumpBox: h("div", { class: "tv-trump" }),
    banner: h("div", { class: "tv-banner", role: "status", "aria-live": "polite" }),
    handBox: h("div", { class: "tv-hand", role: "group", "aria-label": w("skeleton.hand") }),
    actionsBox: h("div", { class: "tv-actions", role: "group", "aria-label": w("skeleton.actions") }),
    // Refusals and notices appear right under the hand, where the eyes are, and are announced.
    message: h("div", { class: "tv-message", role: "alert", "aria-live": "assertive", "aria-atomic": "true" }),
    sheetBox: h("section", { class: "tv-sheet-box", "aria-label": w("skeleton.sheet"), hidden: true }),
    // "The engine is starting" while a first deal drawn in advance waits for Python: in the bar under
    // the felt, beside its buttons, so that it never pushes the hand or the actions down
    engineNote: h("p", { class: "tv-engine-note", role: "status", hidden: true }),
    reviewBtn: h("button", { type: "button", class: "tv-btn tv-btn--small tv-review-btn" }, w("skeleton.review")),
    panelBox: h("section", { class: "tv-game-panel", "aria-label": w("skeleton.panel"), hidden: true }),
    undoBtn: h("button", { type: "button", class: "tv-btn tv-undo" }, w("skeleton.undo")),
    newBtn: h("button", { type: "button", class: "tv-btn tv-new-deal" }, w("skeleton.newDeal")),
    downloadBtn: h("button", { type: "button", class: "tv-btn tv-btn--small" }, w("skeleton.download")),
    fileInput: /** @type {HTMLInputElement} */ (h("input", { type: "file", accept: ".json,application/json", class: "tv-file" })),
    settingsBox: /** @type {HTMLDetailsElement} */ (h("details", { class: "tv-settings" }, h("summary", {}, w("skeleton.settings")))),
    shareInput: /** @type {HTMLInputElement} */ (h("input", { class: "tv-share-url", type: "text", readonly: true, "aria-label": w("skeleton.shareInput") })),
    copyBtn: h("button", { type: "button", class: "tv-btn tv-btn--small" }, w("skeleton.copy")),
    autoBox: /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", class: "tv-auto-forced" })),
    scoreBox: h("section", { class: "tv-score", "aria-label": w("skeleton.score") }),
    logList: h("ol", { class: "tv-log-list", "aria-live": "polite", "aria-relevant": "additions" }),
    resultsBox: h("section", { class: "tv-results", "aria-label": w("skeleton.results") }),
    historyBox: h("section", { class: "tv-sheets", "aria-label": w("skeleton.history"), hidden: true }),
    layout: h("div", { class: "tv-layout", hidden: true }),
  };
  const openLabel = h("label", { class: "tv-btn tv-btn--small tv-open-record" }, w("skeleton.open"), r.fileInput);
  const record = h("div", { class: "tv-record", role: "group", "aria-label": w("skeleton.record") }, r.downloadBtn, openLabel);
  const auto = h("label", { class: "tv-auto" }, r.autoBox, ` ${w("skeleton.autoForced")}`);
  const share = h("div", { class: "tv-share" }, h("span", { class: "tv-share-label" }, w("skeleton.share")), r.shareInput, r.copyBtn);
  // The log scrolls: tabindex 0 lets a keyboard reader focus it and scroll it (WCAG 2.1.1).
  const log = h("section", { class: "tv-log", "aria-label": w("skeleton.logLabel"), tabindex: "0" }, h("h3", {}, w("skeleton.log")), r.logList);
  r.felt.append(r.seatsLayer, r.trickLayer, r.trumpBox);
  // Undo and New deal sit right after the actions, a Tab or two from the hand (not in the side).
  const controls = h("div", { class: "tv-controls" }, r.undoBtn, r.newBtn);
  const main = h("div", { class: "tv-main" }, r.felt, h("div", { class: "tv-felt-bar" }, r.engineNote, r.reviewBtn), r.banner, r.handBox, r.message, r.actionsBox, controls, r.sheetBox, r.panelBox);
  const side = h("div", { class: "tv-side" }, r.scoreBox, auto, r.settingsBox, share, record, r.resultsBox, r.historyBox, log);
  // The table's own h2 (for screen readers, who jump by heading; the page's h1 names the game):
  // its sections (log, score sheets, the game's panel) are h3 under it, never skipping a level.
  r.layout.append(h("h2", { class: "tv-sr-only" }, w("skeleton.felt")), main, side);
  root.append(r.statusBox, r.layout);
  return r;
}

/**
 * The boot box: the engine's progress, or its failure with a Retry button.
 * @param {HTMLElement} box @param {{state: string, text?: string, percent?: number | null}} status @param {() => void} retry
 */
export function showBoot(box, status, retry) {
  box.replaceChildren();
  box.hidden = false;
  box.className = `tv-boot tv-boot--${status.state}`;
  if (status.state === "failed") {
    box.append(
      h("p", { class: "tv-boot-error" }, h("strong", {}, `${w("boot.failed")} `), status.text),
      h("p", {}, w("boot.failedHelp")),
      h("button", { type: "button", class: "tv-btn tv-btn--primary", onclick: retry }, w("boot.retry"))
    );
    return;
  }
  const bar = h("div", { class: "tv-progress", role: "progressbar", "aria-label": w("boot.progress") }, h("span"));
  if (typeof status.percent === "number") {
    // bytes received of the runtime download (worker.mjs); width through CSSOM (CSP-safe)
    bar.classList.add("tv-progress--known");
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", "100");
    bar.setAttribute("aria-valuenow", String(status.percent));
    /** @type {HTMLElement} */ (bar.firstChild).style.width = `${status.percent}%`;
  }
  box.append(h("p", { class: "tv-boot-text" }, status.text || w("boot.starting")), bar);
}
