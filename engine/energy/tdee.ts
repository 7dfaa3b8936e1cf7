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

// What a job adds to the day, as the activity multiplier it implies on its own. A job counts
// only where it describes a busier day than the base activity chosen, so the same hours on
// your feet are never counted twice (docs/plans.md, "Activity").
export const JOB_ACTIVITY: Record<JobType, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  heavy: 1.725,
};
// Energy per hour of exercise, spread over the week: typical moderate sessions for an adult.
export const EXERCISE_KCAL_PER_HOUR = { cardio: 300, strength: 250, sports: 400 } as const;
// About 40 kcal per 1,000 steps (0.04 kcal a step), in line with the ACSM's estimate for walking.
const KCAL_PER_STEP = 0.04;
// The steps a day each base activity level already implies, from the step bands of
// Tudor-Locke C, Bassett DR. Sports Med 2004;34:1-8 (under 5,000 sedentary; 5,000-7,499 low
// active; 7,500-9,999 somewhat active; 10,000-12,499 active; 12,500 and over highly active).
// Only steps above this level add energy.
const IMPLIED_STEPS: readonly { activity: number; steps: number }[] = [
  { activity: 1.2, steps: 5000 },
  { activity: 1.375, steps: 7500 },
  { activity: 1.55, steps: 10000 },
  { activity: 1.725, steps: 12500 },
  { activity: 1.9, steps: 12500 },
];
// SACN 2011: a physical activity level above 2.5 cannot be kept up for long, so
// maintenance is never put above 2.5 x BMR.
export const MAX_PAL = 2.5;

/** The steps a day a base activity level already includes. */
export function impliedSteps(baseActivity: number): number {
  return IMPLIED_STEPS.find((l) => l.activity >= baseActivity)?.steps ?? 12500;
}

export interface ActivityInput {
  bmr: number;
  baseActivity: number;
  jobType: JobType;
  cardioHours: number;
  strengthHours: number;
  sportsHours: number;
  /** Steps a day; undefined means "about what the base activity implies". */
  dailySteps: number | undefined;
}

/**
 * Total daily energy expenditure (docs/plans.md, "Activity"): BMR
 * x the busier of the base activity and the job; exercise (weekly hours / 7) and steps above
 * the level the base implies are added per day; never above 2.5 x BMR.
 */
export function activeTdee(a: ActivityInput): number {
  const exercise =
    (a.cardioHours * EXERCISE_KCAL_PER_HOUR.cardio +
      a.strengthHours * EXERCISE_KCAL_PER_HOUR.strength +
      a.sportsHours * EXERCISE_KCAL_PER_HOUR.sports) /
    7;
  const activity = Math.max(a.baseActivity, JOB_ACTIVITY[a.jobType]);
  const extraSteps = Math.max(0, (a.dailySteps ?? 0) - impliedSteps(activity));
  const day = a.bmr * activity;
  return Math.min(MAX_PAL * a.bmr, day + exercise + extraSteps * KCAL_PER_STEP);
}

/*
 * Sleep, stress, the menstrual cycle and the thyroid answer change no calories
 * (docs/safety-rules.md, "Health answers"): energy use is BMR and activity only. What each
 * answer means for the visitor is said in health-factors.ts.
 */
