// The table's engine client: one engine table, its requests sent one at a time in order (a
// promise queue: a click while a bot moves waits its turn, never polls), each answer one round
// trip. With `record` (the page keeps the match), the answers of moves carry the engine's record
// (bridge flag "record": true), so that saving a move costs no second call.

import { engine, EngineError } from "../engine-client/engine.mjs";

/** @typedef {import("../engine-client/engine-types").BridgeResponse & {ok: boolean}} Answer the engine's answer (tapisvert.types.BridgeResponse) */
/** @typedef {import("../engine-client/engine-types").View} View */
/** @typedef {import("../engine-client/engine-types").BridgeResponse} BridgeResponse */
/** @typedef {{ok: false, error: import("../engine-client/engine-types").BridgeErrorInfo, error_words?: import("../engine-client/engine-types").JSONObject}} Failure a refused request */
/**
 * The answer of an op that sends the fields K: them (and what the op may add), or a refusal.
 * @template {keyof BridgeResponse} K
 * @typedef {({ok: true} & Required<Pick<BridgeResponse, K>> & Omit<BridgeResponse, "ok" | K>) | Failure} AnswerOf
 */

export class TableApi {
  /** @param {string} game */
  constructor(game) {
    this.game = game;
    /** @type {string | null} the engine table this page plays */
    this.tableId = null;
    /** ask for the record with every move (the page saves the match) */
    this.record = false;
    /** @type {Promise<unknown>} the last request queued */
    this.tail = Promise.resolve();
    this.pending = 0;
  }

  /** True while a request is queued or on its way. */
  get busy() {
    return this.pending > 0;
  }

  /**
   * Send one request after those already queued; resolves with the engine's answer.
   * Rejects (EngineError) only when the engine itself is gone.
   * @param {Record<string, unknown>} request @returns {Promise<Answer>}
   */
  call(request) {
    this.pending++;
    const run = this.tail.then(() => engine.call(request));
    const done = () => {
      this.pending--;
    };
    this.tail = run.then(done, done);
    return run;
  }

/** @returns {Promise<AnswerOf<"info">>} */
    info() {
    return /** @type {Promise<AnswerOf<"info">>} */ (this.call({ op: "info", game: this.game }));
  }

/** @returns {Promise<AnswerOf<"rules">>} */
    rules() {
    return /** @type {Promise<AnswerOf<"rules">>} */ (this.call({ op: "rules", game: this.game }));
  }

  /**
   * The request of a new match. The first deal a page injects at build time (#tv-first-deal) is
   * the answer to exactly this request: keep the two in step.
   * @param {string} game @param {{players?: number, seed?: number | null, options: Record<string, unknown>}} s
   */
  static newRequest(game, s) {
    return { op: "new", game, players: s.players, seed: s.seed, options: s.options, humans: [0] };
  }

  /**
   * A new match; with a position (a shared link's moves), played on to it by the engine.
   * @param {{players?: number, seed?: number | null, options: Record<string, unknown>}} s
   * @param {{count: number, choices: number[]} | null} [position]
   @returns {Promise<AnswerOf<"table" | "view">>} */
  newMatch(s, position = null) {
    const req = TableApi.newRequest(this.game, s);
    return /** @type {Promise<AnswerOf<"table" | "view">>} */ (this.call(position ? { ...req, moves: position } : req));
  }

  /** The position as a link holds it: moves played and choices made (op choices). @returns {Promise<AnswerOf<"count" | "choices">>} */
  choices() {
    return /** @type {Promise<AnswerOf<"count" | "choices">>} */ (this.call({ op: "choices", table: this.tableId }));
  }

  /** Whether the engine allows these settings: ok, or its refusal. @param {{players?: number, options: Record<string, unknown>}} s @returns {Promise<AnswerOf<never>>} */
  check(s) {
    return /** @type {Promise<AnswerOf<never>>} */ (this.call({ op: "check", game: this.game, players: s.players, seed: 0, options: s.options, humans: [0] }));
  }

  /** @param {string} record @returns {Promise<AnswerOf<"table" | "view">>} */
  load(record) {
    return /** @type {Promise<AnswerOf<"table" | "view">>} */ (this.call({ op: "load", record, humans: [0] }));
  }

  /** @param {string} table @returns {Promise<AnswerOf<"view">>} */
  view(table) {
    return /** @type {Promise<AnswerOf<"view">>} */ (this.call({ op: "view", table }));
  }

