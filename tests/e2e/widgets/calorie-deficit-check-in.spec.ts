import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import fixturesJson from "../../../widgets/calorie-deficit-check-in/calorie-deficit-check-in.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { fillVisibleByKeyboard } from "../support/keyboard.ts";
import { collectErrors, openWidget } from "../support/widget-page.ts";

const TAG = "calorie-deficit-check-in";
const KEY = "cdc-check-in";
const fixtures = readFixtures(fixturesJson);
const [metric, imperial] = fixtures;
const EIGHT_WEEKS = metric?.inputs.paste ?? "";
const HER = { gender: "female", age: "42", height: "165", plan: "1700" };

/** Presses Enter on a button reached by keyboard focus. */
async function pressButton(host: Locator, name: string | RegExp): Promise<void> {
  await host.getByRole("button", { name }).focus();
  await host.page().keyboard.press("Enter");
}

/** Opens "Paste, import or download weigh-ins" from the keyboard. */
async function openMore(host: Locator): Promise<void> {
  const summary = host.locator("details.more > summary");
  await summary.focus();
  await host.page().keyboard.press("Enter");
  await expect(host.locator("#paste")).toBeVisible();
}

/** Types weigh-ins into the paste box, one a line, and adds them by keyboard. */
async function pasteByKeyboard(host: Locator, lines: string): Promise<void> {
  if (!(await host.locator("#paste").isVisible())) await openMore(host);
  await host.locator("#paste").focus();
  await host.page().keyboard.insertText(lines);
  await pressButton(host, "Add these weigh-ins");
}

/** The dates on the list of weigh-ins, newest first. */
const listedDates = (host: Locator) =>
  host.locator("table[part=weigh-ins] tbody th").allTextContents();

/** What the page keeps: localStorage keys, sessionStorage size and cookies. */
const stored = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: sessionStorage.length,
    cookies: document.cookie,
  }));

