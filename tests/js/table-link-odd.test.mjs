// Odd link parameters (issue 40, item 4): each is said in a reader's words, none is ignored
// without a word, and none reaches the engine to come back as an engine id (regime='nonsense').
import { test } from "node:test";
import assert from "node:assert/strict";

import { linkProblems, optionProblems, settingsFromUrl, wantedSettings, defaultSettings } from "../../playground/table/table-link.mjs";

const INFO = {
  players: [2, 3, 4],
  default_players: 4,
  options: [
    { name: "form", label: "Form of the game", default: "team", kind: "text", choices: [{ value: "team", label: "Teams" }, { value: "solo", label: "Solo" }] },
    { name: "target", label: "Points for game", default: 5, kind: "number", minimum: 1, maximum: 99 },
    { name: "open", label: "Open hands", default: false, kind: "boolean", choices: [true, false] },
  ],
};

test("a link with only an option or only bots is read (it was ignored without a word)", () => {
  assert.deepEqual(settingsFromUrl("triomphe", "?form=nonsense").options, { form: "nonsense" });
  assert.equal(settingsFromUrl("triomphe", "?bots=genius").bots, "genius");
  assert.equal(settingsFromUrl("triomphe", "?h=trump"), null); // the search's highlight is not the table's
  assert.equal(settingsFromUrl("triomphe", "?game=tarot&form=x"), null);
});

test("each odd parameter gets a sentence; bad options are left at their defaults", () => {
  const checked = optionProblems(INFO, { form: "nonsense", colour: "red", target: "500", open: "true" });
  assert.deepEqual(checked.options, { open: "true" });
  assert.equal(checked.said.length, 3);
  assert.match(checked.said.join(" "), /“form=nonsense” is not a choice for “Form of the game” \(the choices: Teams \(team\), Solo \(solo\)\): it is left at Teams\./);
  assert.match(checked.said.join(" "), /This game has no setting “colour”/);
  assert.match(checked.said.join(" "), /“target=500” is not a value for “Points for game” \(a whole number from 1 to 99\)/);
  for (const s of checked.said) assert.doesNotMatch(s, /='|is not allowed|unknown option/);
  const fromUrl = settingsFromUrl("triomphe", "?form=nonsense&bots=genius&players=9");
  const wanted = wantedSettings({ ...fromUrl, options: optionProblems(INFO, fromUrl.options).options }, defaultSettings(INFO, { players: null, options: {} }, 3), INFO);
  assert.equal(wanted.options.form, "team");
  const said = linkProblems(fromUrl, wanted, INFO.players, optionProblems(INFO, fromUrl.options).said);
  assert.match(said, /not 9/);
  assert.match(said, /“form=nonsense”/);
  assert.match(said, /“genius”/); // the bots are said with the rest, not only when nothing else was wrong
});
