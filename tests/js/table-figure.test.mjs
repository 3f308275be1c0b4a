// "Play on from here" links (playground/table/table-figure.mjs) and the guided hand's moments (guided.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";

import { figureFromUrl, figureOptions } from "../../playground/table/table-figure.mjs";

const token = (obj) => Buffer.from(JSON.stringify(obj)).toString("base64url");
const START = { position: { players: 2, options: { regime: "general" }, trump: "H", hand: ["KH", "8S"] } };

test("no figure parameter: nothing asked", () => {
  assert.equal(figureFromUrl("triomphe", "?seed=3"), null);
  assert.equal(figureFromUrl("triomphe", ""), null);
});

test("a figure's token becomes the from_figure request, with its seed", () => {
  const link = figureFromUrl("triomphe", `?figure=${token({ game: "triomphe", start: START, seed: 1 })}`);
  assert.deepEqual(link, { request: { op: "from_figure", game: "triomphe", start: START, seed: 1 } });
  assert.deepEqual(figureOptions(START), { regime: "general" });
});

test("&seed= deals the hidden cards from another seed; a bad one is said", () => {
  const t = token({ game: "triomphe", start: START, seed: 1 });
  assert.equal(figureFromUrl("triomphe", `?figure=${t}&seed=42`).request.seed, 42);
  assert.match(figureFromUrl("triomphe", `?figure=${t}&seed=-1`).problem, /“seed=-1” is not a deal number/);
});

test("odd figure parameters are said in the table's words for a bad link", () => {
  const cases = [
    ["?figure=", /not a worked example's position/],
    ["?figure=%%%", /not the code/],
    ["?figure=AAAA", /does not decode/],
    [`?figure=${token([1, 2])}`, /has no start/],
    [`?figure=${token({ game: "tarot", start: START, seed: 1 })}`, /a position of tarot, not of this game/],
    [`?figure=${token({ game: "triomphe", start: START, seed: 1.5 })}`, /seed is not a deal number/],
  ];
  for (const [search, words] of cases) {
    const link = figureFromUrl("triomphe", search);
    assert.equal(link.request, undefined, search);
    assert.match(link.problem, /^The link is not quite right\. /);
    assert.match(link.problem, words, search);
  }
});
