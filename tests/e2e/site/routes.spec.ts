import { expect, test, type Page } from "@playwright/test";
import routesModule from "../../../site/_data/routes.js";
import { expectNoAxeViolations } from "../support/axe.ts";
import { collectErrors } from "../support/widget-page.ts";

interface Route {
  path: string;
  title: string;
  widget: { tag: string; variant: string } | null;
  aliases: string[];
}
const routes = routesModule as Route[];

/** Records every request that leaves the page's own origin. */
function offOrigin(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) requests.push(url);
  });
  return requests;
}

for (const route of routes) {
  test(`${route.path}: loads cleanly${route.widget ? ", upgrades its widget" : ""}, stays on its origin, stores nothing`, async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    const away = offOrigin(page, new URL(baseURL ?? "").origin);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.title);
    if (route.widget) {
      await expect(page.locator(route.widget.tag).locator(".card").first()).toBeVisible();
    }
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(away).toEqual([]);
    const stored = await page.evaluate(() => ({
      cookies: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(stored).toEqual({ cookies: "", local: 0, session: 0 });
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`${route.path}: axe finds nothing in the ${colorScheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(route.path);
      if (route.widget) await page.locator(route.widget.tag).locator(".card").first().waitFor();
      await expectNoAxeViolations(page);
    });
  }
}

test("an alias serves the same page with the primary path as canonical", async ({ page }) => {
  await page.goto("/tdee-calculator/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/tdee-calorie-deficit-calculator$/,
  );
});

test("the header menu opens and is walked by keyboard", async ({ page }) => {
  await page.goto("/bmi-calculator");
  const summary = page.locator(".menu > summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".menu")).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Calorie calculator" }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calorie-calculator$/);
});

test("an unknown address gets the not-found page with status 404, logging the path", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (m) => logged.push(m.text()));
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.join(" ")).toContain("/no-such-page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/x and /x/ are the same page", async ({ request }) => {
  for (const url of ["/bmi-calculator", "/bmi-calculator/"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<h1>BMI Calculator</h1>");
  }
});

test("the embed guide lists every widget from the manifest, with live examples", async ({
  page,
}) => {
  await page.goto("/embed");
  await expect(page.getByRole("heading", { name: "<calorie-deficit-basic>" })).toBeVisible();
  await expect(page.getByText("--cdc-accent").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
