import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";

// Who may frame our pages (frame-ancestors in site/headers.js): any partner may frame the
// /embed/<tag>/ pages; our other pages only ourselves. The partner page is served by the test
// on localhost and frames the site on 127.0.0.1, another origin on the same loopback server.
// Chromium treats a page the test fulfils as public and would block its frames from a local
// address (Local Network Access, https://wicg.github.io/local-network-access/), so this file
// turns that check off; it has nothing to do with the policy under test.
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (path) => path && existsSync(path),
);
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: ["--disable-features=LocalNetworkAccessChecks"],
  },
});

test("a partner's page on another origin may frame /embed/<tag>/ but not our other pages", async ({
  page,
  baseURL,
}) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  const site = `http://127.0.0.1:${new URL(baseURL ?? "").port}`;
  const partner = `${baseURL}/__partner/frames.html`;
  await page.route(partner, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><title>Partner</title>
<iframe id="frame" title="BMI" src="${site}/embed/calorie-deficit-bmi/"></iframe>
<iframe id="page" title="Page" src="${site}/bmi-calculator/"></iframe>`,
    }),
  );
  await page.goto(partner);
  await expect(page.frameLocator("#frame").locator("calorie-deficit-bmi .card")).toBeVisible();
  // Exactly one frame refused: the calculator page (Chromium names only its origin).
  await expect.poll(() => blocked.length).toBe(1);
  expect(blocked[0]).toContain("frame-ancestors 'self'");
  const refused = await (await page.locator("#page").elementHandle())?.contentFrame();
  expect(refused?.url()).not.toBe(`${site}/bmi-calculator/`);
});
