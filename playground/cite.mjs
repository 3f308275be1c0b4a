// Tapis vert — the "Cite this page" block (markup: sitebuild/citation.py).
//
// * Reveals the copy buttons and copies the text of the <pre> each one points to (data-tv-copy),
//   with a fallback for browsers without the asynchronous clipboard API; the result is announced
//   in the button's live region.
// * On a source page, when the URL points to a paragraph (#p<n>), shows "This paragraph" with a
//   citation of that paragraph and its permalink; it follows hash changes.
//
// Runs for every page through Material's document$ (instant navigation swaps content without
// re-running scripts); each block is initialised once.

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

function statusFor(button) {
  return button.parentElement && button.parentElement.querySelector(".tv-copy-status");
}

function initCopy(block) {
  for (const button of block.querySelectorAll("button[data-tv-copy]")) {
    button.hidden = false;
    button.addEventListener("click", async () => {
      const source = block.querySelector(button.dataset.tvCopy);
      const status = statusFor(button);
      if (!source) return;
      try {
        await copyText(source.textContent);
        if (status) status.textContent = "Copied.";
      } catch (err) {
        // Select the text so that the reader can copy it by hand.
        const range = document.createRange();
        range.selectNodeContents(source);
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        if (status) status.textContent = "Press Ctrl+C (or ⌘C) to copy the selected text.";
      }
      if (status) setTimeout(() => { status.textContent = ""; }, 4000);
    });
  }
}

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
  box.querySelector("pre").textContent = `${box.dataset.template} ¶${n}. ${base}#p${n}`;
  const label = box.querySelector(".tv-cite-label");
  if (label) label.textContent = `This paragraph (¶${n})`;
  box.hidden = false;
}

const ready = new WeakSet();
let hashListener = false;

function init(root = document) {
  for (const block of root.querySelectorAll(".tv-cite")) {
    if (ready.has(block)) continue;
    ready.add(block);
    initCopy(block);
    updateParagraph(block);
  }
  if (!hashListener) {
    hashListener = true;
    window.addEventListener("hashchange", () => {
      for (const block of document.querySelectorAll(".tv-cite")) updateParagraph(block);
    });
  }
}

if (typeof window.document$ !== "undefined" && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => init(document));
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => init(document));
} else {
  init(document);
}

export { init };
