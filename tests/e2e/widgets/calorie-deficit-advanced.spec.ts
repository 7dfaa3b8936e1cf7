import { expect, test, type Locator } from "@playwright/test";
import fixturesJson from "../../../widgets/calorie-deficit-advanced/calorie-deficit-advanced.fixtures.json" with { type: "json" };
import { readFixtures, type Fixture } from "../../widgets/helpers/fixtures.ts";
import { expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { chartFit, collectErrors, openWidget, widgetsInTurn } from "../support/widget-page.ts";

const TAG = "calorie-deficit-advanced";
const fixtures = readFixtures(fixturesJson);
const TABS = ["Overview", "Calories", "Macros", "Timeline", "Supplements", "Insights"];

/** Walks the five steps by keyboard (axe on each, light and dark, when asked) and returns the result. */
async function complete(host: Locator, fixture: Fixture, axe = false) {
  const page = host.page();
  const result = page.evaluate(
    (tag) =>
      new Promise<Record<string, unknown>>((resolve) =>
        document
          .querySelector(tag)
          ?.addEventListener("cdc-result", (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
      ),
    TAG,
  );
  for (let step = 1; step <= 5; step++) {
    await fillVisibleByKeyboard(host, fixture.inputs);
    if (axe) await expectNoAxeViolationsInEachScheme(page);
    await pressPrimary(host);
    if (step < 5) {
      await expect(
        host.getByRole("heading", { name: new RegExp(`Step ${step + 1} of 5`) }),
      ).toBeFocused();
    }
  }
  await expect(host.getByRole("heading", { name: "Your advanced plan" })).toBeFocused();
  return result;
}

// One page for all the fixtures: each starts on a new widget, put in the old one's place.
test("every fixture by keyboard, one after another, gives its figures", async ({ page }) => {
  const errors = collectErrors(page);
  const nextWidget = widgetsInTurn(page, TAG);
  for (const fixture of fixtures) {
    await test.step(fixture.name, async () => {
      const host = await nextWidget(fixture.attributes);
      const result = await complete(host, fixture);
      expect(result).toMatchObject(fixture.expected);
      await expect(host.getByText("Advanced Results Pro")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

const example = fixtures[0] as Fixture;

test("axe finds nothing on any step or tab in the light and the dark scheme", async ({ page }) => {
  test.setTimeout(120_000);
  const host = await openWidget(page, TAG, { "calc-delay": "0", variant: "accurate" });
  await complete(host, { ...example, inputs: { ...example.inputs, bodyFat: "18" } }, true);
  for (const name of TABS) {
    await host.getByRole("tab", { name }).click();
    await expect(host.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolationsInEachScheme(page);
  }
});

test("the tabs follow the arrow keys, Home and End, starting at Overview", async ({ page }) => {
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example);
  const overview = host.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await overview.focus();
  await page.keyboard.press("ArrowRight");
  await expect(host.getByRole("tab", { name: "Calories" })).toBeFocused();
  await expect(host.getByRole("tabpanel")).toContainText("Training days");
  await page.keyboard.press("End");
  await expect(host.getByRole("tab", { name: "Insights" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("ArrowRight");
  await expect(overview).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await expect(overview).toHaveAttribute("aria-selected", "true");
});

test("Analysing your answers... shows for the calc-delay; Back to Calculator keeps every answer", async ({
  page,
}) => {
  const host = await openWidget(page, TAG, { "calc-delay": "800" });
  for (let step = 1; step <= 5; step++) {
    await fillVisibleByKeyboard(host, example.inputs);
    await pressPrimary(host);
  }
  await expect(host.getByText("Analysing your answers...").first()).toBeVisible();
  await expect(host.getByRole("heading", { name: "Your advanced plan" })).toBeVisible();
  await host.getByRole("button", { name: "Back to Calculator" }).click();
  await expect(host.getByRole("heading", { name: "Advanced settings" })).toBeVisible();
  for (let i = 0; i < 4; i++) await host.getByRole("button", { name: "Back", exact: true }).click();
  await expect(host.locator("#targetWeight")).toHaveValue("75");
});

test("Katch-McArdle and Cunningham cannot be chosen without body fat", async ({ page }) => {
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await fillVisibleByKeyboard(host, example.inputs);
  await pressPrimary(host);
  // Outside the formula pages the question waits under More options, Mifflin-St Jeor chosen.
  await expect(host.locator('input[value="mifflin"]')).toBeHidden();
  await host.getByText("More options").click();
  await expect(host.locator('input[value="mifflin"]')).toBeChecked();
  await expect(host.locator('input[value="katch"]')).toBeDisabled();
  await expect(host.locator('input[value="cunningham"]')).toBeDisabled();
  await fillVisibleByKeyboard(host, { bodyFat: "20" });
  await expect(host.locator('input[value="katch"]')).toBeEnabled();
  await expect(host.getByText(/Katch-McArdle is likely to be the most accurate/)).toBeVisible();
});

test("the menstrual cycle is asked only of women, and product links are marked sponsored", async ({
  page,
}) => {
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example).catch(() => undefined);
  await host.getByRole("button", { name: "Back to Calculator" }).click();
  await host.getByRole("button", { name: "Back", exact: true }).click();
  await expect(host.getByRole("heading", { name: "Health factors" })).toBeVisible();
  await expect(host.getByText("Menstrual cycle")).toHaveCount(0);
  await host.getByRole("button", { name: "Back", exact: true }).click();
  // The kit sits in a closed section that says what its links are; opened, they are sponsored.
  const link = host.getByRole("link", { name: /opens in a new tab/ }).first();
  await expect(link).toBeHidden();
  await host.getByText("Kit that can help (affiliate links)").click();
  await expect(link).toHaveAttribute("rel", "sponsored noopener");
});

test("fits a 360 px phone, and a shared link restores the results", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const host = await openWidget(page, TAG, { "calc-delay": "0", units: "imperial" });
  await complete(host, fixtures[3] as Fixture);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await host.getByRole("button", { name: "Share a link" }).click();
  const link = await host.getByLabel("Link to these results").inputValue();
  const restored = await openWidget(page, TAG, { "calc-delay": "0" }, link.split("#")[1] ?? "");
  await expect(restored.getByRole("heading", { name: "Your advanced plan" })).toBeVisible();
  // Weights in pounds on screen (the answers listed for print come first but are hidden).
  await expect(restored.getByText(/\d lb/).filter({ visible: true }).first()).toBeVisible();
});

test("an age out of range gets a plain-English error next to the field", async ({ page }) => {
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await fillVisibleByKeyboard(host, { ...example.inputs, age: "7" });
  await pressPrimary(host);
  await expect(host.locator("#age-error")).toContainText("between 13 and 100");
  await expect(host.locator("#height")).toHaveValue("180");
});

test("an extreme but valid visitor (small, older, training hard) gets a whole report with its chart", async ({
  page,
}) => {
  // A 150 cm woman of 80 at 60 kg (BMI 26.7, so a deficit is planned from 65) who trains 55
  // hours a week: her activity far exceeds what the projection accepts, which once broke the
  // chart while the results were drawn.
  const errors = collectErrors(page);
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  const extreme = {
    age: "80",
    gender: "female",
    height: "150",
    weight: "60",
    targetWeight: "56",
    lossRate: "0.5",
    baseActivity: "1.9",
    cardioHours: "20",
    strengthHours: "15",
    sportsHours: "20",
    dailySteps: "30000",
    sleepHours: "4",
    stressLevel: "10",
    thyroidCondition: "hypo",
    trainingDays: "7",
  };
  for (let step = 1; step <= 5; step++) {
    await fillVisibleByKeyboard(host, extreme);
    await pressPrimary(host);
  }
  await expect(host.getByRole("heading", { name: "Your advanced plan" })).toBeVisible();
  await host.getByRole("tab", { name: "Timeline" }).click();
  await expect(host.getByRole("img", { name: /Projected weight/ })).toBeVisible();
  await expect(host.getByText("Error calculating results")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("at 320 px the Timeline tab's projection chart fills its card, with labels of at least 12 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example);
  await host.getByRole("tab", { name: "Timeline" }).click();
  const chart = host.getByRole("img", { name: /Projected weight/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(host.getByText(/you are likely to weigh between/)).toBeVisible();
  const fit = await chartFit(host);
  expect(fit.chart).toBeGreaterThanOrEqual(fit.card - 1);
  expect(fit.smallestText).toBeGreaterThanOrEqual(12);
  expect(fit.labels).toBeGreaterThanOrEqual(5);
  await expect(host.locator(".chart .target-label")).toContainText("Target");
});

test.describe("on a 360 px phone, tapped", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the last step's button stays where it was tapped, with the calculating words beside it", async ({
    page,
  }) => {
    const host = await openWidget(page, TAG, { "calc-delay": "3000" });
    const inputs = { ...example.inputs, targetWeight: "75" };
    for (let step = 1; step < 5; step++) {
      await fillVisibleByKeyboard(host, inputs);
      await host.locator("button[type=submit]").tap();
      await expect(host.getByRole("heading", { name: `Step ${step + 1} of 5` })).toBeFocused();
    }
    const button = host.locator("button[type=submit]");
    await button.scrollIntoViewIfNeeded();
    const before = await button.boundingBox();
    await button.tap();
    const busy = host.locator(".loading");
    await expect(busy).toContainText("Analysing your answers...");
    const after = await button.boundingBox();
    expect(
      Math.abs((after?.y ?? 0) - (before?.y ?? 0)),
      "the button did not move",
    ).toBeLessThanOrEqual(3);
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(3);
    await expect(host.getByRole("button", { name: "Analysing your answers..." })).toBeInViewport();
    await expect(busy).toBeInViewport();
    // Then the plan, its heading focused.
    await expect(host.getByRole("heading", { name: "Your advanced plan" })).toBeFocused({
      timeout: 10_000,
    });
  });
});
