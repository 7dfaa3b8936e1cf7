import type { Units } from "../shared/attributes.ts";
import type { FormValues } from "../shared/measure.ts";
import { PLAN_FIELDS, STORAGE_KEY } from "./check-in-fields.ts";

export { STORAGE_KEY };
import type { WeighInRow } from "./weigh-ins.ts";

/*
 * "Remember on this device": the check-in's only storage. One localStorage key, written
 * only while the visitor has ticked the box, and removed when they untick it or press
 * "Delete my data". Nothing else is ever stored, and no cookie is set.
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

const isRow = (row: unknown): row is WeighInRow => {
  const r = row as Partial<WeighInRow> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.date === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(r.date) &&
    typeof r.weightKg === "number" &&
    Number.isFinite(r.weightKg) &&
    typeof r.calories === "string"
  );
};

/** What this device remembers, if anything; anything unreadable counts as nothing. */
export function loadSaved(): Saved | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<Saved>;
    const values: FormValues = {};
    for (const name of PLAN_FIELDS) {
      const value = data.values?.[name];
      if (typeof value === "string" && value.length <= 40) values[name] = value;
    }
    return {
      units: data.units === "imperial" ? "imperial" : "metric",
      values,
      rows: Array.isArray(data.rows) ? data.rows.filter(isRow) : [],
    };
  } catch {
    return undefined;
  }
}

/** Remembers the check-in on this device (only called while the box is ticked). */
export function save(data: Saved): void {
  const values: FormValues = {};
  for (const name of PLAN_FIELDS) if (data.values[name]) values[name] = data.values[name];
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...data, values }));
  } catch {
    // Storage full or blocked: the check-in still works, it just cannot remember.
  }
}

/** Forgets everything this device remembers for the check-in. */
export function forget(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to delete.
  }
}
