import { expect, test, type Page } from "@playwright/test";
import { EXAMPLE_PERSON, sharedLink } from "../support/shared-link.ts";

// Issue 18, point 3: a printed result holds the visitor's answers, every tab of the
// advanced report and the chart, and none of the article around it, on one or two A4 pages.

/** The number of pages in a PDF: its page objects ("/Type /Page", not "/Type /Pages"). */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

async function printed(page: Page) {
  await page.emulateMedia({ media: "print" });
  return page.pdf({ format: "A4", printBackground: true });
}

test("basic results print on one or two A4 pages, with the answers and without the article", async ({
  page,
}) => {
  await page.goto(
    `/${sharedLink("calorie-deficit-basic", { ...EXAMPLE_PERSON, activity: "1.375" })}`,
  );
  const host = page.locator("calorie-deficit-basic");
  await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const answers = host.locator(".answers");
  await expect(answers).toBeVisible();
  await expect(answers).toContainText(/lightly active/i);
  await expect(answers).toContainText("82 kg");
  await expect(host.locator(".chart svg")).toBeVisible();
  // The band prints: its words, and its shading kept as drawn (not dropped as a background).
  await expect(host.getByText(/you are likely to weigh between/)).toBeVisible();
  await expect(host.locator(".chart path.band")).toBeVisible();
  expect(await host.locator(".chart").evaluate((el) => getComputedStyle(el).printColorAdjust)).toBe(
    "exact",
  );
  for (const selector of [".site-header", ".site-footer", ".prose", ".faq", ".home-section"]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const pages = pageCount(await printed(page));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
});

test("advanced results print every tab and the chart on one or two A4 pages", async ({ page }) => {
  await page.goto(
    `/advanced-calorie-deficit-calculator${sharedLink("calorie-deficit-advanced", {
      ...EXAMPLE_PERSON,
      baseActivity: "1.375",
    })}`,
  );
  const host = page.locator("calorie-deficit-advanced");
  await expect(host.getByRole("heading", { name: "Your advanced plan" })).toBeVisible();
  // On screen only the selected tab's panel shows.
  await expect(host.locator('[role="tabpanel"]:visible')).toHaveCount(1);
  await page.emulateMedia({ media: "print" });
  await expect(host.locator('[role="tabpanel"]:visible')).toHaveCount(6);
  await expect(host.locator('[role="tablist"]')).toBeHidden();
  for (const name of ["Overview", "Calories", "Macros", "Timeline", "Supplements", "Insights"]) {
    await expect(host.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(host.locator(".chart svg")).toBeVisible();
  await expect(host.locator(".answers")).toContainText("Your answers");
  for (const selector of [".site-header", ".site-footer", ".prose", ".faq", ".related"]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  const pages = pageCount(await printed(page));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
});

// A long plan with every optional part of the report: body fat and the lean-mass formula (all
// four formulas compared), every health answer listed, a goal date, busy activity,
// and 42 kg to lose, so the timeline runs for well over a year and the warnings and
// supplements lists are full.
const LONG_PLAN = {
  age: "45",
  gender: "female",
  height: "168",
  weight: "125",
  // Just above where her weight levels off (about 80.8 kg), so the plan reaches it, slowly.
  targetWeight: "83",
  lossRate: "1",
  goalDate: "2027-06-01",
  bodyFat: "42",
  bmrFormula: "katch",
  baseActivity: "1.55",
  jobType: "moderate",
  cardioHours: "3",
  strengthHours: "2",
  sportsHours: "1",
  dailySteps: "12000",
  sleepHours: "5",
  stressLevel: "9",
  menstrualCycle: "luteal",
  thyroidCondition: "hypo",
  dietType: "high-protein",
  mealTiming: "night-owl",
  trainingDays: "4",
  refeedFrequency: "weekly",
  plateauStrategy: "diet-break",
};

// The same plan in stones and pounds, whose weights print a little wider.
const LONG_PLAN_IMPERIAL = {
  ...Object.fromEntries(
    Object.entries(LONG_PLAN).filter(([k]) => !["height", "weight", "targetWeight"].includes(k)),
  ),
  units: "imperial",
  heightFt: "5",
  heightIn: "6",
  weightSt: "19",
  weightLb: "10",
  targetWeightSt: "13",
  targetWeightLb: "1",
};

for (const [units, answers] of [
  ["kilograms", LONG_PLAN],
  ["stones and pounds", LONG_PLAN_IMPERIAL],
] as const) {
  test(`a long advanced plan, every option on, still prints on one or two A4 pages (${units})`, async ({
    page,
  }) => {
    await page.goto(
      `/accurate-calorie-deficit-calculator${sharedLink("calorie-deficit-advanced", answers)}`,
    );
    const host = page.locator("calorie-deficit-advanced");
    await expect(host.getByRole("heading", { name: "Your advanced plan" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(host.locator('[role="tabpanel"]:visible')).toHaveCount(6);
    await expect(host.locator(".answers")).toContainText("Thyroid");
    await expect(host.locator(".answers")).toContainText(
      units === "kilograms" ? "125 kg" : "19 st 10 lb",
    );
    await expect(host.locator(".chart svg")).toBeVisible();
    // Well over a year to the goal, in a few milestones, each printed with its own sentence.
    const milestones = host.locator("ol.milestones li");
    expect(await milestones.count()).toBeLessThanOrEqual(7);
    await expect(milestones.last()).toBeVisible();
    await expect(milestones.last()).toContainText("Keep it off");
    const pages = pageCount(await printed(page));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });
}

test("a printout names the page's address and the day it was printed, and prints links as text", async ({
  page,
}) => {
  await page.goto(
    `/${sharedLink("calorie-deficit-basic", { ...EXAMPLE_PERSON, activity: "1.375" })}`,
  );
  const host = page.locator("calorie-deficit-basic");
  await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
  const source = page.locator(".print-source");
  await expect(source).toBeHidden();
  // The browser fires beforeprint as its print dialogue opens.
  await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString("en-GB", { dateStyle: "long" }),
  );
  await expect(source).toHaveText(
    `Printed from https://www.caloriedeficitcalculator.co.uk/ on ${today}.`,
  );
  // The check-in's link holds the whole plan in its address: on paper it is left out.
  await expect(host.getByRole("link", { name: /Open the check-in/ })).toBeHidden();
  // Any other link in the result prints its address after its words.
  const link = host.locator('.card a[href^="http"]').first();
  const after = await link.evaluate((a) => getComputedStyle(a, "::after").content);
  expect(after).toBe(`" (${await link.getAttribute("href")})"`);
});
