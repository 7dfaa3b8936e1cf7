import { expect, test, type Locator } from "@playwright/test";
import fixturesJson from "../../../widgets/calorie-deficit-basic/calorie-deficit-basic.fixtures.json" with { type: "json" };
import { readFixtures, type Fixture } from "../../widgets/helpers/fixtures.ts";
import { expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { chartFit, collectErrors, openWidget, widgetsInTurn } from "../support/widget-page.ts";

const TAG = "calorie-deficit-basic";
const fixtures = readFixtures(fixturesJson);

/**
 * Walks the wizard by keyboard, checking axe on each step (light and dark) when asked, up to pressing the
 * final button. The result event's detail arrives later, in `result`.
 */
async function walk(host: Locator, fixture: Fixture, axe = false) {
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
  const total = Number(await host.getByRole("progressbar").getAttribute("aria-valuemax"));
  for (let step = 1; step <= total; step++) {
    await fillVisibleByKeyboard(host, fixture.inputs);
    if (axe) await expectNoAxeViolationsInEachScheme(page);
    await pressPrimary(host);
    if (step < total) {
      await expect(
        host.getByRole("heading", { name: new RegExp(`Step ${step + 1} of ${total}`) }),
      ).toBeFocused();
    }
  }
  return { result };
}

async function complete(host: Locator, fixture: Fixture, axe = false) {
  return (await walk(host, fixture, axe)).result;
}

// One page for all the fixtures: each starts on a new widget, put in the old one's place.
test("every fixture by keyboard, one after another, gives its figures", async ({ page }) => {
  const errors = collectErrors(page);
  const nextWidget = widgetsInTurn(page, TAG);
  for (const fixture of fixtures) {
    await test.step(fixture.name, async () => {
      const host = await nextWidget(fixture.attributes);
      const result = await complete(host, fixture);
      for (const [key, value] of Object.entries(fixture.expected)) {
        expect(result[key], key).toEqual(value);
      }
      await expect(host.getByRole("heading", { level: 2 }).first()).toBeFocused();
      expect(errors).toEqual([]);
    });
  }
});

const example = fixtures[0] as Fixture;

test("every step and the results pass axe in the light and the dark scheme", async ({ page }) => {
  test.setTimeout(90_000);
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example, true);
  await expect(host.getByText("2,209 kcal").first()).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test("fits a 360 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("shows Calculating... for the calc-delay, then results; Back keeps every answer", async ({
  page,
}) => {
  const host = await openWidget(page, TAG, { "calc-delay": "600" });
  const { result } = await walk(host, example);
  await expect(host.getByText("Calculating...").first()).toBeVisible();
  await result;
  await host.getByRole("button", { name: "Back to Calculator" }).click();
  await expect(host.locator("#targetWeight")).toHaveValue("75");
});

test("switches to stones and feet, keeping what was typed", async ({ page }) => {
  const host = await openWidget(page, TAG);
  await fillVisibleByKeyboard(host, { height: "180", weight: "80" });
  await host.getByRole("radio", { name: "st, lb, ft and in" }).check();
  await expect(host.locator("#heightFt")).toHaveValue("5");
  await expect(host.locator("#weightSt")).toHaveValue("12");
});

test("a shared link restores the inputs and shows the results", async ({ page }) => {
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example);
  await host.getByRole("button", { name: "Share a link" }).click();
  const link = await host.getByLabel("Link to these results").inputValue();
  const hash = link.split("#")[1] ?? "";
  expect(hash).toContain(TAG);
  const restored = await openWidget(page, TAG, { "calc-delay": "0" }, hash);
  await expect(restored.getByText("2,209 kcal").first()).toBeVisible();
});

test("shows a plain-English error next to a field and keeps the other answers", async ({
  page,
}) => {
  const host = await openWidget(page, TAG);
  await fillVisibleByKeyboard(host, { age: "9", height: "180", weight: "80" });
  await pressPrimary(host);
  const age = host.locator("#age");
  const describedBy = (await age.getAttribute("aria-describedby")) ?? "";
  const message = host.locator(
    `[id="${describedBy.split(" ").find((id) => id.includes("error")) ?? ""}"]`,
  );
  await expect(message).toContainText(/age/i);
  await expect(host.locator("#height")).toHaveValue("180");
});

test('takes "80,5" and "75kg" as typed, and plans for 80.5 kg', async ({ page }) => {
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  const { result } = await walk(host, {
    ...example,
    inputs: { ...example.inputs, weight: "80,5", targetWeight: "75kg" },
  });
  expect(await result).toMatchObject({ person: { weightKg: 80.5, targetWeightKg: 75 } });
});

test("switching to stones and back by keyboard gives back 165 cm, not 165.1", async ({ page }) => {
  const host = await openWidget(page, TAG);
  await fillVisibleByKeyboard(host, { height: "165" });
  await host.getByRole("radio", { name: "st, lb, ft and in" }).check();
  await expect(host.locator("#heightIn")).toHaveValue("5");
  await host.getByRole("radio", { name: "kg and cm" }).check();
  await expect(host.locator("#height")).toHaveValue("165");
});

test("at 320 px the projection chart fills its card, with labels of at least 12 px and its band in words", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const host = await openWidget(page, TAG, { "calc-delay": "0" });
  await complete(host, example);
  const chart = host.getByRole("img", { name: /Projected weight/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(
    host.getByText(/you are likely to weigh between 75 kg and \d+(\.\d)? kg/),
  ).toBeVisible();
  const fit = await chartFit(host);
  expect(fit.chart).toBeGreaterThanOrEqual(fit.card - 1);
  expect(fit.smallestText).toBeGreaterThanOrEqual(12);
  expect(fit.labels).toBeGreaterThanOrEqual(5);
  await expect(host.locator(".chart .target-label")).toHaveText("Target 75 kg");
});
