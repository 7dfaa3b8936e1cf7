import { WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import { readWeighInDate } from "./weigh-in-date.ts";
import { MAX_WEIGH_INS, type LinesKept, type WeighInRow } from "./weigh-ins.ts";

/*
 * The weigh-ins kept on this device, read back. Apart from the file and paste reader
 * (weigh-in-csv.ts), so a check-in that looks in storage as it appears loads no number
 * reading or unit code before its first paint.
 */

/** Why a stored weigh-in cannot be used, or undefined when it can. */
function storedProblem(
  row: Record<string, unknown>,
  date: string,
  today: string,
  seen: ReadonlySet<string>,
): string | undefined {
  const read = readWeighInDate(date, today);
  if (!("date" in read) || read.date !== date) return "its date is not a real day";
  if (seen.has(date)) return "there is another on the same day";
  const weightKg = row.weightKg;
  if (
    typeof weightKg !== "number" ||
    !Number.isFinite(weightKg) ||
    weightKg < WEIGHT_RULE.min ||
    weightKg > WEIGHT_RULE.max
  ) {
    return "its weight is not one we can use";
  }
  return undefined;
}

/**
 * Stored weigh-ins, checked as an import checks them (a real date from 1900 to a day after
 * `today`, a weight in range, calories a number or blank, one a day): the good ones, oldest
 * first, and a note for each one left out.
 */
export function checkStoredRows(stored: unknown, today: string): LinesKept {
  const rows: WeighInRow[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  const list: unknown[] = Array.isArray(stored) ? stored : [];
  for (const [index, item] of list.entries()) {
    const row = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    const date = typeof row.date === "string" ? row.date : "";
    const problem = storedProblem(row, date, today, seen);
    if (problem !== undefined) {
      const name = date === "" ? `Saved weigh-in ${index + 1}` : `The weigh-in for ${date}`;
      dropped.push(`${name}: ${problem}.`);
      continue;
    }
    seen.add(date);
    const calories = typeof row.calories === "string" ? row.calories : "";
    rows.push({ date, weightKg: Math.round((row.weightKg as number) * 100) / 100, calories });
  }
  const over = rows.length - MAX_WEIGH_INS;
  rows.sort((a, b) => (a.date < b.date ? -1 : 1));
  if (over > 0) {
    dropped.push(
      `The oldest ${over.toLocaleString("en-GB")} weigh-ins: the check-in keeps the newest ${MAX_WEIGH_INS.toLocaleString("en-GB")}.`,
    );
  }
  return { rows: over > 0 ? rows.slice(over) : rows, dropped };
}