  /** @param {string} action @returns {Promise<AnswerOf<"view">>} */
  play(action) {
    return /** @type {Promise<AnswerOf<"view">>} */ (this.call(this.withRecord({ op: "play", table: this.tableId, action })));
  }

  /** A card clicked: the engine plays this phase's action on it, or refuses it with this phase's rule. @param {string} card @returns {Promise<AnswerOf<"view">>} */
  playCard(card) {
    return /** @type {Promise<AnswerOf<"view">>} */ (this.call(this.withRecord({ op: "play", table: this.tableId, card })));
  }

  /** @param {string} level @returns {Promise<AnswerOf<"view">>} */
  bot(level) {
    return /** @type {Promise<AnswerOf<"view">>} */ (this.call(this.withRecord({ op: "bot", table: this.tableId, level })));
  }

  /** @param {boolean} choicesOnly @returns {Promise<AnswerOf<"view">>} */
  undo(choicesOnly) {
    return /** @type {Promise<AnswerOf<"view">>} */ (this.call(this.withRecord({ op: "undo", table: this.tableId, choices_only: choicesOnly })));
  }

/** @returns {Promise<AnswerOf<"sheets">>} */
    sheets() {
    return /** @type {Promise<AnswerOf<"sheets">>} */ (this.call({ op: "sheets", table: this.tableId }));
  }

/** @returns {Promise<AnswerOf<"record">>} */
    exportRecord() {
    return /** @type {Promise<AnswerOf<"record">>} */ (this.call({ op: "record", table: this.tableId }));
  }

  /** Close an engine table this page no longer plays (the worker keeps every table until told). @param {string} table */
  close(table) {
    this.call({ op: "close", table }).catch(() => {});
  }

  /** Let go of the analysis in progress at an engine table, and its solver's tables (op analyse_stop); not awaited. @param {string} table */
  stopAnalysis(table) {
    this.call({ op: "analyse_stop", table }).catch(() => {});
  }

  /** @param {Record<string, unknown>} req */
  withRecord(req) {
    return this.record ? { ...req, record: true } : req;
  }
}

/** One deal of #tv-first-deal (sitebuild/pages/first_deals.py). @typedef {{game: string, players: number, seed: number, options?: Record<string, unknown>, humans?: number[], answer?: {ok?: boolean, view?: View}}} FirstDeal */

/**
 * The first deal a play page carries (#tv-first-deal, written at build time by
 * sitebuild/pages/first_deals.py as its data-deals attribute: ``{"deals": [{game, players, options, seed,
 * humans, answer}, ...]}``; an attribute, because Material's instant navigation strips the
 * attributes of a swapped page's inline scripts, which turned a JSON data block into code):
 * the engine's answer to the table's "new" request (TableApi.newRequest) for each of a few seeds.
 * One is chosen at random (readers do not all see the same cards) and drawn before Python is
 * ready. Only a deal made for this very table counts: its game, and the players and options the
 * table's element asks for (a table mounted with other settings deals its own). Null when the
 * page has none that fits.
 * @param {string} game
 * @param {HTMLElement} root the table's element (its data-players and data-options)
 * @param {() => number} [random]
 * @returns {{settings: {players: number, seed: number, bots: string, options: Record<string, unknown>}, view: View} | null}
 */
export function firstDealOf(game, root, random = Math.random) {
  const node = document.getElementById("tv-first-deal");
  if (!node) return null;
  try {
    const block = JSON.parse(node.dataset.deals || "");
    const players = root.dataset.players ? Number(root.dataset.players) : null;
    /** @type {Record<string, unknown>} */
    const asked = root.dataset.options ? JSON.parse(root.dataset.options) : {};
    const fits = (/** @type {FirstDeal} */ d) =>
      (players === null || d.players === players) &&
      Object.entries(asked).every(([k, v]) => d.options && String(d.options[k]) === String(v));
    const deals = (Array.isArray(block.deals) ? block.deals : [block]).filter(
      (/** @type {FirstDeal | null} */ d) => d && d.game === game && d.answer && d.answer.ok && d.answer.view && fits(d),
    );
    if (!deals.length) return null;
    const d = deals[Math.floor(random() * deals.length) % deals.length];
    return { settings: { players: d.players, seed: d.seed, bots: "baseline", options: d.options || {} }, view: d.answer.view };
  } catch {
    return null;
  }
}

export { EngineError };
