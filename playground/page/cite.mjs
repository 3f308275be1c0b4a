// Tapis vert — the "Cite this page" block (markup: sitebuild/pages/citation.py).
//
// * Reveals the copy buttons and copies the text of the <pre> each one points to (data-tv-copy),
//   with a fallback for browsers without the asynchronous clipboard API; the result is announced
//   in the button's live region.
// * On a source page, when the URL points to a paragraph (#p<n>), shows "This paragraph" with a
//   citation of that paragraph, the reading shown and its permalink; it follows hash changes and the
//   reading toggle.
// * On a play page, "This deal" cites the deal on the table (seed and options from its share link,
//   on the page's canonical address), refreshed when the block is opened or copied.
// * Every citation carries the access date: the build writes its own date, and the reader's browser
//   replaces it with today's (the day the reader actually consulted the page).
//
// Runs for every page through Material's document$ (instant navigation swaps content without
// re-running scripts); each block is initialised once.

import { onEveryPage } from "../site/page-dom.mjs";
import { w } from "../words/words.mjs";

/** @param {string} text */
async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("copy refused");
  } finally {
    area.remove();
  }
}

/** @param {HTMLElement} button */
function statusFor(button) {
  return button.parentElement && button.parentElement.querySelector(".tv-copy-status");
}

/** @param {HTMLElement} block */
function initCopy(block) {
  for (const button of block.querySelectorAll("button[data-tv-copy]")) {
    button.hidden = false;
    button.addEventListener("click", async () => {
      const source = block.querySelector(String(button.dataset.tvCopy));
      const status = statusFor(button);
      if (!source) return;
      try {
        await copyText(source.textContent);
        if (status) status.textContent = w("cite.copied");
      } catch {
        // Select the text so that the reader can copy it by hand.
        const range = document.createRange();
        range.selectNodeContents(source);
        const selection = /** @type {Selection} a document's (never null for a page's window) */ (window.getSelection());
        selection.removeAllRanges();
        selection.addRange(range);
        if (status) status.textContent = w("cite.copyByHand");
      }
      if (status) setTimeout(() => { status.textContent = ""; }, 4000);
    });
  }
}

/** @returns {[number, number, number]} */
function today() {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
}

const pad = (/** @type {number} */ x) => String(x).padStart(2, "0");
// The access date in the page's language, in the words the build wrote it with
// (sitebuild/pages/citation.py puts its sentence, month names and first-of-the-month form on the block).
function dateWords() {
  const block = /** @type {HTMLElement | null} */ (document.getElementById("cite-this-page"));
  const data = block ? block.dataset : {};
  return { sentence: data.tvAccessedWords || "{d}", months: (data.tvMonths || "").split(","), day1: data.tvDayOne || "1" };
}
const humanDate = (/** @type {[number, number, number]} */ [y, m, d]) => {
  const words = dateWords();
  return `${d === 1 ? words.day1 : d} ${words.months[m - 1] || m} ${y}`;
};
const accessed = (/** @type {[number, number, number]} */ date) => dateWords().sentence.replace("{d}", humanDate(date));
/** @param {string} reading */
function readingName(reading) {
  switch (reading) {
    case "normalized": return w("cite.readingNormalized");
    case "diplomatic": return w("cite.readingDiplomatic");
    case "parallel": return w("cite.readingParallel");
    default: return reading;
  }
}

// The access date in each format, as sitebuild/pages/citation.py writes it.
/**
 * A citation with the reader's day as its access date: the build's date (`built`, from the <pre>'s
 * data-accessed) is formatted as the build wrote it in that format, and that very string is
 * replaced; nothing is read out of the citation's words.
 * @param {string} text @param {string} format @param {[number, number, number]} built @param {[number, number, number]} date
 */
function withAccessDate(text, format, built, date) {
  /** @param {[number, number, number]} parts */
  const written = ([y, m, d]) => {
    switch (format) {
      case "plain": return accessed([y, m, d]);
      case "csl": return `"accessed": {"date-parts": [[${y}, ${m}, ${d}]]}`;
      case "ris": return `Y2  - ${y}/${pad(m)}/${pad(d)}`;
      case "bibtex": return `{${y}-${pad(m)}-${pad(d)}}`;
      default: return null;
    }
  };
  const was = written(built);
  const now = written(date);
  if (was === null || now === null) return text;
  if (format !== "bibtex") return text.replace(was, () => now);
  // BibTeX: the urldate field's line only (the entry's own date may be the same day)
  return text
    .split("\n")
    .map((line) => (line.trimStart().startsWith("urldate") ? line.replace(was, () => now) : line))
    .join("\n");
}

/** @param {HTMLElement} block */
function updateAccessDates(block) {
  const date = today();
  for (const wrap of /** @type {NodeListOf<HTMLElement>} */ (block.querySelectorAll(".tv-cite-format[data-format]"))) {
    const pre = wrap.querySelector("pre");
    const built = pre ? (pre.dataset.accessed || "").split("-").map(Number) : [];
    if (pre && built.length === 3) pre.textContent = withAccessDate(pre.textContent || "", wrap.dataset.format || "", /** @type {[number, number, number]} */ (built), date);
  }
}

