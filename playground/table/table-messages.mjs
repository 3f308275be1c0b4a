// The table's messages under the hand: notices (with an optional button) and refusals, which
// name the rule the engine gives (its sentence first, its id last, a link that opens it in place).

import { refusedHead } from "./table-format.mjs";
import { openRule } from "./table-dialogs.mjs";
import { h, ruleUrl, sourceUrl } from "./table-dom.mjs";
import { oneTabStop } from "./table-events.mjs";
import { statusWord, w, wParts } from "../words/words.mjs";

/** @typedef {import("./table-dialogs.mjs").Rule} Rule */

export class Messages {
  /**
   * @param {HTMLElement} box the message element @param {string} game
   * @param {Map<string, Rule>} rules the game's rules by id (op rules), completed by refusals
   */
  constructor(box, game, rules) {
    this.box = box;
    this.game = game;
    this.rules = rules;
  }

  clear() {
    this.box.replaceChildren();
    this.box.className = "tv-message";
  }

  /** A notice under the hand, with an optional button. @param {string} text @param {{label: string, run: () => void} | null} [button] @param {{keep?: boolean}} [how] */
  say(text, button = null, how = {}) {
    const p = h("p", {}, text);
    if (button) p.append(" ", h("button", { type: "button", class: "tv-btn tv-btn--small", onclick: () => button.run() }, button.label));
    if (how.keep) this.box.append(p);
    else this.box.replaceChildren(p);
    this.box.className = "tv-message tv-message--info";
    this.reveal();
  }

  /** Keep the message in view: it sits under the hand, which may be at the bottom of the screen. */
  reveal() {
    oneTabStop(this.box); // its links and buttons: one Tab stop, the arrows along them (table-events.mjs)
    if (!this.box.isConnected || this.box.closest("[hidden]")) return;
    const box = this.box.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) this.box.scrollIntoView({ block: "nearest" });
  }

  /** A link to a rule that opens it in place (a dialog), never leaving the game. @param {string} ruleId */
  ruleLink(ruleId, cls = "tv-rule-link") {
    const a = h("a", { href: ruleUrl(this.game, ruleId), class: cls, dataset: { rule: ruleId } }, ruleId);
    a.addEventListener("click", (e) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // a new tab stays possible
      e.preventDefault();
      e.stopPropagation(); // Material's instant navigation listens on the document
      this.showRule(ruleId);
    });
    return a;
  }

  /** @param {string} ruleId */
  showRule(ruleId) {
    const rule = this.rules.get(ruleId) || { id: ruleId, game: this.game };
    return openRule(/** @type {HTMLElement} */ (this.box.closest(".tv-root") || document.body), { game: this.game, ...rule }, { ruleUrl: (/** @type {string} */ g, /** @type {string} */ id) => ruleUrl(g || this.game, id), sourceUrl });
  }

  /**
   * Why an action was refused: the engine's reason, the rule's sentence, then the rule's id
   * (small, a link that opens it) and its source paragraphs.
   * @param {string} action @param {{type: string, message?: string, rule_id?: string, rule?: Rule | null, action?: string | null, head?: string | null, rule_quoted?: boolean}} error
   * @param {{label: (a: string) => string, readable: (t: string) => string}} words
   */
  explain(action, error, words) {
    // the action the engine refused (a card clicked: the action of this phase it read it as)
    const refused = typeof error.action === "string" && error.action ? error.action : action;
    const reason = words.readable(error.message || "");
    const box = [h("p", { class: "tv-why" }, h("strong", {}, refusedHead(refused, words.label, error.head)), reason)];
    if (error.rule && error.rule_id && !this.rules.has(error.rule_id)) this.rules.set(error.rule_id, error.rule);
    if (error.type === "illegal" && error.rule_id) {
      const rule = this.rules.get(error.rule_id) || {};
      // the rule's sentence, unless the engine's reason already says it (error.rule_quoted)
      if (rule.statement && !error.rule_quoted) box.push(h("p", { class: "tv-why-rule" }, rule.statement));
      box.push(
        h(
          "p",
          { class: "tv-rule-ref" },
          rule.status ? h("span", { class: `tv-status tv-status--${rule.status}` }, statusWord(rule.status)) : null,
          rule.status ? " " : null,
          ...wParts("messages.rule", { id: this.ruleLink(error.rule_id) })
        )
      );
      // the paragraphs the rule rests on are its source; those cited as context only are said so
      const roles = new Map((rule.citations || []).map((c) => [c.paragraph, c.role]));
      const title = rule.source ? rule.source[0].toUpperCase() + rule.source.slice(1) : "";
      for (const [role, head] of [["rests-on", w("messages.source")], ["context", w("messages.context")]]) {
        const refs = (rule.paragraphs || [])
          .filter((/** @type {number} */ p) => (roles.get(p) || "rests-on") === role)
          .map((/** @type {number} */ p) => h("a", { href: sourceUrl(/** @type {string} */ (rule.source), p), class: "tv-source-link" }, `¶${p}`));
        if (refs.length) box.push(h("p", { class: "tv-source-ref" }, head, h("em", {}, title), " ", ...refs.flatMap((/** @type {HTMLElement} */ a, /** @type {number} */ i) => (i ? [", ", a] : [a]))));
      }
      if (rule.decision) {
        const option = rule.option ? w("messages.option", { option: rule.option }) : "";
        box.push(h("p", { class: "tv-source-ref" }, ...wParts("messages.decision", { id: h("a", { href: ruleUrl(rule.game || this.game, rule.decision) }, rule.decision) }), option));
      }
    }
    this.box.replaceChildren(...box);
    this.box.className = "tv-message tv-message--illegal";
    this.reveal();
  }
}
