import { expect, test, type Locator, type Page } from "@playwright/test";
import advanced from "../../../widgets/calorie-deficit-advanced/calorie-deficit-advanced.fixtures.json" with { type: "json" };
import basic from "../../../widgets/calorie-deficit-basic/calorie-deficit-basic.fixtures.json" with { type: "json" };
import bmi from "../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.fixtures.json" with { type: "json" };
import bodyFat from "../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.fixtures.json" with { type: "json" };
import calories from "../../../widgets/calorie-deficit-calories/calorie-deficit-calories.fixtures.json" with { type: "json" };
import checkIn from "../../../widgets/calorie-deficit-check-in/calorie-deficit-check-in.fixtures.json" with { type: "json" };
import idealWeight from "../../../widgets/calorie-deficit-ideal-weight/calorie-deficit-ideal-weight.fixtures.json" with { type: "json" };
import macros from "../../../widgets/calorie-deficit-macros/calorie-deficit-macros.fixtures.json" with { type: "json" };
import { readFixtures, type Fixture } from "../../widgets/helpers/fixtures.ts";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { openWidget } from "../support/widget-page.ts";

/*
 * What every widget looks like, form and result, at 320, 360 and 1280 px, in the light and
 * the dark scheme, against screenshots kept beside this file. A change that moves a pixel
 * on purpose updates them (`npx playwright test tests/e2e/visual --update-snapshots`), and
 * the new pictures are looked at in review. The clock is fixed, so dates on a result (a
 * goal date, a projection) are the same every day the test runs.
 */

const TODAY = new Date("2026-11-24T10:00:00Z");
const WIDTHS = [320, 360, 1280] as const;

/** Each widget with the fixture whose result it shows. */
const WIDGETS: { tag: string; example: Fixture; wizard?: boolean }[] = [
  { tag: "calorie-deficit-basic", example: readFixtures(basic)[0] as Fixture, wizard: true },
  { tag: "calorie-deficit-advanced", example: readFixtures(advanced)[0] as Fixture, wizard: true },
  { tag: "calorie-deficit-bmi", example: readFixtures(bmi)[0] as Fixture },
  { tag: "calorie-deficit-body-fat", example: readFixtures(bodyFat)[0] as Fixture },
  { tag: "calorie-deficit-ideal-weight", example: readFixtures(idealWeight)[0] as Fixture },
  { tag: "calorie-deficit-calories", example: readFixtures(calories)[0] as Fixture },
  { tag: "calorie-deficit-macros", example: readFixtures(macros)[0] as Fixture },
  { tag: "calorie-deficit-check-in", example: readFixtures(checkIn)[0] as Fixture },
];

/** Answers a single-screen form as the fixture says: radios picked, boxes typed, weigh-ins pasted. */
async function answer(host: Locator, inputs: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(inputs)) {
    if (name === "paste") {
      await host.locator("details.more > summary").click();
      await host.locator("#paste").fill(value);
      await host.getByRole("button", { name: "Add these weigh-ins" }).click();
      continue;
    }
    const radio = host.locator(`input[type="radio"][name="${name}"][value="${value}"]`);
    if ((await radio.count()) > 0) {
      await host.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
      continue;
    }
    const field = host.locator(`#${name}`);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Walks a wizard to its last step (where the pace is chosen) with the fixture's answers. */
async function toLastStep(host: Locator, inputs: Record<string, string>): Promise<void> {
  const steps = Number(await host.getByRole("progressbar").getAttribute("aria-valuemax"));
  for (let step = 1; step < steps; step++) {
    await fillVisibleByKeyboard(host, inputs);
    await pressPrimary(host);
    await expect(host.getByRole("heading", { name: `Step ${step + 1} of ${steps}` })).toBeVisible();
  }
  await fillVisibleByKeyboard(host, inputs);
}

/** Waits for the page to draw two frames: a chart measures its new width in the first. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** Screenshots the widget at each width, with the page's own scroll bar out of the way. */
async function shootAtEachWidth(page: Page, host: Locator, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await twoFrames(page);
    await expect(host).toHaveScreenshot(`${name}-${width}.png`, {
      maxDiffPixelRatio: 0.01,
      caret: "hide",
    });
  }
}

/**
 * Screenshots the widget as it is now at each width, in the light scheme and then the dark.
 * Each scheme starts from the same window size and scroll position, so a phone's sticky
 * result bar is where it would be had the page just been answered in that scheme.
 */
async function shootInEachScheme(page: Page, host: Locator, name: string): Promise<void> {
  const size = page.viewportSize();
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  for (const colorScheme of ["light", "dark"] as const) {
    if (size) await page.setViewportSize(size);
    await page.evaluate(({ x, y }) => window.scrollTo(x, y), scroll);
    await page.emulateMedia({ colorScheme });
    await shootAtEachWidth(page, host, `${name}-${colorScheme}`);
  }
}

// One page for each widget: each state is shot in both schemes before the next is reached.
for (const { tag, example, wizard } of WIDGETS) {
  test(`${tag} looks as it did, form${wizard ? ", last step" : ""} and result, light and dark`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.setFixedTime(TODAY);
    const attributes = { ...example.attributes, "calc-delay": "0" };
    const form = await openWidget(page, tag, attributes);
    await shootInEachScheme(page, form, `${tag}-form`);

    let result = form;
    if (wizard) {
      await toLastStep(form, example.inputs);
      await shootInEachScheme(page, form, `${tag}-last-step`);
      const units = example.attributes.units ?? "metric";
      const query = new URLSearchParams({ units, ...example.inputs });
      // A new document (openWidget leaves the page first): a shared link is read when the
      // widget first appears.
      result = await openWidget(page, tag, attributes, `${tag}?${query.toString()}`);
    } else {
      await answer(form, example.inputs);
    }
    await expect(result.locator("[part=headline]").first()).toBeVisible({ timeout: 15_000 });
    await shootInEachScheme(page, result, `${tag}-result`);
  });
}
