// How a table opens: the first deal drawn before the engine is ready, then the match the page
// opens with (a kept game, a worked example's position, a shared position, a link's deal or a new
// deal). Split from table.mjs, which wires the table's parts.

import { openFigure } from "./table-figure.mjs";
import { defaultSettings, linkProblems, optionProblems, positionProblem, positionRefused, randomSeed, wantedSettings } from "./table-link.mjs";
import { logNames, seatNames, withWholeLog } from "./table-state.mjs";
import { w } from "../words/words.mjs";

/** @typedef {import("./table.mjs").Table} Table */
/** @typedef {import("./table-state.mjs").View} View */
/** @typedef {import("./table-link.mjs").Settings} Settings */
/** @typedef {import("./table-store.mjs").SavedMatch} SavedMatch */

/** Draw a first deal before the engine is ready; the engine's own table follows (open). Resolves once it is
 * on screen (main.mjs runs Material's bundle after it). @param {Table} table @param {{settings: Settings, view: View}} first */
export function predrawFirst(table, first) {
  table.settings = first.settings;
  // named as adopt and setView name the engine's table (the hand-over must not rename a seat)
  table.names = seatNames(first.view.players, first.view.human ?? 0);
  table.logNames = logNames(first.view.players, first.view.human ?? 0);
  table.nameSeats(first.view);
  table.dom.statusBox.hidden = true;
  table.dom.layout.hidden = false;
  table.state = withWholeLog(null, first.view);
  // marked until the engine's own table takes over (adopt): the cards are there, Python is not yet
  table.root.dataset.tvEngine = "starting";
  // said once the cards are drawn (saying keeps the notice in view: a layout, cheap by then)
  return table.renderer.schedule(table.state).then(() => {
    if (table.root.dataset.tvEngine === "starting" && table.queued === undefined) {
      table.engineNote(w("open.predrawn"));
    }
  });
}

/**
 * The match this page opens with: the first deal drawn before, the match kept on this page (at
 * the same address), the deal a link asks for, or a new deal.
 * @param {Table} table @param {{settings: Settings} | null} first @param {Settings | null} fromUrl @param {SavedMatch | null} saved
 */
export async function openMatch(table, first, fromUrl, saved) {
  const info = /** @type {import("../engine-client/engine-types").GameInfo} the game's (table.start asked it first) */ (table.info);
  const defaults = defaultSettings(info, table.page, table.page.seed ?? randomSeed());
  const sameAddress = saved && saved.game === table.game && saved.search === location.search;
  // a game kept on this page, not the one this address asks for: until the reader moves in the
  // new deal himself (table.mjs: act) or resumes it, nothing is saved over it (issue 40: the bots'
  // first moves saved a link's deal over it, and "Resume that game" brought back a 2-move game)
  if (saved && !sameAddress) table.keeper.holding = true;
  if (first) {
    // the reader may have opened a record or dealt anew while the engine started: that match stays
    if (table.readerOpening) await table.readerOpening.catch(() => null);
    if (table.api.tableId) return;
    if (await table.newGame(first.settings)) await table.newGame(defaults);
  } else if (sameAddress && (await table.resume(saved))) {
    table.messages.say(w("open.back", { hand: saved.hand ?? 1 }), { label: w("open.newInstead"), run: () => table.newDeal() });
  } else if (table.figure) {
    await openFigure(table, table.figure, defaults);
  } else if (fromUrl && (fromUrl.position || positionProblem(fromUrl))) {
    // a shared position: the engine replays its moves; a damaged one opens nothing, and a game
    // kept on this page comes back untouched
    const bad = positionProblem(fromUrl) || (await table.newGame(wantedSettings(fromUrl, defaults, info), fromUrl.position));
    if (bad) {
      const kept = Boolean(saved) && (await table.resume(/** @type {SavedMatch} */ (saved)));
      if (kept) table.keeper.holding = false;
      if (!kept) await table.newGame(defaults);
      table.messages.say(positionRefused(bad, kept));
      if (kept) return;
    }
  } else if (fromUrl) {
    // what the link asks that the game has; the rest said in words (optionProblems, linkProblems)
    const checked = optionProblems(info, fromUrl.options);
    const wanted = wantedSettings({ ...fromUrl, options: checked.options }, defaults, info);
    const problem = linkProblems(fromUrl, wanted, info.players, checked.said);
    // a link that cannot be honoured never replaces a game kept on this page: that game comes
    // back, as it was left, and the link's deal (as far as it could be read) is one click away
    if (problem && saved && (await table.resume(saved))) {
      table.keeper.holding = false; // the kept game is the one on the table again
      table.messages.say(`${problem} ${w("open.keptBack", { hand: saved.hand ?? 1 })}`, {
        label: w("open.linkInstead"),
        run: () => table.newGame(wanted).then((err) => err && table.messages.say(w("open.refusesDeal", { why: err }))),
      });
      return;
    }
    const err = await table.newGame(wanted);
    if (err && saved && (await table.resume(saved))) {
      table.keeper.holding = false;
      table.messages.say(`${w("open.linkRefused", { why: err })} ${w("open.keptBack", { hand: saved.hand ?? 1 })}`);
      return;
    }
    if (err) {
      await table.newGame(defaults);
      table.messages.say(`${w("open.linkRefused", { why: err })} ${w("open.defaults")}`);
    } else if (problem) table.messages.say(problem);
  } else {
    await table.newGame(defaults);
  }
  // a match kept here, not the one this address asks for: offered, after any notice about the link
  if (saved && !sameAddress) {
    table.messages.say(w("open.keptGame", { hand: saved.hand ?? 1 }), {
      label: w("open.resume"),
      run: async () => {
        table.keeper.holding = false;
        if (!(await table.resume(saved))) table.messages.say(w("open.notRestored"));
      },
    }, { keep: true });
  }
}
