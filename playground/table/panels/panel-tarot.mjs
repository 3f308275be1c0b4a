// The French Tarot panel of the card table (registered in panels.mjs): the bidding so far, the
// contract and the taker, the called card and (when known) the partner, the chien when it is shown,
// the reader's own discard (or the discarded trumps shown to the defence), the poignées and misères
// announced, and prompts for the discard and for the trumps kept hidden in a poignée.
// All rules stay in the engine: the panel only shows view.extra and offers the legal `call:` actions.

import { theLabel } from "../cards.mjs";
import { w, wn } from "../../words/words.mjs";

/** @typedef {import("./panels.mjs").Panel} Panel @typedef {import("./panels.mjs").PanelCtx} PanelCtx */
/** @typedef {import("../../engine-client/engine-types").TarotExtra} TarotExtra */
/**
 * What the panel reads of view.extra, with the shapes of the records the engine sends as JSON
 * objects: the bids, the poignées and misères announced, the trumps being hidden.
 * @typedef {Partial<Omit<TarotExtra, "bids" | "poignees" | "miseres" | "hiding">> & {
 *   bids?: {seat: number, bid: string}[], poignees?: {seat: number, level: string, bonus: number, cards: string[]}[],
 *   miseres?: {seat: number, kind: string}[], hiding?: {need: number, hidden: string[], level: string}}} Reads
 */

/** @type {Record<string, import("../../words/words.mjs").WordKey>} a bid (the engine's code) -> its words */
const CONTRACT_WORDS = {
  prise: "tarot.prise",
  garde: "tarot.garde",
  "garde-sans": "tarot.gardeSans",
  "garde-contre": "tarot.gardeContre",
  pass: "tarot.pass",
};

/** A bid in words; an unknown code as it is. @param {string} bid */
const contract = (bid) => (bid in CONTRACT_WORDS ? w(CONTRACT_WORDS[bid]) : bid);

/** @param {Pick<PanelCtx, "h" | "cardElement">} ctx @param {string[]} list @param {string} label */
function cards(ctx, list, label) {
  const fan = ctx.h("div", { class: "tv-tp-cards", role: "list", "aria-label": label });
  for (const c of list) {
    const el = ctx.cardElement(c);
    el.setAttribute("role", "listitem");
    fan.append(el);
  }
  return fan;
}

