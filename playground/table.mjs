// The card table: renders the engine's view for the reader's seat and sends the reader's actions.
// Plain DOM, no framework. All game logic stays in Python (tapisvert.bridge); this module only
// draws what the engine says and asks it to act.

import { engine, EngineError, mark } from "./engine.mjs";
import { cardBack, cardElement, cardLabel, cardName, isCard, suitName, suitSymbol } from "./cards.mjs";
import { PANELS } from "./panels.mjs";
import { confirmDialog, openRule, openTricks } from "./table-dialogs.mjs";
import { sheetHistory, sheetTable } from "./table-sheet.mjs";
import { claim, forgetMatch, liveTable, loadMatch, owns, saveMatch, storeKey } from "./table-store.mjs";

// The site root: this module is served from playground/<version>/ (sitebuild/offline.py).
const siteRoot = new URL(import.meta.url.slice(0, import.meta.url.lastIndexOf("/playground/") + 1));
// Bot levels of tapisvert.bots: novice (the game's own policy, also the search's rollout policy), standard and strong (search).
const BOT_LEVELS = ["baseline", "standard", "strong", "random"];
const BOT_LABELS = ["novice (plays by rules of thumb)", "standard (looks ahead, 0.2 s a card)", "strong (looks ahead, 1 s a card)", "random (any legal card)"];

function botDelay() {
  const v = Number(window.TAPISVERT_BOT_DELAY);
  return Number.isFinite(v) && v >= 0 ? v : 550;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    // through CSSOM: a style attribute would be blocked by the site's CSP (style-src 'self')
    else if (k === "style") node.style.cssText = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(c);
  return node;
}

export function ruleUrl(game, ruleId) {
  return new URL(`games/${game}/rules/#${ruleId}`, siteRoot).href;
}

export function sourceUrl(source, paragraph) {
  return new URL(`sources/${source}/${paragraph != null ? `#p${paragraph}` : ""}`, siteRoot).href;
}

/** Seat names as seen from the reader's chair (play runs counter-clockwise: right, across, left). */
export function seatNames(n, human) {
  const byOffset = { 2: ["You", "North"], 3: ["You", "East", "West"], 4: ["You", "East", "North", "West"] }[n];
  return Array.from({ length: n }, (_, seat) => {
    const off = (seat - human + n) % n;
    if (off === 0) return "You";
    return byOffset ? byOffset[off] : `Seat ${seat + 1}`;
  });
}

/** Names used in the engine's log texts ("seat 2 deals" -> "North deals"): compass points, or Seat n. */
export function logNames(n, human) {
  const byOffset = { 2: ["South", "North"], 3: ["South", "East", "West"], 4: ["South", "East", "North", "West"] }[n];
  return Array.from({ length: n }, (_, seat) => {
    const off = (seat - human + n) % n;
    const name = byOffset ? byOffset[off] : `Seat ${seat + 1}`;
    return off === 0 ? `${name} (you)` : name;
  });
}

/** Where a seat sits on the felt (percentages), `radius` scaled; the reader is at the bottom. */
function seatPosition(seat, n, human, rx, ry) {
  const off = (seat - human + n) % n;
  const angle = ((270 + (off * 360) / n) * Math.PI) / 180;
  return { x: 50 + rx * Math.cos(angle), y: 50 - ry * Math.sin(angle) };
}

// ---------------------------------------------------------------------------------------------
// Settings <-> URL

const RESERVED = new Set(["game", "players", "seed", "bots"]);

export function settingsFromUrl(game, search = location.search) {
  const params = new URLSearchParams(search);
  if (!params.has("seed") && !params.has("players") && params.get("game") !== game) return null;
  if (params.has("game") && params.get("game") !== game) return null;
  const settings = { options: {} };
  // players and seed are checked here (a link is typed by hand); `problems` says what was wrong
  settings.problems = [];
  if (params.has("players")) {
    const text = params.get("players");
    if (/^[0-9]{1,2}$/.test(text)) settings.players = Number(text);
    else settings.problems.push({ key: "players", text });
  }
  if (params.has("seed") && params.get("seed") !== "") {
    const seed = parseSeed(params.get("seed"));
    if (seed === null) settings.problems.push({ key: "seed", text: params.get("seed") });
    else settings.seed = seed;
  }
  if (params.has("bots")) settings.bots = params.get("bots");
  for (const [k, v] of params) if (!RESERVED.has(k)) settings.options[k] = v;
  return settings;
}

export function shareUrl(game, settings) {
  const params = new URLSearchParams();
  params.set("game", game);
  params.set("players", String(settings.players));
  params.set("seed", String(settings.seed));
  for (const [k, v] of Object.entries(settings.options || {})) params.set(k, String(v));
  if (settings.bots && settings.bots !== BOT_LEVELS[0]) params.set("bots", settings.bots);
  return `${location.origin}${location.pathname}?${params}`;
}

// Deal numbers are whole numbers 0..2^53, the integers a browser holds exactly: a larger one
// would be rounded to another deal, so it is refused rather than silently changed.
export const MAX_SEED = 2 ** 53;

/** A deal number from text ("123"), exact, or null if it is not a whole number 0..2^53. */
export function parseSeed(text) {
  const t = String(text).trim();
  if (!/^[0-9]{1,16}$/.test(t) || BigInt(t) > BigInt(MAX_SEED)) return null;
  return Number(t);
}

/** A random deal number from all 2^53 (from fewer, a reader could find the deal from his hand). */
function randomSeed() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (a[0] & 0x1fffff) * 2 ** 32 + a[1];
}

/** Coerce option values read from a URL or a form to the types game_info announces. */
function coerceOptions(info, raw) {
  const out = {};
  for (const opt of info.options || []) {
    if (!(opt.name in raw)) continue;
    const v = raw[opt.name];
    const choices = optionChoices(opt);
    const pattern = choices.length ? choices[0].value : opt.default;
    if (typeof pattern === "number") out[opt.name] = Number(v);
    else if (typeof pattern === "boolean") out[opt.name] = v === true || v === "true" || v === "1";
    else out[opt.name] = v;
  }
  // unknown names are passed through so that the engine can say what is wrong with them
  for (const [k, v] of Object.entries(raw)) if (!(k in out) && !(info.options || []).some((o) => o.name === k)) out[k] = v;
  return out;
}

/** An option's choices as [{value, label, help}] (game_info gives objects; older engines gave raw values). */
export function optionChoices(opt) {
  return (opt.choices || []).map((c) => (c !== null && typeof c === "object" ? c : { value: c, label: String(c), help: "" }));
}

/** An option's editorial decision as {id, title} (or null). */
function optionDecision(opt) {
  if (!opt.decision) return null;
  return typeof opt.decision === "object" ? opt.decision : { id: opt.decision, title: "" };
}

// ---------------------------------------------------------------------------------------------

