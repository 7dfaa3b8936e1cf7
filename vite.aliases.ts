import { fileURLToPath } from "node:url";

// React API, Preact runtime. `react` and `react-dom/client` resolve to a thin layer over
// Preact core (widgets/shared/react-on-preact.ts explains why not the whole of
// preact/compat); the rest of react-dom, which only test libraries import, is preact/compat.
const reactOnPreact = fileURLToPath(new URL("widgets/shared/react-on-preact.ts", import.meta.url));

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: reactOnPreact },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: reactOnPreact },
];
