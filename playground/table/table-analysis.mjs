// "Analyse this hand", drawn (issues 25, 38): the engine's answer to op "analyse" — the hand replayed
// decision by decision of the reader, every card shown (hindsight), every legal choice's value with
// all cards known: exact (the double-dummy solver) where the rest of the hand is small enough, else
// the perfect-information search (playouts with every card known), said per decision; the choices
// that cost points marked, with how many. Beside it, "what you could know": each choice's mean over
// deals of the hidden cards consistent with what the reader had seen, each solved exactly, and the
// grade (good, inaccuracy, mistake, blunder) with the engine's reason. Every number and word of a
// grade is the engine's; the page says which figure uses hindsight. The analysis arrives decision by
// decision (ops analyse_begin, analyse_next): the view is drawn from the frame at once, each
// decision filled in as it comes, with the progress said.

import { cardLabel, cardName, isCard } from "./cards.mjs";
import { h } from "./table-dom.mjs";
import { actionWords, value } from "./table-hint.mjs";
import { w, wn } from "../words/words.mjs";

/** @type {Record<string, import("../words/words.mjs").WordKey>} a grade (the engine's code) -> its word */
const GRADE_WORDS = { good: "analysis.good", inaccuracy: "analysis.inaccuracy", mistake: "analysis.mistake", blunder: "analysis.blunder" };
/** @param {string} grade */
const gradeWord = (grade) => (grade in GRADE_WORDS ? w(GRADE_WORDS[grade]) : grade);

/**
 * @typedef {{index: number, played: string, method: string, rollouts: number, cost: number, mistake: boolean,
 *   best: string[], values: {action: string, value: number, error: number | null}[],
 *   could_know: {values: {action: string, value: number}[], best: string[], loss: number, grade: string, reason: string} | null,
 *   position: {phase: string, trump: string | null, hands: string[][], trick: {seat: number, card: string}[]}}} Decision
 * @typedef {{index: number | null, seat: number | null, action: string | null, position: Decision["position"]}} Step
 * @typedef {{hand: number, seat: number, decisions: Decision[], steps: Step[], mistakes: number, cost: number, hindsight: string,
 *   could_know: string, worlds: number, thresholds: Record<string, number>}} Analysis
 * @typedef {{hand: number, seat: number, pending: number, decision_indices: number[], steps: Step[], hindsight: string,
 *   could_know: string, worlds: number, thresholds: Record<string, number>}} Frame
 */

/** @param {number} n */
function points(n) {
  const r = Math.round(n * 100) / 100;
  return wn("analysis.points", r === 1 ? 1 : 2, { n: r });
}

/** Cards in a row, short labels with their spoken names. @param {string[]} cards */
function cardRow(cards) {
  if (!cards.length) return h("span", { class: "tv-analysis-none" }, w("analysis.noCards"));
  return h(
    "span",
    { class: "tv-analysis-cards" },
    cards.map((c) => (isCard(c) ? h("span", { class: "tv-learn-card", title: cardName(c) }, cardLabel(c), h("span", { class: "tv-sr-only" }, ` (${cardName(c)})`)) : h("span", {}, c)))
  );
}

/** The grades' least losses, in words. @param {Record<string, number> | undefined} t */
function thresholdWords(t) {
  if (!t) return "";
  return w("analysis.thresholds", { inaccuracy: t.inaccuracy, mistake: t.mistake, blunder: t.blunder });
}

export class AnalysisView {
  /** @param {{names: () => string[], ruleLink: (id: string) => HTMLElement, label: (action: string) => string | null}} ctx */
  constructor(ctx) {
    this.ctx = ctx;
    /** @param {string} action */
    this.words = (action) => actionWords(action, ctx.label(action));
    this.step = 0;
    /** @type {Analysis | null} */
    this.analysis = null;
    /** @type {HTMLElement | null} */
    this.body = null;
    /** @type {HTMLElement | null} */
    this.heading = null;
    /** @type {HTMLElement | null} */
    this.summary = null;
    /** @type {HTMLElement | null} */
    this.box = null;
    /** @type {HTMLElement | null} */
    this.marks = null;
    /** @type {((k: number) => void) | null} */
    this.go = null;
    this.left = 0;
  }

