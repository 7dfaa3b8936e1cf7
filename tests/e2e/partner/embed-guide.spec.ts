import { expect, test } from "@playwright/test";
import { expectNoAxeViolationsInEachScheme } from "../support/axe.ts";

// The /embed guide: its live examples resize to fit, and each snippet has a copy button.

test("a live example on /embed grows to fit its calculator", async ({ page }) => {
  await page.goto("/embed");
  const example = page.locator("details.live-example").filter({ hasText: "calorie-deficit-bmi" });
  await example.locator("summary").click();
  const frame = example.locator("iframe");
  await expect(frame.contentFrame().locator("calorie-deficit-bmi .card")).toBeVisible();
  await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).not.toBe(760);
});

test("every snippet on /embed has a copy button that copies it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/embed");
  const snippets = page.locator(".prose pre");
  const buttons = page.getByRole("button", { name: "Copy code" });
  await expect(buttons).toHaveCount(await snippets.count());
  await buttons.first().click();
  await expect(page.locator(".copy-status").first()).toHaveText("Copied.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(
    '<script src="https://www.caloriedeficitcalculator.co.uk/widgets/embed.js"',
  );
});

test("/embed with its copy buttons passes axe (light and dark)", async ({ page }) => {
  await page.goto("/embed");
  await expect(page.getByRole("button", { name: "Copy code" }).first()).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});
