// Tapis vert — a cited paragraph, read in place.
//
// Wherever a page links a paragraph of a source (/sources/<id>/#p<n>: the rules' citations, the
// examples, the table's refusals, the introductions), hovering over the link, focusing it with the
// keyboard or tapping it shows that paragraph in a small popover, without leaving the page. The text
// is taken from the source page itself, fetched once per source from the site's own origin (the same
// file a click would load), in the reading the page opens with: the normalized reading, with its marks.
//
// WCAG 1.4.13: the popover can be dismissed (Escape, returning focus to the link), hovered (the
// pointer may move onto it), and it stays until the pointer or the focus leaves. On a touch screen the
// first tap on a ¶ link opens the preview; a second tap, or its "Read it in the source" link, follows it.
//
// An apparatus note link (#app-<id> on a source page: the note mark after a supplied passage, the
// rules' "Apparatus A2" links) opens the same popover with the note's action and authority (issue 41):
// the authority of a supplied passage was only in a hover tooltip, out of reach of touch and keyboard.
//
// One set of listeners on the document (event delegation), so links added after Material's instant
// navigation or by the table work without re-binding; document$ closes a preview left open.

import { w } from "../words/words.mjs";

const PARAGRAPH_HASH = /^#p(\d+)$/;
const NOTE_HASH = /^#app-([A-Za-z0-9]+)$/;
const SOURCE_PATH = /\/sources\/([^/]+)\/(?:index\.html)?$/;
const SHOW_DELAY = 250; // hover intent, so that the pointer can cross a page of links
const HIDE_DELAY = 300; // time to move the pointer from the link onto the popover

/**
 * A link to a source's paragraph (n) or apparatus note (note), as paragraphLink reads it.
 * @typedef {{link: HTMLAnchorElement, url: URL, path: string, source: string, key: string, n?: number, note?: string}} Target
 */

/** @type {Map<string, Promise<Document | null>>} */
const pages = new Map(); // source page path -> Promise<Document>
/** @type {HTMLElement | null} */
let box = null; // the popover element (one per document)
/** @type {{link: HTMLAnchorElement, key: string} | null} */
let current = null; // { link, key }
let showTimer = 0;
let hideTimer = 0;
let lastPointer = "mouse";

/** @param {EventTarget | null} node @returns {Target | null} */
function paragraphLink(node) {
  const link = /** @type {HTMLAnchorElement | null} */ (node instanceof Element ? node.closest("a[href]") : null);
  if (!link || link.classList.contains("tv-pn") || link.closest(".tv-preview")) return null;
  const url = new URL(link.href, window.location.href);
  const para = PARAGRAPH_HASH.exec(url.hash);
  const note = NOTE_HASH.exec(url.hash);
  const source = SOURCE_PATH.exec(url.pathname);
  if (url.origin !== window.location.origin || !source || (!para && !note)) return null;
  if (note) {
    if (link.classList.contains("tv-app-link")) return null; // the note's own permalink, in its row
    return { link, url, path: url.pathname, source: source[1], note: note[1], key: `${url.pathname}#app-${note[1]}` };
  }
  const p = /** @type {RegExpExecArray} not a note: a paragraph */ (para)[1];
  return { link, url, path: url.pathname, source: source[1], n: Number(p), key: `${url.pathname}#p${p}` };
}

// The apparatus note as its row says it: what the edition does, and on what authority.
/** @param {Document} doc @param {Target} target */
function noteContent(doc, target) {
  const row = /** @type {HTMLTableRowElement | null} */ (doc.getElementById(`app-${target.note}`));
  if (!row || row.cells.length < 4) return null;
  const content = document.createElement("div");
  content.className = "tv-preview-text";
  for (const [label, cell] of /** @type {[string, HTMLTableCellElement][]} */ ([[w("preview.does"), row.cells[2]], [w("preview.authority"), row.cells[3]]])) {
    const part = document.createElement("p");
    const head = document.createElement("strong");
    head.textContent = label;
    part.append(head, ...[...cell.childNodes].map((n) => document.importNode(n, true)));
    content.append(part);
  }
  for (const el of content.querySelectorAll("[id]")) el.removeAttribute("id");
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (content.querySelectorAll("a[href]"))) a.href = new URL(/** @type {string} */ (a.getAttribute("href")), target.url).href;
  return { content };
}

