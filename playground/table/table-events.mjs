// The table's events: clicks on the hand and the action buttons (delegated, so that the keyed
// rendering can keep or replace buttons freely), the arrows in the hand, the side's controls.

import { w } from "../words/words.mjs";

/**
 * @typedef {{
 *   clickCard: (code: string) => void, act: (action: string) => void, nextHand: () => void,
 *   newDeal: () => void, undo: () => void, review: () => void, download: () => void,
 *   openRecord: (file: File | undefined) => void, copyLink: () => void, shareLink: () => Promise<void>, setAutoForced: (on: boolean) => void,
 * }} EventHost
 */

/** @param {import("./table-skeleton.mjs").Skeleton} r @param {EventHost} host */
export function wireEvents(r, host) {
  r.handBox.addEventListener("click", (e) => {
    const btn = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-card]"));
    if (btn && btn.dataset.card) host.clickCard(btn.dataset.card);
  });
  r.handBox.addEventListener("keydown", (e) => moveInHand(r.handBox, e));
  r.actionsBox.addEventListener("keydown", (e) => moveInHand(r.actionsBox, e));
  // the hand and the actions are one Tab stop each: the one focused keeps it
  for (const box of [r.handBox, r.actionsBox]) box.addEventListener("focusin", (e) => rove(box, /** @type {HTMLElement} */ (e.target)));
  // a refusal's links (its rule, its source paragraphs) are one Tab stop too, so that Undo stays
  // within 3 Tabs of the hand while a refusal is shown; the arrows move along them
  r.message.addEventListener("keydown", (e) => moveAlong(r.message, e));
  r.message.addEventListener("focusin", (e) => oneTabStop(r.message, /** @type {HTMLElement} */ (e.target)));
  r.actionsBox.addEventListener("click", (e) => {
    const btn = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-action]"));
    const action = btn && btn.dataset.action;
    if (!action) return;
    if (action === "new-match") host.newDeal();
    else if (action === "next-hand") host.nextHand();
    else host.act(action);
  });
  r.undoBtn.addEventListener("click", () => host.undo());
  r.newBtn.addEventListener("click", () => host.newDeal());
  r.reviewBtn.addEventListener("click", () => host.review());
  r.downloadBtn.addEventListener("click", () => host.download());
  r.fileInput.addEventListener("change", () => host.openRecord(r.fileInput.files ? r.fileInput.files[0] : undefined));
  r.copyBtn.addEventListener("click", () => host.copyLink());
  r.shareInput.addEventListener("focus", () => host.shareLink()); // the link of the position now
  r.autoBox.addEventListener("change", () => host.setAutoForced(r.autoBox.checked));
}

/** Left and right arrows move along the hand or the actions (wrapping), Home and End to its ends. @param {HTMLElement} box @param {KeyboardEvent} e */
function moveInHand(box, e) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
  const cards = /** @type {HTMLElement[]} */ ([...box.querySelectorAll("button")]);
  const i = cards.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  if (i < 0) return;
  const to = e.key === "Home" ? 0 : e.key === "End" ? cards.length - 1 : (i + (e.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length;
  cards[to].focus();
  e.preventDefault();
}

const STOPS = "a[href], button";

/** The arrows move along the links and buttons of a message (wrapping). @param {HTMLElement} box @param {KeyboardEvent} e */
function moveAlong(box, e) {
  if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(e.key)) return;
  const stops = /** @type {HTMLElement[]} */ ([...box.querySelectorAll(STOPS)]);
  const i = stops.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  if (i < 0 || stops.length < 2) return;
  const forward = e.key === "ArrowRight" || e.key === "ArrowDown";
  stops[(i + (forward ? 1 : stops.length - 1)) % stops.length].focus();
  e.preventDefault();
}

/**
 * The links and buttons of a message are one Tab stop: the one focused (or, with no target, the
 * first) has it. Called by Messages each time it writes the box.
 * @param {HTMLElement} box @param {HTMLElement | null} [target]
 */
export function oneTabStop(box, target = null) {
  const stops = /** @type {HTMLElement[]} */ ([...box.querySelectorAll(STOPS)]);
  const keep = target && stops.includes(target) ? target : stops[0];
  for (const s of stops) s.setAttribute("tabindex", s === keep ? "0" : "-1");
}

/** The Tab stop of a row of buttons moves to the one focused. @param {HTMLElement} box @param {HTMLElement} target */
function rove(box, target) {
  if (!target.matches("button") || target.parentElement !== box) return;
  for (const b of /** @type {HTMLElement[]} */ ([...box.children])) b.setAttribute("tabindex", b === target ? "0" : "-1");
}

/**
 * After an action, focus stays on or near the hand: where it is if it is still on the table,
 * else on a raised card, the first action, any card, or New deal (never the page's body).
 * @param {import("./table-skeleton.mjs").Skeleton} r
 */
export function focusNearHand(r) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && r.root.contains(active)) return;
  const target = r.handBox.querySelector(".is-legal") || r.actionsBox.querySelector("button") || r.handBox.querySelector("button") || r.newBtn;
  /** @type {HTMLElement} */ (target).focus();
}

/** "Copy link": the share link to the clipboard (or selected, where the clipboard is refused). @param {HTMLInputElement} input @param {HTMLElement} btn */
export async function copyLink(input, btn) {
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
    btn.textContent = w("events.copied");
  } catch {
    document.execCommand?.("copy");
    btn.textContent = w("events.selected");
  }
  setTimeout(() => (btn.textContent = w("skeleton.copy")), 1500);
}
