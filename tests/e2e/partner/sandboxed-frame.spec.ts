import { readFileSync } from "node:fs";
import { expect, test, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { WIDGET_TAGS } from "../../../widgets/widget-tags.ts";
import { readFixtures, type Fixture } from "../../widgets/helpers/fixtures.ts";
import { fillVisibleByKeyboard } from "../support/keyboard.ts";
import { postToPage } from "../support/post-message.ts";

// The iframe pages /embed/<tag>/ as a sandboxed guest: framed with sandbox="allow-scripts"
// (no allow-forms, no allow-same-origin: no form submission, no storage, no clipboard, and
// messages from the "null" origin), as WordPress frames a pasted address. Each page must work
// to a result, and the frame must resize through the host snippet of the /embed guide and
// through WordPress's own message. Reads the built site in dist/ (`npm run build` first).

const ORIGIN = "https://www.caloriedeficitcalculator.co.uk";
// Every calculator but the check-in, whose result needs two weeks of weigh-ins.
const TAGS = WIDGET_TAGS.filter((tag) => tag !== "calorie-deficit-check-in");

/** The first worked example in a widget's fixtures file. */
function exampleFor(tag: string): Fixture {
  const json: unknown = JSON.parse(
    readFileSync(new URL(`../../../widgets/${tag}/${tag}.fixtures.json`, import.meta.url), "utf8"),
  );
  const example = readFixtures(json).find((f) => !f.error);
  if (!example) throw new Error(`${tag} has no worked example`);
  return example;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The host script the /embed guide tells partners to paste, as built. */
function guideHostScript(): string {
  const html = readFileSync("dist/embed/index.html", "utf8");
  const blocks = [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1] ?? ""));
  const script = blocks.find((b) => b.includes("calorie-deficit-calculator-uk:height"));
  if (!script) throw new Error("The /embed guide has no host script");
  return script.replace(/<\/?script>/g, "");
}

/** Serves `body` as a partner's page on the test origin and opens it. */
async function openHost(page: Page, name: string, body: string) {
  await page.route(`**/__partner/${name}`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body }),
  );
  await page.goto(`/__partner/${name}`);
}

/** Console lines that say the frame hit a wall it should not have. */
function collectWalls(page: Page): string[] {
  const walls: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /Blocked form submission|Unrecognized feature/.test(text)) {
      walls.push(text);
    }
  });
  page.on("pageerror", (error) => walls.push(error.message));
  return walls;
}

/** Records the widget's cdc-result events inside the frame; returns a reader of the last. */
async function recordResults(host: Locator) {
  await host.evaluate((el) =>
    el.addEventListener("cdc-result", (e) => {
      (el as HTMLElement & { __last?: unknown }).__last = (e as CustomEvent).detail;
    }),
  );
  return () => host.evaluate((el) => (el as HTMLElement & { __last?: unknown }).__last ?? null);
}

/**
 * Answers by keyboard and moves on with Enter, as a visitor would: in a field where there is
 * one (implicit submission), else on the primary button; until the widget gives a result.
 */
async function answerToResult(page: Page, host: Locator, inputs: Record<string, string>) {
  const last = await recordResults(host);
  for (let round = 0; round < 8 && (await last()) === null; round++) {
    await fillVisibleByKeyboard(host, inputs);
    await fillVisibleByKeyboard(host, inputs);
    if ((await last()) !== null) break;
    const field = host.locator("form input[type=text]:visible, form input:not([type]):visible");
    if ((await field.count()) > 0) await field.first().focus();
    else await host.locator("button[type=submit]").focus();
    await page.keyboard.press("Enter");
    await page.waitForTimeout(150);
  }
  await expect.poll(last, { timeout: 10_000 }).not.toBeNull();
  return last;
}

/** The frame element's height in px, as the host page lays it out. */
const heightOf = (frame: Locator) => frame.evaluate((el) => el.getBoundingClientRect().height);

