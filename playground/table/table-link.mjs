// The table's settings and the page address: reading a shared link, writing one, deal numbers.
// Pure (no DOM): tested under Node (tests/js/table-link.test.mjs).

import { BOT_LEVELS } from "../engine-client/engine-facts.mjs";
import { EN } from "../words/en.mjs";
import { unstopped, w } from "../words/words.mjs";

/** Bot levels of tapisvert.bots (generated from the engine): novice (the game's own policy), standard and strong (search), random. */
export { BOT_LEVELS };
// the English menu words, whose first word a link names (bots=novice), whatever the page's language
export const BOT_LABELS = [EN["settings.botNovice"], EN["settings.botStandard"], EN["settings.botStrong"], EN["settings.botRandom"]];
/** The Opponents menu's words, accepted in a link too (bots=novice is bots=baseline). */
export const BOT_NAMES = Object.fromEntries(BOT_LABELS.map((l, i) => [l.split(" (")[0], BOT_LEVELS[i]]));

/** A value a setting takes: a number, a word, a switch. @typedef {string | number | boolean} OptionValue */
/** One choice of a setting, as the settings form shows it. @typedef {{value: OptionValue, label: string, help: string}} OptionChoice */
/**
 * A game's setting as game_info describes it (GameInfo.options, JSON objects: the fields the page
 * reads): its name and words, how a link's text is read (kind), its default, its choices or its bounds.
 * @typedef {{name: string, label?: string, kind?: string, default?: OptionValue, choices?: (OptionValue | OptionChoice)[],
 *   minimum?: number, maximum?: number, help?: string, decision?: string | {id: string, title?: string} | null}} GameOption
 */
/** What the page reads of a game's info (GameInfo, or a test's few fields). @typedef {{options?: import("../engine-client/engine-types").JSONObject[]}} HasOptions */

/** A game's settings, with the fields the page reads. @param {HasOptions} info @returns {GameOption[]} */
export function gameOptions(info) {
  return /** @type {GameOption[]} */ (info.options || []);
}

const RESERVED = new Set(["game", "players", "seed", "bots", "at"]);
/** Parameters a page address may carry that are not the table's: Material's search highlight. */
const NOT_FOR_THE_TABLE = new Set(["h"]);

/**
 * @typedef {{players?: number, seed?: number | null, bots?: string, options: Record<string, unknown>,
 *   problems?: {key: string, text: string}[], position?: Position | null}} Settings
 * @typedef {{count: number, choices: number[]}} Position the moves of a match as a link holds
 *   them: how many were played, and the index of each chosen one among the legal actions of its
 *   moment (forced ones are not written; the engine replays them: tapisvert.choices)
 */

// Deal numbers are whole numbers 0..2^53, the integers a browser holds exactly: a larger one
// would be rounded to another deal, so it is refused rather than silently changed.
export const MAX_SEED = 2 ** 53;

/**
 * A deal number from text ("123"), exact, or null if it is not a whole number 0..2^53.
 * @param {unknown} text
 * @returns {number | null}
 */
export function parseSeed(text) {
  const t = String(text).trim();
  if (!/^[0-9]{1,16}$/.test(t) || BigInt(t) > BigInt(MAX_SEED)) return null;
  return Number(t);
}

/** A random deal number from all 2^53 (from fewer, a reader could find the deal from his hand). */
export function randomSeed() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (a[0] & 0x1fffff) * 2 ** 32 + a[1];
}

/**
 * The settings a page address asks for, or null when it asks for none (or for another game).
 * Players and seed are checked here (a link is typed by hand); `problems` says what was wrong.
 * @param {string} game
 * @param {string} search
 * @returns {Settings | null}
 */
