import { InputError } from "./errors.ts";
import { round } from "./validate.ts";

const MS_PER_DAY = 86_400_000;
// Longest plan we date: five years.
const MAX_DAYS = 5 * 365;

/** What reaching the target weight by a chosen date would take. */
export interface GoalDatePlan {
  /** The date as given, YYYY-MM-DD. */
  date: string;
  weeks: number;
  /** kg a week needed to get there by then (gain or loss, always positive). */
  requiredWeeklyRate: number;
  /** False when the rate is above the plan's safe maximum. */
  withinSafeRate: boolean;
}

function parseIsoDate(field: string, value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  const date = new Date(time);
  if (!match || Number.isNaN(time) || date.getUTCDate() !== Number(match[3])) {
    throw new InputError(field, "Enter the date as a real day, for example 2026-06-30.");
  }
  return time;
}

/**
 * Works out the weekly rate needed to change by `changeKg` between `today` and `goalDate`
 * (both YYYY-MM-DD). A blank goal date gives undefined; a date not after today, or more
 * than five years away, throws InputError on "goalDate".
 */
export function goalDatePlan(
  goalDate: unknown,
  today: string,
  changeKg: number,
  maxSafeRate: number,
): GoalDatePlan | undefined {
  if (goalDate === undefined || goalDate === null || goalDate === "") return undefined;
  if (typeof goalDate !== "string") {
    throw new InputError("goalDate", "Enter the date as a real day, for example 2026-06-30.");
  }
  const days = (parseIsoDate("goalDate", goalDate) - parseIsoDate("today", today)) / MS_PER_DAY;
  if (days < 7)
    throw new InputError("goalDate", "Choose a target date at least a week from today.");
  if (days > MAX_DAYS) throw new InputError("goalDate", "Choose a target date within five years.");
  const weeks = days / 7;
  const requiredWeeklyRate = round(Math.abs(changeKg) / weeks, 2);
  return {
    date: goalDate.trim(),
    weeks: round(weeks, 1),
    requiredWeeklyRate,
    withinSafeRate: requiredWeeklyRate <= maxSafeRate,
  };
}

/** Today's date as YYYY-MM-DD (UTC). */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
