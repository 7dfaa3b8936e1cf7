import { InputError } from "./errors.ts";
import { linearProjection } from "./linear-projection.ts";
import type { MaintenanceBreaks } from "./maintenance-breaks.ts";
import type { Person } from "./person.ts";
import { projectToTarget, settlingWeight, type ProjectionInput } from "./projection.ts";
import { KCAL_PER_KG } from "./safety.ts";
import { clamp } from "./input/validate.ts";

/**
 * The course a plan sets to its target: the person, the plan's maintenance and activity
 * level, how far under maintenance its ordinary days are, and the days it eats at
 * maintenance. The goal week and the chart are both worked out from it, by the same model.
 */
export interface PlanCourse {
  person: Person;
  /** The activity level the plan assumes (total energy use / resting rate). */
  pal: number;
  maintenanceKcal: number;
  /** kcal/day under maintenance on the ordinary days; negative for a surplus. */
  dailyDeficit: number;
  targetWeightKg: number;
  /** Diet breaks or refeed days, eaten at maintenance. */
  breaks?: MaintenanceBreaks | undefined;
}

/** When a plan reaches its target. */
export interface GoalWeek {
  /**
   * The day the plan reaches its target: the first day the dynamic model, breaks included,
   * is there, and never before the straight line is. Null when that is not within five
   * years.
   */
  day: number | null;
  /**
   * The week of that day, the plan's goal week: the first week the dynamic model ends at the
   * target, never before the straight line's. Null as `day` is.
   */
  week: number | null;
  /** The week the straight 7,700 kcal per kg line, breaks included, reaches the target. */
  lineWeek: number;
  /**
   * The weight at the end of each week from week 0 to the goal week, as the chart draws it
   * (the straight line's when the model cannot run for this plan); only week 0 when the
   * target is not reached.
   */
  weeklyKg: number[];
  /** Only when the target is beyond where the model settles: that weight, kg. */
  levelsOffKg?: number;
}

// We look five years ahead, the furthest goal date we plan against (docs/safety-rules.md,
// "Goal dates").
export const GOAL_HORIZON_WEEKS = 260;
// The model settles towards its steady weight from one side; a target this far beyond it is
// never reached (tests/engine/goal-week-laws.test.ts checks it against five-year runs).
const SETTLE_MARGIN_KG = 0.1;

/** The dynamic model's input for a plan's course, over `days`. */
export function courseModelInput(c: PlanCourse, days: number): ProjectionInput {
  return {
    ...c.person,
    pal: clamp(c.pal, 1, 2.5),
    intakeChangeKcal: -c.dailyDeficit,
    maintenanceKcal: c.maintenanceKcal,
    targetWeightKg: c.targetWeightKg,
    days,
    ...(c.breaks ? { breaks: c.breaks } : {}),
  };
}

/** The straight line's weight on each day from 0 to `days`, held at the target. */
export function courseLine(c: PlanCourse, days: number): number[] {
  const losing = c.dailyDeficit > 0;
  return linearProjection({
    weightKg: c.person.weightKg,
    dailyDeficitKcal: c.dailyDeficit,
    days,
    breaks: c.breaks,
  }).weightKg.map((w) => (losing ? Math.max(w, c.targetWeightKg) : Math.min(w, c.targetWeightKg)));
}

/** The first day (after day 0) a day-by-day weight is at the target, or null. */
function firstDayAt(weightKg: readonly number[], target: number, losing: boolean): number | null {
  const day = weightKg.findIndex(
    (w, d) => d > 0 && (losing ? w <= target + 1e-9 : w >= target - 1e-9),
  );
  return day < 0 ? null : day;
}

/** The day the straight line, breaks included, reaches the target (at least day 1). */
export function lineReachDay(c: PlanCourse): number {
  const change = Math.abs(c.person.weightKg - c.targetWeightKg);
  const perDay = Math.abs(c.dailyDeficit);
  // Days with a deficit needed; every break adds its days on top.
  const needed = Math.max(1, Math.ceil((change * KCAL_PER_KG) / perDay - 1e-9));
  const b = c.breaks;
  const onEach = b && b.lengthDays > 0 ? b.everyDays - b.lengthDays : needed;
  return needed + (b ? Math.floor((needed - 1) / onEach) * b.lengthDays : 0);
}

/** The week the straight line, breaks included, reaches the target (at least week 1). */
export function lineReachWeek(c: PlanCourse): number {
  return Math.max(1, Math.ceil(lineReachDay(c) / 7));
}

/**
 * When a plan that changes weight reaches its target: the one goal week its timeline, its
 * headline, its goal date and its chart all show (docs/plans.md, "Timeline"). Runs the
 * dynamic model of Hall et al. 2011 with the plan's breaks at maintenance, stopping on the
 * day it gets there. A target beyond where the model settles is never reached, so it is
 * not run at all.
 */
export function goalWeek(c: PlanCourse): GoalWeek {
  const lineDay = lineReachDay(c);
  const lineWeek = lineReachWeek(c);
  const horizon = GOAL_HORIZON_WEEKS * 7;
  const losing = c.dailyDeficit > 0;
  const weekly = (daily: readonly number[]) => daily.filter((_, d) => d % 7 === 0);
  const none = { day: null, week: null, lineWeek, weeklyKg: [c.person.weightKg] };
  const reached = (day: number, weeklyKg: number[]): GoalWeek => {
    const week = Math.ceil(day / 7);
    // Held at the target from the day it is reached to the end of the goal week.
    while (weeklyKg.length <= week) weeklyKg.push(c.targetWeightKg);
    return { day, week, lineWeek, weeklyKg: weeklyKg.slice(0, week + 1) };
  };
  try {
    const input = { ...courseModelInput(c, horizon), targetWeightKg: c.targetWeightKg };
    const settles = settlingWeight(input);
    const short = losing
      ? settles > c.targetWeightKg + SETTLE_MARGIN_KG
      : settles < c.targetWeightKg - SETTLE_MARGIN_KG;
    if (short) return { ...none, levelsOffKg: settles };
    const { weightKg } = projectToTarget(input);
    const modelDay = firstDayAt(weightKg, c.targetWeightKg, losing);
    if (modelDay === null) return none;
    const day = Math.max(modelDay, lineDay);
    return day > horizon ? none : reached(day, weekly(weightKg));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // The model cannot run for this plan (docs/weight-projection.md): the straight line.
    if (lineDay > horizon) return none;
    return reached(lineDay, weekly(courseLine(c, lineWeek * 7)));
  }
}
