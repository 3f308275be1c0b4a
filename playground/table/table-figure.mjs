// "Play on from here" (issue 25): a play page opened with ?figure=<token> starts from a worked
// example's position. The token is what the examples page's link carries (sitebuild/pages/live.py):
// base64url JSON {"game", "start", "seed"} for the bridge's from_figure, which completes the
// position, the cards the figure does not show dealt from the seed (same link, same deal).
// An optional &seed=<n> deals the hidden cards from another seed.
//
// Nothing is changed silently: a token that is not a figure's start gets the table's message for
// a bad URL parameter ("The link is not quite right. …"), and a start the engine cannot complete
// gets the engine's reason; in both cases a new deal is dealt and the message says so.
// `figureFromUrl` is pure (no DOM): tested under Node (tests/js/table-figure.test.mjs).

import { parseSeed } from "./table-link.mjs";
import { w } from "../words/words.mjs";

/**
 * @typedef {{request?: {op: string, game: string, start: Record<string, unknown>, seed: number, humans?: number[]},
 *   problem?: string}} FigureLink
 */

/** @param {string} text */
function shown(text) {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * What a page address asks about a figure: null (no `figure` parameter), the from_figure request,
 * or the problem to say (the documented form of a bad URL parameter).
 * @param {string} game @param {string} search @returns {FigureLink | null}
 */
export function figureFromUrl(game, search) {
  const params = new URLSearchParams(search);
  if (!params.has("figure")) return null;
  const token = params.get("figure") || "";
  const bad = (/** @type {string} */ why) => ({
    problem: `${w("link.notRight")} ${w("figure.bad", { token: shown(token), why })}`,
  });
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(token)) return bad(w("figure.notCode"));
  let data;
  try {
    const b64 = token.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
    const bytes = Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return bad(w("figure.noDecode"));
  }
  if (!data || typeof data !== "object" || Array.isArray(data) || !data.start || typeof data.start !== "object" || Array.isArray(data.start)) {
    return bad(w("figure.noStart"));
  }
  if (data.game !== game) return bad(w("figure.otherGame", { game: typeof data.game === "string" ? shown(data.game) : w("figure.noGame") }));
  let seed = data.seed === undefined ? 0 : data.seed;
  if (!Number.isSafeInteger(seed) || seed < 0) return bad(w("figure.badSeed"));
  const seedText = params.get("seed");
  if (seedText != null && seedText !== "") {
    const other = parseSeed(seedText);
    if (other === null) return { problem: `${w("link.notRight")} ${w("figure.seed", { seed: shown(seedText), max: 2 ** 53 })}` };
    seed = other;
  }
  return { request: { op: "from_figure", game, start: data.start, seed } };
}

/**
 * The options a figure's start plays under (for "New deal" after it).
 * @param {Record<string, unknown>} start
 */
export function figureOptions(start) {
  const opts = start.position ? /** @type {{options?: unknown}} */ (start.position).options : start.options;
  return opts && typeof opts === "object" && !Array.isArray(opts) ? { ...opts } : {};
}

/**
 * Open the table on a figure's position (or say why not, and deal a new deal). The match is not
 * kept in the browser: the address reopens the same position, and a match the page kept before
 * stays offered.
 * @param {import("./table.mjs").Table} table the Table (table.mjs) @param {FigureLink} link @param {import("./table-link.mjs").Settings} defaults
 */
export async function openFigure(table, link, defaults) {
  if (!link.request) {
    await table.newGame(defaults);
    table.messages.say(link.problem || w("link.notRight"));
    return;
  }
  const res = await table.api.call(link.request);
  if (!res.ok) {
    await table.newGame(defaults);
    // the engine's refusal itself (error.cause), said in the page's own sentence
    const why = String(res.error?.cause || res.error?.message || w("figure.refused"));
    table.messages.say(w("figure.cannot", { why }));
    return;
  }
  table.keeper.key = null;
  table.api.record = false;
  // the figure's "new" request answers with its table and view
  const v = /** @type {import("./table-state.mjs").View} */ (res.view);
  table.root.dataset.figure = "true";
  table.adopt(/** @type {string} */ (res.table), v, { players: v.players, seed: link.request.seed, bots: defaults.bots, options: { ...figureOptions(link.request.start), ...(v.options || {}) } });
  table.dom.shareInput.value = location.href;
  table.messages.say(w("figure.playOn", { seed: link.request.seed }));
}
