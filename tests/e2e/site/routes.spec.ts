import { expect, test, type Page } from "@playwright/test";
import routes from "../../../site/_data/routes.js";
import { expectNoAxeViolations, expectNoAxeViolationsInEachScheme } from "../support/axe.ts";
import { reportViolations, startWidget, watch } from "../support/csp.ts";
import { collectErrors } from "../support/widget-page.ts";

// Every route of site/_data/routes.js in Chromium, against the built site in dist/.

type Route = (typeof routes)[number];

/** Records every request that leaves the page's own origin. */
function offOrigin(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:")) requests.push(url);
  });
  return requests;
}

/**
 * Counts the requests for each widget file, and keeps any console warning about preloads: the
 * page's preloads and the loader's must be the very requests the widget then uses.
 */
function widgetFetches(page: Page) {
  const counts: Record<string, number> = {};
  const warnings: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/widgets/")) counts[path] = (counts[path] ?? 0) + 1;
  });
  page.on("console", (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text());
  });
  return { counts, warnings };
}

/** Waits until the page's widget (if any) has rendered into its shadow root. */
async function widgetReady(page: Page, route: Route): Promise<void> {
  if (!route.widget) return;
  const host = page.locator(route.widget.tag);
  await expect(host.locator(".card").first()).toBeVisible();
  expect(await host.evaluate((el) => el.shadowRoot !== null)).toBe(true);
}

/** The widget's height against the height the page reserved for it before it upgraded. */
function heights(page: Page, tag: string) {
  return page.locator(tag).evaluate((el) => ({
    rendered: Math.round(el.getBoundingClientRect().height),
    reserved: Math.round(parseFloat(getComputedStyle(el).minHeight) || 0),
  }));
}

/** The first question's bottom edge, in px from the top of the screen. */
async function firstQuestionBottom(page: Page, tag: string): Promise<number> {
  const first = page.locator(tag).locator("form input:not([name=units])").first();
  await expect(first).toBeAttached();
  const box = await first.boundingBox();
  expect(box, "the first field has a box").not.toBeNull();
  return (box?.y ?? Infinity) + (box?.height ?? 0);
}

