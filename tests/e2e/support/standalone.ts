import { expect, test, type Locator } from "@playwright/test";
import type { Fixture } from "../../widgets/helpers/fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fillVisibleByKeyboard } from "./keyboard.ts";
import { collectErrors, openWidget, widgetsInTurn } from "./widget-page.ts";

/** Fills by keyboard twice over, so fields that appear after a choice are filled too. */
async function fill(host: Locator, inputs: Record<string, string>) {
  await fillVisibleByKeyboard(host, inputs);
  await fillVisibleByKeyboard(host, inputs);
}

/** Waits for the widget's latest cdc-result detail to match `expected`. */
async function expectResult(host: Locator, expected: Record<string, unknown>) {
  await expect
    .poll(() => host.evaluate((el) => (el as HTMLElement & { __last?: unknown }).__last))
    .toMatchObject(expected);
}

/** Browser tests every single-screen calculator gets, driven by its fixtures file. */
export function standaloneSpecs(tag: string, fixtures: Fixture[]) {
  const recordResults = async (host: Locator) =>
    host.evaluate((el) =>
      el.addEventListener("cdc-result", (e) => {
        (el as HTMLElement & { __last?: unknown }).__last = (e as CustomEvent).detail;
      }),
    );

  const example = fixtures.find((f) => !f.error) as Fixture;

  // One page for all the fixtures: each starts on a new widget, put in the old one's place.
  test(`${tag}, by keyboard, one fixture after another: each gives its result or its errors and passes axe; the first result passes axe in the dark scheme too and fits a 360 px phone`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const renew = widgetsInTurn(page, tag);
    for (const fixture of fixtures) {
      await test.step(fixture.name, async () => {
        const host = await renew(fixture.attributes);
        await recordResults(host);
        await fill(host, fixture.inputs);
        if (fixture.error) {
          await host.getByRole("button", { name: "Show my result" }).focus();
          await page.keyboard.press("Enter");
          // Every problem beside its field and in the summary above the fields, which has focus.
          const summary = host.getByRole("alert").filter({ hasText: "There is a problem" });
          for (const [field, phrase] of Object.entries(fixture.error)) {
            await expect(host.locator(`#${field}-error`)).toContainText(phrase);
            await expect(summary.locator(`a[href="#${field}"]`)).toContainText(phrase);
          }
          await expect(summary).toBeFocused();
        } else {
          await expectResult(host, fixture.expected);
          await expect(host.getByRole("heading", { name: "Your result" })).toBeVisible();
        }
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }

    await test.step(`${example.name}: dark, on a 360 px phone`, async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.setViewportSize({ width: 360, height: 740 });
      const host = await renew(example.attributes);
      await fill(host, example.inputs);
      await expect(host.getByRole("heading", { name: "Your result" })).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  });

  test(`${tag}: fetches its results part only once the visitor starts to answer`, async ({
    page,
  }) => {
    const reports: string[] = [];
    page.on("request", (r) => {
      if (/\/chunks\/[\w-]+-report-[\w-]+\.js$/.test(r.url())) reports.push(r.url());
    });
    const host = await openWidget(page, tag, example.attributes);
    await page.waitForLoadState("networkidle");
    expect(reports).toEqual([]);
    await host.locator("form input").first().focus();
    await expect.poll(() => reports.length).toBe(1);
    await fill(host, example.inputs);
    await expect(host.getByRole("heading", { name: "Your result" })).toBeVisible();
    expect(reports.length).toBe(1);
  });

  test(`${tag}: a shared link restores the answers and the result`, async ({ page }) => {
    const host = await openWidget(page, tag, example.attributes);
    await fill(host, example.inputs);
    await host.getByRole("button", { name: "Share a link" }).click();
    const link = await host.getByLabel("Link to these results").inputValue();
    const restored = await openWidget(page, tag, {}, link.split("#")[1] ?? "");
    await expect(restored.getByRole("heading", { name: "Your result" })).toBeVisible();
  });
}
