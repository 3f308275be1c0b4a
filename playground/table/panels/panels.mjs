// Per-game panels of the card table: what a game shows beyond the common view (table.mjs).
//
// PANELS[game] = { handles(action) -> bool, render(view, ctx) -> Node | null }. `handles` tells the
// table which legal actions the panel offers itself (the generic action buttons skip them);
// `render` draws the panel from view.extra. ctx = { h, act(action), names,
// cardElement, cardLabel, cardName }. All rules stay in the engine: a panel only shows what the
// engine says (the legal declarations and their values come from view.extra.meld_options).

import { empruntPanel } from "./panel-emprunt.mjs";
import { francionPanel } from "./panel-francion.mjs";
import { tarotPanel } from "./panel-tarot.mjs";
import { w, wn } from "../../words/words.mjs";

/** @typedef {import("../table-state.mjs").View} View */
/** @typedef {import("../../engine-client/engine-types").ViewExtra} ViewExtra */
/**
 * What the table hands a panel (table-render.mjs, table-format.mjs): the element builder, the
 * seats' names, the cards' drawings and words, the way to act; each call gives the part it needs.
 * @typedef {{h: typeof import("../table-dom.mjs").h, act: (action: string) => void, names: string[],
 *   cardElement: typeof import("../cards.mjs").cardElement, cardLabel: (code: string) => string,
 *   cardName: (code: string) => string, label: (action: string) => string}} PanelCtx
 */
/**
 * A game's panel: the actions it offers itself, its prompt, its buttons in the row of actions, its
 * own box, and (a game without tricks) what it draws on the felt and says under a seat's name.
 * @typedef {{
 *   handles(action: string): boolean,
 *   prompt?(v: View, ctx: Pick<PanelCtx, "names" | "cardLabel" | "label">): string | null,
 *   actionButtons?(v: View, ctx: Pick<PanelCtx, "h" | "cardLabel" | "cardName">): HTMLElement[],
 *   render(v: View, ctx: Omit<PanelCtx, "label">): HTMLElement | null,
 *   felt?(v: View, ctx: Pick<PanelCtx, "h" | "names" | "cardElement" | "cardLabel" | "cardName">): HTMLElement[],
 *   seatInfo?(v: View, seat: number): string,
 * }} Panel
 */
/** A declaration Briscan offers or shows (view.extra.meld_options, melds). @typedef {{action: string, label: string, cards: string[], points: number, wins_game?: boolean, seat: number}} Meld */

