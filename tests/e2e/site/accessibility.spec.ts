import { expect, test, type Locator, type Page } from "@playwright/test";
import { focusAppearance } from "../support/focus-contrast.ts";
import { EXAMPLE_PERSON, sharedLink } from "../support/shared-link.ts";

// Issue 18, point 4: focus that stands out (WCAG 2.2, 2.4.13 focus appearance, 3:1 against
// what is behind it, in both colour schemes), buttons that look like what they are, and an
// error summary that a phone's sticky header does not hide.

/** Focus by keyboard first, so the browser shows focus as it would to a keyboard user. */
async function keyboardMode(page: Page) {
  await page.keyboard.press("Tab");
}

async function expectStandsOut(name: string, focused: Locator, target: Locator = focused) {
  const seen = await focusAppearance(focused, target);
  expect(seen.best, `${name}: ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(3);
}

/**
 * Runs `checks` in the light scheme and then in the dark. Each round must start with focus
 * away from its first control, so that control's unfocused look is what is compared.
 */
async function inEachScheme(page: Page, checks: () => Promise<void>) {
  for (const colorScheme of ["light", "dark"] as const) {
    await test.step(`${colorScheme} scheme`, async () => {
      await page.emulateMedia({ colorScheme });
      await checks();
    });
  }
}

test.describe("focus in the light and the dark scheme", () => {
  test("every kind of control in a widget shows a focus indicator of at least 3:1", async ({
    page,
  }) => {
    await page.goto("/bmi-calculator");
    const host = page.locator("calorie-deficit-bmi");
    await expect(host.locator(".card")).toBeVisible();
    await keyboardMode(page);
    await inEachScheme(page, async () => {
      await expectStandsOut("text input", host.locator("#height"));
      const radio = host.locator('input[name="background"]').first();
      const radioId = await radio.getAttribute("id");
      await expectStandsOut("radio card", radio, host.locator(`label[for="${radioId}"]`));
      const unit = host.locator('input[name="units"][value="imperial"]');
      await expectStandsOut("units switch", unit, unit.locator(".."));
      await expectStandsOut("button", host.locator("button[type=submit]"));
    });
  });

  test("the wizard's Next, and the report's tabs and buttons, show it too", async ({ page }) => {
    await page.goto("/advanced-calorie-deficit-calculator");
    const host = page.locator("calorie-deficit-advanced");
    await expect(host.locator(".card")).toBeVisible();
    await keyboardMode(page);
    await inEachScheme(page, async () => {
      // Next alone in this round: focus goes back a control first, by keyboard.
      if (await host.locator("button[type=submit]").evaluate((el) => el.matches(":focus"))) {
        await page.keyboard.press("Shift+Tab");
      }
      await expectStandsOut("Next", host.locator("button[type=submit]"));
    });
    const link = sharedLink("calorie-deficit-advanced", {
      ...EXAMPLE_PERSON,
      baseActivity: "1.375",
    });
    // A new fragment alone does not reload the page: load it afresh with the answers.
    await page.goto(`/advanced-calorie-deficit-calculator${link}`);
    await page.reload();
    await expect(host.getByRole("tablist")).toBeVisible();
    await keyboardMode(page);
    await inEachScheme(page, async () => {
      await expectStandsOut("tab", host.getByRole("tab", { name: "Overview" }));
      await expectStandsOut("tab panel", host.getByRole("tabpanel"));
      await expectStandsOut("Print results", host.getByRole("button", { name: "Print results" }));
    });
  });

  test("every kind of link and control on a page shows a focus indicator of at least 3:1", async ({
    page,
  }) => {
    await page.goto("/bmi-calculator");
    await keyboardMode(page);
    await inEachScheme(page, async () => {
      await expectStandsOut("brand link in the header", page.locator(".brand"));
      await expectStandsOut("menu button", page.locator(".menu > summary"));
      await expectStandsOut("back link", page.locator(".back-link"));
      await expectStandsOut("badge", page.locator(".badge"));
      await expectStandsOut("link in the text", page.locator(".prose a").first());
      await expectStandsOut("question", page.locator(".faq summary").first());
      await expectStandsOut("link card", page.locator(".link-card").first());
      await expectStandsOut("footer link", page.locator(".site-footer a").first());
    });
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, tag] of [
    ["/", "calorie-deficit-basic"],
    ["/advanced-calorie-deficit-calculator", "calorie-deficit-advanced"],
  ] as const) {
    test(`${path}: after an empty Next the error summary has focus, below the sticky header`, async ({
      page,
    }) => {
      await page.goto(path);
      const host = page.locator(tag);
      const next = host.getByRole("button", { name: "Next" });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      const summary = host.locator(".error-summary");
      await expect(summary).toBeFocused();
      const header = await page.locator(".site-header").boundingBox();
      const box = await summary.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      expect((box?.y ?? 0) + 40).toBeLessThanOrEqual(740);
    });
  }

  test("Next looks and acts like a button before anything is answered", async ({ page }) => {
    await page.goto("/");
    const next = page.locator("calorie-deficit-basic").getByRole("button", { name: "Next" });
    await expect(next).toBeEnabled();
    await expect(next).not.toHaveAttribute("aria-disabled", /.*/);
    expect(await next.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });
});
