import { addDays, daysBetween } from "../core/dates.ts";
import { goalDateNote } from "./goal-date-note.ts";
import { round } from "../input/validate.ts";

export { todayIso } from "../core/dates.ts";

/** A goal date the plan was measured against. */
export interface GoalDateSet {
  status: "set";
  /** The date as given, YYYY-MM-DD. */
  date: string;
  weeks: number;
  /** kg a week needed, on average, to get there by then (gain or loss, always positive). */
  requiredWeeklyRate: number;
  /** The fastest safe pace on offer to this person, kg a week: the nearest safe date's. */
  safeMaxRate: number;
  /**
   * True when the date is on or after the nearest safe date: a safe pace gets there by then.
   * False when it is sooner, or when no safe pace reaches the target within five years.
   */
  withinSafeRate: boolean;
  /**
   * The soonest safe date: the day the plan at the fastest safe pace reaches the target
   * (its goal day, as the pace options date it), YYYY-MM-DD; null when that plan does not
   * reach it within five years.
   */
  nearestSafeDate: string | null;
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
  /** The fastest safe pace on offer to this person in this direction, kg a week. */
  safeMaxRate: number;
  /**
   * The day the plan at `safeMaxRate` reaches the target, or null when it does not within
   * five years; asked only when a date is measured (it plans again at that pace).
   */
  soonestSafeDay: () => number | null;
  /** Whole weeks the plan's own pace takes, or null when it does not move. */
  weeksToGoal: number | null;
  /** The day the plan reaches the target, when it knows it (the advanced plan's goal day). */
  daysToGoal?: number | null | undefined;
}

/**
 * Measures a goal date against the soonest safe date (docs/safety-rules.md, "Goal dates"):
 * the rate it needs, whether a safe pace gets there by then, the nearest safe date (the
 * fastest safe pace's goal day, the date the pace options give it), and when the plan at the
 * chosen pace really gets there.
 * A blank date gives undefined; a date that is not a real day throws InputError on
 * "goalDate"; a past, too-near or too-far date is set aside with a note, never refused.
 */
export function goalDatePlan(g: GoalDateInput): GoalDatePlan | undefined {
  const { goalDate } = g;
  if (goalDate === undefined || goalDate === null || goalDate === "") return undefined;
  const days = daysBetween(g.today, goalDate);
  const date = String(goalDate).trim();
  const note = goalDateNote(date, g.today);
  if (note !== undefined) return { status: "set-aside", date, note };
  const weeks = days / 7;
  const change = Math.abs(g.changeKg);
  const requiredWeeklyRate = round(change / weeks, 2);
  const plannedDate =
    g.weeksToGoal === null ? null : addDays(g.today, g.daysToGoal ?? g.weeksToGoal * 7);
  const soonestDay = g.soonestSafeDay();
  const nearestSafeDate = soonestDay === null ? null : addDays(g.today, soonestDay);
  return {
    status: "set",
    date,
    weeks: round(weeks, 1),
    requiredWeeklyRate,
    safeMaxRate: g.safeMaxRate,
    withinSafeRate: nearestSafeDate !== null && nearestSafeDate <= date,
    nearestSafeDate,
    plannedDate,
    meetsDate: plannedDate !== null && plannedDate <= date,
  };
}