/** @param {string} path */
function sourcePage(path) {
  if (!pages.has(path)) {
    const loading = fetch(path, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((html) => new DOMParser().parseFromString(html, "text/html"));
    loading.catch(() => pages.delete(path)); // try again next time
    pages.set(path, loading);
  }
  return pages.get(path);
}

// The paragraph as the source page shows it by default, made safe to place in this page: no ids
// (they would clash with this page's), links made absolute against the source page.
/** @param {Document} doc @param {Target} target */
function paragraphContent(doc, target) {
  const para = doc.getElementById(`p${target.n}`);
  if (!para) return null;
  const edition = /** @type {HTMLElement | null} */ (para.closest(".tv-edition"));
  const reading = edition && edition.dataset.reading === "diplomatic" ? ".tv-d" : ".tv-n";
  const part = /** @type {HTMLElement} a paragraph has both readings, or the diplomatic one */ (para.querySelector(reading) || para.querySelector(".tv-d"));
  const content = document.createElement("div");
  content.className = "tv-preview-text";
  const lang = para.getAttribute("lang") || (para.closest("[lang]") && /** @type {HTMLElement} */ (para.closest("[lang]")).getAttribute("lang"));
  if (lang) content.lang = lang;
  content.append(...[...part.childNodes].map((n) => document.importNode(n, true)));
  for (const el of content.querySelectorAll("[id]")) el.removeAttribute("id");
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (content.querySelectorAll("a[href]"))) a.href = new URL(/** @type {string} */ (a.getAttribute("href")), target.url).href;
  // the source's title as the edition names it (data-title), never cut out of the page's heading
  return { content, title: (edition && edition.dataset.title) || target.source };
}

function ensureBox() {
  if (box && box.isConnected) return box;
  box = document.createElement("div");
  box.className = "tv-preview";
  box.id = "tv-preview";
  box.setAttribute("role", "dialog");
  box.hidden = true;
  box.addEventListener("pointerenter", () => clearTimeout(hideTimer));
  box.addEventListener("pointerleave", () => scheduleHide());
  box.addEventListener("focusout", (event) => {
    if (!(/** @type {HTMLElement} */ (box)).contains(/** @type {Node | null} */ (event.relatedTarget)) && (!current || event.relatedTarget !== current.link)) scheduleHide(0);
  });
  document.body.append(box);
  return box;
}

/** @param {HTMLElement} link */
function place(link) {
  const popup = /** @type {HTMLElement} show() made it */ (box);
  const r = link.getBoundingClientRect();
  const width = Math.min(popup.offsetWidth, window.innerWidth - 16);
  const left = Math.min(Math.max(8, r.left), window.innerWidth - width - 8);
  const below = window.innerHeight - r.bottom;
  const height = popup.offsetHeight;
  let top = below >= height + 12 || below > r.top ? r.bottom + 6 : r.top - height - 6;
  top = Math.max(8, top);
  popup.style.left = `${left + window.scrollX}px`;
  popup.style.top = `${top + window.scrollY}px`;
}

/** @param {Document} doc @param {Target} target @param {HTMLElement} heading @param {HTMLElement} body */
function fill(doc, target, heading, body) {
  if (target.note) {
    const found = noteContent(doc, target);
    if (found) body.replaceChildren(found.content);
    else body.textContent = w("preview.noNote", { note: target.note });
    return;
  }
  const found = paragraphContent(doc, target);
  if (!found) {
    body.textContent = w("preview.noParagraph", { n: /** @type {number} */ (target.n) });
  } else {
    heading.textContent = `${found.title}, ¶${target.n}`;
    body.replaceChildren(found.content);
  }
}