/** @type {Record<string, string>} */
const READING_NAMES = { normalized: "normalized", diplomatic: "diplomatic", parallel: "parallel" };

function currentReading() {
  const edition = /** @type {HTMLElement | null} */ (document.querySelector(".tv-edition[data-reading]"));
  return edition ? (READING_NAMES[String(edition.dataset.reading)] || edition.dataset.reading) : null;
}

/** @param {HTMLElement} block */
function updateParagraph(block) {
  const box = block.querySelector("[data-tv-cite-paragraph]");
  if (!box) return;
  const match = /^#p(\d+)$/.exec(window.location.hash);
  const target = match && document.getElementById(`p${match[1]}`);
  if (!target) {
    box.hidden = true;
    return;
  }
  const n = match[1];
  const base = box.dataset.url || window.location.href.split("#")[0].split("?")[0];
  const reading = currentReading();
  const edition = /** @type {HTMLElement | null} */ (document.querySelector(".tv-edition[data-reading]"));
  const query = reading && edition && reading !== edition.dataset.defaultReading ? `?reading=${reading}` : "";
  const named = w("cite.readingNamed", { reading: readingName(/** @type {string} */ (reading)) });
  const where = reading ? `¶${n}, ${named}.` : `¶${n}.`;
  /** @type {HTMLElement} */ (box.querySelector("pre")).textContent =
    `${box.dataset.template} ${where} ${base}${query}#p${n}. ${accessed(today())}`;
  const label = box.querySelector(".tv-cite-label");
  if (label) label.textContent = w("cite.paragraph", { n });
  box.hidden = false;
}

// Words for the deal's parameters (the share link's query: players, seed and the game's options).
/** @param {URLSearchParams} params */
function dealWords(params) {
  const parts = [];
  for (const [key, value] of params) {
    if (key === "seed") parts.unshift(w("cite.seed", { seed: value }));
    else if (key === "players") parts.push(w("cite.players", { n: value }));
    else if (key === "at") parts.push(w("cite.afterMove", { n: value.split(".")[0] }));
    else if (key !== "bots" && key !== "game") parts.push(`${key} = ${value}`);
  }
  return parts.join(", ");
}

/** @param {HTMLElement} block */
function updateDeal(block) {
  const box = block.querySelector("[data-tv-cite-deal]");
  if (!box) return;
  const input = /** @type {HTMLInputElement | null} */ (document.querySelector(".tv-share-url"));
  let params;
  try {
    params = input && input.value ? new URL(input.value, window.location.href).searchParams : null;
  } catch {
    params = null;
  }
  if (!params || !params.get("seed")) {
    box.hidden = true;
    return;
  }
  const query = new URLSearchParams([...params].filter(([k]) => k !== "bots"));
  /** @type {HTMLElement} */ (box.querySelector("pre")).textContent =
    `${box.dataset.template} ${w("cite.deal")} ${dealWords(query)}. ${box.dataset.url}?${query}. ${accessed(today())}`;
  box.hidden = false;
}

// A copy read from another origin than the edition's (a mirror, a local build of a release) cites the
// edition's canonical address, as it should: the reader is told so, and shown both (issue 41).
/** @param {HTMLElement} block */
function noticeOrigin(block) {
  const notice = block.querySelector(".tv-cite-origin[data-tv-canonical]");
  if (!notice || !notice.dataset.tvCanonical) return;
  let canonical;
  try {
    canonical = new URL(notice.dataset.tvCanonical);
  } catch {
    return;
  }
  if (canonical.origin === window.location.origin) return;
  notice.textContent = w("cite.servedElsewhere", { origin: window.location.origin, canonical: canonical.href });
  notice.hidden = false;
  const summary = block.querySelector(".tv-cite-elsewhere");
  if (summary) summary.hidden = false;
}

const ready = new WeakSet();
let hashListener = false;

function init(root = document) {
  for (const block of root.querySelectorAll(".tv-cite")) {
    if (ready.has(block)) continue;
    ready.add(block);
    initCopy(block);
    noticeOrigin(block);
    updateAccessDates(block);
    updateParagraph(block);
    updateDeal(block);
    block.addEventListener("toggle", () => updateDeal(block));
    // Refresh the deal before its Copy button reads it (capture runs before the copy handler).
    block.addEventListener("click", (event) => {
      if (/** @type {Element} */ (event.target).closest("[data-tv-copy='#tv-cite-deal']")) updateDeal(block);
    }, true);
    const edition = document.querySelector(".tv-edition[data-reading]");
    if (edition) {
      new MutationObserver(() => updateParagraph(block)).observe(edition, { attributes: true, attributeFilter: ["data-reading"] });
    }
  }
  if (!hashListener) {
    hashListener = true;
    window.addEventListener("hashchange", () => {
      for (const block of document.querySelectorAll(".tv-cite")) updateParagraph(block);
    });
  }
}

onEveryPage(init);

export { init };