export function settingsFromUrl(game, search) {
  const params = new URLSearchParams(search);
  // a link for another game is not this table's; a link with nothing for a table (none, or only
  // the search's highlight, h=) asks for nothing; any other parameter is read, and what is odd in
  // it said (issue 40: ?form=nonsense or ?bots=genius alone were ignored without a word)
  if (params.has("game") && params.get("game") !== game) return null;
  if (![...params.keys()].some((k) => !NOT_FOR_THE_TABLE.has(k))) return null;
  /** @type {Settings} */
  const settings = { options: {}, problems: [] };
  const problems = /** @type {{key: string, text: string}[]} */ (settings.problems);
  const players = params.get("players");
  if (players != null) {
    if (/^[0-9]{1,2}$/.test(players)) settings.players = Number(players);
    else problems.push({ key: "players", text: players });
  }
  const seedText = params.get("seed");
  if (seedText != null && seedText !== "") {
    const seed = parseSeed(seedText);
    if (seed === null) problems.push({ key: "seed", text: seedText });
    else settings.seed = seed;
  }
  const bots = params.get("bots");
  if (bots != null) settings.bots = bots in BOT_NAMES ? BOT_NAMES[bots] : bots;
  for (const [k, v] of params) if (!RESERVED.has(k) && !NOT_FOR_THE_TABLE.has(k)) settings.options[k] = v;
  const at = params.get("at");
  if (at != null) {
    const read = readPosition(at, params);
    if ("problem" in read) problems.push({ key: "at", text: read.problem });
    else settings.position = read;
  }
  return settings;
}

// --- the position in a link: at=<moves>.<choices>.<check> ------------------------------------
// <moves> is the number of actions played (decimal); <choices> the index of each chosen action,
// each a base64url "varint" (5 bits a character, the sixth bit set on all but a number's last
// character: an index below 32 is one character); <check> four characters of a 24-bit FNV-1a
// hash of the rest of the link (every other parameter, sorted, then <moves>.<choices>), so that a
// link altered by hand or cut short is refused before anything is replayed.

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The choices as base64url varints. @param {number[]} choices */
export function packChoices(choices) {
  let out = "";
  for (let n of choices) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`a choice is a whole number from 0, not ${n}`);
    while (n >= 32) {
      out += B64[32 | (n & 31)];
      n = Math.floor(n / 32);
    }
    out += B64[n];
  }
  return out;
}

/** The choices back from their characters, or null when they are not well formed. @param {string} text */
export function unpackChoices(text) {
  const out = [];
  let n = 0;
  let scale = 1;
  for (const ch of text) {
    const d = B64.indexOf(ch);
    if (d < 0 || scale > 2 ** 30) return null;
    n += (d & 31) * scale;
    if (d & 32) scale *= 32;
    else {
      out.push(n);
      n = 0;
      scale = 1;
    }
  }
  return scale === 1 ? out : null; // a number cut in the middle
}

/** Four base64url characters of the link's check (24 bits of FNV-1a over UTF-16 units). @param {string} text */
export function linkCheck(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const bits = (hash ^ (hash >>> 24)) & 0xffffff;
  return [18, 12, 6, 0].map((k) => B64[(bits >>> k) & 63]).join("");
}

/** What the check covers: every parameter but at, sorted, then the moves and the choices. @param {URLSearchParams} params @param {string} body */
function checked(params, body) {
  const rest = [...params].filter(([k]) => k !== "at").map(([k, v]) => `${k}=${v}`).sort();
  return `${rest.join("&")}|${body}`;
}

/** The at= value of a position in a link with these other parameters. @param {Position} position @param {URLSearchParams} params */
export function writePosition(position, params) {
  const body = `${position.count}.${packChoices(position.choices)}`;
  return `${body}.${linkCheck(checked(params, body))}`;
}

/**
 * A link's position, or what is wrong with it (the link was cut, edited or is not one).
 * @param {string} at @param {URLSearchParams} params the link's parameters
 * @returns {Position | {problem: string}}
 */
export function readPosition(at, params) {
  const m = /^([0-9]{1,5})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{4})$/.exec(at);
  if (!m) return { problem: w("link.form") };
  if (linkCheck(checked(params, `${m[1]}.${m[2]}`)) !== m[3]) return { problem: w("link.check") };
  const choices = unpackChoices(m[2]);
  const count = Number(m[1]);
  if (!choices || choices.length > count) return { problem: w("link.moves") };
  return { count, choices };
}

