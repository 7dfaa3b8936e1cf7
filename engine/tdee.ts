import { clamp } from "./validate.ts";

export type JobType = "sedentary" | "light" | "moderate" | "heavy";
export const JOB_TYPES: readonly JobType[] = ["sedentary", "light", "moderate", "heavy"];
export type ThyroidCondition = "normal" | "hypo" | "hyper";
export const THYROID_CONDITIONS: readonly ThyroidCondition[] = ["normal", "hypo", "hyper"];
export type MenstrualPhase = "none" | "follicular" | "luteal" | "menopause";
export const MENSTRUAL_PHASES: readonly MenstrualPhase[] = [
  "none",
  "follicular",
  "luteal",
  "menopause",
];

// Spec section 9: job multipliers applied to BMR x base activity.
export const JOB_MULTIPLIER: Record<JobType, number> = {
  sedentary: 1,
  light: 1.1,
  moderate: 1.2,
  heavy: 1.4,
};
// Spec section 9: kcal per hour of exercise, spread over the week.
export const EXERCISE_KCAL_PER_HOUR = { cardio: 300, strength: 250, sports: 400 } as const;
// Spec section 9: 0.04 kcal per step above 3,000 a day (about 40 kcal per 1,000 steps,
// in line with the ACSM's estimate for walking).
const KCAL_PER_STEP = 0.04;
const BASELINE_STEPS = 3000;

export interface ActivityInput {
  bmr: number;
  baseActivity: number;
  jobType: JobType;
  cardioHours: number;
  strengthHours: number;
  sportsHours: number;
  dailySteps: number;
}

/**
 * Total daily energy expenditure before health adjustments (product.md section 3): the job
 * multiplier scales BMR x base activity; exercise (weekly hours / 7) and steps above 3,000
 * are added per day after it.
 */
export function activeTdee(a: ActivityInput): number {
  const exercise =
    (a.cardioHours * EXERCISE_KCAL_PER_HOUR.cardio +
      a.strengthHours * EXERCISE_KCAL_PER_HOUR.strength +
      a.sportsHours * EXERCISE_KCAL_PER_HOUR.sports) /
    7;
  const steps = Math.max(0, a.dailySteps - BASELINE_STEPS) * KCAL_PER_STEP;
  return a.bmr * a.baseActivity * JOB_MULTIPLIER[a.jobType] + exercise + steps;
}

export interface HealthInput {
  thyroidCondition: ThyroidCondition;
  sleepHours: number;
  stressLevel: number;
  menstrualCycle: MenstrualPhase;
}

export interface TdeeFactors {
  thyroid: number;
  sleep: number;
  stress: number;
  cycle: number;
  /** The product of the four. */
  total: number;
}

// Spec section 9 health adjustments, as product.md section 3 reads them.
const THYROID_FACTOR: Record<ThyroidCondition, number> = { normal: 1, hypo: 0.85, hyper: 1.15 };
// Luteal phase: resting energy use rises a little after ovulation (spec: x1.08).
const LUTEAL_FACTOR = 1.08;

/** The thyroid, sleep, stress and cycle factors applied to TDEE. */
export function tdeeFactors(h: HealthInput): TdeeFactors {
  const thyroid = THYROID_FACTOR[h.thyroidCondition];
  let sleep = 1;
  if (h.sleepHours < 7) sleep = Math.max(0.9, 1 - 0.05 * (7 - h.sleepHours));
  else if (h.sleepHours > 9) sleep = 1.05;
  const stress = clamp(1 - (h.stressLevel - 5) * 0.02, 0.8, 1.1);
  const cycle = h.menstrualCycle === "luteal" ? LUTEAL_FACTOR : 1;
  return { thyroid, sleep, stress, cycle, total: thyroid * sleep * stress * cycle };
}
