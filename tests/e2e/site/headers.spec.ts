import { expect, test } from "@playwright/test";
import { WIDGET_TAGS } from "../../../widgets/widget-tags.ts";
import { reportViolations, startWidget, watch } from "../support/csp.ts";

// Every /embed/<tag>/ page in Chromium, served by scripts/serve.js with the production
// headers of site/headers.js: not one Content-Security-Policy violation, and no request that
// fails. Every primary route gets the same checks in routes.spec.ts, on its one page load.

// One page goes to each frame page in turn: the watchers see every one of them.
test("every /embed/<tag>/ page: served with the production headers and no CSP violation", async ({
  page,
}) => {
  const problems = watch(page);
  await reportViolations(page);
  for (const tag of WIDGET_TAGS) {
    const path = `/embed/${tag}/`;
    await test.step(path, async () => {
      const response = await page.goto(path);
      const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors *");
      await startWidget(page, tag);
      expect(problems).toEqual([]);
    });
  }
});
