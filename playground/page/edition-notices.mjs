// Tapis vert — a notice in words when a source page's address asks for what the text does not have
// (issue 41): a reading it has no such name for (?reading=xyz), or a paragraph past its last (#p999).
// Before, both were ignored without a word: the reader saw the default reading, or the top of the page,
// and could not tell that the link was wrong. The notice says what was asked, what is shown instead
// and what exists; it sits under the reading bar, is announced (role="status") and can be closed.

import { w } from "../words/words.mjs";

const NOTICE = "tv-notice";

/** @param {HTMLElement} edition @param {string} reading */
function readingName(edition, reading) {
  const button = edition.querySelector(`[data-tv-reading="${CSS.escape(reading)}"]`);
  return button ? button.textContent.trim().toLowerCase() : reading;
}

/** @param {HTMLElement} edition @param {string} kind @param {string} words */
function place(edition, kind, words) {
  const old = edition.querySelector(`.${NOTICE}[data-kind="${kind}"]`);
  if (old) old.remove();
  const notice = document.createElement("p");
  notice.className = NOTICE;
  notice.dataset.kind = kind;
  notice.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = words;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "tv-notice-close";
  close.textContent = w("dialogs.close");
  close.setAttribute("aria-label", w("edition.closeNotice"));
  close.addEventListener("click", () => notice.remove());
  notice.append(text, " ", close);
  const bar = edition.querySelector(".tv-reading-bar");
  if (bar) bar.after(notice);
  else edition.prepend(notice);
  return notice;
}

/** @param {HTMLElement} edition @param {string} kind */
function clear(edition, kind) {
  const old = edition.querySelector(`.${NOTICE}[data-kind="${kind}"]`);
  if (old) old.remove();
}

// ?reading=<name> that the text does not have: the reading shown instead, and the names it has.
/** @param {HTMLElement} edition @param {string | null} wanted @param {string[]} readings */
export function noticeUnknownReading(edition, wanted, readings) {
  if (!wanted || readings.includes(wanted)) {
    clear(edition, "reading");
    return null;
  }
  const shown = readingName(edition, edition.dataset.reading || edition.dataset.defaultReading || "");
  const names = readings.map((r) => w("edition.readingName", { code: r, name: readingName(edition, r) })).join(", ");
  return place(edition, "reading", w("edition.unknownReading", { wanted, shown, names }));
}

// #p<n> past the text's last paragraph: how many paragraphs there are.
/** @param {HTMLElement} edition @param {string} hash */
export function noticeMissingParagraph(edition, hash) {
  const m = /^#p(\d+)$/.exec(hash || "");
  if (!m || document.getElementById(`p${m[1]}`)) {
    clear(edition, "paragraph");
    return null;
  }
  const last = /** @type {HTMLInputElement | null} */ (edition.querySelector(".tv-goto input"));
  const count = last ? Number(last.max) : edition.querySelectorAll(".tv-p[id^='p']").length;
  const notice = place(edition, "paragraph", w("edition.missingParagraph", { n: m[1], count }));
  notice.scrollIntoView({ block: "center" });
  return notice;
}
