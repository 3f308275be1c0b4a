// Tapis vert — the reading bar of the source pages (markup: sitebuild/pages/source_pages.py), and the arrival of
// a ¶ link at its paragraph (any page).
//
// A source page holds both readings of its text, interleaved line by line; the container's
// data-reading attribute says which one is shown (CSS does the rest, so anchors #p<n> work in both).
// This module reveals the button group, keeps aria-pressed in step, and makes the choice linkable:
// ?reading=diplomatic (or normalized) in the URL selects a reading on load, and switching updates the
// URL in place (history.replaceState), keeping the #p<n> fragment. No reload, no network.
//
// Material's instant navigation swaps page content without reloading scripts, so initialisation runs
// for every page through document$ (and at most once per container).

import { onEveryPage } from "../site/page-dom.mjs";
import { noticeMissingParagraph, noticeUnknownReading } from "./edition-notices.mjs";
import { w } from "../words/words.mjs";

const PARAM = "reading";

/** @param {HTMLElement} edition */
function readingsOf(edition) {
  return (edition.dataset.readings || "").split(/\s+/).filter(Boolean);
}

/** @param {HTMLElement} edition */
function requestedReading(edition) {
  const wanted = new URLSearchParams(window.location.search).get(PARAM);
  return wanted && readingsOf(edition).includes(wanted) ? wanted : null;
}

function scrollToTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (target) target.scrollIntoView({ block: "start" });
}

/** @param {HTMLElement} edition @param {string} reading @param {{updateUrl?: boolean}} [how] */
function show(edition, reading, { updateUrl = false } = {}) {
  if (!readingsOf(edition).includes(reading)) return;
  edition.dataset.reading = reading;
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (edition.querySelectorAll("[data-tv-reading]"))) {
    button.setAttribute("aria-pressed", String(button.dataset.tvReading === reading));
  }
  if (updateUrl) {
    const url = new URL(window.location.href);
    if (reading === edition.dataset.defaultReading) url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, reading);
    window.history.replaceState(window.history.state, "", url);
  }
}

// "Go to ¶": a paragraph number typed in the reading bar becomes the address #p<n>, as a click on the
// paragraph's own number would (the browser scrolls, and the citation block follows the hash).
/** @param {HTMLElement} edition */
function initGoto(edition) {
  const form = edition.querySelector(".tv-goto");
  if (!form) return;
  const input = /** @type {HTMLInputElement} */ (form.querySelector("input"));
  form.hidden = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const n = Number.parseInt(input.value, 10);
    const target = Number.isInteger(n) ? edition.querySelector(`#p${n}`) : null;
    if (!target) {
      input.setCustomValidity(w("edition.noParagraph", { n: input.value, max: input.max }));
      input.reportValidity();
      return;
    }
    input.setCustomValidity("");
    if (window.location.hash === `#p${n}`) target.scrollIntoView({ block: "start" });
    else window.location.hash = `p${n}`;
    const number = target.querySelector(".tv-pn");
    if (number) number.focus({ preventScroll: true });
  });
  input.addEventListener("input", () => input.setCustomValidity(""));
}

function init(root = document) {
  for (const edition of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(".tv-edition:not([data-tv-ready])"))) {
    edition.dataset.tvReady = "";
    initGoto(edition);
    const toggle = /** @type {HTMLElement | null} */ (edition.querySelector(".tv-reading-toggle"));
    const requested = requestedReading(edition);
    if (requested) {
      show(edition, requested);
      // The reading changed the layout after the browser scrolled to #p<n>: scroll again.
      requestAnimationFrame(scrollToTarget);
    }
    // Issue 41: an unknown reading or a paragraph the text lacks is said, not ignored.
    noticeUnknownReading(edition, new URLSearchParams(window.location.search).get(PARAM), readingsOf(edition));
    noticeMissingParagraph(edition, window.location.hash);
    if (!toggle) continue;
    toggle.hidden = false;
    toggle.addEventListener("click", (event) => {
      const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-tv-reading]"));
      if (!button) return;
      const anchor = currentAnchor(edition);
      show(edition, /** @type {string} */ (button.dataset.tvReading), { updateUrl: true });
      // Keep the reader's place: the same paragraph stays in view in the other reading.
      if (anchor) anchor.el.scrollIntoView({ block: "start" });
      button.focus();
    });
  }
}