/**
 * The address of a deal: game, players, seed, options and (unless novice) the bots' level, and
 * with a position, the moves played in it (at=, checked: see readPosition).
 * @param {string} game
 * @param {Settings} settings
 * @param {string} base the page's address without its query (origin + path)
 * @param {Position | null} [position]
 * @param {Record<string, unknown>} [defaults] the options this page deals with when a link names none:
 *   an option at its default is left out (the link is shorter, and opens the same deal)
 */
export function shareUrl(game, settings, base, position = null, defaults = {}) {
  const params = new URLSearchParams();
  params.set("game", game);
  params.set("players", String(settings.players));
  params.set("seed", String(settings.seed));
  for (const [k, v] of Object.entries(settings.options || {})) if (!(k in defaults) || String(defaults[k]) !== String(v)) params.set(k, String(v));
  if (settings.bots && settings.bots !== BOT_LEVELS[0]) params.set("bots", settings.bots);
  if (position && position.count > 0) params.set("at", writePosition(position, params));
  return `${base}?${params}`;
}

/**
 * An option's choices as [{value, label, help}] (game_info gives objects).
 * @param {{choices?: (OptionValue | OptionChoice)[]}} opt
 * @returns {OptionChoice[]}
 */
export function optionChoices(opt) {
  return (opt.choices || []).map((c) => (c !== null && typeof c === "object" ? c : { value: c, label: String(c), help: "" }));
}

/**
 * Option values read from a URL or a form, each read by the ``kind`` game_info gives its option
 * (the engine's tapisvert.option_values: "number", "boolean" or "text", the rule the site build's
 * first deals follow too); unknown names are passed through so that the engine can say what is
 * wrong with them.
 * @param {HasOptions} info
 * @param {Record<string, unknown>} raw
 */
export function coerceOptions(info, raw) {
  /** @type {Record<string, unknown>} */
  const out = {};
  const known = gameOptions(info);
  for (const opt of known) {
    if (!(opt.name in raw)) continue;
    const v = raw[opt.name];
    if (opt.kind === "number") out[opt.name] = Number(v);
    else if (opt.kind === "boolean") out[opt.name] = v === true || v === "true" || v === "1";
    else out[opt.name] = v;
  }
  for (const [k, v] of Object.entries(raw)) if (!(k in out) && !known.some((o) => o.name === k)) out[k] = v;
  return out;
}

/**
 * The settings of a deal with nothing asked: the game's defaults, the page's own options.
 * @param {HasOptions & {default_players: number}} info
 * @param {{players: number | null, options: Record<string, unknown>}} page
 * @param {number} seed
 * @returns {Settings}
 */
export function defaultSettings(info, page, seed) {
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const opt of gameOptions(info)) options[opt.name] = opt.default;
  Object.assign(options, coerceOptions(info, page.options));
  return { players: page.players || info.default_players, seed, bots: BOT_LEVELS[0], options };
}

