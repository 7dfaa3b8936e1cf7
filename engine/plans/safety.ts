import { childEnergyNeeds } from "../energy/child-energy.ts";
import {
  maxLossRateFor,
  safeLossRateFor,
  SENIOR_MIN_AGE,
  TEEN_MAX_AGE,
} from "./loss-rate-limit.ts";
import type { Sex } from "../core/types.ts";
import type { VariantRules } from "./variants.ts";

// A kilogram of body fat holds about 7,700 kcal (docs/reference-figures.md, "Energy").
export const KCAL_PER_KG = 7700;

// docs/reference-figures.md, "Energy": teenagers never eat under 1,400 kcal a day, whichever
// calculator they use. Their top rate, and that from 65, are in loss-rate-limit.ts.
const TEEN_FLOOR = 1400;
// Nor under SACN's estimated average requirement for their age and sex (SACN 2011, table 15;
// engine/data/sacn-child-ear.ts) less 500 kcal, so a loss never takes more than that from
// the energy a growing body needs (docs/safety-rules.md, "Teenagers").
const TEEN_EAR_MARGIN = 500;

/** The limits that apply to one person under one variant. */
export interface SafetyLimits {
  /** Fastest weekly loss planned, kg/week (the aggressive variant's can pass `safeRate`). */
  maxLossRate: number;
  /** Largest daily deficit planned, kcal/day. */
  maxDeficit: number;
  /** Lowest daily target, kcal/day. */
  floor: number;
  /**
   * The fastest pace called safe, kg/week: the NHS's 1 kg or 1% of body weight, whichever is
   * lower, or the person's lower maximum (loss-rate-limit.ts). One meaning of safe for the
   * pace options, the goal date and the warnings.
   */
  safeRate: number;
  isTeen: boolean;
  isSenior: boolean;
}

/**
 * Combines the variant's rules with the rules every plan follows whatever the variant:
 * the pace limits by body weight, the teen limits and, from 65, the senior limits.
 */
export function safetyLimits(
  rules: VariantRules,
  sex: Sex,
  age: number,
  /** kg; undefined only where no loss is planned (pregnancy), leaving out the weight's limit. */
  weightKg: number | undefined,
): SafetyLimits {
  const isTeen = age <= TEEN_MAX_AGE;
  const isSenior = age >= SENIOR_MIN_AGE;
  const maxLossRate = maxLossRateFor(rules, age, weightKg);
  const floor = isTeen
    ? Math.max(rules.floor[sex], TEEN_FLOOR, childEnergyNeeds({ sex, age }) - TEEN_EAR_MARGIN)
    : rules.floor[sex];
  const maxDeficit = Math.min(rules.maxDeficit ?? Infinity, dailyDeficitFor(maxLossRate));
  const safeRate = Math.min(safeLossRateFor(rules, age, weightKg), maxLossRate);
  return { maxLossRate, maxDeficit, floor, safeRate, isTeen, isSenior };
}

/** Daily deficit for a weekly loss rate: rate x 7,700 / 7 (docs/reference-figures.md). */
export function dailyDeficitFor(kgPerWeek: number): number {
  return (kgPerWeek * KCAL_PER_KG) / 7;
}

/** Weekly change in kg for a daily energy gap. */
export function weeklyChangeFor(dailyKcal: number): number {
  return (dailyKcal * 7) / KCAL_PER_KG;
}

// A lean gain: a surplus of at most 500 kcal a day is about 0.45 kg a week.
export const MAX_GAIN_RATE = 0.5;
