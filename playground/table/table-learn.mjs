// Learning at the table (issue 25): the Hint, "Analyse this hand" and "Replay these cards"
// controls, offered in the Actions group, and the box under the table's controls where their
// answers are drawn (table-hint.mjs, table-analysis.mjs, table-replay.mjs). Everything shown is the
// engine's (bridge ops hint, analyse, replay, through the worker): the browser computes no rule,
// no value and no score. The key "h" asks for a hint, as the Hint button does.

import { h } from "./table-dom.mjs";
import { isHumanTurn } from "./table-state.mjs";
import { renderHint } from "./table-hint.mjs";
import { AnalysisView } from "./table-analysis.mjs";
import { Duplicate } from "./table-replay.mjs";
import { w, wParts } from "../words/words.mjs";

/** @typedef {import("./table-state.mjs").View} View */

/** The key that asks for a hint (documented under the table: "Keys"). */
export const HINT_KEY = "h";

/**
 * @typedef {{
 *   root: HTMLElement & {tvLearnKey?: (e: KeyboardEvent) => void}, dom: import("./table-render-side.mjs").Skeleton,
 *   api: import("./table-api.mjs").TableApi, state: View | null, settings: Settings | null, names: string[],
 *   info: import("../engine-client/engine-types").GameInfo | null, busy: boolean, game: string,
 *   messages: import("./table-messages.mjs").Messages,
 *   adopt: (table: string, view: View, settings: Settings) => void, bots: { run: () => Promise<void> | void },
 * }} LearnHost
 */

/** @typedef {import("./table-link.mjs").Settings} Settings */

export class Learning {
  /** @param {LearnHost} host */
  constructor(host) {
    this.host = host;
    // tabindex 0: drawn over the felt (table.css), a long answer scrolls inside the box, and a
    // keyboard reader must be able to focus it to scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
    this.box = h("section", { class: "tv-learn", "aria-label": w("learn.box"), hidden: true, "aria-live": "polite", tabindex: "0" });
    const controls = /** @type {HTMLElement} the skeleton put it in its column */ (host.dom.actionsBox.parentElement).querySelector(".tv-controls");
    (controls || host.dom.actionsBox).after(this.box);
    // the keys the table answers to, said once under the controls
    const kbd = (/** @type {string} */ key) => h("kbd", {}, key);
    const keys = h(
      "p",
      { class: "tv-keys" },
      h("span", { class: "tv-keys-title" }, w("learn.keysTitle")),
      ...wParts("learn.keys", { l1: kbd("←"), r1: kbd("→"), enter: kbd(w("learn.enter")), h: kbd("H"), l2: kbd("←"), r2: kbd("→") })
    );
    this.box.after(keys);
    /** the position (table and record length) the hint on screen is for */
    this.hintFor = "";
    this.asking = false;
    /** the analyses begun: an analysis's loop stops once another has begun */
    this.runs = 0;
    this.analysis = new AnalysisView({
      names: () => host.names,
      ruleLink: (id) => host.messages.ruleLink(id),
      // a kind of action in the game's words (info.actions), never a rule
      label: (action) => (host.info && host.info.actions && host.info.actions[action.split(":")[0]]) || null,
    });
    this.duplicate = new Duplicate();
    // the Hint sits in the bar under the felt, beside "Review the hand": in the Actions row it took
    // a row of its own when a game offers many words (Tarot's five bids), under the fold at 1280x800
    this.hintBtn = h(
      "button",
      { type: "button", class: "tv-btn tv-btn--small tv-hint-btn", dataset: { learn: "hint" }, "aria-keyshortcuts": "H", hidden: true },
      w("learn.hint"),
      h("kbd", { class: "tv-key", "aria-hidden": "true" }, "H")
    );
    host.dom.reviewBtn.before(this.hintBtn);
    this.hintBtn.addEventListener("click", () => this.hint());
    host.dom.actionsBox.addEventListener("click", (/** @type {MouseEvent} */ e) => {
      const btn = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-learn]"));
      if (!btn) return;
      const what = btn.dataset.learn;
      if (what === "analyse") this.analyse();
      else if (what === "replay") this.replay();
    });
    // the key, on the table's root (kept across a Retry, which builds the skeleton again)
    const old = host.root.tvLearnKey;
    if (old) host.root.removeEventListener("keydown", old);
    const onKey = (/** @type {KeyboardEvent} */ e) => {
      if (e.key.toLowerCase() !== HINT_KEY || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = /** @type {HTMLElement} */ (e.target);
      if (target.closest("input, textarea, select, [contenteditable='true'], dialog")) return;
      if (!this.canHint(host.state)) return;
      e.preventDefault();
      this.hint();
    };
    host.root.tvLearnKey = onKey;
    host.root.addEventListener("keydown", onKey);
  }

