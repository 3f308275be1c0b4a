// The table's words: the engine's texts (worded per reader by the engine) with card labels, the labels
// of actions, the prompt and the banner. Pure (no DOM): tested under Node (tests/js/).

import { cardLabel, isCard, theCard } from "./cards.mjs";
import { PANELS } from "./panels/panels.mjs";
import { isHumanTurn } from "./table-state.mjs";
import { unstopped, w as word, wn } from "../words/words.mjs";

/** @typedef {import("./table-state.mjs").View} View */
/** @typedef {{names: string[], logNames: string[], info?: import("../engine-client/engine-types").GameInfo | null}} Words */

/**
 * Engine text for the reader, as the engine words it in the page's language, seats named from his
 * chair ("You take the trick", "North deals"): nothing is renamed, nothing is read out of it. The
 * engine names cards in words too (issue 40): no card is ever written in notation in a line.
 * @param {unknown} text
 */
export function readable(text) {
  return String(text || "");
}

/**
 * An action in words: the engine's label for this view, else the game's description of its kind.
 * @param {View | null} v @param {import("../engine-client/engine-types").GameInfo | null | undefined} info @param {string} action
 */
export function actionLabel(v, info, action) {
  const labels = (v && v.action_labels) || {};
  if (labels[action]) return labels[action];
  const described = info && info.actions && info.actions[action.split(":")[0]];
  return described || action;
}

/**
 * What the reader must do now, in words: the engine's own prompt when it gives one, else the
 * game panel's (from the engine's figures), else the labels of the legal actions.
 * @param {View} v @param {Words} w
 */
export function promptText(v, w) {
  if (v.prompt) return readable(v.prompt);
  const panel = PANELS[v.game];
  const label = (/** @type {string} */ a) => actionLabel(v, w.info, a);
  const own = panel && panel.prompt ? panel.prompt(v, { names: w.names, cardLabel, label }) : null;
  if (own) return own;
  const cards = v.legal.filter(isCard);
  const words = v.legal.filter((/** @type {string} */ a) => !isCard(a)).map(label);
  if (cards.length && !words.length) return word("format.playRaised");
  if (cards.length) return word("format.playRaisedOr", { words: words.join(word("format.listSep")) });
  if (words.length === 1) return `${unstopped(words[0], ".:;")}.`;
  return word("format.choice", { words: words.join(word("format.listSep")) });
}

/**
 * The line above the hand: the match's end, the hand's result, the reader's prompt or who plays.
 * @param {View} v @param {Words} w
 */
export function bannerText(v, w) {
  if (v.is_over) {
    const winners = (v.winners || []).map((/** @type {number} */ s) => w.names[s]);
    if (!winners.length) return word("format.over");
    // the reader alone: "You win!" (the verb agrees with the seat, told by its number, not its name)
    const you = winners.length === 1 && /** @type {number[]} */ (v.winners)[0] === (v.human ?? 0);
    const key = winners.length > 1 ? "format.overMany" : you ? "format.overYou" : "format.overOne";
    return word(key, { who: winners.join(" & ") });
  }
  if (v.phase === "hand-over") {
    // the hand's result stays in view until the next deal, whoever deals it
    const last = (v.hand_results || [])[v.hand_results.length - 1];
    return v.sheet && v.sheet.summary ? v.sheet.summary : last ? readable(last.text) : word("format.handOver");
  }
  if (isHumanTurn(v)) return promptText(v, w);
  if (v.current_player != null) return word("format.toPlay", { who: w.names[v.current_player] });
  return "";
}

/** A total, with a true minus. @param {number} p */
export function points(p) {
  return p < 0 ? `\u2212${-p}` : String(p);
}

/** "1 trick", "3 tricks"; « 1 pli », « 3 plis ». @param {number} n @param {"card" | "trick"} what */
export function count(n, what) {
  return what === "card" ? wn("count.card", n) : wn("count.trick", n);
}

// What the refused action would have done to its card, in words (the engine names the action).
const CARD_VERBS = /** @type {Record<string, import("../words/words.mjs").WordKey>} */ ({ discard: "format.cannotDiscard", call: "format.cannotCall", hide: "format.cannotHide", borrow: "format.cannotBorrow" });

/**
 * The head of a refusal: the engine's own (``error.head``: "You cannot play the king of spades.",
 * with the verb of each case, in the page's language) when it gives one; else, for an action on
 * no card, "You cannot do “<the action's label>” now."
 * @param {string} action @param {(a: string) => string} label @param {string | null} [head] the engine's head
 */
export function refusedHead(action, label, head) {
  if (head) return `${head} `;
  const [kind, arg] = action.includes(":") ? action.split(":") : ["", action];
  if (!isCard(arg) || (kind && !(kind in CARD_VERBS))) return word("format.cannotDo", { what: label(action) });
  return word(kind ? CARD_VERBS[kind] : "format.cannotPlay", { card: theCard(arg) });
}
