// Drawing the felt and the reader's side of it from the engine's view: seats, the trick, the
// trump, the banner, the hand, the actions and the game's panel. Batched: a view is drawn at the
// next animation frame (several views in one frame draw the last), and keyed: a section is
// touched only when what it shows changed, and the hand's cards are kept (focus stays on them).

import { cardBack, cardElement, cardLabel, cardName, isCard, suitName, suitSymbol, theLabel } from "./cards.mjs";
import { PANELS } from "./panels/panels.mjs";
import { h } from "./table-dom.mjs";
import { actionLabel, bannerText, count } from "./table-format.mjs";
import { renderSide } from "./table-render-side.mjs";
import { cardAction, isHumanTurn, seatPosition, teamOf } from "./table-state.mjs";
import { w } from "../words/words.mjs";

/** @typedef {import("./table-state.mjs").View} View */
/** @typedef {{names: string[], logNames: string[], info: import("../engine-client/engine-types").GameInfo | null, game: string, tableId: string | null,
 *   act: (a: string) => void, ruleLink: (id: string) => HTMLElement, learnButtons?: (v: View) => HTMLElement[]}} Ctx */

/** Put `node` in `box` in place of `old` (or at the end) unless it would draw the same. @param {Element} box @param {Element | undefined} old @param {HTMLElement} node */
function patch(box, old, node) {
  if (old && old.outerHTML === node.outerHTML) return old;
  if (old) old.replaceWith(node);
  else box.append(node);
  return node;
}

/** Replace what `box` shows by `nodes` only when it changed. @param {Element} box @param {Node[]} nodes */
export function show(box, nodes) {
  const html = nodes.map((n) => (n instanceof Element ? n.outerHTML : n.textContent)).join("");
  if (box.innerHTML === html) return;
  box.replaceChildren(...nodes);
}

// The felt's least height (px): below it the seats of a five- or six-player table crowd each other.
const FELT_FLOOR = 260;

export class Renderer {
  /** @param {import("./table-render-side.mjs").Skeleton} refs the skeleton's elements (table-skeleton.mjs) @param {() => Ctx} ctx */
  constructor(refs, ctx) {
    this.refs = refs;
    this.ctx = ctx;
    /** @type {View | null} the view drawn on screen */
    this.drawn = null;
    /** @type {View | null} the view waiting for the next frame */
    this.next = null;
    this.frame = 0;
    /** @type {[View, Ctx] | null} the side (score, log, results) waiting for the frame after the felt */
    this.side = null;
    /** @type {(() => void)[]} */
    this.after = [];
    if (typeof ResizeObserver === "function") {
      new ResizeObserver(() => this.fanHand()).observe(refs.handBox);
      new ResizeObserver(() => this.fitFelt()).observe(refs.root);
      // messages and the hint's answer are drawn over the felt (table.css: .tv-main[data-overlay]),
      // never in the flow, where they pushed the hand and its buttons off the screen (issue 40):
      // their room is the felt's height, kept here as --tv-felt-h
      const main = refs.felt.parentElement;
      if (main) {
        new ResizeObserver(() => {
          main.style.setProperty("--tv-felt-h", `${refs.felt.offsetHeight}px`);
          main.dataset.overlay = "";
        }).observe(refs.felt);
      }
    }
  }

  /** True while a view waits to be drawn (or its side, drawn a frame after the felt). */
  get pending() {
    return this.next !== null || this.side !== null;
  }

  /** Draw `view` at the next frame; resolves once it is on screen. @param {View} view */
  schedule(view) {
    this.next = view;
    if (!this.frame) {
      // a hidden page gets no animation frames: draw it at once (a task) there
      this.frame = Number(this.later()(() => this.flush())) || 1;
    }
    return new Promise((resolve) => this.after.push(() => resolve(undefined)));
  }

  /** Resolves once the screen shows the latest view scheduled. */
  whenDrawn() {
    return this.pending ? new Promise((resolve) => this.after.push(() => resolve(undefined))) : Promise.resolve();
  }