  /** @param {View | null} v */
  canHint(v) {
    return Boolean(v && isHumanTurn(v) && !v.is_over && v.phase !== "hand-over");
  }

  /** The learning buttons of the Actions group at a hand's end (table-render.mjs: actions); the Hint is in the felt's bar. @param {View} v */
  buttons(v) {
    const out = [];
    if (v.sheet && (v.phase === "hand-over" || v.is_over)) {
      out.push(h("button", { type: "button", class: "tv-btn tv-btn--action tv-analyse-btn", dataset: { learn: "analyse" } }, w("learn.analyse")));
      out.push(h("button", { type: "button", class: "tv-btn tv-btn--action tv-replay-btn", dataset: { learn: "replay" } }, w("learn.replay")));
    }
    return out;
  }

  /** The table took a new view: a hint or an analysis of another position goes; a replayed hand just ended shows both sheets. @param {View | null} before @param {View} v */
  viewChanged(before, v) {
    this.hintBtn.hidden = !(this.host.api.tableId && this.canHint(v));
    const key = this.positionKey(v);
    if (this.box.dataset.showing === "hint" && key !== this.hintFor) this.clear();
    if (this.box.dataset.showing === "analysis" && !(v.phase === "hand-over" || v.is_over)) this.clear();
    const compared = this.duplicate.compare(this.host.api.tableId, v, { names: this.host.names, ruleLink: (id) => this.host.messages.ruleLink(id) });
    if (compared) this.show("duplicate", compared);
  }

  /** @param {View | null} v */
  positionKey(v) {
    return v ? `${this.host.api.tableId}:${(v.record_actions ?? v.log?.length ?? 0)}:${v.current_player}:${v.phase}:${(v.legal || []).join(",")}` : "";
  }

  clear() {
    this.box.replaceChildren();
    this.box.hidden = true;
    delete this.box.dataset.showing;
    for (const c of this.host.dom.handBox.querySelectorAll(".is-hinted")) c.classList.remove("is-hinted");
  }

  /** @param {string} what @param {HTMLElement} node */
  show(what, node) {
    this.box.replaceChildren(node);
    this.box.hidden = false;
    this.box.dataset.showing = what;
  }

  /** Ask the engine what the Standard bot would play here, and why. */
  async hint() {
    const host = this.host;
    const v = host.state;
    if (!this.canHint(v) || this.asking || !host.api.tableId) return;
    const key = this.positionKey(v);
    this.asking = true;
    this.show("hint", h("p", { class: "tv-learn-wait", role: "status" }, w("learn.thinking")));
    this.box.setAttribute("aria-busy", "true");
    let res;
    try {
      res = await host.api.call({ op: "hint", table: host.api.tableId });
    } finally {
      this.asking = false;
      this.box.removeAttribute("aria-busy");
    }
    if (this.positionKey(host.state) !== key) {
      if (this.box.dataset.showing === "hint") this.clear(); // the table moved on meanwhile
      return;
    }
    if (!res.ok) {
      this.show("hint", h("p", { class: "tv-learn-error" }, res.error?.message || w("learn.noHint")));
      return;
    }
    this.hintFor = key;
    const hint = /** @type {Parameters<typeof renderHint>[0]} the engine's hint (op hint) */ (res.hint);
    this.show("hint", renderHint(hint, { names: host.names, ruleLink: (id) => host.messages.ruleLink(id) }));
    this.box.dataset.hinted = hint.action;
    const card = host.dom.handBox.querySelector(`button[data-card="${CSS.escape(hint.action.split(":").pop() || "")}"]`);
    if (card) card.classList.add("is-hinted");
  }