/** A value as a link shows it, cut when long. @param {unknown} v */
function shown(v) {
  const t = String(v);
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/**
 * A link's options checked against the game's settings (game_info: their names, words, choices
 * and bounds, all the engine's): the ones the game has, with a value it takes, and in words what
 * was wrong with the others, which are left at their defaults. The engine still checks the rest.
 * @param {HasOptions} info @param {Record<string, unknown>} raw the link's options, as text
 * @returns {{options: Record<string, unknown>, said: string[]}}
 */
export function optionProblems(info, raw) {
  /** @type {Record<string, unknown>} */
  const options = {};
  const said = [];
  const known = gameOptions(info);
  for (const [name, value] of Object.entries(raw || {})) {
    const opt = known.find((o) => o.name === name);
    if (!opt) {
      const names = known.map((o) => w("link.settingName", { label: o.label || o.name, name: o.name })).join(", ");
      said.push(w("link.noSetting", { name: shown(name), names, value: shown(value) }));
      continue;
    }
    const label = opt.label || opt.name;
    const choices = optionChoices(opt);
    const text = String(value);
    if (choices.length) {
      const hit = choices.find((c) => String(c.value) === text);
      if (hit) options[name] = value;
      else {
        const list = choices.map((c) => (String(c.label) === String(c.value) ? `${c.value}` : `${c.label} (${c.value})`)).join(", ");
        const dflt = choices.find((c) => String(c.value) === String(opt.default));
        said.push(w("link.notChoice", { name: shown(name), value: shown(value), label, list, dflt: dflt ? dflt.label : /** @type {string | number} */ (opt.default) }));
      }
      continue;
    }
    if (typeof opt.default === "number") {
      const n = /^[0-9]{1,6}$/.test(text.trim()) ? Number(text) : NaN;
      const low = opt.minimum ?? -Infinity;
      const high = opt.maximum ?? Infinity;
      if (Number.isInteger(n) && n >= low && n <= high) options[name] = value;
      else {
        const range = Number.isFinite(low) && Number.isFinite(high) ? w("link.range", { low, high }) : "";
        said.push(w("link.notValue", { name: shown(name), value: shown(value), label, range, dflt: opt.default }));
      }
      continue;
    }
    options[name] = value;
  }
  return { options, said };
}

/**
 * What was wrong with a link's players, seed, bots or options, said once its deal is dealt (a
 * shared link never changes behind the reader's back), or null when nothing was.
 * @param {Settings} fromUrl @param {Settings} dealt @param {number[]} counts the game's player counts
 * @param {string[]} [optionsSaid] what optionProblems said of its options
 */
export function linkProblems(fromUrl, dealt, counts, optionsSaid = []) {
  const said = [];
  const played = counts.join(", ");
  for (const p of fromUrl.problems || []) {
    if (p.key === "at") continue; // a damaged position: the table says so (positionProblem)
    if (p.key === "players") said.push(w("link.players", { text: shown(p.text), played, dealt: /** @type {number} */ (dealt.players) }));
    else said.push(w("link.seed", { text: shown(p.text), max: MAX_SEED, dealt: /** @type {number} */ (dealt.seed) }));
  }
  if (fromUrl.players != null && !counts.includes(fromUrl.players)) said.push(w("link.playedBy", { played, asked: fromUrl.players, dealt: /** @type {number} */ (dealt.players) }));
  said.push(...optionsSaid);
  if (fromUrl.bots != null && !BOT_LEVELS.includes(fromUrl.bots)) {
    const names = BOT_LABELS.map((l) => l.split(" (")[0]);
    said.push(w("link.bots", { bots: shown(fromUrl.bots), names: names.join(", "), level: names[0] }));
  }
  if (said.length) return `${w("link.notRight")} ${said.join(" ")}`;
  return null;
}

/**
 * The settings a link asks for, with what it cannot have replaced by the defaults.
 * @param {Settings} fromUrl @param {Settings} defaults @param {HasOptions & {players: number[]}} info
 * @returns {Settings}
 */
export function wantedSettings(fromUrl, defaults, info) {
  return {
    players: fromUrl.players != null && info.players.includes(fromUrl.players) ? fromUrl.players : defaults.players,
    seed: Number.isFinite(fromUrl.seed) ? fromUrl.seed : defaults.seed,
    bots: fromUrl.bots && BOT_LEVELS.includes(fromUrl.bots) ? fromUrl.bots : defaults.bots,
    options: { ...defaults.options, ...coerceOptions(info, fromUrl.options) },
  };
}

/** What is wrong with a link's position (at=), or null. @param {Settings} fromUrl */
export function positionProblem(fromUrl) {
  const p = (fromUrl.problems || []).find((x) => x.key === "at");
  return p ? p.text : null;
}

/**
 * The notice of a link to a position that was not opened.
 * @param {string} why the check's or the engine's reason @param {boolean} kept a kept game came back
 */
export function positionRefused(why, kept) {
  const then = kept ? w("link.keptBack") : w("link.newInstead");
  return w("link.position", { why: unstopped(why), then });
}
