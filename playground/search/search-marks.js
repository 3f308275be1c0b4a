// The words a result's page highlights, as the page writes them (issue 41), in Material's search
// worker after search-fold.js and search-rank.js.
//
// Material links each result with ?h=<the query's terms>, and the page it opens marks those terms in
// its text with a case-insensitive match that knows nothing of accents. The terms it receives are the
// folded query's ("misere"), which the page's "Misère" never matches. For each result this step
// replaces a term by the accented word it stands for, read from the words the worker itself marked
// in that result ("Misères" gives "misère": as many letters as the term once folded). A term no marked
// word spells differently is kept as it is; a term the result lacks (false: Material shows it struck
// through) is left alone.
(function () {
  "use strict";
  var RESULT = 3;
  /** @typedef {{title?: string, text?: string, terms?: Record<string, unknown>}} Doc a search result of Material's worker */
  var fold = self.tvSearchFold || function (/** @type {string} */ s) { return String(s); };
  var MARK = /<mark>([\s\S]*?)<\/mark>/g;

  // The start of `word` that folds to `term`, or null.
  var spelled = function (/** @type {string} */ word, /** @type {string} */ term) {
    for (var n = term.length; n <= word.length; n += 1) {
      var start = word.slice(0, n);
      var folded = fold(start).toLowerCase();
      if (folded === term) return start.toLowerCase();
      if (folded.length > term.length) return null;
    }
    return null;
  };

  var marked = function (/** @type {Doc} */ doc) {
    /** @type {string[]} */
    var words = [];
    [doc.title, doc.text].forEach(function (field) {
      if (typeof field !== "string") return;
      field.replace(MARK, function (_m, inner) {
        words.push(inner.replace(/<[^>]*>/g, "").replace(/^[^\p{L}\p{N}]+/u, ""));
        return "";
      });
    });
    return words;
  };

  var respell = function (/** @type {Doc} */ doc) {
    if (!doc || !doc.terms) return;
    var given = doc.terms;
    var words = marked(doc);
    /** @type {Record<string, unknown>} */
    var terms = {};
    Object.keys(given).forEach(function (term) {
      var found = given[term] ? term : null;
      for (var i = 0; found === term && i < words.length; i += 1) {
        var written = spelled(words[i], term);
        if (written && written !== term) found = written;
      }
      terms[found || term] = given[term];
    });
    doc.terms = terms;
  };

  var post = self.postMessage;
  self.postMessage = function (message) {
    if (message && message.type === RESULT && message.data && Array.isArray(message.data.items)) {
      message.data.items.forEach(function (/** @type {Doc[]} */ group) { group.forEach(respell); });
    }
    return post.apply(self, /** @type {Parameters<typeof post>} */ (/** @type {unknown} */ (arguments)));
  };
})();