  /** The hand just scored, replayed decision by decision with every card known: streamed from
   * the worker (op analyse_begin, then analyse_next once per decision), drawn as each decision
   * arrives, the page never waiting on the whole. Then, while the reader looks at it, the engine
   * solves on (op analyse_refine, one short step a call, only when no other request of the table
   * waits): the estimates become exact, one by one. Once the reader moves on (the next hand,
   * another answer in the box, another table, the page left), no further step is asked and the
   * analysis is let go in the worker (op analyse_stop), with its solver's tables. */
  async analyse() {
    const host = this.host;
    const v = host.state;
    if (!v || !v.sheet || !host.api.tableId) return;
    const table = host.api.tableId;
    const run = ++this.runs; // a second analysis begun ends this one's loop
    this.show("analysis", this.analysis.waiting(v.sheet.hand));
    this.box.setAttribute("aria-busy", "true");
    const stale = () => this.runs !== run || host.api.tableId !== table || this.box.dataset.showing !== "analysis" || !this.box.isConnected;
    let begun = false;
    try {
      const res = await host.api.call({ op: "analyse_begin", table, hand: v.sheet.hand, rollouts: 4 });
      begun = Boolean(res.ok);
      if (host.state !== v && !(host.state && (host.state.phase === "hand-over" || host.state.is_over))) {
        if (this.box.dataset.showing === "analysis") this.clear(); // the next hand began meanwhile
        return;
      }
      if (stale()) return;
      if (!res.ok) {
        this.show("analysis", h("p", { class: "tv-learn-error" }, res.error?.message || w("learn.noAnalysis")));
        return;
      }
      // the frame's shape is the engine's (analysis.HandAnalysis.frame), typed where it is drawn
      const frame = /** @type {import("./table-analysis.mjs").Frame} */ (/** @type {unknown} */ (res.analysis));
      this.show("analysis", this.analysis.render(frame, v));
      this.analysis.focus();
      let refinable = false;
      while (this.analysis.pending() > 0) {
        if (stale()) return;
        const next = await host.api.call({ op: "analyse_next", table });
        if (stale()) return;
        if (!next.ok) {
          begun = false; // refused: nothing is left in the worker to let go
          this.analysis.failed(next.error?.message || w("learn.noAnalysis"));
          return;
        }
        const decision = /** @type {import("./table-analysis.mjs").Decision & {order: number}} */ (/** @type {unknown} */ (next.decision));
        this.analysis.arrive(decision, { left: next.left ?? 0, mistakes: next.mistakes ?? 0, cost: next.cost ?? 0 });
        refinable = Boolean(next.refinable);
      }
      this.box.removeAttribute("aria-busy"); // every decision valued: the refinement's status is read out as it goes
      if (!refinable) {
        begun = false; // the worker let it go with the last decision
        return;
      }
      this.analysis.refineStart();
      while (refinable) {
        // the reader's requests first: a step is asked only when none of the table's waits
        while (host.api.busy && !stale()) await host.api.tail;
        if (stale()) return;
        if (this.analysis.halted) {
          this.analysis.refineHalted(); // the reader stopped it: the finally lets it go
          return;
        }
        const r = await host.api.call({ op: "analyse_refine", table });
        if (stale()) return;
        if (!r.ok) {
          begun = false;
          this.analysis.refineFailed(r.error?.message || w("learn.noAnalysis"));
          return;
        }
        this.analysis.refined(/** @type {import("./table-analysis.mjs").Refined} */ (/** @type {unknown} */ (r)));
        refinable = Boolean(r.refinable);
      }
      begun = false; // nothing left to refine: the worker let it go
    } finally {
      this.box.removeAttribute("aria-busy");
      // the reader moved on (or the stream stopped half-way): the worker lets the analysis go, its
      // tables with it; not awaited (a table closed meanwhile took it with it, and refuses). Not
      // after another analysis has begun: that one's analyse_begin let this one go already
      if (begun && this.runs === run) host.api.stopAnalysis(table);
    }
  }

  /** The same deal again from its start, the same seats; at its end, the two sheets side by side. */
  async replay() {
    const host = this.host;
    const v = host.state;
    if (!v || !v.sheet || !host.api.tableId) return;
    const first = v.sheet;
    const res = await host.api.call({ op: "replay", table: host.api.tableId, hand: first.hand });
    if (!res.ok) {
      host.messages.say(res.error?.message || w("learn.noReplay"));
      return;
    }
    this.clear();
    // an answer with ok: the replayed table and its view (op replay)
    const table = /** @type {string} */ (res.table);
    this.duplicate.start(table, first, host.names);
    host.adopt(table, /** @type {View} */ (res.view), /** @type {Settings} a match is open */ (host.settings));
    host.messages.say(w("learn.replayed", { hand: first.hand }));
  }
}
