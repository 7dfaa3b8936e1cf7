import { InputError } from "./errors.ts";
import {
  courseLine,
  courseModelInput,
  GOAL_HORIZON_WEEKS,
  reachWeek,
  type PlanCourse,
} from "./goal-week.ts";
import { isBreakWeek } from "./maintenance-breaks.ts";
import { projectWeight } from "./projection.ts";

/**
 * How a plan's weight could change: the dynamic model of Hall et al. 2011
 * (docs/weight-projection.md) beside the straight 7,700 kcal per kg line, once a week from
 * the start to a little past the goal, both with the plan's breaks at maintenance. Masses in
 * kg, time in days.
 */
export interface PlanProjection {
  /**
   * The days shown: a quarter beyond the goal, at least four weeks, at most two years (five
   * when the plan's own goal week is further off).
   */
  days: number;
  /** True for a loss, false for a gain. */
  losing: boolean;
  /**
   * The week the straight line reaches the goal (the basic plan's weeks to goal). The week
   * the plan itself reaches it is `reachedWeek`.
   */
  goalWeek: number;
  targetWeightKg: number;
  /** The days sampled: every seventh, and the last. */
  day: number[];
  /** The dynamic model's weight on each sampled day. */
  weightKg: number[];
  /** The straight line's weight on each sampled day, held at the target once it gets there. */
  linearKg: number[];
  /** The dynamic model's weight in the goal week (or on the last day, if that comes first). */
  atGoalKg: number;
  /** The dynamic model's weight on the last day. */
  endKg: number;
  /**
   * The week the plan reaches its target (goalWeek() in engine/goal-week.ts): the first
   * week the dynamic model ends at it, never before the straight line. The advanced plan's
   * weeks to goal. Null when that is not within the days shown.
   */
  reachedWeek: number | null;
  /** The weeks before the goal that hold a diet break or refeed day at maintenance. */
  breakWeeks: number[];
}

// The longest horizon shown: two years.
const MAX_DAYS = 728;

/** Every 7th value, and the last: a weekly line is smooth enough and keeps results small. */
function weekly<T>(values: readonly T[]): T[] {
  return values.filter((_, i) => i % 7 === 0 || i === values.length - 1);
}

/**
 * Gives a plan's result its `projection`, worked out the first time it is read and kept.
 * The model takes about a millisecond a plan, so a result that is only checked or compared
 * (thousands of times in the safety tests) does not pay for a chart it never draws. The
 * property is enumerable like any other: spreading, comparing or sending the result reads it.
 */
export function addProjection<T extends object>(
  result: T,
  project: () => PlanProjection | undefined,
): T & { readonly projection?: PlanProjection } {
  let worked: { projection: PlanProjection | undefined } | undefined;
  return Object.defineProperty(result, "projection", {
    enumerable: true,
    get: () => (worked ??= { projection: project() }).projection,
  }) as T & { readonly projection?: PlanProjection };
}

/**
 * The projection of a plan that changes weight: `dailyDeficit` kcal a day below the plan's
 * maintenance (negative for a surplus) until the target, but for its breaks at maintenance.
 * Undefined when the plan keeps weight steady, or when the model cannot run for this plan
 * (docs/weight-projection.md: intakes under 800 kcal, or energy use beyond 2.5 times the
 * resting rate); a plan never fails for want of its chart.
 */
export function planProjection(
  p: PlanCourse & {
    /** The week the straight line reaches the target (the basic plan's weeks to goal). */
    weeksToGoal: number | null;
    /**
     * The plan's own goal week, from goalWeek(): the days shown run a quarter past it (up
     * to five years). Left out, it is read from this run, and the days follow the line.
     */
    reachedWeek?: number | null;
  },
): PlanProjection | undefined {
  if (p.dailyDeficit === 0 || !p.weeksToGoal) return undefined;
  const given = p.reachedWeek !== undefined && p.reachedWeek !== null;
  const shownWeeks = given ? (p.reachedWeek as number) : p.weeksToGoal;
  const longest = given ? GOAL_HORIZON_WEEKS * 7 : MAX_DAYS;
  const days = Math.min(longest, Math.max(28, Math.round(shownWeeks * 7 * 1.25)));
  try {
    const dynamic = projectWeight(courseModelInput(p, days));
    const losing = p.dailyDeficit > 0;
    const held = courseLine(p, days);
    const goalWeek = Math.round(p.weeksToGoal);
    const last = dynamic.weightKg.length - 1;
    const reachedWeek =
      p.reachedWeek === undefined ? reachWeek(dynamic.weightKg, p, goalWeek) : p.reachedWeek;
    const breakWeeks: number[] = [];
    for (let week = 1; week * 7 <= days && (reachedWeek === null || week < reachedWeek); week++) {
      if (isBreakWeek(p.breaks, week)) breakWeeks.push(week);
    }
    return {
      days,
      losing,
      goalWeek,
      targetWeightKg: p.targetWeightKg,
      day: weekly(dynamic.day),
      weightKg: weekly(dynamic.weightKg),
      linearKg: weekly(held),
      atGoalKg: dynamic.weightKg[Math.min(goalWeek * 7, last)] ?? p.person.weightKg,
      endKg: dynamic.weightKg[last] ?? p.person.weightKg,
      reachedWeek,
      breakWeeks,
    };
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}
