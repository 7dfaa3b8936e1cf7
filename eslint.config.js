// ESLint flat config: https://eslint.org/docs/latest/use/configure/configuration-files
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import globals from "globals";
import { importBoundary } from "./scripts/lint/import-boundary.js";

/** A folder of this project, as the absolute path the import-boundary rule compares. */
const folder = (name) => path.join(import.meta.dirname, name);

/**
 * The React names widgets may use: those widgets/shared/platform/react-on-preact.ts gives them on
 * Preact, the runtime the build ships. tests/widgets/shared/platform/react-on-preact.test.ts keeps the
 * two lists the same.
 */
const REACT_ON_PREACT_NAMES = [
  "Component",
  "Fragment",
  "createElement",
  "useEffect",
  "useLayoutEffect",
  "useMemo",
  "useRef",
  "useState",
];

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
    // Widgets are written against React and shipped on Preact core through a thin layer, so
    // they may import from "react" only what that layer provides (types are always fine).
    files: ["widgets/**/*.{ts,tsx}"],
    ignores: ["widgets/shared/platform/react-on-preact.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              allowImportNames: REACT_ON_PREACT_NAMES,
              allowTypeImports: true,
              message:
                "Widgets run on Preact through widgets/shared/platform/react-on-preact.ts, which does not provide this name: add it there (with React's type) and to REACT_ON_PREACT_NAMES in eslint.config.js, or do without. Types are fine in an `import type` line.",
            },
            {
              name: "react-dom",
              allowTypeImports: true,
              message: "Widgets render through r2wc (widgets/shared/platform/define-widget.ts).",
            },
            {
              name: "react-dom/client",
              allowTypeImports: true,
              message: "Widgets render through r2wc (widgets/shared/platform/define-widget.ts).",
            },
          ],
          patterns: [
            {
              group: ["preact", "preact/*"],
              message: 'Widgets are React components: import from "react".',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no DOM, no framework, no package, nothing from outside engine/
    // (docs/layers.md).
    files: ["engine/**/*.ts"],
    languageOptions: { globals: {} },
    rules: { "layers/import-boundary": ["error", { only: [folder("engine")] }] },
  },
  {
    // Widgets use the engine through its face and their packages, never the site or the build
    // scripts (docs/layers.md).
    files: ["widgets/**/*.{ts,tsx}"],
    rules: {
      "layers/import-boundary": [
        "error",
        {
          never: [folder("site"), folder("scripts")],
          faces: [{ folder: folder("engine"), face: folder("engine/index.ts") }],
        },
      ],
    },
  },
);
