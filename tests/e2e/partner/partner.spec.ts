import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { WIDGET_TAGS } from "../../../widgets/widget-tags.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { fillVisibleByKeyboard, pressPrimary } from "../support/keyboard.ts";
import { postToPage } from "../support/post-message.ts";
import { collectErrors } from "../support/widget-page.ts";

// Partner pages: each HTML file here is served at /__partner/<name> on the site's origin
// (so the real built widgets load from /widgets/), with whatever headers the test sets.
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";
const EXAMPLE = {
  age: "30",
  gender: "male",
  height: "180",
  weight: "80",
  activity: "1.55",
  targetWeight: "75",
  lossRate: "0.5",
};

async function openPartnerPage(
  page: Page,
  name: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  await page.route(`**/__partner/${name}`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      headers,
      body: body ?? readFileSync(new URL(name, import.meta.url), "utf8"),
    }),
  );
  await page.goto(`/__partner/${name}`);
}

/** Walks the basic wizard inside `host` by keyboard, up to pressing its final button. */
async function walkBasic(host: Locator) {
  await expect(host.locator(".card")).toBeVisible();
  for (let step = 1; step <= 3; step++) {
    await fillVisibleByKeyboard(host, EXAMPLE);
    await pressPrimary(host);
    if (step < 3) {
      await expect(
        host.getByRole("heading", { name: new RegExp(`Step ${step + 1} of 3`) }),
      ).toBeFocused();
    }
  }
}

/** Completes the basic wizard inside `host` by keyboard and waits for the results. */
async function completeBasic(page: Page, selector = "calorie-deficit-basic") {
  const host = page.locator(selector);
  await walkBasic(host);
  await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expect(host.getByText("2,209 kcal").first()).toBeVisible();
}

test("hostile page CSS does not break the widget's layout, type or colours", async ({ page }) => {
  const errors = collectErrors(page);
  await openPartnerPage(page, "hostile-css.html");
  const host = page.locator("calorie-deficit-basic");
  const card = host.locator(".card");
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(280);
  const label = host.locator("label[for=age]");
  const style = await label.evaluate((el) => {
    const s = getComputedStyle(el);
    return { size: parseFloat(s.fontSize), color: s.color };
  });
  expect(style.size).toBeGreaterThanOrEqual(14);
  expect(style.color).not.toBe("rgb(255, 0, 255)");
  const input = await host.locator("#age").boundingBox();
  expect(input?.width ?? 0).toBeGreaterThan(40);
  await completeBasic(page);
  expect(errors).toEqual([]);
});

test("works under a strict Content-Security-Policy with no violation", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await openPartnerPage(page, "strict-csp.html", undefined, {
    "Content-Security-Policy": STRICT_CSP,
  });
  await completeBasic(page);
  const accent = await page
    .locator("calorie-deficit-basic button")
    .first()
    .evaluate((el) => getComputedStyle(el).borderRadius);
  expect(accent).not.toBe("0px");
  expect(errors).toEqual([]);
});

test("the loader twice beside a direct widget script defines the tag once, with no error", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openPartnerPage(page, "loader-twice.html");
  await completeBasic(page);
  expect(await page.evaluate(() => Object.keys(window).filter((k) => /calorie/i.test(k)))).toEqual([
    "__calorieDeficitCalculatorUk",
  ]);
  expect(errors).toEqual([]);
});

