// ESLint flat config: https://eslint.org/docs/latest/use/configure/configuration-files
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import globals from "globals";
import { importBoundary } from "./scripts/lint/import-boundary.js";

/** A folder of this project, as the absolute path the import-boundary rule compares. */
const folder = (name) => path.join(import.meta.dirname, name);

export default tseslint.config(
  { ignores: ["dist/", "lib/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  prettier,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers: { rules: { "import-boundary": importBoundary } } },
  },
  {
    // The engine is pure: no DOM, no framework, no package, nothing from outside engine/
    // (docs/layers.md).
    files: ["engine/**/*.ts"],
    languageOptions: { globals: {} },
    rules: { "layers/import-boundary": ["error", { only: [folder("engine")] }] },
  },
  {
    // Widgets use the engine and their packages, never the site or the build scripts.
    files: ["widgets/**/*.{ts,tsx}"],
    rules: {
      "layers/import-boundary": ["error", { never: [folder("site"), folder("scripts")] }],
    },
  },
);
