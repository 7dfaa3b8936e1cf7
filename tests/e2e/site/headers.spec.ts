import { expect, test, type Page } from "@playwright/test";
import routes from "../../../site/_data/routes.js";
import { WIDGET_TAGS } from "../../../widgets/widget-tags.ts";

// Every primary route and every /embed/<tag>/ page in Chromium, served by scripts/serve.js
// with the production headers of site/headers.js: not one Content-Security-Policy violation,
// and no request that fails.

/** Records CSP violations (the DOM event and Chromium's console report) and failed requests. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Reports securitypolicyviolation events to the console, where watch() reads them. */
async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
}

/**
 * Starts the page's widget: the single-screen calculators load their results code as soon as
 * the visitor starts to answer (the wizards on their last step, which the partner tests reach).
 */
async function startWidget(page: Page, tag: string) {
  const host = page.locator(tag).first();
  await expect(host.locator(".card").first()).toBeVisible();
  const field = host.locator("form input:not([type=radio]):not([type=checkbox])").first();
  await field.focus();
  await field.press("3");
  await page.waitForLoadState("networkidle");
}

const pages = [
  ...routes.map((route) => ({ path: route.path, tag: route.widget?.tag, frame: false })),
  ...WIDGET_TAGS.map((tag) => ({ path: `/embed/${tag}/`, tag, frame: true })),
];

for (const { path, tag, frame } of pages) {
  test(`${path}: served with the production headers and no CSP violation`, async ({ page }) => {
    const problems = watch(page);
    await reportViolations(page);
    const response = await page.goto(path);
    const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain(frame ? "frame-ancestors *" : "frame-ancestors 'self'");
    if (tag) await startWidget(page, tag);
    else await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}