test("every widget on one page, two of the same kind with their own state and unique ids", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await openPartnerPage(page, "all-widgets.html");
  for (const tag of WIDGET_TAGS)
    await expect(page.locator(tag).first().locator(".card")).toBeVisible();
  const basics = page.locator("calorie-deficit-basic");
  await expect(basics).toHaveCount(2);
  await basics.nth(0).locator("#age").fill("44");
  await expect(basics.nth(1).locator("#age")).toHaveValue("");
  const duplicates = await page.evaluate((tags) => {
    const problems: string[] = [];
    for (const tag of tags) {
      for (const el of document.querySelectorAll(tag)) {
        const ids = [...(el.shadowRoot?.querySelectorAll("[id]") ?? [])].map((n) => n.id);
        const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
        if (dup.length > 0) problems.push(`${tag}: ${dup.join(", ")}`);
      }
    }
    return problems;
  }, WIDGET_TAGS);
  expect(duplicates).toEqual([]);
  // The shared runtime and each stylesheet are fetched once however many widgets there are:
  // the loader's preloads are the very requests the widgets use.
  const shared = requests.filter((p) => /^\/widgets\/(chunks|styles)\//.test(p));
  expect(shared).toContain("/widgets/styles/base.css.txt");
  expect(new Set(shared).size).toBe(shared.length);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a widget added after the page has loaded is defined and works", async ({ page }) => {
  const errors = collectErrors(page);
  await openPartnerPage(page, "late.html");
  await page.waitForLoadState("load");
  await page.evaluate(() => {
    const el = document.createElement("calorie-deficit-basic");
    el.setAttribute("calc-delay", "0");
    setTimeout(() => document.getElementById("slot")?.append(el), 300);
  });
  await completeBasic(page);
  expect(errors).toEqual([]);
});

test("moving and removing a widget while it calculates causes no error", async ({ page }) => {
  const errors = collectErrors(page);
  await openPartnerPage(page, "move.html");
  const host = page.locator("calorie-deficit-basic");
  await walkBasic(host);
  await expect(host.getByText("Calculating...").first()).toBeVisible();
  await page.evaluate(() => {
    const el = document.querySelector("calorie-deficit-basic");
    if (el) document.getElementById("b")?.append(el);
  });
  await page.evaluate(() => document.querySelector("calorie-deficit-basic")?.remove());
  await page.waitForTimeout(1200);
  expect(errors).toEqual([]);
});

test("attribute values are text: markup and script in them are never rendered or run", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await openPartnerPage(page, "evil.html");
  for (const tag of WIDGET_TAGS)
    await expect(page.locator(tag).locator(".card").first()).toBeVisible();
  await page.waitForTimeout(300);
  const found = await page.evaluate((tags) => {
    const w = window as unknown as { __pwned?: number };
    const imgs = tags.flatMap((t) => [
      ...(document.querySelector(t)?.shadowRoot?.querySelectorAll("img, script") ?? []),
    ]);
    return { pwned: w.__pwned ?? 0, injected: imgs.length };
  }, WIDGET_TAGS);
  expect(found).toEqual({ pwned: 0, injected: 0 });
  expect(warnings.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("the iframe embed grows and shrinks with the wizard, trusting only our origin", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const html = readFileSync(new URL("iframe-host.html", import.meta.url), "utf8").replaceAll(
    "__FRAME_ORIGIN__",
    origin,
  );
  await openPartnerPage(page, "iframe-host.html", html);
  const frameEl = page.locator("#frame");
  const frame = page.frameLocator("#frame");
  const host = frame.locator("calorie-deficit-basic");
  await expect(host.locator(".card")).toBeVisible();
  const heightOf = async () => (await frameEl.boundingBox())?.height ?? 0;
  await expect.poll(heightOf).not.toBe(700);
  const first = await heightOf();
  for (let step = 1; step <= 3; step++) {
    await fillVisibleByKeyboard(host, EXAMPLE);
    await pressPrimary(host);
  }
  await expect(host.getByRole("heading", { name: "Your results" })).toBeVisible();
  await expect.poll(heightOf).toBeGreaterThan(first + 100);
  const results = await heightOf();
  await host.getByRole("button", { name: "Back to Calculator" }).click();
  await expect.poll(heightOf).toBeLessThan(results);
  // A message from another origin is ignored.
  await postToPage(page, { type: "calorie-deficit-calculator-uk:height", height: 5 });
  expect(await heightOf()).toBeGreaterThan(100);
});
