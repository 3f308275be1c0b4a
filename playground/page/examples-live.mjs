// Tapis vert — live worked examples (issue 25; markup and verdicts: sitebuild/pages/live.py).
//
// A figure marked data-tv-live carries, hidden, the engine's verdict on every card of the player
// to move, computed at build time (and, where the figure has a switch, under each value of that
// option). This module computes nothing: it only shows what the build wrote, so a verdict
// appears at once, before Python has started, and the figure stays as it was without script.
//
// * Each card of the player to move becomes a button (mouse, touch, Enter or Space): choosing it
//   shows its verdict beside the figure — allowed (and who is master after it), or refused with
//   the rule, its sentence, the source's words and a link to the paragraph.
// * A switch re-shows the position under each value of the option the figure is about.
// * "Try it yourself" turns the figure into a question: pick the cards you think may be played,
//   then Check; the answer explains every card. Solved questions are kept in localStorage.
//
// A complete trick (data-tv-kind="winner") is live the same way: each of its cards says whether it
// takes the trick (its verdict's data-ok), and the question is "Which card takes this trick?".
//
// The figure exposes its state for tests and styles: data-tv-live-ready, data-tv-variant,
// data-tv-chosen with data-tv-verdict ("allowed" / "refused"), data-tv-mode ("quiz") and
// data-tv-quiz-result ("right" / "wrong").
//
// Runs for every page through Material's document$ (instant navigation swaps content without
// re-running scripts); each figure is initialised once.

import { el, onEveryPage } from "../site/page-dom.mjs";
import { w } from "../words/words.mjs";

const STORE = "tv-live-solved";

/** The quizzes this reader has solved (their keys). @returns {Set<string>} */
function solvedSet() {
  try {
    const raw = localStorage.getItem(STORE);
    const list = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list : []);
  } catch {
    return new Set(); // storage refused (private mode): progress is simply not kept
  }
}

/** @param {string} key */
function markSolved(key) {
  const set = solvedSet();
  set.add(key);
  try {
    localStorage.setItem(STORE, JSON.stringify([...set]));
  } catch {
    // storage refused or full: the answer is still shown
  }
}


