import { addDays } from "../core/dates.ts";
import { InputError } from "../core/errors.ts";
import {
  courseLine,
  courseModelInput,
  GOAL_HORIZON_WEEKS,
  lineReachDay,
  type PlanCourse,
} from "../plans/goal-week.ts";
import { isBreakWeek } from "../plans/maintenance-breaks.ts";
import { projectWeight } from "./projection.ts";

/** Where the band stands on one day: the model's weight and the band's two edges. */
export interface BandOnDay {
  day: number;
  /** The day's date, YYYY-MM-DD. */
  date: string;
  weightKg: number;
  lowKg: number;
  highKg: number;
}

/**
 * How a plan's weight could change: the dynamic model of Hall et al. 2011
 * (docs/weight-projection.md) with its band for individual variation, beside the straight
 * 7,700 kcal per kg line, both with the plan's breaks at maintenance, once a week from the
 * start to a little past the day the plan reaches the target. Masses in kg, time in days.
 */
export interface PlanProjection {
  /**
   * The days shown, in whole weeks: the whole journey to the target and a few weeks holding
   * there; at least four weeks, at most two years (or the plan's own goal, up to five).
   */
  days: number;
  /** Day 0, YYYY-MM-DD. */
  startDate: string;
  /** True for a loss, false for a gain. */
  losing: boolean;
  /**
   * The week the straight line, breaks included, reaches the goal. The week the plan itself
   * gets there, its weeks to goal, is the week of `reachDay`, never earlier.
   */
  goalWeek: number;
  targetWeightKg: number;
  /** The days sampled: every seventh, and the last. */
  day: number[];
  /** The dynamic model's weight on each sampled day. */
  weightKg: number[];
  /** The band's width either way, as a share of maintenance (0.1: 10% lower and higher). */
  spread: number;
  /** The band's lower edge on each sampled day: a real maintenance `spread` higher. */
  lowKg: number[];
  /** The band's upper edge on each sampled day: a real maintenance `spread` lower. */
  highKg: number[];
  /**
   * The day the plan reaches the target: the first day the dynamic model is there, but never
   * before the straight line (goalWeek() in engine/plans/goal-week.ts; its week is the plan's
   * weeks to goal, basic or advanced). Null if that is not within the days run.
   */
  reachDay: number | null;
  /**
   * The day the slower edge of the band reaches the target (the upper edge of a loss, the
   * lower of a gain), or null if it does not within two years.
   */
  slowReachDay: number | null;
  /** The band on the day the model reaches the target, or on the last day shown if it does not. */
  atTarget: BandOnDay;
  /** The straight line's weight on each sampled day, held at the target once it gets there. */
  linearKg: number[];
  /** The dynamic model's weight in the goal week (or on the last day, if that comes first). */
  atGoalKg: number;
  /** The dynamic model's weight on the last day. */
  endKg: number;
  /** The weeks before the goal that hold a diet break or refeed day at maintenance. */
  breakWeeks: number[];
}

// The longest horizon shown: two years.
const MAX_DAYS = 728;
// The band: the plan's maintenance 10% lower and higher (docs/weight-projection.md, "The
// band"). Mifflin-St Jeor is within 10% of measured resting energy for about 80% of
// non-obese adults (Frankenfield et al. 2005, J Am Diet Assoc 105:775).
export const PLAN_SPREAD = 0.1;
// After the model reaches the target the chart holds there a little: 15% of the journey,
// at least two weeks.
const HOLD_SHARE = 0.15;
const MIN_HOLD_DAYS = 14;

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

/** The first day a weight series reaches the target (from above for a loss), or null. */
function reachOf(weights: readonly number[], target: number, losing: boolean): number | null {
  const day = weights.findIndex((w) => (losing ? w <= target + 1e-9 : w >= target - 1e-9));
  return day < 0 ? null : day;
}

