// The table's events: clicks on the hand and the action buttons (delegated, so that the keyed
// rendering can keep or replace buttons freely), the arrows in the hand, the side's controls.

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

/** Left and right arrows move along the hand (wrapping). @param {HTMLElement} box @param {KeyboardEvent} e */
function moveInHand(box, e) {
  if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
  const cards = /** @type {HTMLElement[]} */ ([...box.querySelectorAll("button")]);
  const i = cards.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  if (i < 0) return;
  cards[(i + (e.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length].focus();
  e.preventDefault();
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
    btn.textContent = "Copied";
  } catch {
    document.execCommand?.("copy");
    btn.textContent = "Selected";
  }
  setTimeout(() => (btn.textContent = "Copy link"), 1500);
}