  /** A frame: the felt, the hand and the actions of the waiting view; its side the frame after
   * (one frame's work stays short: no long task, issue 27). */
  flush() {
    this.frame = 0;
    const v = this.next;
    this.next = null;
    if (v) {
      const c = this.ctx();
      this.draw(v, c);
      this.side = [v, c];
    }
    if (this.side) this.frame = Number(this.later()(() => this.flushSide())) || 1;
  }

  flushSide() {
    this.frame = 0;
    if (this.next) {
      // a newer view came meanwhile: it is drawn first, its side after it
      this.flush();
      return;
    }
    const side = this.side;
    this.side = null;
    if (side) renderSide(this.refs, side[0], side[1]);
    const after = this.after;
    this.after = [];
    for (const f of after) f();
  }

  /** The next frame (a hidden page gets none: a task there). */
  later() {
    return document.visibilityState === "hidden" ? (/** @type {() => void} */ f) => setTimeout(f, 0) : requestAnimationFrame;
  }

  /** @param {View} v @param {Ctx} c */
  draw(v, c) {
    const r = this.refs;
    const n = v.players;
    const human = v.human ?? 0;
    r.root.dataset.phase = /** @type {string} */ (v.phase);
    r.root.dataset.seats = String(n); // the felt's layout depends on the number of seats (table.css)
    r.root.dataset.turn = isHumanTurn(v) ? "human" : v.is_over ? "over" : "bots";
    r.root.style.setProperty("--tv-players", String(n));
    this.seats(v, c, n, human);
    this.trick(v, c, n, human);
    show(r.trumpBox, trumpNodes(v));
    const text = bannerText(v, c);
    if (r.banner.textContent !== text) r.banner.textContent = text;
    r.banner.hidden = !text;
    this.hand(v, c);
    this.actions(v, c);
    this.panel(v, c);
    this.fitFelt();
    this.drawn = v;
  }

  /**
   * Keep the whole table on the screen as the page opens: the felt is no taller than the room the
   * window leaves above the prompt, the hand and the actions (their heights as drawn), down to a
   * floor under which the seats would crowd each other.
   */
  fitFelt() {
    const { felt, banner, handBox, actionsBox, root } = this.refs;
    if (!felt.isConnected || root.querySelector(".tv-layout[hidden]")) return;
    const top = felt.getBoundingClientRect().top + window.scrollY;
    const bar = /** @type {HTMLElement | null} */ (felt.nextElementSibling);
    const below = (bar ? bar.offsetHeight : 0) + banner.offsetHeight + handBox.offsetHeight + actionsBox.offsetHeight + 24;
    const room = Math.floor(window.innerHeight - top - below);
    const value = `${Math.max(FELT_FLOOR, room)}px`;
    if (felt.style.maxHeight !== value) felt.style.maxHeight = value;
  }

  /** @param {View} v @param {Ctx} c @param {number} n @param {number} human */
  seats(v, c, n, human) {
    const layer = this.refs.seatsLayer;
    const old = [...layer.children];
    for (let seat = 0; seat < n; seat++) patch(layer, old[seat], seatBox(v, c, seat, n, human));
    for (const extra of old.slice(n)) extra.remove();
  }

