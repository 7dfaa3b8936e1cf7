import { activityMultiplier } from "./activity-levels.ts";
import { basicBmr } from "./henry-bmr.ts";
import { checkPerson } from "../core/person.ts";
import { healthyWeight } from "../body/healthy-weight.ts";
import { dailyDeficitFor, safetyLimits, weeklyChangeFor } from "../plans/safety.ts";
import type { Sex } from "../core/types.ts";
import { round } from "../input/validate.ts";
import { variantRules } from "../plans/variants.ts";

// The weekly rates the calorie calculator shows, kg/week. NHS: "aim to lose 0.5 to 1 kg
// a week"; 0.25 is the gentle step below it. Gains mirror them.
export const CALORIE_NEEDS_RATES: readonly number[] = [0.25, 0.5, 0.75, 1];

/**
 * The loss rates shown for a person's limit: the table's rates up to it, and the limit itself
 * when it falls between two of them (1% of 60 kg is 0.6 kg a week), so the fastest row is
 * always the fastest pace the plans would give.
 */
export function lossRatesUpTo(maxLossRate: number): number[] {
  const rates = CALORIE_NEEDS_RATES.filter((rate) => rate <= maxLossRate + 1e-9);
  const last = rates[rates.length - 1] ?? 0;
  return maxLossRate - last > 1e-9 && maxLossRate < Math.max(...CALORIE_NEEDS_RATES)
    ? [...rates, maxLossRate]
    : rates;
}

/** Calories a day to lose or gain at one weekly rate. */
export interface CalorieTarget {
  goal: "lose" | "gain";
  /** The weekly rate asked for, kg/week. */
  kgPerWeek: number;
  /** Daily calories to eat, kcal/day. */
  calories: number;
  /** Calories minus maintenance: negative to lose, positive to gain. */
  dailyChange: number;
  /** True when the target was raised to the lowest safe intake (so the loss is slower). */
  flooredAtMinimum: boolean;
  /** The weekly change these calories give (7,700 kcal per kg), kg/week, to 0.01. */
  expectedKgPerWeek: number;
}

/** The calorie calculator's answer. */
export interface CalorieNeedsResult {
  /** Basal metabolic rate (Mifflin-St Jeor; Henry 2005 under 18), kcal/day, whole number. */
  bmr: number;
  /** Calories a day to keep the same weight (BMR x activity), whole number. */
  maintenance: number;
  /** The activity multiplier used. */
  activity: number;
  /** The lowest daily intake any loss target goes down to. */
  minimumCalories: number;
  /**
   * Fastest loss shown for this person: 1 kg or 1% of body weight a week, whichever is lower;
   * 0.5 for under-18s and from 65.
   */
  maxLossKgPerWeek: number;
  /**
   * Loss targets (slowest first, none faster than maxLossKgPerWeek), then gain targets (none
   * from BMI 30).
   */
  targets: CalorieTarget[];
}

/**
 * Maintenance calories and the daily calories to lose or gain 0.25, 0.5, 0.75 and 1 kg a
 * week (7,700 kcal per kg). BMR is Mifflin-St Jeor (Henry 2005 under 18, as the plans use);
 * `activity` is one of the five multipliers, as a number or as text. Loss targets never go
 * below 1,500 kcal (men) or 1,200 kcal (women), nor for under-18s below 1,400 or SACN's
 * estimated average requirement less 500, nor above maintenance; under-18s and people of
 * 65 and over are shown loss rates up to 0.5 kg a week only. Throws InputError ("sex",
 * "age", "heightCm", "weightKg", "activity").
 */
export function calorieNeeds(p: {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: number | string;
}): CalorieNeedsResult {
  const person = checkPerson(p);
  const activity = activityMultiplier(p.activity, "activity");
  // The plans' pace limit (docs/safety-rules.md, "Pace"): 1 kg or 1% of body weight a week,
  // whichever is lower, 0.5 kg for under-18s and from 65.
  const limits = safetyLimits(variantRules("default"), person.sex, person.age, person.weightKg);

  const bmr = basicBmr(person);
  const maintenance = Math.round(bmr * activity);
  const floor = limits.floor;

  const target = (goal: "lose" | "gain", kgPerWeek: number): CalorieTarget => {
    // Rounded once, as the plans round their targets (plans/plan-energy.ts), so one person's
    // 0.5 kg a week is the same figure here, in the plans and in the macros calculator.
    const change = dailyDeficitFor(kgPerWeek);
    let calories = Math.round(goal === "gain" ? maintenance + change : maintenance - change);
    let flooredAtMinimum = false;
    if (goal === "lose" && calories < floor) {
      // Never below the safe minimum, and never above maintenance when maintenance is lower.
      calories = Math.min(floor, maintenance);
      flooredAtMinimum = true;
    }
    const dailyChange = calories - maintenance;
    return {
      goal,
      kgPerWeek,
      calories,
      dailyChange,
      flooredAtMinimum,
      expectedKgPerWeek: round(Math.abs(weeklyChangeFor(dailyChange)), 2),
    };
  };

  const lossRates = lossRatesUpTo(limits.maxLossRate);
  // No surplus from BMI 30, or a teenager's IOTF obesity cut-off (docs/safety-rules.md,
  // "Gaining"), so no gain rows either.
  const noSurplus = healthyWeight({ ...person, targetWeightKg: person.weightKg }).maxSurplus === 0;
  const gainRates = noSurplus ? [] : CALORIE_NEEDS_RATES;
  return {
    bmr: Math.round(bmr),
    maintenance,
    activity,
    minimumCalories: Math.min(floor, maintenance),
    maxLossKgPerWeek: Math.max(...lossRates),
    targets: [
      ...lossRates.map((rate) => target("lose", rate)),
      ...gainRates.map((rate) => target("gain", rate)),
    ],
  };
}
