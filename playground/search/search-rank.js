// The entry whose id or exact words are searched comes first (issue 41), in Material's search
// worker, after search-fold.js (which defines self.tvSearchFold) and before Material's worker.
//
// lunr ranks by term frequency over prefix matches, so "must trump" put "trump-after-trump" (three
// forms of "trump") above the rule that says "must trump", and an exact id could lose to a page
// mentioning its words often. Material groups results by page and shows, under each page, the
// sections scoring at least as much as the group's first item. This step reorders what lunr
// found, never adds to it:
// - tier 2: the title's id (the part before its first colon: a rule id, DE1, A7) is the query;
// - tier 1: the query has two words or more and the title contains them, in order, as words;
// - tier 0: everything else, in lunr's order.
// Within a page's group the best tier goes first (with the group's best score, so Material shows it
// at once); groups are ordered by their best tier, otherwise kept in lunr's order. Both sides are
// folded and case-free, and punctuation (the dots and hyphens of ids) counts as a space.
(function () {
  "use strict";
  var QUERY = 2;
  var RESULT = 3;
  /** @typedef {{title: string, score: number, __tvTier?: number}} Doc a search result of Material's worker */
  var fold = self.tvSearchFold || function (/** @type {string} */ s) { return String(s); };
  var words = function (/** @type {string} */ text) {
    var plain = String(text)
      .replace(/<[^>]*>/g, "")
      .replace(/&(amp|lt|gt|quot|#39);/g, " ");
    return fold(plain).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  };
  var tier = function (/** @type {string} */ title, /** @type {string} */ query) {
    if (!query) return 0;
    var text = String(title).replace(/<[^>]*>/g, "");
    var colon = text.indexOf(":");
    if (colon > 0 && words(text.slice(0, colon)) === query) return 2;
    if (query.indexOf(" ") > 0 && (" " + words(text) + " ").indexOf(" " + query + " ") >= 0) return 1;
    return 0;
  };
  /** @template T @param {T[]} list @param {(value: T) => number} key @returns {T[]} */
  var stableSort = function (list, key) {
    return list
      .map(function (value, i) { return { value: value, i: i, k: key(value) }; })
      .sort(function (a, b) { return b.k - a.k || a.i - b.i; })
      .map(function (e) { return e.value; });
  };
  /** @param {Doc[][]} groups @param {string} query */
  var rerank = function (groups, query) {
    /** @type {Map<Doc[], number>} */
    var best = new Map();
    var ranked = groups.map(function (group) {
      var top = 0;
      var topScore = 0;
      group.forEach(function (doc) {
        doc.__tvTier = tier(doc.title, query);
        if (doc.__tvTier > top) top = doc.__tvTier;
        if (doc.score > topScore) topScore = doc.score;
      });
      var sorted = stableSort(group, function (doc) { return doc.__tvTier || 0; });
      sorted.forEach(function (doc) {
        if (top > 0 && doc.__tvTier === top) doc.score = Math.max(doc.score, topScore);
        delete doc.__tvTier;
      });
      best.set(sorted, top);
      return sorted;
    });
    return stableSort(ranked, function (group) { return best.get(group) || 0; });
  };

  var lastQuery = "";
  var listen = self.addEventListener;
  /** @param {string} type @param {EventListenerOrEventListenerObject} listener @param {boolean | AddEventListenerOptions} [options] */
  self.addEventListener = function (type, listener, options) {
    if (type !== "message" || typeof listener !== "function") {
      return listen.call(self, type, listener, options);
    }
    return listen.call(self, type, /** @param {Event} e */ function (e) {
      var event = /** @type {MessageEvent} */ (e);
      var data = event.data;
      if (data && data.type === QUERY && typeof data.data === "string") lastQuery = words(data.data);
      return listener.call(self, event);
    }, options);
  };
  var post = self.postMessage;
  self.postMessage = function (message) {
    if (message && message.type === RESULT && message.data && Array.isArray(message.data.items)) {
      message.data.items = rerank(message.data.items, lastQuery);
    }
    return post.apply(self, /** @type {Parameters<typeof post>} */ (/** @type {unknown} */ (arguments)));
  };
})();