/** Opens a host page that frames /embed/<tag>/ sandboxed, with the guide's host script. */
async function openSandboxed(page: Page, tag: string, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  await openHost(
    page,
    `sandboxed-${tag}.html`,
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main><h1>A partner's article</h1>
<iframe id="frame" sandbox="allow-scripts" data-cdc-frame title="Calculator"
  src="/embed/${tag}/${search ? `?${search}` : ""}"
  style="width: 100%; max-width: 640px; height: 300px; border: 0"></iframe>
<script>${guideHostScript()}</script></main></body></html>`,
  );
  const frame: FrameLocator = page.frameLocator("#frame");
  const host = frame.locator(tag);
  await expect(host.locator(".card").first()).toBeVisible();
  return { host, element: page.locator("#frame") };
}

for (const tag of TAGS) {
  test(`${tag} works to a result in a frame sandboxed with allow-scripts only, and resizes`, async ({
    page,
  }) => {
    const walls = collectWalls(page);
    const example = exampleFor(tag);
    const { host, element } = await openSandboxed(page, tag, {
      ...example.attributes,
      "calc-delay": "0",
    });
    // The guide's script accepts our frame's "null" origin because it is our frame.
    await expect.poll(() => heightOf(element)).not.toBe(300);
    const before = await heightOf(element);
    const last = await answerToResult(page, host, example.inputs);
    expect(await last()).toMatchObject(example.expected);
    await expect.poll(() => heightOf(element)).not.toBe(before);
    expect(walls).toEqual([]);
  });
}

test("in a sandboxed frame, Share a link shows the link, with no clipboard error", async ({
  page,
}) => {
  const walls = collectWalls(page);
  const example = exampleFor("calorie-deficit-bmi");
  const { host } = await openSandboxed(page, "calorie-deficit-bmi", {});
  await answerToResult(page, host, example.inputs);
  await host.getByRole("button", { name: "Share a link" }).click();
  await expect(host.getByLabel("Link to these results")).toHaveValue(
    /\/embed\/calorie-deficit-bmi\/#calorie-deficit-bmi\?/,
  );
  expect(walls).toEqual([]);
});

test("the guide's host script ignores height messages from windows that are not our frames", async ({
  page,
}) => {
  const { element } = await openSandboxed(page, "calorie-deficit-bmi", {});
  await expect.poll(() => heightOf(element)).not.toBe(300);
  const settled = await heightOf(element);
  await postToPage(page, { type: "calorie-deficit-calculator-uk:height", height: 5 });
  expect(await heightOf(element)).toBe(settled);
});

/**
 * A WordPress post with a pasted address: the oEmbed HTML as WordPress's filter leaves it for
 * a provider it does not know (a secret in the frame's address and on both elements, the frame
 * clipped out of sight and sandboxed, the blockquote shown meanwhile), and a host script that
 * speaks WordPress's protocol: on { message: "height", value, secret } from that frame it
 * hides the blockquote, shows the frame and sets its height, never over 1,000 px.
 */
function wordPressPost(tag: string, site: string, secret: string): string {
  const doc = JSON.parse(readFileSync(`dist/oembed/embed-${tag}.json`, "utf8")) as {
    html: string;
  };
  const html = doc.html
    .replaceAll(ORIGIN, site)
    .replace(/ src="([^"]*)"/, ` src="$1#?secret=${secret}" data-secret="${secret}"`)
    .replace("<blockquote", `<blockquote class="wp-embedded-content" data-secret="${secret}"`)
    .replace("<iframe", '<iframe style="position: absolute; clip: rect(1px, 1px, 1px, 1px);"')
    .replace(
      "<iframe",
      '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"',
    );
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Post</title></head>
<body><main><h1>A WordPress post</h1><div class="wp-block-embed__wrapper">${html}</div>
<script>
window.heights = [];
window.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.message !== "height" || !/^[a-zA-Z0-9]+$/.test(data.secret)) return;
  document.querySelectorAll('blockquote[data-secret="' + data.secret + '"]').forEach(function (q) {
    q.style.display = "none";
  });
  document.querySelectorAll('iframe[data-secret="' + data.secret + '"]').forEach(function (frame) {
    if (frame.contentWindow !== event.source) return;
    frame.removeAttribute("style");
    var height = Math.min(1000, Math.max(200, parseInt(data.value, 10) || 0));
    window.heights.push(data.value);
    frame.height = height;
  });
});
document.querySelectorAll("iframe.wp-embedded-content").forEach(function (frame) {
  frame.addEventListener("load", function () {
    frame.contentWindow.postMessage({ message: "ready", secret: frame.getAttribute("data-secret") }, "*");
  });
});
</script></main></body></html>`;
}

test("a pasted address in WordPress: the frame shows, resizes on WordPress's message, up to 1,000 px", async ({
  page,
  baseURL,
}) => {
  const walls = collectWalls(page);
  const tag = "calorie-deficit-bmi";
  const site = new URL(baseURL ?? "http://localhost").origin;
  await page.setViewportSize({ width: 600, height: 900 });
  await openHost(page, "wordpress-post.html", wordPressPost(tag, site, "Ab12Cd34Ef"));
  const element = page.locator("iframe.wp-embedded-content");
  const quote = page.locator("blockquote.wp-embedded-content");
  const doc = JSON.parse(readFileSync(`dist/oembed/embed-${tag}.json`, "utf8")) as {
    height: number;
  };
  // Shown once the frame reports in: the blockquote goes, the frame loses its clipping.
  await expect(quote).toBeHidden();
  await expect(element).not.toHaveAttribute("style", /clip/);
  await expect.poll(() => element.getAttribute("height")).not.toBe(String(doc.height));
  const host = page.frameLocator("iframe.wp-embedded-content").locator(tag);
  const shown = Number(await element.getAttribute("height"));
  await answerToResult(page, host, exampleFor(tag).inputs);
  await expect.poll(async () => Number(await element.getAttribute("height"))).not.toBe(shown);
  const values = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  for (const value of values) {
    expect(value).toBeGreaterThanOrEqual(200);
    expect(value).toBeLessThanOrEqual(1000);
  }
  expect(Number(await element.getAttribute("height"))).toBeLessThanOrEqual(1000);
  // Printing is not allowed in the sandbox, so the result offers no Print button there.
  await expect(host.getByRole("button", { name: "Share a link" })).toBeVisible();
  await expect(host.getByRole("button", { name: "Print results" })).toHaveCount(0);
  // A theme squashes the frame on a window resize (Twenty Twenty-One sets max-height from the
  // width and height attributes): the frame says its height again, and WordPress's script
  // takes the theme's style off.
  await element.evaluate((frame) => frame.setAttribute("style", "max-height: 550px"));
  await expect(element).not.toHaveAttribute("style", /max-height/);
  expect(walls).toEqual([]);
});

test("the frame page follows the dark scheme: no white page around the dark card", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/embed/calorie-deficit-bmi/");
  await expect(page.locator("calorie-deficit-bmi .card")).toBeVisible();
  // A page in the light scheme inside a dark host gets an opaque white backdrop; ours follows
  // the device as the widget does.
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme).toContain("dark");
  const meta = page.locator('meta[name="color-scheme"]');
  await expect(meta).toHaveAttribute("content", /dark/);
});

test("the check-in adds a weigh-in with Enter in a sandboxed frame, where it cannot remember", async ({
  page,
}) => {
  const walls = collectWalls(page);
  const { host } = await openSandboxed(page, "calorie-deficit-check-in", {});
  await host.locator("#newWeight").focus();
  await page.keyboard.type("82.4");
  await page.keyboard.press("Enter");
  await expect(host.locator("table[part=weigh-ins] td.num")).toHaveText(["82.4 kg"]);
  expect(walls).toEqual([]);
});
