// Tapis vert — the reading toggle of the source pages (markup: sitebuild/sources.py).
//
// A source page holds both readings of its text, interleaved line by line; the container's
// data-reading attribute says which one is shown (CSS does the rest, so anchors #p<n> work in both).
// This module reveals the button group, keeps aria-pressed in step, and makes the choice linkable:
// ?reading=diplomatic (or normalized) in the URL selects a reading on load, and switching updates the
// URL in place (history.replaceState), keeping the #p<n> fragment. No reload, no network.
//
// Material's instant navigation swaps page content without reloading scripts, so initialisation runs
// for every page through document$ (and at most once per container).

const PARAM = "reading";

function readingsOf(edition) {
  return (edition.dataset.readings || "").split(/\s+/).filter(Boolean);
}

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

function show(edition, reading, { updateUrl = false } = {}) {
  if (!readingsOf(edition).includes(reading)) return;
  edition.dataset.reading = reading;
  for (const button of edition.querySelectorAll("[data-tv-reading]")) {
    button.setAttribute("aria-pressed", String(button.dataset.tvReading === reading));
  }
  if (updateUrl) {
    const url = new URL(window.location.href);
    if (reading === edition.dataset.defaultReading) url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, reading);
    window.history.replaceState(window.history.state, "", url);
  }
}

function init(root = document) {
  for (const edition of root.querySelectorAll(".tv-edition:not([data-tv-ready])")) {
    edition.dataset.tvReady = "";
    const toggle = edition.querySelector(".tv-reading-toggle");
    const requested = requestedReading(edition);
    if (requested) {
      show(edition, requested);
      // The reading changed the layout after the browser scrolled to #p<n>: scroll again.
      requestAnimationFrame(scrollToTarget);
    }
    if (!toggle) continue;
    toggle.hidden = false;
    toggle.addEventListener("click", (event) => {
      const button = event.target.closest("[data-tv-reading]");
      if (!button) return;
      const anchor = currentAnchor(edition);
      show(edition, button.dataset.tvReading, { updateUrl: true });
      // Keep the reader's place: the same paragraph stays in view in the other reading.
      if (anchor) anchor.el.scrollIntoView({ block: "start" });
      button.focus();
    });
  }
}

// The paragraph nearest the top of the viewport (or the #p<n> target), to keep it in view on switching.
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

if (typeof window.document$ !== "undefined" && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => init(document));
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => init(document));
} else {
  init(document);
}

export { init, show };
