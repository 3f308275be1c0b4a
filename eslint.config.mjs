// The linter of the site's JavaScript (make check): eslint's recommended rules. Every file under
// playground/ (the same files as the type check, tsconfig.json and tsconfig.node.json), the JS
// tests and this file; no vendored file lives in playground/. Globals by where the code runs:
// the page, the workers (worker.mjs, snapshot-worker.mjs), Node (playground/node/, tests/js/).
import js from "@eslint/js";
import globals from "globals";

const rules = {
  ...js.configs.recommended.rules,
  "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
  "prefer-const": "error",
  eqeqeq: ["error", "smart"],
};

export default [
  {
    files: ["playground/**/*.mjs", "tests/js/*.mjs", "eslint.config.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
    rules,
  },
  {
    // the classic scripts Material's pages include (overrides/partials): no modules
    files: ["playground/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.browser } },
    rules,
  },
  {
    files: ["playground/engine-client/worker.mjs", "playground/engine-client/snapshot-worker.mjs"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ["playground/node/*.mjs", "tests/js/*.mjs", "eslint.config.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
];
