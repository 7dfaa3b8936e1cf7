/*
 * /widgets/frame.js: the script of the iframe pages /embed/<tag>/, for sites whose editors
 * strip scripts. It copies the page's ?variant=, ?units=, ?calc-delay=, ?heading= and
 * ?affiliate-links= onto the widget
 * (as attribute text, never markup), and ?cdc-accent= and the other colours onto its custom
 * properties, then tells the parent page the height of the content
 * each time it changes, so the parent can size the iframe to fit every step. The page marks
 * its widget with data-cdc-frame. (No imports: the loader must stay a single file.)
 *
 * Framed by WordPress from a pasted address (oEmbed), the address ends "#?secret=...", and
 * WordPress's own script (wp-embed.js) shows and sizes the frame only on its message
 * { message: "height", value, secret }, so the height goes out in that form too. The frame
 * is sandboxed there (sandbox="allow-scripts"), so its messages come from the "null" origin.
 */
const FRAME_MESSAGE = "calorie-deficit-calculator-uk:height";
const ATTRIBUTES = ["variant", "units", "calc-delay", "heading", "affiliate-links"];
/** WordPress sets an embed between 200 and 1,000 px tall, whatever the frame asks for. */
const WORDPRESS_MIN = 200;
const WORDPRESS_MAX = 1000;

/** The secret WordPress put in the address ("#?secret=abc123"), if it did; letters and digits. */
function wordPressSecret(): string | undefined {
  const match = /^#\?(.*)$/.exec(location.hash);
  const secret = match ? new URLSearchParams(match[1]).get("secret") : null;
  return secret && /^[a-zA-Z0-9]+$/.test(secret) ? secret : undefined;
}

/**
 * Shows the widget in one colour scheme whatever the device's (?color-scheme=dark, for the
 * /embed configurator's previews): the widget's own dark rules, its
 * `@media (prefers-color-scheme: dark)` blocks, are made to apply always or never. Its
 * sheets are this frame's own, so nothing else changes.
 */
async function holdScheme(widget: HTMLElement, scheme: "light" | "dark"): Promise<void> {
  document.documentElement.style.colorScheme = scheme;
  await customElements.whenDefined(widget.localName);
  for (const sheet of widget.shadowRoot?.adoptedStyleSheets ?? []) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.conditionText)) {
        rule.media.mediaText = scheme === "dark" ? "all" : "not all";
      }
    }
  }
}

const widget = document.querySelector<HTMLElement>("[data-cdc-frame]");
if (widget) {
  const query = new URLSearchParams(location.search);
  for (const name of ATTRIBUTES) {
    const value = query.get(name);
    if (value !== null) widget.setAttribute(name, value);
  }
  // Colours as the tag's custom properties (?cdc-accent=%23005eb8 sets --cdc-accent), set
  // through the CSSOM, which the pages' strict style-src allows; only #rrggbb, never other CSS.
  for (const [name, value] of query) {
    if (/^cdc-[a-z-]+$/.test(name) && /^#[0-9a-f]{6}$/i.test(value)) {
      widget.style.setProperty(`--${name}`, value);
    }
  }
  const scheme = query.get("color-scheme");
  if (scheme === "light" || scheme === "dark") void holdScheme(widget, scheme);
  const secret = wordPressSecret();
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last || window.parent === window) return;
    last = height;
    // The height is not private: any page may frame us, and the host checks the sender.
    window.parent.postMessage({ type: FRAME_MESSAGE, tag: widget.localName, height }, "*");
    if (secret) {
      const value = Math.min(WORDPRESS_MAX, Math.max(WORDPRESS_MIN, height));
      window.parent.postMessage({ message: "height", value, secret }, "*");
    }
  };
  /** Says the height even when it has not changed, for a host that missed or undid it. */
  const reportAgain = () => {
    last = -1;
    report();
  };
  // WordPress says "ready" when its script arrives after our first report: report again.
  window.addEventListener("message", (event) => {
    const data: unknown = event.data;
    if (event.source !== window.parent || !secret || typeof data !== "object" || !data) return;
    const { message, secret: theirs } = data as { message?: unknown; secret?: unknown };
    if (message === "ready" && theirs === secret) reportAgain();
  });
  new ResizeObserver(report).observe(document.body);
  // The host resized the frame itself (a theme's script squashing it to fit a phone, say):
  // say the height again, even unchanged, so the host's script puts the frame right.
  window.addEventListener("resize", reportAgain);
  report();
}
