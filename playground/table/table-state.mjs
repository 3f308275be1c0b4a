// The table's state, as data: the engine's view for the reader's seat and what follows from it
// (whose turn, the seats' names, a card's action in this phase). Pure (no DOM, no engine):
// tested under Node (tests/js/table-state.test.mjs). All rules stay in the engine.

/** @typedef {import("../engine-client/engine-types").View} View the engine's view (tapisvert.bridge _view; its type generated from tapisvert.types by sitebuild/runtime/js_types.py) */

import { w } from "../words/words.mjs";

/** The seats' compass names by offset from the reader, in the page's language (looked up at each call). @returns {Record<number, string[]>} */
const compass = () => ({ 2: [w("seat.north")], 3: [w("seat.east"), w("seat.west")], 4: [w("seat.east"), w("seat.north"), w("seat.west")] });

/**
 * Seat names as seen from the reader's chair (play runs counter-clockwise: right, across, left).
 * @param {number} n @param {number} human
 */
export function seatNames(n, human) {
  const byOffset = compass()[n];
  return Array.from({ length: n }, (_, seat) => {
    const off = (seat - human + n) % n;
    if (off === 0) return w("seat.you");
    return byOffset ? byOffset[off - 1] : w("seat.n", { n: seat + 1 });
  });
}

/**
 * Names used in the engine's log texts ("seat 2 deals" -> "North deals"): compass points, or Seat n.
 * @param {number} n @param {number} human
 */
export function logNames(n, human) {
  const byOffset = compass()[n];
  return Array.from({ length: n }, (_, seat) => {
    const off = (seat - human + n) % n;
    if (off === 0) return byOffset ? w("seat.southYou") : w("seat.nYou", { n: seat + 1 });
    return byOffset ? byOffset[off - 1] : w("seat.n", { n: seat + 1 });
  });
}

/**
 * The direction of a seat on the felt (percentages around the centre); the reader is at the bottom.
 * @param {number} seat @param {number} n @param {number} human
 */
export function seatPosition(seat, n, human) {
  const off = (seat - human + n) % n;
  const angle = ((270 + (off * 360) / n) * Math.PI) / 180;
  return { x: 50 + Math.cos(angle), y: 50 - Math.sin(angle) };
}

/**
 * The view with its whole log and all its hand results: the engine sends only the entries this
 * page does not have yet (from log_start on, and the results from results_start on), so that a long
 * match does not cross the worker with every move.
 * @param {View | null} before @param {View} view @returns {View}
 */
export function withWholeLog(before, view) {
  if (!Number.isInteger(view.log_start)) return view;
  const kept = view.log_start > 0 && before ? (before.log || []).slice(0, view.log_start) : [];
  /** @type {View} */
  const out = { ...view, log: kept.concat(view.log || []) };
  if (Number.isInteger(view.results_start)) {
    const start = view.results_start;
    const had = start > 0 && before ? (before.hand_results || []).slice(0, start) : [];
    out.hand_results = had.concat(view.hand_results || []);
  }
  return out;
}

/** @param {View | null} v */
export function isHumanTurn(v) {
  return Boolean(v && v.legal && v.legal.length > 0);
}

/** @param {View | null} v */
export function botsToMove(v) {
  return Boolean(v && !v.is_over && v.current_player != null && !(v.humans || []).includes(v.current_player) && v.legal.length === 0);
}

/**
 * The reader's only legal action, when the table plays forced moves for him (never a deal).
 * @param {View | null} v @param {boolean} auto
 */
export function forcedMove(v, auto) {
  if (!auto || !v || v.is_over || !v.legal || v.legal.length !== 1) return null;
  return v.legal[0] === "deal" ? null : v.legal[0];
}

/**
 * What a click on a card of the hand means in this phase, as the engine says it (the view's
 * ``card_actions``: the card played, or "discard:KS", "call:KH"…), or null when no legal action
 * takes it. The notation of the actions is not read here.
 * @param {View | null} v @param {string} card @returns {string | null}
 */
export function cardAction(v, card) {
  if (!v || !v.card_actions) return null;
  return v.card_actions[card] || null;
}

/** A match is in progress once the reader has acted in it and it is not over. @param {View | null} v */
export function inProgress(v) {
  if (!v || v.is_over) return false;
  return v.hand_number > 1 || (v.log || []).some((e) => e.seat === v.human && e.action);
}

/** True when `view` ends a hand that `before` had not ended. @param {View | null} before @param {View} view */
export function handJustEnded(before, view) {
  const ended = view.phase === "hand-over" || view.is_over;
  const wasEnded = before && (before.phase === "hand-over" || before.is_over);
  return Boolean(ended && (!wasEnded || (before && before.hand_number !== view.hand_number)));
}

/** The team index of a seat, or null. @param {View} v @param {number} seat */
export function teamOf(v, seat) {
  if (!v.teams) return null;
  return v.teams.findIndex((/** @type {number[]} */ t) => t.includes(seat));
}

/** True when the score counts by sides (fixed teams), not by players. @param {View} v */
export function bySides(v) {
  return Boolean(v.teams && !(v.extra || {}).sides_per_deal);
}
