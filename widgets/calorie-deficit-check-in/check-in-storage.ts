import type { Units } from "../shared/platform/attributes.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { STORAGE_KEY } from "./check-in-fields.ts";
import { PLAN_FIELDS } from "./kept-fields.ts";
import { checkStoredRows } from "./stored-weigh-ins.ts";

export { STORAGE_KEY };
import type { WeighInRow } from "./weigh-ins.ts";

/*
 * The check-in's weigh-in diary under "Remember my details on this device": its own
 * localStorage key (cdc-check-in) beside the shared details (cdc-details), written only while
 * the visitor has chosen to be remembered, and removed with the details when they untick the
 * box or press "Forget my details" in any calculator. No cookie is ever set.
 */

/** What is remembered: the answers about the plan, the units and the weigh-ins. */
export interface Saved {
  units: Units;
  values: FormValues;
  rows: WeighInRow[];
}

/** localStorage, or nothing where the browser blocks it (a sandboxed frame, strict settings). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What this device remembers, if anything; anything unreadable counts as nothing. */
export function loadSaved(today: string): (Saved & { dropped: string[] }) | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  let data: Partial<Saved>;
  try {
    data = JSON.parse(text) as Partial<Saved>;
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  const values: FormValues = {};
  for (const name of PLAN_FIELDS) {
    const value = (data.values as Record<string, unknown> | undefined)?.[name];
    if (typeof value === "string" && value.length <= 40) values[name] = value;
  }
  // Stored weigh-ins pass the same checks as an import: the bad ones are left out and named.
  const { rows, dropped } = checkStoredRows(data.rows, today);
  return { units: data.units === "imperial" ? "imperial" : "metric", values, rows, dropped };
}

/** What happened to a save: done, the storage is full, or the browser does not allow it. */
export type SaveOutcome = "saved" | "full" | "blocked";

/** True when an error is the browser saying its storage is full. */
function isQuotaError(error: unknown): boolean {
  if (
    !(error instanceof Error) &&
    !(typeof DOMException !== "undefined" && error instanceof DOMException)
  ) {
    return false;
  }
  const { name, code } = error as { name?: string; code?: number };
  // Chrome and Safari: QuotaExceededError (code 22); Firefox: NS_ERROR_DOM_QUOTA_REACHED (1014).
  return (
    name === "QuotaExceededError" ||
    name === "NS_ERROR_DOM_QUOTA_REACHED" ||
    code === 22 ||
    code === 1014
  );
}

/** Remembers the check-in on this device (only called while the box is ticked). */
export function save(data: Saved): SaveOutcome {
  const values: FormValues = {};
  for (const name of PLAN_FIELDS) if (data.values[name]) values[name] = data.values[name];
  try {
    const store = storage();
    if (!store) return "blocked";
    store.setItem(STORAGE_KEY, JSON.stringify({ ...data, values }));
    return "saved";
  } catch (error) {
    return isQuotaError(error) ? "full" : "blocked";
  }
}

/** What to say beside the box when a save did not happen; the screen keeps everything. */
export function saveProblem(outcome: SaveOutcome): string {
  if (outcome === "saved") return "";
  const why =
    outcome === "full"
      ? "This browser's storage for this site is full, so we could not remember your check-in."
      : "This browser did not let us store your check-in, so it is not remembered.";
  return `${why} Everything on screen is still here. Download your weigh-ins as a CSV file (under "Paste, import or download weigh-ins") to keep them.`;
}

/** Forgets everything we keep on this device: the diary and the shared details. */
export { forgetDetails as forget } from "../shared/persistence/remember-details.ts";