  /** @param {number} hand */
  waiting(hand) {
    return h("p", { class: "tv-learn-wait", role: "status" }, w("analysis.waiting", { hand }));
  }

  /** @param {Frame} f @param {import("./table-state.mjs").View} _view */
  render(f, _view) {
    /** @type {(Decision | null)[]} */
    const decisions = f.decision_indices.map(() => null);
    /** @type {Analysis} */
    const a = { ...f, decisions: /** @type {Decision[]} */ (decisions), mistakes: 0, cost: 0 };
    this.analysis = a;
    this.left = f.pending;
    const n = f.decision_indices.length;
    const steps = a.steps || [];
    this.summary = h("p", { class: "tv-analysis-summary", role: "status" });
    this.heading = h("h3", { class: "tv-learn-title", tabindex: "-1" }, w("analysis.title", { hand: a.hand }));
    const box = h(
      "div",
      { class: "tv-analysis", dataset: { hand: String(a.hand), decisions: String(n), valued: "0", mistakes: "0", steps: String(steps.length) } },
      this.heading,
      h("p", { class: "tv-hindsight", role: "note" }, h("strong", {}, w("analysis.hindsight")), a.hindsight),
      a.could_know ? h("p", { class: "tv-could-know-note", role: "note" }, h("strong", {}, w("analysis.noHindsight")), a.could_know, " ", thresholdWords(a.thresholds)) : null,
      this.summary
    );
    this.box = box;
    if (!this.left) box.dataset.complete = "";
    this.sayProgress();
    if (!steps.length) return box;
    /** the decision made at each step of the record */
    const decisionAt = new Map(f.decision_indices.map((index, i) => [index, i]));
    const first = h("button", { type: "button", class: "tv-btn tv-btn--small tv-analysis-first" }, w("analysis.start"));
    const prev = h("button", { type: "button", class: "tv-btn tv-btn--small tv-analysis-prev" }, w("analysis.prev"));
    const next = h("button", { type: "button", class: "tv-btn tv-btn--small tv-analysis-next" }, w("analysis.next"));
    const where = h("span", { class: "tv-analysis-where", "aria-live": "polite" });
    const marks = h(
      "ol",
      { class: "tv-analysis-steps", "aria-label": w("analysis.goTo") },
      f.decision_indices.map((_, i) => h("li", {}, h("button", { type: "button", class: "tv-analysis-step is-pending", dataset: { decision: String(i) }, "aria-label": w("analysis.decisionPending", { n: i + 1 }) }, String(i + 1))))
    );
    this.body = h("div", { class: "tv-analysis-step-body" });
    const go = (/** @type {number} */ k) => {
      this.step = Math.max(0, Math.min(steps.length - 1, k));
      const st = steps[this.step];
      const di = st.index == null ? undefined : decisionAt.get(st.index);
      first.toggleAttribute("disabled", this.step === 0);
      prev.toggleAttribute("disabled", this.step === 0);
      next.toggleAttribute("disabled", this.step === steps.length - 1);
      where.textContent = w("analysis.step", { n: this.step + 1, total: steps.length });
      for (const b of marks.querySelectorAll("button")) b.setAttribute("aria-current", di !== undefined && b.getAttribute("data-decision") === String(di) ? "step" : "false");
      box.dataset.step = String(this.step);
      box.dataset.decision = di === undefined ? "" : String(di);
      this.drawStep(st, di === undefined ? null : a.decisions[di], di !== undefined);
    };
    this.go = go;
    this.marks = marks;
    first.addEventListener("click", () => go(0));
    prev.addEventListener("click", () => go(this.step - 1));
    next.addEventListener("click", () => go(this.step + 1));
    marks.addEventListener("click", (e) => {
      const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-decision]"));
      if (!b) return;
      const index = f.decision_indices[Number(b.dataset.decision)];
      go(steps.findIndex((st) => st.index === index));
    });
    box.append(
      h("div", { class: "tv-analysis-nav" }, first, prev, where, next),
      // (append() writes a null as the text "null": without decisions, nothing)
      ...(n ? [h("p", { class: "tv-analysis-jump" }, w("analysis.decisions")), marks] : []),
      this.body
    );
    // open on the reader's first decision (the steps before it are one click back)
    const start = n ? steps.findIndex((st) => st.index === f.decision_indices[0]) : 0;
    go(Math.max(0, start));
    return box;
  }

  focus() {
    this.heading?.focus();
  }

  /** Decisions still to value. */
  pending() {
    return this.left;
  }

  /** One decision valued (op analyse_next): drawn in its place, the summary and marks updated.
   * @param {Decision & {order: number}} d @param {{left: number, mistakes: number, cost: number}} totals */
  arrive(d, totals) {
    const a = this.analysis;
    if (!a || !this.box) return;
    a.decisions[d.order] = d;
    a.mistakes = totals.mistakes;
    a.cost = totals.cost;
    this.left = totals.left;
    const b = this.marks?.querySelector(`button[data-decision="${d.order}"]`);
    if (b) {
      b.classList.remove("is-pending");
      b.classList.toggle("is-mistake", d.mistake);
      b.setAttribute("aria-label", `${w("analysis.decision", { n: d.order + 1 })}${d.mistake ? w("analysis.decisionCost", { points: points(d.cost) }) : ""}`);
    }
    this.box.dataset.valued = String(a.decisions.filter(Boolean).length);
    this.box.dataset.mistakes = String(a.mistakes);
    if (this.left === 0) this.box.dataset.complete = "";
    this.sayProgress();
    if (this.go && this.box.dataset.decision === String(d.order)) this.go(this.step);
  }

  /** The stream stopped with the engine's refusal. @param {string} message */
  failed(message) {
    this.left = 0;
    this.summary?.replaceChildren(h("span", { class: "tv-learn-error" }, message));
  }

  sayProgress() {
    const a = this.analysis;
    if (!a || !this.summary) return;
    const n = a.decisions.length;
    const done = n - this.left;
    this.summary.textContent = !n
      ? w("analysis.forced")
      : this.left
        ? a.mistakes
          ? w("analysis.progressCost", { done, n, mistakes: a.mistakes, points: points(a.cost) })
          : w("analysis.progress", { done, n })
        : a.mistakes
          ? w("analysis.cost", { mistakes: a.mistakes, n, points: points(a.cost) })
          : w("analysis.noCost", { n });
  }

  /** One step: every hand, the table, and at the reader's decisions every choice's value.
   * @param {Step} st @param {Decision | null | undefined} d @param {boolean} mine a decision of the reader's (valued or not yet) */
  drawStep(st, d, mine = false) {
    if (!this.body || !this.analysis) return;
    const names = this.ctx.names();
    const me = this.analysis.seat;
    const p = st.position;
    const who = st.seat == null ? "" : st.seat === me ? w("seat.you") : names[st.seat] ?? w("seat.n", { n: st.seat + 1 });
    const title =
      st.action == null
        ? h("h4", {}, w("analysis.over"))
        : h("h4", {}, st.seat === me ? w("analysis.playYou", { who }) : w("analysis.plays", { who }), this.words(st.action), d ? (d.method === "exact" ? w("analysis.exact") : w("analysis.estimated")) : mine ? w("analysis.mine") : st.seat === me ? w("analysis.only") : null);
    const hands = h(
      "dl",
      { class: "tv-analysis-hands" },
      p.hands.flatMap((cards, s) => [h("dt", { class: s === me ? "is-you" : null }, names[s] ?? w("seat.n", { n: s + 1 })), h("dd", { dataset: { seat: String(s) } }, cardRow(cards))])
    );
    const trickLine = p.trick.length
      ? h("p", { class: "tv-analysis-trick" }, w("analysis.onTable"), p.trick.flatMap((t, i) => [i ? ", " : "", `${names[t.seat] ?? t.seat} `, cardRow([t.card])]))
      : h("p", { class: "tv-analysis-trick" }, w("analysis.emptyTable"));
    if (!d) {
      const wait = mine ? h("p", { class: "tv-learn-wait tv-analysis-pending", role: "status" }, w("analysis.beingValued")) : null;
      this.body.replaceChildren(title, hands, trickLine, ...(wait ? [wait] : []));
      return;
    }
    const method =
      d.method === "exact"
        ? w("analysis.exactValues")
        : w("analysis.estimatedValues", { rollouts: d.rollouts });
    const rows = d.values.map((r) =>
      h(
        "tr",
        { class: [r.action === d.played ? "is-played" : "", d.best.includes(r.action) ? "is-best" : ""].join(" ").trim() || null, dataset: { action: r.action, value: String(r.value) } },
        h(
          "th",
          { scope: "row" },
          this.words(r.action),
          d.best.includes(r.action) ? h("span", { class: "tv-badge tv-analysis-best" }, w("analysis.best")) : null,
          r.action === d.played ? h("span", { class: "tv-badge tv-analysis-played" }, w("analysis.played")) : null
        ),
        h("td", { class: "tv-num" }, value(r.value)),
        h("td", { class: "tv-num tv-hint-error" }, r.error == null ? w("analysis.exactCell") : `± ${r.error.toFixed(2)}`)
      )
    );
    const verdict = d.mistake
      ? h("p", { class: "tv-analysis-verdict is-mistake" }, h("strong", {}, w("analysis.choiceCost", { points: points(d.cost) })), w("analysis.bestKnown"), d.best.flatMap((b, i) => [i ? ", " : "", this.words(b)]), ".")
      : h("p", { class: "tv-analysis-verdict" }, d.cost > 0 ? w("analysis.withinError", { points: points(d.cost) }) : w("analysis.bestChoice"));
    const ck = d.could_know;
    const know = ck
      ? h(
          "div",
          { class: "tv-could-know", dataset: { grade: ck.grade, loss: String(ck.loss) } },
          h("p", { class: `tv-could-know-grade is-${ck.grade}` }, h("strong", {}, w("analysis.couldKnow", { grade: gradeWord(ck.grade) })), ck.reason),
          h(
            "div",
            { class: "tv-learn-scroll" },
            h(
              "table",
              { class: "tv-learn-table tv-could-know-values" },
              h("caption", {}, w("analysis.couldKnowCaption", { worlds: this.analysis.worlds })),
              h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("hint.choice")), h("th", { scope: "col" }, w("hint.mean")))),
              h(
                "tbody",
                {},
                ck.values.map((r) =>
                  h(
                    "tr",
                    { class: r.action === d.played ? "is-played" : null, dataset: { action: r.action, value: String(r.value) } },
                    h("th", { scope: "row" }, this.words(r.action), ck.best.includes(r.action) ? h("span", { class: "tv-badge tv-analysis-best" }, w("analysis.best")) : null),
                    h("td", { class: "tv-num" }, value(r.value))
                  )
                )
              )
            )
          )
        )
      : h("p", { class: "tv-could-know is-none" }, w("analysis.notGraded", { worlds: this.analysis.worlds }));
    this.body.replaceChildren(
      title,
      hands,
      trickLine,
      know,
      verdict,
      h(
        "div",
        { class: "tv-learn-scroll" },
        h(
          "table",
          { class: "tv-learn-table tv-analysis-values", dataset: { method: d.method } },
          h("caption", {}, w("analysis.caption")),
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w("hint.choice")), h("th", { scope: "col" }, w("analysis.value")), h("th", { scope: "col" }, d.method === "exact" ? w("analysis.method") : w("hint.error")))),
          h("tbody", {}, rows)
        )
      ),
      h("p", { class: "tv-analysis-method", dataset: { method: d.method } }, method, ` ${w("analysis.valueIs")}`)
    );
  }
}
