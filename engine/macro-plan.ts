import { calorieNeeds } from "./calorie-needs.ts";
import { InputError } from "./errors.ts";
import { MACRO_CALORIES_RULE } from "./input/input-ranges.ts";
import { MACRO_GOALS, type MacroGoal } from "./data/macro-goals.ts";
import {
  goalMacros,
  goalSplit,
  proteinBasis,
  splitOf,
  withProteinComparison,
  type MacroSplitResult,
} from "./macro-split.ts";
import { healthyWeight } from "./healthy-weight.ts";
import { proteinPolicy } from "./protein.ts";
import { dailyDeficitFor, weeklyChangeFor } from "./safety.ts";
import type { Sex } from "./types.ts";
import { requireOneOf, round } from "./input/validate.ts";

/*
 * The macros calculator when it works the calories out for the visitor (docs/plans.md,
 * "Macros calculator"): each goal plans the calories that goal needs, with the same
 * maintenance, floors and protein rules as the deficit calculators, so one person gets one
 * answer everywhere.
 */

/** What a goal does to the day's calories: a weekly pace, or none (maintenance). */
const GOAL_PACE: Partial<Record<MacroGoal, { goal: "lose" | "gain"; kgPerWeek: number }>> = {
  // The NHS's steady 0.5 kg a week, the deficit calculators' own default pace.
  "fat-loss": { goal: "lose", kgPerWeek: 0.5 },
  // A lean gain of about 0.25 kg a week (a 275 kcal surplus, inside 200-500 kcal), held to
  // the person's own surplus.
  "muscle-gain": { goal: "gain", kgPerWeek: 0.25 },
};

export interface PersonMacrosInput {
  goal: MacroGoal;
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: number | string;
}

/** The macros for a person's goal, and where the day's calories came from. */
export interface PersonMacros extends MacroSplitResult {
  maintenance: number;
  /** "lose" and "gain" plan the pace in `kgPerWeek`; "maintain" eats maintenance. */
  calorieGoal: "lose" | "gain" | "maintain";
  kgPerWeek?: number;
  /** The loss target was raised to the floor, so the pace is slower than planned. */
  flooredAtMinimum: boolean;
}

/**
 * Calories for the goal (fat loss: the 0.5 kg a week target the deficit calculators give;
 * muscle gain: a lean surplus; otherwise maintenance), split by the goal's shares with
 * protein inside the person's limits. Throws InputError naming the field; "calories" when
 * the day falls outside what the calculator can split.
 */
export function macrosForPerson(p: PersonMacrosInput): PersonMacros {
  const goal = requireOneOf("goal", p.goal, MACRO_GOALS, "a goal");
  const needs = calorieNeeds(p);
  const pace = GOAL_PACE[goal];
  // Fat loss at 0.5 kg a week, or the person's own lower limit (1% of body weight a week).
  const loss =
    pace?.goal === "lose"
      ? needs.targets.find(
          (t) =>
            t.goal === "lose" && t.kgPerWeek === Math.min(pace.kgPerWeek, needs.maxLossKgPerWeek),
        )
      : undefined;
  // A lean gain within the person's surplus: none from BMI 30, 200 kcal from BMI 25
  // (docs/safety-rules.md, "Gaining").
  const maxSurplus = healthyWeight({ ...p, targetWeightKg: p.weightKg }).maxSurplus;
  const surplus =
    pace?.goal === "gain" ? Math.min(Math.round(dailyDeficitFor(pace.kgPerWeek)), maxSurplus) : 0;
  const target:
    { goal: "lose" | "gain"; kgPerWeek: number; flooredAtMinimum: boolean } | undefined =
    loss ??
    (surplus > 0
      ? { goal: "gain", kgPerWeek: round(weeklyChangeFor(surplus), 2), flooredAtMinimum: false }
      : undefined);
  const calories = loss?.calories ?? needs.maintenance + surplus;
  const { min, max } = MACRO_CALORIES_RULE;
  if (calories < min || calories > max) {
    throw new InputError(
      "calories",
      calories < min
        ? `Your calories work out at ${calories.toLocaleString("en-GB")} kcal a day, less than the ${min} kcal this calculator can split. Please talk to your GP about what to eat.`
        : `Your calories work out at ${calories.toLocaleString("en-GB")} kcal a day, more than the ${max.toLocaleString("en-GB")} kcal this calculator can split. Type your own daily calories instead.`,
    );
  }
  // The same protein as the deficit calculators give this person: their g/kg policy, with
  // the higher aim only for goals that build muscle (docs/plans.md, "Protein, one figure").
  const policy = proteinPolicy({ ...p, muscleFocus: goalSplit(goal).muscleFocus });
  const macros = goalMacros(calories, goal, policy);
  const result = {
    goal,
    calories,
    split: splitOf(macros),
    macros,
    maintenance: needs.maintenance,
    calorieGoal: target ? target.goal : ("maintain" as const),
    flooredAtMinimum: target?.flooredAtMinimum ?? false,
    ...(target ? { kgPerWeek: target.kgPerWeek } : {}),
  };
  return withProteinComparison(
    result,
    p.weightKg,
    proteinBasis(policy, macros.protein.grams, { weightKg: p.weightKg, knowsHeight: true }),
  );
}
