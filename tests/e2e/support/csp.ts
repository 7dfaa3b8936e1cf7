import { expect, type Page } from "@playwright/test";

// What the production headers of site/headers.js must allow, watched in Chromium: no
// Content-Security-Policy violation and no request that fails.

/** Records CSP violations (the DOM event and Chromium's console report) and failed requests. */
export function watch(page: Page) {
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
export async function reportViolations(page: Page) {
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
export async function startWidget(page: Page, tag: string) {
  const host = page.locator(tag).first();
  await expect(host.locator(".card").first()).toBeVisible();
  const field = host.locator("form input:not([type=radio]):not([type=checkbox])").first();
  await field.focus();
  await field.press("3");
  await page.waitForLoadState("networkidle");
}
