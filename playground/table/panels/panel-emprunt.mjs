// The Emprunt panel of the card table (registered in panels.mjs): the pool, the card needed next,
// the run laid down so far, the talon, every player's jetons and cards, and a notice for every loan
// or talon payment. The forced actions (borrow:<card>, draw) are offered here with plain labels.
// All rules stay in the engine: the panel only shows view.extra and the legal actions it is given.

import { theLabel } from "../cards.mjs";
import { w, wn } from "../../words/words.mjs";

/** @typedef {import("./panels.mjs").Panel} Panel @typedef {import("./panels.mjs").PanelCtx} PanelCtx */
/** @typedef {import("../../engine-client/engine-types").EmpruntExtra} EmpruntExtra */
/** A card laid in the run (view.extra.run, last_move): who, which, how, from whom. @typedef {{seat: number, card: string, source: string, from: number}} RunMove */
/** What the panel reads of view.extra: the run's moves with their shape, and who holds the card needed (never sent: KNOWN_UNSENT in tests/engine/test_contracts.py). @typedef {Partial<Omit<EmpruntExtra, "run" | "last_move">> & {run?: RunMove[], last_move?: RunMove | null, holder?: number, lender?: number}} Reads */

let lastNotice = ""; // so that the loan notice flashes once per new move, not on every redraw

/** A move of the run in words; the reader's own said in the second person (« Vous avez… »). @param {RunMove} m @param {{names: string[]}} ctx @param {number} you */
function moveText(m, ctx, you) {
  const vars = { who: ctx.names[m.seat], card: theLabel(m.card), from: ctx.names[m.from] };
  const mine = m.seat === you; // the seat's number says it is the reader's, never its name
  if (m.source === "borrow") return w(mine ? "emprunt.borrowedYou" : "emprunt.borrowed", vars);
  if (m.source === "talon") return w(mine ? "emprunt.drewYou" : "emprunt.drew", vars);
  if (m.source === "lead") return w(mine ? "emprunt.openedYou" : "emprunt.opened", vars);
  return w(mine ? "emprunt.playedYou" : "emprunt.played", vars);
}

