import { expect, test, type Locator } from "@playwright/test";

// Issue 18, point 3: tables that fit a 320 px phone, and a tab list that scrolls sideways on
// a narrow screen instead of wrapping onto several rows, still following the ARIA tabs
// pattern.

test.use({ viewport: { width: 320, height: 740 } });

const PERSON = {
  units: "metric",
  age: "34",
  gender: "female",
  height: "165",
  weight: "82",
  targetWeight: "70",
  lossRate: "0.5",
};

function shared(tag: string, answers: Record<string, string>): string {
  return `#${tag}?${new URLSearchParams({ ...PERSON, ...answers }).toString()}`;
}

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

  test("keeps its tabs on one row that scrolls sideways", async ({ page }) => {
    const host = page.locator("calorie-deficit-advanced");
    const list = host.getByRole("tablist");
    const tabs = host.getByRole("tab");
    await expect(tabs).toHaveCount(6);
    const tops = await tabs.evaluateAll((els) => els.map((t) => t.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("follows the ARIA tabs pattern: arrow keys select, and the chosen tab scrolls into view", async ({
    page,
  }) => {
    const host = page.locator("calorie-deficit-advanced");
    const list = host.getByRole("tablist");
    await host.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("End");
    const last = host.getByRole("tab", { name: "Insights" });
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(host.getByRole("tab", { name: "Overview" })).toHaveAttribute("tabindex", "-1");
    await expect(host.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-insights");
    // The focused tab is wholly inside the visible part of the scrolling list.
    const inside = await last.evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      const frame = (tab.parentElement as HTMLElement).getBoundingClientRect();
      return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
    });
    expect(inside).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(host.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(0);
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