/** @param {HTMLElement} fig */
function initFigure(fig) {
  if (fig.dataset.tvLiveReady === "true") return;
  const data = fig.querySelector(".tv-live-data");
  const cards = [...fig.querySelectorAll(".tv-live-hand [data-card]")];
  if (!data || !cards.length) return;
  const variants = [...data.querySelectorAll(".tv-live-variant")];
  const current = Math.max(0, variants.findIndex((v) => v.dataset.current === "true"));
  const key = `${location.pathname}#${fig.dataset.tvLive}`;
  const winner = fig.dataset.tvKind === "winner";
  const PROMPT = winner ? w("live.promptWinner") : w("live.prompt");

  const panel = el("div", { class: "tv-live-panel" });
  const tools = el("div", { class: "tv-live-tools" });
  const out = el("div", { class: "tv-live-out", "aria-live": "polite" });
  out.append(el("p", { class: "tv-live-prompt" }, PROMPT));
  panel.append(tools, out);
  const caption = fig.querySelector("figcaption");
  fig.insertBefore(panel, caption);

  // ------------------------------------------------------------ the switch
  let variant = current;
  if (variants.length > 1) {
    const set = el("fieldset", { class: "tv-live-switch" });
    set.append(el("legend", {}, w("live.switch", { what: fig.dataset.tvSwitchLabel || w("live.value") })));
    const name = `${fig.dataset.tvLive}-variant`;
    variants.forEach((v, i) => {
      const label = el("label", { class: "tv-live-switch-choice" });
      const input = /** @type {HTMLInputElement} */ (el("input", { type: "radio", name, value: String(i) }));
      if (i === current) input.checked = true;
      input.addEventListener("change", () => setVariant(i));
      label.append(input, document.createTextNode(` ${v.dataset.label}`));
      set.append(label);
    });
    tools.append(set);
  }

  // ------------------------------------------------------------ try it yourself
  const tryButton = el("button", { type: "button", class: "md-button tv-live-try", "aria-pressed": "false" }, w("live.try"));
  const checkButton = el("button", { type: "button", class: "md-button md-button--primary tv-live-check" }, w("live.check"));
  checkButton.hidden = true;
  tools.append(tryButton, checkButton);
  /** @type {Set<string | undefined>} the cards picked (their data-card) */
  const picked = new Set();

  /** @param {string} card */
  function verdictOf(card) {
    const v = variants[variant];
    return v ? v.querySelector(`.tv-live-verdict[data-card="${CSS.escape(card)}"]`) : null;
  }

  function paint() {
    const v = variants[variant];
    const refused = v && v.dataset.refused === "true";
    for (const c of cards) {
      const verdict = verdictOf(/** @type {string} */ (c.dataset.card));
      if (winner) {
        // a complete trick: the winner is marked as the build drew it (is-winner), under each value
        c.classList.toggle("is-winner", !!verdict && verdict.dataset.ok === "true");
        c.setAttribute("aria-disabled", refused ? "true" : "false");
        continue;
      }
      c.classList.toggle("is-legal", !!verdict && verdict.dataset.ok === "true");
      c.classList.toggle("is-illegal", !verdict || verdict.dataset.ok !== "true");
      c.setAttribute("aria-disabled", refused ? "true" : "false");
    }
    fig.dataset.tvVariant = String(variant);
    fig.classList.toggle("tv-live-other-variant", variant !== current);
  }

  /** @param {(Node | string)[]} nodes @param {Record<string, string>} [attrs] */
  function show(nodes, attrs = {}) {
    out.replaceChildren(...nodes);
    for (const [k, v] of Object.entries(attrs)) out.dataset[k] = v;
  }

  /** @param {string} card */
  function choose(card) {
    if (fig.dataset.tvMode === "quiz") {
      if (picked.has(card)) picked.delete(card);
      else picked.add(card);
      for (const c of cards) c.setAttribute("aria-pressed", picked.has(c.dataset.card) ? "true" : "false");
      delete fig.dataset.tvQuizResult;
      return;
    }
    const v = variants[variant];
    if (v && v.dataset.refused === "true") {
      show([el("p", {}, v.textContent)]);
      return;
    }
    const verdict = verdictOf(card);
    if (!verdict) return;
    const ok = verdict.dataset.ok === "true";
    const p = el("p", { class: ok ? "tv-live-allowed" : "tv-live-refused" });
    p.append(...[...verdict.childNodes].map((n) => n.cloneNode(true)));
    show([p]);
    for (const c of cards) c.classList.toggle("is-chosen", c === cardEl(card));
    fig.dataset.tvChosen = card;
    fig.dataset.tvVerdict = ok ? "allowed" : "refused";
  }

  /** @param {string} card */
  function cardEl(card) {
    return cards.find((c) => c.dataset.card === card);
  }

  /** @param {number} i */
  function setVariant(i) {
    variant = i;
    paint();
    const v = variants[variant];
    if (v && v.dataset.refused === "true") show([el("p", { class: "tv-live-refused" }, v.textContent)]);
    else if (fig.dataset.tvMode === "quiz") startQuiz();
    else if (fig.dataset.tvChosen) choose(fig.dataset.tvChosen);
  }

  function quizKey() {
    return `${key}:${variant}`;
  }

  function startQuiz() {
    picked.clear();
    for (const c of cards) c.setAttribute("aria-pressed", "false");
    delete fig.dataset.tvQuizResult;
    const lines = [el("p", { class: "tv-live-question" }, fig.dataset.tvQuestion || w("live.question"))];
    lines.push(el("p", {}, winner ? w("live.selectWinner") : w("live.select")));
    if (solvedSet().has(quizKey())) lines.push(el("p", { class: "tv-live-solved" }, w("live.solved")));
    show(lines);
  }

  function check() {
    const allowed = cards.filter((c) => verdictOf(/** @type {string} */ (c.dataset.card))?.dataset.ok === "true").map((c) => c.dataset.card);
    const right = allowed.length === picked.size && allowed.every((c) => picked.has(c));
    fig.dataset.tvQuizResult = right ? "right" : "wrong";
    if (right) markSolved(quizKey());
    const list = el("ul", { class: "tv-live-answer" });
    for (const c of cards) {
      const verdict = verdictOf(/** @type {string} */ (c.dataset.card));
      if (!verdict) continue;
      const ok = verdict.dataset.ok === "true";
      const mine = picked.has(c.dataset.card) === ok;
      const li = el("li", { class: mine ? "tv-live-mark-right" : "tv-live-mark-wrong" });
      li.append(el("span", { class: "tv-live-mark" }, mine ? "✓ " : "✗ "));
      li.append(...[...verdict.childNodes].map((n) => n.cloneNode(true)));
      list.append(li);
    }
    show([el("p", { class: "tv-live-result" }, right ? (winner ? w("live.rightWinner") : w("live.right")) : w("live.wrong")), list]);
  }

  tryButton.addEventListener("click", () => {
    const quiz = fig.dataset.tvMode !== "quiz";
    tryButton.setAttribute("aria-pressed", quiz ? "true" : "false");
    tryButton.textContent = quiz ? w("live.answers") : w("live.try");
    checkButton.hidden = !quiz;
    for (const c of cards) c.classList.remove("is-chosen");
    delete fig.dataset.tvChosen;
    delete fig.dataset.tvVerdict;
    if (quiz) {
      fig.dataset.tvMode = "quiz";
      startQuiz();
    } else {
      delete fig.dataset.tvMode;
      for (const c of cards) c.removeAttribute("aria-pressed");
      show([el("p", { class: "tv-live-prompt" }, PROMPT)]);
    }
  });
  checkButton.addEventListener("click", check);

  // ------------------------------------------------------------ the cards as buttons
  for (const c of cards) {
    // The name comes from a hidden line of text, starting with the index the card shows (as the
    // table's cards do), not from aria-label: the drawn index repeats in both corners, and a label
    // that does not contain the visible text fails WCAG 2.5.3 (label in name).
    const name = /** @type {string} */ (c.getAttribute("aria-label") || c.dataset.card);
    const index = c.querySelector(".tv-rank")?.textContent || "";
    c.removeAttribute("aria-label");
    c.setAttribute("role", "button");
    c.setAttribute("tabindex", "0");
    c.append(el("span", { class: "tv-live-sr" }, w("live.cardQuestion", { name: `${index && !name.startsWith(index) ? `${index}, ` : ""}${name}`, question: winner ? w("live.takes") : w("live.may") })));
    c.addEventListener("click", () => choose(/** @type {string} */ (c.dataset.card)));
    c.addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        choose(/** @type {string} */ (c.dataset.card));
      }
    });
  }
  paint();
  fig.classList.add("tv-live");
  fig.dataset.tvLiveReady = "true";
}

/** @param {ParentNode} root */
function init(root) {
  for (const fig of root.querySelectorAll("figure[data-tv-live]")) initFigure(fig);
}

onEveryPage(init);

export { init };
