import type { Locator, Page } from "@playwright/test";

/** Escapes text for an HTML attribute value or text node. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * The plain test page: nothing but the loader and one widget, as a partner's page would
 * hold them. Served through page.route on the site's own origin, so every other request
 * (the loader, the widget chunks) goes to the real built files in dist/.
 */
export function widgetPageHtml(tag: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget test page</title>
<script src="/widgets/embed.js" defer></script>
</head>
<body>
<main>
<h1>Widget test page</h1>
<${tag}${attrs}></${tag}>
</main>
</body>
</html>`;
}

/** Where the plain test page is served (by page.route, on the site's own origin). */
const WIDGET_PAGE = "/__e2e/widget.html";

/**
 * Opens the plain test page with `<tag ...attributes>` (and an optional URL fragment, as a
 * shared link has) and waits for the widget to render into its shadow root. Returns the host.
 */
export async function openWidget(
  page: Page,
  tag: string,
  attributes: Record<string, string> = {},
  hash = "",
): Promise<Locator> {
  await page.route(`**${WIDGET_PAGE}`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: widgetPageHtml(tag, attributes),
    }),
  );
  // From the test page itself, an address that differs only in its #fragment would not load
  // a new document (a shared link is read when the widget first appears): leave it first.
  if (new URL(page.url()).pathname === WIDGET_PAGE) await page.goto("about:blank");
  await page.goto(`${WIDGET_PAGE}${hash ? `#${hash.replace(/^#/, "")}` : ""}`);
  const host = page.locator(tag).first();
  await host.locator(".card").first().waitFor();
  return host;
}

/**
 * Puts a new `<tag ...attributes>` in the place of the widget on the test page, for a fresh
 * start without loading the page again: the loader is already there, so it appears at once.
 * Returns the host (the same locator, now finding the new widget).
 */
export async function renewWidget(
  host: Locator,
  attributes: Record<string, string> = {},
): Promise<Locator> {
  await host.evaluate((old, attrs) => {
    const fresh = document.createElement(old.localName);
    for (const [name, value] of Object.entries(attrs)) fresh.setAttribute(name, value);
    old.replaceWith(fresh);
  }, attributes);
  await host.locator(".card").first().waitFor();
  return host;
}

/**
 * Widgets one after another on one page: the first call opens the test page with a widget
 * (`openWidget`), each later call puts a new one in the old one's place (`renewWidget`).
 */
export function widgetsInTurn(page: Page, tag: string) {
  let host: Locator | undefined;
  return async (attributes: Record<string, string> = {}): Promise<Locator> =>
    (host = host ? await renewWidget(host, attributes) : await openWidget(page, tag, attributes));
}

/** Collects console errors and uncaught exceptions on a page, for a test to assert none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * How the projection chart sits in its card: the card's content width and the chart's, px,
 * and the smallest rendered size of the chart's text (its font size times the SVG's scale),
 * with how many text labels were measured.
 */
export async function chartFit(
  host: Locator,
): Promise<{ card: number; chart: number; smallestText: number; labels: number }> {
  return host.evaluate((el) => {
    const root = el.shadowRoot as ShadowRoot;
    const card = root.querySelector(".card") as HTMLElement;
    const style = getComputedStyle(card);
    const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const svg = root.querySelector(".chart svg") as SVGSVGElement;
    const sizes = [...svg.querySelectorAll("text")]
      .filter((t) => t.getClientRects().length > 0)
      .map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 0));
    return {
      card: inner,
      chart: svg.getBoundingClientRect().width,
      smallestText: Math.min(...sizes),
      labels: sizes.length,
    };
  });
}
