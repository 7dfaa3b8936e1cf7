// Vitest: three projects. The widget component tests run twice, once on each runtime the
// widgets are written for: "preact", as the build ships them (react aliased to the thin layer
// over Preact core), and "react", on real React 19 with no alias, so a component written in
// Preact's dialect fails there. Everything else (engine, site, scripts, the built files) runs
// once, in "unit".
// https://vitest.dev/guide/projects
import { defineConfig } from "vitest/config";
import { preactTestAliases } from "./vite.aliases.ts";

/** The tests that render widgets in jsdom. */
const COMPONENT_TESTS = [
  "tests/widgets/**/*.test.tsx",
  "tests/widgets/shared/platform/define-widget.test.ts",
];
const COMPONENT_SETUP = ["tests/setup/component-tests.ts"];
// The component tests run each file in a fresh VM context inside a worker that stays up, not
// in a fresh worker: jsdom, React and Preact load once a worker instead of once a file, a
// third less time on two cores. Each file still gets its own page and its own modules.
// https://vitest.dev/config/#vmforks
const COMPONENT_POOL = "vmForks";

export default defineConfig({
  test: {
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup/fetch-files.ts"],
    // The jsdom page sits in widgets/, as the built widgets sit in dist/widgets/: Vitest
    // resolves a module's `new URL("./styles/x.css", import.meta.url)` against the page's
    // address, not the module's, so the element files' stylesheets land on /widgets/styles/,
    // as in the build, and tests/setup/fetch-files.ts answers with their sources
    // (docs/widget-build.md, "Stylesheets").
    environmentOptions: { jsdom: { url: "http://localhost:3000/widgets/" } },
    css: { include: [/.+/] },
    // A guard against a test that hangs, not a speed check (speed is `npm run bench`'s):
    // the property laws and ESLint's start-up take several seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // Vitest leaves one core to its own process by default (CPUs - 1 workers: one worker on
    // the 2-core CI machine), but that process mostly waits on its workers: two workers keep
    // both cores busy. https://vitest.dev/config/#maxworkers
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: [...COMPONENT_TESTS, "tests/e2e/**", "node_modules/**"],
        },
      },
      {
        extends: true,
        // The ES module builds of the testing libraries, which Vite can alias into.
        resolve: { alias: preactTestAliases, mainFields: ["module"] },
        test: {
          name: "preact",
          include: COMPONENT_TESTS,
          pool: COMPONENT_POOL,
          environment: "jsdom",
          setupFiles: COMPONENT_SETUP,
          // Vitest does not alias inside node_modules unless these are inlined.
          server: { deps: { inline: ["@testing-library/react", /@r2wc/] } },
        },
      },
      {
        extends: true,
        test: {
          name: "react",
          include: COMPONENT_TESTS,
          pool: COMPONENT_POOL,
          environment: "jsdom",
          setupFiles: COMPONENT_SETUP,
        },
      },
    ],
  },
});