export class Table {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.game;
    this.defaultPlayers = root.dataset.players ? Number(root.dataset.players) : null;
    try {
      this.defaultOptions = root.dataset.options ? JSON.parse(root.dataset.options) : {};
    } catch {
      this.defaultOptions = {};
    }
    this.useUrl = root.dataset.url !== "off";
    // Save the match in the browser's storage (off only for tables built by tests and demos).
    this.saveOn = root.dataset.save !== "off";
    // Play the reader's forced moves (a single legal action) for him: on by default where the
    // page asks for it (Emprunt, where almost every turn is forced), a checkbox otherwise.
    this.autoForced = root.dataset.autoForced === "true";
    this.tableId = null;
    this.view = null;
    this.info = null;
    this.rules = new Map();
    this.settings = null;
    this.generation = 0;
    this.busy = false;
    this.renderedLog = 0;
    this.paused = false;
  }

  // --- skeleton ----------------------------------------------------------------------------

  build() {
    const r = this.root;
    r.replaceChildren();
    r.classList.add("tv-root");
    this.statusBox = h("div", { class: "tv-boot", role: "status" });
    this.felt = h("div", { class: "tv-felt", role: "region", "aria-label": "Card table" });
    this.seatsLayer = h("div", { class: "tv-seats" });
    this.trickLayer = h("div", { class: "tv-trick", role: "group", "aria-label": "Cards on the table" });
    this.trumpBox = h("div", { class: "tv-trump" });
    this.banner = h("div", { class: "tv-banner", role: "status", "aria-live": "polite" });
    this.felt.append(this.seatsLayer, this.trickLayer, this.trumpBox);

    this.handBox = h("div", { class: "tv-hand", role: "group", "aria-label": "Your hand" });
    this.handBox.addEventListener("keydown", (e) => this.onHandKey(e));
    this.actionsBox = h("div", { class: "tv-actions", role: "group", "aria-label": "Actions" });
    // Refusals and notices appear right under the hand, where the eyes are, and are announced.
    this.message = h("div", { class: "tv-message", role: "alert", "aria-live": "assertive", "aria-atomic": "true" });
    this.sheetBox = h("section", { class: "tv-sheet-box", "aria-label": "Score sheet of the hand", hidden: true });
    this.reviewBtn = h("button", { type: "button", class: "tv-btn tv-btn--small tv-review-btn", onclick: () => this.review() }, "Review the hand");
    this.panelBox = h("section", { class: "tv-game-panel", "aria-label": "Game panel", hidden: true });

    this.undoBtn = h("button", { type: "button", class: "tv-btn", onclick: () => this.undo() }, "Undo");
    this.newBtn = h("button", { type: "button", class: "tv-btn", onclick: () => this.newDeal() }, "New deal");
    this.downloadBtn = h("button", { type: "button", class: "tv-btn tv-btn--small", onclick: () => this.download() }, "Download this game");
    this.fileInput = h("input", { type: "file", accept: ".json,application/json", class: "tv-file" });
    this.fileInput.addEventListener("change", () => this.openRecord(this.fileInput.files[0]));
    const openLabel = h("label", { class: "tv-btn tv-btn--small tv-open-record" }, "Open a game record", this.fileInput);
    this.recordBox = h("div", { class: "tv-record", role: "group", "aria-label": "Game record" }, this.downloadBtn, openLabel);
    this.settingsBox = h("details", { class: "tv-settings" }, h("summary", {}, "Settings"));
    this.shareInput = h("input", { class: "tv-share-url", type: "text", readonly: true, "aria-label": "Link to this deal" });
    this.copyBtn = h("button", { type: "button", class: "tv-btn tv-btn--small", onclick: () => this.copyLink() }, "Copy link");
    this.autoBox = h("input", { type: "checkbox", class: "tv-auto-forced" });
    this.autoBox.checked = this.autoForced;
    this.autoBox.addEventListener("change", () => {
      this.autoForced = this.autoBox.checked;
      this.runBots();
    });
    const auto = h("label", { class: "tv-auto" }, this.autoBox, " Play my forced moves for me");
    const share = h("div", { class: "tv-share" }, h("span", { class: "tv-share-label" }, "Share this deal"), this.shareInput, this.copyBtn);

    this.scoreBox = h("section", { class: "tv-score", "aria-label": "Score" });
    this.logList = h("ol", { class: "tv-log-list", "aria-live": "polite", "aria-relevant": "additions" });
    // The log scrolls: tabindex 0 lets a keyboard reader focus it and scroll it (WCAG 2.1.1).
    this.logBox = h("section", { class: "tv-log", "aria-label": "Log of the hand", tabindex: "0" }, h("h3", {}, "Log"), this.logList);
    this.resultsBox = h("section", { class: "tv-results", "aria-label": "Hand results" });
    this.historyBox = h("section", { class: "tv-sheets", "aria-label": "Score sheets of the match", hidden: true });

    const main = h(
      "div",
      { class: "tv-main" },
      this.felt,
      h("div", { class: "tv-felt-bar" }, this.reviewBtn),
      this.banner,
      this.handBox,
      this.message,
      this.actionsBox,
      this.sheetBox,
      this.panelBox
    );
    const side = h(
      "div",
      { class: "tv-side" },
      this.scoreBox,
      h("div", { class: "tv-controls" }, this.undoBtn, this.newBtn),
      auto,
      this.settingsBox,
      share,
      this.recordBox,
      this.resultsBox,
      this.historyBox,
      this.logBox
    );
    // The table's own h2 (for screen readers, who jump by heading; the page's h1 names the game):
    // its sections (log, score sheets, the game's panel) are h3 under it, never skipping a level.
    this.layout = h("div", { class: "tv-layout", hidden: true }, h("h2", { class: "tv-sr-only" }, "Card table"), main, side);
    r.append(this.statusBox, this.layout);
  }

  showBoot(status) {
    const box = this.statusBox;
    box.replaceChildren();
    box.hidden = false;
    box.className = `tv-boot tv-boot--${status.state}`;
    if (status.state === "failed") {
      box.append(
        h("p", { class: "tv-boot-error" }, h("strong", {}, "The table could not start. "), status.text),
        h("p", {}, "Reload the page or press Retry. The rules and examples on this site work without it."),
        h("button", { type: "button", class: "tv-btn tv-btn--primary", onclick: () => this.retry() }, "Retry")
      );
    } else {
      const bar = h("div", { class: "tv-progress", role: "progressbar", "aria-label": "Loading the engine" }, h("span"));
      if (typeof status.percent === "number") {
        // bytes received of the runtime download (worker.mjs); width through CSSOM (CSP-safe)
        bar.classList.add("tv-progress--known");
        bar.setAttribute("aria-valuemin", "0");
        bar.setAttribute("aria-valuemax", "100");
        bar.setAttribute("aria-valuenow", String(status.percent));
        bar.firstChild.style.width = `${status.percent}%`;
      }
      box.append(h("p", { class: "tv-boot-text" }, status.text || "Starting the engine…"), bar);
    }
  }

  async retry() {
    engine.reset();
    await this.start();
  }

  // --- start-up ----------------------------------------------------------------------------

  async start() {
    this.build();
    const unsubscribe = engine.onStatus((s) => {
      if (s.state !== "ready") this.showBoot(s);
    });
    try {
      await engine.boot();
      this.showBoot({ state: "booting", text: "Dealing…" });
      const info = await engine.call({ op: "info", game: this.game });
      if (!info.ok) throw new EngineError(info.error.message);
      this.info = info.info;
      const rules = await engine.call({ op: "rules", game: this.game });
      if (rules.ok) for (const rule of rules.rules) this.rules.set(rule.id, rule);
      unsubscribe();
      this.statusBox.hidden = true;
      this.layout.hidden = false;
      this.buildSettingsForm();
      const fromUrl = this.useUrl ? settingsFromUrl(this.game) : null;
      const defaults = this.defaultSettings();
      // A match saved on this page (reload, Back, instant navigation) comes back as it was, unless
      // the address now asks for another deal (a shared link), in which case it is offered.
      this.storeKey = this.saveOn ? storeKey(this.game) : null;
      const saved = this.storeKey ? loadMatch(this.storeKey) : null;
      const sameAddress = saved && saved.game === this.game && saved.search === location.search;
      if (sameAddress && (await this.resume(saved))) {
        this.sayResumed(saved);
      } else if (fromUrl) {
        // the Opponents menu's words are accepted too (bots=novice is bots=baseline)
        const byName = Object.fromEntries(BOT_LABELS.map((l, i) => [l.split(" (")[0], BOT_LEVELS[i]]));
        if (fromUrl.bots in byName) fromUrl.bots = byName[fromUrl.bots];
        const wanted = {
          players: this.info.players.includes(fromUrl.players) ? fromUrl.players : defaults.players,
          seed: Number.isFinite(fromUrl.seed) ? fromUrl.seed : randomSeed(),
          bots: BOT_LEVELS.includes(fromUrl.bots) ? fromUrl.bots : defaults.bots,
          options: { ...defaults.options, ...coerceOptions(this.info, fromUrl.options) },
        };
        const err = await this.newGame(wanted);
        if (err) {
          await this.newGame(defaults);
          this.say(`The link asked for a deal the engine refuses (${err}). Dealt with the default settings instead.`);
        } else if (this.urlProblems(fromUrl, wanted)) {
          // said in urlProblems: a link's bad player count or deal number is never silently replaced
        } else if (fromUrl.bots != null && !BOT_LEVELS.includes(fromUrl.bots)) {
          // said, not silently replaced: a shared link should never change behind the reader's back
          this.say(
            `The link asked for computer players “${fromUrl.bots}”, a level this table does not have ` +
              `(${BOT_LABELS.map((l) => l.split(" (")[0]).join(", ")}: the names of the Opponents menu). They play at the ${BOT_LABELS[0].split(" (")[0]} level.`
          );
        }
      } else {
        await this.newGame(defaults);
      }
      if (saved && !sameAddress) this.offerResume(saved);
      mark("firstDeal");
    } catch (err) {
      unsubscribe();
      this.layout.hidden = true;
      this.showBoot({ state: "failed", text: err.message || String(err) });
    }
  }

  /** Say what was wrong with a link's players or seed, once its deal is dealt; true if anything was. */
  urlProblems(fromUrl, dealt) {
    const said = [];
    const counts = this.info.players.join(", ");
    for (const p of fromUrl.problems || []) {
      const shown = p.text.length > 40 ? `${p.text.slice(0, 40)}…` : p.text;
      if (p.key === "players") said.push(`“players=${shown}” is not a number of players (this game is played by ${counts}): dealt for ${dealt.players}.`);
      else said.push(`“seed=${shown}” is not a deal number (a whole number from 0 to ${MAX_SEED}): this is a random deal, number ${dealt.seed}.`);
    }
    if (fromUrl.players != null && !this.info.players.includes(fromUrl.players)) {
      said.push(`This game is played by ${counts}, not ${fromUrl.players}: dealt for ${dealt.players}.`);
    }
    if (said.length) this.say(`The link is not quite right. ${said.join(" ")}`);
    return said.length > 0;
  }

  defaultSettings() {
    const options = {};
    for (const opt of this.info.options || []) options[opt.name] = opt.default;
    Object.assign(options, coerceOptions(this.info, this.defaultOptions));
    return {
      players: this.defaultPlayers || this.info.default_players,
      seed: randomSeed(),
      bots: BOT_LEVELS[0],
      options,
    };
  }

  // --- settings form -----------------------------------------------------------------------

  buildSettingsForm() {
    const info = this.info;
    const uid = `tv${Math.random().toString(36).slice(2, 8)}`;
    const fields = [];
    const field = (name, label, control, help) => {
      control.id = `${uid}-${name}`;
      control.name = name;
      const lab = h("label", { for: control.id }, label);
      const wrap = h("div", { class: "tv-field" }, lab, control);
      if (help) wrap.append(help);
      fields.push(wrap);
    };
    const select = (choices, labels = choices) =>
      h("select", {}, choices.map((c, i) => h("option", { value: String(c) }, String(labels[i]))));

    // words, never codes: "4 players", the engine's label of every value and its one-line help
    field("players", "Players", select(info.players, info.players.map((n) => `${n} players`)));
    for (const opt of info.options || []) {
      let control;
      const choices = optionChoices(opt);
      if (choices.length) control = select(choices.map((c) => c.value), choices.map((c) => c.label || String(c.value)));
      else control = h("input", { type: "number", step: "1", inputmode: "numeric" });
      const help = h("small", { class: "tv-help" });
      const valueHelp = h("span", { class: "tv-value-help" });
      const showValueHelp = () => {
        const c = choices.find((x) => String(x.value) === control.value);
        valueHelp.textContent = c && c.help ? `${c.help} ` : "";
      };
      if (choices.length) control.addEventListener("change", showValueHelp);
      this.valueHelps = [...(this.valueHelps || []), showValueHelp];
      help.append(valueHelp);
      if (opt.help && !choices.some((c) => c.help)) help.append(opt.help + " ");
      const decision = optionDecision(opt);
      if (decision) {
        help.append(
          h(
            "a",
            { href: new URL(`games/${this.game}/rules/#${decision.id}`, siteRoot).href },
            decision.title ? `Editorial decision ${decision.id}: ${decision.title}` : `Editorial decision ${decision.id}`
          )
        );
      }
      field(`opt:${opt.name}`, opt.label || opt.name, control, help.childNodes.length ? help : null);
    }
    field("bots", "Opponents", select(BOT_LEVELS, BOT_LABELS));
    field("seed", "Deal number (seed)", h("input", { type: "number", min: "0", step: "1", placeholder: "random" }));

    this.formError = h("p", { class: "tv-form-error", role: "alert" });
    this.form = h(
      "form",
      { class: "tv-form", novalidate: true },
      fields,
      this.formError,
      h("button", { type: "submit", class: "tv-btn tv-btn--primary" }, "Deal with these settings")
    );
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.submitSettings();
    });
    this.form.addEventListener("change", () => this.validateForm());
    this.settingsBox.append(this.form);
  }

  readForm() {
    const data = new FormData(this.form);
    const raw = {};
    let players = null;
    let seed = null;
    let bots = BOT_LEVELS[0];
    for (const [k, v] of data) {
      if (k === "players") players = Number(v);
      else if (k === "seed") seed = v.trim() === "" ? null : parseSeed(v) ?? NaN;
      else if (k === "bots") bots = v;
      else if (k.startsWith("opt:")) raw[k.slice(4)] = v;
    }
    return { players, seed, bots, options: coerceOptions(this.info, raw) };
  }

  fillForm(settings) {
    const f = this.form;
    f.elements.players.value = String(settings.players);
    f.elements.bots.value = settings.bots || BOT_LEVELS[0];
    f.elements.seed.value = settings.seed == null ? "" : String(settings.seed);
    for (const opt of this.info.options || []) {
      const control = f.elements[`opt:${opt.name}`];
      if (control && opt.name in settings.options) control.value = String(settings.options[opt.name]);
    }
    for (const show of this.valueHelps || []) show();
    this.formError.textContent = "";
  }

  /** Ask the engine whether the chosen combination is allowed (it names what is). */
  async validateForm() {
    const s = this.readForm();
    const res = await engine.call({ op: "check", game: this.game, players: s.players, seed: 0, options: s.options, humans: [0] });
    this.formError.textContent = res.ok ? "" : `Not allowed: ${res.error.message}`;
    this.form.querySelector("button[type=submit]").disabled = !res.ok;
  }

  async submitSettings() {
    const s = this.readForm();
    if (Number.isNaN(s.seed)) {
      this.formError.textContent = `Not allowed: the deal number must be a whole number from 0 to ${MAX_SEED}.`;
      return;
    }
    if (s.seed == null) s.seed = randomSeed();
    const err = await this.newGame(s);
    if (err) {
      this.formError.textContent = `Not allowed: ${err}`;
    } else {
      this.settingsBox.open = false;
    }
  }

  // --- games -------------------------------------------------------------------------------

  /** Start a new match; returns null, or the engine's error message (state unchanged). */
  async newGame(settings) {
    const res = await engine.call({
      op: "new",
      game: this.game,
      players: settings.players,
      seed: settings.seed,
      options: settings.options,
      humans: [0],
    });
    if (!res.ok) return res.error.message;
    this.adopt(res.table, res.view, settings);
    return null;
  }

  /** Make an engine table (new, loaded or kept from before) the one this page plays. */
  adopt(tableId, view, settings) {
    this.generation++;
    this.settings = { ...settings };
    const replaced = this.tableId;
    this.tableId = tableId;
    claim(tableId, this);
    // The worker keeps every table until told otherwise: close the one this deal replaces.
    if (replaced && replaced !== tableId) engine.call({ op: "close", table: replaced }).catch(() => {});
    this.names = seatNames(settings.players, view.human ?? 0);
    this.logNames = logNames(settings.players, view.human ?? 0);
    this.renderedLog = 0;
    this.logList.replaceChildren();
    this.sheets = [];
    this.shownSheet = null;
    this.lastPhase = view.phase;
    this.fillForm(this.settings);
    this.shareInput.value = shareUrl(this.game, this.settings);
    this.clearMessage();
    this.setView(view);
    this.loadSheets();
    this.runBots();
  }

  /** Settings of a match as the engine reports them (for a resumed or opened record). */
  settingsOf(view, seed, bots = BOT_LEVELS[0]) {
    return { players: view.players, seed, bots, options: { ...(view.options || {}) } };
  }

  /** Bring back a saved match: the very engine table if this tab still has it, else its record. */
  async resume(saved) {
    const settings = saved.settings || {};
    const keep = liveTable(this.storeKey);
    if (keep) {
      const res = await engine.call({ op: "view", table: keep });
      if (res.ok && res.view.record_actions === saved.actions && !res.view.is_over) {
        this.adopt(keep, res.view, settings);
        return true;
      }
    }
    const res = await engine.call({ op: "load", record: saved.record, humans: [0] });
    if (!res.ok || res.view.is_over) return false;
    this.adopt(res.table, res.view, { ...this.settingsOf(res.view, settings.seed, settings.bots), ...settings });
    return true;
  }

  sayResumed(saved) {
    this.say(`Your game in progress is back where you left it (hand ${saved.hand ?? 1}).`, {
      label: "Start a new deal instead",
      run: () => this.newDeal(),
    });
  }

  offerResume(saved) {
    const earlier = [...this.message.childNodes]; // a notice about the link itself stays first
    this.say(`This page kept a game you had not finished (hand ${saved.hand ?? 1}).`, {
      label: "Resume that game",
      run: async () => {
        if (!(await this.resume(saved))) this.say("That game could not be restored.");
      },
    });
    this.message.prepend(...earlier);
  }

  /** Save the match (the engine's record) after every action; a finished match is forgotten. */
  async persist() {
    const v = this.view;
    const tableId = this.tableId;
    if (!v || !tableId || !this.storeKey || !owns(tableId, this)) return;
    if (v.is_over || !v.record_actions) {
      if (v.is_over) forgetMatch(this.storeKey);
      return;
    }
    let res;
    try {
      res = await engine.call({ op: "record", table: tableId });
    } catch {
      return;
    }
    if (!res.ok || tableId !== this.tableId) return;
    saveMatch(this.storeKey, {
      game: this.game,
      search: location.search,
      settings: this.settings,
      record: res.record,
      actions: v.record_actions,
      hand: v.hand_number,
      tableId,
    });
  }

  /** A match is in progress once the reader has acted in it and it is not over. */
  inProgress(v = this.view) {
    if (!v || v.is_over) return false;
    return v.hand_number > 1 || (v.log || []).some((e) => e.seat === v.human && e.action);
  }

  async newDeal() {
    if (this.inProgress()) {
      const sure = await confirmDialog(this.root, {
        title: "Deal a new match?",
        text: `The match in progress (hand ${this.view.hand_number}) will be replaced by a new deal. You can download it first to keep it.`,
        yes: "Deal a new match",
        no: "Keep playing",
      });
      if (!sure) return null;
    }
    return this.newGame({ ...this.settings, seed: randomSeed() });
  }

  // --- game records ---------------------------------------------------------------------------

  async download() {
    const res = await engine.call({ op: "record", table: this.tableId });
    if (!res.ok) {
      this.say(`The game could not be exported: ${res.error.message}`);
      return;
    }
    const blob = new Blob([res.record], { type: "application/json" });
    const a = h("a", { href: URL.createObjectURL(blob), download: `tapisvert-${this.game}-${this.settings.seed}-hand${this.view.hand_number}.json`, class: "tv-download" });
    this.root.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }

  async openRecord(file) {
    if (!file) return;
    const text = await file.text();
    this.fileInput.value = "";
    let game = null;
    try {
      game = JSON.parse(text).game;
    } catch {
      this.say(`“${file.name}” is not a game record: it is not JSON text. A record is the file “Download this game” saves.`);
      return;
    }
    if (typeof game === "string" && game !== this.game) {
      this.say(`“${file.name}” is a record of ${game}, not of this game: open it on that game's play page.`);
      return;
    }
    const res = await engine.call({ op: "load", record: text, humans: [0] });
    if (!res.ok) {
      this.say(`“${file.name}” could not be opened: ${res.error.message}`);
      return;
    }
    this.adopt(res.table, res.view, this.settingsOf(res.view, JSON.parse(text).seed));
    this.say(`Opened “${file.name}”: hand ${res.view.hand_number}, ${res.view.record_actions} moves played.`);
  }

  async copyLink() {
    this.shareInput.select();
    try {
      await navigator.clipboard.writeText(this.shareInput.value);
      this.copyBtn.textContent = "Copied";
    } catch {
      document.execCommand?.("copy");
      this.copyBtn.textContent = "Selected";
    }
    setTimeout(() => (this.copyBtn.textContent = "Copy link"), 1500);
  }

  isHumanTurn(view = this.view) {
    return view && view.legal && view.legal.length > 0;
  }

  botsToMove(view = this.view) {
    return (
      view &&
      !view.is_over &&
      view.current_player != null &&
      !(view.humans || []).includes(view.current_player) &&
      view.legal.length === 0
    );
  }

  /** The reader's only legal action, when the table plays forced moves for him (never a deal). */
  forcedMove(view = this.view) {
    if (!this.autoForced || !view || view.is_over || !view.legal || view.legal.length !== 1) return null;
    return view.legal[0] === "deal" ? null : view.legal[0];
  }

  /** Let the bots play, one move at a time with a short pause, until the reader must act. */
  async runBots(force = false) {
    if (this.busy) return;
    const gen = this.generation;
    this.busy = true;
    try {
      while ((this.botsToMove() || this.forcedMove()) && this.root.isConnected && gen === this.generation && owns(this.tableId, this)) {
        if (this.view.phase === "hand-over" && !force) {
          this.paused = true; // let the reader read the hand's result before the next deal
          this.render();
          return;
        }
        force = false;
        this.paused = false;
        await sleep(botDelay());
        if (gen !== this.generation || !this.root.isConnected || !owns(this.tableId, this)) return;
        const before = this.view;
        const forced = this.forcedMove();
        const res = forced
          ? await engine.call({ op: "play", table: this.tableId, action: forced })
          : await engine.call({ op: "bot", table: this.tableId, level: this.settings.bots || "baseline" });
        if (gen !== this.generation || !owns(this.tableId, this)) return;
        if (!res.ok) {
          this.say(forced ? `Your forced move ${forced} was refused: ${res.error.message}` : `The engine's bot failed: ${res.error.message}`);
          return;
        }
        this.setView(res.view);
        // pause on a completed trick so it can be seen, but not before the hand's end (Next hand at once)
        if (res.view.trick.length === 0 && before.trick.length > 0 && res.view.phase !== "hand-over") await sleep(botDelay() * 1.6);
      }
    } catch (err) {
      this.engineLost(err);
    } finally {
      this.busy = false;
      if (gen === this.generation) this.render();
    }
  }

  async act(action) {
    if (this.busy || !this.isHumanTurn()) {
      this.say(this.view && this.view.is_over ? "The match is over: start a new deal." : "Wait for your turn.");
      return;
    }
    const focusInside = this.root.contains(document.activeElement);
    let res;
    try {
      res = await engine.call({ op: "play", table: this.tableId, action });
    } catch (err) {
      this.engineLost(err);
      return;
    }
    if (!res.ok) {
      this.explain(action, res.error);
      return;
    }
    this.clearMessage();
    this.setView(res.view);
    if (focusInside) this.restoreFocus();
    await this.runBots();
    if (focusInside) this.restoreFocus();
  }

  async undo() {
    if (!this.tableId) return;
    this.generation++; // stop a running bot loop
    let res;
    try {
      while (this.busy) await sleep(20);
      res = await engine.call({ op: "undo", table: this.tableId, choices_only: this.autoForced });
    } catch (err) {
      this.engineLost(err);
      return;
    }
    if (!res.ok) {
      this.say(res.error.message);
      return;
    }
    this.clearMessage();
    this.renderedLog = 0;
    this.logList.replaceChildren();
    this.setView(res.view);
    this.runBots();
  }

  engineLost(err) {
    this.layout.hidden = true;
    this.showBoot({ state: "failed", text: (err && err.message) || String(err) });
  }

  // --- messages ----------------------------------------------------------------------------

  clearMessage() {
    this.message.replaceChildren();
    this.message.className = "tv-message";
  }

  /** A notice under the hand, with an optional button ({label, run}). */
  say(text, button = null) {
    const p = h("p", {}, text);
    if (button) p.append(" ", h("button", { type: "button", class: "tv-btn tv-btn--small", onclick: () => button.run() }, button.label));
    this.message.replaceChildren(p);
    this.message.className = "tv-message tv-message--info";
    this.showMessage();
  }

  /** Keep the message in view: it sits under the hand, which may be at the bottom of the screen. */
  showMessage() {
    if (!this.message.isConnected || this.layout.hidden) return;
    const box = this.message.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) this.message.scrollIntoView({ block: "nearest" });
  }

  /** A link to a rule that opens it in place (a dialog), never leaving the game. */
  ruleLink(ruleId, cls = "tv-rule-link") {
    const a = h("a", { href: ruleUrl(this.game, ruleId), class: cls, dataset: { rule: ruleId } }, ruleId);
    a.addEventListener("click", (e) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // a new tab stays possible
      e.preventDefault();
      e.stopPropagation(); // Material's instant navigation listens on the document
      this.showRule(ruleId);
    });
    return a;
  }

  showRule(ruleId, fallback = null) {
    const rule = this.rules.get(ruleId) || fallback || { id: ruleId, game: this.game };
    return openRule(this.root, { game: this.game, ...rule }, { ruleUrl: (g, id) => ruleUrl(g || this.game, id), sourceUrl });
  }

  /** Show why an action was refused: the engine's reason, the rule (linked) and its source. */
  explain(action, error) {
    const what = isCard(action) ? `the ${cardName(action).replace(/^The /, "")}` : `“${this.actionLabel(action)}”`;
    const reason = this.readable(error.message || "");
    const box = [h("p", { class: "tv-why" }, h("strong", {}, `You cannot play ${what}. `), reason)];
    if (error.type === "illegal" && error.rule_id) {
      const rule = error.rule || this.rules.get(error.rule_id) || {};
      const ruleLine = h(
        "p",
        { class: "tv-rule-ref" },
        "Rule ",
        this.ruleLink(error.rule_id),
        rule.status ? h("span", { class: `tv-status tv-status--${rule.status}` }, rule.status) : null,
        rule.statement && !reason.includes(rule.statement) ? `: ${rule.statement}` : ""
      );
      box.push(ruleLine);
      const refs = [];
      for (const p of rule.paragraphs || []) {
        refs.push(h("a", { href: sourceUrl(rule.source, p), class: "tv-source-link" }, `¶${p}`));
      }
      if (refs.length) {
        const title = rule.source ? rule.source[0].toUpperCase() + rule.source.slice(1) : "";
        box.push(h("p", { class: "tv-source-ref" }, "Source: ", h("em", {}, title), " ", ...refs.flatMap((a, i) => (i ? [", ", a] : [a]))));
      }
      if (rule.decision) {
        box.push(
          h(
            "p",
            { class: "tv-source-ref" },
            "Editorial decision ",
            h("a", { href: ruleUrl(rule.game || this.game, rule.decision) }, rule.decision),
            rule.option ? ` (option “${rule.option}”)` : ""
          )
        );
      }
    }
    if (error.rule && !this.rules.has(error.rule_id)) this.rules.set(error.rule_id, error.rule);
    this.message.replaceChildren(...box);
    this.message.className = "tv-message tv-message--illegal";
    this.showMessage();
  }

  actionLabel(action) {
    const labels = (this.view && this.view.action_labels) || {};
    if (labels[action]) return labels[action];
    const described = this.info && this.info.actions && this.info.actions[action.split(":")[0]];
    return described || action;
  }

  // --- rendering ---------------------------------------------------------------------------

  setView(view) {
    // The engine sends only the log entries this page does not have yet (from log_start on):
    // keep the log whole here, so that a long match does not cross the worker with every move.
    if (view && Number.isInteger(view.log_start)) {
      const kept = view.log_start > 0 && this.view ? (this.view.log || []).slice(0, view.log_start) : [];
      view.log = kept.concat(view.log || []);
    }
    const before = this.view;
    this.view = view;
    if (Array.isArray(view.seat_names) && view.seat_names.length === view.players) {
      // the engine names the seats (the same names in its log texts, on the felt and on the sheet)
      this.names = view.seat_names;
      this.logNames = view.seat_names;
    }
    this.render();
    this.persist();
    const ended = view.phase === "hand-over" || view.is_over;
    const wasEnded = before && (before.phase === "hand-over" || before.is_over);
    if (ended && (!wasEnded || (before && before.hand_number !== view.hand_number))) this.handEnded();
  }

  /** At the end of a hand: its sheet joins the history, and focus goes to "Next hand". */
  handEnded() {
    this.loadSheets();
    const inside = this.root.contains(document.activeElement) || document.activeElement === document.body;
    const next = this.actionsBox.querySelector(".tv-next-hand, .tv-new-match");
    if (inside && next) next.focus({ preventScroll: false });
  }

  /** The match's sheets from the engine (op sheets); the view carries the last one only. */
  async loadSheets() {
    const tableId = this.tableId;
    let res;
    try {
      res = await engine.call({ op: "sheets", table: tableId });
    } catch {
      return;
    }
    if (tableId !== this.tableId) return;
    this.sheets = res.ok && Array.isArray(res.sheets) ? res.sheets : [];
    this.renderHistory();
  }

  sheetContext() {
    return { names: this.names, ruleLink: (id) => this.ruleLink(id) };
  }

  /** The sheet of the hand just scored, under the hand, while the hand is over. */
  renderSheet(v) {
    const box = this.sheetBox;
    const sheet = v.sheet;
    const show = sheet && (v.phase === "hand-over" || v.is_over);
    const key = show ? `${this.tableId}:${sheet.hand}:${v.is_over}` : null;
    if (key === this.shownSheet) return; // keep the reader's scroll and focus inside the sheet
    this.shownSheet = key;
    box.replaceChildren();
    box.hidden = !show;
    if (!show) return;
    const ctx = this.sheetContext();
    box.append(h("h3", { class: "tv-sheet-title" }, `Score sheet, hand ${sheet.hand}`));
    // the summary is the banner's line just above; the sheet itemises it
    const accounts = sheet.accounts || [];
    const unitTitle = (u) => (u ? u[0].toUpperCase() + u.slice(1) : "");
    // a hand scored in two units (Francion: points, then tokens) gets one table per unit
    if (accounts.length && sheet.unit) box.append(h("h4", { class: "tv-sheet-unit" }, unitTitle(sheet.unit)));
    box.append(h("div", { class: "tv-sheet-scroll" }, sheetTable(sheet, { ...ctx, caption: false })));
    for (const acc of accounts) {
      if (acc.unit) box.append(h("h4", { class: "tv-sheet-unit" }, unitTitle(acc.unit)));
      box.append(h("div", { class: "tv-sheet-scroll" }, sheetTable({ ...acc, hand: sheet.hand, summary: null }, { ...ctx, caption: false })));
    }
  }

  renderHistory() {
    const box = this.historyBox;
    box.replaceChildren();
    const sheets = this.sheets || [];
    box.hidden = sheets.length === 0;
    if (!sheets.length) return;
    box.append(h("h3", {}, "Score sheets of the match"), sheetHistory(sheets, this.sheetContext()));
  }

  /** The tricks of the current hand (the engine's list), in a dialog that keeps the game. */
  review() {
    const v = this.view;
    if (!v) return;
    const x = v.extra || {};
    const extra = [];
    // Tarot: the chien, once the engine turns it over (after the deal, or when it was shown)
    const chien = x.chien;
    if (Array.isArray(chien) && chien.length && (x.chien_public || v.phase === "hand-over" || v.is_over)) {
      extra.push(h("h3", {}, "The chien"), h("p", { class: "tv-review-chien" }, chien.map((c) => cardLabel(c)).join(" ")));
    }
    const tricks = Array.isArray(v.tricks) ? v.tricks : [];
    let note = null;
    if (v.tricks_review === "last") {
      // the rules limit what may be looked at: say so, with the rule, opened in place
      note = h("span", {}, "The rules let a player look at the last trick only: ");
      if (v.tricks_review_rule) note.append(this.ruleLink(v.tricks_review_rule), ".");
    }
    openTricks(this.root, { tricks, names: this.names, note, extra });
  }

  render() {
    const v = this.view;
    if (!v) return;
    const n = v.players;
    const human = v.human ?? 0;
    this.root.dataset.phase = v.phase;
    this.root.dataset.seats = String(n); // the felt's layout depends on the number of seats (table.css)
    this.root.dataset.turn = this.isHumanTurn() ? "human" : v.is_over ? "over" : "bots";
    this.root.style.setProperty("--tv-players", n);
    this.renderSeats(v, n, human);
    this.renderTrick(v, n, human);
    this.renderTrump(v);
    this.renderBanner(v);
    this.renderHand(v);
    this.renderActions(v);
    this.renderSheet(v);
    this.renderPanel(v);
    this.renderScore(v);
    this.renderResults(v);
    this.renderLog(v);
    this.undoBtn.disabled = !v.log || v.log.length === 0;
    this.reviewBtn.hidden = v.tricks_review === null || (v.tricks_review === undefined && !!PANELS[v.game]?.seatInfo); // no tricks, nothing to review
  }

  teamOf(v, seat) {
    if (!v.teams) return null;
    return v.teams.findIndex((t) => t.includes(seat));
  }

  teamName(v, index) {
    const members = v.teams[index].map((s) => this.names[s]);
    return members.join(" & ");
  }

  renderSeats(v, n, human) {
    const layer = this.seatsLayer;
    layer.replaceChildren();
    for (let seat = 0; seat < n; seat++) {
      // the direction of the seat, scaled in CSS (--tv-seat-r: closer in where the felt's corners
      // are rounder); the box's sides and top and bottom are clamped to stay on the felt
      const unit = seatPosition(seat, n, human, 1, 1);
      const x = `calc(50% + ${(unit.x - 50).toFixed(3)} * var(--tv-seat-r))`;
      const y = `calc(50% + ${(unit.y - 50).toFixed(3)} * var(--tv-seat-r))`;
      const isTurn = v.current_player === seat && !v.is_over && v.phase !== "hand-over";
      const team = this.teamOf(v, seat);
      const box = h("div", {
        class: `tv-seat${seat === human ? " tv-seat--you" : ""}${isTurn ? " is-turn" : ""}${
          team != null ? ` tv-team-${team}` : ""
        }`,
        dataset: { seat: String(seat) },
        // keep the whole box on the felt at any width
        style: `left:clamp(var(--tv-seat-half), ${x}, calc(100% - var(--tv-seat-half)));top:clamp(var(--tv-seat-vhalf), ${y}, calc(100% - var(--tv-seat-vhalf)))`,
      });
      const badges = [];
      if (team != null) badges.push(h("span", { class: "tv-badge tv-badge--team", title: `Team ${team + 1}` }, `Team ${team + 1}`));
      const won = (v.tricks_won || [])[seat] ?? 0;
      box.append(
        h(
          "div",
          { class: "tv-seat-head" },
          h("span", { class: "tv-seat-name" }, isTurn ? h("span", { class: "tv-turn-dot", "aria-hidden": "true" }) : null, this.names[seat]),
          // the dealer's button beside the name (as at a card room's table): a badge in the info
          // line made the seat too wide for the felt's corners; the seat's label says "dealer"
          v.dealer === seat ? h("span", { class: "tv-dealer", title: "Dealer", "aria-hidden": "true" }, "D") : null
        ),
        h("div", { class: "tv-seat-info" }, ...badges, PANELS[v.game]?.seatInfo
          ? h("span", { class: "tv-seat-extra" }, PANELS[v.game].seatInfo(v, seat)) // a game without tricks says what counts
          : h("span", { class: "tv-tricks", title: "Tricks won this hand" }, `${won} trick${won === 1 ? "" : "s"}`))
      );
      const shown = ((v.extra || {}).partner_hands || {})[String(seat)];
      if (seat !== human && shown) {
        // team-mates may show each other their cards (the engine says which hands the reader sees)
        const fan = h("div", { class: "tv-backs tv-partner-hand", role: "list", "aria-label": `${this.names[seat]}'s hand, shown by your partner` });
        for (const code of shown) {
          const c = cardElement(code);
          c.setAttribute("role", "listitem");
          fan.append(c);
        }
        box.append(fan);
      } else if (seat !== human) {
        const backs = h("div", { class: "tv-backs", "aria-hidden": "true" });
        const count = (v.hand_sizes || [])[seat] ?? 0;
        // a fan of at most a few backs (CSS hides the rest) and the number of cards beside it
        for (let i = 0; i < count; i++) backs.append(cardBack());
        if (count) backs.append(h("span", { class: "tv-backs-count" }, `${count}`));
        box.append(backs);
      }
      const label = `${this.names[seat]}: ${won} trick${won === 1 ? "" : "s"}, ${(v.hand_sizes || [])[seat] ?? 0} cards${
        v.dealer === seat ? ", dealer" : ""
      }${isTurn ? ", to play" : ""}`;
      box.setAttribute("aria-label", label);
      box.setAttribute("role", "group");
      layer.append(box);
    }
  }

  renderTrick(v, n, human) {
    const layer = this.trickLayer;
    layer.replaceChildren();
    let cards = v.trick || [];
    let winner = null;
    let last = false;
    if (cards.length === 0 && v.last_trick && v.last_trick.cards && v.last_trick.cards.length) {
      cards = v.last_trick.cards;
      winner = v.last_trick.winner;
      last = true;
    }
    layer.classList.toggle("is-last", last);
    layer.setAttribute("aria-label", last ? `Last trick, won by ${this.names[winner]}` : "Cards on the table");
    cards.forEach((entry, i) => {
      const unit = seatPosition(entry.seat, n, human, 1, 1); // direction of the seat, scaled in CSS
      const card = cardElement(entry.card, { label: `${cardName(entry.card)}, played by ${this.names[entry.seat]}` });
      card.classList.add("tv-played");
      if (winner === entry.seat) {
        card.classList.add("is-winner");
        card.append(h("span", { class: "tv-won-tag", "aria-hidden": "true" }, "won"));
      }
      card.style.left = `calc(50% + ${(unit.x - 50).toFixed(3)} * var(--tv-trick-rx))`;
      card.style.top = `calc(50% + ${(unit.y - 50).toFixed(3)} * var(--tv-trick-ry))`;
      card.style.zIndex = String(i + 1);
      layer.append(card);
    });
  }

  renderTrump(v) {
    const box = this.trumpBox;
    box.replaceChildren();
    if (v.turnup) {
      const card = cardElement(v.turnup, { label: `Turn-up: ${cardName(v.turnup)}` });
      card.classList.add("tv-turnup");
      box.append(card);
    }
    if (v.trump) {
      box.append(
        h(
          "div",
          { class: "tv-trump-label" },
          "Trump ",
          h("span", { class: `tv-trump-suit tv-${"HD".includes(v.trump) ? "red" : "black"}`, "aria-label": suitName(v.trump) }, suitSymbol(v.trump))
        )
      );
    }
  }

  renderBanner(v) {
    let text = "";
    if (v.is_over) {
      const winners = (v.winners || []).map((s) => this.names[s]);
      text = winners.length ? `Match over: ${winners.join(" & ")} ${winners.length === 1 && winners[0] === "You" ? "win" : winners.length > 1 ? "win" : "wins"}!` : "Match over.";
    } else if (v.phase === "hand-over") {
      // the hand's result stays in view until the next deal, whoever deals it
      const last = (v.hand_results || [])[v.hand_results.length - 1];
      text = v.sheet && v.sheet.summary ? v.sheet.summary : last ? this.readable(last.text) : "The hand is over.";
    } else if (this.isHumanTurn(v)) {
      text = this.prompt(v);
    } else if (v.current_player != null) {
      text = `${this.names[v.current_player]} to play…`;
    }
    this.banner.textContent = text;
    this.banner.hidden = !text;
  }

  /**
   * What the reader must do now, in words: the engine's own prompt when it gives one, else the
   * game panel's (from the engine's figures), else the labels of the legal actions.
   */
  prompt(v) {
    if (v.prompt) return this.readable(v.prompt);
    const panel = PANELS[v.game];
    const own = panel && panel.prompt ? panel.prompt(v, { names: this.names, cardLabel, label: (a) => this.actionLabel(a) }) : null;
    if (own) return own;
    const cards = v.legal.filter(isCard);
    const words = v.legal.filter((a) => !isCard(a)).map((a) => this.actionLabel(a));
    if (cards.length && !words.length) return "Your turn: play one of the raised cards.";
    if (cards.length) return `Your turn: play one of the raised cards, or: ${words.join("; ")}.`;
    if (words.length === 1) return `${words[0].replace(/[.:;]$/, "")}.`;
    return `Your choice: ${words.join("; ")}.`;
  }

  cardAction(v, card) {
    if (!v.legal) return null;
    if (v.legal.includes(card)) return card;
    return v.legal.find((a) => a.endsWith(`:${card}`)) || null;
  }

  renderHand(v) {
    const box = this.handBox;
    const hadFocus = box.contains(document.activeElement) ? document.activeElement.dataset.card : null;
    box.replaceChildren();
    const yourTurn = this.isHumanTurn(v);
    box.setAttribute("aria-label", `Your hand, ${v.hand.length} card${v.hand.length === 1 ? "" : "s"}`);
    for (const code of v.hand) {
      const action = this.cardAction(v, code);
      const btn = cardElement(code, { tag: "button" });
      btn.classList.add("tv-in-hand");
      if (yourTurn && action) btn.classList.add("is-legal");
      if (yourTurn && !action) {
        btn.classList.add("is-illegal"); // still clickable: a click explains which rule forbids it
      }
      if (!yourTurn) btn.classList.add("is-waiting");
      btn.title = yourTurn ? (action ? `Play the ${cardLabel(code)}` : "Not allowed now: click to see why") : cardName(code);
      btn.addEventListener("click", () => this.act(action || code));
      box.append(btn);
    }
    if (hadFocus) box.querySelector(`[data-card="${hadFocus}"]`)?.focus();
  }

  onHandKey(e) {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const cards = [...this.handBox.querySelectorAll("button")];
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    const next = cards[(i + (e.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length];
    next.focus();
    e.preventDefault();
  }

  restoreFocus() {
    if (this.root.contains(document.activeElement) && document.activeElement !== document.body) return;
    const target =
      this.handBox.querySelector(".is-legal") || this.actionsBox.querySelector("button") || this.handBox.querySelector("button") || this.newBtn;
    target?.focus();
  }

  /** A game's own panel (playground/panels.mjs), keyed on the game's name; hidden for other games. */
  renderPanel(v) {
    const panel = PANELS[v.game];
    this.panelBox.replaceChildren();
    const node = panel
      ? panel.render(v, { h, act: (a) => this.act(a), names: this.names, withNames: (t) => this.withNames(t), cardElement, cardLabel, cardName })
      : null;
    if (node) this.panelBox.append(node);
    this.panelBox.hidden = !node;
  }

  renderActions(v) {
    const box = this.actionsBox;
    box.replaceChildren();
    const handCodes = new Set(v.hand);
    const panel = PANELS[v.game];
    const handOver = v.phase === "hand-over" && !v.is_over;
    if (handOver) {
      // one "Next hand" button, first in tab order, whoever deals: the reader's own deal action or the bots'
      const deal = (v.legal || []).find((a) => !isCard(a));
      box.append(
        h(
          "button",
          { type: "button", class: "tv-btn tv-btn--primary tv-next-hand", dataset: { action: deal || "next-hand" }, onclick: () => (deal ? this.act(deal) : this.runBots(true)) },
          "Next hand"
        )
      );
    }
    for (const action of v.legal || []) {
      if (isCard(action)) continue;
      if (handOver && box.querySelector(`[data-action="${action}"]`)) continue;
      if (panel && panel.handles(action)) continue; // offered by the game's panel
      const arg = action.includes(":") ? action.split(":")[1] : null;
      if (arg && handCodes.has(arg)) continue; // played by clicking the card itself
      box.append(h("button", { type: "button", class: "tv-btn tv-btn--action", dataset: { action }, onclick: () => this.act(action) }, this.actionLabel(action)));
    }
    if (v.is_over) {
      box.append(h("button", { type: "button", class: "tv-btn tv-btn--primary tv-new-match", onclick: () => this.newDeal() }, "Play a new match"));
    }
    box.hidden = box.childElementCount === 0;
  }

  renderScore(v) {
    const box = this.scoreBox;
    box.replaceChildren();
    const rows = [];
    const withTricks = !PANELS[v.game]?.seatInfo; // a game without tricks (Emprunt) has no Tricks column
    if (v.teams && !(v.extra || {}).sides_per_deal) {
      v.teams.forEach((team, i) => {
        rows.push([`Team ${i + 1}: ${this.teamName(v, i)}`, team.reduce((a, s) => a + (v.tricks_won[s] || 0), 0), v.scores[team[0]], team.includes(v.human)]);
      });
    } else {
      for (let s = 0; s < v.players; s++) rows.push([this.names[s], v.tricks_won[s] || 0, v.scores[s], s === v.human]);
    }
    const table = h(
      "table",
      { class: "tv-score-table" },
      h("caption", {}, `Hand ${v.hand_number}${v.target != null ? ` · game to ${v.target} points` : ""}`),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, v.teams && !(v.extra || {}).sides_per_deal ? "Side" : "Player"), withTricks ? h("th", { scope: "col" }, "Tricks") : null, h("th", { scope: "col" }, "Points"))),
      h(
        "tbody",
        {},
        rows.map(([name, tricks, score, you]) =>
          h("tr", { class: you ? "is-you" : null }, h("th", { scope: "row" }, name), withTricks ? h("td", {}, String(tricks)) : null, h("td", {}, String(score)))
        )
      )
    );
    box.append(table);
  }

  renderResults(v) {
    const box = this.resultsBox;
    box.replaceChildren();
    const results = v.hand_results || [];
    if (!results.length) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const cols = v.teams && !(v.extra || {}).sides_per_deal ? v.teams.map((t, i) => ({ name: `Team ${i + 1}`, seat: t[0] })) : this.names.map((name, seat) => ({ name, seat }));
    const table = h(
      "table",
      { class: "tv-results-table" },
      h("caption", {}, "Hands played"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Hand"), cols.map((c) => h("th", { scope: "col" }, c.name)), h("th", { scope: "col" }, "What happened"))),
      h(
        "tbody",
        {},
        results.map((r) =>
          h(
            "tr",
            {},
            h("th", { scope: "row" }, String(r.hand)),
            cols.map((c) => {
              const p = r.points[c.seat] || 0;
              return h("td", { class: p > 0 ? "is-plus" : p < 0 ? "is-minus" : null }, p > 0 ? `+${p}` : String(p));
            }),
            h("td", { class: "tv-results-text" }, this.readable(r.text))
          )
        )
      ),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Total"), cols.map((c) => h("td", {}, String(v.scores[c.seat]))), h("td")))
    );
    box.append(table);
  }

  /** The engine's text with its 0-based "seat n" replaced by the names used at this table. */
  withNames(text) {
    return String(text || "").replace(/\b([Ss])eat (\d+)\b/g, (m, s, d) => {
      const name = this.logNames[Number(d)];
      if (!name) return m;
      return s === "S" && /^[a-z]/.test(name) ? name[0].toUpperCase() + name.slice(1) : name;
    });
  }

  /** Engine text for the reader: names instead of seat numbers, "10♦" instead of "TD". */
  readable(text) {
    return this.withNames(text).replace(/\b([AKQNJT2-9][SHDC])\b/g, (m) => cardLabel(m));
  }

  logText(entry) {
    const who = entry.seat != null ? this.names[entry.seat] : null;
    if (isCard(entry.action) && who) return [h("span", { class: "tv-log-who" }, who), " played ", h("span", { class: "tv-log-card", "aria-label": cardName(entry.action) }, cardLabel(entry.action))];
    const text = this.readable(entry.text);
    const named = who && !text.includes(this.logNames[entry.seat]) && !text.includes(who);
    return [named ? h("span", { class: "tv-log-who" }, who) : null, named ? ": " : null, text];
  }

  renderLog(v) {
    const log = v.log || [];
    if (log.length < this.renderedLog) {
      this.logList.replaceChildren();
      this.renderedLog = 0;
    }
    let lastHand = this.logList.lastElementChild ? Number(this.logList.lastElementChild.dataset.hand) : null;
    for (let i = this.renderedLog; i < log.length; i++) {
      const entry = log[i];
      if (entry.hand !== lastHand) {
        this.logList.append(h("li", { class: "tv-log-hand", dataset: { hand: String(entry.hand) } }, `Hand ${entry.hand}`));
        lastHand = entry.hand;
      }
      this.logList.append(h("li", { dataset: { hand: String(entry.hand) }, class: isCard(entry.action) ? "tv-log-play" : "tv-log-event" }, ...this.logText(entry)));
    }
    this.renderedLog = log.length;
    this.logList.parentElement.scrollTop = this.logList.parentElement.scrollHeight;
  }
}
