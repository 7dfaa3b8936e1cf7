import { expect, test, type Locator, type Page } from "@playwright/test";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { EXAMPLE_PERSON, sharedLink } from "../support/shared-link.ts";

// Issue 18, point 3, and issue 29, point 1: tables that fit a 320 px phone; all six tabs of
// the advanced report in sight (a wrapped grid, no sideways scroll), still following the ARIA
// tabs pattern; and each wizard step scrolled to its own heading.

test.use({ viewport: { width: 320, height: 740 } });

const PERSON = { units: "metric", ...EXAMPLE_PERSON };

const shared = (tag: string, answers: Record<string, string>) =>
  sharedLink(tag, { ...PERSON, ...answers });

/**
 * Walks a wizard on its page at 320 px, pressing Next on each step, and expects each new
 * step's heading at the top of the screen, just below the sticky header (issue 29: a step
 * scrolls to its own heading, not back to the page's title and introduction).
 */
async function expectEachStepHeadingOnScreen(page: Page, path: string, tag: string, steps: number) {
  await page.goto(path);
  const host = page.locator(tag);
  const answers = { ...PERSON, activity: "1.55", baseActivity: "1.55", dailySteps: "3000" };
  for (let step = 2; step <= steps; step++) {
    await fillVisibleByKeyboard(host, answers);
    await pressPrimary(host);
    const heading = host.getByRole("heading", { name: new RegExp(`Step ${step} of ${steps}`) });
    await expect(heading).toBeFocused();
    // The heading comes to rest (scrolling may be smooth) just below the header: at the top
    // of what the visitor sees, wherever the step before left the page.
    const gap = async () => {
      const headerBottom = await page
        .locator(".site-header")
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      return Math.round(top - headerBottom);
    };
    await expect
      .poll(gap, `step ${step}'s heading just below the header`)
      .toBeGreaterThanOrEqual(0);
    await expect.poll(gap, `step ${step}'s heading just below the header`).toBeLessThanOrEqual(40);
  }
}

test("each step of the basic calculator brings its own heading on screen at 320 px", async ({
  page,
}) => {
  await expectEachStepHeadingOnScreen(page, "/", "calorie-deficit-basic", 3);
});

test("each step of the advanced calculator brings its own heading on screen at 320 px", async ({
  page,
}) => {
  await expectEachStepHeadingOnScreen(
    page,
    "/advanced-calorie-deficit-calculator",
    "calorie-deficit-advanced",
    5,
  );
});

/** Expects every visible macros table of the widget to end inside its card's padding. */
async function expectTablesInsideCard(host: Locator) {
  const overflows = await host.evaluate((el) => {
    const card = el.shadowRoot?.querySelector(".card") as HTMLElement;
    const style = getComputedStyle(card);
    const inner = card.getBoundingClientRect().right - parseFloat(style.borderRightWidth);
    const contentRight = inner - parseFloat(style.paddingRight);
    return [...(el.shadowRoot?.querySelectorAll("table[part=macros]") ?? [])]
      .filter((t) => t.getClientRects().length > 0)
      .map((t) => ({
        over: t.getBoundingClientRect().right - contentRight,
        scroll: t.scrollWidth - t.clientWidth,
      }));
  });
  expect(overflows.length).toBeGreaterThan(0);
  for (const { over, scroll } of overflows) {
    expect(over).toBeLessThanOrEqual(0.5);
    expect(scroll).toBeLessThanOrEqual(0);
  }
}

test("the macros calculator's table fits its card at 320 px", async ({ page }) => {
  await page.goto("/macros-calculator");
  const host = page.locator("calorie-deficit-macros");
  await host.locator("#calories").fill("2450");
  await host.locator("#bodyWeight").fill("95");
  await expect(host.getByRole("heading", { name: "Your result" })).toBeVisible();
  await expectTablesInsideCard(host);
});

