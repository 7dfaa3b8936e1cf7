/*
 * Whose storage "Remember my details" writes to. On our own site and in our /embed/<tag>/
 * frames the details stay in this browser on our address. On a partner's page (a script tag,
 * or our package bundled into their app) the widget runs in their page, so its storage is
 * that website's, and any script on the page can read it: the remember line says so.
 *
 * The signal takes two things a partner's page cannot both have by accident:
 * - the page is on the same origin as the widget's own script (a script tag loads it from our
 *   address into theirs, so the two differ), and
 * - the element carries the mark our pages give it: `data-cdc-frame` on the frame pages,
 *   `data-cdc-home` on the site's calculator pages (a copied mark alone does not pass, nor
 *   does our package served from a partner's own address without it).
 */

/** The marks our own pages put on their widget. */
export const OWN_PAGE_MARKS = ["data-cdc-frame", "data-cdc-home"] as const;

/**
 * True when this widget runs on one of our own pages (the site or its iframe pages), false
 * on a partner's page. `scriptUrl` and `pageOrigin` are the widget script's address and the
 * page's origin (by default this module's and the document's).
 */
export function onOwnPage(
  host: Element | null | undefined,
  scriptUrl: string = import.meta.url,
  pageOrigin: string = typeof location === "undefined" ? "" : location.origin,
): boolean {
  if (!host || !OWN_PAGE_MARKS.some((mark) => host.hasAttribute(mark))) return false;
  try {
    // A sandboxed frame's origin is "null": it matches nothing (and it stores nothing).
    return new URL(scriptUrl).origin === pageOrigin && pageOrigin !== "null";
  } catch {
    return false;
  }
}

/** The website a partner's page is on, for the remember line ("this website (...)"). */
export function thisWebsite(): string {
  return typeof location === "undefined" ? "" : location.hostname;
}
