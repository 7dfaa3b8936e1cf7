/*
 * "Remember my details on this device" (docs/product-decisions.md, "Remember my details"):
 * one localStorage key for every calculator, written only after the visitor ticks the box
 * under a result (remember-details.ts, which loads with the results). This module holds the
 * keys and the choice itself (ticked or not, and its changes on the page); the details are
 * read by read-remembered.ts.
 */

/** The one key every calculator reads and, when asked, writes. */
export const DETAILS_KEY = "cdc-details";

/** The check-in's weigh-in diary: its own key, kept and forgotten by the same choice. */
export const CHECK_IN_KEY = "cdc-check-in";

/** Every key we ever write: "Forget my details" removes them all. */
export const OUR_KEYS = [DETAILS_KEY, CHECK_IN_KEY] as const;

/** The event that tells every widget on the page the choice changed (no data in it). */
export const REMEMBER_EVENT = "cdc-remember";

/**
 * True when this page may use localStorage at all: a sandboxed frame or strict settings
 * make even reading it throw. Nothing is written to find out.
 */
export function storageAvailable(): boolean {
  try {
    if (typeof localStorage === "undefined" || localStorage === null) return false;
    localStorage.getItem(DETAILS_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the visitor has asked this device to remember: true while either key is there (a
 * check-in saved before the two shared one box counts). Undefined where the browser lets
 * nothing be kept (a sandboxed frame, strict privacy settings), so the box is not offered.
 */
export function remembering(): boolean | undefined {
  if (!storageAvailable()) return undefined;
  try {
    return OUR_KEYS.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` whenever the choice may have changed: a box ticked or a "Forget" pressed
 * in any widget on this page, or our keys changed in another tab. Returns the unsubscribe.
 */
export function onRememberChange(listener: () => void): () => void {
  const fromTab = (event: StorageEvent) => {
    // A key of ours, or the whole storage cleared (key null).
    if (event.key === null || (OUR_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener(REMEMBER_EVENT, listener);
  window.addEventListener("storage", fromTab);
  return () => {
    window.removeEventListener(REMEMBER_EVENT, listener);
    window.removeEventListener("storage", fromTab);
  };
}

/** Tells every widget on the page that the choice changed. */
export function announceRememberChange(): void {
  window.dispatchEvent(new Event(REMEMBER_EVENT));
}
