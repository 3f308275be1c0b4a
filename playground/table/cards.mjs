// Card notation (engine) -> what the reader sees and hears.
// Notation: rank then suit, ranks A K Q N J T 9 8 7 6 5 4 3 2, suits S H D C; Tarot trumps 1..21, Excuse EX.
// Names and indices in the page's language (words/): "King of hearts", K♥; « Roi de cœur », R♥
// (a French pack prints R, D, C, V; the ace keeps its A, apart from the Petit's 1).

import { pageLang, w } from "../words/words.mjs";

/** @typedef {import("../words/words.mjs").WordKey} WordKey */

/** @type {Record<string, {symbol: string, name: string, colour: string}>} */
export const SUITS = {
  S: { symbol: "\u2660", name: "spades", colour: "black" },
  H: { symbol: "\u2665", name: "hearts", colour: "red" },
  D: { symbol: "\u2666", name: "diamonds", colour: "red" },
  C: { symbol: "\u2663", name: "clubs", colour: "black" },
};
/** @type {Record<string, WordKey>} */
const SUIT_WORDS = { S: "card.suit.S", H: "card.suit.H", D: "card.suit.D", C: "card.suit.C" };
/** @type {Record<string, WordKey>} */
const RANK_WORDS = {
  A: "card.rank.A", K: "card.rank.K", Q: "card.rank.Q", N: "card.rank.N", J: "card.rank.J", T: "card.rank.T", 9: "card.rank.9",
  8: "card.rank.8", 7: "card.rank.7", 6: "card.rank.6", 5: "card.rank.5", 4: "card.rank.4", 3: "card.rank.3", 2: "card.rank.2",
};
/** A French pack's printed indices where they differ (roi, dame, valet). */
const FRENCH_INDEX = /** @type {Record<string, string>} */ ({ K: "R", Q: "D", J: "V" });

/** The index printed for a rank in the page's language. @param {string} rank */
function rankIndex(rank) {
  return (pageLang() === "fr" && FRENCH_INDEX[rank]) || RANKS[rank];
}

/** The index a rank prints (its name is the catalogue's: RANK_WORDS). */
/** @type {Record<string, string>} */
const RANKS = { A: "A", K: "K", Q: "Q", N: "C", J: "J", T: "10", 9: "9", 8: "8", 7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2" };

const TEXT_VS = "\uFE0E"; // ask for the text (not emoji) presentation of suit symbols

/**
 * @typedef {{kind: "excuse", code: string} | {kind: "trump", code: string, number: number}
 *   | {kind: "suit", code: string, rank: string, suit: string}} ParsedCard
 */

/** Every card code of the engine's notation, looked up whole (never matched against a pattern). */
const CODES = /** @type {Map<string, ParsedCard>} */ (new Map([["EX", { kind: "excuse", code: "EX" }]]));
for (let n = 1; n <= 21; n++) CODES.set(String(n), { kind: "trump", code: String(n), number: n });
for (const rank of Object.keys(RANKS)) for (const suit of Object.keys(SUITS)) CODES.set(rank + suit, { kind: "suit", code: rank + suit, rank, suit });

/** A card code's parts; null when the value is not a card code (e.g. an action word). @param {unknown} code @returns {ParsedCard | null} */
export function parseCard(code) {
  const c = typeof code === "string" ? CODES.get(code) : undefined;
  return c ? { ...c } : null;
}

/** @param {unknown} code @returns {boolean} */
export function isCard(code) {
  return parseCard(code) !== null;
}

/** Short visible label: "10♥", "K♠", "21", "Excuse". @param {string} code */
export function cardLabel(code) {
  const c = parseCard(code);
  if (!c) return code;
  if (c.kind === "excuse") return w("card.excuseLabel");
  if (c.kind === "trump") return c.code;
  return rankIndex(c.rank) + SUITS[c.suit].symbol + TEXT_VS;
}

/** Spoken name: "King of hearts", "Ten of spades", "Trump 21", "The Excuse". @param {string} code */
export function cardName(code) {
  const c = parseCard(code);
  if (!c) return code;
  if (c.kind === "excuse") return w("card.excuse");
  if (c.kind === "trump") return c.number === 1 ? w("card.petit") : w("card.trump", { n: c.number });
  return w("card.name", { rank: w(RANK_WORDS[c.rank]), suit: w(SUIT_WORDS[c.suit]) });
}

/**
 * A card named in a sentence, with its article: "the king of spades", "the Excuse";
 * « le roi de pique », « l’as de cœur », « le 21 d’atout », « le Petit », « l’Excuse ».
 * @param {string} code
 */
export function theCard(code) {
  const c = parseCard(code);
  if (!c) return code;
  if (c.kind === "excuse") return w("card.theExcuse");
  if (c.kind === "trump") return c.number === 1 ? w("card.thePetit") : w("card.theTrump", { n: c.number });
  const name = cardName(code);
  const lower = `${name[0].toLowerCase()}${name.slice(1)}`;
  return theWord(c.rank, lower);
}

/** The first letters of the card names and labels that elide the article (« l’as », « l’A♥ »). */
const ELIDING = "aeiouéè";

/** The article a card's name takes: « l’ » before a vowel, « la » for a queen (la dame), else « le ». @param {string} rank @param {string} name */
function theWord(rank, name) {
  if (ELIDING.includes(name.charAt(0).toLowerCase())) return w("card.theVowel", { name });
  return rank === "Q" ? w("card.theFeminine", { name }) : w("card.the", { name });
}

/** A card's short label in a sentence, with its article: "the K♠"; « le R♠ », « l’A♥ ». @param {string} code */
export function theLabel(code) {
  const c = parseCard(code);
  return theWord(c && c.kind === "suit" ? c.rank : "", cardLabel(code));
}

/** @param {string} letter */
export function suitSymbol(letter) {
  return SUITS[letter] ? SUITS[letter].symbol + TEXT_VS : "";
}

/** @param {string} letter */
export function suitName(letter) {
  return SUITS[letter] ? w(SUIT_WORDS[letter]) : letter;
}

/** @param {string} tag @param {string} [cls] @param {string | null} [text] */
function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text != null) node.textContent = text;
  return node;
}

