import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** WCAG 2.2 AA, and the levels below it (axe-core tags). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// The minified build: the same rules as axe.js at less than half the bytes to send and parse.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

type Axe = { run(context: Document, options: RunOptions): Promise<AxeResults> };

/**
 * Runs axe-core on the page as it is now (open shadow roots included) and fails with a
 * readable list of any violation. axe goes in through the DevTools protocol, so a page's
 * Content-Security-Policy cannot block it; it goes in once for each document.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: Partial<Axe> }).axe?.run === "function",
  );
  // What evaluate returns is the script's last value: keep it a plain number.
  if (!loaded) await page.evaluate(`${AXE_SOURCE};0`);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: Axe };
    // Only violations are reported, so only they are given selectors: every rule still runs.
    const options: RunOptions = {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    };
    return (await axe.run(document, options)).violations;
  }, WCAG_TAGS);
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n"),
  );
  expect(report, `axe found violations:\n${report.join("\n")}`).toEqual([]);
}

/**
 * Runs axe on the page as it is now in the light scheme and then in the dark (colours are the
 * only difference between them), and leaves the page in the light scheme.
 */
export async function expectNoAxeViolationsInEachScheme(page: Page): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
