import type { Units } from "../platform/attributes.ts";
import { baseName, type FormValues } from "../form/measure.ts";
import { DETAILS_KEY } from "./remembered.ts";

/*
 * Reading "Remember my details on this device": the answers a widget shares with the other
 * calculators, by their shared names. The wizards and single-screen calculators read them
 * when they first appear; the check-in reads them with its results (check-in-restore.ts).
 */

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
