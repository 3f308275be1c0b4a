// "Analyse this hand", drawn (issues 25, 38): the engine's answer to op "analyse" — the hand replayed
// decision by decision of the reader, every card shown (hindsight), every legal choice's value with
// all cards known: exact (the double-dummy solver) where the rest of the hand is small enough, else
// the perfect-information search (playouts with every card known), said per decision; the choices
// that cost points marked, with how many. Beside it, "what you could know": each choice's mean over
// deals of the hidden cards consistent with what the reader had seen, each solved exactly, and the
// grade (good, inaccuracy, mistake, blunder) with the engine's reason. Every number and word of a
// grade is the engine's; the page says which figure uses hindsight. The analysis arrives decision by
// decision (ops analyse_begin, analyse_next): the view is drawn from the frame at once, each
// decision filled in as it comes, with the progress said. Then, while the reader looks at it, the
// engine solves on (op analyse_refine, one short step a call): an estimated decision becomes exact,
// an ungraded one graded, each redrawn in its place, and a status line says what is being solved
// and, when a pass stops, why (the engine's figures: positions searched, positions its tables hold).

import { cardLabel, cardName, isCard } from "./cards.mjs";
import { h } from "./table-dom.mjs";
import { actionWords, value } from "./table-hint.mjs";
import { pageLang, w, wn } from "../words/words.mjs";

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
 * @typedef {{why: string, entries: number}} Stop a pass of the refinement stopped: "full" (its tables) or "stalled"
 * @typedef {{decision: (Decision & {order: number}) | null, target: {kind: string, order: number, nodes: number} | null,
 *   stopped: Record<string, Stop>, refinable: boolean, exact: number, graded: number, mistakes: number, cost: number}} Refined
 *   one step of the refinement (op analyse_refine)
 */

