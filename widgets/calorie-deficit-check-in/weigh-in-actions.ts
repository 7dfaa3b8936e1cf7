import { longDate } from "../../engine/dates.ts";
import type { Units } from "../shared/attributes.ts";
import type { Errors } from "../shared/fields.tsx";
import type { FormValues } from "../shared/measure.ts";
import { readShared } from "../shared/read-shared.ts";
import {
  caloriesField,
  intakeMode,
  localToday,
  PLAN_FIELDS,
  TAG,
  type IntakeMode,
} from "./check-in-fields.ts";
import { readNewWeighIn, readPasted } from "./check-in-form.ts";
import { readWeighInLines } from "./weigh-in-csv.ts";
import type { CheckInState } from "./use-check-in.ts";
import { mergeWeighIns, type WeighInRow } from "./weigh-ins.ts";

/*
 * What each way of adding or removing weigh-ins does to the list, and the sentence the live
 * region says about it (pure, below), and the actions that apply them to the widget's state
 * (use-check-in.ts), at the end.
 */

/** The list after an action, what to tell the visitor, or the errors that stopped it. */
export interface ListChange {
  rows?: WeighInRow[];
  notice?: string;
  errors: Errors;
}

/** "Added 3 weigh-ins (1 replaced the one already there on the same day)." */
function addedNotice(count: number, replaced: number, from: string): string {
  const added = `Added ${count === 1 ? "1 weigh-in" : `${count} weigh-ins`}${from}`;
  if (replaced === 0) return `${added}.`;
  const which = replaced === 1 ? "1 replaced the one" : `${replaced} replaced the ones`;
  return `${added} (${which} already there on the same day).`;
}

/** Adds the weigh-in typed in the new row, or gives its errors. */
export function addTyped(
  rows: readonly WeighInRow[],
  values: FormValues,
  units: Units,
  intake: IntakeMode,
  today: string,
): ListChange {
  const read = readNewWeighIn(values, units, { today, withCalories: intake === "each" });
  if (!read.row) return { errors: read.errors };
  const row = read.row;
  const replacing = rows.some((r) => r.date === row.date);
  return {
    rows: mergeWeighIns(rows, [row]).rows,
    notice: `${replacing ? "Replaced" : "Added"} your weigh-in for ${longDate(row.date)}.`,
    errors: {},
  };
}

/**
 * Adds every weigh-in in some text (pasted lines, or a file's), or gives the first bad line
 * as the error of `field`, adding nothing. A file's weights are kg when its header says so.
 */
export function addText(
  rows: readonly WeighInRow[],
  text: string,
  p: { field: string; units: Units; today: string; from?: string },
): ListChange {
  const read = readPasted(text, p.units, p.today);
  if ("error" in read) return { errors: { [p.field]: read.error } };
  const merged = mergeWeighIns(rows, read.rows);
  return {
    rows: merged.rows,
    notice: addedNotice(read.rows.length, merged.replaced, p.from ? ` from ${p.from}` : ""),
    errors: {},
  };
}

/** Takes one weigh-in off the list. */
export function removeDay(rows: readonly WeighInRow[], date: string): ListChange {
  return {
    rows: rows.filter((row) => row.date !== date),
    notice: `Removed the weigh-in for ${longDate(date)}.`,
    errors: {},
  };
}

/** The weigh-ins in a shared link (#calorie-deficit-check-in?...&w=<CSV>), if any. */
export function sharedWeighIns(hash: string, today: string): WeighInRow[] {
  const prefix = `#${TAG}?`;
  if (!hash.startsWith(prefix)) return [];
  const text = new URLSearchParams(hash.slice(prefix.length)).get("w");
  if (!text) return [];
  const read = readWeighInLines(text, { bareIsKg: true, today });
  return "rows" in read ? read.rows : [];
}

/** What a shared link holds: the plan's answers, the units and the weigh-ins. */
export function sharedCheckIn(
  hash: string,
  today: string,
): { values: FormValues; units?: Units; rows: WeighInRow[] } | undefined {
  const shared = readShared(TAG, PLAN_FIELDS);
  const rows = sharedWeighIns(hash, today);
  if (!shared || (Object.keys(shared.values).length === 0 && rows.length === 0)) return undefined;
  return { ...shared, rows };
}

/** Adds the new weigh-in row to the list and empties it, or shows its errors and goes to them. */
export function addTypedWeighIn(s: CheckInState): void {
  const change = addTyped(s.rows, s.values, s.units, intakeMode(s.values), localToday());
  if (s.apply(["newDate", "newWeight", "newCalories"], change)) {
    s.setValues((current) => ({
      ...current,
      newWeight: "",
      newWeightSt: "",
      newWeightLb: "",
      newCalories: "",
    }));
  } else {
    setTimeout(() => s.root?.querySelector<HTMLElement>('.add-row [aria-invalid="true"]')?.focus());
  }
}

/** Adds the pasted lines and empties the box, or says which line is wrong. */
export function addPastedWeighIns(s: CheckInState): void {
  const change = addText(s.rows, s.values.paste ?? "", {
    field: "paste",
    units: s.units,
    today: localToday(),
  });
  if (s.apply(["paste"], change)) s.setValues((current) => ({ ...current, paste: "" }));
}

/** Adds the weigh-ins of a CSV file, or says which line is wrong. */
export async function importWeighIns(s: CheckInState, file: File): Promise<void> {
  const text = await file.text();
  s.apply(
    ["import"],
    addText(s.rows, text, {
      field: "import",
      units: s.units,
      today: localToday(),
      from: file.name,
    }),
  );
}

/** Takes a weigh-in off the list. */
export function removeWeighIn(s: CheckInState, date: string): void {
  const change = removeDay(s.rows, date);
  s.apply([], change);
  // The button has gone: focus goes to the list, or to the new weigh-in row once it is empty.
  setTimeout(() =>
    s.root?.querySelector<HTMLElement>(change.rows?.length ? ".list" : "#newDate")?.focus(),
  );
}

/** Keeps the calories typed for one day on the list. */
export function setDayCalories(s: CheckInState, date: string, calories: string): void {
  s.touch(caloriesField(date));
  s.setRows((current) => current.map((row) => (row.date === date ? { ...row, calories } : row)));
}
