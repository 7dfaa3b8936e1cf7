import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { openWidget } from "../support/widget-page.ts";

// Issue 18, point 2: a single-screen calculator's result is where the visitor is looking.
// A wide card puts it beside the fields; a narrow one keeps a summary of it at the bottom of
// the card, which never hides the field in use, until the full result is on screen.

/** Answers the calorie calculator's questions, as a visitor at the top of the form would. */
async function answerCalories(host: Locator) {
  await host.locator("#age").fill("34");
  await host.getByRole("radio", { name: "Female", exact: true }).check({ force: true });
  await host.locator("#height").fill("165");
  await host.locator("#weight").fill("82");
  await host.getByRole("radio", { name: /Lightly Active/ }).check({ force: true });
}

/** The top and bottom of an element on screen. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

async function viewportHeight(page: Page) {
  return page.evaluate(() => window.innerHeight);
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a summary of the result stays at the bottom of the screen while the fields are in view, never over the field in use", async ({
    page,
  }) => {
    await page.goto("/calorie-calculator");
    const host = page.locator("calorie-deficit-calories");
    await answerCalories(host);
    const bar = host.locator(".result-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("You need about 2,090 kcal a day");
    await expect(bar).toHaveAttribute("aria-hidden", "true");

    // Back to the top of the form, then through every field by keyboard.
    await host.locator("#age").focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await host.locator("#age").focus();
    const screenBottom = await viewportHeight(page);
    const stops = await host.locator("form input:not([type=radio]), form button").count();
    let checked = 0;
    for (let i = 0; i < stops + 6; i++) {
      const focused = host.locator(":focus");
      // The summary goes as the full result comes into view, so it may go between two
      // looks: only a summary still on screen is measured.
      const field = (await focused.count()) === 1 ? await focused.boundingBox() : null;
      const summary = (await bar.isVisible()) ? await bar.boundingBox() : null;
      if (field && summary) {
        checked++;
        expect(Math.round(summary.y + summary.height)).toBeLessThanOrEqual(screenBottom);
        expect(field.y + field.height, "the field in use is above the summary").toBeLessThanOrEqual(
          summary.y + 1,
        );
      }
      await page.keyboard.press("Tab");
    }
    expect(checked, "fields checked beside the summary").toBeGreaterThan(3);
  });

  test("its button takes the visitor to the full result, and the summary goes while that is on screen", async ({
    page,
  }) => {
    await page.goto("/calorie-calculator");
    const host = page.locator("calorie-deficit-calories");
    await answerCalories(host);
    await host.locator("#age").focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = host.locator(".result-bar");
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);
    await bar.getByRole("button", { name: "See full result", includeHidden: true }).click();
    const heading = host.getByRole("heading", { name: "Your result" });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test("the summary passes axe in the dark scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const host = await openWidget(page, "calorie-deficit-bmi", {});
    await host.locator("#height").fill("165");
    await host.locator("#weight").fill("82");
    await expect(host.locator(".result-bar")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the result sits beside the fields, in view as the last answer goes in", async ({
    page,
  }) => {
    await page.goto("/bmi-calculator");
    const host = page.locator("calorie-deficit-bmi");
    await host.locator("#height").fill("165");
    await host.locator("#weight").fill("82");
    const heading = host.getByRole("heading", { name: "Your result" });
    await expect(heading).toBeInViewport();
    const form = await edges(host.locator("form"));
    const result = await edges(host.locator(".results"));
    expect(result.left).toBeGreaterThan(form.right);
    expect(result.top).toBeLessThan(form.bottom);
    await expect(host.locator(".result-bar")).toBeHidden();
  });

  test("a widget in a narrow column follows its own width, not the screen's: one column, with the summary", async ({
    page,
  }) => {
    const host = await openWidget(page, "calorie-deficit-bmi", { style: "width: 400px" });
    await host.locator("#height").fill("165");
    await host.locator("#weight").fill("82");
    await expect(host.getByRole("heading", { name: "Your result" })).toBeAttached();
    const form = await edges(host.locator("form"));
    const result = await edges(host.locator(".results"));
    expect(result.top).toBeGreaterThanOrEqual(form.bottom);
    const bar = host.locator(".result-bar");
    expect(await bar.evaluate((el) => getComputedStyle(el).display)).toBe("flex");
  });
});