/** The index printed in the card's corner, as text: "K", "10", "21" (the Excuse's star is not text). @param {string} code */
function cardIndex(code) {
  const c = parseCard(code);
  if (!c || c.kind === "excuse") return "";
  return c.kind === "trump" ? c.code : rankIndex(c.rank);
}

/**
 * The accessible name of a card button contains its visible index (WCAG 2.5.3, label in name), so that
 * a reader using speech input can say what is printed on it: "K, King of hearts", "Trump 21".
 * @param {string} code @param {string} [name]
 */
export function cardButtonName(code, name = cardName(code)) {
  const index = cardIndex(code);
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return index && !words.includes(index.toLowerCase()) ? `${index}, ${name}` : name;
}

// The repeated indices (the rotated corner, the centre) are drawn by CSS from data-glyph, so that the
// card's visible text is its index once, as printed in the top corner.
/** @param {string} cls @param {string} text */
function glyph(cls, text) {
  const node = el("span", cls);
  node.dataset.glyph = text;
  return node;
}

/**
 * Draw a card face. `tag` is "button" for playable cards in the reader's hand, "div" otherwise.
 * Everything inside is aria-hidden; the element carries the accessible name.
 * @param {string} code @param {{tag?: string, label?: string}} [how]
 * @returns {HTMLElement}
 */
export function cardElement(code, { tag = "div", label } = {}) {
  const c = parseCard(code);
  const node = el(tag, "tv-card");
  node.dataset.card = code;
  if (tag === "button") /** @type {HTMLButtonElement} */ (node).type = "button";
  node.setAttribute("aria-label", tag === "button" ? cardButtonName(code, label || cardName(code)) : label || cardName(code));
  if (tag !== "button") node.setAttribute("role", "img");
  let rank = code;
  let symbol = "";
  if (c && c.kind === "suit") {
    rank = rankIndex(c.rank);
    symbol = SUITS[c.suit].symbol + TEXT_VS;
    node.classList.add(`tv-${SUITS[c.suit].colour}`, `tv-suit-${c.suit}`);
    if ("KQJN".includes(c.rank)) node.classList.add("tv-face");
  } else if (c && c.kind === "trump") {
    node.classList.add("tv-black", "tv-tarot-trump");
  } else if (c && c.kind === "excuse") {
    rank = "\u2605";
    node.classList.add("tv-black", "tv-excuse");
  }
  const top = el("span", "tv-corner tv-corner--tl");
  top.setAttribute("aria-hidden", "true");
  top.append(el("span", "tv-rank", rank));
  if (symbol) top.append(el("span", "tv-suit", symbol));
  const bottom = el("span", "tv-corner tv-corner--br");
  bottom.setAttribute("aria-hidden", "true");
  bottom.append(glyph("tv-rank-mirror", rank));
  if (symbol) bottom.append(glyph("tv-suit", symbol));
  node.append(top, bottom);
  const centre = el("span", "tv-pip");
  centre.setAttribute("aria-hidden", "true");
  if (c && c.kind === "suit" && "KQJN".includes(c.rank)) {
    centre.append(glyph("tv-pip-rank", rank), glyph("tv-pip-suit", symbol));
  } else {
    centre.append(glyph("tv-pip-glyph", symbol || rank));
  }
  node.append(centre);
  return node;
}

/** A face-down card (for the other players' hands). */
export function cardBack() {
  const node = el("div", "tv-card tv-back");
  node.setAttribute("aria-hidden", "true");
  return node;
}
