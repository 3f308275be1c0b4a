// Links and settings (playground/table-link.mjs): a shared link is read, checked and written back.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BOT_LEVELS, MAX_SEED, coerceOptions, defaultSettings, linkProblems, parseSeed, randomSeed, settingsFromUrl, shareUrl, wantedSettings } from "../../playground/table-link.mjs";

const INFO = {
  players: [2, 3, 4],
  default_players: 4,
  options: [
    { name: "form", default: "team", choices: [{ value: "team", label: "Teams" }, { value: "solo", label: "Solo" }] },
    { name: "target", default: 5 },
    { name: "open", default: false, choices: [true, false] },
  ],
};

test("deal numbers are whole numbers 0..2^53, exactly", () => {
  assert.equal(parseSeed("123"), 123);
  assert.equal(parseSeed(" 0 "), 0);
  assert.equal(parseSeed(String(MAX_SEED)), MAX_SEED);
  for (const bad of ["abc", "-3", "1.5", "1e400", "9007199254740993", ""]) assert.equal(parseSeed(bad), null, bad);
  const s = randomSeed();
  assert.ok(Number.isSafeInteger(s) && s >= 0 && s <= MAX_SEED);
});

test("a link's settings are read, with what was wrong said, not replaced silently", () => {
  assert.equal(settingsFromUrl("triomphe", ""), null);
  assert.equal(settingsFromUrl("triomphe", "?game=tarot&seed=1"), null);
  const s = settingsFromUrl("triomphe", "?game=triomphe&players=3&seed=42&bots=novice&form=solo");
  assert.deepEqual({ players: s.players, seed: s.seed, bots: s.bots, options: s.options }, { players: 3, seed: 42, bots: "baseline", options: { form: "solo" } });
  const bad = settingsFromUrl("triomphe", "?players=many&seed=-1");
  assert.deepEqual(bad.problems.map((p) => p.key), ["players", "seed"]);
  const said = linkProblems(bad, { players: 4, seed: 7, options: {} }, INFO.players);
  assert.match(said, /players=many/);
  assert.match(said, /random deal, number 7/);
  assert.equal(linkProblems({ options: {}, players: 3 }, { players: 3, options: {} }, INFO.players), null);
  assert.match(linkProblems({ options: {}, players: 9 }, { players: 4, options: {} }, INFO.players), /not 9/);
  assert.match(linkProblems({ options: {}, bots: "genius" }, { options: {} }, INFO.players), /“genius”/);
});

test("options are coerced to the engine's types; unknown names pass through for the engine to refuse", () => {
  assert.deepEqual(coerceOptions(INFO, { target: "7", open: "true", form: "solo", colour: "red" }), { target: 7, open: true, form: "solo", colour: "red" });
});

test("defaults, then what a link asks for that the game has", () => {
  const d = defaultSettings(INFO, { players: null, options: { target: "3" } }, 11);
  assert.deepEqual(d, { players: 4, seed: 11, bots: BOT_LEVELS[0], options: { form: "team", target: 3, open: false } });
  const w = wantedSettings({ players: 9, seed: 5, bots: "strong", options: { form: "solo" } }, d, INFO);
  assert.deepEqual(w, { players: 4, seed: 5, bots: "strong", options: { form: "solo", target: 3, open: false } });
});

test("the share link round-trips", () => {
  const s = { players: 3, seed: 99, bots: "standard", options: { form: "solo" } };
  const url = shareUrl("triomphe", s, "https://example.org/games/triomphe/play/");
  const back = settingsFromUrl("triomphe", new URL(url).search);
  assert.deepEqual({ players: back.players, seed: back.seed, bots: back.bots, options: back.options }, s);
  assert.ok(!shareUrl("triomphe", { ...s, bots: "baseline" }, "x").includes("bots="));
});
