import { BREAK_EVERY_WEEKS, type PlateauStrategy } from "./maintenance-breaks.ts";
import type { Direction } from "./plan-energy.ts";
import { round } from "./input/validate.ts";

export { PLATEAU_STRATEGIES, type PlateauStrategy } from "./maintenance-breaks.ts";

export interface Milestone {
  week: number;
  /** Projected weight, kg: the dynamic model's, as the chart draws it, breaks included. */
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
  /** The plan's goal week (engine/goal-week.ts); 0 when the target is not reached. */
  weeks: number;
  months: number;
  milestones: Milestone[];
  plateauWeeks: number[];
  /**
   * Only for a plan that does not reach its target because, at its calories, the weight
   * levels off short of it: where it levels off, kg.
   */
  levelsOffKg?: number;
}

export interface TimelineInput {
  direction: Direction;
  weightKg: number;
  targetWeightKg: number;
  /** The plan's goal week, from goalWeek(); null when it has none. */
  weeksToGoal: number | null;
  /** The weight at the end of each week from week 0, from goalWeek(). */
  weeklyKg: readonly number[];
  /** Where the weight levels off when the target is not reached, from goalWeek(). */
  levelsOffKg?: number | undefined;
  /** The body fat given, if any. */
  bodyFatPct?: number | undefined;
  /** Body fat used for predictions: the given figure or the assumed one. */
  effectiveBodyFatPct: number;
  plateauStrategy: PlateauStrategy;
}

// Milestones every 4 weeks, body fat falling about 0.2 points a week, months = weeks / 4.33
// (docs/reference-figures.md, "Timeline"). The breaks every 8 weeks: maintenance-breaks.ts.
const MILESTONE_EVERY = 4;
const BODY_FAT_DROP_PER_WEEK = 0.2;
const WEEKS_PER_MONTH = 4.33;
// Top of men's essential fat (docs/reference-figures.md): projections never go below it.
const ESSENTIAL_FAT = 5;
// We list at most two years of 4-weekly milestones, then the goal week.
const MAX_LISTED_WEEKS = 104;

// Breaks are eaten at maintenance for the weight reached, so the weight holds while they last
// (Byrne NM et al., Int J Obes 2018;42:129: diet breaks at energy balance).
const BREAK_ACTION: Record<PlateauStrategy, string> = {
  "diet-break":
    "Diet break this week: for 7 days eat enough to keep your weight steady (your maintenance at your new weight), then carry on.",
  refeed:
    "Refeed day this week: for one day eat enough to keep your weight steady, mostly from carbohydrate, then carry on.",
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
  if (direction === "lose" && week % BREAK_EVERY_WEEKS === 0) return BREAK_ACTION[strategy];
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

/**
 * The plan's timeline: its goal week, 4-weekly milestones on the projected weight (diet
 * breaks included) and likely plateaus. A plan that does not reach its target has no
 * milestones, and says where its weight levels off when it knows.
 */
export function timeline(t: TimelineInput): Timeline {
  const weeks = t.weeksToGoal ?? 0;
  const listed = Math.min(weeks, MAX_LISTED_WEEKS);
  const weeksToList: number[] = [];
  for (let week = MILESTONE_EVERY; week < listed; week += MILESTONE_EVERY) weeksToList.push(week);
  if (weeks > 0) weeksToList.push(weeks);
  const losing = t.direction === "lose";
  const milestones = weeksToList.map((week): Milestone => {
    const isGoal = week === weeks;
    const projected = t.weeklyKg[week] ?? t.targetWeightKg;
    // Short of the target until the goal week: rounded away from it, so no milestone before
    // the goal reads as the target itself.
    const weight = isGoal
      ? t.targetWeightKg
      : losing
        ? Math.max(Math.ceil(projected * 10 - 1e-9) / 10, t.targetWeightKg)
        : Math.min(Math.floor(projected * 10 + 1e-9) / 10, t.targetWeightKg);
    const milestone: Milestone = {
      week,
      weight: round(weight, 1),
      action: actionFor(week, isGoal, t.direction, t.plateauStrategy),
    };
    if (t.bodyFatPct !== undefined && losing) {
      milestone.bodyFat = round(
        Math.max(ESSENTIAL_FAT, t.bodyFatPct - BODY_FAT_DROP_PER_WEEK * week),
        1,
      );
    }
    return milestone;
  });
  const result: Timeline = {
    weeks,
    months: round(weeks / WEEKS_PER_MONTH, 1),
    milestones,
    // A loss that does not reach its target runs on: every plateau is still ahead.
    plateauWeeks: losing ? plateauWeeks(weeks || MAX_LISTED_WEEKS, t.effectiveBodyFatPct) : [],
  };
  if (weeks === 0 && t.levelsOffKg !== undefined) result.levelsOffKg = round(t.levelsOffKg, 1);
  return result;
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