// ------------------------------------------------------------------------ Briscan and Brisque
/** @type {Panel} */
const briscanPanel = {
  handles(action) {
    return action.startsWith("meld:") || action === "exchange";
  },

  prompt(v) {
    const legal = v.legal || [];
    const melds = legal.filter((a) => a.startsWith("meld:")).length;
    const exchange = legal.includes("exchange");
    if (melds && exchange) return w("briscan.meldOrExchange");
    if (melds) return w("briscan.meld");
    if (exchange) return w("briscan.exchange");
    return null;
  },

  /** The melds to declare and the exchange, in the row of actions under the hand. */
  actionButtons(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    if (!(v.legal && v.legal.length)) return [];
    const out = [];
    for (const m of /** @type {Meld[]} */ (x.meld_options || [])) {
      const value = m.wins_game ? w("briscan.winsGame") : w("briscan.points", { n: m.points });
      const btn = h(
        "button",
        { type: "button", class: "tv-btn tv-btn--action tv-bp-meld", dataset: { action: m.action } },
        h("span", { class: "tv-bp-meld-label" }, m.label[0].toUpperCase() + m.label.slice(1)),
        " ",
        h("span", { class: "tv-bp-meld-cards" }, m.cards.map((/** @type {string} */ c) => ctx.cardLabel(c)).join(" ")),
        " ",
        h("span", { class: "tv-bp-meld-value" }, value)
      );
      btn.setAttribute("aria-label", w("briscan.declareLabel", { meld: m.label, cards: m.cards.map((/** @type {string} */ c) => ctx.cardName(c)).join(", "), value }));
      out.push(btn);
    }
    if (x.exchange_allowed) {
      out.push(h("button", { type: "button", class: "tv-btn tv-btn--action tv-bp-exchange", dataset: { action: "exchange" } }, `${w("briscan.exchangeButton")}${v.turnup ? ` (${ctx.cardLabel(v.turnup)})` : ""}`));
    }
    return out;
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    const you = v.human ?? 0;
    const other = 1 - you;
    const yourTurn = v.legal && v.legal.length > 0;
    const parts = [];

    // Talon and stage
    const talon = x.talon ?? 0;
    const stage =
      talon > 0
        ? wn("briscan.talon", talon)
        : w("briscan.exhausted", { n: Math.min(x.trick_number || 16, 16) });
    parts.push(h("p", { class: "tv-bp-talon", dataset: { talon: String(talon) } }, stage));

    // Score to the target
    const target = v.target;
    const bar = (/** @type {number} */ seat) => {
      const pts = v.scores[seat] || 0;
      const pct = target ? Math.min(100, (100 * pts) / target) : 0;
      return h(
        "div",
        { class: "tv-bp-score-row" },
        h("span", { class: "tv-bp-score-name" }, ctx.names[seat]),
        h("span", { class: "tv-bp-bar", role: "img", "aria-label": w("briscan.bar", { pts, target: /** @type {number} */ (target) }) }, h("span", { style: `width:${pct.toFixed(1)}%` })),
        h("span", { class: "tv-bp-score-pts" }, `${pts}${target ? ` / ${target}` : ""}`),
        h("span", { class: "tv-bp-score-deal", title: w("briscan.dealTitle") }, w("briscan.deal", { n: (x.hand_points || [])[seat] || 0 }))
      );
    };
    parts.push(h("div", { class: "tv-bp-score", "aria-label": w("briscan.score") }, bar(you), bar(other)));

    // Declarations now
    const melds = /** @type {Meld[]} */ (x.meld_options || []);
    const box = h("div", { class: "tv-bp-melds", role: "group", "aria-label": w("briscan.declarations") });
    box.append(h("h3", {}, w("briscan.declare")));
    if (yourTurn && melds.length) {
      // the buttons are in the row of actions under the hand (actionButtons), where the prompt sends the reader
      box.append(h("p", { class: "tv-help" }, w("briscan.declareHelp")));
    } else if (yourTurn && x.window === you) {
      box.append(h("p", { class: "tv-help" }, w("briscan.nothing")));
    } else {
      box.append(
        h("p", { class: "tv-help" }, talon > 0 ? w("briscan.whoDeclares") : w("briscan.noMore"))
      );
    }
    parts.push(box);

    // Melds declared in this deal, and the opponent's cards shown
    const declared = /** @type {Meld[]} */ (x.melds || []);
    if (declared.length) {
      const list = h("ul", { class: "tv-bp-declared" });
      for (const m of declared) {
        list.append(
          h("li", {}, h("strong", {}, ctx.names[m.seat]), w("briscan.declared", { meld: m.label }), h("span", { class: "tv-bp-meld-cards" }, m.cards.map((c) => ctx.cardLabel(c)).join(" ")), m.points ? w("briscan.declaredPoints", { n: m.points }) : "")
        );
      }
      parts.push(h("div", { class: "tv-bp-declared-box" }, h("h3", {}, w("briscan.declaredTitle")), list));
    }
    const shown = (x.known || [])[other] || [];
    if (shown.length) {
      const fan = h("div", { class: "tv-bp-shown", role: "list", "aria-label": w("briscan.shownLabel", { who: ctx.names[other] }) });
      for (const c of shown) {
        const el = ctx.cardElement(c);
        el.setAttribute("role", "listitem");
        fan.append(el);
      }
      parts.push(h("div", { class: "tv-bp-shown-box" }, h("h3", {}, w("briscan.shown", { who: ctx.names[other] })), fan));
    }
    return h("div", { class: "tv-bp", dataset: { game: v.game } }, ...parts);
  },
};

/** @type {Record<string, Panel>} the panel of each game that has one */
export const PANELS = { briscan: briscanPanel, brisque: briscanPanel, emprunt: empruntPanel, tarot: tarotPanel, francion: francionPanel };