/** @type {Panel} */
export const tarotPanel = {
  handles(action) {
    return action.startsWith("call:");
  },

  /** What the reader must do now (shown by the hand); the figures are the engine's. */
  prompt(v) {
    const x = /** @type {Reads} */ (v.extra || {});
    const legal = v.legal || [];
    if (v.phase === "bidding") {
      const bids = (x.bids || []).filter((b) => b.bid !== "pass");
      const best = bids.length ? bids[bids.length - 1].bid : null;
      return best ? w("tarot.bidHigher", { best: contract(best) }) : w("tarot.bid");
    }
    if (legal.some((a) => a.startsWith("call:"))) return w("tarot.callKing");
    if (v.phase === "discard") {
      const left = (x.chien_size ?? 6) - (x.discard_size ?? 0);
      return wn("tarot.discard", left);
    }
    if (x.hiding) {
      const left = x.hiding.need - x.hiding.hidden.length;
      // the level (simple, double, triple) is the engine's code, the word French and English say
      return wn("tarot.hide", left, { level: `${x.hiding.level[0].toUpperCase()}${x.hiding.level.slice(1)}` });
    }
    if (legal.includes("chelem")) return w("tarot.chelem");
    if (legal.some((a) => a.startsWith("poignee:") || a.startsWith("misere:"))) return w("tarot.announce");
    return null;
  },

  /** The call's buttons, in the row of actions under the hand (one group: "Call a card"). */
  actionButtons(v, ctx) {
    const calls = (v.legal || []).filter((a) => a.startsWith("call:"));
    if (!calls.length) return [];
    const group = ctx.h("span", { class: "tv-tp-call", role: "group", "aria-label": w("tarot.callGroup") });
    for (const a of calls) group.append(ctx.h("button", { type: "button", class: "tv-btn tv-btn--action", dataset: { action: a } }, w("tarot.call", { card: theLabel(a.slice(5)) })));
    return [group];
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = /** @type {Reads} */ (v.extra || {});
    const you = v.human ?? 0;
    const legal = v.legal || [];
    const parts = [];
    // the deal being played, or at the end of a deal the one just scored (never "Deal 2" beside deal 1's result)
    const over = v.phase === "hand-over" || v.is_over;
    const deal = Math.max(1, Math.min((x.deals_played ?? 0) + (over ? 0 : 1), x.deals_total ?? 1));
    parts.push(h("p", { class: "tv-tp-status" }, w("tarot.deal", { deal, total: x.deals_total ?? "?" }), x.goulash ? w("tarot.goulash") : ""));

    // bidding
    if ((x.bids || []).length) {
      const items = (x.bids || []).map((b) => h("li", {}, h("strong", {}, ctx.names[b.seat]), w("tarot.said", { what: contract(b.bid) })));
      parts.push(h("div", { class: "tv-tp-bids" }, h("h3", {}, w("tarot.bidding")), h("ul", {}, ...items)));
    }

    // contract, call, partner
    if (x.taker != null && x.contract) {
      const line = [h("strong", {}, ctx.names[x.taker]), w("tarot.takes", { contract: contract(x.contract) })];
      if (x.called) line.push(w("tarot.called", { card: theLabel(x.called) }));
      if (x.called) {
        if (x.partner == null) line.push(w("tarot.partnerUnknown"));
        else if (x.partner === x.taker) line.push(w("tarot.alone"));
        else line.push(w("tarot.partner"), h("strong", {}, ctx.names[x.partner]));
      }
      if (x.chelem_announced) line.push(w("tarot.chelemAnnounced"));
      parts.push(h("p", { class: "tv-tp-contract", dataset: { contract: x.contract } }, ...line));
    }

    // the call (5 players): its buttons are in the row of actions under the hand (actionButtons)
    if (legal.some((a) => a.startsWith("call:"))) {
      parts.push(h("p", { class: "tv-help" }, w("tarot.callHelp")));
    }

    // chien and discard
    if (x.chien) parts.push(h("div", { class: "tv-tp-chien" }, h("h3", {}, w("tarot.chienShown")), cards(ctx, x.chien, w("dialogs.chien"))));
    if (v.phase === "discard" && x.taker === you && legal.length) {
      // the instruction itself is the prompt by the hand; this is the reminder of the exception
      parts.push(h("p", { class: "tv-help" }, w("tarot.trumpDiscard")));
    }
    if ((x.discard || []).length) {
      const mine = x.taker === you;
      parts.push(h("div", { class: "tv-tp-discard" }, h("h3", {}, mine ? w("tarot.yourDiscard") : w("tarot.trumpsDiscarded")), cards(ctx, x.discard || [], mine ? w("tarot.yourDiscard") : w("tarot.discardedTrumps"))));
    }


    // declarations
    const decl = [];
    for (const p of x.poignees || []) {
      decl.push(h("li", {}, h("strong", {}, ctx.names[p.seat]), w("tarot.poignee", { level: p.level, bonus: p.bonus }), h("span", { class: "tv-tp-shown" }, p.cards.map((c) => ctx.cardLabel(c)).join(" "))));
    }
    for (const m of x.miseres || []) decl.push(h("li", {}, h("strong", {}, ctx.names[m.seat]), w("tarot.misere", { kind: m.kind })));
    if (decl.length) parts.push(h("div", { class: "tv-tp-decl" }, h("h3", {}, w("tarot.declared")), h("ul", {}, ...decl)));

    return h("div", { class: "tv-tp", dataset: { game: v.game } }, ...parts);
  },
};
