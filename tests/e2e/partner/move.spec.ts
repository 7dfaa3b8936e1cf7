import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { collectErrors } from "../support/widget-page.ts";

// A partner's page moves a widget (a CMS reorders blocks, a tabs script re-parents panels):
// the widget keeps every answer, its step and any calculation under way.

const EXAMPLE = {
  age: "30",
  gender: "male",
  height: "180",
  weight: "80",
  activity: "1.55",
  targetWeight: "75",
  lossRate: "0.5",
};

const MOVES = {
  "moved with append": () => {
    const el = document.querySelector("calorie-deficit-basic");
    if (el) document.getElementById("b")?.append(el);
  },
  "removed and re-parented into a new wrapper in one go": () => {
    const el = document.querySelector("calorie-deficit-basic");
    const wrapper = document.createElement("section");
    el?.remove();
    if (el) wrapper.append(el);
    document.getElementById("b")?.append(wrapper);
  },
};

async function openMovePage(page: Page): Promise<Locator> {
  await page.route("**/__partner/move.html", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: readFileSync(new URL("move.html", import.meta.url), "utf8"),
    }),
  );
  await page.goto("/__partner/move.html");
  const host = page.locator("calorie-deficit-basic");
  await expect(host.locator(".card")).toBeVisible();
  return host;
}

/** Every answer the widget shows now: each field's value, and which choices are ticked. */
function answers(host: Locator) {
  return host.evaluate((el) =>
    [...(el.shadowRoot?.querySelectorAll("input, select") ?? [])].map((field) => {
      const input = field as HTMLInputElement;
      return input.type === "radio" || input.type === "checkbox"
        ? `${input.name}=${input.value}:${input.checked}`
        : `${input.id}=${input.value}`;
    }),
  );
}

for (const [how, move] of Object.entries(MOVES)) {
  test(`${how} mid-wizard, the widget keeps its step and every answer`, async ({ page }) => {
    const errors = collectErrors(page);
    const host = await openMovePage(page);
    await fillVisibleByKeyboard(host, EXAMPLE);
    await pressPrimary(host);
    const stepTwo = host.getByRole("heading", { name: /Step 2 of 3/ });
    await expect(stepTwo).toBeFocused();
    await fillVisibleByKeyboard(host, EXAMPLE);
    const before = await answers(host);
    expect(before.some((answer) => answer.endsWith(":true"))).toBe(true);

    await page.evaluate(move);
    await expect(page.locator("#b calorie-deficit-basic")).toHaveCount(1);
    await expect(stepTwo).toBeVisible();
    expect(await answers(host)).toEqual(before);

    // The answers of step 1 are still there: the result depends on them.
    await pressPrimary(host);
    await fillVisibleByKeyboard(host, EXAMPLE);
    await pressPrimary(host);
    await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(host.getByText("2,209 kcal").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${how} mid-calculation, the widget still shows its result`, async ({ page }) => {
    const errors = collectErrors(page);
    const host = await openMovePage(page);
    for (let step = 1; step <= 3; step++) {
      await fillVisibleByKeyboard(host, EXAMPLE);
      await pressPrimary(host);
    }
    await expect(host.getByText("Calculating...").first()).toBeVisible();
    await page.evaluate(move);
    await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(host.getByText("2,209 kcal").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a widget removed for good is unmounted, and a fresh one starts empty", async ({ page }) => {
  const errors = collectErrors(page);
  const host = await openMovePage(page);
  await host.locator("#age").fill("44");
  const unmounted = await page.evaluate(async () => {
    const el = document.querySelector("calorie-deficit-basic");
    el?.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return el?.shadowRoot?.querySelector(".card") === null;
  });
  expect(unmounted).toBe(true);
  await page.evaluate(() => {
    document.getElementById("b")?.append(document.createElement("calorie-deficit-basic"));
  });
  await expect(page.locator("#b calorie-deficit-basic #age")).toHaveValue("");
  expect(errors).toEqual([]);
});
