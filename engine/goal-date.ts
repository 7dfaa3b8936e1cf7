import { addDays, daysBetween } from "./dates.ts";
import { goalDateNote } from "./goal-date-note.ts";
import { InputError } from "./errors.ts";
import { round } from "./validate.ts";

export { todayIso } from "./dates.ts";

/** A goal date the plan was measured against. */
export interface GoalDateSet {
  status: "set";
  /** The date as given, YYYY-MM-DD. */
  date: string;
  weeks: number;
  /** kg a week needed to get there by then (gain or loss, always positive). */
  requiredWeeklyRate: number;
  /** The fastest pace we call safe for this person, kg a week. */
  safeMaxRate: number;
  /** False when the rate is above the safe maximum. */
  withinSafeRate: boolean;
  /** The earliest date the safe maximum pace could reach the target, YYYY-MM-DD. */
  nearestSafeDate: string;
  /** When the plan's own pace reaches the target, or null when it does not move. */
  plannedDate: string | null;
  /** True when the plan's own pace gets there by the date. */
  meetsDate: boolean;
}

/** A goal date we could not use: in the past, too near or too far. The plan goes ahead. */
export interface GoalDateSetAside {
  status: "set-aside";
  date: string;
  /** Why, in plain English, for beside the field. */
  note: string;
}

export type GoalDatePlan = GoalDateSet | GoalDateSetAside;

export interface GoalDateInput {
  goalDate: unknown;
  /** YYYY-MM-DD */
  today: string;
  /** Target minus current weight, kg. */
  changeKg: number;
  /** The safe maximum pace for this person and direction, kg a week. */
  safeMaxRate: number;
  /** Whole weeks the plan's own pace takes, or null when it does not move. */
  weeksToGoal: number | null;
  /** The day the plan reaches the target, when it knows it (the advanced plan's goal day). */
  daysToGoal?: number | null | undefined;
}

/**
 * Measures a goal date against a safe pace (docs/safety-rules.md, "Goal dates"): the rate it
 * needs, whether that is safe, the nearest safe date, and when the plan really gets there.
 * A blank date gives undefined; a date that is not a real day throws InputError on
 * "goalDate"; a past, too-near or too-far date is set aside with a note, never refused.
 */
export function goalDatePlan(g: GoalDateInput): GoalDatePlan | undefined {
  const { goalDate } = g;
  if (goalDate === undefined || goalDate === null || goalDate === "") return undefined;
  if (typeof goalDate !== "string") {
    throw new InputError("goalDate", "Enter the date as a real day, for example 2027-06-30.");
  }
  const date = goalDate.trim();
  const days = daysBetween(g.today, date);
  const note = goalDateNote(date, g.today);
  if (note !== undefined) return { status: "set-aside", date, note };
  const weeks = days / 7;
  const change = Math.abs(g.changeKg);
  const requiredWeeklyRate = round(change / weeks, 2);
  const plannedDate =
    g.weeksToGoal === null ? null : addDays(g.today, g.daysToGoal ?? g.weeksToGoal * 7);
  return {
    status: "set",
    date,
    weeks: round(weeks, 1),
    requiredWeeklyRate,
    safeMaxRate: g.safeMaxRate,
    withinSafeRate: requiredWeeklyRate <= g.safeMaxRate,
    nearestSafeDate: addDays(g.today, Math.ceil((change / g.safeMaxRate) * 7 - 1e-9)),
    plannedDate,
    meetsDate: plannedDate !== null && plannedDate <= date,
  };
}