  /** @param {View} v @param {Ctx} c @param {number} n @param {number} human */
  trick(v, c, n, human) {
    const layer = this.refs.trickLayer;
    const felt = PANELS[v.game]?.felt;
    if (felt && !(v.trick || []).length) {
      // a game without tricks draws its own cards on the felt (Emprunt: the run being laid)
      layer.classList.remove("is-last");
      layer.setAttribute("aria-label", w("skeleton.trick"));
      show(layer, felt(v, { h, names: c.names, cardElement, cardLabel, cardName }));
      return;
    }
    let cards = v.trick || [];
    let winner = null;
    const lastTrick = v.last_trick;
    const last = cards.length === 0 && lastTrick && lastTrick.cards && lastTrick.cards.length > 0;
    if (last && lastTrick) {
      cards = lastTrick.cards;
      winner = lastTrick.winner;
    }
    layer.classList.toggle("is-last", Boolean(last));
    layer.setAttribute("aria-label", last ? w("render.lastTrick", { who: c.names[/** @type {number} */ (winner)] }) : w("skeleton.trick"));
    const nodes = cards.map((/** @type {{seat: number, card: string}} */ entry, /** @type {number} */ i) => {
      const unit = seatPosition(entry.seat, n, human); // the direction of the seat, scaled in CSS
      const card = cardElement(entry.card, { label: w("render.playedBy", { card: cardName(entry.card), who: c.names[entry.seat] }) });
      card.classList.add("tv-played");
      if (winner === entry.seat) {
        card.classList.add("is-winner");
        card.append(h("span", { class: "tv-won-tag", "aria-hidden": "true" }, w("render.won")));
      }
      card.style.left = `calc(50% + ${(unit.x - 50).toFixed(3)} * var(--tv-trick-rx))`;
      card.style.top = `calc(50% + ${(unit.y - 50).toFixed(3)} * var(--tv-trick-ry))`;
      card.style.zIndex = String(i + 1);
      return card;
    });
    const old = [...layer.children];
    nodes.forEach((node, i) => patch(layer, old[i], node));
    for (const extra of old.slice(nodes.length)) extra.remove();
  }

  /** The reader's cards, kept from one view to the next (keyed by card): focus stays where it is. @param {View} v @param {Ctx} _c */
  hand(v, _c) {
    const box = this.refs.handBox;
    const yourTurn = isHumanTurn(v);
    box.setAttribute("aria-label", w("render.hand", { cards: count(v.hand.length, "card") }));
    /** @type {Map<string, HTMLElement>} */
    const kept = new Map([...box.children].map((b) => [/** @type {HTMLElement} */ (b).dataset.card || "", /** @type {HTMLElement} */ (b)]));
    const wanted = new Set(v.hand);
    // a focused card that leaves the hand (played, discarded) hands focus to its neighbour
    const focused = /** @type {HTMLElement | null} */ (document.activeElement);
    if (focused && focused.parentElement === box && !wanted.has(focused.dataset.card || "")) {
      const sibling = [focused.nextElementSibling, focused.previousElementSibling].find((s) => s && wanted.has(/** @type {HTMLElement} */ (s).dataset.card || ""));
      /** @type {HTMLElement | undefined} */ (sibling)?.focus();
    }
    for (const [code, btn] of kept) if (!wanted.has(code)) btn.remove();
    let at = box.firstElementChild;
    for (const code of v.hand) {
      let btn = kept.get(code);
      if (!btn) {
        btn = cardElement(code, { tag: "button" });
        btn.classList.add("tv-in-hand");
      }
      const action = cardAction(v, code);
      btn.classList.toggle("is-legal", yourTurn && Boolean(action));
      btn.classList.toggle("is-illegal", yourTurn && !action); // still clickable: a click says which rule forbids it
      btn.classList.toggle("is-waiting", !yourTurn);
      btn.title = yourTurn ? (action ? w("render.play", { card: theLabel(code) }) : w("render.notAllowed")) : cardName(code);
      if (btn !== at) box.insertBefore(btn, at);
      else at = at.nextElementSibling;
    }
    // one Tab stop for the whole hand (the arrows move along it): the focused card, else the
    // first raised one, else the first, so that the actions, Undo and New deal are a Tab or two away
    const cards = /** @type {HTMLElement[]} */ ([...box.children]);
    const stop = cards.find((b) => b === document.activeElement) || cards.find((b) => b.classList.contains("is-legal")) || cards[0];
    for (const b of cards) b.tabIndex = b === stop ? 0 : -1;
    this.fanHand();
  }

