import { longDate } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import type { Errors } from "../shared/form/fields.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import { readShared } from "../shared/persistence/read-shared.ts";
import { intakeMode, localToday, TAG, type IntakeMode } from "./check-in-fields.ts";
import { PLAN_FIELDS } from "./kept-fields.ts";
import { readNewWeighIn, readPasted } from "./check-in-form.ts";
import { keepGoodWeighIns } from "./weigh-in-csv.ts";
import type { CheckInState, ListChange, SharedCheckIn } from "./check-in-state.ts";
import {
  caloriesField,
  MAX_WEIGH_INS,
  mergeWeighIns,
  type LinesKept,
  type WeighInRow,
} from "./weigh-ins.ts";

/*
 * What each way of adding or removing weigh-ins does to the list, and the sentence the live
 * region says about it (pure, below), and the actions that apply them to the widget's state
 * (use-check-in.ts), at the end.
 */

/** "Added 3 weigh-ins (1 replaced the one already there on the same day)." */
function addedNotice(count: number, replaced: number, from: string): string {
  const added = `Added ${count === 1 ? "1 weigh-in" : `${count} weigh-ins`}${from}`;
  if (replaced === 0) return `${added}.`;
  const which = replaced === 1 ? "1 replaced the one" : `${replaced} replaced the ones`;
  return `${added} (${which} already there on the same day).`;
}

/** Why a list would be too long, or undefined: the cap is on the whole diary. */
function overCap(count: number): string | undefined {
  if (count <= MAX_WEIGH_INS) return undefined;
  const cap = MAX_WEIGH_INS.toLocaleString("en-GB");
  return `That would make ${count.toLocaleString("en-GB")} weigh-ins, more than the ${cap} the check-in keeps. Only the last 12 weeks count, so remove some older ones first.`;
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
  const merged = mergeWeighIns(rows, [row]).rows;
  const tooMany = overCap(merged.length);
  if (tooMany) return { errors: { newDate: tooMany } };
  return {
    rows: merged,
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
  const tooMany = overCap(merged.rows.length);
  if (tooMany) return { errors: { [p.field]: tooMany } };
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

/** The weigh-ins in a shared link (#calorie-deficit-check-in?...&w=<CSV>): the good ones, and why any were left out. */
export function sharedWeighIns(hash: string, today: string): LinesKept {
  const prefix = `#${TAG}?`;
  const none = { rows: [], dropped: [] };
  if (!hash.startsWith(prefix)) return none;
  const text = new URLSearchParams(hash.slice(prefix.length)).get("w");
  if (!text) return none;
  return keepGoodWeighIns(text, { bareIsKg: true, today });
}

/** What a shared link holds, if it holds anything for the check-in. */
export function sharedCheckIn(hash: string, today: string): SharedCheckIn | undefined {
  const shared = readShared(TAG, PLAN_FIELDS);
  const kept = sharedWeighIns(hash, today);
  const empty = kept.rows.length === 0 && kept.dropped.length === 0;
  if (!shared || (Object.keys(shared.values).length === 0 && empty)) return undefined;
  return { ...shared, ...kept };
}

/** "2 weigh-ins in the link were left out: Line 3: ... Line 4: ..." */
export function droppedNotice(dropped: readonly string[], from: string): string {
  if (dropped.length === 0) return "";
  const count = dropped.length === 1 ? "1 weigh-in" : `${dropped.length} weigh-ins`;
  const shown = dropped.slice(0, 5).join(" ");
  const more = dropped.length > 5 ? ` And ${dropped.length - 5} more.` : "";
  return `${count} ${from} could not be used: ${shown}${more}`;
}

/**
 * Adds a shared link's weigh-ins to the diary already kept. On a day both have, the
 * visitor's own weigh-in stays. The cap applies to the whole diary: past it, the link's
 * oldest are left out. Says how many were added and how many were already there.
 */
export function addShared(
  own: readonly WeighInRow[],
  shared: readonly WeighInRow[],
): { rows: WeighInRow[]; notice: string } {
  const days = new Set(own.map((row) => row.date));
  const fresh = shared.filter((row) => !days.has(row.date));
  const room = Math.max(0, MAX_WEIGH_INS - own.length);
  const added = fresh.slice(Math.max(0, fresh.length - room));
  const rows = mergeWeighIns(own, added).rows;
  const kept = shared.length - fresh.length;
  const left = fresh.length - added.length;
  const parts = [
    `Added ${added.length === 1 ? "1 weigh-in" : `${added.length} weigh-ins`} from the link.`,
    kept > 0
      ? `${kept === 1 ? "1 day was" : `${kept} days were`} already in your weigh-ins: we kept yours.`
      : "",
    left > 0
      ? `${left === 1 ? "1 older one was" : `${left} older ones were`} left out: the check-in keeps ${MAX_WEIGH_INS.toLocaleString("en-GB")}.`
      : "",
  ];
  return { rows, notice: parts.filter(Boolean).join(" ") };
}

/**
 * Applies a change to the list: the new list and its notice, or the errors that stopped it
 * (errors of the other fields in `fields` go). True when the list changed.
 */
function applyChange(s: CheckInState, fields: readonly string[], change: ListChange): boolean {
  s.setActionErrors((current) => {
    const kept = Object.entries(current).filter(([name]) => !fields.includes(name));
    return Object.fromEntries([...kept, ...Object.entries(change.errors)]) as Errors;
  });
  if (change.rows) s.setRows(change.rows);
  if (change.notice) s.setNotice(change.notice);
  return change.rows !== undefined;
}

/** Adds the new weigh-in row to the list and empties it, or shows its errors and goes to them. */
export function addTypedWeighIn(s: CheckInState): void {
  const change = addTyped(s.rows, s.values, s.units, intakeMode(s.values), localToday());
  if (applyChange(s, ["newDate", "newWeight", "newCalories"], change)) {
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
  if (applyChange(s, ["paste"], change)) s.setValues((current) => ({ ...current, paste: "" }));
}

// The largest file we read: a year of daily weigh-ins with calories is under 10 KB, so
// 1 MB is far more than any diary, and small enough never to stall the page.
export const MAX_FILE_BYTES = 1_000_000;

/** Why a file is too big to read, or undefined when it is not. */
export function fileTooBig(file: { name: string; size: number }): string | undefined {
  if (file.size <= MAX_FILE_BYTES) return undefined;
  const megabytes = (file.size / 1_000_000).toLocaleString("en-GB", { maximumFractionDigits: 1 });
  return `${file.name} is ${megabytes} MB, too big to be a list of weigh-ins. The most we read is 1 MB (a year of daily weigh-ins is under 10 KB). Choose the CSV file of your weigh-ins.`;
}

/** Adds the weigh-ins of a CSV file, or says which line is wrong. */
export async function importWeighIns(s: CheckInState, file: File): Promise<void> {
  const tooBig = fileTooBig(file);
  if (tooBig) {
    applyChange(s, ["import"], { errors: { import: tooBig } });
    return;
  }
  const text = await file.text();
  applyChange(
    s,
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
  applyChange(s, [], change);
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
