import type { Direction } from "./plan-energy.ts";
import { round } from "./validate.ts";

export type PlateauStrategy = "diet-break" | "refeed" | "activity";
export const PLATEAU_STRATEGIES: readonly PlateauStrategy[] = ["diet-break", "refeed", "activity"];

export interface Milestone {
  week: number;
  /** Projected weight, kg (straight line at the planned rate). */
  weight: number;
  /** Projected body fat %, only when a body fat figure was given. */
  bodyFat?: number;
  action: string;
}

export interface PlateauPrediction {
  likelyWeek: number;
  cause: string;
  prevention: string[];
  solutions: string[];
}

export interface Timeline {
  weeks: number;
  months: number;
  milestones: Milestone[];
  plateauWeeks: number[];
}

export interface TimelineInput {
  direction: Direction;
  weightKg: number;
  targetWeightKg: number;
  /** kg a week; negative for a gain. */
  weeklyLoss: number;
  weeksToGoal: number | null;
  /** The body fat given, if any. */
  bodyFatPct?: number | undefined;
  /** Body fat used for predictions: the given figure or the assumed one. */
  effectiveBodyFatPct: number;
  plateauStrategy: PlateauStrategy;
}

// Milestones every 4 weeks, a diet break or refeed every 8, body fat falling about 0.2 points
// a week, months = weeks / 4.33 (docs/reference-figures.md, "Advanced plan").
const MILESTONE_EVERY = 4;
const BREAK_EVERY = 8;
const BODY_FAT_DROP_PER_WEEK = 0.2;
const WEEKS_PER_MONTH = 4.33;
// Top of men's essential fat (docs/reference-figures.md): projections never go below it.
const ESSENTIAL_FAT = 5;
// We list at most two years of 4-weekly milestones, then the goal week.
const MAX_LISTED_WEEKS = 104;

const BREAK_ACTION: Record<PlateauStrategy, string> = {
  "diet-break": "Take a one-week diet break: eat at maintenance, then carry on.",
  refeed: "Add a refeed day this week: eat at maintenance, mostly from carbs.",
  activity: "Review your activity: add a walk or a short session rather than eating less.",
};

function actionFor(
  week: number,
  isGoal: boolean,
  direction: Direction,
  strategy: PlateauStrategy,
): string {
  if (isGoal) {
    return direction === "gain"
      ? "Goal reached: move to maintenance calories and keep training."
      : "Goal reached: increase to your maintenance calories slowly over 2 to 4 weeks.";
  }
  if (direction === "lose" && week % BREAK_EVERY === 0) return BREAK_ACTION[strategy];
  return direction === "gain"
    ? "Check in: weigh yourself weekly and adjust by 100 kcal if you gain too fast or too slowly."
    : "Check in: compare your weekly average weight and waist with last month.";
}

/** Weeks a plateau is likely (docs/reference-figures.md): 3, 8 and, for lean people, 16. */
export function plateauWeeks(weeks: number, effectiveBodyFatPct: number): number[] {
  const result: number[] = [];
  if (weeks > 2) result.push(3);
  if (weeks > 8) result.push(8);
  if (effectiveBodyFatPct < 20 && weeks > 16) result.push(16);
  return result;
}

/** The plan's timeline: length, 4-weekly milestones and likely plateaus. */
export function timeline(t: TimelineInput): Timeline {
  const weeks = t.weeksToGoal ?? 0;
  const milestones: Milestone[] = [];
  const listed = Math.min(weeks, MAX_LISTED_WEEKS);
  const weeksToList: number[] = [];
  for (let week = MILESTONE_EVERY; week < listed; week += MILESTONE_EVERY) weeksToList.push(week);
  if (weeks > 0) weeksToList.push(weeks);
  for (const week of weeksToList) {
    const isGoal = week === weeks;
    const projected = t.weightKg - t.weeklyLoss * week;
    const weight = isGoal
      ? t.targetWeightKg
      : t.direction === "gain"
        ? Math.min(projected, t.targetWeightKg)
        : Math.max(projected, t.targetWeightKg);
    const milestone: Milestone = {
      week,
      weight: round(weight, 1),
      action: actionFor(week, isGoal, t.direction, t.plateauStrategy),
    };
    if (t.bodyFatPct !== undefined && t.direction === "lose") {
      milestone.bodyFat = round(
        Math.max(ESSENTIAL_FAT, t.bodyFatPct - BODY_FAT_DROP_PER_WEEK * week),
        1,
      );
    }
    milestones.push(milestone);
  }
  return {
    weeks,
    months: round(weeks / WEEKS_PER_MONTH, 1),
    milestones,
    plateauWeeks: t.direction === "lose" ? plateauWeeks(weeks, t.effectiveBodyFatPct) : [],
  };
}

const PLATEAU_DETAILS: Record<number, Omit<PlateauPrediction, "likelyWeek">> = {
  3: {
    cause:
      "The quick early loss of water and stored carbohydrate (glycogen) ends, so the scale slows even though fat loss carries on.",
    prevention: [
      "Expect it: a slower week 3 is normal.",
      "Track a weekly average weight rather than single days.",
    ],
    solutions: [
      "Keep going for two more weeks before changing anything.",
      "Check your waist measurement too.",
    ],
  },
  8: {
    cause:
      "A lighter body uses less energy, and many people move a little less without noticing. Portions can also creep up.",
    prevention: [
      "Keep your daily steps up.",
      "Weigh or measure portions now and then to check they have not grown.",
    ],
    solutions: [
      "Recalculate your targets at your new weight.",
      "Take a one-week diet break at maintenance, then carry on.",
    ],
  },
  16: {
    cause:
      "As you get leaner your body holds on to its remaining fat more strongly, and hunger rises.",
    prevention: [
      "Keep protein high and keep strength training.",
      "Sleep 7 to 9 hours: poor sleep raises hunger.",
    ],
    solutions: [
      "Take a diet break, or slow to a smaller deficit.",
      "Ask yourself whether your goal is still right for you; a GP or dietitian can help.",
    ],
  },
};

/** The plateau entries for the likely weeks, each with cause, prevention and solutions. */
export function plateauPredictions(weeks: readonly number[]): PlateauPrediction[] {
  return weeks.flatMap((likelyWeek) => {
    const details = PLATEAU_DETAILS[likelyWeek];
    return details ? [{ likelyWeek, ...details }] : [];
  });
}