  /**
   * Lay the hand out as a fan that fits the table's width: as few rows as keep at least the left
   * half of every card uncovered (its index, and the point a click lands on), the cards of a row
   * overlapping evenly. Called again when the hand's box changes size.
   */
  fanHand() {
    const box = this.refs.handBox;
    const n = box.children.length;
    const card = /** @type {HTMLElement | null} */ (box.firstElementChild);
    if (!n || !card) return;
    box.classList.toggle("is-long", n > 16); // smaller cards on a phone (table.css)
    const cs = getComputedStyle(box);
    const width = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const w = card.offsetWidth;
    if (!(width > 0 && w > 0)) return;
    const perRow = Math.max(1, Math.floor((width - w) / (w * 0.56)) + 1);
    const cols = Math.ceil(n / Math.ceil(n / perRow));
    const step = cols > 1 ? Math.min(w * 1.125, (width - w) / (cols - 1)) : w;
    box.style.setProperty("--tv-hand-cols", String(Math.max(1, cols - 1)));
    box.style.setProperty("--tv-hand-step", `${Math.floor(step)}px`);
  }

  /** @param {View} v @param {Ctx} c */
  actions(v, c) {
    const box = this.refs.actionsBox;
    const handCodes = new Set(v.hand);
    const panel = PANELS[v.game];
    const handOver = v.phase === "hand-over" && !v.is_over;
    const nodes = [];
    // one "Next hand" button, first in tab order, whoever deals: the reader's own deal action or the bots'
    const deal = handOver ? (v.legal || []).find((/** @type {string} */ a) => !isCard(a)) : null;
    if (handOver) nodes.push(h("button", { type: "button", class: "tv-btn tv-btn--primary tv-next-hand", dataset: { action: deal || "next-hand" } }, w("render.nextHand")));
    for (const action of v.legal || []) {
      if (isCard(action) || action === deal) continue;
      if (panel && panel.handles(action)) continue; // offered by the game's panel
      const arg = action.includes(":") ? action.split(":")[1] : null;
      if (arg && handCodes.has(arg)) continue; // played by clicking the card itself
      nodes.push(h("button", { type: "button", class: "tv-btn tv-btn--action", dataset: { action } }, actionLabel(v, c.info, action)));
    }
    // a game's own buttons for the actions its panel handles (Emprunt: borrow, draw; Tarot: the call;
    // Briscan and Brisque: melds and the exchange), in this row under the hand, where the prompt sends the reader
    if (panel && panel.actionButtons) nodes.push(...panel.actionButtons(v, { h, cardLabel, cardName }));
    if (c.learnButtons) nodes.push(...c.learnButtons(v)); // Hint, Analyse, Replay (table-learn.mjs)
    if (v.is_over) nodes.push(h("button", { type: "button", class: "tv-btn tv-btn--primary tv-new-match", dataset: { action: "new-match" } }, w("render.newMatch")));
    // one Tab stop for the row (the arrows move along it, as in the hand): the button that has it
    // now if it is still offered, else the first ("Next hand" at a hand's end)
    // (a panel may give a group of buttons: Tarot's calls, in a span of their own)
    const buttons = nodes.flatMap((n) => (n.matches("button") ? [n] : [...n.querySelectorAll("button")]));
    const had = /** @type {HTMLElement | null} */ (box.querySelector('button[tabindex="0"]'));
    const stop = buttons.find((b) => had && b instanceof HTMLElement && b.dataset.action === had.dataset.action) || buttons[0];
    for (const b of buttons) b.setAttribute("tabindex", b === stop ? "0" : "-1");
    show(box, nodes);
    box.hidden = nodes.length === 0;
  }

  /** A game's own panel (playground/table/panels/panels.mjs), redrawn only when the view it draws changed. @param {View} v @param {Ctx} c */
  panel(v, c) {
    const panel = PANELS[v.game];
    const box = this.refs.panelBox;
    const key = panel ? JSON.stringify({ ...v, log: (v.log || []).length }) : "";
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    const ctx = { h, act: c.act, names: c.names, cardElement, cardLabel, cardName };
    const node = panel ? panel.render(v, ctx) : null;
    box.replaceChildren(...(node ? [node] : []));
    box.hidden = !node;
  }
}

