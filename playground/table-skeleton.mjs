// The table's DOM skeleton, built once: the felt, the hand, the actions, the side, the boot box.
// Its elements keep the accessible names that assistive technology and the tests rely on: the
// "Card table" region, the "Your hand" group, the "Actions" group.

import { h } from "./table-dom.mjs";

/** @typedef {ReturnType<typeof buildSkeleton>} Skeleton */

/** @param {HTMLElement} root */
export function buildSkeleton(root) {
  root.replaceChildren();
  root.classList.add("tv-root");
  const r = {
    root,
    statusBox: h("div", { class: "tv-boot", role: "status" }),
    felt: h("div", { class: "tv-felt", role: "region", "aria-label": "Card table", id: `${root.id || "tv"}-felt` }),
    seatsLayer: h("div", { class: "tv-seats" }),
    trickLayer: h("div", { class: "tv-trick", role: "group", "aria-label": "Cards on the table" }),
    trumpBox: h("div", { class: "tv-trump" }),
    banner: h("div", { class: "tv-banner", role: "status", "aria-live": "polite" }),
    handBox: h("div", { class: "tv-hand", role: "group", "aria-label": "Your hand" }),
    actionsBox: h("div", { class: "tv-actions", role: "group", "aria-label": "Actions" }),
    // Refusals and notices appear right under the hand, where the eyes are, and are announced.
    message: h("div", { class: "tv-message", role: "alert", "aria-live": "assertive", "aria-atomic": "true" }),
    sheetBox: h("section", { class: "tv-sheet-box", "aria-label": "Score sheet of the hand", hidden: true }),
    // "The engine is starting" while a first deal drawn in advance waits for Python: in the bar under
    // the felt, beside its buttons, so that it never pushes the hand or the actions down
    engineNote: h("p", { class: "tv-engine-note", role: "status", hidden: true }),
    reviewBtn: h("button", { type: "button", class: "tv-btn tv-btn--small tv-review-btn" }, "Review the hand"),
    panelBox: h("section", { class: "tv-game-panel", "aria-label": "Game panel", hidden: true }),
    undoBtn: h("button", { type: "button", class: "tv-btn tv-undo" }, "Undo"),
    newBtn: h("button", { type: "button", class: "tv-btn tv-new-deal" }, "New deal"),
    downloadBtn: h("button", { type: "button", class: "tv-btn tv-btn--small" }, "Download this game"),
    fileInput: /** @type {HTMLInputElement} */ (h("input", { type: "file", accept: ".json,application/json", class: "tv-file" })),
    settingsBox: /** @type {HTMLDetailsElement} */ (h("details", { class: "tv-settings" }, h("summary", {}, "Settings"))),
    shareInput: /** @type {HTMLInputElement} */ (h("input", { class: "tv-share-url", type: "text", readonly: true, "aria-label": "Link to this position" })),
    copyBtn: h("button", { type: "button", class: "tv-btn tv-btn--small" }, "Copy link"),
    autoBox: /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", class: "tv-auto-forced" })),
    scoreBox: h("section", { class: "tv-score", "aria-label": "Score" }),
    logList: h("ol", { class: "tv-log-list", "aria-live": "polite", "aria-relevant": "additions" }),
    resultsBox: h("section", { class: "tv-results", "aria-label": "Hand results" }),
    historyBox: h("section", { class: "tv-sheets", "aria-label": "Score sheets of the match", hidden: true }),
    layout: h("div", { class: "tv-layout", hidden: true }),
  };
  const openLabel = h("label", { class: "tv-btn tv-btn--small tv-open-record" }, "Open a game record", r.fileInput);
  const record = h("div", { class: "tv-record", role: "group", "aria-label": "Game record" }, r.downloadBtn, openLabel);
  const auto = h("label", { class: "tv-auto" }, r.autoBox, " Play my forced moves for me");
  const share = h("div", { class: "tv-share" }, h("span", { class: "tv-share-label" }, "Share this position"), r.shareInput, r.copyBtn);
  // The log scrolls: tabindex 0 lets a keyboard reader focus it and scroll it (WCAG 2.1.1).
  const log = h("section", { class: "tv-log", "aria-label": "Log of the hand", tabindex: "0" }, h("h3", {}, "Log"), r.logList);
  r.felt.append(r.seatsLayer, r.trickLayer, r.trumpBox);
  // Undo and New deal sit right after the actions, a Tab or two from the hand (not in the side).
  const controls = h("div", { class: "tv-controls" }, r.undoBtn, r.newBtn);
  const main = h("div", { class: "tv-main" }, r.felt, h("div", { class: "tv-felt-bar" }, r.engineNote, r.reviewBtn), r.banner, r.handBox, r.message, r.actionsBox, controls, r.sheetBox, r.panelBox);
  const side = h("div", { class: "tv-side" }, r.scoreBox, auto, r.settingsBox, share, record, r.resultsBox, r.historyBox, log);
  // The table's own h2 (for screen readers, who jump by heading; the page's h1 names the game):
  // its sections (log, score sheets, the game's panel) are h3 under it, never skipping a level.
  r.layout.append(h("h2", { class: "tv-sr-only" }, "Card table"), main, side);
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
      h("p", { class: "tv-boot-error" }, h("strong", {}, "The table could not start. "), status.text),
      h("p", {}, "Reload the page or press Retry. The rules and examples on this site work without it."),
      h("button", { type: "button", class: "tv-btn tv-btn--primary", onclick: retry }, "Retry")
    );
    return;
  }
  const bar = h("div", { class: "tv-progress", role: "progressbar", "aria-label": "Loading the engine" }, h("span"));
  if (typeof status.percent === "number") {
    // bytes received of the runtime download (worker.mjs); width through CSSOM (CSP-safe)
    bar.classList.add("tv-progress--known");
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", "100");
    bar.setAttribute("aria-valuenow", String(status.percent));
    /** @type {HTMLElement} */ (bar.firstChild).style.width = `${status.percent}%`;
  }
  box.append(h("p", { class: "tv-boot-text" }, status.text || "Starting the engine…"), bar);
}
