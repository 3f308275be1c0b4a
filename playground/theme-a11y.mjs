// Accessibility repairs to what Material for MkDocs adds to a page at run time (axe-core finds
// them; tests/browser/test_axe.py). Material wraps each code block's copy button in a <nav>: a page
// with several code blocks then has several unnamed navigation landmarks (axe: landmark-unique),
// and a copy button is not navigation. role="none" takes the landmark away; the button keeps its
// own role and name. Material adds these as code blocks mount, on every instant navigation too,
// so they are caught as they come.

const CODE_NAV = ".md-code__nav:not([role])";

function repair(root) {
  for (const nav of root.querySelectorAll(CODE_NAV)) nav.setAttribute("role", "none");
}

repair(document);
new MutationObserver((records) => {
  for (const r of records) {
    for (const node of r.addedNodes) {
      if (node.nodeType !== 1) continue;
      if (node.matches(CODE_NAV)) node.setAttribute("role", "none");
      else repair(node);
    }
  }
}).observe(document.body, { childList: true, subtree: true });
