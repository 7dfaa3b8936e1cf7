/*
 * The weigh-ins a visitor has entered, as the check-in holds them: one a day, oldest first,
 * each already checked (a real past date, a weight in range) when it was added. Only the
 * calories stay as typed, since the visitor may fill them in on the list itself.
 */

/** One weigh-in: the day (YYYY-MM-DD), the weight in kg, and the calories as typed. */
export interface WeighInRow {
  date: string;
  weightKg: number;
  /** kcal eaten that day, as typed; "" when not given. */
  calories: string;
}

/** The most weigh-ins the check-in keeps: more than two years of daily weighing. */
export const MAX_WEIGH_INS = 1000;

const MS_PER_DAY = 86_400_000;
const SHORT_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** A weigh-in's day where space is short: "2 Nov 2026". */
export function shortDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCFullYear()}`;
}

/**
 * Adds weigh-ins to a list. A new weigh-in on a day the list already has replaces the old
 * one (the visitor weighed in again, or corrected it). Gives the list oldest first, and how
 * many were replaced.
 */
export function mergeWeighIns(
  list: readonly WeighInRow[],
  added: readonly WeighInRow[],
): { rows: WeighInRow[]; replaced: number } {
  const byDate = new Map(list.map((row) => [row.date, row]));
  let replaced = 0;
  for (const row of added) {
    if (byDate.has(row.date)) replaced++;
    byDate.set(row.date, row);
  }
  const rows = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  return { rows, replaced };
}

/** How many weigh-ins there are and how many days they span, first to last. */
export function weighInSpan(rows: readonly { date: string }[]): { count: number; days: number } {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return { count: 0, days: 0 };
  const days = Math.round((Date.parse(last.date) - Date.parse(first.date)) / MS_PER_DAY);
  return { count: rows.length, days };
}

/** What a lenient read gives: the good weigh-ins, and why each bad line was left out. */
export interface LinesKept {
  rows: WeighInRow[];
  /** "Line 4: the weight '8o' is not a number." for each line left out, in order. */
  dropped: string[];
}

/** The field of the calories typed for one weigh-in on the list. */
export const caloriesField = (date: string) => `calories-${date}`;
