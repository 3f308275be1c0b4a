// Modal dialogs of the card table: the "are you sure" question, a rule opened in place (its statement,
// its quoted words and its source paragraph) and the review of the hand's tricks. Native <dialog>
// with showModal(): focus moves into it, Tab stays inside, Escape closes it, and focus returns to
// the control that opened it. No rule is computed here: everything shown comes from the engine.

import { cardLabel, cardName } from "./cards.mjs";
import { statusWord, w, wParts } from "../words/words.mjs";

/** @param {string} tag @param {Record<string, unknown>} [attrs] @param {...unknown} children @returns {HTMLElement} */
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "class") node.className = /** @type {string} */ (v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), /** @type {EventListener} */ (v));
    else if (k === "dataset") Object.assign(node.dataset, v);
    else node.setAttribute(k, v === true ? "" : /** @type {string} */ (v));
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(/** @type {string | Node} */ (c));
  return node;
}

let uid = 0;

/**
 * Show a modal dialog inside `host`; resolves with the value of the button pressed (or `cancel`
 * when it is closed by Escape). `buttons` = [{label, value, primary}]; the first primary one, else
 * the first, receives focus.
 * @param {HTMLElement} host
 * @param {{title: string, body?: (Node | string | null)[], buttons?: {label: string, value: unknown, primary?: boolean}[], cls?: string, cancel?: unknown}} how
 */
export function openDialog(host, { title, body = [], buttons = [{ label: w("dialogs.close"), value: null, primary: true }], cls = "", cancel = null }) {
  const id = `tv-dialog-${++uid}`;
  const opener = /** @type {HTMLElement | null} */ (document.activeElement);
  const dialog = /** @type {HTMLDialogElement} */ (h("dialog", { class: `tv-dialog ${cls}`.trim(), "aria-labelledby": `${id}-title` }));
  const row = h("div", { class: "tv-dialog-buttons" });
  const heading = h("h2", { class: "tv-dialog-title", id: `${id}-title` }, title);
  dialog.append(heading, h("div", { class: "tv-dialog-body" }, body), row);
  host.append(dialog);
  return new Promise((resolve) => {
    let result = cancel;
    for (const b of buttons) {
      row.append(
        h(
          "button",
          {
            type: "button",
            class: `tv-btn${b.primary ? " tv-btn--primary" : ""}`,
            dataset: { value: String(b.value) },
            onclick: () => {
              result = b.value;
              dialog.close();
            },
          },
          b.label
        )
      );
    }
    dialog.addEventListener("close", () => {
      dialog.remove();
      if (opener && opener.isConnected && typeof opener.focus === "function") opener.focus();
      resolve(result);
    });
    dialog.showModal();
    /** @type {HTMLElement | null} */ (row.querySelector(".tv-btn--primary") || row.querySelector("button"))?.focus();
  });
}

/** Ask a yes/no question; resolves true for yes. @param {HTMLElement} host @param {{title: string, text: string, yes: string, no: string}} q */
export async function confirmDialog(host, { title, text, yes, no }) {
  const answer = await openDialog(host, {
    title,
    body: [h("p", {}, text)],
    buttons: [
      { label: no, value: false, primary: true }, // the safe answer has the focus
      { label: yes, value: true },
    ],
    cancel: false,
    cls: "tv-dialog--confirm",
  });
  return answer === true;
}

// ------------------------------------------------------------------------------ a rule in place

/** @type {Map<string, Promise<Document | null>>} source page URL -> its page */
const sourceTexts = new Map();

/**
 * A source paragraph's words as a reader reads them: the normalized reading only (the source page
 * holds both readings), without its ¶ number, the apparatus' sigla, the editors' brackets, the
 * omitted residue or its headings (said apart: headingText), a line break read as a space.
 * @param {Element} para the source page's <span class="tv-p" id="p…">
 */
