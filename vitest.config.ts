// Vitest: engine unit tests (node) and widget component tests (jsdom).
// https://vitest.dev/config/
import { defineConfig } from "vitest/config";
import { preactAliases } from "./vite.aliases.ts";

export default defineConfig({
  resolve: { alias: preactAliases },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup/fetch-files.ts"],
    // The jsdom page sits in widgets/, beside the element files: Vitest resolves a module's
    // `new URL("./styles/x.css", import.meta.url)` against the page's address, not the
    // module's, so this puts the element files' stylesheets on widgets/styles/, where a
    // browser would find them (docs/widget-build.md, "Stylesheets").
    environmentOptions: { jsdom: { url: "http://localhost:3000/widgets/" } },
    // Vitest does not alias inside node_modules unless these are inlined.
    server: { deps: { inline: ["@testing-library/react", /@r2wc/] } },
    css: { include: [/.+/] },
  },
});
