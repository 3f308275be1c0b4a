// The linter of the site's JavaScript (make check): eslint's recommended rules, browser globals.
// The same files as the type check (tsconfig.json).
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    files: [
      "playground/table*.mjs",
      "playground/panel*.mjs",
      "playground/cards.mjs",
      "playground/main.mjs",
      "playground/engine.mjs",
      "playground/theme-a11y.mjs",
      "tests/js/*.mjs",
    ],
    ...js.configs.recommended,
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser, ...globals.node } },
    rules: { ...js.configs.recommended.rules, "no-unused-vars": ["error", { argsIgnorePattern: "^_" }], "prefer-const": "error", eqeqeq: ["error", "smart"] },
  },
];
