import { fileURLToPath } from "node:url";

// React API, Preact runtime. `react` and `react-dom/client` resolve to a thin layer over
// Preact core (widgets/shared/platform/react-on-preact.ts explains why not the whole of preact/compat).
const reactOnPreact = fileURLToPath(
  new URL("widgets/shared/platform/react-on-preact.ts", import.meta.url),
);

/** The widgets build: the widgets import `react`, r2wc imports `react` and `react-dom/client`. */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: reactOnPreact },
  { find: /^react$/, replacement: reactOnPreact },
];

/**
 * The Preact run of the component tests (vitest.config.ts) also needs the JSX development
 * runtime, which Vitest compiles the components against, and what @testing-library/react
 * imports besides: its `act` comes from react-dom/test-utils, as the thin layer has none. With
 * these, that run loads no React at all.
 */
export const preactTestAliases = [
  ...preactAliases,
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
];
