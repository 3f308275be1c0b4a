// The French Tarot panel of the card table (registered in panels.mjs): the bidding so far, the
// contract and the taker, the called card and (when known) the partner, the chien when it is shown,
// the reader's own discard (or the discarded trumps shown to the defence), the poignées and misères
// announced, and prompts for the discard and for the trumps kept hidden in a poignée.
// All rules stay in the engine: the panel only shows view.extra and offers the legal `call:` actions.

const CONTRACT = {
  prise: "Prise (×1)",
  garde: "Garde (×2)",
  "garde-sans": "Garde sans le chien (×4)",
  "garde-contre": "Garde contre le chien (×6)",
  pass: "pass",
};

function cards(ctx, list, label) {
  const fan = ctx.h("div", { class: "tv-tp-cards", role: "list", "aria-label": label });
  for (const c of list) {
    const el = ctx.cardElement(c);
    el.setAttribute("role", "listitem");
    fan.append(el);
  }
  return fan;
}

export const tarotPanel = {
  handles(action) {
    return action.startsWith("call:");
  },

  /** What the reader must do now (shown by the hand); the figures are the engine's. */
  prompt(v) {
    const x = v.extra || {};
    const legal = v.legal || [];
    if (v.phase === "bidding") {
      const bids = (x.bids || []).filter((b) => b.bid !== "pass");
      const best = bids.length ? bids[bids.length - 1].bid : null;
      return best ? `Your bid: pass, or bid higher than ${CONTRACT[best] || best}.` : "Your bid: pass, or take the deal (the buttons under your hand).";
    }
    if (legal.some((a) => a.startsWith("call:"))) return "Call a king: its holder becomes your secret partner.";
    if (v.phase === "discard") {
      const left = (x.chien_size ?? 6) - (x.discard_size ?? 0);
      return `Choose ${left} card${left === 1 ? "" : "s"} for your discard — no king, no bout (click them in your hand).`;
    }
    if (x.hiding) {
      const left = x.hiding.need - x.hiding.hidden.length;
      return `${x.hiding.level[0].toUpperCase()}${x.hiding.level.slice(1)} poignée: click ${left} trump${left === 1 ? "" : "s"} to keep hidden; the others are shown.`;
    }
    if (legal.includes("chelem")) return "Announce a chelem (you mean to take every trick), or not.";
    if (legal.some((a) => a.startsWith("poignee:") || a.startsWith("misere:"))) return "Before your first card: show a poignée or announce, or play a raised card.";
    return null;
  },

  /** The call's buttons, in the row of actions under the hand (one group: "Call a card"). */
  actionButtons(v, ctx) {
    const calls = (v.legal || []).filter((a) => a.startsWith("call:"));
    if (!calls.length) return [];
    const group = ctx.h("span", { class: "tv-tp-call", role: "group", "aria-label": "Call a card" });
    for (const a of calls) group.append(ctx.h("button", { type: "button", class: "tv-btn tv-btn--action", dataset: { action: a } }, `Call the ${ctx.cardLabel(a.slice(5))}`));
    return [group];
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    const you = v.human ?? 0;
    const legal = v.legal || [];
    const parts = [];
    // the deal being played, or at the end of a deal the one just scored (never "Deal 2" beside deal 1's result)
    const over = v.phase === "hand-over" || v.is_over;
    const deal = Math.max(1, Math.min((x.deals_played ?? 0) + (over ? 0 : 1), x.deals_total ?? 1));
    parts.push(h("p", { class: "tv-tp-status" }, `Deal ${deal} of ${x.deals_total ?? "?"}`, x.goulash ? " · Goulash: each for himself, fewest points" : ""));

    // bidding
    if ((x.bids || []).length) {
      const items = x.bids.map((b) => h("li", {}, h("strong", {}, ctx.names[b.seat]), `: ${CONTRACT[b.bid] || b.bid}`));
      parts.push(h("div", { class: "tv-tp-bids" }, h("h3", {}, "Bidding"), h("ul", {}, ...items)));
    }

    // contract, call, partner
    if (x.taker != null && x.contract) {
      const line = [h("strong", {}, ctx.names[x.taker]), ` takes: ${CONTRACT[x.contract]}`];
      if (x.called) line.push(` · called the ${ctx.cardLabel(x.called)}`);
      if (x.called) {
        if (x.partner == null) line.push(" · partner unknown");
        else if (x.partner === x.taker) line.push(" · plays alone");
        else line.push(" · partner: ", h("strong", {}, ctx.names[x.partner]));
      }
      if (x.chelem_announced) line.push(" · chelem announced");
      parts.push(h("p", { class: "tv-tp-contract", dataset: { contract: x.contract } }, ...line));
    }

    // the call (5 players): its buttons are in the row of actions under the hand (actionButtons)
    if (legal.some((a) => a.startsWith("call:"))) {
      parts.push(h("p", { class: "tv-help" }, "The holder of the card you call becomes your secret partner; call a card of your own hand to play alone."));
    }

    // chien and discard
    if (x.chien) parts.push(h("div", { class: "tv-tp-chien" }, h("h3", {}, "The chien, shown"), cards(ctx, x.chien, "The chien")));
    if (v.phase === "discard" && x.taker === you && legal.length) {
      // the instruction itself is the prompt by the hand; this is the reminder of the exception
      parts.push(h("p", { class: "tv-help" }, "A trump may go to the discard only if nothing else is left; it is then shown."));
    }
    if ((x.discard || []).length) {
      const mine = x.taker === you;
      parts.push(h("div", { class: "tv-tp-discard" }, h("h3", {}, mine ? "Your discard" : "Trumps discarded (shown)"), cards(ctx, x.discard, mine ? "Your discard" : "Discarded trumps")));
    }


    // declarations
    const decl = [];
    for (const p of x.poignees || []) {
      decl.push(h("li", {}, h("strong", {}, ctx.names[p.seat]), `: ${p.level} poignée (${p.bonus}) `, h("span", { class: "tv-tp-shown" }, p.cards.map((c) => ctx.cardLabel(c)).join(" "))));
    }
    for (const m of x.miseres || []) decl.push(h("li", {}, h("strong", {}, ctx.names[m.seat]), `: misère d'${m.kind}`));
    if (decl.length) parts.push(h("div", { class: "tv-tp-decl" }, h("h3", {}, "Declared"), h("ul", {}, ...decl)));

    return h("div", { class: "tv-tp", dataset: { game: v.game } }, ...parts);
  },
};
