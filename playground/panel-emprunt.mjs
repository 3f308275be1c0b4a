// The Emprunt panel of the card table (registered in panels.mjs): the pool, the card needed next,
// the run laid down so far, the talon, every player's jetons and cards, and a notice for every loan
// or talon payment. The forced actions (borrow:<card>, draw) are offered here with plain labels.
// All rules stay in the engine: the panel only shows view.extra and the legal actions it is given.

let lastNotice = ""; // so that the loan notice flashes once per new move, not on every redraw

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function moveText(m, ctx) {
  const who = ctx.names[m.seat];
  const card = ctx.cardLabel(m.card);
  if (m.source === "borrow") return `${who} borrowed the ${card} from ${ctx.names[m.from]} and paid ${ctx.names[m.from]} 1 jeton.`;
  if (m.source === "talon") return `${who} drew the ${card} from the talon and paid 1 jeton into the pool.`;
  if (m.source === "lead") return `${who} opened a run with the ${card}.`;
  return `${who} played the ${card} from ${who === "You" ? "your" : "his"} hand.`;
}

export const empruntPanel = {
  handles(action) {
    return action.startsWith("borrow:") || action === "draw";
  },

  prompt(v, ctx) {
    const x = v.extra || {};
    const legal = v.legal || [];
    const borrow = legal.find((a) => a.startsWith("borrow:"));
    if (borrow) {
      const holder = x.holder ?? x.lender;
      const from = holder != null ? ctx.names[holder] : "the player who holds it";
      return `Borrow the ${ctx.cardLabel(borrow.slice(7))} from ${from} for 1 jeton: you do not hold it.`;
    }
    if (legal.includes("draw")) return `Draw the ${ctx.cardLabel(x.need)} from the talon and pay 1 jeton into the pool: nobody holds it.`;
    if (v.phase === "play" && x.need) return `Play the ${ctx.cardLabel(x.need)}: it is the next card of the run.`;
    if (v.phase === "play") return "Open a run with any card of your hand.";
    return null;
  },

  /** The reader's forced move (borrow, draw) with a plain label, in the table's row of actions under the hand. */
  actionButtons(v, ctx) {
    const x = v.extra || {};
    return (v.legal || [])
      .filter((a) => a.startsWith("borrow:") || a === "draw")
      .map((a) => {
        const card = a === "draw" ? x.need : a.split(":")[1];
        const label = a === "draw"
          ? `Draw the ${ctx.cardLabel(card)} from the talon (pay 1 jeton to the pool)`
          : `Borrow the ${ctx.cardLabel(card)} from its holder (pay him 1 jeton)`;
        return ctx.h("button", { type: "button", class: "tv-btn tv-btn--primary tv-ep-act", dataset: { action: a } }, label);
      });
  },

  /** The run being laid, drawn in the middle of the felt (the table has no trick): each card with who laid it. */
  felt(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    const run = x.run || [];
    if (v.phase !== "play" && v.phase !== "hand-over") return [];
    const row = h("div", { class: "tv-ep-felt-run", role: "list", "aria-label": run.length ? `The run on the table, ${plural(run.length, "card")}` : "The run on the table: none yet" });
    for (const e of run) {
      const card = ctx.cardElement(e.card, { label: `${ctx.cardName(e.card)}: ${moveText(e, ctx)}` });
      const tag = e.source === "borrow" ? `${ctx.names[e.seat]} ← ${ctx.names[e.from]}` : e.source === "talon" ? `${ctx.names[e.seat]} ← talon` : ctx.names[e.seat];
      row.append(h("div", { class: `tv-ep-run-item tv-ep-run-item--${e.source}`, role: "listitem" }, card, h("span", { class: "tv-ep-felt-who" }, tag)));
    }
    if (v.phase === "play" && x.need) {
      // the place of the card needed next, outlined, so the eye knows where the run goes on
      row.append(h("div", { class: "tv-ep-run-item tv-ep-felt-next", role: "listitem", "aria-label": `Needed next: ${ctx.cardName(x.need)}` }, h("span", { class: "tv-ep-felt-slot", "aria-hidden": "true" }, ctx.cardLabel(x.need)), h("span", { class: "tv-ep-felt-who" }, "next")));
    }
    return [row];
  },

  seatInfo(v, seat) {
    const x = v.extra || {};
    const j = (x.jetons || [])[seat] ?? 0;
    return `${j > 0 ? "+" : ""}${j} jeton${Math.abs(j) === 1 ? "" : "s"}`;
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = v.extra || {};
    const you = v.human ?? 0;
    const parts = [];

    // Pool, talon, deal
    parts.push(
      h(
        "p",
        { class: "tv-ep-status" },
        h("span", { class: "tv-ep-pool", dataset: { pool: String(x.pool ?? 0) } }, `Pool: ${plural(x.pool ?? 0, "jeton")}`),
        " · ",
        h("span", { class: "tv-ep-talon" }, `Talon: ${plural(x.talon_size ?? 0, "card")}, face down`),
        " · ",
        h("span", {}, `Deal ${Math.min((x.deals_played ?? 0) + (v.phase === "play" ? 1 : 0), x.deals_total ?? 0) || 1} of ${x.deals_total ?? "?"}`)
      )
    );

    // The card needed next, or who opens
    const need = h("div", { class: "tv-ep-need", role: "status" });
    if (v.phase === "play") {
      if (x.need) {
        const card = ctx.cardElement(x.need, { label: `Needed next: ${ctx.cardName(x.need)}` });
        card.classList.add("tv-ep-need-card");
        need.append(h("span", { class: "tv-ep-label" }, "Needed next"), card, h("span", { class: "tv-ep-need-who" }, `${ctx.names[v.current_player]} must produce it`));
      } else {
        need.append(
          h("span", { class: "tv-ep-label" }, "New run"),
          h("span", { class: "tv-ep-need-who" }, v.current_player === you ? "Your turn: open a run with any card of your hand." : `${ctx.names[v.current_player]} opens a run with any card.`)
        );
      }
    } else if (v.phase === "hand-over") {
      const last = (v.hand_results || [])[v.hand_results.length - 1];
      need.append(h("span", { class: "tv-ep-label" }, "Deal over"), h("span", { class: "tv-ep-need-who" }, last ? String(last.text || "") : ""));
    }
    parts.push(need);

    // The last move (every loan and talon payment is announced)
    const m = x.last_move;
    if (m) {
      const key = `${v.hand_number}:${(v.log || []).length}:${m.seat}:${m.card}`;
      const fresh = key !== lastNotice;
      lastNotice = key;
      const cls = `tv-ep-notice tv-ep-notice--${m.source}${fresh && (m.source === "borrow" || m.source === "talon") ? " is-new" : ""}`;
      parts.push(h("p", { class: cls, "aria-live": "polite", dataset: { source: m.source } }, moveText(m, ctx)));
    }

    // The run laid down so far
    const run = x.run || [];
    if (run.length) {
      const row = h("div", { class: "tv-ep-run", role: "list", "aria-label": "The current run" });
      for (const e of run) {
        const card = ctx.cardElement(e.card, { label: `${ctx.cardName(e.card)}: ${moveText(e, ctx)}` });
        const tag = e.source === "borrow" ? `${ctx.names[e.seat]} ← ${ctx.names[e.from]}` : e.source === "talon" ? `${ctx.names[e.seat]} ← talon` : ctx.names[e.seat];
        row.append(h("div", { class: `tv-ep-run-item tv-ep-run-item--${e.source}`, role: "listitem" }, card, h("span", {}, tag)));
      }
      parts.push(h("div", { class: "tv-ep-run-box" }, h("h3", {}, "The run so far"), row));
    }

    // Jetons and cards of every player
    const rows = [];
    for (let s = 0; s < v.players; s++) {
      const j = (x.jetons || [])[s] ?? 0;
      rows.push(
        h(
          "tr",
          { class: `${s === you ? "is-you" : ""}${s === v.current_player && v.phase === "play" ? " is-turn" : ""}`, dataset: { seat: String(s) } },
          h("th", { scope: "row" }, ctx.names[s]),
          h("td", {}, String((v.hand_sizes || [])[s] ?? 0)),
          h("td", { class: j > 0 ? "is-plus" : j < 0 ? "is-minus" : null }, `${j > 0 ? "+" : ""}${j}`)
        )
      );
    }
    parts.push(
      h(
        "table",
        { class: "tv-ep-jetons" },
        h("caption", {}, `Jetons (ante ${x.ante ?? 1} each deal; balances across the match)`),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Cards"), h("th", { scope: "col" }, "Jetons"))),
        h("tbody", {}, rows),
        h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Pool"), h("td"), h("td", {}, String(x.pool ?? 0))))
      )
    );
    return h("div", { class: "tv-ep", dataset: { game: v.game } }, ...parts);
  },
};
