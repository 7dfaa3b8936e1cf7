import { expect, test } from "@playwright/test";

// The /embed configurator: a partner chooses a calculator and how it looks, sees it live in
// light and dark, and copies snippets that carry exactly those choices. Without JavaScript
// the page still gives the default snippets.

const ORIGIN = "https://www.caloriedeficitcalculator.co.uk";

test("every choice reaches the four snippets and both previews", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/embed");
  const form = page.getByRole("form", { name: "Build your embed" });
  await form.getByLabel("Calculator", { exact: true }).selectOption({ label: "BMI Calculator" });
  await expect(form.getByLabel("Variant")).toBeDisabled();
  await form.getByRole("radio", { name: /Imperial/ }).check();
  await form.getByRole("radio", { name: /Hide them/ }).check();
  const accent = form.getByLabel(/Main colour/);
  await accent.fill("#005eb8");
  await accent.dispatchEvent("change");

  await expect(page.locator("#snippet-script")).toHaveText(
    `<script src="${ORIGIN}/widgets/embed.js" defer></script>\n\n` +
      '<calorie-deficit-bmi units="imperial" heading="hide" style="--cdc-accent: #005eb8"></calorie-deficit-bmi>',
  );
  await expect(page.locator("#snippet-iframe")).toContainText(
    `src="${ORIGIN}/embed/calorie-deficit-bmi/?units=imperial&amp;heading=hide&amp;cdc-accent=%23005eb8"`,
  );
  await expect(page.locator("#snippet-url")).toHaveText(`${ORIGIN}/bmi-calculator`);
  await expect(page.locator("#snippet-url-note")).toContainText("leaves out imperial units");
  await expect(page.locator("#snippet-react")).toContainText(
    '<calorie-deficit-bmi units="imperial" heading="hide" style={{ "--cdc-accent": "#005eb8" }} />',
  );

  // Both previews show the calculator as chosen: imperial, with the chosen accent.
  const backgrounds: Record<string, string> = {};
  for (const scheme of ["light", "dark"]) {
    const frame = page.locator(`iframe[data-cdc-scheme="${scheme}"]`);
    await frame.scrollIntoViewIfNeeded();
    const widget = frame.contentFrame().locator("calorie-deficit-bmi");
    await expect(widget).toHaveAttribute("units", "imperial");
    await expect(widget.locator(".card")).toBeVisible();
    await expect(widget.getByText("ft", { exact: true })).toBeVisible();
    const accentColour = await widget.evaluate((el) =>
      getComputedStyle(el).getPropertyValue("--cdc-accent").trim(),
    );
    expect(accentColour).toBe("#005eb8");
    backgrounds[scheme] = await widget
      .locator(".card")
      .evaluate((card) => getComputedStyle(card).backgroundColor);
  }
  // The page is light, yet the dark preview draws the calculator's dark card.
  expect(backgrounds.light).toBe("rgb(255, 255, 255)");
  expect(backgrounds.dark).not.toBe(backgrounds.light);
});

test("each preview loads its calculator only as it comes on screen", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (/\/embed\/calorie-deficit-[a-z-]+\//.test(request.url())) loaded.push(request.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/embed");
  await page.waitForLoadState("networkidle");
  // The previews are further down, on a phone and a desktop alike: nothing has loaded.
  expect(loaded).toEqual([]);
  const dark = page.locator('iframe[data-cdc-scheme="dark"]');
  await expect(dark).not.toHaveAttribute("src", /./);
  await dark.scrollIntoViewIfNeeded();
  await expect(dark.contentFrame().locator("calorie-deficit-basic .card")).toBeVisible();
  expect(
    loaded.some((url) => url.endsWith("/embed/calorie-deficit-basic/?color-scheme=dark")),
  ).toBe(true);
});

test("a variant is offered only where the calculator has it, and reaches the address", async ({
  page,
}) => {
  await page.goto("/embed");
  const form = page.getByRole("form", { name: "Build your embed" });
  await form.getByLabel("Variant").selectOption("teen");
  await expect(page.locator("#snippet-url")).toHaveText(
    `${ORIGIN}/teen-calorie-deficit-calculator`,
  );
  await expect(page.locator("#snippet-script")).toContainText('variant="teen"');
  const light = page.locator('iframe[data-cdc-scheme="light"]');
  await expect(light).toHaveAttribute(
    "data-src",
    "/embed/calorie-deficit-basic/?variant=teen&color-scheme=light",
  );
  // On screen, the preview loads that address.
  await light.scrollIntoViewIfNeeded();
  await expect(light).toHaveAttribute(
    "src",
    "/embed/calorie-deficit-basic/?variant=teen&color-scheme=light",
  );
  await form.getByRole("button", { name: "Reset all choices" }).click();
  await expect(page.locator("#snippet-url")).toHaveText(`${ORIGIN}/`);
  await expect(page.locator("#snippet-script")).not.toContainText("variant=");
});

test("a snippet's copy button copies what is chosen now and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/embed");
  await page.getByRole("radio", { name: /Imperial/ }).check();
  const bar = page.locator(".copy-bar:has(+ pre #snippet-iframe)");
  await bar.getByRole("button", { name: "Copy code" }).click();
  await expect(bar.locator("[aria-live=polite]")).toHaveText("Copied.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`${ORIGIN}/embed/calorie-deficit-basic/?units=imperial`);
});

test("each snippet says which CMS roles it works for", async ({ page }) => {
  await page.goto("/embed");
  await expect(page.locator(".cfg-roles")).toHaveCount(4);
  await expect(page.locator(".cfg-roles").nth(2)).toContainText("authors and contributors");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page gives the default snippets and hides choices that would do nothing", async ({
    page,
  }) => {
    await page.goto("/embed");
    await expect(page.locator("#snippet-script")).toHaveText(
      `<script src="${ORIGIN}/widgets/embed.js" defer></script>\n\n` +
        "<calorie-deficit-basic></calorie-deficit-basic>",
    );
    await expect(page.locator("#snippet-url")).toHaveText(`${ORIGIN}/`);
    await expect(page.locator("#snippet-react")).toContainText("<calorie-deficit-basic />");
    await expect(page.locator("#embed-configurator")).toBeHidden();
  });
});
