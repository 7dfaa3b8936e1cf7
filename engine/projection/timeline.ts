import type { PlateauStrategy } from "../plans/maintenance-breaks.ts";
import type { Direction } from "../plans/plan-energy.ts";
import { round } from "../input/validate.ts";
import { milestones, type Milestone } from "./milestones.ts";

export { PLATEAU_STRATEGIES, type PlateauStrategy } from "../plans/maintenance-breaks.ts";
export type { Milestone, MilestoneKind } from "./milestones.ts";

export interface PlateauPrediction {
  likelyWeek: number;
  cause: string;
  prevention: string[];
  solutions: string[];
}

export interface Timeline {
  /** The plan's goal week (engine/plans/goal-week.ts); 0 when the target is not reached. */
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
  /** The plan's first day, YYYY-MM-DD: each milestone's date counts from it. */
  today: string;
  /** The day the target is reached, from goalWeek(). */
  goalDay?: number | undefined;
}

// Months = weeks / 4.33 (docs/reference-figures.md, "Timeline").
const WEEKS_PER_MONTH = 4.33;
// A loss that does not reach its target is looked at over two years for its plateaus.
const PLATEAU_HORIZON_WEEKS = 104;

/** Weeks a plateau is likely (docs/reference-figures.md): 3, 8 and, for lean people, 16. */
export function plateauWeeks(weeks: number, effectiveBodyFatPct: number): number[] {
  const result: number[] = [];
  if (weeks > 2) result.push(3);
  if (weeks > 8) result.push(8);
  if (effectiveBodyFatPct < 20 && weeks > 16) result.push(16);
  return result;
}

/**
 * The plan's timeline: its goal week, a few milestones on the projected weight (diet breaks
 * included; milestones.ts) and likely plateaus. A plan that does not reach its target has no
 * milestones, and says where its weight levels off when it knows.
 */
export function timeline(t: TimelineInput): Timeline {
  const weeks = t.weeksToGoal ?? 0;
  const losing = t.direction === "lose";
  const result: Timeline = {
    weeks,
    months: round(weeks / WEEKS_PER_MONTH, 1),
    milestones: weeks > 0 && t.direction !== "maintain" ? milestones({ ...t, weeks }) : [],
    // A loss that does not reach its target runs on: every plateau is still ahead.
    plateauWeeks: losing ? plateauWeeks(weeks || PLATEAU_HORIZON_WEEKS, t.effectiveBodyFatPct) : [],
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
