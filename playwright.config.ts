import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run in Debian's Chromium against the built site in dist/ (`npm run build`
// first; `npm test` does). scripts/ensure-chromium.js finds or installs the browser.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (path) => path && existsSync(path),
);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    // The wizards scroll smoothly to each new step, unless the visitor asks for reduced motion.
    // A test clicks where a control was when it measured it; mid-scroll, the control has moved
    // on (a radio clicked just after Next stayed unchecked). Tests ask for reduced motion, so
    // each scroll is instant. https://playwright.dev/docs/api/class-testoptions#test-options-reduced-motion
    reducedMotion: "reduce",
    launchOptions: { executablePath: CHROMIUM },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.js --port ${PORT}`,
    url: `http://localhost:${PORT}/widgets/embed.js`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
