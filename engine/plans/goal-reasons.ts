import { bmiCategory, overweightFrom, type BmiCategory, type BmiThresholds } from "../body/bmi.ts";
import { ADULT_AGE, bmiOf, OLDER_ADULT_AGE, weightAtBmi } from "../body/healthy-weight.ts";
import { atMostWeightText, weightText, type MessageUnits } from "../input/message-units.ts";
import { round } from "../input/validate.ts";
import type { Direction } from "./plan-energy.ts";

/*
 * The reasons beside a plan's goal figures, so no number stands alone (docs/plans.md,
 * "Reasons beside the figures"): why the goal takes the weeks it does, what holds the
 * target once it is reached, and whether the target is still above a healthy BMI.
 */

/** One reason beside a figure: the figure, bold in the view, then the sentence about it. */
export interface GoalReason {
  kind: "weeks" | "maintenance" | "bmi";
  /** The figure the sentence explains: "36 weeks", "1,850 kcal a day", "BMI 25.7". */
  figure: string;
  /** One sentence that follows the figure: ": 24 at a steady rate, ...". */
  text: string;
}

/** The figures behind the reasons, and the sentences themselves. */
export interface GoalReasons {
  /** The week the simple 7,700 kcal per kg line reaches the target (breaks included), or null. */
  steadyRateWeeks: number | null;
  /** The target's BMI and band, only when an adult's loss target is still overweight or above. */
  targetBmi: { bmi: number; category: BmiCategory } | null;
  reasons: GoalReason[];
}

export interface GoalReasonsInput {
  direction: Direction;
  /** The plan's goal week (the dynamic model), or null when it is not reached. */
  weeks: number | null;
  /** The straight line's goal week, or null when there is none. */
  lineWeeks: number | null;
  maintenanceAtGoal: number | null;
  targetWeightKg: number | undefined;
  heightCm: number | undefined;
  age: number;
  units: MessageUnits;
  /** NICE's lower BMI thresholds apply only when the plan knows the family background. */
  thresholds?: BmiThresholds;
}

function count(value: number): string {
  return value.toLocaleString("en-GB");
}

function weeksWord(weeks: number): string {
  return `${count(weeks)} ${weeks === 1 ? "week" : "weeks"}`;
}

function weeksReason(p: GoalReasonsInput): GoalReason | null {
  if (p.weeks === null || p.direction === "maintain") return null;
  const losing = p.direction === "lose";
  const figure = weeksWord(p.weeks);
  if (p.lineWeeks === null || p.lineWeeks >= p.weeks) {
    return { kind: "weeks", figure, text: "to your goal, at a steady rate." };
  }
  const why = losing
    ? "your body uses less energy as you get lighter, so weight loss slows down"
    : "your body uses more energy as you get heavier, so weight gain slows down";
  return {
    kind: "weeks",
    figure,
    text: `to your goal, not ${count(p.lineWeeks)} at a steady rate: ${why}.`,
  };
}

function maintenanceReason(p: GoalReasonsInput): GoalReason | null {
  if (p.maintenanceAtGoal === null || p.targetWeightKg === undefined) return null;
  return {
    kind: "maintenance",
    figure: `${count(p.maintenanceAtGoal)} kcal a day`,
    text: `keeps you at ${weightText(p.targetWeightKg, p.units)} once you get there, if you stay as active as you are now.`,
  };
}

function targetBmiOf(p: GoalReasonsInput): GoalReasons["targetBmi"] {
  if (p.direction !== "lose" || p.targetWeightKg === undefined || p.heightCm === undefined) {
    return null;
  }
  // Adult BMI bands apply from 18 (under 18 the IOTF cut-offs do, docs/safety-rules.md); from
  // 65 no deficit is planned under BMI 25 and a BMI a little over it carries no extra risk
  // (Winter et al., Am J Clin Nutr 2014), so "a first step" is not said to older adults.
  if (p.age < ADULT_AGE || p.age >= OLDER_ADULT_AGE) return null;
  const bmi = round(bmiOf(p.targetWeightKg, p.heightCm), 1);
  const category = bmiCategory(bmi, p.thresholds);
  const over = category !== "healthy" && category !== "underweight";
  return over && category !== "severely-underweight" ? { bmi, category } : null;
}

function bmiReason(
  p: GoalReasonsInput,
  target: NonNullable<GoalReasons["targetBmi"]>,
): GoalReason | null {
  if (p.targetWeightKg === undefined || p.heightCm === undefined) return null;
  const range = target.category === "overweight" ? "overweight" : "obese";
  // The top of the healthy band: a tenth under where overweight starts (24.9, or 22.9).
  const healthyTop = weightAtBmi(overweightFrom(p.thresholds) - 0.1, p.heightCm);
  return {
    kind: "bmi",
    figure: `BMI ${target.bmi.toLocaleString("en-GB", { minimumFractionDigits: 1 })}`,
    text: `at ${weightText(p.targetWeightKg, p.units)}, still in the ${range} range, but a good first step. A healthy weight for your height is up to ${atMostWeightText(healthyTop, p.units)}.`,
  };
}

/**
 * The reasons beside a plan's goal figures: the weeks to the goal against the simple
 * straight line, the calories that hold the target, and a note when an adult's loss target
 * is still above a healthy BMI (NHS bands, or NICE's lower ones when `thresholds` says so).
 */
export function goalReasons(p: GoalReasonsInput): GoalReasons {
  const targetBmi = targetBmiOf(p);
  const reasons = [
    weeksReason(p),
    maintenanceReason(p),
    targetBmi ? bmiReason(p, targetBmi) : null,
  ].filter((r): r is GoalReason => r !== null);
  return {
    steadyRateWeeks: p.direction === "maintain" ? null : p.lineWeeks,
    targetBmi,
    reasons,
  };
}
