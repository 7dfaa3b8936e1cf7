import { expect, test } from "@playwright/test";
import routes from "../../../site/_data/routes.js";

// Issue 18, point 2: on a phone, a calculator page's first screen shows the calculator's
// first question, and the calculator does not repeat the page's title.

test.use({ viewport: { width: 360, height: 740 } });

for (const route of routes.filter((r) => r.widget)) {
  const tag = route.widget?.tag ?? "";
  test(`${route.path}: the first question is on the first 360 x 740 screen`, async ({ page }) => {
    await page.goto(route.path);
    const host = page.locator(tag);
    const first = host.locator("form input:not([name=units])").first();
    await expect(first).toBeAttached();
    const box = await first.boundingBox();
    expect(box, "the first field has a box").not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0), "its bottom edge").toBeLessThanOrEqual(740);
    // The page's h1 names the calculator; the widget keeps its title for screen readers only.
    await expect(host.locator(".card > h2").first()).toHaveClass(/visually-hidden/);
    await expect(host.locator(".lede")).toHaveCount(0);
  });
}
