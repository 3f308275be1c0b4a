// The table's words (playground/table/table-format.mjs) and the cards' names (playground/table/cards.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";

import { cardName, isCard } from "../../playground/table/cards.mjs";
import { actionLabel, bannerText, count, points, promptText, readable, refusedHead } from "../../playground/table/table-format.mjs";

const names = ["You", "East", "North", "West"];
const logNames = ["South (you)", "East", "North", "West"];

test("the engine's words are shown as sent: nothing is read out of them", () => {
  assert.equal(readable("North deals; you lead the TD"), "North deals; you lead the TD"); // no code read out of text
  assert.equal(readable("seat 2 deals"), "seat 2 deals"); // no renaming of seats in the browser
  assert.equal(readable(null), "");
});

test("a refusal's head is the engine's when it gives one", () => {
  assert.equal(refusedHead("borrow:8H", (a) => a, "You cannot play the eight of hearts."), "You cannot play the eight of hearts. ");
  assert.equal(refusedHead("pass", () => "Pass"), "You cannot do “Pass” now. ");
});

test("cards are named in words: nine of spades", () => {
  assert.equal(isCard("9S"), true);
  assert.equal(isCard("pass"), false);
  assert.match(cardName("9S").toLowerCase(), /nine of spades/);
});

test("an action's words: the engine's label, else the game's description of its kind", () => {
  const v = { action_labels: { pass: "Pass" } };
  assert.equal(actionLabel(v, null, "pass"), "Pass");
  assert.equal(actionLabel(v, { actions: { "discard": "put a card in the discard" } }, "discard:KS"), "put a card in the discard");
  assert.equal(actionLabel(null, null, "odd"), "odd");
});

test("the banner: the prompt on the reader's turn, who plays otherwise, the match's winners", () => {
  const w = { names, logNames, info: null };
  assert.equal(bannerText({ game: "triomphe", legal: ["AS"], phase: "play" }, w), "Your turn: play one of the raised cards.");
  assert.equal(bannerText({ game: "triomphe", legal: [], phase: "play", current_player: 2 }, w), "North to play…");
  assert.equal(bannerText({ is_over: true, winners: [0, 2] }, w), "Match over: You & North win!");
  assert.equal(bannerText({ is_over: true, winners: [1] }, w), "Match over: East wins!");
  assert.equal(promptText({ game: "triomphe", legal: ["pass"], action_labels: { pass: "Pass." } }, w), "Pass.");
  assert.equal(promptText({ game: "triomphe", prompt: "East asks", legal: [] }, w), "East asks"); // the engine names the seat
});

test("totals with a true minus, counts in words", () => {
  assert.equal(points(-59), "\u221259");
  assert.equal(points(3), "3");
  assert.equal(count(1, "trick"), "1 trick");
  assert.equal(count(0, "card"), "0 cards");
});

test("a refusal's head says what the refused action would have done to its card", () => {
  const label = (/** @type {string} */ a) => (a === "garde" ? "Bid a garde" : a);
  assert.equal(refusedHead("KS", label), "You cannot play the king of spades. ");
  assert.equal(refusedHead("discard:KS", label), "You cannot discard the king of spades. ");
  assert.equal(refusedHead("call:QH", label), "You cannot call the queen of hearts. ");
  assert.equal(refusedHead("hide:EX", label), "You cannot keep the Excuse hidden. ");
  assert.equal(refusedHead("borrow:7D", label), "You cannot borrow the seven of diamonds. ");
  assert.equal(refusedHead("garde", label), "You cannot do “Bid a garde” now. ");
});
