// Material requests search/search_index.json (about 450 KB) on every page load. This classic
// script, included by overrides/partials/search.html (so it runs before Material's bundle), holds
// that one request until the reader opens the search: the search box gets focus, its toggle is
// checked (the header button; the "/", "s" and "f" keys focus the box), the pointer touches the
// search form, or the page was opened from a search result (?h=). Search then works as before, after
// one short download (none when the service worker has the index). External file, no eval: it runs
// under script-src 'self'.
(function () {
  "use strict";
  if (typeof XMLHttpRequest !== "function" || window.__tvSearchLazy) return;
  window.__tvSearchLazy = true;
  /** @type {(value?: unknown) => void} */
  var release = function () {};
  var opened = new Promise(function (resolve) { release = resolve; });
  var isIndex = function (/** @type {string | URL} */ url) {
    try {
      return new URL(String(url), location.href).pathname.endsWith("/search/search_index.json");
    } catch {
      return false;
    }
  };
  // Material requests the index with XMLHttpRequest: hold that one send() until search is opened.
  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__tvSearchIndex = isIndex(url);
    return open.apply(this, /** @type {Parameters<typeof open>} */ (/** @type {unknown} */ (arguments)));
  };
  XMLHttpRequest.prototype.send = function () {
    var xhr = this;
    var args = /** @type {Parameters<typeof send>} */ (/** @type {unknown} */ (arguments));
    if (xhr.__tvSearchIndex && !window.__tvSearchIndexRequested) {
      opened.then(function () { send.apply(xhr, args); });
      return undefined;
    }
    return send.apply(xhr, args);
  };
  window.__tvSearchIndexRequested = false;
  var wanted = function () {
    if (window.__tvSearchIndexRequested) return;
    window.__tvSearchIndexRequested = true;
    release();
  };
  var watch = function () {
    var toggle = /** @type {HTMLInputElement | null} */ (document.getElementById("__search"));
    if (toggle) toggle.addEventListener("change", function () { if (/** @type {HTMLInputElement} */ (toggle).checked) wanted(); });
    document.addEventListener("focusin", function (event) {
      var t = /** @type {Element | null} */ (event.target);
      if (t && t.closest && t.closest(".md-search, [data-md-component=search]")) wanted();
    });
    document.addEventListener("pointerdown", function (event) {
      var t = /** @type {Element | null} */ (event.target);
      if (t && t.closest && t.closest(".md-search, label[for=__search]")) wanted();
    }, true);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
  // A page opened from a search result (?h=<terms>, Material's search.highlight) marks those terms in
  // its text once the index is there: the reader has used the search, so it is fetched at once
  // (issue 41: without it, a result opened by a full page load was never highlighted).
  try {
    if (new URLSearchParams(location.search).get("h")) wanted();
  } catch {
    /* no URLSearchParams: the index waits for the search to be opened, as before */
  }
})();