/** The days to show: the journey to the target and a little holding, in whole weeks. */
function daysShown(reachDay: number | null, goalDay: number, longest = MAX_DAYS): number {
  if (reachDay === null) return MAX_DAYS;
  const end = Math.max(reachDay, goalDay);
  const held = end + Math.max(MIN_HOLD_DAYS, end * HOLD_SHARE);
  return Math.min(longest, Math.max(28, Math.ceil(held / 7) * 7));
}

/**
 * The projection of a plan that changes weight: `dailyDeficit` kcal a day below the plan's
 * maintenance (negative for a surplus) until the target, but for its breaks at maintenance,
 * with the band for individual variation at `PLAN_SPREAD`. Undefined when the plan keeps
 * weight steady, or when the model cannot run for this plan (docs/weight-projection.md:
 * intakes under 800 kcal, or energy use beyond 2.5 times the resting rate); a plan never
 * fails for want of its chart.
 */
export function planProjection(
  p: PlanCourse & {
    /** The week the straight line reaches the target (goalWeek()'s `lineWeek`). */
    weeksToGoal: number | null;
    /** Day 0 of the projection, YYYY-MM-DD. */
    today: string;
    /**
     * The plan's own reach day, from goalWeek(): the chart names it and runs past it, up to
     * five years. Left out, it is found from this run, over two years.
     */
    reachDay?: number | null;
  },
): PlanProjection | undefined {
  if (p.dailyDeficit === 0 || !p.weeksToGoal) return undefined;
  const losing = p.dailyDeficit > 0;
  const goalWeek = Math.round(p.weeksToGoal);
  const longest =
    p.reachDay === undefined || p.reachDay === null ? MAX_DAYS : GOAL_HORIZON_WEEKS * 7;
  // Two years (or as far as the plan's own goal and a little holding), to find the day the
  // model and each edge of the band reach the target; a line that holds at the target costs
  // almost nothing from then on.
  const run =
    p.reachDay === undefined || p.reachDay === null
      ? MAX_DAYS
      : Math.max(MAX_DAYS, daysShown(p.reachDay, goalWeek * 7, longest));
  try {
    const full = projectWeight({ ...courseModelInput(p, run), spread: PLAN_SPREAD });
    const model = full.weightKg;
    const low = full.lowKg ?? model;
    const high = full.highKg ?? model;
    const modelDay = reachOf(model, p.targetWeightKg, losing);
    const reachDay =
      p.reachDay !== undefined
        ? p.reachDay
        : modelDay === null
          ? null
          : Math.max(modelDay, lineReachDay(p));
    const slowReachDay = reachOf(losing ? high : low, p.targetWeightKg, losing);
    const days = daysShown(reachDay, goalWeek * 7, longest);
    const shown = (values: readonly number[]) => weekly(values.slice(0, days + 1));
    const held = courseLine(p, days);
    const targetDay = reachDay ?? days;
    const start = p.person.weightKg;
    const breakWeeks: number[] = [];
    const goal = reachDay === null ? Infinity : Math.ceil(reachDay / 7);
    for (let week = 1; week * 7 <= days && week < goal; week++) {
      if (isBreakWeek(p.breaks, week)) breakWeeks.push(week);
    }
    return {
      days,
      startDate: p.today,
      losing,
      goalWeek,
      targetWeightKg: p.targetWeightKg,
      day: weekly(full.day.slice(0, days + 1)),
      weightKg: shown(model),
      spread: PLAN_SPREAD,
      lowKg: shown(low),
      highKg: shown(high),
      reachDay,
      slowReachDay,
      atTarget: {
        day: targetDay,
        date: addDays(p.today, targetDay),
        weightKg: model[targetDay] ?? start,
        lowKg: low[targetDay] ?? start,
        highKg: high[targetDay] ?? start,
      },
      linearKg: weekly(held),
      atGoalKg: model[Math.min(goalWeek * 7, days)] ?? start,
      endKg: model[days] ?? start,
      breakWeeks,
    };
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}