export function readingText(para) {
  const part = /** @type {Element} */ ((para.querySelector(".tv-n") || para).cloneNode(true));
  for (const el of part.querySelectorAll(".tv-pn, .tv-d, .tv-note, .tv-bracket, del, .tv-h")) el.remove();
  for (const br of part.querySelectorAll("br")) br.replaceWith(" ");
  return (part.textContent || "").replace(/\s+/g, " ").replace(/\s+([,.;:])/g, "$1").trim();
}

/** The headings a paragraph holds (a section's title printed on its first line). @param {Element} para */
function headingText(para) {
  return [...para.querySelectorAll(".tv-n .tv-h")].map((e) => (e.textContent || "").trim()).filter(Boolean).join(" · ");
}

/**
 * The words of paragraph `n` a rule rests on, as whole sentences: a source's numbered paragraph may
 * be one printed line ("the suit led, – if"), so the sentences that line belongs to are read from
 * its group (the printed paragraph, .tv-group); its heading, if any, comes apart.
 * @param {Document} doc @param {number | string} n
 * @returns {{heading: string, text: string, lang: string} | null} (lang: the source paragraph's language)
 */
export function sentencesOf(doc, n) {
  const node = doc.getElementById(`p${n}`);
  if (!node) return null;
  const group = node.closest(".tv-group") || node;
  const lines = /** @type {Element[]} */ ([...group.querySelectorAll(".tv-p")]);
  if (!lines.includes(node)) lines.splice(0, lines.length, node);
  let text = "";
  let from = 0;
  let to = 0;
  for (const line of lines) {
    const t = readingText(line);
    if (!t) continue;
    if (text) text += " ";
    if (line === node) from = text.length;
    text += t;
    if (line === node) to = text.length;
  }
  // the language the source writes in (its paragraph's, else its page's): the words keep it (issue 42)
  const lang = (node.closest("[lang]") || doc.documentElement).getAttribute("lang") || "";
  if (to <= from) return { heading: headingText(node), text: "", lang };
  // sentences end at . ! ? (a closing quote or bracket kept with them)
  const sentences = [...text.matchAll(/[^.!?]+(?:[.!?]+["”’)\]]*|$)/g)];
  const kept = sentences.filter((m) => {
    const start = /** @type {number} */ (m.index);
    const end = start + m[0].length;
    return end > from && start < to && m[0].trim();
  });
  return { heading: headingText(node), text: kept.map((m) => m[0].trim()).join(" "), lang };
}

/** The source page, parsed once per visit. @param {string} url */
function sourceDoc(url) {
  if (!sourceTexts.has(url)) {
    sourceTexts.set(
      url,
      fetch(url)
        .then((r) => (r.ok ? r.text() : null))
        .then((html) => (html ? new DOMParser().parseFromString(html, "text/html") : null))
        .catch(() => null)
    );
  }
  return /** @type {Promise<Document | null>} set above */ (sourceTexts.get(url));
}

/** A rule's quoted words: the text, or a record of them and their paragraph. @typedef {string | {text?: string, quote?: string, words?: string, paragraph?: number | null, p?: number | null}} Quote */
/**
 * A rule as the engine sends it (op rules, a refusal's error.rule: tapisvert.rulebook Rule.to_dict,
 * which has no TypedDict yet): the fields the table reads. A rule the table has not been sent is
 * named by its id and game only.
 * @typedef {{id?: string, game?: string, statement?: string, status?: string, source?: string, paragraphs?: number[],
 *   decision?: string | null, quote?: Quote[], authority?: string | null, note?: string | null, option?: string | null,
 *   alternative?: string | null, citations?: {paragraph: number, role: string, why?: string | null}[]}} Rule
 */

/** @param {Quote} q */
function quoteText(q) {
  if (typeof q === "string") return { text: q, paragraph: null };
  return { text: q.text || q.quote || q.words || "", paragraph: q.paragraph ?? q.p ?? null };
}

/**
 * Open a rule in place: its statement, status, quoted words, source paragraphs (fetched from the
 * source page), editorial decision, and links to the rules page and the source for reading on.
 * @param {HTMLElement} host @param {Rule} rule the engine's rule (op rules, error.rule)
 * @param {{ruleUrl: (game: string, id: string) => string, sourceUrl: (source: string, p?: number | string | null) => string}} urls
 */
export function openRule(host, rule, { ruleUrl, sourceUrl }) {
  const body = [];
  // the rule's sentence first, then how sure the edition is of it
  if (rule.statement) body.push(h("p", { class: "tv-rule-statement" }, rule.statement));
  if (rule.status) body.push(h("p", { class: "tv-rule-status" }, h("span", { class: `tv-status tv-status--${rule.status}` }, statusWord(rule.status))));
  const quotes = (rule.quote || []).map(quoteText).filter((q) => q.text);
  for (const q of quotes) {
    body.push(h("blockquote", { class: "tv-rule-quote" }, w("dialogs.quote", { text: q.text }), q.paragraph != null ? h("span", { class: "tv-rule-para" }, ` ¶${q.paragraph}`) : null));
  }
  const title = rule.source ? rule.source[0].toUpperCase() + rule.source.slice(1) : "";
  // the paragraphs the rule rests on are quoted, in whole sentences; a paragraph cited only as its
  // context (a reconstructed rule's) is linked, never quoted as if it stated the rule (issue 40:
  // the Tarot call quoted the poignée's paragraph)
  const roles = new Map((rule.citations || []).map((c) => [c.paragraph, c.role]));
  const paras = (rule.paragraphs || []).filter((/** @type {number} */ p) => (roles.get(p) || "rests-on") === "rests-on");
  const context = (rule.paragraphs || []).filter((/** @type {number} */ p) => !paras.includes(p));
  if (paras.length) {
    const list = h("div", { class: "tv-rule-sources" }, h("h3", {}, ...wParts("dialogs.source", { title: h("em", {}, title) })));
    for (const p of paras) {
      const text = h("span", { class: "tv-rule-source-text" }, "…");
      const head = h("span", { class: "tv-rule-source-heading", hidden: true });
      // the words first; the paragraph's number after them, as a link to it in the source
      const link = h("a", { href: sourceUrl(/** @type {string} */ (rule.source), p), class: "tv-source-link", "aria-label": w("dialogs.paragraph", { p }) }, `¶${p}`);
      list.append(h("blockquote", { class: "tv-rule-source", dataset: { paragraph: String(p) } }, head, text, " ", h("span", { class: "tv-rule-para" }, "(", link, ")")));
      sourceDoc(sourceUrl(/** @type {string} */ (rule.source))).then((/** @type {Document | null} */ doc) => {
        const got = doc ? sentencesOf(doc, p) : null;
        text.textContent = (got && got.text) || w("dialogs.openSource");
        if (got && got.text && got.lang && got.lang !== document.documentElement.lang) text.lang = got.lang;
        if (got && got.heading) {
          head.textContent = got.heading;
          head.hidden = false;
        }
        text.closest("blockquote")?.setAttribute("data-ready", "");
      });
    }
    body.push(list);
  }
  if (context.length) {
    const links = context.map((/** @type {number} */ p) => h("a", { href: sourceUrl(/** @type {string} */ (rule.source), p), class: "tv-source-link" }, `¶${p}`));
    body.push(h("p", { class: "tv-rule-context" }, w("dialogs.context", { title }), ...links.flatMap((/** @type {HTMLElement} */ a, /** @type {number} */ i) => (i ? [", ", a] : [a]))));
  }
  if (!paras.length && rule.authority) {
    body.push(h("p", { class: "tv-rule-authority" }, w("dialogs.authority"), rule.authority));
  }
  if (rule.note) body.push(h("p", { class: "tv-help" }, rule.note));
  if (rule.decision) {
    body.push(
      h(
        "p",
        { class: "tv-rule-decision" },
        ...wParts("messages.decision", { id: h("a", { href: ruleUrl(/** @type {string} */ (rule.game), rule.decision) }, rule.decision) }),
        rule.option ? w("dialogs.setting", { option: rule.option }) : "",
        rule.alternative ? w("dialogs.alternative", { alternative: rule.alternative }) : ""
      )
    );
  }
  body.push(h("p", { class: "tv-rule-more" }, h("a", { href: ruleUrl(/** @type {string} */ (rule.game), /** @type {string} */ (rule.id)), class: "tv-rule-page-link" }, w("dialogs.rulesPage")), w("dialogs.kept")));
  // the rule's id last, small, selectable as a whole (to quote it)
  body.push(h("p", { class: "tv-rule-id-line" }, w("dialogs.ruleId"), h("code", { class: "tv-rule-id" }, rule.id)));
  return openDialog(host, { title: w("dialogs.rule"), body, cls: "tv-dialog--rule" });
}

// ------------------------------------------------------------------------------ the hand's tricks

/**
 * The tricks of the current hand, as the engine lists them: who led, the cards in order, who won.
 * `tricks` = [{leader, cards: [{seat, card}], winner}], `names` = seat names of this table.
 * @param {HTMLElement} host
 * @param {{tricks: import("../engine-client/engine-types").TrickSeen[], names: string[], note?: Node | string | null, extra?: Node[]}} what
 */
export function openTricks(host, { tricks, names, note, extra = [] }) {
  const body = [];
  if (note) body.push(h("p", { class: "tv-help" }, note));
  if (!tricks.length) body.push(h("p", {}, w("dialogs.noTrick")));
  else {
    const list = h("ol", { class: "tv-review-list" });
    tricks.forEach((t, i) => {
      const cards = h("span", { class: "tv-review-cards" });
      for (const c of t.cards || []) {
        cards.append(
          h(
            "span",
            { class: `tv-review-card${c.seat === t.winner ? " is-winner" : ""}`, "aria-label": w("dialogs.reviewCard", { who: names[c.seat], card: cardName(c.card) }) },
            h("span", { class: "tv-review-who", "aria-hidden": "true" }, names[c.seat]),
            " ",
            h("span", { class: "tv-review-code", "aria-hidden": "true" }, cardLabel(c.card))
          )
        );
      }
      list.append(
        h(
          "li",
          { class: "tv-review-trick", dataset: { trick: String(i + 1) } },
          h("span", { class: "tv-review-head" }, w("dialogs.trick", { n: i + 1 }), t.leader != null ? w("dialogs.ledBy", { who: names[t.leader] }) : "", t.winner != null ? w("dialogs.wonBy", { who: names[t.winner] }) : w("dialogs.inPlay")),
          cards
        )
      );
    });
    body.push(list);
  }
  body.push(...extra);
  return openDialog(host, { title: w("skeleton.review"), body, cls: "tv-dialog--review" });
}

/**
 * The tricks of the hand, as the rules let them be looked at (the last only, with its rule), and
 * Tarot's chien once the engine turns it over.
 * @param {HTMLElement} host @param {import("./table-state.mjs").View} v the view @param {string[]} names
 * @param {(id: string) => Node} ruleLink
 */
export function openReview(host, v, names, ruleLink) {
  const x = v.extra || {};
  /** @type {HTMLElement[]} */
  const extra = [];
  if (Array.isArray(x.chien) && x.chien.length && (x.chien_public || v.phase === "hand-over" || v.is_over)) {
    extra.push(h("h3", {}, w("dialogs.chien")), h("p", { class: "tv-review-chien" }, x.chien.map((/** @type {string} */ c) => cardLabel(c)).join(" ")));
  }
  /** @type {HTMLElement | null} */
  let note = null;
  if (v.tricks_review === "last") {
    note = h("span", {}, w("dialogs.lastOnly"));
    if (v.tricks_review_rule) note.append(ruleLink(v.tricks_review_rule), ".");
  }
  openTricks(host, { tricks: Array.isArray(v.tricks) ? v.tricks : [], names, note, extra });
}
