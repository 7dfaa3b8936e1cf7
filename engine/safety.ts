import type { Sex } from "./types.ts";
import type { VariantRules } from "./variants.ts";

// Spec section 9: a kilogram of body fat holds about 7,700 kcal.
export const KCAL_PER_KG = 7700;

// NHS 12-week plan and spec section 9: teenagers lose at most 0.5 kg a week and
// never eat under 1,400 kcal a day, whichever calculator they use.
const TEEN_MAX_AGE = 17;
const TEEN_MAX_LOSS_RATE = 0.5;
const TEEN_FLOOR = 1400;
// Product.md section 4 (senior): from 65, at most 0.5 kg a week, protein at least 1.2 g/kg
// (Bauer J et al. 2013, JAMDA 14:542).
const SENIOR_MIN_AGE = 65;
const SENIOR_MAX_LOSS_RATE = 0.5;
const SENIOR_PROTEIN_G_PER_KG = 1.2;

/** The limits that apply to one person under one variant. */
export interface SafetyLimits {
  /** Fastest weekly loss planned, kg/week. */
  maxLossRate: number;
  /** Largest daily deficit planned, kcal/day. */
  maxDeficit: number;
  /** Lowest daily target, kcal/day. */
  floor: number;
  /** Protein floor, g per kg of reference weight (0 when none). */
  proteinGPerKg: number;
  isTeen: boolean;
  isSenior: boolean;
}

/**
 * Combines the variant's rules with the rules every plan follows whatever the variant:
 * teenagers get the teen limits and people of 65 and over the senior limits.
 */
export function safetyLimits(rules: VariantRules, sex: Sex, age: number): SafetyLimits {
  const isTeen = age <= TEEN_MAX_AGE;
  const isSenior = age >= SENIOR_MIN_AGE;
  let maxLossRate = rules.maxLossRate;
  let floor = rules.floor[sex];
  let proteinGPerKg = rules.proteinGPerKg ?? 0;
  if (isTeen) {
    maxLossRate = Math.min(maxLossRate, TEEN_MAX_LOSS_RATE);
    floor = Math.max(floor, TEEN_FLOOR);
  }
  if (isSenior) {
    maxLossRate = Math.min(maxLossRate, SENIOR_MAX_LOSS_RATE);
    proteinGPerKg = Math.max(proteinGPerKg, SENIOR_PROTEIN_G_PER_KG);
  }
  const maxDeficit = Math.min(rules.maxDeficit ?? Infinity, dailyDeficitFor(maxLossRate));
  return { maxLossRate, maxDeficit, floor, proteinGPerKg, isTeen, isSenior };
}

/** Daily deficit for a weekly loss rate: rate x 7,700 / 7 (spec section 9). */
export function dailyDeficitFor(kgPerWeek: number): number {
  return (kgPerWeek * KCAL_PER_KG) / 7;
}

/** Weekly change in kg for a daily energy gap. */
export function weeklyChangeFor(dailyKcal: number): number {
  return (dailyKcal * 7) / KCAL_PER_KG;
}

/**
 * Protein is set on a reference weight: the person's weight, but no more than the weight
 * at BMI 25 for their height, so that targets stay realistic at higher body weights
 * (ESPEN guideline on clinical nutrition in obesity practice: adjusted body weight).
 */
export function proteinReferenceKg(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return Math.min(weightKg, 25 * metres * metres);
}
