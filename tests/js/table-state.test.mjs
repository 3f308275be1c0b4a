// The table's state (playground/table/table-state.mjs): pure functions of the engine's view.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  botsToMove, cardAction, forcedMove, handJustEnded, inProgress, isHumanTurn, logNames, seatNames, seatPosition, withWholeLog,
} from "../../playground/table/table-state.mjs";

test("seats are named from the reader's chair, the log's names are compass points", () => {
  assert.deepEqual(seatNames(4, 0), ["You", "East", "North", "West"]);
  assert.deepEqual(seatNames(4, 2), ["North", "West", "You", "East"]);
  assert.deepEqual(seatNames(2, 1), ["North", "You"]);
  assert.deepEqual(seatNames(5, 0), ["You", "Seat 2", "Seat 3", "Seat 4", "Seat 5"]);
  assert.deepEqual(logNames(3, 0), ["South (you)", "East", "West"]);
  assert.deepEqual(logNames(5, 1), ["Seat 1", "Seat 2 (you)", "Seat 3", "Seat 4", "Seat 5"]);
});

test("the reader sits at the bottom of the felt, the seat across at the top", () => {
  const you = seatPosition(0, 4, 0);
  const across = seatPosition(2, 4, 0);
  assert.ok(Math.abs(you.x - 50) < 1e-9 && you.y > 50);
  assert.ok(Math.abs(across.x - 50) < 1e-9 && across.y < 50);
});

test("the log is kept whole: an answer carries the entries from log_start on", () => {
  const a = { log: [{ n: 1 }, { n: 2 }], log_start: 0 };
  const b = withWholeLog(a, { log: [{ n: 3 }], log_start: 2 });
  assert.deepEqual(b.log.map((e) => e.n), [1, 2, 3]);
  // after an undo the engine cuts back: the entries from log_start are replaced
  const c = withWholeLog(b, { log: [{ n: 9 }], log_start: 1 });
  assert.deepEqual(c.log.map((e) => e.n), [1, 9]);
  // a new table's view is whole
  assert.deepEqual(withWholeLog(c, { log: [{ n: 5 }], log_start: 0 }).log.map((e) => e.n), [5]);
  assert.equal(b === a, false, "the view given is not changed");
});

test("the hand results are kept whole: an answer carries those from results_start on", () => {
  const a = { log: [], log_start: 0, hand_results: [{ hand: 1 }], results_start: 0 };
  const b = withWholeLog(a, { log: [], log_start: 0, hand_results: [], results_start: 1 });
  assert.deepEqual(b.hand_results.map((r) => r.hand), [1]);
  const c = withWholeLog(b, { log: [], log_start: 0, hand_results: [{ hand: 2 }], results_start: 1 });
  assert.deepEqual(c.hand_results.map((r) => r.hand), [1, 2]);
  // after an undo into the last hand the results are cut back
  assert.deepEqual(withWholeLog(c, { log: [], log_start: 0, hand_results: [], results_start: 1 }).hand_results.map((r) => r.hand), [1]);
});

test("whose turn: the reader's (legal actions), the bots', or no one's", () => {
  const bots = { legal: [], current_player: 1, humans: [0], is_over: false };
  assert.equal(isHumanTurn(bots), false);
  assert.equal(botsToMove(bots), true);
  assert.equal(botsToMove({ ...bots, is_over: true }), false);
  assert.equal(isHumanTurn({ legal: ["AS"] }), true);
  assert.equal(isHumanTurn(null), false);
});

test("a forced move is played for the reader only when asked, and never a deal", () => {
  assert.equal(forcedMove({ legal: ["AS"], is_over: false }, true), "AS");
  assert.equal(forcedMove({ legal: ["AS"], is_over: false }, false), null);
  assert.equal(forcedMove({ legal: ["deal"], is_over: false }, true), null);
  assert.equal(forcedMove({ legal: ["AS", "KS"], is_over: false }, true), null);
});

test("a card of the hand is marked by the legal action the engine says it stands for (card_actions)", () => {
  const discard = { legal: ["discard:7H", "discard:8C"], card_actions: { "7H": "discard:7H", "8C": "discard:8C" } };
  assert.equal(cardAction(discard, "7H"), "discard:7H");
  assert.equal(cardAction(discard, "KS"), null);
  const play = { legal: ["7H", "meld:marriage:KHQH"], card_actions: { "7H": "7H" } };
  assert.equal(cardAction(play, "7H"), "7H");
  assert.equal(cardAction(play, "KH"), null); // a meld's card is not a click's action
  assert.equal(cardAction({ legal: ["pass", "petite"], card_actions: {} }, "KS"), null);
  assert.equal(cardAction({ legal: ["7H"] }, "7H"), null); // no word from the engine: nothing is read from the notation
});

test("a match is in progress once the reader acted; a hand's end is seen once", () => {
  assert.equal(inProgress({ hand_number: 1, human: 0, log: [{ seat: 1, action: "AS" }], is_over: false }), false);
  assert.equal(inProgress({ hand_number: 1, human: 0, log: [{ seat: 0, action: "AS" }], is_over: false }), true);
  assert.equal(inProgress({ hand_number: 3, log: [], is_over: true }), false);
  const play = { phase: "play", hand_number: 1, is_over: false };
  const over = { phase: "hand-over", hand_number: 1, is_over: false };
  assert.equal(handJustEnded(play, over), true);
  assert.equal(handJustEnded(over, over), false);
  assert.equal(handJustEnded(over, { ...over, hand_number: 2 }), true);
});
