/**
 * Focuses a new step's (or the results') heading and brings it into view. On the site's own
 * calculator pages (the host's `data-cdc-home` mark) it goes to the top of the screen, just
 * under the sticky header (the page's scroll padding and the heading's scroll margin keep it
 * clear), so the visitor starts on the step, not on the page's title again. On a partner's
 * page, or in our frame inside one, it scrolls only as far as needed to show the heading.
 * Smooth, unless the visitor asks for reduced motion.
 */
export function focusAndShow(heading: HTMLElement, host: Element | undefined): void {
  // The browser's own scroll on focus centres the heading: this one replaces it.
  heading.focus({ preventScroll: true });
  const still = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  heading.scrollIntoView?.({
    block: host?.hasAttribute("data-cdc-home") ? "start" : "nearest",
    behavior: still ? "auto" : "smooth",
  });
}