/** @param {Target} target */
async function show(target) {
  clearTimeout(hideTimer);
  if (current && current.key === target.key && !(/** @type {HTMLElement} */ (box)).hidden) return;
  const popup = ensureBox();
  current = { link: target.link, key: target.key };
  popup.replaceChildren();
  const heading = document.createElement("p");
  heading.className = "tv-preview-head";
  heading.id = "tv-preview-head";
  heading.textContent = target.note ? w("preview.note", { note: target.note }) : `¶${target.n}`;
  popup.setAttribute("aria-labelledby", heading.id);
  const body = document.createElement("div");
  body.className = "tv-preview-body";
  body.textContent = target.note ? w("preview.loadingNote") : w("preview.loading");
  const open = document.createElement("a");
  open.className = "tv-preview-open";
  open.href = target.url.href;
  open.textContent = target.note ? w("preview.goNote") : w("preview.read");
  popup.append(heading, body, open);
  popup.hidden = false;
  target.link.setAttribute("aria-describedby", "tv-preview-body");
  target.link.setAttribute("aria-expanded", "true");
  body.id = "tv-preview-body";
  place(target.link);
  try {
    // a note of this very page is read from the page itself
    const here = target.path === window.location.pathname && target.note;
    const doc = here ? document : await sourcePage(target.path);
    if (!current || current.key !== target.key) return;
    fill(/** @type {Document} (null: fill throws, and the catch says so) */ (doc), target, heading, body);
  } catch {
    if (current && current.key === target.key) body.textContent = w("preview.failed");
  }
  if (current && current.key === target.key) place(target.link);
}

function hide({ restoreFocus = false } = {}) {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  if (!box || box.hidden) {
    current = null;
    return;
  }
  box.hidden = true;
  if (current) {
    current.link.removeAttribute("aria-describedby");
    current.link.setAttribute("aria-expanded", "false");
    if (restoreFocus) current.link.focus();
  }
  current = null;
}

function scheduleHide(delay = HIDE_DELAY) {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    const active = document.activeElement;
    if (box && (box.matches(":hover") || box.contains(active))) return;
    if (current && active === current.link) return; // keyboard focus keeps it open
    hide();
  }, delay);
}

document.addEventListener("pointerdown", (event) => { lastPointer = event.pointerType || "mouse"; }, true);

document.addEventListener("pointerover", (event) => {
  if (event.pointerType === "touch") return;
  const target = paragraphLink(event.target);
  if (!target) return;
  clearTimeout(hideTimer);
  clearTimeout(showTimer);
  showTimer = setTimeout(() => show(target), SHOW_DELAY);
});

document.addEventListener("pointerout", (event) => {
  if (event.pointerType === "touch") return;
  const target = paragraphLink(event.target);
  if (!target || target.link.contains(/** @type {Node | null} */ (event.relatedTarget))) return;
  clearTimeout(showTimer);
  if (current && current.key === target.key) scheduleHide();
});

document.addEventListener("focusin", (event) => {
  const target = paragraphLink(event.target);
  if (target && event.target === target.link && lastPointer !== "touch") show(target);
});

document.addEventListener("focusout", (event) => {
  const target = paragraphLink(event.target);
  if (!target || !current || current.key !== target.key) return;
  if (box && box.contains(/** @type {Node | null} */ (event.relatedTarget))) return;
  scheduleHide(0);
});

// Touch: the first tap previews, the second follows the link. On window, in the capture phase, so
// that the first tap reaches neither Material's instant navigation nor edition.mjs.
window.addEventListener("click", (event) => {
  if (lastPointer !== "touch") return;
  const target = paragraphLink(event.target);
  if (!target) return;
  if (current && current.key === target.key && !(/** @type {HTMLElement} */ (box)).hidden) return; // second tap: navigate
  event.preventDefault();
  event.stopImmediatePropagation();
  show(target);
}, true);

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && box && !box.hidden) {
    const inside = box.contains(document.activeElement) || (current && document.activeElement === current.link);
    hide({ restoreFocus: Boolean(inside) });
  }
});

// A tap or click elsewhere closes it.
document.addEventListener("pointerdown", (event) => {
  if (!box || box.hidden || box.contains(/** @type {Node | null} */ (event.target)) || paragraphLink(event.target)) return;
  hide();
});

window.addEventListener("resize", () => { if (current && box && !box.hidden) place(current.link); });

if (typeof window.document$ !== "undefined" && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => hide());
}

export { paragraphLink, show, hide };