test.describe(`${TAG}, by keyboard on a 360 px phone`, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("every state passes axe in the light and the dark scheme, and nothing is stored", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const host = await openWidget(page, TAG);
    await expect(host.getByText("Your result appears here")).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page);

    // Nothing answered: each question says what it needs, and focus goes to the summary.
    await pressButton(host, "Show my result");
    await expect(host.locator("#gender-error")).toContainText("Choose male or female");
    await expect(host.locator("#entries-error")).toContainText("Add your weigh-ins");
    await expect(host.locator(".error-summary")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(host.locator("#entries")).toBeFocused();
    await expectNoAxeViolationsInEachScheme(page);

    // Too few weigh-ins: what is still needed, not a guess.
    await fillVisibleByKeyboard(host, HER);
    await pasteByKeyboard(host, EIGHT_WEEKS.split("\n").slice(0, 3).join("\n"));
    await expect(host.locator(".waiting")).toContainText(
      "so 10 more days and 1 more weigh-in to go.",
    );
    await expectNoAxeViolationsInEachScheme(page);

    // Enough: the result, its chart and its table.
    await pasteByKeyboard(host, EIGHT_WEEKS);
    await expect(host.locator("[part=headline]")).toContainText("2,180 kcal");
    await host.locator(".chart-table summary").focus();
    await page.keyboard.press("Enter");
    await expect(host.locator(".chart-table tbody tr")).toHaveCount(25);
    await expectNoAxeViolationsInEachScheme(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    expect(await stored(page)).toEqual({ local: [], session: 0, cookies: "" });
    expect(errors).toEqual([]);
  });

  test("adds today's weigh-in from its row with Enter, in kg and in stones and pounds", async ({
    page,
  }) => {
    const host = await openWidget(page, TAG);
    await host.locator("#newWeight").focus();
    await page.keyboard.type("82.4");
    await page.keyboard.press("Enter");
    await expect(host.locator("table[part=weigh-ins] td.num")).toHaveText(["82.4 kg"]);
    await expect(host.locator("#newWeight")).toHaveValue("");
    await expect(host.locator(".notice")).toContainText("Added your weigh-in for");

    await host.getByRole("radio", { name: "kg and cm" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(host.getByRole("radio", { name: "st, lb, ft and in" })).toBeChecked();
    await expect(host.locator("table[part=weigh-ins] td.num")).toHaveText(["13 st 0 lb"]);
    // The same day again, in stones and pounds, replaces it.
    await host.locator("#newWeightSt").focus();
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await page.keyboard.type("13");
    await page.keyboard.press("Enter");
    await expect(host.locator(".notice")).toContainText("Replaced your weigh-in for");
    await expect(host.locator("table[part=weigh-ins] td.num")).toHaveText(["12 st 13 lb"]);
  });

  test("gives the fixture's result in stones and pounds, feet and inches", async ({ page }) => {
    const host = await openWidget(page, TAG, imperial?.attributes);
    await host.evaluate((el) =>
      el.addEventListener("cdc-result", (e) => {
        (el as HTMLElement & { __last?: unknown }).__last = (e as CustomEvent).detail;
      }),
    );
    const { paste, ...answers } = imperial?.inputs ?? {};
    await pasteByKeyboard(host, paste ?? "");
    await fillVisibleByKeyboard(host, answers);
    await expect
      .poll(() => host.evaluate((el) => (el as HTMLElement & { __last?: unknown }).__last))
      .toMatchObject(imperial?.expected ?? {});
    await expect(host.locator("[part=chart] .y-label").first()).toContainText(" st ");
    await expectNoAxeViolations(page);
  });

  test("downloads the weigh-ins as CSV and imports them again, the same list", async ({ page }) => {
    const host = await openWidget(page, TAG);
    await pasteByKeyboard(host, "2026-11-01 82.4 1800\n2026-11-03 12 st 13 lb\n2026-11-05 82.25");
    await expect(host.locator("table[part=weigh-ins] tbody tr")).toHaveCount(3);
    const before = await listedDates(host);
    const download = page.waitForEvent("download");
    await pressButton(host, "Download as CSV");
    const file = await download;
    expect(file.suggestedFilename()).toBe("weigh-ins.csv");
    const csv = readFileSync((await file.path()) ?? "", "utf8");
    expect(csv).toBe(
      "date,weight_kg,calories\n2026-11-01,82.4,1800\n2026-11-03,82.1,\n2026-11-05,82.25,\n",
    );

    const fresh = await openWidget(page, TAG, { units: "imperial" });
    await openMore(fresh);
    await fresh
      .locator("#import")
      .setInputFiles({ name: "weigh-ins.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(fresh.locator(".notice")).toHaveText("Added 3 weigh-ins from weigh-ins.csv.");
    expect(await listedDates(fresh)).toEqual(before);
    await expect(fresh.locator("table[part=weigh-ins] td.num").nth(1)).toHaveText("12 st 13 lb");
  });

  test("a bad CSV file names its line and loses nothing already entered", async ({ page }) => {
    const host = await openWidget(page, TAG);
    await pasteByKeyboard(host, "2026-10-01 84\n2026-10-05 83.8");
    await expect(host.locator("table[part=weigh-ins] tbody tr")).toHaveCount(2);
    await host.locator("#import").setInputFiles({
      name: "mine.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "date,weight_kg,calories\n2026-11-01,82.4,1800\n2026-11-02,82.1,\n2026-11-03,8o,1900\n",
      ),
    });
    await expect(host.locator("#import-error")).toContainText(
      "Line 4: the weight '8o' is not a number.",
    );
    expect(await listedDates(host)).toEqual(["5 Oct 2026", "1 Oct 2026"]);
    await expectNoAxeViolations(page);
  });

  test("remembers only once ticked, restores the next visit, and Forget my details forgets", async ({
    page,
  }) => {
    const host = await openWidget(page, TAG);
    await fillVisibleByKeyboard(host, HER);
    await pasteByKeyboard(host, EIGHT_WEEKS);
    await expect(host.locator("[part=headline]")).toContainText("2,180 kcal");
    expect((await stored(page)).local).toEqual([]);

    const label = "Remember my details on this device";
    await host.getByRole("checkbox", { name: label }).focus();
    await page.keyboard.press("Space");
    // The diary under its own key, the details the calculators share under theirs.
    await expect.poll(async () => (await stored(page)).local.sort()).toEqual([KEY, "cdc-details"]);

    const again = await openWidget(page, TAG);
    await expect(again.getByRole("checkbox", { name: label })).toBeChecked();
    await expect(again.locator("#age")).toHaveValue("42");
    await expect(again.locator("[part=headline]")).toContainText("2,180 kcal");

    await pressButton(again, "Forget my details");
    await expect(again.locator(".notice")).toContainText("no longer kept on this device");
    await expect.poll(() => stored(page)).toEqual({ local: [], session: 0, cookies: "" });
    const after = await openWidget(page, TAG);
    await expect(after.getByRole("checkbox", { name: label })).not.toBeChecked();
    await expect(after.locator("#age")).toHaveValue("");
  });

  test("fetches its results part only once the visitor starts to answer", async ({ page }) => {
    const reports: string[] = [];
    page.on("request", (r) => {
      if (/\/chunks\/check-in-report-[\w-]+\.js$/.test(r.url())) reports.push(r.url());
    });
    const host = await openWidget(page, TAG);
    await page.waitForLoadState("networkidle");
    expect(reports).toEqual([]);
    await host.locator("#age").focus();
    await expect.poll(() => reports.length).toBe(1);
    await fillVisibleByKeyboard(host, HER);
    await pasteByKeyboard(host, EIGHT_WEEKS);
    await expect(host.locator("[part=headline]")).toContainText("2,180 kcal");
    expect(reports.length).toBe(1);
  });

  test("a shared link brings back the plan and the weigh-ins, and the result", async ({ page }) => {
    const host = await openWidget(page, TAG);
    await fillVisibleByKeyboard(host, HER);
    await pasteByKeyboard(host, EIGHT_WEEKS);
    await pressButton(host, "Share a link");
    const link = await host.getByLabel("Link to these results").inputValue();
    const restored = await openWidget(page, TAG, {}, link.split("#")[1] ?? "");
    await expect(restored.locator("[part=headline]")).toContainText("2,180 kcal");
    await expect(restored.locator("table[part=weigh-ins] tbody tr")).toHaveCount(25);
    expect(await stored(page)).toEqual({ local: [], session: 0, cookies: "" });
  });
});
