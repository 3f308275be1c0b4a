// Links and settings (playground/table/table-link.mjs): a shared link is read, checked and written back.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BOT_LEVELS, MAX_SEED, coerceOptions, defaultSettings, linkCheck, linkProblems, packChoices, parseSeed, positionProblem, positionRefused, randomSeed, readPosition, settingsFromUrl, shareUrl, unpackChoices, wantedSettings, writePosition } from "../../playground/table/table-link.mjs";

const INFO = {
  players: [2, 3, 4],
  default_players: 4,
  options: [
    { name: "form", default: "team", kind: "text", choices: [{ value: "team", label: "Teams" }, { value: "solo", label: "Solo" }] },
    { name: "target", default: 5, kind: "number" },
    { name: "open", default: false, kind: "boolean", choices: [true, false] },
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

test("choices pack as base64url varints: one character below 32, and back", () => {
  assert.equal(packChoices([]), "");
  assert.equal(packChoices([0, 1, 31]), "AB f".replace(" ", ""));
  assert.equal(packChoices([32]).length, 2);
  for (const list of [[0], [5, 31, 32, 33, 1023, 1024, 70000], Array.from({ length: 300 }, (_, i) => (i * 7) % 40)]) {
    assert.deepEqual(unpackChoices(packChoices(list)), list);
  }
  assert.equal(unpackChoices("g"), null); // a number cut in the middle
  assert.equal(unpackChoices("A*"), null); // not base64url
  assert.throws(() => packChoices([-1]));
});

test("a position link opens the same moves, and any change to it is caught by its check", () => {
  const s = { players: 4, seed: 1234567, bots: "baseline", options: { form: "team" } };
  const position = { count: 57, choices: [3, 0, 12, 7, 1, 40, 2] };
  const url = shareUrl("tarot", s, "https://example.org/games/tarot/play/", position);
  const back = settingsFromUrl("tarot", new URL(url).search);
  assert.deepEqual(back.position, position);
  assert.deepEqual(back.problems, []);
  assert.ok(url.length < 110, url); // short: the deal's settings and about a character a choice
  const at = new URL(url).searchParams.get("at");
  assert.match(at, /^57\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{4}$/);
  // every one-character change of the position, and a change of the deal it belongs to, is refused
  const params = new URL(url).searchParams;
  for (let i = 0; i < at.length; i++) {
    for (const ch of ["A", "z", "5", "_"]) {
      if (at[i] === ch || at[i] === ".") continue;
      const bad = at.slice(0, i) + ch + at.slice(i + 1);
      assert.ok("problem" in readPosition(bad, params), bad);
    }
  }
  const other = new URLSearchParams(params);
  other.set("seed", "1234568");
  assert.match(readPosition(at, other).problem, /check does not match/);
  assert.match(readPosition(at.slice(0, -1), params).problem, /not of the form/);
  assert.match(readPosition(`${at}x`, params).problem, /not of the form/);
});

test("a damaged position is a problem the table words; a deal link without one has none", () => {
  const tampered = settingsFromUrl("tarot", "?game=tarot&players=4&seed=9&at=5.AAB.AAAA");
  assert.equal(tampered.position, undefined);
  assert.match(positionProblem(tampered), /check does not match/);
  assert.equal(linkProblems(tampered, { players: 4, seed: 9, options: {} }, [3, 4, 5]), null);
  assert.match(positionRefused(positionProblem(tampered), true), /could not be opened \(its check does not match.*\)\. Your game in progress is back/);
  assert.match(positionRefused("move 3 of 5 is choice 9, but there are only 2 then.", false), /\(move 3 of 5 .* then\)\. A new deal/);
  assert.equal(positionProblem(settingsFromUrl("tarot", "?seed=9")), null);
  assert.ok(!shareUrl("tarot", { players: 4, seed: 9, options: {} }, "x", { count: 0, choices: [] }).includes("at="));
  // the check covers the other parameters whatever their order
  const p1 = new URLSearchParams("game=tarot&seed=9&players=4");
  const p2 = new URLSearchParams("players=4&game=tarot&seed=9");
  assert.equal(writePosition({ count: 3, choices: [1] }, p1), writePosition({ count: 3, choices: [1] }, p2));
  assert.equal(linkCheck("").length, 4);
});

test("options at the page's default are left out of a link, which still opens the same deal", () => {
  const defaults = defaultSettings(INFO, { players: null, options: {} }, 1).options;
  const s = { players: 3, seed: 99, bots: "baseline", options: { ...defaults, target: 7 } };
  const url = shareUrl("triomphe", s, "https://example.org/p/", null, defaults);
  assert.ok(!url.includes("form=") && !url.includes("open=") && url.includes("target=7"), url);
  const back = wantedSettings(settingsFromUrl("triomphe", new URL(url).search), defaultSettings(INFO, { players: null, options: {} }, 5), INFO);
  assert.deepEqual(back.options, s.options);
});
