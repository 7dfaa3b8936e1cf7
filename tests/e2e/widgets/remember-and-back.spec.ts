import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { collectErrors, openWidget } from "../support/widget-page.ts";

/*
 * Coming back, in Chromium: "Remember my details on this device" across two calculators and
 * a reload, "Forget my details", and the browser's Back button inside the two wizards.
 */

const BASIC = "calorie-deficit-basic";
const PERSON = {
  age: "30",
  gender: "male",
  height: "180",
  weight: "80",
  activity: "1.55",
  targetWeight: "75",
  lossRate: "0.5",
};

/** Everything the page keeps on this device: localStorage by key, sessionStorage, cookies. */
const kept = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: sessionStorage.length,
    cookies: document.cookie,
  }));

/** Answers each step of a wizard by keyboard and presses its button, up to the results. */
async function walk(host: Locator, inputs: Record<string, string>) {
  const total = Number(await host.getByRole("progressbar").getAttribute("aria-valuemax"));
  for (let step = 1; step <= total; step++) {
    await fillVisibleByKeyboard(host, inputs);
    await pressPrimary(host);
  }
}

const stepHeading = (host: Locator, step: number, total: number) =>
  host.getByRole("heading", { name: new RegExp(`Step ${step} of ${total}`) });

const remember = (host: Locator) =>
  host.getByRole("checkbox", { name: "Remember my details on this device" });

test("remembers nothing until asked, then fills in another calculator after a reload, and forgets", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const basic = await openWidget(page, BASIC, { "calc-delay": "0" });
  await walk(basic, PERSON);
  await expect(basic.getByText("2,209 kcal").first()).toBeVisible();
  await expect(remember(basic)).not.toBeChecked();
  expect(await kept(page)).toEqual({ local: {}, session: 0, cookies: "" });

  await remember(basic).check();
  const stored = {
    units: "metric",
    values: {
      age: "30",
      sex: "male",
      activity: "1.55",
      height: "180",
      weight: "80",
      targetWeight: "75",
    },
  };
  expect(await kept(page)).toEqual({
    local: { "cdc-details": JSON.stringify(stored) },
    session: 0,
    cookies: "",
  });

  // Another calculator, on a page of its own, fills in what it shares and shows its result.
  const calories = await openWidget(page, "calorie-deficit-calories");
  await expect(calories.locator("#age")).toHaveValue("30");
  await expect(calories.locator("#height")).toHaveValue("180");
  await expect(calories.locator('input[name="sex"][value="male"]')).toBeChecked();
  await expect(calories.locator('input[name="activity"][value="1.55"]')).toBeChecked();
  await expect(calories.getByText("2,759 kcal").first()).toBeVisible();
  await page.reload();
  await expect(calories.locator("#weight")).toHaveValue("80");
  await expect(remember(calories)).toBeChecked();

  await calories.getByRole("button", { name: "Forget my details" }).click();
  await expect(remember(calories)).not.toBeChecked();
  await expect(remember(calories)).toBeFocused();
  expect(await kept(page)).toEqual({ local: {}, session: 0, cookies: "" });
  await page.reload();
  await calories.locator(".card").waitFor();
  await expect(calories.locator("#age")).toHaveValue("");
  expect(await kept(page)).toEqual({ local: {}, session: 0, cookies: "" });
  expect(errors).toEqual([]);
});

test("a remembered choice of imperial units opens the next calculator in imperial", async ({
  page,
}) => {
  const bmi = await openWidget(page, "calorie-deficit-bmi", { units: "imperial" });
  await fillVisibleByKeyboard(bmi, {
    heightFt: "5",
    heightIn: "5",
    weightSt: "12",
    weightLb: "13",
  });
  await remember(bmi).check();
  const ideal = await openWidget(page, "calorie-deficit-ideal-weight");
  await expect(ideal.getByRole("radio", { name: "st, lb, ft and in" })).toBeChecked();
  await expect(ideal.locator("#heightFt")).toHaveValue("5");
  await expect(ideal.locator("#heightIn")).toHaveValue("5");
});

test("the result actions with the box ticked pass axe in the light and the dark scheme", async ({
  page,
}) => {
  const bmi = await openWidget(page, "calorie-deficit-bmi");
  await fillVisibleByKeyboard(bmi, { height: "165", weight: "82" });
  await remember(bmi).check();
  await expect(bmi.getByRole("button", { name: "Forget my details" })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page);
});

test("Back goes through the basic wizard's steps, from the results to the first step", async ({
  page,
}) => {
  const host = await openWidget(page, BASIC, { "calc-delay": "0" });
  const address = page.url();
  await walk(host, PERSON);
  await expect(host.getByRole("heading", { name: "Your results" })).toBeFocused();
  await page.goBack();
  await expect(stepHeading(host, 3, 3)).toBeFocused();
  await expect(host.locator("#targetWeight")).toHaveValue("75");
  await page.goBack();
  await expect(stepHeading(host, 2, 3)).toBeFocused();
  await page.goBack();
  await expect(stepHeading(host, 1, 3)).toBeFocused();
  await expect(host.locator("#age")).toHaveValue("30");
  expect(page.url()).toBe(address);
  // Forward again, to the results worked out afresh.
  await page.goForward();
  await page.goForward();
  await expect(stepHeading(host, 3, 3)).toBeFocused();
  await page.goForward();
  await expect(host.getByText("2,209 kcal").first()).toBeVisible();
});

test("Back goes to the previous step of the advanced wizard, and leaves the page from the first", async ({
  page,
}) => {
  await page.goto("/widgets/embed.js");
  const host = await openWidget(page, "calorie-deficit-advanced", { "calc-delay": "0" });
  await fillVisibleByKeyboard(host, { ...PERSON, gender: "female" });
  await pressPrimary(host);
  await expect(stepHeading(host, 2, 5)).toBeFocused();
  await pressPrimary(host);
  await expect(stepHeading(host, 3, 5)).toBeFocused();
  await page.goBack();
  await expect(stepHeading(host, 2, 5)).toBeFocused();
  await page.goBack();
  await expect(stepHeading(host, 1, 5)).toBeFocused();
  await expect(host.locator("#weight")).toHaveValue("80");
  await page.goBack();
  await expect(page).toHaveURL(/\/widgets\/embed\.js$/);
});

test("a shared link's fragment stays as it was while Back moves between the results and the last step", async ({
  page,
}) => {
  const hash = `${BASIC}?units=metric&${new URLSearchParams(PERSON).toString()}`;
  const host = await openWidget(page, BASIC, { "calc-delay": "0" }, hash);
  const address = page.url();
  await expect(host.getByText("2,209 kcal").first()).toBeVisible();
  await host.getByRole("button", { name: "Back to Calculator" }).click();
  await expect(stepHeading(host, 3, 3)).toBeFocused();
  await pressPrimary(host);
  await expect(host.getByRole("heading", { name: "Your results" })).toBeFocused();
  await page.goBack();
  await expect(stepHeading(host, 3, 3)).toBeFocused();
  expect(page.url()).toBe(address);
});
