// Accent- and case-insensitive search (issue 41), in Material's search worker. The worker is started
// from assets/javascripts/workers/search-folded.<version>.js (sitebuild/pages/search_fold.py), which
// imports this classic script first and Material's own worker after it.
//
// Folding is language-neutral: compatibility decomposition (NFKD), combining marks removed, and the
// letters that do not decompose (œ, æ, ß, ø, ł, đ, ı) spelt out. It is added at the END of lunr's
// index pipeline, after the stemmer of whatever language the site is built for, so a French build
// (lunr.fr stems accented words itself) uses it unchanged. Each token keeps its position metadata,
// so Material still highlights the word as written ("règle" is marked when "regle" is typed).
// Material's queries carry trailing wildcards, and lunr runs no pipeline on a wildcard term: the
// query string is therefore folded as it enters the worker, before Material parses it.
(function () {
  "use strict";
  /** @type {Record<string, string>} */
  var SPELT = { "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss", "ø": "o", "Ø": "O",
    "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i" };
  // eslint-disable-next-line no-misleading-character-class -- a class of combining marks alone, on purpose: they are what fold removes
  var MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
  var LETTERS = /[œŒæÆßøØłŁđĐı]/g;
  var fold = function (/** @type {string} */ text) {
    return String(text).normalize("NFKD").replace(MARKS, "").replace(LETTERS, function (c) {
      return SPELT[c];
    });
  };
  self.tvSearchFold = fold;

  // Message types of Material's search worker (integrations/search/worker/message).
  var SETUP = 0;
  var QUERY = 2;

  var folding = false;
  var addFolding = function () {
    var lunr = self.lunr;
    if (folding || !lunr || !lunr.Builder) return;
    folding = true;
    // Material's pipeline has no trimmer: a word after a quote or a bracket ('"Règles', '(Misère')
    // was indexed with it, and no query prefix ever reached it. The ends are trimmed here (letters
    // and digits of any script kept; the inner dots and hyphens of ids stay), and a token of
    // punctuation alone is dropped.
    var EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
    var step = function (/** @type {LunrToken} */ token) {
      token.update(function (/** @type {string} */ s) { return fold(s).replace(EDGES, ""); });
      return token.toString() ? token : null;
    };
    lunr.Pipeline.registerFunction(step, "tvFold");
    var add = lunr.Builder.prototype.add;
    lunr.Builder.prototype.add = function () {
      // once per index, after Material has set its languages' pipelines up
      if (!this.__tvFolded) {
        this.__tvFolded = true;
        this.pipeline.add(step);
        this.searchPipeline.add(step);
      }
      return add.apply(this, /** @type {unknown[]} */ (/** @type {unknown} */ (arguments)));
    };
  };

  var listen = self.addEventListener;
  /** @param {string} type @param {EventListenerOrEventListenerObject} listener @param {boolean | AddEventListenerOptions} [options] */
  self.addEventListener = function (type, listener, options) {
    if (type !== "message" || typeof listener !== "function") {
      return listen.call(self, type, listener, options);
    }
    return listen.call(self, type, /** @param {Event} e */ function (e) {
      var event = /** @type {MessageEvent} */ (e);
      var data = event.data;
      if (data && data.type === SETUP) addFolding();
      if (data && data.type === QUERY && typeof data.data === "string") {
        event = /** @type {MessageEvent} */ ({ data: { type: QUERY, data: fold(data.data) } });
      }
      return listener.call(self, event);
    }, options);
  };
})();
