// The bot loop: the computer players move one at a time, at reading pace, until the reader must
// act (or the hand ends: the table pauses on its result until "Next hand"). One engine round trip
// per bot move; the loop is a promise (undo and a new deal await it, never poll it).

import { botsToMove, forcedMove } from "./table-state.mjs";
import { w } from "../words/words.mjs";

/** The pause before a bot's move, in ms (the tests set window.TAPISVERT_BOT_DELAY = 0). */
function botDelay() {
  const v = Number(window.TAPISVERT_BOT_DELAY);
  return Number.isFinite(v) && v >= 0 ? v : 550;
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @typedef {import("./table-api.mjs").AnswerOf<"view">} ViewAnswer a move's answer: the view after it */
/**
 * @typedef {{
 *   view: () => import("./table-state.mjs").View | null,
 *   autoForced: () => boolean,
 *   alive: (generation: number) => boolean,
 *   generation: () => number,
 *   play: (action: string) => Promise<ViewAnswer>,
 *   bot: () => Promise<ViewAnswer>,
 *   take: (answer: Extract<ViewAnswer, {ok: true}>) => void,
 *   say: (text: string) => void,
 *   lost: (err: unknown) => void,
 * }} BotHost
 */

export class BotLoop {
  /** @param {BotHost} host */
  constructor(host) {
    this.host = host;
    /** @type {Promise<void> | null} the loop while it runs */
    this.running = null;
    /** true while the table waits on a hand's result for "Next hand" */
    this.paused = false;
  }

  /** Run the loop (or join the one running). @param {boolean} [force] deal the next hand too */
  run(force = false) {
    if (!this.running) this.running = this.loop(force).finally(() => (this.running = null));
    return this.running;
  }

  /** Resolves once no loop runs (after an undo or a new deal has changed the generation). */
  settled() {
    return this.running || Promise.resolve();
  }

  /** @param {boolean} force */
  async loop(force) {
    const host = this.host;
    const gen = host.generation();
    try {
      for (;;) {
        const v = host.view();
        const forced = forcedMove(v, host.autoForced());
        if (!v || !(botsToMove(v) || forced) || !host.alive(gen)) return;
        if (v.phase === "hand-over" && !force) {
          this.paused = true; // let the reader read the hand's result before the next deal
          return;
        }
        force = false;
        this.paused = false;
        await sleep(botDelay());
        if (!host.alive(gen)) return;
        const res = forced ? await host.play(forced) : await host.bot();
        if (!host.alive(gen)) return;
        if (!res.ok) {
          host.say(forced ? w("bots.forcedRefused", { move: forced, why: res.error.message }) : w("bots.failed", { why: res.error.message }));
          return;
        }
        host.take(res);
        // pause on a completed trick so it can be seen, but not before the hand's end (Next hand at once)
        if (res.view.trick.length === 0 && v.trick.length > 0 && res.view.phase !== "hand-over") await sleep(botDelay() * 1.6);
      }
    } catch (err) {
      host.lost(err);
    }
  }
}
