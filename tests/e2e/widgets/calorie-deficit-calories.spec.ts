import { expect, test, type Locator } from "@playwright/test";
import fixturesJson from "../../../widgets/calorie-deficit-calories/calorie-deficit-calories.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { fillVisibleByKeyboard } from "../support/keyboard.ts";
import { standaloneSpecs } from "../support/standalone.ts";
import { collectErrors, openWidget } from "../support/widget-page.ts";

const TAG = "calorie-deficit-calories";

standaloneSpecs(TAG, readFixtures(fixturesJson));

const SMALL_WOMAN = { age: "30", sex: "female", height: "150", weight: "50", activity: "1.2" };

/** The maintenance figure in the headline, as a number. */
async function maintenance(host: Locator): Promise<number> {
  const text = await host.locator("[part=headline] .value").textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test.describe(`${TAG}: every state`, () => {
  test("empty, with errors and with floored targets, axe-clean in the light and the dark scheme", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const host = await openWidget(page, TAG);
    await expect(host.getByText("Your result appears here")).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page);

    // Nothing filled in: every question says what it needs, all listed at once in a summary
    // that takes focus, each a link to its field.
    await host.getByRole("button", { name: "Show my result" }).focus();
    await page.keyboard.press("Enter");
    await expect(host.locator("#age-error")).toContainText("Enter your age");
    await expect(host.locator("#activity-error")).toContainText("Choose how active you are");
    const summary = host.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Enter your age.",
      "Choose male or female.",
      "Enter your height.",
      "Enter your weight.",
      "Choose how active you are.",
    ]);
    await summary.getByRole("link", { name: "Enter your age." }).click();
    await expect(host.getByLabel("Age")).toBeFocused();
    await expectNoAxeViolationsInEachScheme(page);

    await fillVisibleByKeyboard(host, SMALL_WOMAN);
    // 0.25 and 0.5 kg a week (1% of her 50 kg), both kept at 1,200 kcal.
    await expect(host.locator("tr.floored")).toHaveCount(2);
    await expect(host.locator("tr.floored").first()).toContainText("Kept at the minimum");
    await expect(host.locator("#age-error")).toBeHidden();
    await expectNoAxeViolationsInEachScheme(page);
    expect(errors).toEqual([]);
  });

  test("announces the result politely, with no delay", async ({ page }) => {
    const host = await openWidget(page, TAG);
    await fillVisibleByKeyboard(host, SMALL_WOMAN);
    await expect(host.locator(".visually-hidden[aria-live=polite]")).toHaveText(
      "You need about 1,352 kcal a day to keep your weight steady.",
    );
  });

  test("switches to stones and feet by keyboard, keeping the answers and the result", async ({
    page,
  }) => {
    const host = await openWidget(page, TAG);
    await fillVisibleByKeyboard(host, {
      age: "30",
      sex: "male",
      height: "180",
      weight: "80",
      activity: "1.55",
    });
    await expect(host.locator("[part=headline]")).toContainText("2,759 kcal");
    await host.getByRole("radio", { name: "kg and cm" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(host.getByRole("radio", { name: "st, lb, ft and in" })).toBeChecked();
    await expect(host.getByLabel("Height: feet")).toHaveValue("5");
    await expect(host.getByLabel("Weight: stones")).toHaveValue("12");
    expect(Math.abs((await maintenance(host)) - 2759)).toBeLessThanOrEqual(1);
    await expect(host.locator("table[part=targets] tbody th").first()).toContainText(
      "Lose 0.6\u00a0lb (0.25\u00a0kg)",
    );
    await expectNoAxeViolations(page);
  });

  test("fits a 360 px phone: no column of the targets table is cut off", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: "dark" });
    const host = await openWidget(page, TAG, { units: "imperial" });
    await fillVisibleByKeyboard(host, {
      age: "70",
      sex: "female",
      heightFt: "5",
      heightIn: "1",
      weightSt: "7",
      weightLb: "12",
      activity: "1.2",
    });
    const table = host.locator("table[part=targets]");
    await expect(table).toBeVisible();
    const fits = await table.evaluate((el) => {
      const card = el.closest(".card") as HTMLElement;
      return el.getBoundingClientRect().right <= card.getBoundingClientRect().right;
    });
    expect(fits).toBe(true);
    await expect(host.getByText("we cannot give you a target to lose weight")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