/** @type {Panel} */
export const empruntPanel = {
  handles(action) {
    return action.startsWith("borrow:") || action === "draw";
  },

  prompt(v, ctx) {
    const x = /** @type {Reads} */ (v.extra || {});
    const legal = v.legal || [];
    const borrow = legal.find((a) => a.startsWith("borrow:"));
    if (borrow) {
      const holder = x.holder ?? x.lender;
      const from = holder != null ? ctx.names[holder] : w("emprunt.holder");
      return w("emprunt.borrow", { card: theLabel(borrow.slice(7)), from });
    }
    if (legal.includes("draw")) return w("emprunt.draw", { card: theLabel(/** @type {string} */ (x.need)) });
    if (v.phase === "play" && x.need) return w("emprunt.next", { card: theLabel(x.need) });
    if (v.phase === "play") return w("emprunt.open");
    return null;
  },

  /** The reader's forced move (borrow, draw) with a plain label, in the table's row of actions under the hand. */
  actionButtons(v, ctx) {
    const x = /** @type {Reads} */ (v.extra || {});
    return (v.legal || [])
      .filter((a) => a.startsWith("borrow:") || a === "draw")
      .map((a) => {
        const card = a === "draw" ? /** @type {string} */ (x.need) : a.split(":")[1];
        const label = a === "draw" ? w("emprunt.drawButton", { card: theLabel(card) }) : w("emprunt.borrowButton", { card: theLabel(card) });
        return ctx.h("button", { type: "button", class: "tv-btn tv-btn--primary tv-ep-act", dataset: { action: a } }, label);
      });
  },

  /** The run being laid, drawn in the middle of the felt (the table has no trick): each card with who laid it. */
  felt(v, ctx) {
    const { h } = ctx;
    const x = /** @type {Reads} */ (v.extra || {});
    const run = x.run || [];
    if (v.phase !== "play" && v.phase !== "hand-over") return [];
    const row = h("div", { class: "tv-ep-felt-run", role: "list", "aria-label": run.length ? w("emprunt.runLabel", { cards: wn("count.card", run.length) }) : w("emprunt.runNone") });
    for (const e of run) {
      const card = ctx.cardElement(e.card, { label: w("emprunt.cardMove", { card: ctx.cardName(e.card), move: moveText(e, ctx, v.human ?? 0) }) });
      const tag = e.source === "borrow" ? `${ctx.names[e.seat]} ← ${ctx.names[e.from]}` : e.source === "talon" ? `${ctx.names[e.seat]} ← ${w("emprunt.talon")}` : ctx.names[e.seat];
      row.append(h("div", { class: `tv-ep-run-item tv-ep-run-item--${e.source}`, role: "listitem" }, card, h("span", { class: "tv-ep-felt-who" }, tag)));
    }
    if (v.phase === "play" && x.need) {
      // the place of the card needed next, outlined, so the eye knows where the run goes on
      row.append(h("div", { class: "tv-ep-run-item tv-ep-felt-next", role: "listitem", "aria-label": w("emprunt.neededCard", { card: ctx.cardName(x.need) }) }, h("span", { class: "tv-ep-felt-slot", "aria-hidden": "true" }, ctx.cardLabel(x.need)), h("span", { class: "tv-ep-felt-who" }, w("emprunt.nextTag"))));
    }
    return [row];
  },

  seatInfo(v, seat) {
    const x = /** @type {Reads} */ (v.extra || {});
    const j = (x.jetons || [])[seat] ?? 0;
    return wn("emprunt.jetons", Math.abs(j) === 1 ? 1 : 2, { n: `${j > 0 ? "+" : ""}${j}` });
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = /** @type {Reads} */ (v.extra || {});
    const you = v.human ?? 0;
    const parts = [];

    // Pool, talon, deal
    parts.push(
      h(
        "p",
        { class: "tv-ep-status" },
        h("span", { class: "tv-ep-pool", dataset: { pool: String(x.pool ?? 0) } }, w("emprunt.pool", { jetons: wn("emprunt.jetons", (x.pool ?? 0) === 1 ? 1 : 2, { n: x.pool ?? 0 }) })),
        " · ",
        h("span", { class: "tv-ep-talon" }, w("emprunt.talonSize", { cards: wn("count.card", x.talon_size ?? 0) })),
        " · ",
        h("span", {}, w("tarot.deal", { deal: Math.min((x.deals_played ?? 0) + (v.phase === "play" ? 1 : 0), x.deals_total ?? 0) || 1, total: x.deals_total ?? "?" }))
      )
    );

    // The card needed next, or who opens
    const need = h("div", { class: "tv-ep-need", role: "status" });
    if (v.phase === "play") {
      if (x.need) {
        const card = ctx.cardElement(x.need, { label: w("emprunt.neededCard", { card: ctx.cardName(x.need) }) });
        card.classList.add("tv-ep-need-card");
        need.append(h("span", { class: "tv-ep-label" }, w("emprunt.needed")), card, h("span", { class: "tv-ep-need-who" }, v.current_player === you ? w("emprunt.mustYou", { who: ctx.names[you] }) : w("emprunt.must", { who: ctx.names[/** @type {number} */ (v.current_player)] })));
      } else {
        need.append(
          h("span", { class: "tv-ep-label" }, w("emprunt.newRun")),
          h("span", { class: "tv-ep-need-who" }, v.current_player === you ? w("emprunt.yourRun") : w("emprunt.opens", { who: ctx.names[/** @type {number} */ (v.current_player)] }))
        );
      }
    } else if (v.phase === "hand-over") {
      const last = (v.hand_results || [])[v.hand_results.length - 1];
      need.append(h("span", { class: "tv-ep-label" }, w("emprunt.dealOver")), h("span", { class: "tv-ep-need-who" }, last ? String(last.text || "") : ""));
    }
    parts.push(need);

    // The last move (every loan and talon payment is announced)
    const m = x.last_move;
    if (m) {
      const key = `${v.hand_number}:${(v.log || []).length}:${m.seat}:${m.card}`;
      const fresh = key !== lastNotice;
      lastNotice = key;
      const cls = `tv-ep-notice tv-ep-notice--${m.source}${fresh && (m.source === "borrow" || m.source === "talon") ? " is-new" : ""}`;
      parts.push(h("p", { class: cls, "aria-live": "polite", dataset: { source: m.source } }, moveText(m, ctx, you)));
    }

    // The run laid down so far
    const run = x.run || [];
    if (run.length) {
      const row = h("div", { class: "tv-ep-run", role: "list", "aria-label": w("emprunt.current") });
      for (const e of run) {
        const card = ctx.cardElement(e.card, { label: w("emprunt.cardMove", { card: ctx.cardName(e.card), move: moveText(e, ctx, you) }) });
        const tag = e.source === "borrow" ? `${ctx.names[e.seat]} ← ${ctx.names[e.from]}` : e.source === "talon" ? `${ctx.names[e.seat]} ← ${w("emprunt.talon")}` : ctx.names[e.seat];
        row.append(h("div", { class: `tv-ep-run-item tv-ep-run-item--${e.source}`, role: "listitem" }, card, h("span", {}, tag)));
      }
      parts.push(h("div", { class: "tv-ep-run-box" }, h("h3", {}, w("emprunt.soFar")), row));
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
        h("caption", {}, w("emprunt.caption", { ante: x.ante ?? 1 })),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("side.player")), h("th", { scope: "col" }, w("emprunt.cards")), h("th", { scope: "col" }, w("emprunt.jetonsHead")))),
        h("tbody", {}, rows),
        h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, w("emprunt.poolHead")), h("td"), h("td", {}, String(x.pool ?? 0))))
      )
    );
    return h("div", { class: "tv-ep", dataset: { game: v.game } }, ...parts);
  },
};
