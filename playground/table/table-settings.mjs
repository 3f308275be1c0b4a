// The table's Settings form: players, the game's options (the engine's words and help), the
// opponents' level and the deal number. It asks the engine whether a combination is allowed
// (op check) and hands the chosen settings to the table.

import { h, ruleUrl } from "./table-dom.mjs";
import { BOT_LEVELS, MAX_SEED, coerceOptions, gameOptions, optionChoices, parseSeed } from "./table-link.mjs";
import { w, wn } from "../words/words.mjs";

/** The Opponents menu's words, in the order of BOT_LEVELS (a link names the levels in English: table-link.mjs). */
const botLabels = () => [w("settings.botNovice"), w("settings.botStandard"), w("settings.botStrong"), w("settings.botRandom")];

/** @typedef {import("./table-link.mjs").Settings} Settings */

export class SettingsForm {
  /**
   * @param {HTMLDetailsElement} box @param {string} game @param {import("../engine-client/engine-types").GameInfo} info the engine's game_info
   * @param {{check: (s: Settings) => Promise<import("./table-api.mjs").AnswerOf<never>>, deal: (s: Settings) => Promise<string | null>, seed: () => number}} host
   */
  constructor(box, game, info, host) {
    this.box = box;
    this.info = info;
    this.host = host;
    /** @type {(() => void)[]} */
    this.valueHelps = [];
    const uid = `tv${Math.random().toString(36).slice(2, 8)}`;
    /** @type {HTMLElement[]} */
    const fields = [];
    const field = (/** @type {string} */ name, /** @type {string} */ label, /** @type {HTMLSelectElement | HTMLInputElement} */ control, /** @type {HTMLElement | null} */ help = null) => {
      control.id = `${uid}-${name}`;
      control.name = name;
      fields.push(h("div", { class: "tv-field" }, h("label", { for: control.id }, label), control, help));
    };
    const select = (/** @type {unknown[]} */ choices, /** @type {unknown[]} */ labels = choices) =>
      /** @type {HTMLSelectElement} */ (h("select", {}, choices.map((c, i) => h("option", { value: String(c) }, String(labels[i])))));

    // words, never codes: "4 players", the engine's label of every value and its one-line help
    field("players", w("settings.players"), select(info.players, info.players.map((/** @type {number} */ n) => wn("settings.nPlayers", n))));
    for (const opt of gameOptions(info)) {
      const choices = optionChoices(opt);
      const control = /** @type {HTMLSelectElement | HTMLInputElement} */ (
        choices.length
          ? select(choices.map((c) => c.value), choices.map((c) => c.label || String(c.value)))
          : h("input", { type: "number", step: "1", inputmode: "numeric" })
      );
      const help = h("small", { class: "tv-help" });
      const valueHelp = h("span", { class: "tv-value-help" });
      const showValueHelp = () => {
        const c = choices.find((x) => String(x.value) === control.value);
        valueHelp.textContent = c && c.help ? `${c.help} ` : "";
      };
      if (choices.length) control.addEventListener("change", showValueHelp);
      this.valueHelps.push(showValueHelp);
      help.append(valueHelp);
      if (opt.help && !choices.some((c) => c.help)) help.append(`${opt.help} `);
      const d = opt.decision && (typeof opt.decision === "object" ? opt.decision : { id: opt.decision, title: "" });
      if (d) help.append(h("a", { href: ruleUrl(game, d.id) }, d.title ? w("settings.decisionTitled", { id: d.id, title: d.title }) : w("messages.decision", { id: d.id })));
      field(`opt:${opt.name}`, opt.label || opt.name, control, help.childNodes.length ? help : null);
    }
    field("bots", w("settings.opponents"), select(BOT_LEVELS, botLabels()));
    field("seed", w("settings.seed"), /** @type {HTMLInputElement} */ (h("input", { type: "number", min: "0", step: "1", placeholder: w("settings.random") })));
    this.error = h("p", { class: "tv-form-error", role: "alert" });
    this.submit = /** @type {HTMLButtonElement} */ (h("button", { type: "submit", class: "tv-btn tv-btn--primary" }, w("settings.deal")));
    this.form = /** @type {HTMLFormElement} */ (h("form", { class: "tv-form", novalidate: true }, fields, this.error, this.submit));
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.deal();
    });
    this.form.addEventListener("change", () => this.validate());
    box.append(this.form);
  }

  /** @param {string} name */
  control(name) {
    return /** @type {HTMLInputElement | null} */ (this.form.elements.namedItem(name));
  }

  /** @returns {Settings} the form's settings (no seed: null, a random deal) */
  read() {
    /** @type {Record<string, unknown>} */
    const raw = {};
    let players = 0;
    /** @type {number | null} */
    let seed = null;
    let bots = BOT_LEVELS[0];
    for (const [k, value] of new FormData(this.form)) {
      const v = String(value);
      if (k === "players") players = Number(v);
      else if (k === "seed") seed = v.trim() === "" ? null : parseSeed(v) ?? NaN;
      else if (k === "bots") bots = v;
      else if (k.startsWith("opt:")) raw[k.slice(4)] = v;
    }
    return { players, seed, bots, options: coerceOptions(this.info, raw) };
  }

  /** Show the settings of the match being played. @param {Settings} s */
  fill(s) {
    const set = (/** @type {string} */ name, /** @type {string} */ value) => {
      const c = this.control(name);
      if (c) c.value = value;
    };
    set("players", String(s.players));
    set("bots", s.bots || BOT_LEVELS[0]);
    set("seed", s.seed == null ? "" : String(s.seed));
    for (const opt of gameOptions(this.info)) if (opt.name in s.options) set(`opt:${opt.name}`, String(s.options[opt.name]));
    for (const show of this.valueHelps) show();
    this.error.textContent = "";
  }

  /** Ask the engine whether the chosen combination is allowed (it names what is). */
  async validate() {
    const res = await this.host.check(this.read());
    this.error.textContent = res.ok ? "" : w("settings.notAllowed", { why: res.error.message });
    this.submit.disabled = !res.ok;
  }

  async deal() {
    const s = this.read();
    if (Number.isNaN(s.seed)) {
      this.error.textContent = w("settings.notAllowed", { why: w("settings.badSeed", { max: MAX_SEED }) });
      return;
    }
    const err = await this.host.deal({ ...s, seed: s.seed ?? this.host.seed() });
    if (err) this.error.textContent = w("settings.notAllowed", { why: err });
    else this.box.open = false;
  }
}
