// Tapis vert — the guided first hand, "Learn to play" (issue 25; the lesson's markup and data:
// sitebuild/pages/guided.py, from sources/lessons/<game>.yaml).
//
// With no script the lesson reads as a list of steps. Here its button deals the lesson's deal
// (always the same seed) at a table under the steps, mounted like any other (main.mjs): the
// reader plays every card of his hand, the computer the other seats, and each step of the lesson
// is shown when it arises (its `data-when`), in Board Game Arena's order: the goal and the
// overview first, the details at the first moment they apply, the tip with the score sheet.
// The rule links open the rule in place (the table's own dialog), never leaving the hand.
//
// This module computes no rule: it reads the view the table draws (the table's "tv-drawn" event)
// and matches the steps' moments against it. State for tests and styles, on the section:
// data-tv-guided ("ready", "playing", "done") and data-tv-guided-shown (steps shown so far).

import { parseCard } from "../table/cards.mjs";
import { el, onEveryPage } from "../site/page-dom.mjs";
import { w } from "../words/words.mjs";


/** The suit letter of a card code ("7H" -> "H"); null for a Tarot trump ("12") or the Excuse. @param {string} code */
function suitOf(code) {
  const c = parseCard(code);
  return c && c.kind === "suit" ? c.suit : null;
}

/** The view, its extra read by the keys the lessons name (`when: extra:<key>`). @typedef {Omit<import("../table/table-state.mjs").View, "extra"> & {extra: Record<string, unknown>}} GuidedView */

/**
 * The moments (`data-when` values) that hold in a view, for the reader (the table's human seat).
 * @param {GuidedView | null} v the engine's view @param {string[]} wanted the lesson's `when` values
 * @returns {Set<string>}
 */
export function moments(v, wanted) {
  /** @type {Set<string>} */
  const out = new Set();
  if (!v) return out;
  if (v.phase === "hand-over" || v.is_over) {
    out.add("end");
    return out;
  }
  const reader = v.human ?? 0;
  if (v.current_player !== reader || !Array.isArray(v.legal) || !v.legal.length) return out;
  out.add("start");
  out.add(`phase:${v.phase}`);
  const legal = /** @type {string[]} */ (v.legal);
  const hand = /** @type {string[]} */ (Array.isArray(v.hand) ? v.hand : []);
  for (const w of wanted) {
    if (w.startsWith("action:") && legal.some((a) => a.startsWith(w.slice(7)))) out.add(w);
    if (w.startsWith("extra:")) {
      const [key, value] = w.slice(6).split("=");
      const x = v.extra ? v.extra[key] : undefined;
      if (value === undefined ? Boolean(x) : String(x) === value) out.add(w);
    }
  }
  if (v.phase === "play") {
    const trick = Array.isArray(v.trick) ? v.trick.map((t) => (t && typeof t === "object" ? t.card : t)) : [];
    out.add(trick.length ? "follow" : "lead");
    const playable = hand.filter((c) => legal.includes(c));
    if (playable.length && playable.length < hand.length) out.add("restricted");
    const led = trick.find((/** @type {string | null} */ c) => c && c !== "EX");
    if (led) {
      const suit = suitOf(led);
      if (suit && !hand.some((c) => suitOf(c) === suit)) out.add("void");
      if (parseCard(led)?.kind === "trump") out.add("trump-led");
    }
  }
  return out;
}

/** @param {HTMLElement} section */
function initGuide(section) {
  if (section.dataset.tvGuided) return;
  const launch = section.querySelector(".tv-guided-launch");
  const button = section.querySelector(".tv-guided-start");
  const list = section.querySelector(".tv-guided-steps");
  if (!launch || !button || !list) return;
  const steps = /** @type {HTMLElement[]} */ ([...list.querySelectorAll(".tv-guided-step")]);
  launch.hidden = false;
  section.dataset.tvGuided = "ready";
  button.addEventListener("click", () => start(section, steps, list, launch));
}

/**
 * @param {HTMLElement} section @param {HTMLElement[]} steps @param {Element} list @param {HTMLElement} launch
 */
