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

// ------------------------------------------------------------------------ Briscan and Brisque
const briscanPanel = {
  handles(action) {
    return action.startsWith("meld:") || action === "exchange";
  },

  prompt(v) {
    const legal = v.legal || [];
    const melds = legal.filter((a) => a.startsWith("meld:")).length;
    const exchange = legal.includes("exchange");
    if (melds && exchange) return "Your lead: declare a meld or exchange the seven of trumps (the buttons under your hand), then lead a card.";
    if (melds) return "Your lead: declare a meld (the buttons under your hand) if you wish, then lead a card.";
    if (exchange) return "Your turn: you may exchange the seven of trumps for the turn-up (the button under your hand), then play a raised card.";
    return null;
  },

  /** The melds to declare and the exchange, in the row of actions under the hand. */
  actionButtons(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    if (!(v.legal && v.legal.length)) return [];
    const out = [];
    for (const m of x.meld_options || []) {
      const value = m.wins_game ? "wins the game" : `${m.points} points`;
      const btn = h(
        "button",
        { type: "button", class: "tv-btn tv-btn--action tv-bp-meld", dataset: { action: m.action } },
        h("span", { class: "tv-bp-meld-label" }, m.label[0].toUpperCase() + m.label.slice(1)),
        " ",
        h("span", { class: "tv-bp-meld-cards" }, m.cards.map((/** @type {string} */ c) => ctx.cardLabel(c)).join(" ")),
        " ",
        h("span", { class: "tv-bp-meld-value" }, value)
      );
      btn.setAttribute("aria-label", `Declare ${m.label}: ${m.cards.map((/** @type {string} */ c) => ctx.cardName(c)).join(", ")}, ${value}`);
      out.push(btn);
    }
    if (x.exchange_allowed) {
      out.push(h("button", { type: "button", class: "tv-btn tv-btn--action tv-bp-exchange", dataset: { action: "exchange" } }, `Exchange the seven of trumps for the turn-up${v.turnup ? ` (${ctx.cardLabel(v.turnup)})` : ""}`));
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
        ? `Talon: ${talon} card${talon === 1 ? "" : "s"} (turn-up included) · free play`
        : `Talon exhausted · trick ${Math.min(x.trick_number || 16, 16)} of 16: follow suit and beat the card led if you can, otherwise trump`;
    parts.push(h("p", { class: "tv-bp-talon", dataset: { talon: String(talon) } }, stage));

    // Score to the target
    const target = v.target;
    const bar = (seat) => {
      const pts = v.scores[seat] || 0;
      const pct = target ? Math.min(100, (100 * pts) / target) : 0;
      return h(
        "div",
        { class: "tv-bp-score-row" },
        h("span", { class: "tv-bp-score-name" }, ctx.names[seat]),
        h("span", { class: "tv-bp-bar", role: "img", "aria-label": `${pts} of ${target} points` }, h("span", { style: `width:${pct.toFixed(1)}%` })),
        h("span", { class: "tv-bp-score-pts" }, `${pts}${target ? ` / ${target}` : ""}`),
        h("span", { class: "tv-bp-score-deal", title: "Points scored in this deal" }, `(+${(x.hand_points || [])[seat] || 0} this deal)`)
      );
    };
    parts.push(h("div", { class: "tv-bp-score", "aria-label": "Score to the target" }, bar(you), bar(other)));

    // Declarations now
    const melds = x.meld_options || [];
    const box = h("div", { class: "tv-bp-melds", role: "group", "aria-label": "Declarations" });
    box.append(h("h3", {}, "Declare"));
    if (yourTurn && melds.length) {
      // the buttons are in the row of actions under the hand (actionButtons), where the prompt sends the reader
      box.append(h("p", { class: "tv-help" }, "Declare as many as you wish (the buttons under your hand), then lead a card."));
    } else if (yourTurn && x.window === you) {
      box.append(h("p", { class: "tv-help" }, "Nothing to declare now: lead a card."));
    } else {
      box.append(
        h("p", { class: "tv-help" }, talon > 0 ? "Melds are declared by the player on lead after winning a trick." : "No more declarations: the talon is exhausted.")
      );
    }
    parts.push(box);

    // Melds declared in this deal, and the opponent's cards shown
    const declared = x.melds || [];
    if (declared.length) {
      const list = h("ul", { class: "tv-bp-declared" });
      for (const m of declared) {
        list.append(
          h("li", {}, h("strong", {}, ctx.names[m.seat]), `: ${m.label} `, h("span", { class: "tv-bp-meld-cards" }, m.cards.map((c) => ctx.cardLabel(c)).join(" ")), m.points ? ` — ${m.points} points` : "")
        );
      }
      parts.push(h("div", { class: "tv-bp-declared-box" }, h("h3", {}, "Declared in this deal"), list));
    }
    const shown = (x.known || [])[other] || [];
    if (shown.length) {
      const fan = h("div", { class: "tv-bp-shown", role: "list", "aria-label": `${ctx.names[other]}'s cards already shown` });
      for (const c of shown) {
        const el = ctx.cardElement(c);
        el.setAttribute("role", "listitem");
        fan.append(el);
      }
      parts.push(h("div", { class: "tv-bp-shown-box" }, h("h3", {}, `${ctx.names[other]} has shown`), fan));
    }
    return h("div", { class: "tv-bp", dataset: { game: v.game } }, ...parts);
  },
};

export const PANELS = { briscan: briscanPanel, brisque: briscanPanel, emprunt: empruntPanel, tarot: tarotPanel, francion: francionPanel };
