import { expect, test, type Locator } from "@playwright/test";
import { longDate } from "../../../engine/core/dates.ts";
import { collectErrors } from "../support/widget-page.ts";

// Issue 18, point 2 and issue 16, point 3: a result leads on to the next calculator with the
// visitor's answers carried over (the fragment each widget reads), through links the site's
// pages give the widgets (next-href, check-in-href).

/** Today on this machine's calendar, as the widgets date a weigh-in. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Expects a text field of a widget to hold `value`. */
async function expectField(host: Locator, id: string, value: string) {
  await expect(host.locator(`#${id}`)).toHaveValue(value);
}

test("an adult BMI above the healthy range leads to the deficit calculator, with the answers filled in", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/bmi-calculator");
  const bmi = page.locator("calorie-deficit-bmi");
  await bmi.getByRole("radio", { name: "st, lb, ft and in" }).check({ force: true });
  await bmi.locator("#heightFt").fill("5");
  await bmi.locator("#heightIn").fill("5");
  await bmi.locator("#weightSt").fill("12");
  await bmi.locator("#weightLb").fill("13");
  await bmi.locator("#age").fill("34");
  await expect(bmi.getByRole("heading", { name: "Your result" })).toBeVisible();
  await expect(bmi.locator(".results .planned-for")).toHaveText(
    "For a 34-year-old adult, 5 ft 5 in, 12 st 13 lb",
  );
  await bmi.getByRole("link", { name: "Plan your calorie deficit" }).click();

  await expect(page).toHaveURL(/\/#calorie-deficit-basic\?/);
  const basic = page.locator("calorie-deficit-basic");
  await expect(basic.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await expect(basic.getByRole("radio", { name: "st, lb, ft and in" })).toBeChecked();
  await expectField(basic, "age", "34");
  await expectField(basic, "heightFt", "5");
  await expectField(basic, "heightIn", "5");
  await expectField(basic, "weightSt", "12");
  await expectField(basic, "weightLb", "13");
  // What the BMI calculator did not ask is simply the next question, not a problem.
  await expect(basic.getByRole("alert")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a healthy BMI, or an under-18's, offers no deficit", async ({ page }) => {
  await page.goto("/bmi-calculator");
  const bmi = page.locator("calorie-deficit-bmi");
  await bmi.locator("#height").fill("180");
  await bmi.locator("#weight").fill("70");
  await expect(bmi.getByRole("heading", { name: "Your result" })).toBeVisible();
  await expect(bmi.getByRole("link", { name: "Plan your calorie deficit" })).toHaveCount(0);
  await bmi.locator("#weight").fill("95");
  await expect(bmi.getByRole("link", { name: "Plan your calorie deficit" })).toBeVisible();
  await bmi.locator("#age").fill("16");
  await expect(bmi.getByRole("table", { name: /For age 16/ })).toBeVisible();
  await expect(bmi.getByRole("link", { name: "Plan your calorie deficit" })).toHaveCount(0);
  await expect(bmi.locator(".bmi-scale")).toHaveCount(0);
});

test("a basic plan's 'Check in later' opens the check-in with the plan filled in", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/");
  const basic = page.locator("calorie-deficit-basic");
  await basic.locator("#age").fill("34");
  await basic.getByRole("radio", { name: "Female", exact: true }).check({ force: true });
  await basic.locator("#height").fill("165");
  await basic.locator("#weight").fill("82");
  await basic.getByRole("button", { name: "Next" }).click();
  await basic.getByRole("radio", { name: /Lightly Active/ }).check({ force: true });
  await basic.getByRole("button", { name: "Next" }).click();
  await basic.locator("#targetWeight").fill("72");
  await basic.getByRole("radio", { name: /^0\.5 kg/ }).check({ force: true });
  await basic.getByRole("button", { name: /Calculate/ }).click();
  await expect(basic.getByRole("heading", { name: "Your results" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(basic.locator(".planned-for")).toHaveText(
    "For a 34-year-old woman, 165 cm, 82 kg, lightly active",
  );
  const daily = (await basic.locator("[part=headline] .value").textContent()) ?? "";
  const planKcal = daily.replace(/\D/g, "");
  await basic.getByRole("link", { name: /check-in with this plan/ }).click();

  await expect(page).toHaveURL(/\/adaptive-tdee-calculator#calorie-deficit-check-in\?/);
  const checkIn = page.locator("calorie-deficit-check-in");
  await expect(checkIn.getByRole("radio", { name: "Female", exact: true })).toBeChecked();
  await expectField(checkIn, "age", "34");
  await expectField(checkIn, "height", "165");
  await expectField(checkIn, "plan", planKcal);
  await expectField(checkIn, "targetWeight", "72");
  await expect(checkIn.locator('input[name="lossRate"][value="0.5"]')).toBeChecked();
  await expect(checkIn.locator("#activity")).toHaveValue("1.375");
  // Today's weight is the first weigh-in.
  await expect(checkIn.locator("[part=weigh-ins]")).toContainText("82");
  await expect(
    checkIn.getByRole("button", { name: `Remove the weigh-in for ${longDate(today())}` }),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("an advanced plan's 'Check in later' carries its variant and the week's mean calories", async ({
  page,
}) => {
  await page.goto(
    "/keto-calorie-deficit-calculator#calorie-deficit-advanced?units=imperial&age=45&gender=male&heightFt=5&heightIn=10&weightSt=15&weightLb=10&targetWeightSt=13&targetWeightLb=5&lossRate=0.5",
  );
  const advanced = page.locator("calorie-deficit-advanced");
  await expect(advanced.getByRole("heading", { name: "Your advanced plan" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(advanced.locator(".planned-for")).toHaveText(
    "For a 45-year-old man, 5 ft 10 in, 15 st 10 lb, lightly active",
  );
  const daily = (await advanced.locator("[part=headline] dd").first().textContent()) ?? "";
  await advanced.getByRole("link", { name: /check-in with this plan/ }).click();

  await expect(page).toHaveURL(/\/adaptive-tdee-calculator#calorie-deficit-check-in\?/);
  expect(new URLSearchParams(page.url().split("?")[1]).get("variant")).toBe("keto");
  const checkIn = page.locator("calorie-deficit-check-in");
  await expect(checkIn.getByRole("radio", { name: "st, lb, ft and in" })).toBeChecked();
  await expect(checkIn.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
  await expectField(checkIn, "age", "45");
  await expectField(checkIn, "heightFt", "5");
  await expectField(checkIn, "heightIn", "10");
  await expectField(checkIn, "targetWeightSt", "13");
  await expectField(checkIn, "targetWeightLb", "5");
  await expectField(checkIn, "plan", daily.replace(/\D/g, ""));
  // The plan's 0.5 kg a week, offered to an imperial visitor as 1 lb (0.4536 kg).
  await expect(checkIn.locator('input[name="lossRate"][value="0.4536"]')).toBeChecked();
  await expect(checkIn.locator("[part=weigh-ins]")).toContainText("15 st 10 lb");
});
