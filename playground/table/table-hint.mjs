// The hint, drawn (issues 25, 38): the engine's answer to op "hint" — what the Standard bot would
// play for the reader, every legal action's mean value over the deals of the hidden cards it
// sampled, how many, and the rules that narrow the choice; near the end of the hand, the exact
// figure of what the reader could know (deals of the hidden cards each solved exactly), whose best
// card the hint then names. Every number and sentence is the engine's.

import { cardLabel, cardName, isCard } from "./cards.mjs";
import { h } from "./table-dom.mjs";
import { unstopped, w } from "../words/words.mjs";

/** A value with a sign and two decimals ("+1.25", "−0.50"), a true minus sign. @param {number | null} n */
export function value(n) {
  if (n == null) return "—";
  const s = Math.abs(n).toFixed(2);
  return n > 0.0049 ? `+${s}` : n < -0.0049 ? `\u2212${s}` : "0.00";
}

/** The engine's sentence as it is: it names cards in words (never codes); the cards a limit
 * forbids come as a record (``limits[].cards``). @param {string} text */
export function withCards(text) {
  return String(text || "");
}

/** An action's words: a card's short label and spoken name, else the engine's label. @param {string} action @param {string | null | undefined} label */
export function actionWords(action, label) {
  const kind = action.includes(":") ? action.split(":")[0] : null;
  const card = kind ? action.split(":").pop() || "" : action;
  if (!isCard(card) || (label && label !== action && !kind)) return h("span", {}, label || action);
  const face = h("span", { class: "tv-learn-card", title: cardName(card) }, cardLabel(card), h("span", { class: "tv-sr-only" }, ` (${cardName(card)})`));
  // an action on a card ("borrow:JD"): the kind in words, then the card
  return kind ? h("span", {}, `${label && label !== action ? label : kind}: `, face) : face;
}

/**
 * @param {{seat: number, action: string, worlds: number, exact_worlds: number, forced: boolean,
 *   actions: {action: string, value: number | null, error: number | null, label?: string}[],
 *   limits: {rule_id: string, reason: string, cards: string[]}[], text: string,
 *   exact?: {worlds: number, action: string, best: string[], values: {action: string, value: number}[]} | null}} hint
 * @param {{names: string[], ruleLink: (id: string) => HTMLElement}} ctx
 */
export function renderHint(hint, ctx) {
  const box = h("div", { class: "tv-hint", dataset: { action: hint.action, worlds: String(hint.worlds) } });
  box.append(h("h3", { class: "tv-learn-title" }, w("learn.hint")));
  box.append(h("p", { class: "tv-hint-text" }, withCards(hint.text)));
  if (!hint.forced && hint.worlds > 0) {
    const how = hint.exact_worlds === hint.worlds ? w("hint.allExact") : hint.exact_worlds ? w("hint.someExact", { n: hint.exact_worlds }) : w("hint.playedOut");
    box.append(
      h(
        "p",
        { class: "tv-hint-how" },
        w("hint.how", { worlds: hint.worlds, how }),
        w("hint.value")
      )
    );
    const rows = hint.actions.map((r) =>
      h(
        "tr",
        { class: r.action === hint.action ? "is-best" : null, dataset: { action: r.action, value: r.value == null ? "" : String(r.value) } },
        h("th", { scope: "row" }, actionWords(r.action, r.label), r.action === hint.action ? h("span", { class: "tv-badge tv-hint-choice" }, w("hint.suggested")) : null),
        h("td", { class: "tv-num" }, value(r.value)),
        h("td", { class: "tv-num tv-hint-error" }, r.error == null ? "" : `± ${r.error.toFixed(2)}`)
      )
    );
    const ex = hint.exact;
    if (ex) {
      box.append(
        h("p", { class: "tv-hint-exact-how" }, w("hint.exactHow", { worlds: ex.worlds })),
        h(
          "div",
          { class: "tv-learn-scroll" },
          h(
            "table",
            { class: "tv-learn-table tv-hint-exact" },
            h("caption", {}, w("hint.exactCaption", { worlds: ex.worlds })),
            h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("hint.choice")), h("th", { scope: "col" }, w("hint.mean")))),
            h(
              "tbody",
              {},
              ex.values.map((r) =>
                h(
                  "tr",
                  { class: ex.best.includes(r.action) ? "is-best" : null, dataset: { action: r.action, value: String(r.value) } },
                  h("th", { scope: "row" }, actionWords(r.action, hint.actions.find((a) => a.action === r.action)?.label)),
                  h("td", { class: "tv-num" }, value(r.value))
                )
              )
            )
          )
        )
      );
    }
    box.append(
      h(
        "div",
        { class: "tv-learn-scroll" },
        h(
          "table",
          { class: "tv-learn-table tv-hint-values" },
          h("caption", {}, w("hint.caption", { worlds: hint.worlds })),
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("hint.choice")), h("th", { scope: "col" }, w("hint.mean")), h("th", { scope: "col" }, w("hint.error")))),
          h("tbody", {}, rows)
        )
      )
    );
  }
  if (hint.limits.length) {
    const list = h("ul", { class: "tv-hint-limits" });
    for (const l of hint.limits) {
      list.append(
        h(
          "li",
          { dataset: { rule: l.rule_id } },
          h("span", {}, l.cards.map((c) => cardLabel(c)).join(" "), w("hint.mayNot")),
          withCards(unstopped(l.reason)),
          " (",
          ctx.ruleLink(l.rule_id),
          ")."
        )
      );
    }
    box.append(h("p", { class: "tv-hint-limits-title" }, w("hint.limits")), list);
  }
  return box;
}