/** A count of positions, grouped the page's language's way (1,234 / 1 234). @param {number} n */
const count = (n) => new Intl.NumberFormat(pageLang()).format(n);

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
    /** @type {HTMLElement | null} the refinement's status line */
    this.refineLine = null;
    /** @type {Record<string, Stop>} the refinement's passes stopped so far, by kind */
    this.stopped = {};
    /** the reader asked the refinement to stop (its button) */
    this.halted = false;
    /** @type {HTMLButtonElement | null} */
    this.refineStop = null;
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
    this.refineLine = null;
    this.stopped = {};
    this.halted = false;
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
    this.mark(d);
    this.box.dataset.valued = String(a.decisions.filter(Boolean).length);
    this.box.dataset.mistakes = String(a.mistakes);
    if (this.left === 0) this.box.dataset.complete = "";
    this.sayProgress();
    if (this.go && this.box.dataset.decision === String(d.order)) this.go(this.step);
  }

  /** A decision's button among the marks, as its record says. @param {Decision & {order: number}} d */
  mark(d) {
    const b = this.marks?.querySelector(`button[data-decision="${d.order}"]`);
    if (!b) return;
    b.classList.remove("is-pending");
    b.classList.toggle("is-mistake", d.mistake);
    b.setAttribute("aria-label", `${w("analysis.decision", { n: d.order + 1 })}${d.mistake ? w("analysis.decisionCost", { points: points(d.cost) }) : ""}`);
  }

  /** The engine solves on (the stream over, its last answer "refinable"): the status line shown,
   * with the figures of the decisions as they stand. */
  refineStart() {
    const a = this.analysis;
    if (!a || !this.box) return;
    const exact = a.decisions.filter((d) => d && d.method === "exact").length;
    const graded = a.decisions.filter((d) => d && d.could_know).length;
    this.box.dataset.refining = "";
    delete this.box.dataset.refined;
    this.counts(exact, graded);
    this.sayRefine(w("analysis.refineBegin", { exact, graded, n: a.decisions.length }));
    // the reader may stop it (a phone's battery): the step on its way ends, no other is asked
    const stop = /** @type {HTMLButtonElement} */ (h("button", { type: "button", class: "tv-btn tv-btn--small tv-analysis-refine-stop" }, w("analysis.refineStop")));
    stop.addEventListener("click", () => {
      this.halted = true;
      stop.disabled = true;
    });
    this.refineStop = stop;
    this.refineLine?.after(stop);
  }

  /** One step of the refinement (op analyse_refine): the decision it finished replaces the one
   * before at its place (its mark, and its body if it is showing), the summary follows the
   * engine's totals, and the status line says what is solved now, or why a pass stopped.
   * @param {Refined} r */
  refined(r) {
    const a = this.analysis;
    if (!a || !this.box) return;
    const d = r.decision;
    if (d) {
      a.decisions[d.order] = d;
      this.mark(d);
    }
    a.mistakes = r.mistakes;
    a.cost = r.cost;
    this.box.dataset.mistakes = String(a.mistakes);
    this.sayProgress();
    Object.assign(this.stopped, r.stopped || {});
    this.box.dataset.stopped = Object.entries(this.stopped).map(([kind, s]) => `${kind}:${s.why}`).join(" ");
    this.counts(r.exact, r.graded);
    const n = a.decisions.length;
    /** @type {(string | HTMLElement)[]} */
    const said = [];
    const t = r.target;
    if (t) {
      const vars = { exact: r.exact, graded: r.graded, n, d: t.order + 1 };
      said.push(w(t.kind === "hindsight" ? "analysis.refineHindsight" : "analysis.refineKnow", vars));
      // the count changes at every step: shown, not read out again and again (the line is live)
      said.push(h("span", { class: "tv-analysis-refine-nodes", "aria-hidden": "true" }, w("analysis.refineNodes", { nodes: count(t.nodes) })));
    } else {
      this.finish();
      if (r.exact === n && r.graded === n) said.push(w("analysis.refinedAll"));
      else if (r.exact === n) said.push(w("analysis.refinedExact"));
      else if (r.graded === n) said.push(w("analysis.refinedGraded"));
    }
    said.push(...this.stopWords(n - r.exact, n - r.graded));
    this.sayRefine(...said.flatMap((x, i) => (i ? [" ", x] : [x])));
    if (d && this.go && this.box.dataset.decision === String(d.order)) this.go(this.step);
  }

  /** The reader stopped the refinement (its button), the last step's answer drawn: the status
   * says so, with the decisions left estimated and ungraded. */
  refineHalted() {
    const a = this.analysis;
    if (!a || !this.box) return;
    this.finish("reader");
    const n = a.decisions.length;
    const exact = Number(this.box.dataset.exact);
    const graded = Number(this.box.dataset.graded);
    this.sayRefine(w("analysis.refineHalted", { exact, graded, n }), " ", ...this.stopWords(n - exact, n - graded).flatMap((x, i) => (i ? [" ", x] : [x])));
  }

  /** The refinement over: no more "refining", its button gone. @param {string} [why] a reason of the page's own (the reader stopped it) */
  finish(why) {
    if (!this.box) return;
    this.box.dataset.refined = why || "";
    delete this.box.dataset.refining;
    this.refineStop?.remove();
    this.refineStop = null;
  }

  /** The refinement refused (the engine's words): it is over. @param {string} message */
  refineFailed(message) {
    if (!this.box) return;
    this.finish();
    this.sayRefine(h("span", { class: "tv-learn-error" }, message));
  }

  /** The passes stopped, each with its reason, and the decisions it leaves. @param {number} estimated @param {number} ungraded */
  stopWords(estimated, ungraded) {
    const why = (/** @type {Stop} */ s) => (s.why === "full" ? w("analysis.whyFull", { entries: count(s.entries) }) : w("analysis.whyStalled"));
    const out = [];
    const hs = this.stopped.hindsight;
    if (hs && estimated > 0) out.push(wn("analysis.stoppedHindsight", estimated, { why: why(hs) }));
    const ck = this.stopped.could_know;
    if (ck && ungraded > 0) out.push(wn("analysis.stoppedKnow", ungraded, { why: why(ck) }));
    return out;
  }

  /** @param {number} exact @param {number} graded */
  counts(exact, graded) {
    if (!this.box) return;
    this.box.dataset.exact = String(exact);
    this.box.dataset.graded = String(graded);
  }

  /** The refinement's status line (a polite live region), under the summary. @param {(string | HTMLElement)[]} parts */
  sayRefine(...parts) {
    if (!this.summary) return;
    if (!this.refineLine) {
      this.refineLine = h("p", { class: "tv-analysis-refine", role: "status" });
      this.summary.after(this.refineLine);
    }
    this.refineLine.replaceChildren(...parts);
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
