import { expect, test } from "@playwright/test";
import fixturesJson from "../../../widgets/calorie-deficit-macros/calorie-deficit-macros.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { fillVisibleByKeyboard } from "../support/keyboard.ts";
import { standaloneSpecs } from "../support/standalone.ts";
import { collectErrors, openWidget } from "../support/widget-page.ts";

const TAG = "calorie-deficit-macros";

standaloneSpecs(TAG, readFixtures(fixturesJson));

test.describe(`${TAG}: every state`, () => {
  test("typed, worked out and out of range, axe-clean in the light and the dark scheme", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const host = await openWidget(page, TAG);
    await expectNoAxeViolationsInEachScheme(page);

    // Typed calories, with a bar that says in words what it shows.
    await fillVisibleByKeyboard(host, { calories: "2000", bodyWeight: "70" });
    await expect(host.getByRole("img", { name: /^Share of calories/ })).toHaveAccessibleName(
      "Share of calories: protein 17%, carbohydrates 53%, fat 30%",
    );
    await expect(host.getByRole("table", { name: "Your daily macronutrients" })).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page);

    // Worked out from a very large, very active person: above what the calculator splits.
    await fillVisibleByKeyboard(host, { source: "needs" });
    await fillVisibleByKeyboard(host, {
      age: "18",
      sex: "male",
      height: "220",
      weight: "250",
      activity: "1.9",
    });
    await expect(host.locator("#source-error")).toContainText("more than the 6,000 kcal");
    await expect(host.getByRole("heading", { name: "Your result" })).toHaveCount(0);
    await expectNoAxeViolationsInEachScheme(page);

    // Back to the typed figure: it was kept.
    await fillVisibleByKeyboard(host, { source: "typed" });
    await expect(host.getByLabel("Calories a day")).toHaveValue("2000");
    await expect(host.getByRole("heading", { name: "Your result" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("works calories out in stones and feet, and checks protein against that weight", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const host = await openWidget(page, TAG, { units: "imperial" });
    await fillVisibleByKeyboard(host, { source: "needs" });
    await fillVisibleByKeyboard(host, {
      age: "30",
      sex: "male",
      heightFt: "5",
      heightIn: "11",
      weightSt: "12",
      weightLb: "8",
      activity: "1.55",
      goal: "muscle-gain",
    });
    await expect(host.locator("[part=headline]")).toHaveText(
      "3,035 kcal a day: your target to gain 0.6 lb a week (maintenance 2,760 kcal)",
    );
    await expect(host.locator(".panel")).toContainText("1.6 g of protein for each kg");
    const fits = await host.locator("table[part=macros]").evaluate((el) => {
      const card = el.closest(".card") as HTMLElement;
      return el.getBoundingClientRect().right <= card.getBoundingClientRect().right;
    });
    expect(fits).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("announces the grams politely", async ({ page }) => {
    const host = await openWidget(page, TAG);
    await fillVisibleByKeyboard(host, { calories: "1800", goal: "keto", bodyWeight: "70" });
    await expect(host.locator(".visually-hidden[aria-live=polite]")).toHaveText(
      "84 g protein, 23 g carbohydrates and 152 g fat a day.",
    );
  });
});