/** One seat's box on the felt. @param {View} v @param {Ctx} c @param {number} seat @param {number} n @param {number} human */
function seatBox(v, c, seat, n, human) {
  // the direction of the seat, scaled in CSS (--tv-seat-r: closer in where the felt's corners
  // are rounder); the box's sides and top and bottom are clamped to stay on the felt
  const unit = seatPosition(seat, n, human);
  const x = `calc(50% + ${(unit.x - 50).toFixed(3)} * var(--tv-seat-r))`;
  const y = `calc(50% + ${(unit.y - 50).toFixed(3)} * var(--tv-seat-r))`;
  const isTurn = v.current_player === seat && !v.is_over && v.phase !== "hand-over";
  const team = teamOf(v, seat);
  const name = c.names[seat];
  const won = (v.tricks_won || [])[seat] ?? 0;
  const size = (v.hand_sizes || [])[seat] ?? 0;
  const seatInfo = PANELS[v.game]?.seatInfo;
  const box = h("div", {
    class: `tv-seat${seat === human ? " tv-seat--you" : ""}${isTurn ? " is-turn" : ""}${team != null ? ` tv-team-${team}` : ""}`,
    dataset: { seat: String(seat) },
    style: `left:clamp(var(--tv-seat-half), ${x}, calc(100% - var(--tv-seat-half)));top:clamp(var(--tv-seat-vhalf), ${y}, calc(100% - var(--tv-seat-vhalf)))`,
    role: "group",
    "aria-label": w("render.seat", { name, tricks: count(won, "trick"), size, dealer: v.dealer === seat ? w("render.seatDealer") : "", turn: isTurn ? w("render.seatTurn") : "" }),
  });
  box.append(
    h(
      "div",
      { class: "tv-seat-head" },
      h("span", { class: "tv-seat-name" }, isTurn ? h("span", { class: "tv-turn-dot", "aria-hidden": "true" }) : null, name),
      // the dealer's button beside the name, as at a card room's table; the seat's label says "dealer"
      v.dealer === seat ? h("span", { class: "tv-dealer", title: w("render.dealer"), "aria-hidden": "true" }, w("render.dealerMark")) : null
    ),
    h(
      "div",
      { class: "tv-seat-info" },
      team != null ? h("span", { class: "tv-badge tv-badge--team", title: w("render.team", { n: team + 1 }) }, w("render.team", { n: team + 1 })) : null,
      seatInfo
        ? h("span", { class: "tv-seat-extra" }, seatInfo(v, seat)) // a game without tricks says what counts
        : h("span", { class: "tv-tricks", title: w("render.tricksWon") }, count(won, "trick"))
    )
  );
  const shown = ((v.extra || {}).partner_hands || {})[String(seat)];
  if (seat !== human && shown) {
    // team-mates may show each other their cards (the engine says which hands the reader sees)
    const fan = h("div", { class: "tv-backs tv-partner-hand", role: "list", "aria-label": w("render.partnerHand", { name }) });
    for (const code of shown) {
      const card = cardElement(code);
      card.setAttribute("role", "listitem");
      fan.append(card);
    }
    box.append(fan);
  } else if (seat !== human) {
    // a fan of at most a few backs (CSS hides the rest) and the number of cards beside it
    const backs = h("div", { class: "tv-backs", "aria-hidden": "true" });
    for (let i = 0; i < size; i++) backs.append(cardBack());
    if (size) backs.append(h("span", { class: "tv-backs-count" }, `${size}`));
    box.append(backs);
  }
  return box;
}

/** The turn-up and the trump suit. @param {View} v */
function trumpNodes(v) {
  const nodes = [];
  if (v.turnup) {
    const card = cardElement(v.turnup, { label: w("render.turnup", { card: cardName(v.turnup) }) });
    card.classList.add("tv-turnup");
    nodes.push(card);
  }
  if (v.trump) {
    const colour = "HD".includes(v.trump) ? "red" : "black";
    nodes.push(h("div", { class: "tv-trump-label" }, w("render.trump"), h("span", { class: `tv-trump-suit tv-${colour}`, "aria-label": suitName(v.trump) }, suitSymbol(v.trump))));
  }
  return nodes;
}

