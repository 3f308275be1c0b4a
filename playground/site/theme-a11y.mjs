// Accessibility repairs to what Material for MkDocs adds to a page at run time (axe-core finds
// them; tests/browser/test_axe.py). Material wraps each code block's copy button in a <nav>: a page
// with several code blocks then has several unnamed navigation landmarks (axe: landmark-unique),
// and a copy button is not navigation. role="none" takes the landmark away; the button keeps its
// own role and name. Material adds these as code blocks mount, on every instant navigation too,
// so the page is checked again after it changes.

const CODE_NAV = ".md-code__nav:not([role])";

/** @param {ParentNode} root */
function repair(root) {
  for (const nav of root.querySelectorAll(CODE_NAV)) nav.setAttribute("role", "none");
}

repair(document);
// One repair per frame at most, whatever the page changes (the card table re-renders often).
let queued = false;
new MutationObserver(() => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    repair(document);
  });
}).observe(document.body, { childList: true, subtree: true });