function start(section, steps, list, launch) {
  const game = section.dataset.game || "";
  launch.hidden = true;
  list.classList.add("tv-guided-steps--played");
  list.setAttribute("hidden", "");

  // the guide: the current steps, then the earlier ones (folded)
  const guide = el("div", { class: "tv-guided-guide" });
  const now = el("div", { class: "tv-guided-now", "aria-live": "polite" });
  const earlier = el("details", { class: "tv-guided-earlier" });
  earlier.append(el("summary", {}, w("guided.earlier")));
  const earlierList = el("ol", { class: "tv-guided-earlier-list" });
  earlier.append(earlierList);
  earlier.hidden = true;
  const progress = el("p", { class: "tv-guided-progress" });
  guide.append(progress, earlier, now);

  const node = el("div", {
    class: "tv-table tv-guided-table",
    "data-game": game,
    "data-seed": section.dataset.seed || "0",
    "data-options": section.dataset.options || "{}",
    "data-url": "off",
    "data-save": "off",
  });
  if (section.dataset.players) node.dataset.players = section.dataset.players;
  section.append(guide, node);

  const wanted = steps.map((s) => s.dataset.when || "");
  /** @type {Set<number>} the steps shown, by index */
  const shown = new Set();
  let count = 0;
  // The steps on show fold into "Earlier steps" only once the reader has acted since they came:
  // the goal and the overview stay with the details of his first decision.
  let decisions = 0; // the reader's decisions seen so far (distinct positions where he was to act)
  let lastDecision = /** @type {string | null} */ (null);
  let nowAt = 0; // `decisions` when the steps on show were shown

  /** Open a rule link of the lesson in the table's dialog (the game stays where it was). @param {MouseEvent} e */
  function ruleInPlace(e) {
    const a = /** @type {HTMLElement | null} */ (e.target instanceof Element ? e.target.closest("a.tv-ruleref") : null);
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    const table = tableOf(node);
    const id = (a.getAttribute("href") || "").split("#")[1];
    if (!table || !table.messages || !id) return;
    e.preventDefault();
    e.stopPropagation(); // Material's instant navigation listens on the document
    table.messages.showRule(decodeURIComponent(id));
  }
  guide.addEventListener("click", ruleInPlace);

  /** Show the steps whose moment holds now, in the lesson's order. @param {Set<string>} holds */
  /** @param {Set<string>} holds @param {boolean} over */
  function advance(holds, over) {
    const fresh = steps.filter((s, i) => !shown.has(i) && holds.has(wanted[i]) && (s.dataset.when !== "end" || over));
    if (!fresh.length) return;
    const fold = (over ? Infinity : decisions) > Math.max(nowAt, 1);
    let box = /** @type {HTMLElement | null} */ (now.querySelector(".tv-guided-now-list"));
    if (fold || !box) {
      // the steps shown before fold into "Earlier steps"
      for (const li of [...now.querySelectorAll(".tv-guided-step")]) earlierList.append(li);
      earlier.hidden = earlierList.children.length === 0;
      box = el("ol", { class: "tv-guided-now-list", start: String(count + 1) });
      now.replaceChildren(box);
      nowAt = decisions;
    }
    for (const s of fresh) {
      shown.add(steps.indexOf(s));
      const li = /** @type {HTMLElement} */ (s.cloneNode(true));
      li.dataset.shown = "true";
      box.append(li);
      count++;
    }
    if (over) {
      const play = el("p", { class: "tv-guided-after" });
      const a = el("a", { href: new URL("play/", location.href.split("#")[0]).pathname, class: "md-button" }, w("guided.playMatch"));
      play.append(el("strong", {}, w("guided.done")), a);
      now.append(play);
    }
    section.dataset.tvGuidedShown = String(count);
    progress.textContent = over ? w("guided.over", { count, total: steps.length }) : w("guided.step", { count, total: steps.length });
  }

  node.addEventListener("tv-drawn", (e) => {
    const v = /** @type {CustomEvent<GuidedView | null>} the view drawn (table.mjs) */ (e).detail;
    if (!v || section.dataset.tvGuided === "done") return;
    const at = `${v.hand_number}:${Array.isArray(v.log) ? v.log.length : 0}`; // a position of the match
    if (v.current_player === (v.human ?? 0) && v.legal?.length && at !== lastDecision) {
      lastDecision = at;
      decisions++;
    }
    const holds = moments(v, wanted);
    const over = holds.has("end");
    advance(holds, over);
    if (over) section.dataset.tvGuided = "done";
  });

  section.dataset.tvGuided = "playing";
  advance(new Set(["start"]), false);
  const api = window.tapisvert;
  if (api && typeof api.mount === "function") api.mount(section);
  guide.scrollIntoView({ block: "start", behavior: "smooth" });
  // once the table is drawn (its height known), the guide's top at the window's top again, at once:
  // the guide keeps to a part of the window (guided.css), the table, hand and buttons below it are
  // in view from the first step (issue 40: the table opened below the fold)
  node.addEventListener("tv-drawn", () => guide.scrollIntoView({ block: "start" }), { once: true });
}

/** The Table (table.mjs) mounted on a node. @param {Element} node */
function tableOf(node) {
  const api = window.tapisvert;
  return api ? [.../** @type {Set<import("../table/table.mjs").Table>} main.mjs sets it */ (api.tables)].find((t) => t.root === node) : null;
}

/** @param {ParentNode} root */
function init(root) {
  for (const section of root.querySelectorAll("section.tv-guided")) initGuide(/** @type {HTMLElement} */ (section));
}

onEveryPage(init);

export { init };
