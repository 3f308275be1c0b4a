// The Francion panel of the card table (registered in panels.mjs): each player's box of counters and
// tokens, the stake on the table and who staked it, the beasts carried into the next hand, the Welche's
// payments (the cases lost in the source are flagged), the settlement at the end, and the totals that
// show no token is created or lost. All rules stay in the engine: the panel only shows view.extra.

const EVENT_TEXT = {
  "turn-up": "the Welche was turned up",
  "takes-trick": "the Welche took a trick",
  captured: "the Welche was captured",
};

function tokens(n) {
  return `${n} token${Math.abs(n) === 1 ? "" : "s"}`;
}

export const francionPanel = {
  handles() {
    return false; // the only word action, "deal", stays a generic button
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    if (!x.purses) return null;
    const you = v.human ?? 0;
    const parts = [];

    // The boxes
    const rows = x.purses.map((p, seat) =>
      h(
        "tr",
        { class: seat === you ? "is-you" : null, dataset: { seat: String(seat) } },
        h("th", { scope: "row" }, ctx.names[seat], seat === v.dealer ? " (dealer)" : ""),
        h("td", { class: p.counters < 0 ? "is-debt" : null, dataset: { field: "counters" } }, String(p.counters)),
        h("td", { class: p.tokens < 0 ? "is-debt" : null, dataset: { field: "tokens" } }, String(p.tokens)),
        h("td", { dataset: { field: "points" } }, String((x.points || v.scores || [])[seat] ?? 0))
      )
    );
    parts.push(
      h(
        "table",
        { class: "tv-score-table tv-fp-purses" },
        h("caption", {}, `Boxes (1 counter = ${x.tokens_per_counter || 9} tokens; started with ${x.start_purse.counters} counters and ${x.start_purse.tokens} tokens)`),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Counters"), h("th", { scope: "col" }, "Tokens"), h("th", { scope: "col" }, "Points"))),
        h("tbody", {}, rows)
      )
    );
    if (x.purses.some((p) => p.tokens < 0 || p.counters < 0)) {
      parts.push(h("p", { class: "tv-help" }, "A negative count is a debt: the source says nothing of an empty box (editorial decision DF10)."));
    }

    // The stake on the table
    const paid = (x.stake_paid || []).map((p) => `${ctx.names[p.seat]} ${p.tokens} (${p.for})`).join(", ");
    const stakeLine =
      x.stake > 0
        ? [h("strong", {}, `Stake on the table: ${tokens(x.stake)}`), ` = ${paid}; each trick pays ${x.per_trick}.`]
        : [h("strong", {}, "Stake on the table: none"), x.hand_stake ? ` (the last hand's ${tokens(x.hand_stake)} have been paid out, ${x.per_trick} a trick).` : "."];
    parts.push(h("p", { class: "tv-fp-stake", dataset: { stake: String(x.stake) } }, ...stakeLine));

    // Beasts carried into the next hand
    const beasts = x.beasts_carried || [];
    if (beasts.length) {
      const list = beasts.map((b) => `${ctx.names[b.seat]} ${tokens(b.tokens)}`).join(", ");
      const next = x.next_stake != null ? ` The next stake will be ${tokens(x.next_stake)} with the dealer's 9.` : "";
      const cancelled = v.is_over ? " The game is over: see the settlement." : "";
      parts.push(h("p", { class: "tv-fp-beasts", dataset: { beasts: String(beasts.length) } }, h("strong", {}, "Beasts carried to the next hand: "), list + "." + next + cancelled));
    } else if (v.phase === "hand-over") {
      parts.push(h("p", { class: "tv-fp-beasts", dataset: { beasts: "0" } }, h("strong", {}, "No beast: "), `every player took a trick. The next stake will be ${tokens(x.next_stake ?? 9)}.`));
    }

    // The Welche
    const welche = [h("strong", {}, `The Welche (${ctx.cardLabel(x.welche || "AH")})`), ": "];
    welche.push(x.welche_turned_up ? "turned up this hand: hearts are trumps and the Welche is out of play." : "beats every card but the king of trumps.");
    const events = (x.welche_events || []).filter((e) => e.hand === v.hand_number);
    const items = events.map((e) =>
      h(
        "li",
        { class: e.status === "source lost" ? "is-lost" : null },
        `${ctx.names[e.seat]}: ${EVENT_TEXT[e.event] || e.event} — `,
        e.status === "source lost" ? h("em", {}, "payment lost in the source, nothing paid") : `${tokens(e.tokens)} received`
      )
    );
    parts.push(h("div", { class: "tv-fp-welche" }, h("p", {}, ...welche), items.length ? h("ul", {}, ...items) : null));

    // Settlement
    const s = x.settlement;
    if (s) {
      const pay = (s.counters || []).map((p) => `${ctx.names[p.seat]} ${p.counters}`).join(", ") || "nobody";
      const lines = [h("p", {}, h("strong", {}, `Settlement: ${ctx.names[s.winner]} wins the game. `), `Counters paid to the winner: ${pay}.`)];
      if ((s.beasts || []).length) {
        lines.push(h("p", {}, `Beasts of the last hand paid to the winner: ${s.beasts.map((b) => `${ctx.names[b.seat]} ${tokens(b.tokens)}`).join(", ")}.`));
      } else if (s.beasts_rule === "cancelled") {
        lines.push(h("p", { class: "tv-help" }, "Beasts of the last hand, if any, are cancelled (editorial decision DF8)."));
      }
      parts.push(h("div", { class: "tv-fp-settlement" }, ...lines));
    }

    // Conservation
    if (x.totals) {
      parts.push(h("p", { class: "tv-help tv-fp-totals" }, `In play: ${tokens(x.totals.tokens)} (boxes and table) and ${x.totals.counters} counters, the same all game.`));
    }
    return h("div", { class: "tv-fp", dataset: { game: v.game } }, h("h3", {}, "Purses and stakes"), ...parts);
  },
};
