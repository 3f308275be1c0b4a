// The Francion panel of the card table (registered in panels.mjs): each player's box of counters and
// tokens, the stake on the table and who staked it, the beasts carried into the next hand, the Welche's
// payments (the cases lost in the source are flagged), the settlement at the end, and the totals that
// show no token is created or lost. All rules stay in the engine: the panel only shows view.extra.

import { w, wn } from "../../words/words.mjs";

/** @typedef {import("./panels.mjs").Panel} Panel */
/** @typedef {import("../../engine-client/engine-types").FrancionExtra} FrancionExtra */
/** A seat's tokens (a stake paid, a beast carried). @typedef {{seat: number, tokens: number}} SeatTokens */
/**
 * What the panel reads of view.extra, with the shapes of the records the engine sends as JSON
 * objects: the purses, the stakes and beasts, the Welche's events, the settlement, the totals
 * (every key of FrancionExtra is sent: tests/engine/test_contracts.py).
 * @typedef {Omit<FrancionExtra, "purses" | "start_purse" | "stake_paid" | "beasts_carried" | "welche_events" | "settlement" | "totals"> & {
 *   purses: {counters: number, tokens: number}[], start_purse: {counters: number, tokens: number},
 *   stake_paid: (SeatTokens & {for: string})[], beasts_carried: SeatTokens[],
 *   welche_events: {hand: number, seat: number, event: string, status: string, tokens: number}[],
 *   settlement: {winner: number, counters?: {seat: number, counters: number}[], beasts?: SeatTokens[], beasts_rule?: string} | null,
 *   totals: {tokens: number, counters: number}}} Reads
 */

/** @type {Record<string, import("../../words/words.mjs").WordKey>} the Welche's events (the engine's codes) -> words */
const EVENT_WORDS = {
  "turn-up": "francion.turnedUp",
  "takes-trick": "francion.tookTrick",
  captured: "francion.captured",
};

/** "1 token", "3 tokens" (English counts ±1 as one; so does French: « 1 jeton », « −1 jeton »). @param {number} n */
function tokens(n) {
  return wn("francion.tokens", Math.abs(n) === 1 ? 1 : 2, { n });
}

/** @type {Panel} */
export const francionPanel = {
  handles() {
    return false; // the only word action, "deal", stays a generic button
  },

  render(v, ctx) {
    const { h } = ctx;
    const x = /** @type {Reads} */ (v.extra || {});
    if (!x.purses) return null;
    const you = v.human ?? 0;
    const parts = [];

    // The boxes
    const rows = x.purses.map((p, seat) =>
      h(
        "tr",
        { class: seat === you ? "is-you" : null, dataset: { seat: String(seat) } },
        h("th", { scope: "row" }, ctx.names[seat], seat === v.dealer ? w("francion.dealer") : ""),
        h("td", { class: p.counters < 0 ? "is-debt" : null, dataset: { field: "counters" } }, String(p.counters)),
        h("td", { class: p.tokens < 0 ? "is-debt" : null, dataset: { field: "tokens" } }, String(p.tokens)),
        h("td", { dataset: { field: "points" } }, String((x.points || v.scores || [])[seat] ?? 0))
      )
    );
    parts.push(
      h(
        "table",
        { class: "tv-score-table tv-fp-purses" },
        h("caption", {}, w("francion.boxes", { per: x.tokens_per_counter || 9, counters: x.start_purse.counters, tokens: x.start_purse.tokens })),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("side.player")), h("th", { scope: "col" }, w("francion.counters")), h("th", { scope: "col" }, w("francion.tokensHead")), h("th", { scope: "col" }, w("side.points")))),
        h("tbody", {}, rows)
      )
    );
    if (x.purses.some((p) => p.tokens < 0 || p.counters < 0)) {
      parts.push(h("p", { class: "tv-help" }, w("francion.debt")));
    }

    // The stake on the table
    const paid = (x.stake_paid || []).map((p) => `${ctx.names[p.seat]} ${p.tokens} (${p.for})`).join(", ");
    const stakeLine =
      x.stake > 0
        ? [h("strong", {}, w("francion.stake", { tokens: tokens(x.stake) })), w("francion.stakePaid", { paid, per: x.per_trick })]
        : [h("strong", {}, w("francion.noStake")), x.hand_stake ? w("francion.paidOut", { tokens: tokens(x.hand_stake), per: x.per_trick }) : "."];
    parts.push(h("p", { class: "tv-fp-stake", dataset: { stake: String(x.stake) } }, ...stakeLine));

    // Beasts carried into the next hand
    const beasts = x.beasts_carried || [];
    if (beasts.length) {
      const list = beasts.map((b) => `${ctx.names[b.seat]} ${tokens(b.tokens)}`).join(", ");
      const next = x.next_stake != null ? w("francion.nextStake", { tokens: tokens(x.next_stake) }) : "";
      const cancelled = v.is_over ? w("francion.overSettle") : "";
      parts.push(h("p", { class: "tv-fp-beasts", dataset: { beasts: String(beasts.length) } }, h("strong", {}, w("francion.beasts")), list + "." + next + cancelled));
    } else if (v.phase === "hand-over") {
      parts.push(h("p", { class: "tv-fp-beasts", dataset: { beasts: "0" } }, h("strong", {}, w("francion.noBeast")), w("francion.everyTrick", { tokens: tokens(x.next_stake ?? 9) })));
    }

    // The Welche
    const welche = [h("strong", {}, w("francion.welche", { card: ctx.cardLabel(x.welche || "AH") })), w("francion.colon")];
    welche.push(x.welche_turned_up ? w("francion.welcheTurned") : w("francion.welcheBeats"));
    const events = (x.welche_events || []).filter((e) => e.hand === v.hand_number);
    const items = events.map((e) =>
      h(
        "li",
        { class: e.status === "source lost" ? "is-lost" : null },
        w("francion.event", { who: ctx.names[e.seat], what: e.event in EVENT_WORDS ? w(EVENT_WORDS[e.event]) : e.event }),
        e.status === "source lost" ? h("em", {}, w("francion.lost")) : w("francion.received", { tokens: tokens(e.tokens) })
      )
    );
    parts.push(h("div", { class: "tv-fp-welche" }, h("p", {}, ...welche), items.length ? h("ul", {}, ...items) : null));

    // Settlement
    const s = x.settlement;
    if (s) {
      const pay = (s.counters || []).map((p) => `${ctx.names[p.seat]} ${p.counters}`).join(", ") || w("francion.nobody");
      const wins = s.winner === (v.human ?? 0) ? "francion.settlementYou" : "francion.settlement";
      const lines = [h("p", {}, h("strong", {}, w(wins, { who: ctx.names[s.winner] })), w("francion.countersPaid", { pay }))];
      if ((s.beasts || []).length) {
        lines.push(h("p", {}, w("francion.beastsPaid", { list: (s.beasts || []).map((b) => `${ctx.names[b.seat]} ${tokens(b.tokens)}`).join(", ") })));
      } else if (s.beasts_rule === "cancelled") {
        lines.push(h("p", { class: "tv-help" }, w("francion.cancelled")));
      }
      parts.push(h("div", { class: "tv-fp-settlement" }, ...lines));
    }

    // Conservation
    if (x.totals) {
      parts.push(h("p", { class: "tv-help tv-fp-totals" }, w("francion.inPlay", { tokens: tokens(x.totals.tokens), counters: x.totals.counters })));
    }
    return h("div", { class: "tv-fp", dataset: { game: v.game } }, h("h3", {}, w("francion.title")), ...parts);
  },
};