test("an error under an imperial height wraps inside the card at 320 px", async ({ page }) => {
  await page.goto("/");
  const host = page.locator("calorie-deficit-basic");
  await host.getByText("st, lb, ft and in").click();
  await fillVisibleByKeyboard(host, { heightFt: "5", heightIn: "1x" });
  await pressPrimary(host);
  const error = host.locator("#height-error");
  await expect(error).toContainText("must be numbers");
  const overflow = await error.evaluate((el) => {
    const card = el.closest(".card") as HTMLElement;
    return {
      over: el.getBoundingClientRect().right - card.getBoundingClientRect().right,
      scroll: el.scrollWidth - el.clientWidth,
    };
  });
  expect(overflow.over).toBeLessThanOrEqual(0);
  expect(overflow.scroll).toBeLessThanOrEqual(0);
});

test("the basic results' macros table fits its card at 320 px", async ({ page }) => {
  await page.goto(`/${shared("calorie-deficit-basic", { activity: "1.375" })}`);
  const host = page.locator("calorie-deficit-basic");
  await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expectTablesInsideCard(host);
});

test.describe("the advanced report at 320 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(
      `/advanced-calorie-deficit-calculator${shared("calorie-deficit-advanced", {
        baseActivity: "1.375",
      })}`,
    );
    await expect(
      page.locator("calorie-deficit-advanced").getByRole("heading", { name: "Your advanced plan" }),
    ).toBeVisible();
  });

  test("shows all six tabs on screen, each chosen by a tap or by the arrow keys", async ({
    page,
  }) => {
    const host = page.locator("calorie-deficit-advanced");
    const tabs = host.getByRole("tab");
    await expect(tabs).toHaveCount(6);
    await tabs.first().scrollIntoViewIfNeeded();
    // Every tab wholly inside the screen's width, with nothing to scroll sideways to.
    const boxes = await tabs.evaluateAll((els) =>
      els.map((t) => {
        const { left, right } = t.getBoundingClientRect();
        return { left, right, hidden: t.scrollWidth - t.clientWidth };
      }),
    );
    for (const { left, right, hidden } of boxes) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(320);
      expect(hidden).toBeLessThanOrEqual(0);
    }
    const list = host.getByRole("tablist");
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

    const names = await tabs.allTextContents();
    for (const name of names) {
      await host.getByRole("tab", { name }).click();
      await expect(host.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    }
    // The ARIA tabs pattern: Home, the arrow keys (wrapping round) and End select as they move.
    await page.keyboard.press("Home");
    const overview = host.getByRole("tab", { name: "Overview" });
    await expect(overview).toBeFocused();
    for (const name of names.slice(1)) {
      await page.keyboard.press("ArrowRight");
      await expect(host.getByRole("tab", { name })).toBeFocused();
      await expect(host.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(host.getByRole("tabpanel")).toHaveAttribute(
        "aria-labelledby",
        `tab-${name.toLowerCase()}`,
      );
    }
    await page.keyboard.press("ArrowRight");
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(host.getByRole("tab", { name: "Insights" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Home");
    await page.keyboard.press("End");
    await expect(host.getByRole("tab", { name: "Insights" })).toBeFocused();
    await expect(overview).toHaveAttribute("tabindex", "-1");
  });

  test("shows the macros tables inside the card", async ({ page }) => {
    const host = page.locator("calorie-deficit-advanced");
    await host.getByRole("tab", { name: "Macros" }).click();
    await expectTablesInsideCard(host);
  });
});

test("the open menu shows only its group names until one is opened, by keyboard too", async ({
  page,
}) => {
  await page.goto("/about-us");
  const menu = page.locator("details.menu");
  await page.locator("details.menu > summary").focus();
  await page.keyboard.press("Enter");
  const groups = menu.locator(".menu-group > summary");
  await expect(groups).toHaveText([
    "Calorie calculators",
    "Your body",
    "Who it is for",
    "Goals and diets",
  ]);
  for (const group of await groups.all()) await expect(group).toBeVisible();
  // Of the menu's links, only the one to every calculator shows while the groups are closed.
  const shown = () =>
    menu
      .locator("a")
      .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.textContent));
  expect(await shown()).toEqual(["All calculators"]);
  await expect(menu.getByRole("link", { name: "Women" })).toBeHidden();

  // Tab to the third group and open it with Enter: its links show and take focus next.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("Tab");
  await expect(groups.nth(2)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu.locator(".menu-group").nth(2)).toHaveAttribute("open", "");
  await expect(menu.getByRole("link", { name: "Women" })).toBeVisible();
  expect(await shown()).toHaveLength(9);
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Women" })).toBeFocused();
});
