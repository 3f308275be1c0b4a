// The card table: draws the engine's view for the reader's seat and sends the reader's actions.
// Plain DOM, no framework; all game logic stays in Python (tapisvert.bridge). This module wires
// the table's parts, each with one job: state (table-state), drawing (table-render*), events
// (table-events), the engine client (table-api), the settings form (table-settings), keeping the
// match (table-persist), the bot loop (table-bots), messages (table-messages), how it opens
// (table-open), the learning tools (table-learn).

import { engine, mark } from "../engine-client/engine.mjs";
import { TableApi, firstDealOf } from "./table-api.mjs";
import { BotLoop } from "./table-bots.mjs";
import { confirmDialog, openReview } from "./table-dialogs.mjs";
import { copyLink, focusNearHand, wireEvents } from "./table-events.mjs";
import { actionLabel, readable } from "./table-format.mjs";
import { figureFromUrl } from "./table-figure.mjs";
import { defaultSettings, parseSeed, randomSeed, settingsFromUrl, shareUrl } from "./table-link.mjs";
import { Messages } from "./table-messages.mjs";
import { Keeper, downloadRecord, openRecordFile, resumeMatch } from "./table-persist.mjs";
import { Renderer } from "./table-render.mjs";
import { renderHistory } from "./table-render-side.mjs";
import { SettingsForm } from "./table-settings.mjs";
import { buildSkeleton, showBoot } from "./table-skeleton.mjs";
import { handJustEnded, inProgress, isHumanTurn, logNames, seatNames, withWholeLog } from "./table-state.mjs";
import { claim, owns } from "./table-store.mjs";
import { Learning } from "./table-learn.mjs";
import { openMatch, predrawFirst } from "./table-open.mjs";
import { w } from "../words/words.mjs";

/** @typedef {import("./table-state.mjs").View} View */
/** @typedef {import("./table-link.mjs").Settings} Settings */

/** A part of the table that start() makes: undefined until then (typed as what start() puts there). @returns {never} */
const madeByStart = () => /** @type {never} */ (undefined);

