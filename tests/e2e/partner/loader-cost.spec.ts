import { expect, test, type Page } from "@playwright/test";

// The loader (/widgets/embed.js) on a large partner page: it watches what each DOM change
// adds, so a change costs the same whether the page holds a hundred nodes or 100,000.

const NODES = 100_000;
const CHANGES = 200;

// Building and walking 100,000 nodes is slow on a busy machine; the figure is per change.
test.describe.configure({ timeout: 90_000 });

/** A partner page with one widget, with or without the loader, grown to `nodes` elements. */
async function bigPage(page: Page, withLoader: boolean, nodes = NODES) {
  const name = withLoader ? "big-with-loader.html" : "big-without-loader.html";
  await page.route(`**/__partner/${name}`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Big page</title>
${withLoader ? '<script src="/widgets/embed.js" defer></script>' : ""}</head>
<body><main><h1>Big page</h1><calorie-deficit-bmi></calorie-deficit-bmi><div id="big"></div></main></body></html>`,
    }),
  );
  await page.goto(`/__partner/${name}`);
  if (withLoader) await expect(page.locator("calorie-deficit-bmi .card")).toBeVisible();
  await page.evaluate((count) => {
    const big = document.getElementById("big");
    const fragment = document.createDocumentFragment();
    for (let i = 0; i < count; i++) {
      const item = document.createElement(i % 3 === 0 ? "section" : "span");
      item.textContent = String(i);
      fragment.append(item);
    }
    big?.append(fragment);
  }, nodes);
}

/** Milliseconds per DOM change, each change followed by the observers' turn to run. */
function costOfChanges(page: Page): Promise<number> {
  return page.evaluate(async (changes) => {
    const big = document.getElementById("big");
    const started = performance.now();
    for (let i = 0; i < changes; i++) {
      big?.append(document.createElement("p"));
      // Mutation observers run at the next microtask checkpoint, before this continues.
      await Promise.resolve();
    }
    return (performance.now() - started) / changes;
  }, CHANGES);
}

test(`on a ${NODES.toLocaleString("en-GB")}-node page each DOM change costs the loader nothing measurable`, async ({
  page,
}) => {
  await bigPage(page, false);
  // Counted by the page itself: a locator would walk all the nodes through Playwright.
  expect(await page.evaluate(() => document.getElementsByTagName("*").length)).toBeGreaterThan(
    NODES,
  );
  const without = await costOfChanges(page);
  await bigPage(page, true);
  const withLoader = await costOfChanges(page);
  test.info().annotations.push({
    type: "loader cost",
    description: `${(withLoader - without).toFixed(3)} ms a change (${withLoader.toFixed(3)} with the loader, ${without.toFixed(3)} without)`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  expect(withLoader - without).toBeLessThan(0.2);
});

test("a widget added deep inside a large subtree after load is still found and defined", async ({
  page,
}) => {
  await bigPage(page, true, 10_000);
  await page.evaluate(() => {
    const wrapper = document.createElement("div");
    wrapper.innerHTML = `${"<div><p>text</p></div>".repeat(500)}<article><div><calorie-deficit-macros></calorie-deficit-macros></div></article>`;
    document.getElementById("big")?.append(wrapper);
  });
  await page.waitForFunction(
    () => customElements.get("calorie-deficit-macros") !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  await expect(page.locator("calorie-deficit-macros .card")).toBeVisible({ timeout: 15_000 });
});
