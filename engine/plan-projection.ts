import { InputError } from "./errors.ts";
import { linearProjection } from "./linear-projection.ts";
import type { Person } from "./person.ts";
import { projectWeight } from "./projection.ts";
import { clamp } from "./validate.ts";

/**
 * How a plan's weight could change: the dynamic model of Hall et al. 2011
 * (docs/weight-projection.md) beside the straight 7,700 kcal per kg line, once a week from
 * the start to a little past the goal. Masses in kg, time in days.
 */
export interface PlanProjection {
  /** The days shown: a quarter beyond the goal, at least four weeks, at most two years. */
  days: number;
  /** True for a loss, false for a gain. */
  losing: boolean;
  /** The week the straight line reaches the goal (the plan's weeks to goal, rounded). */
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
 * maintenance (negative for a surplus) until the target. Undefined when the plan keeps
 * weight steady, or when the model cannot run for this plan (docs/weight-projection.md:
 * intakes under 800 kcal, or energy use beyond 2.5 times the resting rate); a plan never
 * fails for want of its chart.
 */
export function planProjection(p: {
  person: Person;
  /** The activity level the plan assumes (total energy use / resting rate). */
  pal: number;
  maintenanceKcal: number;
  dailyDeficit: number;
  weeksToGoal: number | null;
  targetWeightKg: number;
}): PlanProjection | undefined {
  if (p.dailyDeficit === 0 || !p.weeksToGoal) return undefined;
  const days = Math.min(MAX_DAYS, Math.max(28, Math.round(p.weeksToGoal * 7 * 1.25)));
  try {
    const dynamic = projectWeight({
      ...p.person,
      pal: clamp(p.pal, 1, 2.5),
      intakeChangeKcal: -p.dailyDeficit,
      maintenanceKcal: p.maintenanceKcal,
      targetWeightKg: p.targetWeightKg,
      days,
    });
    const line = linearProjection({
      weightKg: p.person.weightKg,
      dailyDeficitKcal: p.dailyDeficit,
      days,
    });
    const losing = p.dailyDeficit > 0;
    const held = line.weightKg.map((w) =>
      losing ? Math.max(w, p.targetWeightKg) : Math.min(w, p.targetWeightKg),
    );
    const goalWeek = Math.round(p.weeksToGoal);
    const last = dynamic.weightKg.length - 1;
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
    };
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}