// One page load per route, opened on a 360 x 740 phone and then widened to a desktop: each
// check below is about the page as it first arrives, or holds at both widths.
for (const route of routes) {
  const widget = route.widget;
  const title = widget
    ? `${route.path}: loads cleanly on a phone with its first question on the first screen, fits the height reserved for its widget on a phone and a desktop, passes axe in light and dark, and keeps to its Content-Security-Policy once answered`
    : `${route.path}: loads cleanly, stays on its origin, stores nothing, passes axe in light and dark, and keeps to its Content-Security-Policy`;
  test(title, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const errors = collectErrors(page);
    const away = offOrigin(page, new URL(baseURL ?? "").origin);
    const fetches = widgetFetches(page);
    const problems = watch(page);
    await reportViolations(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.title);
    await widgetReady(page, route);

    if (widget) {
      // Issue 18, point 2: the first question is on the phone's first screen, and the
      // widget leaves its title to the page's h1 (kept for screen readers only).
      expect(await firstQuestionBottom(page, widget.tag), "its bottom edge").toBeLessThanOrEqual(
        740,
      );
      const host = page.locator(widget.tag);
      await expect(host.locator(".card > h2").first()).toHaveClass(/visually-hidden/);
      await expect(host.locator(".lede")).toHaveCount(0);
      const phone = await heights(page, widget.tag);
      expect(phone.reserved).toBeGreaterThan(300);
      expect(phone.rendered, "phone").toBe(phone.reserved);
    }

    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(away).toEqual([]);
    expect(Object.entries(fetches.counts).filter(([, n]) => n > 1)).toEqual([]);
    expect(fetches.warnings).toEqual([]);
    const stored = await page.evaluate(() => ({
      cookies: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(stored).toEqual({ cookies: "", local: 0, session: 0 });
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    if (widget) {
      const desktop = await heights(page, widget.tag);
      expect(desktop.rendered, "desktop").toBe(desktop.reserved);
    }
    // axe in the light scheme ran on the phone above; the dark scheme on the desktop.
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);

    // Answering loads the results code, under the same production headers.
    if (widget) await startWidget(page, widget.tag);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("every alias answers with its primary page, canonical to the primary path", async ({
  request,
}) => {
  for (const route of routes) {
    for (const alias of route.aliases) {
      for (const url of [alias, `${alias}/`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<h1>${route.title}</h1>`);
        expect(html, url).toMatch(
          new RegExp(`<link rel="canonical" href="https://[^"/]+${route.path}">`),
        );
      }
    }
  }
});

test("/x and /x/ are the same page", async ({ request }) => {
  for (const url of ["/bmi-calculator", "/bmi-calculator/", "/about-us", "/about-us/"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
  }
  const plain = await (await request.get("/bmi-calculator")).text();
  expect(await (await request.get("/bmi-calculator/")).text()).toBe(plain);
});

/** Whether Chromium's accessibility tree reports the named control as expanded. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Accessibility.enable");
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      role?: { value?: string };
      name?: { value?: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  // A <summary> is a disclosure button ("DisclosureTriangle") in Chromium's tree.
  const node = nodes.find((n) => n.role?.value === "DisclosureTriangle" && n.name?.value === name);
  const expanded = node?.properties?.find((p) => p.name === "expanded");
  return expanded ? Boolean(expanded.value.value) : undefined;
}

test.describe("the header menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens from the keyboard, is announced as expanded, and its links are reachable by Tab", async ({
    page,
  }) => {
    await page.goto("/bmi-calculator");
    const menu = page.locator("details.menu");
    const summary = page.locator("details.menu > summary");
    await expect(menu.locator(".menu-panel")).toBeHidden();
    expect(await expandedState(page, "Calculators")).toBe(false);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    // On a wide screen every group stands open, with nothing to open on the way to a link.
    await expect(menu.getByRole("link", { name: "Calorie deficit calculator" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Keto" })).toBeVisible();
    expect(await expandedState(page, "Calculators")).toBe(true);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Calorie deficit calculator" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Advanced planner" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "BMI", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/advanced-calorie-deficit-calculator$/);
  });

  test("closes with Escape and gives focus back to its button", async ({ page }) => {
    await page.goto("/bmi-calculator");
    const menu = page.locator("details.menu");
    await page.locator("details.menu > summary").focus();
    await page.keyboard.press("Space");
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(page.locator("details.menu > summary")).toBeFocused();
  });

  test("closes when focus moves past its last link, or on a click elsewhere", async ({ page }) => {
    await page.goto("/bmi-calculator");
    const menu = page.locator("details.menu");
    await page.locator("details.menu > summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(menu).not.toHaveAttribute("open", "");
    await page.locator("details.menu > summary").click();
    await expect(menu).toHaveAttribute("open", "");
    // A click on the page beside the panel (its left edge, below the header).
    await page.mouse.click(8, 500);
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("shows its four groups under their headings, then the link to every calculator", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("details.menu > summary").click();
    const headings = page.locator(".menu-heading");
    await expect(headings).toHaveText([
      "Calorie calculators",
      "Your body",
      "Who it is for",
      "Goals and diets",
    ]);
    for (const heading of await headings.all()) await expect(heading).toBeVisible();
    await expect(page.locator(".menu-group > summary").first()).toBeHidden();
    await expect(
      page.locator("details.menu").getByRole("link", { name: "All calculators" }),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("at 320 px the header is one line (the short name and Menu), at most 64 px tall", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const header = await page.locator(".site-header").boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    await expect(page.getByRole("link", { name: "Calorie Deficit UK" })).toBeVisible();
    await expect(page.locator("details.menu > summary")).toHaveAccessibleName("Menu");
    // The full name and "Calculators" wherever there is room.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("link", { name: /^Calorie Deficit Calculator UK/ })).toBeVisible();
    await expect(page.locator("details.menu > summary")).toHaveAccessibleName("Calculators");
  });

  test("the page fits the screen, shows Back, and hides the last two footer groups", async ({
    page,
  }) => {
    await page.goto("/women-calorie-deficit-calculator");
    await expect(page.locator("calorie-deficit-basic").locator(".card").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await page.locator(".back-link").innerText()).toMatch(/^\W*Back$/);
    await expect(page.getByRole("heading", { name: "Diet Specific" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Intensity Levels" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Goal Specific" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Information" })).toBeVisible();
  });

  test("the menu opens below the header and scrolls within the screen", async ({ page }) => {
    await page.goto("/about-us");
    await page.locator("details.menu > summary").click();
    const panel = page.locator(".menu-panel");
    await expect(panel).toBeVisible();
    const header = await page.locator(".site-header").boundingBox();
    const box = await panel.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    await expectNoAxeViolations(page);
  });
});

test.describe("the not-found page", () => {
  test("answers an unknown address with status 404, logs the path and leads home", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (m) => logged.push(`${m.type()}: ${m.text()}`));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    // Logged as information, not as an error.
    await expect.poll(() => logged.join(" ")).toContain("info: 404: no page at /no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("works at a deeper unknown address too", async ({ page }) => {
    const response = await page.goto("/calculators/unknown/");
    expect(response?.status()).toBe(404);
    // The stylesheet still applies (its links are absolute): the body has no default margin.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("axe finds nothing in the light and the dark scheme", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoAxeViolationsInEachScheme(page);
  });
});

test("the embed guide lists every widget from the manifest, with live examples", async ({
  page,
}) => {
  await page.goto("/embed");
  await expect(page.getByRole("heading", { name: "<calorie-deficit-basic>" })).toBeVisible();
  await expect(page.getByText("--cdc-accent").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
