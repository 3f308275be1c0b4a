// The language switch keeps the reader's place (issue 42). The header's link
// (overrides/partials/alternate.html) names the same page in the other edition: English at the site's
// root, French under fr/ (sitebuild/languages/edition.py). When it is followed, this adds the page's query and
// anchor (the reading, the position at the table, the paragraph or rule) to that page's address, read
// from the address the reader is at now: after Material's instant navigation the header stays while
// the page changes, so the page is the location's, not the one the header was written for. Whether the
// page has a twin is read from its <link hreflang> tags (Material swaps the head on navigation).

const here = import.meta.url;
const siteRoot = new URL(here.slice(0, here.lastIndexOf("/playground/") + 1));
const FOLDER = { en: "", fr: "fr/" };

/** The page's path inside its edition, or null when the location is not under the edition's root. */
/** @param {"en" | "fr"} lang @param {string} pathname */
function pageInEdition(lang, pathname) {
  const root = siteRoot.pathname + FOLDER[lang];
  return pathname.startsWith(root) ? pathname.slice(root.length) : null;
}

/**
 * The address of the same page in the other edition, with the query and anchor, or null.
 * @param {Location | URL} where
 */
export function twinAddress(where) {
  const lang = document.documentElement.lang === "fr" ? "fr" : "en";
  const target = lang === "fr" ? "en" : "fr";
  const page = pageInEdition(lang, where.pathname);
  if (page === null || !document.head.querySelector(`link[hreflang="${target}"]`)) return null;
  return new URL(siteRoot.pathname + FOLDER[target] + page + where.search + where.hash, siteRoot).href;
}

/** @param {Event} event */
function update(event) {
  const link = event.target instanceof Element ? event.target.closest("a[data-tv-lang-switch]") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const address = twinAddress(location);
  if (address) link.href = address;
}

// capture: before the default action and before any other listener reads the link's address
for (const type of ["click", "auxclick", "focusin", "pointerover", "contextmenu"]) {
  document.addEventListener(type, update, true);
}