export class Table {
  // The table's parts, made by start() (undefined until then)
  /** @type {ReturnType<typeof buildSkeleton>} the skeleton's elements (table-skeleton.mjs) */
  dom = madeByStart();
  /** @type {Renderer} */
  renderer = madeByStart();
  /** @type {Messages} */
  messages = madeByStart();
  /** @type {Learning} */
  learn = madeByStart();

  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    this.game = root.dataset.game || "";
    let options = {};
    try {
      options = root.dataset.options ? JSON.parse(root.dataset.options) : {};
    } catch {
      /* a page's bad options: the game's defaults */
    }
    // data-seed: a table that always deals the same first deal (the guided first hand, guided.mjs)
    const seed = root.dataset.seed ? parseSeed(root.dataset.seed) : null;
    this.page = { players: root.dataset.players ? Number(root.dataset.players) : null, options, seed };
    this.useUrl = root.dataset.url !== "off";
    // Play the reader's forced moves for him: on where the page asks for it, a checkbox otherwise.
    this.autoForced = root.dataset.autoForced === "true";
    this.api = new TableApi(this.game);
    this.keeper = new Keeper(this.game, root.dataset.save !== "off");
    this.api.record = Boolean(this.keeper.key);
    /** @type {View | null} the latest view (the one on screen is `view`) */
    this.state = null;
    /** @type {Settings | null} */
    this.settings = null;
    this.info = null;
    /** @type {Map<string, import("./table-dialogs.mjs").Rule>} */
    this.rules = new Map();
    this.names = /** @type {string[]} */ ([]);
    this.logNames = /** @type {string[]} */ ([]);
    this.generation = 0;
    /** @type {Promise<unknown> | null} a match the reader is opening (readerOpens) */
    this.readerOpening = null;
    this.acting = false;
    /** @type {{action: string, card: boolean} | undefined} a move chosen before the engine was ready (act) */
    this.queued = undefined;
    /** @type {SettingsForm | null} */
    this.form = null;
    /** resolves once an engine table is open (a click on a first deal drawn before waits for it) */
    this.opened = new Promise((resolve) => (this.openedNow = resolve));
    /** @type {Promise<unknown> | undefined} the first deal drawn before the engine, once on screen (main.mjs) */
    this.firstDrawn = undefined;
    this.bots = new BotLoop({
      view: () => this.state,
      autoForced: () => this.autoForced,
      generation: () => this.generation,
      alive: (gen) => gen === this.generation && this.root.isConnected && owns(/** @type {string} */ (this.api.tableId), this),
      play: (action) => this.api.play(action),
      bot: () => this.api.bot(this.settings?.bots || "baseline"),
      take: (res) => this.setView(res.view, res.record),
      say: (text) => this.messages.say(text),
      lost: (err) => this.engineLost(err),
    });
  }

  // What the tests, the benchmark and assistive code read: the view on screen and the table's state.
  get view() {
    return this.renderer ? this.renderer.drawn : null;
  }
  get busy() {
    return Boolean(this.bots.running) || this.api.busy || this.acting || Boolean(this.renderer && this.renderer.pending);
  }
  get paused() { return this.bots.paused; }
  get tableId() { return this.api.tableId; }
  get shareInput() { return this.dom.shareInput; }
  get message() { return this.dom.message; }
  get actionsBox() { return this.dom.actionsBox; }

  ctx() {
    return { names: this.names, logNames: this.logNames, info: this.info, game: this.game, tableId: this.api.tableId, act: (/** @type {string} */ a) => this.act(a), ruleLink: (/** @type {string} */ id) => this.messages.ruleLink(id), learnButtons: (/** @type {View} */ v) => (this.learn ? this.learn.buttons(v) : []) };
  }

  // --- start-up ----------------------------------------------------------------------------

  async start() {
    this.dom = buildSkeleton(this.root);
    this.renderer = new Renderer(this.dom, () => this.ctx());
    this.messages = new Messages(this.dom.message, this.game, this.rules);
    this.dom.autoBox.checked = this.autoForced;
    wireEvents(this.dom, this);
    this.learn = new Learning(this); // Hint, Analyse this hand, Replay these cards (issue 25)
    // a worked example's position (?figure=, table-figure.mjs) comes before any other setting
    this.figure = this.useUrl ? figureFromUrl(this.game, location.search) : null;
    const fromUrl = this.useUrl && !this.figure ? settingsFromUrl(this.game, location.search) : null;
    const saved = this.keeper.saved();
    const first = !this.figure && !fromUrl && !saved && this.page.seed === null ? firstDealOf(this.game, this.root) : null;
    if (first) this.firstDrawn = predrawFirst(this, first); // drawn before the engine is ready (table-open.mjs)
    const unsubscribe = engine.onStatus((s) => {
      if (s.state !== "ready" && !first) showBoot(this.dom.statusBox, s, () => this.retry());
    });
    try {
      await engine.boot();
      unsubscribe();
      // the boot's last step the reader sees: Python and the engine are up, the table deals
      if (!first) showBoot(this.dom.statusBox, { state: "booting", text: w("boot.dealing") }, () => this.retry());
      const [info, rules] = await Promise.all([this.api.info(), this.api.rules()]);
      if (!info.ok) throw new Error(info.error?.message);
      this.info = info.info;
      if (rules.ok) for (const rule of rules.rules || []) this.rules.set(String(rule.id), rule);
      unsubscribe();
      this.dom.statusBox.hidden = true;
      this.dom.layout.hidden = false;
      this.form = new SettingsForm(this.dom.settingsBox, this.game, this.info, {
        check: (s) => this.api.check(s),
        deal: (s) => this.newGame(s),
        seed: randomSeed,
      });
      await openMatch(this, first, fromUrl, saved); // the match this page opens with (table-open.mjs)
      mark("firstDeal");
    } catch (err) {
      unsubscribe();
      this.engineLost(err);
    }
  }

  async retry() {
    engine.reset();
    await this.start();
  }

  engineLost(/** @type {unknown} */ err) {
    this.dom.layout.hidden = true;
    showBoot(this.dom.statusBox, { state: "failed", text: (err ? /** @type {{message?: string}} */ (err).message : "") || String(err) }, () => this.retry());
  }

  // --- matches -----------------------------------------------------------------------------

  /**
   * Start a new match (at a shared position's moves); returns null, or the engine's error message (state unchanged).
   * @param {Settings} settings @param {import("./table-link.mjs").Position | null} [position]
   */
  async newGame(settings, position = null) {
    const res = await this.api.newMatch(settings, position);
    if (!res.ok) return res.error?.message || w("table.refused");
    this.adopt(res.table, res.view, settings);
    return null;
  }

  /** Make an engine table (new, loaded or kept) the one this page plays. @param {string} tableId @param {View} view @param {Settings} settings */
  adopt(tableId, view, settings) {
    this.generation++;
    this.settings = { ...settings };
    const replaced = this.api.tableId;
    this.api.tableId = tableId;
    claim(tableId, this);
    if (replaced && replaced !== tableId) this.api.close(replaced);
    this.names = seatNames(view.players, view.human ?? 0);
    this.logNames = logNames(view.players, view.human ?? 0);
    this.state = null;
    /** @type {import("../engine-client/engine-types").Sheet[]} */
    this.sheets = [];
    this.form?.fill(this.settings);
    this.dom.shareInput.value = shareUrl(this.game, this.settings, `${location.origin}${location.pathname}`, null, this.optionDefaults());
    this.messages.clear();
    this.setView(view);
    this.loadSheets();
    delete this.root.dataset.tvEngine;
    this.engineNote(null);
    this.openedNow?.(undefined);
    this.bots.run();
  }

  /** Say (or, with null, clear) how the engine's start-up stands, under the felt. @param {string | null} text */
  engineNote(text) {
    this.dom.engineNote.textContent = text || "";
    this.dom.engineNote.hidden = !text;
  }

  /** Bring back a saved match (table-persist.mjs: resumeMatch). @param {import("./table-store.mjs").SavedMatch} saved */
  resume(saved) {
    return resumeMatch(saved, this.keeper, this.api, (t, v, s) => this.adopt(t, v, s));
  }

  newDeal() {
    return this.readerOpens(this.dealNew());
  }

  async dealNew() {
    const v = this.state;
    if (v && inProgress(v)) {
      const sure = await confirmDialog(this.root, {
        title: w("table.newTitle"),
        text: w("table.newText", { hand: v.hand_number }),
        yes: w("table.newYes"),
        no: w("table.newNo"),
      });
      if (!sure) return null;
    }
    return this.newGame({ ...(this.settings || { options: {} }), seed: randomSeed() });
  }

  // --- the reader's actions ---------------------------------------------------------------

  /** A card of the hand clicked: the engine plays this phase's action on it (refused: this phase's rule). @param {string} code */
  clickCard(code) {
    return this.act(code, true);
  }

  /** @param {string} action @param {boolean} [card] a card clicked, which the engine reads */
  async act(action, card = false) {
    if (!this.api.tableId) {
      // a first deal drawn before the engine was ready: the move waits for it (the last one chosen)
      const waiting = this.queued !== undefined;
      this.queued = { action, card };
      this.root.dataset.tvQueued = action;
      this.engineNote(w("table.queued", { move: actionLabel(this.state, this.info, action) }));
      if (waiting) return;
      await this.opened;
      await this.bots.settled(); // the engine's table may start with the bots' moves
      ({ action, card } = /** @type {{action: string, card: boolean}} */ (this.queued));
      this.queued = undefined;
      delete this.root.dataset.tvQueued;
    }
    if (this.acting) return;
    if (this.bots.running || !isHumanTurn(this.state)) {
      this.messages.say(this.state && this.state.is_over ? w("table.over") : w("table.wait"));
      return;
    }
    this.acting = true;
    let res;
    try {
      res = await (card ? this.api.playCard(action) : this.api.play(action));
    } catch (err) {
      this.engineLost(err);
      return;
    } finally {
      this.acting = false;
    }
    if (!res.ok) {
      this.messages.explain(action, res.error, { label: (a) => actionLabel(this.state, this.info, a), readable: (t) => readable(t) });
      return;
    }
    this.messages.clear();
    this.keeper.holding = false; // the reader plays this deal: it is now the page's kept game
    this.setView(res.view, res.record);
    this.settleFocus();
    await this.bots.run();
    this.settleFocus();
  }

  nextHand() {
    const deal = (this.state?.legal || []).find((/** @type {string} */ a) => a === "deal" || !a.includes(":"));
    if (deal && isHumanTurn(this.state)) this.act(deal);
    else this.bots.run(true).then(() => this.settleFocus());
  }

  async undo() {
    if (!this.api.tableId) return;
    this.generation++; // stops a running bot loop before its next call
    await this.bots.settled();
    let res;
    try {
      res = await this.api.undo(this.autoForced);
    } catch (err) {
      this.engineLost(err);
      return;
    }
    if (!res.ok) {
      this.messages.say(res.error?.message || w("table.nothingToUndo"));
      return;
    }
    this.messages.clear();
    this.setView(res.view, res.record);
    this.settleFocus();
    this.bots.run();
  }

  /** @param {boolean} on */
  setAutoForced(on) {
    this.autoForced = on;
    this.bots.run();
  }

  /** Once the screen shows the latest view, focus on or near the hand if it fell off the table. */
  async settleFocus() {
    await this.renderer.whenDrawn();
    if (this.root.contains(document.activeElement) || document.activeElement === document.body) focusNearHand(this.dom);
  }

  // --- views -------------------------------------------------------------------------------

  /** Take the engine's view (and the record its answer carried, to keep the match). @param {View} view @param {string} [record] */
  setView(view, record) {
    const before = this.state;
    this.state = withWholeLog(before, view);
    this.nameSeats(view);
    const drawn = this.renderer.schedule(this.state);
    this.learn?.viewChanged(before, this.state);
    // what a guide beside the table follows (guided.mjs): each view once it is on screen
    drawn.then(() => this.root.dispatchEvent(new CustomEvent("tv-drawn", { detail: this.view })));
    if (this.api.tableId && owns(/** @type {string} */ (this.api.tableId), this) && this.settings) this.keeper.keep(this.state, record, this.settings, this.api.tableId);
    if (handJustEnded(before, this.state)) {
      this.loadSheets();
      // at the end of a hand, focus goes to "Next hand" (or "Play a new match")
      drawn.then(() => {
        const inside = this.root.contains(document.activeElement) || document.activeElement === document.body;
        const next = /** @type {HTMLElement | null} */ (this.dom.actionsBox.querySelector(".tv-next-hand, .tv-new-match"));
        if (inside && next) next.focus();
      });
    }
  }

  /** @param {View} view */
  nameSeats(view) {
    if (Array.isArray(view.seat_names) && view.seat_names.length === view.players) {
      // the engine names the seats (the same names in its log texts, on the felt and on the sheet)
      this.names = view.seat_names;
      this.logNames = view.seat_names;
    }
  }

  /** The match's sheets (op sheets: the view carries the last one only), once per hand. */
  async loadSheets() {
    const tableId = this.api.tableId;
    let res;
    try {
      res = await this.api.sheets();
    } catch {
      return;
    }
    if (tableId !== this.api.tableId) return;
    this.sheets = res.ok && Array.isArray(res.sheets) ? res.sheets : [];
    renderHistory(this.dom, this.sheets, this.ctx());
  }

  /** The tricks of the current hand (the engine's list), in a dialog that keeps the game. */
  review() {
    if (this.state) openReview(this.root, this.state, this.names, (id) => this.messages.ruleLink(id));
  }

  // --- records -----------------------------------------------------------------------------

  download() {
    return downloadRecord(this.api, this.messages, this.root, `tapisvert-${this.game}-${this.settings?.seed}-hand${this.state?.hand_number}.json`);
  }

  /** @param {File | undefined} file */
  openRecord(file) {
    return this.readerOpens(openRecordFile(file, { game: this.game, api: this.api, messages: this.messages, input: this.dom.fileInput, adopt: (t, v, s) => this.adopt(t, v, s) }));
  }

  /**
   * A match the reader opens (a record, a new deal): remembered until it is done, so that the first
   * deal drawn before the engine was ready does not replace it when the engine comes (table-open.mjs).
   * @template T @param {Promise<T>} opening @returns {Promise<T>}
   */
  readerOpens(opening) {
    this.readerOpening = opening;
    return opening;
  }

  async copyLink() {
    await this.shareLink();
    return copyLink(this.dom.shareInput, this.dom.copyBtn);
  }

  /** "Share this position": the link of the match at this move (the engine names the choices made). */
  async shareLink() {
    if (!this.api.tableId || !this.settings) return;
    const res = await this.api.choices().catch(() => null);
    if (!res || !res.ok) return; // a match without a deal number (a figure's): the deal's link stays
    this.dom.shareInput.value = shareUrl(this.game, this.settings, `${location.origin}${location.pathname}`, { count: res.count, choices: res.choices }, this.optionDefaults());
  }

  /** The options this page deals with when a link names none (a link leaves them out). */
  optionDefaults() {
    return this.info ? defaultSettings(this.info, this.page, 0).options : {};
  }
}