// The paragraph nearest the top of the viewport (or the #p<n> target), to keep it in view on switching.
/** @param {HTMLElement} edition */
function currentAnchor(edition) {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (/^p\d+$/.test(hash)) {
    const el = document.getElementById(hash);
    if (el && edition.contains(el)) {
      const r = el.getBoundingClientRect();
      if (r.bottom > 0 && r.top < window.innerHeight) return { el };
    }
  }
  for (const el of edition.querySelectorAll(".tv-p")) {
    if (el.getBoundingClientRect().bottom > 80) return { el };
  }
  return null;
}

// ---------------------------------------------------------------- arriving at a cited paragraph
// A link to /sources/<id>/#p<n> must land on ¶n. With instant navigation, Material rewrites the address
// a moment after each scroll (navigation.tracking: the heading in view, and the scroll offset in the
// history state); a link clicked within that moment used to land on the previous page's heading id, or
// at its scroll offset. So the link's own target is recorded at the click, and held for a short while
// after the new page is in place: the address is put back to #p<n> and the paragraph scrolled to,
// until the reader scrolls or types (then the page is theirs).
const PARAGRAPH_HASH = /^#p\d+$/;
const SOURCE_PATH = /\/sources\/[^/]+\/(?:index\.html)?$/;
const HOLD_MS = 700; // after landing; longer than Material's debounced address and scroll updates
const WAIT_MS = 15000; // for the new page to arrive
/** @type {{path: string, search: string, hash: string, deadline: number, landed: number} | null} a source page being opened from a link */
let arrival = null;

/** @param {MouseEvent} event */
function onLinkClick(event) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = /** @type {HTMLAnchorElement | null} */ (event.target instanceof Element ? event.target.closest("a[href]") : null);
  if (!link || (link.target && link.target !== "_self")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !PARAGRAPH_HASH.test(url.hash) || !SOURCE_PATH.test(url.pathname)) return;
  arrival = { path: url.pathname, search: url.search, hash: url.hash, deadline: performance.now() + WAIT_MS, landed: 0 };
  requestAnimationFrame(holdArrival);
}

function readerTookOver() {
  if (arrival && arrival.landed) arrival = null;
}

function holdArrival() {
  if (!arrival) return;
  const now = performance.now();
  const target = window.location.pathname === arrival.path && document.getElementById(arrival.hash.slice(1));
  if (!target) {
    if (now > arrival.deadline) arrival = null;
    else requestAnimationFrame(holdArrival);
    return;
  }
  if (!arrival.landed) arrival.landed = now;
  if (window.location.hash !== arrival.hash) {
    window.history.replaceState(null, "", arrival.path + arrival.search + arrival.hash);
    window.dispatchEvent(new HashChangeEvent("hashchange")); // the citation block follows the hash
  }
  const top = target.getBoundingClientRect().top;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  if (Math.abs(top - margin) > 8 && !(atBottom && top > margin)) target.scrollIntoView({ block: "start" });
  if (now - arrival.landed < HOLD_MS) requestAnimationFrame(holdArrival);
  else arrival = null;
}

document.addEventListener("click", onLinkClick, true);
window.addEventListener("hashchange", () => {
  for (const edition of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".tv-edition[data-tv-ready]"))) {
    noticeMissingParagraph(edition, window.location.hash);
  }
});
for (const type of ["wheel", "touchstart", "keydown"]) {
  window.addEventListener(type, readerTookOver, { capture: true, passive: true });
}

// ---------------------------------------------------------------- tables wider than the window
// A table that scrolls sideways (a wide table on a phone) must scroll from the keyboard too (WCAG
// 2.1.1): while it overflows it is focusable, as Material does for code blocks; the arrow keys then
// scroll it. Checked for every page and again when the window is resized.
const SCROLLERS = ".md-typeset table, .md-typeset .md-typeset__scrollwrap";

function markScrollables(root = document) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(SCROLLERS))) {
    const style = getComputedStyle(el);
    const scrolls = ["auto", "scroll"].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (scrolls && !el.hasAttribute("tabindex")) {
      el.tabIndex = 0;
      el.dataset.tvScrollable = "";
    } else if (!scrolls && "tvScrollable" in el.dataset) {
      el.removeAttribute("tabindex");
      delete el.dataset.tvScrollable;
    }
  }
}

let resizeTimer = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => markScrollables(document), 150);
});

// Material wraps the tables of a page after its own document$ work: they are marked a moment later.
onEveryPage((root) => {
  init(root);
  setTimeout(() => markScrollables(root), 0);
});

export { init, show };
