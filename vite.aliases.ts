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
 * JSX as the widgets build compiles it: each element a call of Preact's `h`, as
 * `React.createElement` was before React 17 (the "classic" transform), with `h` and `Fragment`
 * imported into every module under names no module uses. Preact's automatic runtime would be a
 * second element function beside the `h` that r2wc calls, in the runtime every page loads, and
 * would pass each element's children as a `children` prop: together 0.2 KB gzip on every page
 * at first paint and 0.3 KB on the advanced pages once results show (docs/widget-build.md).
 * The sources are unchanged: they are type-checked, and their component tests run, with the
 * automatic runtime (tsconfig.json); both give Preact the same vnodes.
 */
export const preactJsx = {
  jsx: { runtime: "classic", pragma: "jsxElement", pragmaFrag: "JsxFragment" },
  jsxInject: `import { h as jsxElement, Fragment as JsxFragment } from "preact"`,
} as const;

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
