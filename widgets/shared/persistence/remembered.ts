import type { Units } from "../platform/attributes.ts";
import { baseName, type FormValues } from "../form/measure.ts";

/*
 * "Remember my details on this device" (docs/product-decisions.md, "Remember my details"):
 * one localStorage key for every calculator, written only after the visitor ticks the box
 * under a result (remember-details.ts, which loads with the results). This half reads it
 * when a widget first appears, to fill in the answers it shares with the others.
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

/** What the device remembers: the details by their shared names, typed in `units`. */
export interface Details {
  units: Units;
  values: FormValues;
}

/** A field's name elsewhere: the wizards' `gender` is `sex`, the macros' `bodyWeight` is `weight`. */
const SAME_AS: Readonly<Record<string, string>> = { gender: "sex", bodyWeight: "weight" };

/** The shared name of a widget's field, imperial parts kept ("bodyWeightSt" is "weightSt"). */
export function detailName(field: string): string {
  const base = baseName(field);
  return (SAME_AS[base] ?? base) + field.slice(base.length);
}

/** The remembered answers to `fields` (a widget's own names), if the device holds any. */
export function readRemembered(fields: readonly string[]): Details | undefined {
  try {
    // No key (null), a broken one or blocked storage all throw here, and count as nothing.
    const data = JSON.parse(localStorage.getItem(DETAILS_KEY) as string) as Details;
    const values: FormValues = {};
    for (const field of fields) {
      const value = data.values[detailName(field)];
      // Short, plain text only, as with a shared link.
      if (typeof value === "string" && value.length <= 40) values[field] = value;
    }
    const units = data.units === "imperial" ? "imperial" : "metric";
    return Object.keys(values).length > 0 ? { units, values } : undefined;
  } catch {
    return undefined;
  }
}
